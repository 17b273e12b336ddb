import Foundation
import NapkinUI

/// A list of options for a load, as Kingfisher's `KingfisherOptionsInfo`.
public typealias KingfisherOptionsInfo = [KingfisherOptionsInfoItem]

extension Array where Element == KingfisherOptionsInfoItem {
    /// No options.
    public static let empty: KingfisherOptionsInfo = []
}

/// One option for a load, as Kingfisher's `KingfisherOptionsInfoItem`. Later items win over earlier ones.
public enum KingfisherOptionsInfoItem: Sendable {
    /// The cache the processed image goes to (the manager's by default).
    case targetCache(ImageCache)
    /// The cache the original image goes to with ``cacheOriginalImage`` (the target cache by default).
    case originalCache(ImageCache)
    /// The downloader for network sources.
    case downloader(ImageDownloader)
    /// How the image appears once loaded (a still render shows the end of it).
    case transition(ImageTransition)
    /// The download's priority (0...1): kept, as napkin's loads finish at once.
    case downloadPriority(Float)
    /// Load again even when the image is cached.
    case forceRefresh
    /// Take the memory cache's image, or load again (skipping the disk cache).
    case fromMemoryCacheOrRefresh
    /// Play the transition even for a cached image.
    case forceTransition
    /// Keep the image in memory only, not on disk.
    case cacheMemoryOnly
    /// Call back only once the image is cached.
    case waitForCache
    /// Only look in the caches; fail with ``KingfisherError/CacheErrorReason/imageNotExisting(key:)`` otherwise.
    case onlyFromCache
    /// Decode on a background queue (napkin decodes as it loads).
    case backgroundDecode
    /// The queue callbacks run on.
    case callbackQueue(CallbackQueue)
    /// Pixels per point of the decoded image.
    case scaleFactor(CGFloat)
    /// Keep all frames of an animated image (napkin keeps the first).
    case preloadAllAnimationData
    /// Changes the request before it is sent.
    case requestModifier(any ImageDownloadRequestModifier)
    /// Turns the downloaded bytes into the image (``DefaultImageProcessor`` by default).
    case processor(any ImageProcessor)
    /// Turns images into cached bytes and back.
    case cacheSerializer(any CacheSerializer)
    /// Changes the image after it is processed and cached (not kept in the cache).
    case imageModifier(any ImageModifier)
    /// Keep an image view's current image while loading instead of the placeholder.
    case keepCurrentImageWhileLoading
    /// Only the first frame of an animated image.
    case onlyLoadFirstFrame
    /// Also cache the original image when a processor changes it.
    case cacheOriginalImage
    /// The image an image view shows when the load fails.
    case onFailureImage(KFCrossPlatformImage?)
    /// Prefetched images also go to the memory cache.
    case alsoPrefetchToMemory
    /// Read the disk cache on the calling thread.
    case loadDiskFileSynchronously
    /// Check the cache type asynchronously (napkin's checks are synchronous either way).
    case asyncCacheTypeCheck
    /// How the disk cache's files are written (kept: napkin's disk cache is in memory).
    case diskStoreWriteOptions(Data.WritingOptions)
    /// How long the image stays in the memory cache.
    case memoryCacheExpiration(StorageExpiration)
    /// How reading an image from memory extends its expiration.
    case memoryCacheAccessExtendingExpiration(ExpirationExtending)
    /// How long the image stays in the disk cache.
    case diskCacheExpiration(StorageExpiration)
    /// How reading an image from disk extends its expiration.
    case diskCacheAccessExtendingExpiration(ExpirationExtending)
    /// The queue processors run on (napkin processes on the calling thread).
    case processingQueue(CallbackQueue)
    /// Sources tried in order when the first fails.
    case alternativeSources([Source])
    /// How failed loads are tried again.
    case retryStrategy(any RetryStrategy)
    /// The source to load in Low Data Mode (napkin's device is never in it).
    case lowDataMode(Source?)
    /// The extension of the disk cache's file for the image (kept).
    case forcedCacheFileExtension(String?)
}

