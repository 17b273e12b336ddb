import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns a data request's outcome into a value, as Alamofire's `DataResponseSerializerProtocol`.
public protocol DataResponseSerializerProtocol<SerializedObject>: Sendable {
    /// The value made.
    associatedtype SerializedObject

    /// The value made from the request's outcome; throws the request's `error` if it has one.
    func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Data?, error: (any Error)?) throws -> SerializedObject
}

/// Turns a download request's outcome into a value, as Alamofire's `DownloadResponseSerializerProtocol`.
public protocol DownloadResponseSerializerProtocol<SerializedObject>: Sendable {
    /// The value made.
    associatedtype SerializedObject

    /// The value made from the downloaded file.
    func serializeDownload(request: URLRequest?, response: HTTPURLResponse?, fileURL: URL?, error: (any Error)?) throws -> SerializedObject
}

/// Prepares a body before it is serialized, as Alamofire's `DataPreprocessor`.
public protocol DataPreprocessor: Sendable {
    /// The body to serialize.
    func preprocess(_ data: Data) throws -> Data
}

/// Leaves the body as it is.
public struct PassthroughPreprocessor: DataPreprocessor {
    /// A preprocessor.
    public init() {}
    /// `data`.
    public func preprocess(_ data: Data) throws -> Data { data }
}

/// Removes the `)]}',\n` guard Google's JSON APIs put before their bodies.
public struct GoogleXSSIPreprocessor: DataPreprocessor {
    /// A preprocessor.
    public init() {}
    /// `data` without its leading guard.
    public func preprocess(_ data: Data) throws -> Data {
        let guardPrefix = Data(")]}',\n".utf8)
        return data.starts(with: guardPrefix) ? data.dropFirst(guardPrefix.count) : data
    }
}

extension DataPreprocessor where Self == PassthroughPreprocessor {
    /// Leaves the body as it is.
    public static var passthrough: PassthroughPreprocessor { PassthroughPreprocessor() }
}

extension DataPreprocessor where Self == GoogleXSSIPreprocessor {
    /// Removes Google's guard prefix.
    public static var googleXSSI: GoogleXSSIPreprocessor { GoogleXSSIPreprocessor() }
}

/// A serializer for data and download requests that knows when an empty body is fine, as
/// Alamofire's `ResponseSerializer`: for a `HEAD` request, or a 204 or 205 response.
public protocol ResponseSerializer: DataResponseSerializerProtocol, DownloadResponseSerializerProtocol {
    /// What prepares the body.
    var dataPreprocessor: any DataPreprocessor { get }
    /// Methods whose responses may be empty.
    var emptyRequestMethods: Set<HTTPMethod> { get }
    /// Status codes whose responses may be empty.
    var emptyResponseCodes: Set<Int> { get }
}

extension ResponseSerializer {
    /// Passes bodies through.
    public static var defaultDataPreprocessor: any DataPreprocessor { PassthroughPreprocessor() }
    /// `HEAD`.
    public static var defaultEmptyRequestMethods: Set<HTTPMethod> { [.head] }
    /// 204 and 205.
    public static var defaultEmptyResponseCodes: Set<Int> { [204, 205] }

    /// What prepares the body: passes it through.
    public var dataPreprocessor: any DataPreprocessor { Self.defaultDataPreprocessor }
    /// `HEAD`.
    public var emptyRequestMethods: Set<HTTPMethod> { Self.defaultEmptyRequestMethods }
    /// 204 and 205.
    public var emptyResponseCodes: Set<Int> { Self.defaultEmptyResponseCodes }

    /// Whether `request`'s method allows an empty response.
    public func requestAllowsEmptyResponseData(_ request: URLRequest?) -> Bool? {
        request.flatMap(\.httpMethod).flatMap(HTTPMethod.init).map { emptyRequestMethods.contains($0) }
    }

    /// Whether `response`'s status allows an empty body.
    public func responseAllowsEmptyResponseData(_ response: HTTPURLResponse?) -> Bool? {
        response.map(\.statusCode).map { emptyResponseCodes.contains($0) }
    }

    /// Whether an empty body is fine for this request and response.
    public func emptyResponseAllowed(request: URLRequest?, response: HTTPURLResponse?) -> Bool {
        (requestAllowsEmptyResponseData(request) == true) || (responseAllowsEmptyResponseData(response) == true)
    }
}

extension DownloadResponseSerializerProtocol where Self: DataResponseSerializerProtocol {
    /// The value made from the downloaded file's bytes, as a data serializer would make it.
    public func serializeDownload(request: URLRequest?, response: HTTPURLResponse?, fileURL: URL?, error: (any Error)?) throws
        -> Self.SerializedObject
    {
        if let error { throw error }
        guard let fileURL else { throw AFError.responseSerializationFailed(reason: .inputFileNil) }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw AFError.responseSerializationFailed(reason: .inputFileReadFailed(at: fileURL))
        }
        return try serialize(request: request, response: response, data: data, error: nil)
    }
}

