import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request's parameters as a dictionary, as Alamofire's `Parameters`.
public typealias Parameters = [String: any Any & Sendable]

/// How a dictionary of parameters goes into a request, as Alamofire's `ParameterEncoding`.
public protocol ParameterEncoding: Sendable {
    /// `urlRequest` with `parameters` encoded into it.
    func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest
}

/// Parameters as `key=value` pairs joined by `&`, in the query or the body, as Alamofire's
/// `URLEncoding`: keys sorted, arrays as `key[]=` (or as chosen), dictionaries as `key[sub]=`,
/// booleans as `1`/`0` (or `true`/`false`), escaped as RFC 3986 asks of a query.
public struct URLEncoding: ParameterEncoding {
    /// Where the encoded parameters go.
    public enum Destination: Sendable {
        /// The query for `GET`, `HEAD` and `DELETE`, the body otherwise.
        case methodDependent
        /// The query.
        case queryString
        /// The body, as `application/x-www-form-urlencoded; charset=utf-8`.
        case httpBody

        func encodesParametersInURL(for method: HTTPMethod) -> Bool {
            switch self {
            case .methodDependent: [.get, .head, .delete].contains(method)
            case .queryString: true
            case .httpBody: false
            }
        }
    }

    /// How an array's key is written.
    public enum ArrayEncoding: Sendable {
        /// `key[]=a&key[]=b`.
        case brackets
        /// `key=a&key=b`.
        case noBrackets
        /// `key[0]=a&key[1]=b`.
        case indexInBrackets
        /// A key written by the closure from the key and the index.
        case custom(@Sendable (_ key: String, _ index: Int) -> String)

        func encode(_ key: String, atIndex index: Int) -> String {
            switch self {
            case .brackets: "\(key)[]"
            case .noBrackets: key
            case .indexInBrackets: "\(key)[\(index)]"
            case .custom(let encoding): encoding(key, index)
            }
        }
    }

    /// How a boolean is written.
    public enum BoolEncoding: Sendable {
        /// `1` and `0`.
        case numeric
        /// `true` and `false`.
        case literal

        func encode(_ value: Bool) -> String {
            switch self {
            case .numeric: value ? "1" : "0"
            case .literal: value ? "true" : "false"
            }
        }
    }

    /// Method-dependent, brackets, numeric booleans.
    public static var `default`: URLEncoding { URLEncoding() }
    /// Always the query.
    public static var queryString: URLEncoding { URLEncoding(destination: .queryString) }
    /// Always the body.
    public static var httpBody: URLEncoding { URLEncoding(destination: .httpBody) }

    /// Where the parameters go.
    public let destination: Destination
    /// How array keys are written.
    public let arrayEncoding: ArrayEncoding
    /// How booleans are written.
    public let boolEncoding: BoolEncoding

    /// An encoding with the choices given.
    public init(
        destination: Destination = .methodDependent, arrayEncoding: ArrayEncoding = .brackets, boolEncoding: BoolEncoding = .numeric
    ) {
        self.destination = destination
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
    }

    /// `urlRequest` with the parameters in its query (after any it had) or as its body.
    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        var urlRequest = try urlRequest.asURLRequest()
        guard let parameters else { return urlRequest }
        let method = urlRequest.method ?? .get
        if destination.encodesParametersInURL(for: method) {
            guard let url = urlRequest.url else { throw AFError.parameterEncodingFailed(reason: .missingURL) }
            if var components = URLComponents(url: url, resolvingAgainstBaseURL: false), !parameters.isEmpty {
                let query = try self.query(parameters)
                components.percentEncodedQuery = components.percentEncodedQuery.map { $0 + "&" + query } ?? query
                urlRequest.url = components.url ?? url
            }
        } else {
            if urlRequest.value(forHTTPHeaderField: "Content-Type") == nil {
                urlRequest.setValue("application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
            }
            urlRequest.httpBody = Data(try query(parameters).utf8)
        }
        return urlRequest
    }

    /// The `key=value` pairs of one parameter, escaped; `value` may nest dictionaries and arrays.
    public func queryComponents(fromKey key: String, value: Any) -> [(String, String)] {
        (try? queryComponents(fromKey: key, value: value, depth: 0)) ?? []
    }

    /// `string` escaped for a query: RFC 3986's unreserved characters, `?` and `/` stay.
    public func escape(_ string: String) -> String {
        string.addingPercentEncoding(withAllowedCharacters: .afURLQueryAllowed) ?? string
    }