/// The options of a load read from a ``KingfisherOptionsInfo`` list, as Kingfisher's `KingfisherParsedOptionsInfo`.
public struct KingfisherParsedOptionsInfo: Sendable {
    /// The cache the processed image goes to.
    public var targetCache: ImageCache?
    /// The cache the original image goes to.
    public var originalCache: ImageCache?
    /// The downloader for network sources.
    public var downloader: ImageDownloader?
    /// How the image appears once loaded.
    public var transition: ImageTransition = .none
    /// The download's priority.
    public var downloadPriority: Float = 0.5
    /// Load again even when cached.
    public var forceRefresh = false
    /// The memory cache's image, or load again.
    public var fromMemoryCacheOrRefresh = false
    /// Play the transition for cached images too.
    public var forceTransition = false
    /// Keep the image in memory only.
    public var cacheMemoryOnly = false
    /// Call back once cached.
    public var waitForCache = false
    /// Only the caches.
    public var onlyFromCache = false
    /// Decode in the background.
    public var backgroundDecode = false
    /// Where callbacks run.
    public var callbackQueue: CallbackQueue = .mainCurrentOrAsync
    /// Pixels per point of the decoded image.
    public var scaleFactor: CGFloat = 1
    /// Keep all frames.
    public var preloadAllAnimationData = false
    /// Changes the request.
    public var requestModifier: (any ImageDownloadRequestModifier)?
    /// Turns the bytes into the image.
    public var processor: any ImageProcessor = DefaultImageProcessor.default
    /// Turns images into cached bytes and back.
    public var cacheSerializer: any CacheSerializer = DefaultCacheSerializer.default
    /// Changes the image after it is cached.
    public var imageModifier: (any ImageModifier)?
    /// Keep an image view's image while loading.
    public var keepCurrentImageWhileLoading = false
    /// Only the first frame.
    public var onlyLoadFirstFrame = false
    /// Also cache the original.
    public var cacheOriginalImage = false
    /// The image shown on failure (`.some(nil)` clears the image view).
    public var onFailureImage: KFCrossPlatformImage?? = .none
    /// Prefetch to memory too.
    public var alsoPrefetchToMemory = false
    /// Read the disk cache synchronously.
    public var loadDiskFileSynchronously = false
    /// Check the cache type asynchronously.
    public var asyncCacheTypeCheck = false
    /// How disk files are written.
    public var diskStoreWriteOptions: Data.WritingOptions = []
    /// The queue processors run on.
    public var processingQueue: CallbackQueue?
    /// The disk file's extension.
    public var forcedExtension: String?
    /// The memory cache's expiration for the image (the cache's own when `nil`).
    public var memoryCacheExpiration: StorageExpiration?
    /// How reading from memory extends expiration.
    public var memoryCacheAccessExtendingExpiration: ExpirationExtending = .cacheTime
    /// The disk cache's expiration for the image (the cache's own when `nil`).
    public var diskCacheExpiration: StorageExpiration?
    /// How reading from disk extends expiration.
    public var diskCacheAccessExtendingExpiration: ExpirationExtending = .cacheTime
    /// Sources tried when the first fails.
    public var alternativeSources: [Source]?
    /// How failed loads are tried again.
    public var retryStrategy: (any RetryStrategy)?
    /// The Low Data Mode source.
    public var lowDataModeSource: Source?

    /// The options `info` lists (later items win); the defaults for `nil`.
    public init(_ info: KingfisherOptionsInfo?) {
        for item in info ?? [] {
            switch item {
            case .targetCache(let value): targetCache = value
            case .originalCache(let value): originalCache = value
            case .downloader(let value): downloader = value
            case .transition(let value): transition = value
            case .downloadPriority(let value): downloadPriority = value
            case .forceRefresh: forceRefresh = true
            case .fromMemoryCacheOrRefresh: fromMemoryCacheOrRefresh = true
            case .forceTransition: forceTransition = true
            case .cacheMemoryOnly: cacheMemoryOnly = true
            case .waitForCache: waitForCache = true
            case .onlyFromCache: onlyFromCache = true
            case .backgroundDecode: backgroundDecode = true
            case .callbackQueue(let value): callbackQueue = value
            case .scaleFactor(let value): scaleFactor = value
            case .preloadAllAnimationData: preloadAllAnimationData = true
            case .requestModifier(let value): requestModifier = value
            case .processor(let value): processor = value
            case .cacheSerializer(let value): cacheSerializer = value
            case .imageModifier(let value): imageModifier = value
            case .keepCurrentImageWhileLoading: keepCurrentImageWhileLoading = true
            case .onlyLoadFirstFrame: onlyLoadFirstFrame = true
            case .cacheOriginalImage: cacheOriginalImage = true
            case .onFailureImage(let value): onFailureImage = .some(value)
            case .alsoPrefetchToMemory: alsoPrefetchToMemory = true
            case .loadDiskFileSynchronously: loadDiskFileSynchronously = true
            case .memoryCacheExpiration(let value): memoryCacheExpiration = value
            case .memoryCacheAccessExtendingExpiration(let value): memoryCacheAccessExtendingExpiration = value
            case .diskCacheExpiration(let value): diskCacheExpiration = value
            case .diskCacheAccessExtendingExpiration(let value): diskCacheAccessExtendingExpiration = value
            case .alternativeSources(let value): alternativeSources = value
            case .retryStrategy(let value): retryStrategy = value
            case .lowDataMode(let value): lowDataModeSource = value
            case .asyncCacheTypeCheck: asyncCacheTypeCheck = true
            case .diskStoreWriteOptions(let value): diskStoreWriteOptions = value
            case .processingQueue(let value): processingQueue = value
            case .forcedCacheFileExtension(let value): forcedExtension = value
            }
        }
    }
}

