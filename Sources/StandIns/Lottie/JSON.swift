import Foundation
import NapkinSupport

/// Why an animation file could not be read: napkin's typed errors for Lottie input (lottie-ios reports
/// decoding errors as `DecodingError`s and logs them). Every bound is checked before the work it guards, so
/// hostile input is refused without being drawn.
public enum LottieDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file or data is larger than ``LottieLimits/maximumFileSize`` bytes (checked before reading a file).
    case fileTooLarge(bytes: Int, limit: Int)
    /// Arrays and objects nest deeper than ``LottieLimits/maximumDepth``.
    case tooDeep(limit: Int)
    /// The data is not JSON (the parser's message).
    case invalidJSON(String)
    /// The JSON is not a Bodymovin animation: `field` is missing or has the wrong type.
    case invalidAnimation(field: String)
    /// The animation has more of `what` (layers, shape items, keyframes, path vertices) than `limit`.
    case tooMany(what: String, limit: Int)
    /// No file `name` was found (`LottieAnimation.named` looks for `name.json`).
    case fileNotFound(String)

    /// A sentence for logs.
    public var description: String {
        switch self {
        case .fileTooLarge(let bytes, let limit): "the animation is \(bytes) bytes, more than the \(limit) napkin reads"
        case .tooDeep(let limit): "the animation's JSON nests deeper than \(limit) levels"
        case .invalidJSON(let message): "the animation is not JSON: \(message)"
        case .invalidAnimation(let field): "the JSON is not a Lottie animation: \(field) is missing or malformed"
        case .tooMany(let what, let limit): "the animation has more than \(limit) \(what)"
        case .fileNotFound(let name): "no animation file \(name)"
        }
    }
}

/// The bounds napkin's Lottie stand-in puts on input from outside.
public enum LottieLimits {
    /// The largest animation file or data read, in bytes (16 MiB).
    public static let maximumFileSize = 16 << 20
    /// The deepest nesting of JSON arrays and objects accepted.
    public static let maximumDepth = 96
    /// The most layers, counting the precompositions' layers.
    public static let maximumLayers = 10_000
    /// The most shape items (groups, paths, fills, strokes, transforms...).
    public static let maximumShapeItems = 200_000
    /// The most keyframes over all properties.
    public static let maximumKeyframes = 500_000
    /// The most path vertices over all paths and keyframes.
    public static let maximumVertices = 1_000_000
    /// The deepest nesting of precompositions drawn (a precomposition using itself stops here).
    public static let maximumPrecompDepth = 12
    /// The most fills and strokes drawn for one frame.
    public static let maximumDrawOperations = 100_000
}

/// A parsed JSON value.
enum LottieJSON: Decodable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LottieJSON])
    case object([String: LottieJSON])

    init(from decoder: any Decoder) throws {
        if decoder.codingPath.count > LottieLimits.maximumDepth { throw LottieDecodingError.tooDeep(limit: LottieLimits.maximumDepth) }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([LottieJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: LottieJSON].self))
        }
    }

    /// A value converted from `JSONSerialization`'s objects.
    init(any value: Any, depth: Int = 0) throws {
        if depth > LottieLimits.maximumDepth { throw LottieDecodingError.tooDeep(limit: LottieLimits.maximumDepth) }
        switch value {
        case let value as [String: Any]: self = .object(try value.mapValues { try LottieJSON(any: $0, depth: depth + 1) })
        case let value as [Any]: self = .array(try value.map { try LottieJSON(any: $0, depth: depth + 1) })
        case let value as String: self = .string(value)
        case let value as Bool: self = .bool(value)
        case let value as NSNumber: self = .number(value.doubleValue)
        case let value as Double: self = .number(value)
        case let value as Int: self = .number(Double(value))
        default: self = .null
        }
    }

    /// Decodes `data`, bounding its size and depth first.
    static func parse(_ data: Data) throws(LottieDecodingError) -> LottieJSON {
        guard data.count <= LottieLimits.maximumFileSize else {
            throw .fileTooLarge(bytes: data.count, limit: LottieLimits.maximumFileSize)
        }
        try checkDepth(data)
        do {
            return try JSONDecoder().decode(LottieJSON.self, from: data)
        } catch let error as LottieDecodingError {
            throw error
        } catch {
            throw .invalidJSON(String(describing: error).prefix(200).description)
        }
    }

    /// Scans the bytes for the nesting depth of brackets outside strings.
    static func checkDepth(_ data: Data) throws(LottieDecodingError) {
        if JSONNesting.depth(of: data, stoppingPast: maximumDepth) > maximumDepth { throw .tooDeep(limit: maximumDepth) }
    }

    private static var maximumDepth: Int { LottieLimits.maximumDepth }

    subscript(key: String) -> LottieJSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    var double: Double? {
        switch self {
        case .number(let value): value.isFinite ? value : nil
        case .bool(let value): value ? 1 : 0
        case .array(let values): values.first?.double
        default: nil
        }
    }

    var int: Int? {
        guard let value = double, abs(value) < 1e9 else { return nil }
        return Int(value)
    }

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [LottieJSON]? {
        if case .array(let values) = self { return values }
        return nil
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// The numbers of an array (or a lone number as one).
    var numbers: [Double]? {
        switch self {
        case .number(let value): return value.isFinite ? [value] : nil
        case .array(let values):
            var result: [Double] = []
            result.reserveCapacity(values.count)
            for value in values {
                guard case .number(let number) = value, number.isFinite else { return nil }
                result.append(number)
            }
            return result
        default: return nil
        }
    }
}
