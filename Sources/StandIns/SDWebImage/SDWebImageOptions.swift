import Foundation
import NapkinUI

/// How SDWebImage loads an image, as its `SDWebImageOptions` (the Swift names of the Objective-C options).
public struct SDWebImageOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt

    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Try URLs again after they failed (SDWebImage otherwise refuses a URL that failed, until the app restarts).
    public static let retryFailed = SDWebImageOptions(rawValue: 1 << 0)
    /// Download with low priority.
    public static let lowPriority = SDWebImageOptions(rawValue: 1 << 1)
    /// Show the image as it downloads.
    public static let progressiveLoad = SDWebImageOptions(rawValue: 1 << 2)
    /// Ask the server again even when cached (napkin: load again).
    public static let refreshCached = SDWebImageOptions(rawValue: 1 << 3)
    /// Keep downloading in the background.
    public static let continueInBackground = SDWebImageOptions(rawValue: 1 << 4)
    /// Send cookies.
    public static let handleCookies = SDWebImageOptions(rawValue: 1 << 5)
    /// Accept untrusted certificates.
    public static let allowInvalidSSLCertificates = SDWebImageOptions(rawValue: 1 << 6)
    /// Download with high priority.
    public static let highPriority = SDWebImageOptions(rawValue: 1 << 7)
    /// Show the placeholder only after the load ends.
    public static let delayPlaceholder = SDWebImageOptions(rawValue: 1 << 8)
    /// Transform animated images too.
    public static let transformAnimatedImage = SDWebImageOptions(rawValue: 1 << 9)
    /// Do not set the image on the view (the completion does).
    public static let avoidAutoSetImage = SDWebImageOptions(rawValue: 1 << 10)
    /// Shrink large images.
    public static let scaleDownLargeImages = SDWebImageOptions(rawValue: 1 << 11)
    /// Also read the bytes of memory-cached images.
    public static let queryMemoryData = SDWebImageOptions(rawValue: 1 << 12)
    /// Read the memory cache's bytes synchronously.
    public static let queryMemoryDataSync = SDWebImageOptions(rawValue: 1 << 13)
    /// Read the disk cache synchronously.
    public static let queryDiskDataSync = SDWebImageOptions(rawValue: 1 << 14)
    /// Only the cache: no download.
    public static let fromCacheOnly = SDWebImageOptions(rawValue: 1 << 15)
    /// Only the loader: skip the cache.
    public static let fromLoaderOnly = SDWebImageOptions(rawValue: 1 << 16)
    /// Play the transition for cached images too.
    public static let forceTransition = SDWebImageOptions(rawValue: 1 << 17)
    /// Do not decode in the background (deprecated in SDWebImage 5.17 for a context key).
    public static let avoidDecodeImage = SDWebImageOptions(rawValue: 1 << 18)
    /// Only the first frame of an animated image.
    public static let decodeFirstFrameOnly = SDWebImageOptions(rawValue: 1 << 19)
    /// Decode all frames at once.
    public static let preloadAllFrames = SDWebImageOptions(rawValue: 1 << 20)
    /// Match the view's animated image class.
    public static let matchAnimatedImageClass = SDWebImageOptions(rawValue: 1 << 21)
    /// Call back only once stored in the cache.
    public static let waitStoreCache = SDWebImageOptions(rawValue: 1 << 22)
    /// Transform vector images too.
    public static let transformVectorImage = SDWebImageOptions(rawValue: 1 << 23)
    /// Do not cancel the view's previous load when a new one starts.
    public static let avoidAutoCancelImage = SDWebImageOptions(rawValue: 1 << 24)
    /// Call back only once the transition has played.
    public static let waitTransition = SDWebImageOptions(rawValue: 1 << 25)
}