/// Where Kingfisher runs callbacks. napkin's loads finish before the call that starts them returns, so callbacks
/// run on the calling thread whatever the queue.
public enum CallbackQueue: @unchecked Sendable {
    // Unchecked: a dispatch queue is thread-safe.
    /// Asynchronously on the main queue.
    case mainAsync
    /// At once on the main thread, else asynchronously on the main queue.
    case mainCurrentOrAsync
    /// Wherever the work is.
    case untouch
    /// On `queue`.
    case dispatch(DispatchQueue)
}

/// How an image appears once loaded, as Kingfisher's `ImageTransition`. A still render shows the end of the
/// transition: the image.
public enum ImageTransition: Sendable {
    /// No transition.
    case none
    /// Fades in over the duration.
    case fade(TimeInterval)
    /// Flips in from the left.
    case flipFromLeft(TimeInterval)
    /// Flips in from the right.
    case flipFromRight(TimeInterval)
    /// Flips in from the top.
    case flipFromTop(TimeInterval)
    /// Flips in from the bottom.
    case flipFromBottom(TimeInterval)
}

/// How long a cached image stays, as Kingfisher's `StorageExpiration`.
public enum StorageExpiration: Sendable {
    /// Never expires.
    case never
    /// Expires the given seconds after it was stored (or last read).
    case seconds(TimeInterval)
    /// Expires the given days after it was stored (or last read).
    case days(Int)
    /// Expires at the date.
    case date(Date)
    /// Already expired: not kept.
    case expired

    /// The date an item stored at `now` expires.
    func estimatedExpirationSince(_ now: Date) -> Date {
        switch self {
        case .never: .distantFuture
        case .seconds(let seconds): now.addingTimeInterval(seconds)
        case .days(let days): now.addingTimeInterval(TimeInterval(days) * 86_400)
        case .date(let date): date
        case .expired: .distantPast
        }
    }

    /// Whether items with this expiration are already expired.
    var isExpired: Bool { estimatedExpirationSince(Date()) <= Date() }
}

/// How reading a cached image extends its expiration.
public enum ExpirationExtending: Sendable {
    /// Not extended.
    case none
    /// By the cache's (or item's) expiration again.
    case cacheTime
    /// By the given expiration.
    case expirationTime(StorageExpiration)
}

/// How failed loads are tried again, as Kingfisher's `RetryStrategy`.
public protocol RetryStrategy: Sendable {
    /// The number of further attempts after a failed one (napkin asks once, before the first retry).
    var maxRetryCount: Int { get }
}

/// Tries again up to `maxRetryCount` times, waiting `retryInterval` between tries on iOS. napkin tries again at once:
/// its loader answers without a network, so waiting would change nothing but the test's duration.
public struct DelayRetryStrategy: RetryStrategy {
    /// How long to wait before a retry.
    public enum Interval: Sendable {
        /// The same number of seconds each time.
        case seconds(TimeInterval)
        /// The seconds times the number of retries so far.
        case accumulated(TimeInterval)
        /// The seconds the block gives for the retry number.
        case custom(block: @Sendable (_ retriedCount: Int) -> TimeInterval)
    }

    /// The most retries.
    public let maxRetryCount: Int
    /// The wait between tries on iOS.
    public let retryInterval: Interval

    /// A strategy of at most `maxRetryCount` retries, `retryInterval` apart on iOS.
    public init(maxRetryCount: Int, retryInterval: Interval = .seconds(3)) {
        self.maxRetryCount = maxRetryCount
        self.retryInterval = retryInterval
    }
}

/// Changes a download's request (headers, URL), as Kingfisher's `ImageDownloadRequestModifier`.
public protocol ImageDownloadRequestModifier: Sendable {
    /// The request to send instead of `request`; `nil` cancels the download (``KingfisherError/RequestErrorReason/emptyRequest``).
    func modified(for request: URLRequest) -> URLRequest?
}

/// Kingfisher 8's name for request modifiers, which may be asynchronous there; napkin's are synchronous.
public typealias AsyncImageDownloadRequestModifier = ImageDownloadRequestModifier

/// A request modifier made of a closure.
public struct AnyModifier: ImageDownloadRequestModifier {
    let block: @Sendable (URLRequest) -> URLRequest?

    /// A modifier that returns what `modify` gives.
    public init(modify: @escaping @Sendable (URLRequest) -> URLRequest?) {
        block = modify
    }

    /// What the closure gives.
    public func modified(for request: URLRequest) -> URLRequest? { block(request) }
}

