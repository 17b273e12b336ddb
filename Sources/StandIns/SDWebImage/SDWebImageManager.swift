import Foundation
import NapkinUI

/// A load that can be cancelled, as SDWebImage's `SDWebImageCombinedOperation`. napkin's loads finish before the
/// call that starts them returns, so cancelling changes nothing; ``isCancelled`` records that it was asked.
public final class SDWebImageCombinedOperation: @unchecked Sendable {
    // Unchecked: the flag is written under the lock.
    private let lock = NSLock()
    private var cancelled = false

    init() {}

    /// Asks the load to stop (it has finished).
    public func cancel() { lock.withLock { cancelled = true } }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { lock.withLock { cancelled } }
}

/// Where SDWebImage's loads go, as its `SDWebImageManager`: the cache, then the loader, through napkin's
/// ``AsyncImageLoader``. A file URL is read from disk, any other URL is asked of ``imageLoader`` (a SwiftUI
/// `WebImage` asks the environment's loader first) and never of the network; the default,
/// ``AsyncImageLoader/offline``, has nothing, so a load fails as on an iPhone without a network
/// (`URLError.notConnectedToInternet`). Completion blocks run before the call returns.
open class SDWebImageManager: @unchecked Sendable {
    // Unchecked: the mutable properties are read and written under the lock.
    /// The manager SDWebImage uses unless told otherwise.
    public static let shared = SDWebImageManager(cache: SDImageCache.shared)

    private let lock = NSLock()
    private var storedLoader: AsyncImageLoader = .offline
    private var failedURLs: Set<URL> = []
    private var loads = 0

    /// The cache.
    public let imageCache: SDImageCache

    /// Where bytes of URLs that are not files come from (napkin's; ``AsyncImageLoader/offline`` by default).
    public var imageLoader: AsyncImageLoader {
        get { lock.withLock { storedLoader } }
        set { lock.withLock { storedLoader = newValue } }
    }

    /// How many times the loader was asked (napkin's, to see that a cached image was not loaded again).
    public var loadCount: Int { lock.withLock { loads } }

    /// A manager of `cache`.
    public init(cache: SDImageCache) {
        imageCache = cache
    }

    /// Whether a load is running (never: they finish at once).
    public var isRunning: Bool { false }

    /// The key `url`'s image is cached under (its absolute string).
    open func cacheKey(for url: URL?) -> String? { url?.absoluteString }

    /// Cancels every load (none is running).
    public func cancelAll() {}

    /// Forgets the URLs that failed, so they are tried again without `.retryFailed`.
    public func removeAllFailedURLs() { lock.withLock { failedURLs.removeAll() } }

    /// Loads `url` as `options` and `context` say; `completedBlock` gets the image, its bytes, the error, where it
    /// was found, whether the load finished (always) and the URL.
    @discardableResult
    open func loadImage(
        with url: URL?, options: SDWebImageOptions = [], context: [SDWebImageContextOption: Any]? = nil,
        progress progressBlock: ((_ receivedSize: Int, _ expectedSize: Int, _ targetURL: URL?) -> Void)?,
        completed completedBlock: @escaping (UIImage?, Data?, (any Error)?, SDImageCacheType, Bool, URL?) -> Void
    ) -> SDWebImageCombinedOperation? {
        let outcome = load(url, options: options, context: context, loader: imageLoader) { progressBlock?($0, $1, url) }
        completedBlock(outcome.image, outcome.data, outcome.error, outcome.cacheType, true, url)
        return SDWebImageCombinedOperation()
    }

    /// What one load ended with.
    package struct Outcome {
        package var image: UIImage?
        package var data: Data?
        package var error: (any Error)?
        package var cacheType: SDImageCacheType
    }

