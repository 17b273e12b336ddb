import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How an `Encodable` value goes into a request, as Alamofire's `ParameterEncoder`.
public protocol ParameterEncoder: Sendable {
    /// `request` with `parameters` encoded into it.
    func encode<Parameters: Encodable & Sendable>(_ parameters: Parameters?, into request: URLRequest) throws -> URLRequest
}

/// An `Encodable` value as a JSON body, as Alamofire's `JSONParameterEncoder`.
public final class JSONParameterEncoder: ParameterEncoder, @unchecked Sendable {
    /// A plain `JSONEncoder`.
    public static var `default`: JSONParameterEncoder { JSONParameterEncoder() }

    /// Indented output.
    public static var prettyPrinted: JSONParameterEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .prettyPrinted
        return JSONParameterEncoder(encoder: encoder)
    }

    /// Keys sorted.
    public static var sortedKeys: JSONParameterEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return JSONParameterEncoder(encoder: encoder)
    }

    /// The encoder writing the body.
    public let encoder: JSONEncoder

    /// An encoder writing with `encoder`.
    public init(encoder: JSONEncoder = JSONEncoder()) {
        self.encoder = encoder
    }

    /// `request` with the JSON of `parameters` as its body (`Content-Type: application/json` unless set).
    public func encode<Parameters: Encodable & Sendable>(_ parameters: Parameters?, into request: URLRequest) throws -> URLRequest {
        guard let parameters else { return request }
        var request = request
        do {
            request.httpBody = try encoder.encode(parameters)
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            }
        } catch {
            throw AFError.parameterEncoderFailed(reason: .encoderFailed(error: error))
        }
        return request
    }
}

/// An `Encodable` value as form pairs in the query or the body, as Alamofire's
/// `URLEncodedFormParameterEncoder`.
public final class URLEncodedFormParameterEncoder: ParameterEncoder, @unchecked Sendable {
    /// Where the pairs go.
    public enum Destination: Sendable {
        /// The query for `GET`, `HEAD` and `DELETE`, the body otherwise.
        case methodDependent
        /// The query.
        case queryString
        /// The body.
        case httpBody

        func encodesParametersInURL(for method: HTTPMethod) -> Bool {
            switch self {
            case .methodDependent: [.get, .head, .delete].contains(method)
            case .queryString: true
            case .httpBody: false
            }
        }
    }

    /// Method-dependent, with a default ``URLEncodedFormEncoder``.
    public static var `default`: URLEncodedFormParameterEncoder { URLEncodedFormParameterEncoder() }

    /// The encoder writing the pairs.
    public let encoder: URLEncodedFormEncoder
    /// Where the pairs go.
    public let destination: Destination

    /// An encoder with the choices given.
    public init(encoder: URLEncodedFormEncoder = URLEncodedFormEncoder(), destination: Destination = .methodDependent) {
        self.encoder = encoder
        self.destination = destination
    }

    /// `request` with the pairs of `parameters` in its query (after any it had) or as its body.
    public func encode<Parameters: Encodable & Sendable>(_ parameters: Parameters?, into request: URLRequest) throws -> URLRequest {
        guard let parameters else { return request }
        var request = request
        guard let url = request.url else { throw AFError.parameterEncoderFailed(reason: .missingRequiredComponent(.url)) }
        guard let rawMethod = request.httpMethod else {
            throw AFError.parameterEncoderFailed(reason: .missingRequiredComponent(.httpMethod(rawValue: "nil")))
        }
        let method = HTTPMethod(rawValue: rawMethod)
        let query: String
        do {
            query = try encoder.encode(parameters)
        } catch {
            throw AFError.parameterEncoderFailed(reason: .encoderFailed(error: error))
        }
        if destination.encodesParametersInURL(for: method), var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            if !query.isEmpty {
                components.percentEncodedQuery = components.percentEncodedQuery.map { $0 + "&" + query } ?? query
            }
            guard let newURL = components.url else { throw AFError.parameterEncoderFailed(reason: .missingRequiredComponent(.url)) }
            request.url = newURL
        } else {
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue("application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
            }
            request.httpBody = Data(query.utf8)
        }
        return request
    }
}

/// Writes an `Encodable` value as `application/x-www-form-urlencoded` pairs, as Alamofire's
/// `URLEncodedFormEncoder`: pairs sorted by key, arrays as `key[]=`, nested objects as `key[sub]=`,
/// `nil` left out. The value goes through `JSONEncoder` first (its date and key strategies are
/// the ones chosen here), so what it can encode is what JSON can say.
public final class URLEncodedFormEncoder: @unchecked Sendable {
    /// How an array's key is written.
    public enum ArrayEncoding: Sendable {
        /// `key[]=a&key[]=b`.
        case brackets
        /// `key=a&key=b`.
        case noBrackets
        /// `key[0]=a&key[1]=b`.
        case indexInBrackets
    }

    /// How a boolean is written.
    public enum BoolEncoding: Sendable {
        /// `1` and `0`.
        case numeric
        /// `true` and `false`.
        case literal
    }

