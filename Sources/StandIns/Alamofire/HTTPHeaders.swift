import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An ordered list of HTTP headers whose names compare without regard to case, as Alamofire's
/// `HTTPHeaders`: written as a dictionary or an array literal, updated by name.
public struct HTTPHeaders: Equatable, Hashable, Sendable {
    private var headers: [HTTPHeader] = []

    /// No headers.
    public init() {}

    /// `headers`, a later header replacing an earlier one of the same name.
    public init(_ headers: [HTTPHeader]) {
        headers.forEach { update($0) }
    }

    /// The headers of `dictionary`, in the order of their names.
    public init(_ dictionary: [String: String]) {
        dictionary.sorted { $0.key < $1.key }.forEach { update(HTTPHeader(name: $0.key, value: $0.value)) }
    }

    /// Adds a header, or replaces the value of the header of the same name.
    public mutating func add(name: String, value: String) {
        update(HTTPHeader(name: name, value: value))
    }

    /// Adds `header`, or replaces the value of the header of the same name.
    public mutating func add(_ header: HTTPHeader) {
        update(header)
    }

    /// Sets the header named `name` to `value`, keeping its place if it is there.
    public mutating func update(name: String, value: String) {
        update(HTTPHeader(name: name, value: value))
    }

    /// Sets `header`, keeping the place of the header of the same name if it is there.
    public mutating func update(_ header: HTTPHeader) {
        if let index = index(of: header.name) {
            headers[index] = header
        } else {
            headers.append(header)
        }
    }

    /// Removes the header named `name`, if there is one.
    public mutating func remove(name: String) {
        if let index = index(of: name) { headers.remove(at: index) }
    }

    /// Sorts the headers by name.
    public mutating func sort() {
        headers.sort { $0.name.lowercased() < $1.name.lowercased() }
    }

    /// The headers sorted by name.
    public func sorted() -> HTTPHeaders {
        var copy = self
        copy.sort()
        return copy
    }

    /// The value of the header named `name`, whatever its case.
    public func value(for name: String) -> String? {
        index(of: name).map { headers[$0].value }
    }

    /// The value of the header named `name`; setting `nil` removes it.
    public subscript(_ name: String) -> String? {
        get { value(for: name) }
        set {
            if let newValue {
                update(name: name, value: newValue)
            } else {
                remove(name: name)
            }
        }
    }

    /// The headers as a dictionary of names and values.
    public var dictionary: [String: String] {
        Dictionary(headers.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    private func index(of name: String) -> Int? {
        let lowercased = name.lowercased()
        return headers.firstIndex { $0.name.lowercased() == lowercased }
    }
}

extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    /// The headers of a literal, in its order.
    public init(dictionaryLiteral elements: (String, String)...) {
        elements.forEach { update(name: $0.0, value: $0.1) }
    }
}

extension HTTPHeaders: ExpressibleByArrayLiteral {
    /// The headers of a literal of `HTTPHeader`s, in its order.
    public init(arrayLiteral elements: HTTPHeader...) {
        self.init(elements)
    }
}

extension HTTPHeaders: Sequence {
    /// The headers in order.
    public func makeIterator() -> IndexingIterator<[HTTPHeader]> {
        headers.makeIterator()
    }
}

extension HTTPHeaders: Collection {
    /// The first position.
    public var startIndex: Int { headers.startIndex }
    /// The position after the last header.
    public var endIndex: Int { headers.endIndex }
    /// The header at `position`.
    public subscript(position: Int) -> HTTPHeader { headers[position] }
    /// The position after `i`.
    public func index(after i: Int) -> Int { headers.index(after: i) }
}

extension HTTPHeaders: CustomStringConvertible {
    /// One `Name: value` line per header.
    public var description: String {
        headers.map(\.description).joined(separator: "\n")
    }
}

/// One HTTP header, as Alamofire's `HTTPHeader`, with the common ones as static functions.
public struct HTTPHeader: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The header's name.
    public let name: String
    /// The header's value.
    public let value: String

    /// A header named `name` with `value`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `Name: value`.
    public var description: String { "\(name): \(value)" }