/// Decodes values from bytes, as Alamofire's `DataDecoder`: `JSONDecoder` and `PropertyListDecoder` are ones.
public protocol DataDecoder: Sendable {
    /// A `D` decoded from `data`.
    func decode<D: Decodable>(_ type: D.Type, from data: Data) throws -> D
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

/// A type with a value for an empty body, as Alamofire's `EmptyResponse`.
public protocol EmptyResponse {
    /// The value an empty body stands for.
    static func emptyValue() -> Self
}

/// Nothing: the type to decode when a response has no body (`responseDecodable(of: Empty.self)`),
/// as Alamofire's `Empty`.
public struct Empty: Codable, Sendable {
    /// The one value.
    public static let value = Empty()
}

extension Empty: EmptyResponse {
    /// ``value``.
    public static func emptyValue() -> Empty { value }
}

/// The body as `Data`, as Alamofire's `DataResponseSerializer`.
public final class DataResponseSerializer: ResponseSerializer {
    /// What prepares the body.
    public let dataPreprocessor: any DataPreprocessor
    /// Status codes whose responses may be empty.
    public let emptyResponseCodes: Set<Int>
    /// Methods whose responses may be empty.
    public let emptyRequestMethods: Set<HTTPMethod>

    /// A serializer with the choices given.
    public init(
        dataPreprocessor: any DataPreprocessor = DataResponseSerializer.defaultDataPreprocessor,
        emptyResponseCodes: Set<Int> = DataResponseSerializer.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = DataResponseSerializer.defaultEmptyRequestMethods
    ) {
        self.dataPreprocessor = dataPreprocessor
        self.emptyResponseCodes = emptyResponseCodes
        self.emptyRequestMethods = emptyRequestMethods
    }

    /// The body; empty `Data` where an empty body is allowed.
    public func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Data?, error: (any Error)?) throws -> Data {
        if let error { throw error }
        guard var data, !data.isEmpty else {
            guard emptyResponseAllowed(request: request, response: response) else {
                throw AFError.responseSerializationFailed(reason: .inputDataNilOrZeroLength)
            }
            return Data()
        }
        data = try dataPreprocessor.preprocess(data)
        return data
    }
}

/// The body as a `String`, as Alamofire's `StringResponseSerializer`: in the encoding given, else
/// the response's charset, else ISO Latin 1.
public final class StringResponseSerializer: ResponseSerializer {
    /// What prepares the body.
    public let dataPreprocessor: any DataPreprocessor
    /// The encoding, when given.
    public let encoding: String.Encoding?
    /// Status codes whose responses may be empty.
    public let emptyResponseCodes: Set<Int>
    /// Methods whose responses may be empty.
    public let emptyRequestMethods: Set<HTTPMethod>

    /// A serializer with the choices given.
    public init(
        dataPreprocessor: any DataPreprocessor = StringResponseSerializer.defaultDataPreprocessor, encoding: String.Encoding? = nil,
        emptyResponseCodes: Set<Int> = StringResponseSerializer.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = StringResponseSerializer.defaultEmptyRequestMethods
    ) {
        self.dataPreprocessor = dataPreprocessor
        self.encoding = encoding
        self.emptyResponseCodes = emptyResponseCodes
        self.emptyRequestMethods = emptyRequestMethods
    }

    /// The body as text; `""` where an empty body is allowed.
    public func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Data?, error: (any Error)?) throws -> String {
        if let error { throw error }
        guard var data, !data.isEmpty else {
            guard emptyResponseAllowed(request: request, response: response) else {
                throw AFError.responseSerializationFailed(reason: .inputDataNilOrZeroLength)
            }
            return ""
        }
        data = try dataPreprocessor.preprocess(data)
        let usedEncoding = encoding ?? response?.textEncodingName.flatMap(String.Encoding.init(ianaCharsetName:)) ?? .isoLatin1
        guard let string = String(data: data, encoding: usedEncoding) else {
            throw AFError.responseSerializationFailed(reason: .stringSerializationFailed(encoding: usedEncoding))
        }
        return string
    }
}

extension String.Encoding {
    /// The encoding an IANA charset name (`utf-8`, `iso-8859-1`…) stands for.
    init?(ianaCharsetName name: String) {
        switch name.lowercased().trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) {
        case "utf-8", "utf8": self = .utf8
        case "iso-8859-1", "latin1", "iso_8859-1": self = .isoLatin1
        case "iso-8859-2": self = .isoLatin2
        case "us-ascii", "ascii": self = .ascii
        case "utf-16": self = .utf16
        case "utf-16be": self = .utf16BigEndian
        case "utf-16le": self = .utf16LittleEndian
        case "utf-32": self = .utf32
        case "windows-1252", "cp1252": self = .windowsCP1252
        case "shift_jis": self = .shiftJIS
        case "euc-jp": self = .japaneseEUC
        default: return nil
        }
    }
}

