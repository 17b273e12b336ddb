// LinkPresentation's metadata hands its images out as Foundation's `NSItemProvider` (napkin's lives in the PhotosUI
// stand-in), and its view is a UIKit view.
@_exported import Foundation
@_spi(StandIns) import PhotosUI

@_exported import class PhotosUI.NSItemProvider

/// What a link shows in a rich preview, as LinkPresentation's `LPLinkMetadata`: its title, address, icon and image.
open class LPLinkMetadata: @unchecked Sendable {
    /// The address asked for.
    open var originalURL: URL?
    /// The address the page was found at (after redirects).
    open var url: URL?
    /// The page's title.
    open var title: String?
    /// The site's icon (its favicon).
    open var iconProvider: NSItemProvider?
    /// The page's representative image.
    open var imageProvider: NSItemProvider?
    /// The page's video.
    open var videoProvider: NSItemProvider?
    /// The address of the page's video.
    open var remoteVideoURL: URL?

    /// Empty metadata, for an app to fill in.
    public init() {}

    /// A copy: the same values and providers.
    func copy() -> LPLinkMetadata {
        let copy = LPLinkMetadata()
        copy.originalURL = originalURL
        copy.url = url
        copy.title = title
        copy.iconProvider = iconProvider
        copy.imageProvider = imageProvider
        copy.videoProvider = videoProvider
        copy.remoteVideoURL = remoteVideoURL
        return copy
    }
}

