import Foundation
import NapkinUI

/// Why Kingfisher could not give an image, as Kingfisher's `KingfisherError`: a reason per stage (request,
/// response, cache, processor, image setting).
public enum KingfisherError: Error, @unchecked Sendable {
    // Unchecked: the associated values are immutable values, a processor and a provider (Sendable protocols)
    // and errors; `any Error` is not `Sendable` by declaration.

    /// The request could not be made.
    public enum RequestErrorReason {
        /// There was no request (a request modifier returned `nil`).
        case emptyRequest
        /// The request has no URL, or one that cannot be loaded.
        case invalidURL(request: URLRequest)
    }

    /// The response was not an image.
    public enum ResponseErrorReason {
        /// Loading the URL failed with `error` (as URLSession's errors; offline, `URLError.notConnectedToInternet`).
        // swift-format-ignore: AlwaysUseLowerCamelCase
        case URLSessionError(error: any Error)
        /// The server answered with a status code outside 200...299.
        case invalidHTTPStatusCode(response: HTTPURLResponse)
    }

    /// The cache could not give or keep the image.
    public enum CacheErrorReason {
        /// No image is cached under `key` (an `onlyFromCache` load that missed).
        case imageNotExisting(key: String)
        /// The cached bytes under `key` could not be turned into an image by `serializer`.
        case cannotSerializeImage(image: KFCrossPlatformImage?, original: Data?, serializer: any CacheSerializer)
    }

    /// A processor could not make an image of what it was given.
    public enum ProcessorErrorReason {
        /// `processor` returned `nil` for `item` (undecodable bytes: not PNG or JPEG).
        case processingFailed(processor: any ImageProcessor, item: ImageProcessItem)
    }

    /// The image could not be set.
    public enum ImageSettingErrorReason {
        /// The source was `nil`.
        case emptySource
        /// The image view was given another source before this one finished.
        case notCurrentSourceTask(result: RetrieveImageResult?, error: (any Error)?, source: Source)
        /// A data provider failed with `error`.
        case dataProviderError(provider: any ImageDataProvider, error: any Error)
    }

    /// The request could not be made.
    case requestError(reason: RequestErrorReason)
    /// The response was not an image.
    case responseError(reason: ResponseErrorReason)
    /// The cache could not give or keep the image.
    case cacheError(reason: CacheErrorReason)
    /// A processor failed.
    case processorError(reason: ProcessorErrorReason)
    /// The image could not be set.
    case imageSettingError(reason: ImageSettingErrorReason)

    /// Whether the load was cancelled (never, here: napkin's loads finish at once).
    public var isTaskCancelled: Bool { false }

    /// Whether the error is an image view's old task finishing after it was given another source.
    public var isNotCurrentTask: Bool {
        if case .imageSettingError(reason: .notCurrentSourceTask) = self { return true }
        return false
    }

    /// Whether the error came from a bad HTTP status code (optionally exactly `code`).
    public func isInvalidResponseStatusCode(_ code: Int) -> Bool {
        if case .responseError(reason: .invalidHTTPStatusCode(let response)) = self { return response.statusCode == code }
        return false
    }

    /// Whether the error came from a bad HTTP status code.
    public var isInvalidResponseStatusCode: Bool {
        if case .responseError(reason: .invalidHTTPStatusCode) = self { return true }
        return false
    }

    /// Kingfisher's number for the reason (1001... request, 2001... response, 3001... cache, 4001 processor,
    /// 5001... image setting).
    public var errorCode: Int {
        switch self {
        case .requestError(let reason):
            switch reason {
            case .emptyRequest: 1001
            case .invalidURL: 1002
            }
        case .responseError(let reason):
            switch reason {
            case .invalidHTTPStatusCode: 2002
            case .URLSessionError: 2003
            }
        case .cacheError(let reason):
            switch reason {
            case .imageNotExisting: 3006
            case .cannotSerializeImage: 3007
            }
        case .processorError: 4001
        case .imageSettingError(let reason):
            switch reason {
            case .emptySource: 5001
            case .notCurrentSourceTask: 5002
            case .dataProviderError: 5003
            }
        }
    }

    /// The underlying error, when the reason wraps one.
    public var underlyingError: (any Error)? {
        switch self {
        case .responseError(reason: .URLSessionError(let error)): error
        case .imageSettingError(reason: .dataProviderError(_, let error)): error
        case .imageSettingError(reason: .notCurrentSourceTask(_, let error, _)): error
        default: nil
        }
    }
}

extension KingfisherError: LocalizedError, CustomStringConvertible {
    /// What happened, in words.
    public var errorDescription: String? { description }

    /// What happened, in words, with what to do where napkin can say.
    public var description: String {
        switch self {
        case .requestError(reason: .emptyRequest): "The request is empty or nil (a request modifier returned nil)."
        case .requestError(reason: .invalidURL(let request)):
            "The request contains an invalid or empty URL: \(request.url?.absoluteString ?? "no URL")."
        case .responseError(reason: .URLSessionError(let error)): "A URL session error happened: \(error)."
        case .responseError(reason: .invalidHTTPStatusCode(let response)):
            "The HTTP status code in the response is invalid: \(response.statusCode)."
        case .cacheError(reason: .imageNotExisting(let key)): "The image is not in the cache under the key \(key)."
        case .cacheError(reason: .cannotSerializeImage): "The cached data could not be turned into an image."
        case .processorError(reason: .processingFailed(let processor, _)):
            "Processing the image failed with processor \(processor.identifier): the bytes are not an image napkin decodes"
                + " (PNG or JPEG)."
        case .imageSettingError(reason: .emptySource): "The source is nil."
        case .imageSettingError(reason: .notCurrentSourceTask(_, _, let source)):
            "The image view was given another source before this one (\(source.cacheKey)) finished."
        case .imageSettingError(reason: .dataProviderError(_, let error)): "The data provider failed: \(error)."
        }
    }
}

/// Where an image was found.
public enum CacheType: Sendable {
    /// Not in a cache: downloaded (or read from its provider).
    case none
    /// In the memory cache.
    case memory
    /// In the disk cache.
    case disk

    /// Whether it was in a cache.
    public var cached: Bool { self != .none }
}

/// Called with the bytes received so far and the bytes expected.
public typealias DownloadProgressBlock = ((_ receivedSize: Int64, _ totalSize: Int64) -> Void)

/// An image Kingfisher retrieved, and where from.
public struct RetrieveImageResult: Sendable {
    /// The image (processed and modified as the options say).
    public let image: KFCrossPlatformImage
    /// Where it was found.
    public let cacheType: CacheType
    /// The source it came from.
    public let source: Source
    /// The source first asked for (another when an alternative source gave the image).
    public let originalSource: Source
    /// The image's bytes: the original download's, or the image serialized.
    public let data: @Sendable () -> Data?

    /// A result of `image` found in `cacheType` from `source`.
    public init(
        image: KFCrossPlatformImage, cacheType: CacheType, source: Source, originalSource: Source, data: @escaping @Sendable () -> Data?
    ) {
        self.image = image
        self.cacheType = cacheType
        self.source = source
        self.originalSource = originalSource
        self.data = data
    }
}

/// What a download gives: the image and its bytes.
public struct ImageLoadingResult: Sendable {
    /// The decoded image.
    public let image: KFCrossPlatformImage
    /// The URL downloaded.
    public let url: URL?
    /// The bytes received.
    public let originalData: Data

    /// A result of `image` decoded from `originalData`, from `url`.
    public init(image: KFCrossPlatformImage, url: URL? = nil, originalData: Data) {
        self.image = image
        self.url = url
        self.originalData = originalData
    }
}
