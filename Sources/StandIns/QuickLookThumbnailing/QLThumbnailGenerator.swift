import Foundation
import NapkinUI
import QuickLook
import UniformTypeIdentifiers

/// Makes thumbnails of files, as QuickLookThumbnailing's `QLThumbnailGenerator`.
///
/// What napkin draws: a PNG or JPEG picture scaled to fit the requested size (never enlarged
/// past its own size); a PDF's first page (its paper, at its shape: napkin has no PDF renderer);
/// a text file's first lines on a page; and, as the icon, a document icon labelled with the file's
/// extension. Other files have an icon and no thumbnail (the thumbnail types fail with
/// ``QLThumbnailError/Code/generationFailed``). Files are read as the QuickLook stand-in reads
/// them: bounded, regular files only, no symbolic link followed; a missing or unreadable file fails
/// every type. Handlers are called later, never before the method returns, from the main actor.
open class QLThumbnailGenerator: NSObject, @unchecked Sendable {
    /// The generator apps use.
    public static let shared = QLThumbnailGenerator()

    /// The requests cancelled before they were served.
    private let cancelled = CancelledRequests()

    /// A generator (apps use ``shared``).
    public override init() { super.init() }

    /// Calls `completionHandler` once with the best of the requested representations napkin can
    /// make (a thumbnail before a low-quality thumbnail before an icon), or with the error of the
    /// best one when none can be made.
    open func generateBestRepresentation(
        for request: QLThumbnailGenerator.Request,
        completion completionHandler: @escaping @Sendable (QLThumbnailRepresentation?, (any Error)?) -> Void
    ) {
        let cancelled = self.cancelled
        Task { @MainActor in
            let results = ThumbnailDrawing.representations(for: request, cancelled: cancelled.take(request))
            if let best = results.compactMap({ try? $0.1.get() }).last {
                completionHandler(best, nil)
            } else if let failure = results.last.flatMap({ result -> (any Error)? in
                if case .failure(let error) = result.1 { return error }
                return nil
            }) {
                completionHandler(nil, failure)
            } else {
                completionHandler(nil, QLThumbnailError(.requestInvalid, reason: "The request asks for no representation type."))
            }
        }
    }

    /// Calls `updateHandler` for each requested representation, from the lowest quality to the
    /// highest: an icon, then a thumbnail (a low-quality thumbnail is skipped when a thumbnail is
    /// asked for too, as iOS may skip it), with the representation or the error that stopped it.
    open func generateRepresentations(
        for request: QLThumbnailGenerator.Request,
        update updateHandler: (
            @Sendable (QLThumbnailRepresentation?, QLThumbnailRepresentation.RepresentationType, (any Error)?) -> Void
        )? =
            nil
    ) {
        let cancelled = self.cancelled
        Task { @MainActor in
            for (type, result) in ThumbnailDrawing.representations(for: request, cancelled: cancelled.take(request)) {
                switch result {
                case .success(let representation): updateHandler?(representation, type, nil)
                case .failure(let error): updateHandler?(nil, type, error)
                }
            }
        }
    }

    /// Cancels `request` if it is not served yet: its handlers get ``QLThumbnailError/Code/requestCancelled``.
    open func cancel(_ request: QLThumbnailGenerator.Request) {
        cancelled.insert(request)
    }

    /// Writes the best representation to `fileURL` as `contentType` (`"public.png"` or
    /// `"public.jpeg"`), then calls `completionHandler` with `nil` or the error.
    open func saveBestRepresentation(
        for request: QLThumbnailGenerator.Request, to fileURL: URL, withContentType contentType: String,
        completion completionHandler: @escaping @Sendable ((any Error)?) -> Void
    ) {
        generateBestRepresentation(for: request) { representation, error in
            guard let representation else {
                completionHandler(error)
                return
            }
            Task { @MainActor in
                completionHandler(ThumbnailDrawing.save(representation, to: fileURL, contentType: contentType))
            }
        }
    }

