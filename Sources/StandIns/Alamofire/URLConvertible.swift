import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a request's address can be given as, as Alamofire's `URLConvertible`: a `String`, a `URL`
/// or `URLComponents`.
public protocol URLConvertible: Sendable {
    /// The URL; throws ``AFError/invalidURL(url:)`` when there is none.
    func asURL() throws -> URL
}

extension String: URLConvertible {
    /// The URL the string spells (as `URL(string:)` reads it), or ``AFError/invalidURL(url:)``.
    public func asURL() throws -> URL {
        guard let url = URL(string: self) else { throw AFError.invalidURL(url: self) }
        return url
    }
}

extension URL: URLConvertible {
    /// The URL itself.
    public func asURL() throws -> URL { self }
}

extension URLComponents: URLConvertible {
    /// The components' URL, or ``AFError/invalidURL(url:)``.
    public func asURL() throws -> URL {
        guard let url else { throw AFError.invalidURL(url: self) }
        return url
    }
}

/// What a whole request can be given as, as Alamofire's `URLRequestConvertible` (an app's router
/// enum usually): `URLRequest` itself is one.
public protocol URLRequestConvertible: Sendable {
    /// The request; throws when it cannot be made.
    func asURLRequest() throws -> URLRequest
}

extension URLRequestConvertible {
    /// The request, or `nil` when making it throws.
    public var urlRequest: URLRequest? { try? asURLRequest() }
}

extension URLRequest: URLRequestConvertible {
    /// The request itself.
    public func asURLRequest() throws -> URLRequest { self }
}

/// A type whose Alamofire additions live under `.af`, as Alamofire's `AlamofireExtended`.
public protocol AlamofireExtended {
    /// The type the additions extend.
    associatedtype ExtendedType

    /// The additions to the type.
    static var af: AlamofireExtension<ExtendedType>.Type { get set }
    /// The additions to the value.
    var af: AlamofireExtension<ExtendedType> { get set }
}

extension AlamofireExtended {
    /// The additions to the type.
    public static var af: AlamofireExtension<Self>.Type {
        get { AlamofireExtension<Self>.self }
        set {}
    }

    /// The additions to the value.
    public var af: AlamofireExtension<Self> {
        get { AlamofireExtension(self) }
        set {}
    }
}

/// Where Alamofire's additions to a type live (`URLSessionConfiguration.af.default`).
public struct AlamofireExtension<ExtendedType> {
    /// The extended value.
    public private(set) var type: ExtendedType

    /// The additions to `type`.
    public init(_ type: ExtendedType) {
        self.type = type
    }
}

extension URLSessionConfiguration: AlamofireExtended {}

extension AlamofireExtension where ExtendedType: URLSessionConfiguration {
    /// A default configuration whose headers are ``HTTPHeaders/default``, as `Session` starts with.
    public static var `default`: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.default
        configuration.headers = .default
        return configuration
    }

    /// An ephemeral configuration with ``HTTPHeaders/default``.
    public static var ephemeral: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.headers = .default
        return configuration
    }
}