/// The body as a `JSONSerialization` object, as Alamofire's `JSONResponseSerializer` (deprecated
/// there in favour of `DecodableResponseSerializer`).
@available(*, deprecated, message: "Alamofire 6 removes JSONResponseSerializer: decode with DecodableResponseSerializer.")
public final class JSONResponseSerializer: ResponseSerializer {
    /// What prepares the body.
    public let dataPreprocessor: any DataPreprocessor
    /// Status codes whose responses may be empty.
    public let emptyResponseCodes: Set<Int>
    /// Methods whose responses may be empty.
    public let emptyRequestMethods: Set<HTTPMethod>
    /// The options the body is read with.
    public let options: JSONSerialization.ReadingOptions

    /// A serializer with the choices given.
    public init(
        dataPreprocessor: any DataPreprocessor = JSONResponseSerializer.defaultDataPreprocessor,
        emptyResponseCodes: Set<Int> = JSONResponseSerializer.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = JSONResponseSerializer.defaultEmptyRequestMethods,
        options: JSONSerialization.ReadingOptions = .allowFragments
    ) {
        self.dataPreprocessor = dataPreprocessor
        self.emptyResponseCodes = emptyResponseCodes
        self.emptyRequestMethods = emptyRequestMethods
        self.options = options
    }

    /// The body's JSON object; `NSNull()` where an empty body is allowed.
    public func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Data?, error: (any Error)?) throws -> Any {
        if let error { throw error }
        guard var data, !data.isEmpty else {
            guard emptyResponseAllowed(request: request, response: response) else {
                throw AFError.responseSerializationFailed(reason: .inputDataNilOrZeroLength)
            }
            return NSNull()
        }
        data = try dataPreprocessor.preprocess(data)
        do {
            return try JSONSerialization.jsonObject(with: data, options: options)
        } catch {
            throw AFError.responseSerializationFailed(reason: .jsonSerializationFailed(error: error))
        }
    }
}

/// The body decoded as `T`, as Alamofire's `DecodableResponseSerializer`: an empty body where one is
/// allowed gives `T`'s empty value (``Empty``, or any ``EmptyResponse``), else fails with
/// `invalidEmptyResponse`.
public final class DecodableResponseSerializer<T: Decodable>: ResponseSerializer {
    /// What prepares the body.
    public let dataPreprocessor: any DataPreprocessor
    /// What decodes the body.
    public let decoder: any DataDecoder
    /// Status codes whose responses may be empty.
    public let emptyResponseCodes: Set<Int>
    /// Methods whose responses may be empty.
    public let emptyRequestMethods: Set<HTTPMethod>

    /// A serializer with the choices given.
    public init(
        dataPreprocessor: any DataPreprocessor = DecodableResponseSerializer.defaultDataPreprocessor,
        decoder: any DataDecoder = JSONDecoder(),
        emptyResponseCodes: Set<Int> = DecodableResponseSerializer.defaultEmptyResponseCodes,
        emptyRequestMethods: Set<HTTPMethod> = DecodableResponseSerializer.defaultEmptyRequestMethods
    ) {
        self.dataPreprocessor = dataPreprocessor
        self.decoder = decoder
        self.emptyResponseCodes = emptyResponseCodes
        self.emptyRequestMethods = emptyRequestMethods
    }

    /// The decoded body.
    public func serialize(request: URLRequest?, response: HTTPURLResponse?, data: Data?, error: (any Error)?) throws -> T {
        if let error { throw error }
        guard var data, !data.isEmpty else {
            guard emptyResponseAllowed(request: request, response: response) else {
                throw AFError.responseSerializationFailed(reason: .inputDataNilOrZeroLength)
            }
            guard let emptyType = T.self as? any EmptyResponse.Type, let empty = emptyType.emptyValue() as? T else {
                throw AFError.responseSerializationFailed(reason: .invalidEmptyResponse(type: "\(T.self)"))
            }
            return empty
        }
        data = try dataPreprocessor.preprocess(data)
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw AFError.responseSerializationFailed(reason: .decodingFailed(error: error))
        }
    }
}

extension DataResponseSerializerProtocol where Self == DataResponseSerializer {
    /// A ``DataResponseSerializer``.
    public static var data: DataResponseSerializer { DataResponseSerializer() }
}

extension DataResponseSerializerProtocol where Self == StringResponseSerializer {
    /// A ``StringResponseSerializer``.
    public static var string: StringResponseSerializer { StringResponseSerializer() }
}

extension DataResponseSerializerProtocol {
    /// A ``DecodableResponseSerializer`` of `type`.
    public static func decodable<T: Decodable>(of type: T.Type, decoder: any DataDecoder = JSONDecoder()) -> Self
    where Self == DecodableResponseSerializer<T> {
        DecodableResponseSerializer<T>(decoder: decoder)
    }
}
