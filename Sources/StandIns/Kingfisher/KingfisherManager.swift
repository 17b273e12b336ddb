import Foundation
import NapkinUI

/// A download or retrieval that can be cancelled. napkin's loads finish before the call that starts them returns, so
/// cancelling one changes nothing; `isCancelled` records that it was asked.
public final class DownloadTask: @unchecked Sendable {
    // Unchecked: the one mutable property is written under a lock.
    private let lock = NSLock()
    private var cancelled = false

    /// A task.
    public init() {}

    /// Asks for the load to stop (it has finished already).
    public func cancel() { lock.withLock { cancelled = true } }

    /// Whether ``cancel()`` was called (napkin's).
    public var isCancelled: Bool { lock.withLock { cancelled } }

    /// Whether the task was started.
    public var isInitialized: Bool { true }
}

/// Downloads images, as Kingfisher's `ImageDownloader`, through napkin's ``AsyncImageLoader``: a file URL is read
/// from disk, any other URL is asked of ``imageLoader`` and never of the network. The default loader,
/// ``AsyncImageLoader/offline``, has nothing, so a download fails as on an iPhone without a network
/// (`URLError.notConnectedToInternet`). A test gives the images: `ImageDownloader.default.imageLoader = .images([url: png])`.
open class ImageDownloader: @unchecked Sendable {
    // Unchecked: the mutable properties are written under a lock.
    /// The downloader Kingfisher uses unless told otherwise.
    public static let `default` = ImageDownloader(name: "default")

    private let lock = NSLock()
    private var storedTimeout: TimeInterval = 15
    private var storedLoader: AsyncImageLoader = .offline
    private var storedCount = 0

    /// The downloader's name.
    public let name: String

    /// How long a request may take (15 s by default); kept, as napkin's loader answers at once.
    open var downloadTimeout: TimeInterval {
        get { lock.withLock { storedTimeout } }
        set { lock.withLock { storedTimeout = newValue } }
    }

    /// Hosts whose certificates are trusted (kept; no TLS happens).
    open var trustedHosts: Set<String>?

    /// Whether requests are pipelined (kept).
    open var requestsUsePipelining = false

    /// Where bytes of URLs that are not files come from (napkin's; ``AsyncImageLoader/offline`` by default). A
    /// `KFImage` asks the environment's loader (`.environment(\.asyncImageLoader, …)`) first, as `AsyncImage` does.
    open var imageLoader: AsyncImageLoader {
        get { lock.withLock { storedLoader } }
        set { lock.withLock { storedLoader = newValue } }
    }

    /// How many downloads this downloader has made (napkin's, to see that a cached image was not downloaded again).
    public var downloadCount: Int { lock.withLock { storedCount } }

    /// A downloader named `name`.
    public init(name: String) {
        self.name = name
    }

    /// Downloads `url` as the options say; `completionHandler` runs before this returns.
    @discardableResult
    open func downloadImage(
        with url: URL, options: KingfisherParsedOptionsInfo,
        completionHandler: (@Sendable (Result<ImageLoadingResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask {
        completionHandler?(download(url, options: options, loader: imageLoader, progress: nil))
        return DownloadTask()
    }

    /// Downloads `url`; `progressBlock` hears of the bytes once they are all there.
    @discardableResult
    open func downloadImage(
        with url: URL, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil,
        completionHandler: (@Sendable (Result<ImageLoadingResult, KingfisherError>) -> Void)? = nil
    ) -> DownloadTask {
        completionHandler?(download(url, options: KingfisherParsedOptionsInfo(options), loader: imageLoader, progress: progressBlock))
        return DownloadTask()
    }

    /// Downloads `url`.
    public func downloadImage(with url: URL, options: KingfisherOptionsInfo? = nil) async throws -> ImageLoadingResult {
        try download(url, options: KingfisherParsedOptionsInfo(options), loader: imageLoader, progress: nil).get()
    }

    /// Cancels every download (there are none running).
    public func cancelAll() {}

    /// Cancels the download of `url` (there is none running).
    public func cancel(url: URL) {}

    /// The bytes of `url` from `loader` after the request modifier, decoded by the options' processor.
    func download(
        _ url: URL, options: KingfisherParsedOptionsInfo, loader: AsyncImageLoader, progress: DownloadProgressBlock?
    ) -> Result<ImageLoadingResult, KingfisherError> {
        var request = URLRequest(url: url, timeoutInterval: downloadTimeout)
        if let modifier = options.requestModifier {
            guard let modified = modifier.modified(for: request) else { return .failure(.requestError(reason: .emptyRequest)) }
            request = modified
        }
        guard let requestURL = request.url else { return .failure(.requestError(reason: .invalidURL(request: request))) }
        lock.withLock { storedCount += 1 }
        let data: Data
        do {
            guard let loaded = try loader.loadData(at: requestURL) else {
                return .failure(
                    .responseError(
                        reason: .URLSessionError(
                            error: URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: requestURL]))))
            }
            data = loaded
        } catch {
            return .failure(.responseError(reason: .URLSessionError(error: error)))
        }
        progress?(Int64(data.count), Int64(data.count))
        guard let image = options.processor.process(item: .data(data), options: options) else {
            return .failure(.processorError(reason: .processingFailed(processor: options.processor, item: .data(data))))
        }
        return .success(ImageLoadingResult(image: image, url: requestURL, originalData: data))
    }
}

/// Kingfisher's hub: looks an image up in the cache, else downloads (or reads) and processes it, caches it and hands
/// it back, as Kingfisher's `KingfisherManager`. Completion handlers run before the call returns.
public class KingfisherManager: @unchecked Sendable {
    // Unchecked: the mutable properties are written under a lock.
    /// The manager Kingfisher's views and extensions use.
    public static let shared = KingfisherManager()

