import Foundation

/// A change block's requests, gathered while it runs on this thread (Photos requires change requests to be made
/// inside one).
enum ChangeBlock {
    private static let key = "napkin.Photos.changeBlock"

    final class Requests {
        var list: [PHAssetChangeRequest] = []
    }

    /// Runs `block` and returns the requests it made.
    static func collect(_ block: () -> Void) -> [PHAssetChangeRequest] {
        let requests = Requests()
        let previous = Thread.current.threadDictionary[key]
        Thread.current.threadDictionary[key] = requests
        defer { Thread.current.threadDictionary[key] = previous }
        block()
        return requests.list
    }

    /// Adds `request` to the running change block; false outside one.
    static func record(_ request: PHAssetChangeRequest) -> Bool {
        guard let requests = Thread.current.threadDictionary[key] as? Requests else { return false }
        requests.list.append(request)
        return true
    }
}

/// What kind of asset, as Photos' `PHAssetMediaType`.
public enum PHAssetMediaType: Int, Sendable {
    case unknown = 0
    case image = 1
    case video = 2
    case audio = 3
}

/// An asset about to exist, as Photos' `PHObjectPlaceholder`: its identifier is the saved asset's.
public final class PHObjectPlaceholder: @unchecked Sendable {
    // Unchecked: immutable.
    /// The identifier the asset will have.
    public let localIdentifier: String
    init(localIdentifier: String) { self.localIdentifier = localIdentifier }
}

/// A request to add an asset, as Photos' `PHAssetChangeRequest`; make it inside
/// `PHPhotoLibrary.shared().performChanges { }`.
open class PHAssetChangeRequest: @unchecked Sendable {
    // Unchecked: set once at creation, saved once by the change block that made it.
    private let image: UIImage?
    private let fileURL: URL?
    private let isVideo: Bool
    /// The asset's date (now unless set).
    open var creationDate: Date? = Date()
    /// Whether the asset is a favourite.
    open var isFavorite = false

    /// A request for an asset from `image` or the file at `fileURL` (napkin's; apps use the class methods).
    required public init(image: UIImage?, fileURL: URL?, isVideo: Bool) {
        self.image = image
        self.fileURL = fileURL
        self.isVideo = isVideo
    }

    /// A request adding `image`. Made outside a change block it does nothing (iOS raises an exception) and says so on
    /// standard error.
    open class func creationRequestForAsset(from image: UIImage) -> Self {
        let request = Self(image: image, fileURL: nil, isVideo: false)
        request.enlist()
        return request
    }

    /// A request adding the image file at `fileURL`, nil when there is no readable file there.
    open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? {
        guard FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        let request = Self(image: nil, fileURL: fileURL, isVideo: false)
        request.enlist()
        return request
    }

    /// A request adding the video file at `fileURL`, nil when there is no readable file there.
    open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? {
        guard FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        let request = Self(image: nil, fileURL: fileURL, isVideo: true)
        request.enlist()
        return request
    }

    private lazy var placeholder = PHObjectPlaceholder(localIdentifier: "\(UUID().uuidString)/L0/001")

    /// The asset to be, for finding it once saved.
    open var placeholderForCreatedAsset: PHObjectPlaceholder? { placeholder }

    private func enlist() {
        if !ChangeBlock.record(self) {
            FileHandle.standardError.write(
                Data(
                    "PHAssetChangeRequest: made outside PHPhotoLibrary.performChanges; iOS ends the app here, napkin saved nothing.\n".utf8)
            )
        }
    }

    func save() {
        SimulatedPhotoLibrary.shared.add(
            image: image, fileURL: fileURL, isVideo: isVideo, localIdentifier: placeholder.localIdentifier,
            creationDate: creationDate ?? Date())
    }
}

/// A photo or video in the library, as Photos' `PHAsset`.
open class PHAsset: @unchecked Sendable {
    // Unchecked: immutable.
    private let asset: SimulatedPhotoLibrary.Asset
    init(_ asset: SimulatedPhotoLibrary.Asset) { self.asset = asset }

    /// Its identifier.
    open var localIdentifier: String { asset.localIdentifier }
    /// Photo or video.
    open var mediaType: PHAssetMediaType { asset.isVideo ? .video : .image }
    /// When it was made.
    open var creationDate: Date? { asset.creationDate }
    /// Its width in pixels (the image's, for a saved `UIImage`; 0 when napkin cannot tell).
    open var pixelWidth: Int { asset.image.map { Int(($0.size.width * $0.scale).rounded()) } ?? 0 }
    /// Its height in pixels.
    open var pixelHeight: Int { asset.image.map { Int(($0.size.height * $0.scale).rounded()) } ?? 0 }

    /// Every asset of the library, oldest first; empty without read-write access, as on iOS.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetch { _ in true }
    }

    /// The assets of `mediaType`.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetch { $0.mediaType == mediaType }
    }

    /// The assets with these identifiers, in the library's order.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        fetch { identifiers.contains($0.localIdentifier) }
    }

    private static func fetch(_ include: (PHAsset) -> Bool) -> PHFetchResult<PHAsset> {
        guard [.authorized, .limited].contains(PHPhotoLibrary.authorizationStatus(for: .readWrite)) else { return PHFetchResult([]) }
        return PHFetchResult(SimulatedPhotoLibrary.shared.assets.map(PHAsset.init).filter(include))
    }
}

/// How to fetch, as Photos' `PHFetchOptions` (kept; napkin's fetch returns the library's order).
open class PHFetchOptions: @unchecked Sendable {
    // Unchecked: configured before a fetch, as on iOS.
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    /// Options that change nothing.
    public init() {}
}

/// The result of a fetch, as Photos' `PHFetchResult`.
open class PHFetchResult<ObjectType: AnyObject>: @unchecked Sendable {
    // Unchecked: immutable.
    private let objects: [ObjectType]
    init(_ objects: [ObjectType]) { self.objects = objects }

    /// How many there are.
    open var count: Int { objects.count }
    /// The first, if any.
    open var firstObject: ObjectType? { objects.first }
    /// The last, if any.
    open var lastObject: ObjectType? { objects.last }
    /// The object at `index`.
    open func object(at index: Int) -> ObjectType { objects[index] }
    /// The object at `index`.
    open subscript(index: Int) -> ObjectType { objects[index] }
    /// Whether `anObject` is among them.
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
    /// Calls `block` with each object and its index; setting the flag's pointee to true stops.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { break }
        }
    }
}
