import Foundation

/// napkin's photo library for the process (napkin's addition): Linux has no Photos app, so the images an app saves
/// (``UIImageWriteToSavedPhotosAlbum(_:_:_:_:)``, Photos' `PHAssetChangeRequest`) are kept here for a test to read,
/// with the person's answers about access. The Photos stand-in's `PHPhotoLibrary` reads and writes it.
///
/// Access starts `.restricted` (raw value 1: no library the person could open), as napkin's PhotosUI always
/// answered; a test gives the process a library with ``setAuthorizationStatus(_:addOnly:)`` (for example
/// `.notDetermined`, so the app's prompt shows) and chooses the prompt's answer with ``answerAuthorizationRequests(granting:)``
/// (declined unless told). Process-wide: tests using it belong in one `.serialized` suite.
public final class SimulatedPhotoLibrary: @unchecked Sendable {
    // Unchecked: every property is read and written under `lock` only.

    /// A photo or video in the library.
    public struct Asset: Sendable {
        /// Its identifier, as Photos' `localIdentifier` (`UUID/L0/001`).
        public let localIdentifier: String
        /// The image, for a photo saved from a `UIImage`.
        public let image: UIImage?
        /// The file it was made from, for a photo or video saved from a file.
        public let fileURL: URL?
        /// Whether it is a video.
        public let isVideo: Bool
        /// When it was saved.
        public let creationDate: Date
    }

    /// The process's library.
    public static let shared = SimulatedPhotoLibrary()

    private let lock = NSLock()
    private var saved: [Asset] = []
    // Access per level: readWrite (2) and addOnly (1), as Photos' raw values; 0 notDetermined, 1 restricted,
    // 2 denied, 3 authorized, 4 limited.
    private var statuses: [Bool: Int] = [:]
    private var grants = false

    /// Every asset saved, oldest first.
    public var assets: [Asset] { lock.withLock { saved } }

    /// The status for add-only access (`addOnly` true) or read-write, as Photos' raw values (0 not determined,
    /// 1 restricted, 2 denied, 3 authorized, 4 limited).
    public func authorizationStatus(addOnly: Bool) -> Int { lock.withLock { status(addOnly: addOnly) } }

    /// Sets what the person has already answered (as raw values, see ``authorizationStatus(addOnly:)``). Read-write
    /// access granted grants adding as well, as on iOS.
    public func setAuthorizationStatus(_ rawStatus: Int, addOnly: Bool) { lock.withLock { statuses[addOnly] = rawStatus } }

    /// Sets how the person answers the next prompt: true allows the whole library (authorized), false (the
    /// default) declines.
    public func answerAuthorizationRequests(granting: Bool) { lock.withLock { grants = granting } }

    /// Asks the person when not asked before and returns the status (raw value): the prompt's answer (3 or 2) for a
    /// first request, the earlier answer otherwise.
    public func requestAuthorization(addOnly: Bool) -> Int {
        lock.withLock {
            let current = status(addOnly: addOnly)
            guard current == 0 else { return current }
            statuses[addOnly] = grants ? 3 : 2
            return statuses[addOnly]!
        }
    }

    /// Whether the app may add to the library now (add-only or read-write access authorized or limited).
    public var canAdd: Bool { lock.withLock { [3, 4].contains(status(addOnly: true)) } }

    /// Saves an asset and returns it.
    @discardableResult
    public func add(
        image: UIImage?, fileURL: URL?, isVideo: Bool, localIdentifier: String = "\(UUID().uuidString)/L0/001", creationDate: Date = Date()
    ) -> Asset {
        let asset = Asset(localIdentifier: localIdentifier, image: image, fileURL: fileURL, isVideo: isVideo, creationDate: creationDate)
        lock.withLock { saved.append(asset) }
        return asset
    }

    /// Back to a fresh Linux machine: no assets, access restricted, prompts declined.
    public func reset() {
        lock.withLock {
            saved = []
            statuses = [:]
            grants = false
        }
    }

    /// Under `lock`: add-only access follows read-write access once that is answered.
    private func status(addOnly: Bool) -> Int {
        let readWrite = statuses[false] ?? 1
        guard addOnly, readWrite != 3, readWrite != 4 else { return readWrite }
        return statuses[true] ?? readWrite
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Saves `image` to the camera roll, as UIKit's function: with add-only access (asked for at the first save, as iOS
/// does; see ``SimulatedPhotoLibrary``) it is kept in napkin's library; without it nothing is saved. The completion
/// target and selector are not called: Linux has no Objective-C runtime to send the selector (pass nil, as most apps
/// do).
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: OpaquePointer?, _ contextInfo: UnsafeMutableRawPointer?
) {
    let library = SimulatedPhotoLibrary.shared
    _ = library.requestAuthorization(addOnly: true)
    guard library.canAdd else { return }
    library.add(image: image, fileURL: nil, isVideo: false)
}