/// What a metadata fetch fails with, as LinkPresentation's `LPError`.
public struct LPError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// Why it failed (LinkPresentation's numbers).
    public enum Code: Int, Sendable, Hashable {
        /// An unknown error.
        case unknown = 1
        /// The page could not be fetched or read.
        case metadataFetchFailed = 2
        /// The fetch was cancelled.
        case metadataFetchCancelled = 3
        /// The fetch took longer than the provider's timeout.
        case metadataFetchTimedOut = 4
        /// The fetch is not allowed (the URL's scheme).
        case metadataFetchNotAllowed = 5
    }

    /// Why it failed.
    public let code: Code
    private let message: String

    /// An error of `code` saying `message`.
    public init(_ code: Code, message: String? = nil) {
        self.code = code
        self.message =
            message
            ?? {
                switch code {
                case .unknown: "An unknown error occurred."
                case .metadataFetchFailed: "The link's metadata could not be fetched."
                case .metadataFetchCancelled: "The metadata fetch was cancelled."
                case .metadataFetchTimedOut: "The metadata fetch timed out."
                case .metadataFetchNotAllowed: "Fetching this link's metadata is not allowed."
                }
            }()
    }

    /// LinkPresentation's error domain.
    public static var errorDomain: String { "LPErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// What went wrong.
    public var errorDescription: String? { message }

    /// The page could not be fetched (`catch LPError.metadataFetchFailed`).
    public static var metadataFetchFailed: Code { .metadataFetchFailed }
    /// The fetch was cancelled.
    public static var metadataFetchCancelled: Code { .metadataFetchCancelled }
    /// The fetch timed out.
    public static var metadataFetchTimedOut: Code { .metadataFetchTimedOut }
    /// The fetch is not allowed.
    public static var metadataFetchNotAllowed: Code { .metadataFetchNotAllowed }
    /// An unknown error.
    public static var unknown: Code { .unknown }

    /// Errors are equal when their codes are.
    public static func == (lhs: LPError, rhs: LPError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// Matches an error against a code: `catch LPError.metadataFetchFailed`.
public func ~= (code: LPError.Code, error: any Error) -> Bool {
    (error as? LPError)?.code == code
}

/// Fetches a link's metadata, as LinkPresentation's `LPMetadataProvider`; one provider fetches once.
///
/// Linux never fetches the page: a provider answers from the metadata a test gave for the address
/// (``setMetadata(_:for:)``, napkin's addition), with `originalURL` the address asked for and `url` the given
/// metadata's (or that address); any other address fails with ``LPError/Code/metadataFetchFailed``, as a page that
/// does not load does on iOS. Addresses that are neither http(s) nor files fail with
/// ``LPError/Code/metadataFetchNotAllowed``; ``cancel()`` before the answer fails it with
/// ``LPError/Code/metadataFetchCancelled``; a second fetch on one provider fails with ``LPError/Code/unknown``
/// (iOS raises an exception instead).
open class LPMetadataProvider: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var answers: [URL: LPLinkMetadata] = [:]

    private let lock = NSLock()
    private var started = false
    private var cancelled = false

    /// How long a fetch may take, in seconds (30 by default).
    open var timeout: TimeInterval = 30
    /// Whether the icon, image and video are fetched too (true by default).
    open var shouldFetchSubresources = true

    /// A provider, ready to fetch once.
    public init() {}

    /// Fetches the metadata of `url` and hands it (or the error) to `completionHandler` on a queue of its own.
    open func startFetchingMetadata(for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        let result = begin(url)
        DispatchQueue.global().async { [self] in
            switch finish(result) {
            case .success(let metadata): completionHandler(metadata, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// Fetches the metadata of `request`'s address.
    open func startFetchingMetadata(for request: URLRequest, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void)
    {
        guard let url = request.url else {
            return completionHandler(nil, LPError(.metadataFetchFailed, message: "The request has no URL."))
        }
        startFetchingMetadata(for: url, completionHandler: completionHandler)
    }

    /// Fetches the metadata of `url`.
    open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
        let result = begin(url)
        if Task.isCancelled { cancel() }
        return try finish(result).get()
    }

    /// Fetches the metadata of `request`'s address.
    open func startFetchingMetadata(for request: URLRequest) async throws -> LPLinkMetadata {
        guard let url = request.url else { throw LPError(.metadataFetchFailed, message: "The request has no URL.") }
        return try await startFetchingMetadata(for: url)
    }

    /// Cancels the fetch: it fails with ``LPError/Code/metadataFetchCancelled`` unless it has answered.
    open func cancel() { lock.withLock { cancelled = true } }

    private func begin(_ url: URL) -> Result<LPLinkMetadata, LPError> {
        let again = lock.withLock {
            defer { started = true }
            return started
        }
        if again {
            return .failure(LPError(.unknown, message: "An LPMetadataProvider fetches once: make a new provider for each link."))
        }
        guard let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) else {
            return .failure(
                LPError(.metadataFetchNotAllowed, message: "Only http, https and file links have metadata: \(url.absoluteString)."))
        }
        guard let given = Self.lock.withLock({ Self.answers[url] }) else {
            return .failure(
                LPError(
                    .metadataFetchFailed,
                    message: "No page is fetched on Linux: give the metadata of \(url.absoluteString) with setMetadata(_:for:)."))
        }
        let metadata = given.copy()
        metadata.originalURL = url
        metadata.url = given.url ?? url
        if !shouldFetchSubresources {
            metadata.iconProvider = nil
            metadata.imageProvider = nil
            metadata.videoProvider = nil
        }
        return .success(metadata)
    }

    private func finish(_ result: Result<LPLinkMetadata, LPError>) -> Result<LPLinkMetadata, LPError> {
        lock.withLock { cancelled } ? .failure(LPError(.metadataFetchCancelled)) : result
    }

    // MARK: napkin's additions

    /// Sets what a fetch of `url` answers (napkin's addition): `metadata`, or a failed fetch for `nil`.
    public static func setMetadata(_ metadata: LPLinkMetadata?, for url: URL) {
        lock.withLock { answers[url] = metadata?.copy() }
    }

    /// Forgets every answer given (napkin's addition).
    public static func resetMetadata() { lock.withLock { answers = [:] } }
}

extension UIActivityItemSource {
    /// No link preview (UIKit's optional member left out): a share sheet's header shows its `LPLinkMetadata`, which
    /// an item source gives here; NapkinUI's sheet draws no header and never asks.
    public func activityViewControllerLinkMetadata(_ activityViewController: UIActivityViewController) -> LPLinkMetadata? { nil }
}