    func query(_ parameters: [String: Any]) throws -> String {
        var components: [(String, String)] = []
        for key in parameters.keys.sorted(by: <) {
            components += try queryComponents(fromKey: key, value: parameters[key]!, depth: 0)
        }
        return components.map { "\($0)=\($1)" }.joined(separator: "&")
    }

    private func queryComponents(fromKey key: String, value: Any, depth: Int) throws -> [(String, String)] {
        guard depth < URLEncoding.maximumDepth else {
            throw AFError.parameterEncodingFailed(reason: .customEncodingFailed(error: NestingTooDeep(limit: URLEncoding.maximumDepth)))
        }
        var components: [(String, String)] = []
        switch value {
        case let dictionary as [String: Any]:
            for nestedKey in dictionary.keys.sorted(by: <) {
                components += try queryComponents(fromKey: "\(key)[\(nestedKey)]", value: dictionary[nestedKey]!, depth: depth + 1)
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                components += try queryComponents(fromKey: arrayEncoding.encode(key, atIndex: index), value: element, depth: depth + 1)
            }
        default:
            if let bool = booleanValue(value) {
                components.append((escape(key), escape(boolEncoding.encode(bool))))
            } else {
                components.append((escape(key), escape("\(value)")))
            }
        }
        return components
    }

    /// How deep dictionaries and arrays may nest in parameters.
    static let maximumDepth = 64

    /// Parameters nested deeper than ``maximumDepth``.
    struct NestingTooDeep: Error, CustomStringConvertible {
        let limit: Int
        var description: String { "parameters nest deeper than \(limit) levels" }
    }
}

/// A boolean value: a Swift `Bool`, or an `NSNumber` made from one (as `JSONSerialization` makes
/// them); other numbers are not booleans, although Linux's Foundation lets them cast to `Bool`.
func booleanValue(_ value: Any) -> Bool? {
    if type(of: value) == Bool.self { return value as? Bool }
    guard type(of: value) is NSNumber.Type, let number = value as? NSNumber else { return nil }
    return String(describing: type(of: number)).contains("Boolean") ? number.boolValue : nil
}

extension CharacterSet {
    /// What stays unescaped in a query parameter: the query's allowed characters without RFC
    /// 3986's delimiters, except `?` and `/`.
    public static let afURLQueryAllowed: CharacterSet = {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: ":#[]@!$&'()*+,;=")
        return allowed
    }()
}

/// Parameters as a JSON body, as Alamofire's `JSONEncoding` (`Content-Type: application/json`).
public struct JSONEncoding: ParameterEncoding {
    /// Why the parameters could not be written as JSON.
    public enum Error: Swift.Error {
        /// `JSONSerialization` does not take the object.
        case invalidJSONObject
    }

    /// Compact JSON.
    public static var `default`: JSONEncoding { JSONEncoding() }
    /// Indented JSON.
    public static var prettyPrinted: JSONEncoding { JSONEncoding(options: .prettyPrinted) }

    /// The options `JSONSerialization` writes with.
    public let options: JSONSerialization.WritingOptions

    /// An encoding writing with `options`.
    public init(options: JSONSerialization.WritingOptions = []) {
        self.options = options
    }

    /// `urlRequest` with the parameters as its JSON body.
    public func encode(_ urlRequest: any URLRequestConvertible, with parameters: Parameters?) throws -> URLRequest {
        try encode(urlRequest, withJSONObject: parameters)
    }

    /// `urlRequest` with `jsonObject` (an array, say) as its JSON body.
    public func encode(_ urlRequest: any URLRequestConvertible, withJSONObject jsonObject: Any? = nil) throws -> URLRequest {
        var urlRequest = try urlRequest.asURLRequest()
        guard let jsonObject else { return urlRequest }
        guard JSONSerialization.isValidJSONObject(jsonObject) else {
            throw AFError.parameterEncodingFailed(reason: .jsonEncodingFailed(error: Error.invalidJSONObject))
        }
        do {
            let data = try JSONSerialization.data(withJSONObject: jsonObject, options: options)
            if urlRequest.value(forHTTPHeaderField: "Content-Type") == nil {
                urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
            }
            urlRequest.httpBody = data
        } catch {
            throw AFError.parameterEncodingFailed(reason: .jsonEncodingFailed(error: error))
        }
        return urlRequest
    }
}

extension JSONEncoding.Error: LocalizedError {
    /// What was wrong with the object.
    public var errorDescription: String? {
        "The parameters are not an object JSONSerialization can write (a dictionary or array of strings, numbers, booleans and null)."
    }
}