    /// How a date is written.
    public enum DateEncoding: Sendable {
        /// Seconds since 2001 (`Date`'s own encoding).
        case deferredToDate
        /// Seconds since 1970.
        case secondsSince1970
        /// Milliseconds since 1970.
        case millisecondsSince1970
        /// ISO 8601.
        case iso8601
        /// A date formatter's string.
        case formatted(DateFormatter)
        /// What the closure writes.
        case custom(@Sendable (Date) throws -> String)
    }

    /// How keys are written.
    public enum KeyEncoding: Sendable {
        /// As declared.
        case useDefaultKeys
        /// `snake_case`.
        case convertToSnakeCase
    }

    /// How a space is written.
    public enum SpaceEncoding: Sendable {
        /// `%20`.
        case percentEscaped
        /// `+`.
        case plusReplaced
    }

    /// Why a value could not be written.
    public enum Error: Swift.Error {
        /// The value is not an object with keys (a string or an array at the top).
        case invalidRootObject(String)
    }

    /// Whether pairs are sorted by key.
    public let alphabetizeKeyValuePairs: Bool
    /// How arrays are written.
    public let arrayEncoding: ArrayEncoding
    /// How booleans are written.
    public let boolEncoding: BoolEncoding
    /// How dates are written.
    public let dateEncoding: DateEncoding
    /// How keys are written.
    public let keyEncoding: KeyEncoding
    /// How spaces are written.
    public let spaceEncoding: SpaceEncoding
    /// What stays unescaped.
    public var allowedCharacters: CharacterSet

    /// An encoder with the choices given.
    public init(
        alphabetizeKeyValuePairs: Bool = true, arrayEncoding: ArrayEncoding = .brackets, boolEncoding: BoolEncoding = .numeric,
        dateEncoding: DateEncoding = .deferredToDate, keyEncoding: KeyEncoding = .useDefaultKeys,
        spaceEncoding: SpaceEncoding = .percentEscaped, allowedCharacters: CharacterSet = .afURLQueryAllowed
    ) {
        self.alphabetizeKeyValuePairs = alphabetizeKeyValuePairs
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
        self.dateEncoding = dateEncoding
        self.keyEncoding = keyEncoding
        self.spaceEncoding = spaceEncoding
        self.allowedCharacters = allowedCharacters
    }

    /// The pairs of `value`, joined by `&`.
    public func encode(_ value: any Encodable) throws -> String {
        let json = try jsonEncoder().encode(value)
        let object = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
        guard let dictionary = object as? [String: Any] else {
            throw Error.invalidRootObject(String(describing: type(of: value)))
        }
        var pairs: [(String, String)] = []
        let keys = alphabetizeKeyValuePairs ? dictionary.keys.sorted(by: <) : Array(dictionary.keys)
        for key in keys {
            try append(key: key, value: dictionary[key]!, to: &pairs, depth: 0)
        }
        return pairs.map { "\($0)=\($1)" }.joined(separator: "&")
    }

    /// The pairs of `value` as UTF-8.
    public func encode(_ value: any Encodable) throws -> Data {
        Data(try encode(value).utf8)
    }

    private func append(key: String, value: Any, to pairs: inout [(String, String)], depth: Int) throws {
        guard depth < URLEncoding.maximumDepth else { throw URLEncoding.NestingTooDeep(limit: URLEncoding.maximumDepth) }
        switch value {
        case let dictionary as [String: Any]:
            let keys = alphabetizeKeyValuePairs ? dictionary.keys.sorted(by: <) : Array(dictionary.keys)
            for nested in keys {
                try append(key: "\(key)[\(nested)]", value: dictionary[nested]!, to: &pairs, depth: depth + 1)
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                let arrayKey =
                    switch arrayEncoding {
                    case .brackets: "\(key)[]"
                    case .noBrackets: key
                    case .indexInBrackets: "\(key)[\(index)]"
                    }
                try append(key: arrayKey, value: element, to: &pairs, depth: depth + 1)
            }
        case is NSNull:
            return
        default:
            let text: String
            if let bool = booleanValue(value) {
                text = boolEncoding == .numeric ? (bool ? "1" : "0") : (bool ? "true" : "false")
            } else {
                text = "\(value)"
            }
            pairs.append((escape(key), escape(text)))
        }
    }

    private func escape(_ string: String) -> String {
        let escaped = string.addingPercentEncoding(withAllowedCharacters: allowedCharacters) ?? string
        return spaceEncoding == .plusReplaced ? escaped.replacingOccurrences(of: "%20", with: "+") : escaped
    }

    private func jsonEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        switch dateEncoding {
        case .deferredToDate: encoder.dateEncodingStrategy = .deferredToDate
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        case .formatted(let formatter): encoder.dateEncodingStrategy = .formatted(formatter)
        case .custom(let write):
            encoder.dateEncodingStrategy = .custom { date, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(try write(date))
            }
        }
        if case .convertToSnakeCase = keyEncoding { encoder.keyEncodingStrategy = .convertToSnakeCase }
        return encoder
    }
}