/// A key of the context dictionary SDWebImage's loads take (`[SDWebImageContextOption: Any]`).
public struct SDWebImageContextOption: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// The key named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The `SDWebImageManager` to load with.
    public static let customManager = SDWebImageContextOption(rawValue: "customManager")
    /// The `SDImageCache` to use.
    public static let imageCache = SDWebImageContextOption(rawValue: "imageCache")
    /// The image loader to use.
    public static let imageLoader = SDWebImageContextOption(rawValue: "imageLoader")
    /// The coder to decode with.
    public static let imageCoder = SDWebImageContextOption(rawValue: "imageCoder")
    /// A transformer applied after decoding.
    public static let imageTransformer = SDWebImageContextOption(rawValue: "imageTransformer")
    /// The decoded image's pixels per point (a `CGFloat`).
    public static let imageScaleFactor = SDWebImageContextOption(rawValue: "imageScaleFactor")
    /// Whether a thumbnail keeps the aspect ratio (a `Bool`, true by default).
    public static let imagePreserveAspectRatio = SDWebImageContextOption(rawValue: "imagePreserveAspectRatio")
    /// Decode a thumbnail of at most this many pixels each way (a `CGSize`).
    public static let imageThumbnailPixelSize = SDWebImageContextOption(rawValue: "imageThumbnailPixelSize")
    /// The most bytes a decoded image may take.
    public static let imageScaleDownLimitBytes = SDWebImageContextOption(rawValue: "imageScaleDownLimitBytes")
    /// Where the loaded image is stored (an `SDImageCacheType`).
    public static let storeCacheType = SDWebImageContextOption(rawValue: "storeCacheType")
    /// Where the cache is queried (an `SDImageCacheType`).
    public static let queryCacheType = SDWebImageContextOption(rawValue: "queryCacheType")
    /// A filter giving the cache key for a URL.
    public static let cacheKeyFilter = SDWebImageContextOption(rawValue: "cacheKeyFilter")
    /// The animated image class to decode into.
    public static let animatedImageClass = SDWebImageContextOption(rawValue: "animatedImageClass")
}

/// Where an image was found, as SDWebImage's `SDImageCacheType`.
public enum SDImageCacheType: Int, Sendable {
    /// Not in a cache: downloaded.
    case none = 0
    /// On disk.
    case disk = 1
    /// In memory.
    case memory = 2
    /// Memory and disk.
    case all = 3
}

/// SDWebImage's errors (`SDWebImageErrorDomain`), as the Swift struct Objective-C's error enum becomes.
public struct SDWebImageError: Error, CustomNSError, CustomStringConvertible, Hashable {
    /// Why.
    public enum Code: Int, Sendable {
        /// The URL is nil or invalid.
        case invalidURL = 1000
        /// The bytes are not an image napkin decodes (PNG or JPEG).
        case badImageData = 1001
        /// The cache was asked for only, and missed.
        case cacheNotModified = 1002
        /// The URL failed before and `.retryFailed` was not given.
        case blackListed = 1003
        /// The download could not be made.
        case invalidDownloadOperation = 2000
        /// The server answered with a bad status code.
        case invalidDownloadStatusCode = 2001
        /// Cancelled.
        case cancelled = 2002
        /// The response was not HTTP.
        case invalidDownloadResponse = 2003
        /// The content type is not an image.
        case invalidDownloadContentType = 2004
    }

    /// The reason.
    public let code: Code
    /// What happened, in words.
    public let message: String

    /// An error of `code`.
    public init(_ code: Code, message: String = "") {
        self.code = code
        self.message = message
    }

    /// `SDWebImageErrorDomain`.
    public static var errorDomain: String { "SDWebImageErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The description.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
    /// What happened.
    public var description: String { message.isEmpty ? "SDWebImageError \(code)" : message }

    /// The invalid URL code.
    public static let invalidURL = Code.invalidURL
    /// The bad data code.
    public static let badImageData = Code.badImageData
    /// The cancelled code.
    public static let cancelled = Code.cancelled
}

/// A value the context dictionary holds, read as `T`.
extension Dictionary where Key == SDWebImageContextOption, Value == Any {
    func value<T>(_ key: SDWebImageContextOption, as type: T.Type) -> T? { self[key] as? T }
}
