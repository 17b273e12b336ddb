#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A request the server has read in full (head and body) and checked against its limits.
public struct HTTPRequest: Sendable {
    /// The method (`GET`).
    public let method: HTTPMethod
    /// The request target exactly as sent (`/files/a%20b.png?x=1`).
    public let target: String
    /// The path part of the target, still percent-encoded (`/files/a%20b.png`).
    public let rawPath: String
    /// The path, percent-decoded (`/files/a b.png`). A `%2F` becomes `/` here; code that splits
    /// paths into names uses ``pathComponents`` instead.
    public let path: String
    /// The path's components, each percent-decoded on its own (`["files", "a b.png"]`), so an
    /// encoded `/` stays inside its component. Empty components (`//`) are dropped.
    public let pathComponents: [String]
    /// The query's fields, decoded as a form (`+` is a space), in order.
    public let query: [(name: String, value: String)]
    /// The header fields.
    public let headers: HTTPHeaders
    /// The body (empty without `Content-Length`).
    public let body: Data
    /// `1` for HTTP/1.1, `0` for HTTP/1.0.
    public let minorVersion: Int

    /// A request as the server builds it from what it read; `nil` when the target is not an
    /// origin-form path (`/…`), its escapes are malformed, or it decodes to something other
    /// than UTF-8 text without NUL.
    public init?(method: HTTPMethod, target: String, headers: HTTPHeaders, body: Data = Data(), minorVersion: Int = 1) {
        guard target.hasPrefix("/") else { return nil }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(parts[0])
        guard let path = HTTPRequest.percentDecoded(rawPath) else { return nil }
        var components: [String] = []
        for component in rawPath.split(separator: "/") {
            guard let decoded = HTTPRequest.percentDecoded(component) else { return nil }
            components.append(decoded)
        }
        let query = parts.count > 1 ? HTTPRequest.formFields(String(parts[1])) : []
        guard let query else { return nil }
        self.method = method
        self.target = target
        self.rawPath = rawPath
        self.path = path
        self.pathComponents = components
        self.query = query
        self.headers = headers
        self.body = body
        self.minorVersion = minorVersion
    }

    /// The first value of the query field `name`, or `nil`.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The body's fields when it is a form (`application/x-www-form-urlencoded`); `nil` for
    /// another content type or a malformed body.
    public var formFields: [(name: String, value: String)]? {
        guard let type = headers["Content-Type"].map(mediaType),
            type == "application/x-www-form-urlencoded",
            let text = String(data: body, encoding: .utf8)
        else { return nil }
        return HTTPRequest.formFields(text)
    }

    /// `a=1&b=x+y` → `[("a", "1"), ("b", "x y")]`; `nil` when an escape is malformed.
    public static func formFields(_ text: String) -> [(name: String, value: String)]? {
        var fields: [(name: String, value: String)] = []
        for pair in text.split(separator: "&") {
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let plus = { (part: Substring) in String(part.map { $0 == "+" ? " " : $0 }) }
            guard let name = percentDecoded(plus(halves[0])),
                let value = halves.count > 1 ? percentDecoded(plus(halves[1])) : ""
            else { return nil }
            fields.append((name, value))
        }
        return fields
    }

    /// `a%20b` → `a b`; `nil` for a malformed escape, bytes that are not UTF-8, or NUL.
    public static func percentDecoded<Text: StringProtocol>(_ text: Text) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