    /// The best representation napkin can make, or the error when none can be made.
    open func generateBestRepresentation(for request: QLThumbnailGenerator.Request) async throws -> QLThumbnailRepresentation {
        try await withCheckedThrowingContinuation { continuation in
            generateBestRepresentation(for: request) { representation, error in
                if let representation {
                    continuation.resume(returning: representation)
                } else {
                    continuation.resume(throwing: error ?? QLThumbnailError(.generationFailed))
                }
            }
        }
    }

    /// Writes the best representation to `fileURL` as `contentType`; throws what stopped it.
    open func saveBestRepresentation(for request: QLThumbnailGenerator.Request, to fileURL: URL, withContentType contentType: String)
        async throws
    {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            saveBestRepresentation(for: request, to: fileURL, withContentType: contentType) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}

/// Requests cancelled and not yet served, by identity.
private final class CancelledRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: Set<ObjectIdentifier> = []

    func insert(_ request: QLThumbnailGenerator.Request) {
        lock.lock()
        defer { lock.unlock() }
        requests.insert(ObjectIdentifier(request))
    }

    /// Whether `request` was cancelled (forgetting it).
    func take(_ request: QLThumbnailGenerator.Request) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return requests.remove(ObjectIdentifier(request)) != nil
    }
}

extension QLThumbnailGenerator {
    /// What to make a thumbnail of, and how large, as QuickLookThumbnailing's
    /// `QLThumbnailGenerator.Request` (`QLThumbnailGenerationRequest`).
    open class Request: NSObject, NSCopying, @unchecked Sendable {
        /// The kinds of representation a request asks for, as QuickLookThumbnailing's option set.
        public struct RepresentationTypes: OptionSet, Sendable {
            /// The bits.
            public let rawValue: UInt
            /// The set of `rawValue`'s bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The file type's icon.
            public static let icon = RepresentationTypes(rawValue: 1 << 0)
            /// A quick, lower-quality thumbnail.
            public static let lowQualityThumbnail = RepresentationTypes(rawValue: 1 << 1)
            /// The file's thumbnail.
            public static let thumbnail = RepresentationTypes(rawValue: 1 << 2)
            /// All of them.
            public static let all = RepresentationTypes(rawValue: UInt.max)
        }

        /// The file.
        let fileURL: URL
        /// The largest size wanted, in points.
        open private(set) var size: CGSize
        /// Pixels per point.
        open private(set) var scale: CGFloat
        /// The kinds asked for.
        open private(set) var representationTypes: RepresentationTypes
        /// The smallest side, in points, a thumbnail may have: a picture so thin its thumbnail would
        /// be smaller fails (0, the default, allows any).
        open var minimumDimension: CGFloat = 0
        /// Whether the thumbnail is drawn as an icon: with a page's border around it.
        open var iconMode = false
        /// The type of the file's content: the one its name's extension says (data when it says
        /// none) unless set; set it for a file whose name has no meaningful extension.
        open var contentType: UTType! {
            get {
                if let storedContentType { return storedContentType }
                let ext = fileURL.pathExtension
                return ext.isEmpty ? .data : UTType(filenameExtension: ext) ?? .data
            }
            set { storedContentType = newValue }
        }
        /// The type set, if any.
        var storedContentType: UTType?

        /// A request for `fileAt`'s representations of `types`, fitting `size` points at `scale`.
        public init(fileAt url: URL, size: CGSize, scale: CGFloat, representationTypes: RepresentationTypes) {
            fileURL = url
            self.size = size
            self.scale = scale
            self.representationTypes = representationTypes
            super.init()
        }

        /// A copy with the same settings.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Request(fileAt: fileURL, size: size, scale: scale, representationTypes: representationTypes)
            copy.minimumDimension = minimumDimension
            copy.iconMode = iconMode
            copy.storedContentType = storedContentType
            return copy
        }
    }
}
