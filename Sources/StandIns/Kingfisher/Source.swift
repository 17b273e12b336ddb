import Foundation
import NapkinUI

/// The image type Kingfisher hands out on iOS (`UIImage`).
public typealias KFCrossPlatformImage = UIImage
/// The colour type Kingfisher takes on iOS (`UIColor`).
public typealias KFCrossPlatformColor = UIColor
/// The image view type Kingfisher extends on iOS (`UIImageView`).
public typealias KFCrossPlatformImageView = UIImageView
/// The view type Kingfisher's indicators are on iOS (`UIView`).
public typealias KFCrossPlatformView = UIView

/// Kingfisher's namespace for its builder (`KF.url(_:)`) and a few value types (`KF.ImageResource`).
public enum KF {}

/// Something Kingfisher can download: a URL and the key its image is cached under.
public protocol Resource: Sendable {
    /// The key the image is cached under.
    var cacheKey: String { get }
    /// Where the image is.
    var downloadURL: URL { get }
}

extension Resource {
    /// The source Kingfisher loads this resource from: a file URL becomes a local file provider, any other
    /// URL a network source, each keyed by `overrideCacheKey` when given.
    public func convertToSource(overrideCacheKey: String? = nil) -> Source {
        let key = overrideCacheKey ?? cacheKey
        if downloadURL.isFileURL {
            return .provider(LocalFileImageDataProvider(fileURL: downloadURL, cacheKey: key))
        }
        return .network(KF.ImageResource(downloadURL: downloadURL, cacheKey: key))
    }
}

extension KF {
    /// A URL and the key its image is cached under (the URL's string unless given).
    public struct ImageResource: Resource {
        /// The key the image is cached under.
        public let cacheKey: String
        /// Where the image is.
        public let downloadURL: URL

        /// The image at `downloadURL`, cached under `cacheKey` (the URL's absolute string by default).
        public init(downloadURL: URL, cacheKey: String? = nil) {
            self.downloadURL = downloadURL
            self.cacheKey = cacheKey ?? downloadURL.cacheKey
        }
    }
}

/// Kingfisher 7's name for ``KF/ImageResource``, deprecated there because it collides with Xcode's generated
/// asset symbols (`ImageResource`); kept so older files compile.
@available(*, deprecated, renamed: "KF.ImageResource")
public typealias ImageResource = KF.ImageResource

extension URL: Resource {
    /// The URL's absolute string.
    public var cacheKey: String { isFileURL ? "local:\(path)" : absoluteString }
    /// The URL itself.
    public var downloadURL: URL { self }
}

/// Where an image comes from: the network (a ``Resource``) or a data provider.
public enum Source: Sendable {
    /// Downloaded from the resource's URL.
    case network(any Resource)
    /// Given by a provider (a local file, raw data, a Base64 string).
    case provider(any ImageDataProvider)

    /// The key the image is cached under.
    public var cacheKey: String {
        switch self {
        case .network(let resource): resource.cacheKey
        case .provider(let provider): provider.cacheKey
        }
    }

    /// The image's URL: the resource's, or the provider's content URL.
    public var url: URL? {
        switch self {
        case .network(let resource): resource.downloadURL
        case .provider(let provider): provider.contentURL
        }
    }

    /// Itself (what `Resource.convertToSource()` is for a resource).
    public func convertToSource() -> Source { self }
}

/// Gives an image's bytes without a download: a local file, data in memory, a Base64 string.
public protocol ImageDataProvider: Sendable {
    /// The key the image is cached under.
    var cacheKey: String { get }
    /// Gives the bytes (or an error) to `handler`. napkin's stand-in takes only an answer given before this returns:
    /// a provider that answers later is treated as one that has not answered yet (the placeholder shows).
    func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void)
    /// The URL the bytes are from, when there is one.
    var contentURL: URL? { get }
}

extension ImageDataProvider {
    /// No URL.
    public var contentURL: URL? { nil }

    /// This provider as a ``Source``.
    public func convertToSource() -> Source { .provider(self) }
}

/// The bytes of a local file.
public struct LocalFileImageDataProvider: ImageDataProvider {
    /// The file.
    public let fileURL: URL
    /// The key the image is cached under.
    public var cacheKey: String

    /// The image in the file at `fileURL`, cached under `cacheKey` (the file URL's key by default).
    public init(fileURL: URL, cacheKey: String? = nil) {
        self.fileURL = fileURL
        self.cacheKey = cacheKey ?? fileURL.cacheKey
    }

    /// Reads the file.
    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        handler(Result { try Data(contentsOf: fileURL) })
    }

    /// The file's URL.
    public var contentURL: URL? { fileURL }
}

/// Bytes already in memory.
public struct RawImageDataProvider: ImageDataProvider {
    /// The bytes.
    public let data: Data
    /// The key the image is cached under.
    public var cacheKey: String

    /// The image in `data`, cached under `cacheKey`.
    public init(data: Data, cacheKey: String) {
        self.data = data
        self.cacheKey = cacheKey
    }

    /// Gives the bytes.
    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        handler(.success(data))
    }
}

/// The bytes of a Base64 string (as in a `data:` URL's payload).
public struct Base64ImageDataProvider: ImageDataProvider {
    /// The Base64 text.
    public let base64String: String
    /// The key the image is cached under.
    public var cacheKey: String

    /// The image whose bytes `base64String` encodes, cached under `cacheKey`.
    public init(base64String: String, cacheKey: String) {
        self.base64String = base64String
        self.cacheKey = cacheKey
    }

    /// Decodes the string; an error that says so when it is not Base64.
    public func data(handler: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        if let data = Data(base64Encoded: base64String, options: .ignoreUnknownCharacters) {
            handler(.success(data))
        } else {
            handler(.failure(KingfisherError.imageSettingError(reason: .dataProviderError(provider: self, error: Base64DecodingError()))))
        }
    }
}

/// The string a ``Base64ImageDataProvider`` was given is not Base64.
struct Base64DecodingError: Error, CustomStringConvertible {
    var description: String { "Base64ImageDataProvider: the string is not Base64; give the image's bytes encoded as Base64" }
}