/// Changes an image after it is processed and cached, as Kingfisher's `ImageModifier` (a rendering mode, say).
public protocol ImageModifier: Sendable {
    /// The image to show instead of `image`.
    func modify(_ image: KFCrossPlatformImage) -> KFCrossPlatformImage
}

/// An image modifier made of a closure.
public struct AnyImageModifier: ImageModifier {
    let block: @Sendable (KFCrossPlatformImage) throws -> KFCrossPlatformImage

    /// A modifier that returns what `modify` gives (the image unchanged when it throws).
    public init(modify: @escaping @Sendable (KFCrossPlatformImage) throws -> KFCrossPlatformImage) {
        block = modify
    }

    /// What the closure gives.
    public func modify(_ image: KFCrossPlatformImage) -> KFCrossPlatformImage { (try? block(image)) ?? image }
}

/// Gives the image a rendering mode (template images take the tint colour).
public struct RenderingModeImageModifier: ImageModifier {
    /// The rendering mode given.
    public let renderingMode: UIImage.RenderingMode

    /// A modifier giving `renderingMode`.
    public init(renderingMode: UIImage.RenderingMode = .automatic) {
        self.renderingMode = renderingMode
    }

    /// The image with the rendering mode.
    public func modify(_ image: KFCrossPlatformImage) -> KFCrossPlatformImage { image.withRenderingMode(renderingMode) }
}

/// Turns images into the bytes a disk cache keeps, and back, as Kingfisher's `CacheSerializer`.
public protocol CacheSerializer: Sendable {
    /// The bytes to keep for `image` (`original` is what was downloaded).
    func data(with image: KFCrossPlatformImage, original: Data?) -> Data?
    /// The image in `data`.
    func image(with data: Data, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage?
}

/// Keeps the downloaded bytes when there are some, else the image as PNG; reads PNG and JPEG.
public struct DefaultCacheSerializer: CacheSerializer {
    /// The shared serializer.
    public static let `default` = DefaultCacheSerializer()
    /// Keep the original bytes (true) or re-encode the image (false).
    public var preferCacheOriginalData = false

    /// A serializer with the defaults.
    public init() {}

    /// The original bytes when preferred, else the image as PNG.
    public func data(with image: KFCrossPlatformImage, original: Data?) -> Data? {
        if preferCacheOriginalData, let original { return original }
        return image.pngData() ?? original
    }

    /// The image decoded at the options' scale factor.
    public func image(with data: Data, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        UIImage(data: data, scale: options.scaleFactor)
    }
}

/// An image file format, as Kingfisher's `ImageFormat`.
public enum ImageFormat: Sendable {
    /// Not one Kingfisher knows.
    case unknown
    /// PNG.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case PNG
    /// JPEG.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case JPEG
    /// GIF (napkin does not decode GIF).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case GIF
}

extension Data {
    /// The format the bytes' signature says (PNG, JPEG or GIF), as Kingfisher's `data.kf.imageFormat`.
    var detectedImageFormat: ImageFormat {
        if starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .PNG }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return .JPEG }
        if starts(with: [0x47, 0x49, 0x46]) { return .GIF }
        return .unknown
    }
}

/// Caches images in one format whatever they were downloaded as (PNG keeps transparency, JPEG is smaller).
public struct FormatIndicatedCacheSerializer: CacheSerializer {
    /// PNG.
    public static let png = FormatIndicatedCacheSerializer(imageFormat: .PNG, jpegCompressionQuality: nil)
    /// JPEG at full quality.
    public static let jpeg = FormatIndicatedCacheSerializer(imageFormat: .JPEG, jpegCompressionQuality: 1.0)
    /// GIF: the original bytes when they are GIF (napkin cannot encode GIF), else PNG.
    public static let gif = FormatIndicatedCacheSerializer(imageFormat: .GIF, jpegCompressionQuality: nil)

    /// JPEG at `compressionQuality` (0...1).
    public static func jpeg(compressionQuality: CGFloat) -> FormatIndicatedCacheSerializer {
        FormatIndicatedCacheSerializer(imageFormat: .JPEG, jpegCompressionQuality: compressionQuality)
    }

    let imageFormat: ImageFormat
    let jpegCompressionQuality: CGFloat?

    /// The image in the format (the original bytes when they already are in it).
    public func data(with image: KFCrossPlatformImage, original: Data?) -> Data? {
        if let original, original.detectedImageFormat == imageFormat { return original }
        switch imageFormat {
        case .JPEG: return image.jpegData(compressionQuality: jpegCompressionQuality ?? 1.0)
        case .PNG, .GIF, .unknown: return image.pngData()
        }
    }

    /// The image decoded at the options' scale factor.
    public func image(with data: Data, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        UIImage(data: data, scale: options.scaleFactor)
    }
}