    /// `Accept: value`.
    public static func accept(_ value: String) -> HTTPHeader { HTTPHeader(name: "Accept", value: value) }
    /// `Accept-Charset: value`.
    public static func acceptCharset(_ value: String) -> HTTPHeader { HTTPHeader(name: "Accept-Charset", value: value) }
    /// `Accept-Language: value`.
    public static func acceptLanguage(_ value: String) -> HTTPHeader { HTTPHeader(name: "Accept-Language", value: value) }
    /// `Accept-Encoding: value`.
    public static func acceptEncoding(_ value: String) -> HTTPHeader { HTTPHeader(name: "Accept-Encoding", value: value) }
    /// `Authorization: Basic …` with the username and password in Base64.
    public static func authorization(username: String, password: String) -> HTTPHeader {
        let credential = Data("\(username):\(password)".utf8).base64EncodedString()
        return authorization("Basic \(credential)")
    }
    /// `Authorization: Bearer token`.
    public static func authorization(bearerToken: String) -> HTTPHeader { authorization("Bearer \(bearerToken)") }
    /// `Authorization: value`.
    public static func authorization(_ value: String) -> HTTPHeader { HTTPHeader(name: "Authorization", value: value) }
    /// `Content-Disposition: value`.
    public static func contentDisposition(_ value: String) -> HTTPHeader { HTTPHeader(name: "Content-Disposition", value: value) }
    /// `Content-Encoding: value`.
    public static func contentEncoding(_ value: String) -> HTTPHeader { HTTPHeader(name: "Content-Encoding", value: value) }
    /// `Content-Type: value`.
    public static func contentType(_ value: String) -> HTTPHeader { HTTPHeader(name: "Content-Type", value: value) }
    /// `User-Agent: value`.
    public static func userAgent(_ value: String) -> HTTPHeader { HTTPHeader(name: "User-Agent", value: value) }
    /// `Websocket-Protocol: value`.
    public static func websocketProtocol(_ value: String) -> HTTPHeader { HTTPHeader(name: "Sec-WebSocket-Protocol", value: value) }

    /// The encodings Alamofire accepts: Brotli, gzip and deflate, in that order of preference.
    public static let defaultAcceptEncoding = HTTPHeader.acceptEncoding("br;q=1.0, gzip;q=0.9, deflate;q=0.8")

    /// The process's preferred languages, at most six, with falling quality values.
    public static let defaultAcceptLanguage = HTTPHeader.acceptLanguage(
        Locale.preferredLanguages.prefix(6).enumerated().map { index, language in
            let quality = 1.0 - Double(index) * 0.1
            return "\(language);q=\(String(format: "%.1f", quality))"
        }.joined(separator: ", "))

    /// The process's name and version, the system's, and Alamofire's.
    public static let defaultUserAgent: HTTPHeader = {
        let info = Bundle.main.infoDictionary
        let executable = (info?["CFBundleExecutable"] as? String) ?? ProcessInfo.processInfo.processName
        let version = (info?["CFBundleShortVersionString"] as? String) ?? "Unknown"
        let osVersion = ProcessInfo.processInfo.operatingSystemVersion
        let system = "Linux \(osVersion.majorVersion).\(osVersion.minorVersion).\(osVersion.patchVersion)"
        return .userAgent("\(executable)/\(version) (\(system)) Alamofire/\(AFInfo.version)")
    }()
}

extension HTTPHeaders {
    /// The headers every `Session` sends unless told otherwise: `Accept-Encoding`,
    /// `Accept-Language` and `User-Agent`.
    public static let `default`: HTTPHeaders = [.defaultAcceptEncoding, .defaultAcceptLanguage, .defaultUserAgent]
}

extension URLRequest {
    /// The request's method as an ``HTTPMethod``.
    public var method: HTTPMethod? {
        get { httpMethod.map(HTTPMethod.init(rawValue:)) }
        set { httpMethod = newValue?.rawValue }
    }

    /// The request's headers as ``HTTPHeaders``.
    public var headers: HTTPHeaders {
        get { allHTTPHeaderFields.map(HTTPHeaders.init) ?? HTTPHeaders() }
        set { allHTTPHeaderFields = newValue.dictionary }
    }

    /// A request for `url` with `method` and `headers`; throws ``AFError/invalidURL(url:)`` for a
    /// string that is not a URL.
    public init(url: any URLConvertible, method: HTTPMethod, headers: HTTPHeaders? = nil) throws {
        self.init(url: try url.asURL())
        self.method = method
        if let headers { self.headers = headers }
    }
}

extension HTTPURLResponse {
    /// The response's headers as ``HTTPHeaders``.
    public var headers: HTTPHeaders {
        var headers = HTTPHeaders()
        for (name, value) in allHeaderFields {
            if let name = name as? String, let value = value as? String { headers.add(name: name, value: value) }
        }
        return headers.sorted()
    }
}

extension URLSessionConfiguration {
    /// The configuration's additional headers as ``HTTPHeaders``.
    public var headers: HTTPHeaders {
        get {
            var headers = HTTPHeaders()
            for (name, value) in httpAdditionalHeaders ?? [:] {
                if let name = name as? String, let value = value as? String { headers.add(name: name, value: value) }
            }
            return headers.sorted()
        }
        set { httpAdditionalHeaders = newValue.dictionary }
    }
}