    private let lock = NSLock()
    private var storedCache: ImageCache
    private var storedDownloader: ImageDownloader
    private var storedOptions: KingfisherOptionsInfo = .empty

    /// The cache images go to unless the options name another.
    public var cache: ImageCache {
        get { lock.withLock { storedCache } }
        set { lock.withLock { storedCache = newValue } }
    }

    /// The downloader for network sources unless the options name another.
    public var downloader: ImageDownloader {
        get { lock.withLock { storedDownloader } }
        set { lock.withLock { storedDownloader = newValue } }
    }

    /// Options every load starts from (a load's own come after, and win).
    public var defaultOptions: KingfisherOptionsInfo {
        get { lock.withLock { storedOptions } }
        set { lock.withLock { storedOptions = newValue } }
    }

    /// A manager of `downloader` and `cache`.
    public init(downloader: ImageDownloader, cache: ImageCache) {
        storedCache = cache
        storedDownloader = downloader
    }

    convenience init() {
        self.init(downloader: .default, cache: .default)
    }

    /// Retrieves the image of `resource`.
    @discardableResult
    public func retrieveImage(
        with resource: any Resource, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil,
        downloadTaskUpdated: (@Sendable (_ newTask: DownloadTask?) -> Void)? = nil,
        completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        retrieveImage(
            with: resource.convertToSource(), options: options, progressBlock: progressBlock, downloadTaskUpdated: downloadTaskUpdated,
            completionHandler: completionHandler)
    }

    /// Retrieves the image of `source`: from the cache, else loaded, processed and cached.
    @discardableResult
    public func retrieveImage(
        with source: Source, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil,
        downloadTaskUpdated: (@Sendable (_ newTask: DownloadTask?) -> Void)? = nil,
        completionHandler: (@Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void)?
    ) -> DownloadTask? {
        let parsed = KingfisherParsedOptionsInfo(defaultOptions + (options ?? .empty))
        let result = retrieve(source, options: parsed, loader: (parsed.downloader ?? downloader).imageLoader, progress: progressBlock)
        completionHandler?(result)
        return DownloadTask()
    }

    /// Retrieves the image of `resource`.
    public func retrieveImage(
        with resource: any Resource, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil
    ) async throws -> RetrieveImageResult {
        try await retrieveImage(with: resource.convertToSource(), options: options, progressBlock: progressBlock)
    }

    /// Retrieves the image of `source`.
    public func retrieveImage(
        with source: Source, options: KingfisherOptionsInfo? = nil, progressBlock: DownloadProgressBlock? = nil
    ) async throws -> RetrieveImageResult {
        let parsed = KingfisherParsedOptionsInfo(defaultOptions + (options ?? .empty))
        return try retrieve(source, options: parsed, loader: (parsed.downloader ?? downloader).imageLoader, progress: progressBlock).get()
    }