    /// The load itself, with `loader` for URLs that are not files: the cache (unless `.fromLoaderOnly` or
    /// `.refreshCached`), then the loader; a thumbnail when the context asks (`.imageThumbnailPixelSize`, cached under
    /// its own key); the image is stored unless the context says otherwise.
    package func load(
        _ url: URL?, options: SDWebImageOptions, context: [SDWebImageContextOption: Any]?, loader: AsyncImageLoader,
        progress: ((Int, Int) -> Void)?
    ) -> Outcome {
        if let custom = context?[.customManager] as? SDWebImageManager, custom !== self {
            return custom.load(url, options: options, context: context, loader: loader, progress: progress)
        }
        guard let url, !url.absoluteString.isEmpty else {
            return Outcome(error: SDWebImageError(.invalidURL, message: "Image url is nil"), cacheType: .none)
        }
        let cache = context?[.imageCache] as? SDImageCache ?? imageCache
        let thumbnailSize = Thumbnail.pixelSize(in: context)
        let preserveAspectRatio = Thumbnail.preservesAspectRatio(in: context)
        var key = cacheKey(for: url) ?? url.absoluteString
        if let thumbnailSize { key = Thumbnail.key(key, size: thumbnailSize, preserveAspectRatio: preserveAspectRatio) }
        let queryType = context?[.queryCacheType] as? SDImageCacheType ?? .all
        if !options.contains(.fromLoaderOnly), !options.contains(.refreshCached), queryType != .none {
            if queryType != .disk, let image = cache.imageFromMemoryCache(forKey: key) {
                return Outcome(
                    image: image, data: options.contains(.queryMemoryData) ? cache.diskImageData(forKey: key) : nil, cacheType: .memory)
            }
            if queryType != .memory, let data = cache.diskImageData(forKey: key), let image = UIImage(data: data, scale: scale(context)) {
                cache.storeImage(toMemory: image, forKey: key)
                return Outcome(image: image, data: data, cacheType: .disk)
            }
        }
        if options.contains(.fromCacheOnly) {
            return Outcome(
                error: SDWebImageError(.cacheNotModified, message: "Image not in the cache and .fromCacheOnly given"), cacheType: .none)
        }
        let blackListed = lock.withLock { failedURLs.contains(url) }
        if blackListed, !options.contains(.retryFailed) {
            return Outcome(
                error: SDWebImageError(.blackListed, message: "Image url is blacklisted (it failed before; pass .retryFailed)"),
                cacheType: .none)
        }
        lock.withLock { loads += 1 }
        let data: Data
        do {
            guard let loaded = try loader.loadData(at: url) else {
                throw URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url])
            }
            data = loaded
        } catch {
            if Self.shouldBlock(after: error) { lock.withLock { _ = failedURLs.insert(url) } }
            return Outcome(error: error, cacheType: .none)
        }
        progress?(data.count, data.count)
        guard var image = UIImage(data: data, scale: scale(context)) else {
            lock.withLock { _ = failedURLs.insert(url) }
            return Outcome(
                error: SDWebImageError(
                    .badImageData, message: "Downloaded image has 0 pixels (napkin decodes PNG and JPEG): \(url.absoluteString)"),
                cacheType: .none)
        }
        lock.withLock { _ = failedURLs.remove(url) }
        var storedData: Data? = data
        if let thumbnailSize {
            image = Thumbnail.image(image, fitting: thumbnailSize, preserveAspectRatio: preserveAspectRatio)
            storedData = nil
        }
        let storeType = context?[.storeCacheType] as? SDImageCacheType ?? .all
        switch storeType {
        case .none: break
        case .memory: cache.storeImage(toMemory: image, forKey: key)
        case .disk: cache.storeImageData(toDisk: storedData ?? image.pngData(), forKey: key)
        case .all: cache.store(image, imageData: storedData, forKey: key, toDisk: true)
        }
        return Outcome(image: image, data: data, cacheType: .none)
    }

    /// Whether a URL that failed with `error` is refused afterwards, as SDWebImage's downloader decides: URL errors
    /// other than those of a missing or flaky network (offline, timed out, host not found or unreachable, connection
    /// lost, roaming, data not allowed, cancelled); not an error of another kind.
    static func shouldBlock(after error: any Error) -> Bool {
        guard let urlError = error as? URLError else { return false }
        let transient: Set<URLError.Code> = [
            .notConnectedToInternet, .cancelled, .timedOut, .internationalRoamingOff, .dataNotAllowed, .cannotFindHost,
            .cannotConnectToHost, .networkConnectionLost,
        ]
        return !transient.contains(urlError.code)
    }

    private func scale(_ context: [SDWebImageContextOption: Any]?) -> CGFloat {
        if let scale = context?[.imageScaleFactor] as? CGFloat, scale > 0 { return scale }
        if let scale = context?[.imageScaleFactor] as? Double, scale > 0 { return CGFloat(scale) }
        return 1
    }
}