    /// The whole retrieval, with `loader` for network sources: cache (unless refreshing), then the source and its
    /// alternatives, each tried again as the retry strategy says; the image is processed, cached, then modified.
    func retrieve(
        _ source: Source, options: KingfisherParsedOptionsInfo, loader: AsyncImageLoader, progress: DownloadProgressBlock?
    ) -> Result<RetrieveImageResult, KingfisherError> {
        let targetCache = options.targetCache ?? cache
        func modified(_ image: KFCrossPlatformImage) -> KFCrossPlatformImage { options.imageModifier?.modify(image) ?? image }
        if !options.forceRefresh {
            switch targetCache.lookUp(forKey: source.cacheKey, options: options) {
            case .success(let found):
                if let image = found.image {
                    let serializer = options.cacheSerializer
                    return .success(
                        RetrieveImageResult(
                            image: modified(image), cacheType: found.cacheType, source: source, originalSource: source,
                            data: { serializer.data(with: image, original: nil) }))
                }
            case .failure(let error): return .failure(error)
            }
            if options.onlyFromCache { return .failure(.cacheError(reason: .imageNotExisting(key: source.cacheKey))) }
        }
        var lastError: KingfisherError = .imageSettingError(reason: .emptySource)
        for candidate in [source] + (options.alternativeSources ?? []) {
            let attempts = 1 + max(0, options.retryStrategy?.maxRetryCount ?? 0)
            for _ in 0..<attempts {
                switch load(candidate, options: options, loader: loader, progress: progress) {
                case .success(let loaded):
                    let toDisk = !options.cacheMemoryOnly
                    targetCache.store(
                        loaded.image, original: loaded.originalData, forKey: candidate.cacheKey,
                        processorIdentifier: options.processor.identifier,
                        options: options, toDisk: toDisk, completionHandler: nil)
                    if options.cacheOriginalImage, !options.processor.identifier.isEmpty {
                        (options.originalCache ?? targetCache).storeToDisk(
                            loaded.originalData, forKey: candidate.cacheKey, expiration: options.diskCacheExpiration)
                    }
                    let data = loaded.originalData
                    return .success(
                        RetrieveImageResult(
                            image: modified(loaded.image), cacheType: .none, source: candidate, originalSource: source, data: { data }))
                case .failure(let error): lastError = error
                }
            }
        }
        return .failure(lastError)
    }

    /// One load of `source`: a provider's bytes, or a download through the options' downloader.
    func load(
        _ source: Source, options: KingfisherParsedOptionsInfo, loader: AsyncImageLoader, progress: DownloadProgressBlock?
    ) -> Result<ImageLoadingResult, KingfisherError> {
        switch source {
        case .network(let resource):
            return (options.downloader ?? downloader).download(resource.downloadURL, options: options, loader: loader, progress: progress)
        case .provider(let provider):
            let box = ProviderAnswer()
            provider.data { box.set($0) }
            guard let answer = box.value else {
                return .failure(
                    .imageSettingError(
                        reason: .dataProviderError(provider: provider, error: ProviderDidNotAnswer(cacheKey: provider.cacheKey))))
            }
            switch answer {
            case .failure(let error as KingfisherError): return .failure(error)
            case .failure(let error): return .failure(.imageSettingError(reason: .dataProviderError(provider: provider, error: error)))
            case .success(let data):
                progress?(Int64(data.count), Int64(data.count))
                guard let image = options.processor.process(item: .data(data), options: options) else {
                    return .failure(.processorError(reason: .processingFailed(processor: options.processor, item: .data(data))))
                }
                return .success(ImageLoadingResult(image: image, url: provider.contentURL, originalData: data))
            }
        }
    }
}

/// A provider's answer, given synchronously (or never).
final class ProviderAnswer: @unchecked Sendable {
    // Unchecked: written and read under the lock.
    private let lock = NSLock()
    private var answer: Result<Data, any Error>?

    func set(_ value: Result<Data, any Error>) { lock.withLock { answer = value } }
    var value: Result<Data, any Error>? { lock.withLock { answer } }
}

/// A data provider did not answer before `data(handler:)` returned.
struct ProviderDidNotAnswer: Error, CustomStringConvertible {
    let cacheKey: String
    var description: String {
        "The data provider for \(cacheKey) did not call its handler before data(handler:) returned; napkin renders one still frame, so "
            + "give the bytes synchronously (read them first, or use RawImageDataProvider)"
    }
}
