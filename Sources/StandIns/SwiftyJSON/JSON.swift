public import Foundation
import NapkinSupport

/// What went wrong reading a ``JSON``, as SwiftyJSON's `SwiftyJSONError` (the same cases and codes).
///
/// A subscript that finds nothing does not throw: it gives a null ``JSON`` whose ``JSON/error`` says why, so a
/// chain such as `json["user"]["name"]` reads through a missing level and ends in `""`, `0` or `nil`.
public enum SwiftyJSONError: Int, Error, Sendable {
    /// The value was not one JSON can hold (not a string, number, Boolean, array, dictionary or null).
    case unsupportedType = 999
    /// An array was read past its end.
    case indexOutOfBounds = 900
    /// The value nests deeper than ``SwiftyJSONLimits/maximumDepth`` (or, for `rawString`, than its depth option).
    case elementTooDeep = 902
    /// A key was asked of something that is not a dictionary, an index of something that is not an array, or two
    /// values of different types were merged.
    case wrongType = 901
    /// The dictionary has no value under the key.
    case notExist = 500
    /// The value cannot be written as JSON (a NaN, an infinity, a bare string), or the data is larger than
    /// ``SwiftyJSONLimits/maximumDataSize``.
    case invalidJSON = 490
}

extension SwiftyJSONError: CustomNSError {
    /// The domain of SwiftyJSON's errors.
    public static var errorDomain: String { "com.swiftyjson.SwiftyJSON" }

    /// The case's code (``rawValue``).
    public var errorCode: Int { rawValue }

    /// A sentence saying what went wrong, under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] {
        let sentence =
            switch self {
            case .unsupportedType: "The value is of a type JSON cannot hold."
            case .indexOutOfBounds: "The array has no element at that index."
            case .elementTooDeep: "The value nests too deeply."
            case .wrongType: "The value is not of the type the operation needs."
            case .notExist: "The dictionary has no value under that key."
            case .invalidJSON: "The value is not valid JSON."
            }
        return [NSLocalizedDescriptionKey: sentence]
    }
}

/// The kinds of value a ``JSON`` holds, as SwiftyJSON's `Type` (the same cases in the same order).
public enum Type: Int, Sendable {
    /// A number (`NSNumber`).
    case number
    /// A string.
    case string
    /// `true` or `false`.
    case bool
    /// An array.
    case array
    /// A dictionary with string keys.
    case dictionary
    /// `null`, and what a subscript that found nothing gives.
    case null
    /// A value JSON cannot hold (its ``JSON/error`` is ``SwiftyJSONError/unsupportedType``).
    case unknown
}

/// What napkin's SwiftyJSON refuses to hold, where SwiftyJSON itself would recurse until the stack runs out.
public enum SwiftyJSONLimits {
    /// The deepest nesting of arrays and dictionaries a ``JSON`` holds: 512 levels, the depth Foundation's
    /// `JSONSerialization` parses. Deeper data throws ``SwiftyJSONError/elementTooDeep``; a deeper Swift value
    /// (arrays in arrays, ``JSON`` in ``JSON``) gives a null ``JSON`` with that error, and a setter does not store it.
    public static let maximumDepth = 512
    /// The most bytes ``JSON/init(data:options:)`` parses: 256 MiB. Larger data throws
    /// ``SwiftyJSONError/invalidJSON`` before it is read.
    public static let maximumDataSize = 256 << 20
}

/// A JSON value read forgivingly, as SwiftyJSON's `JSON` (SwiftyJSON 5): subscripts by key, index or path that never
/// trap, optional getters (`string`, `int`, `array`…) and non-optional ones (`stringValue`, `intValue`,
/// `arrayValue`…) that coerce as SwiftyJSON does (`"12"` is 12, `"yes"` is true, a missing key is `""`).
///
/// SwiftyJSON keeps the value as `Any` and claims `Sendable` unchecked. napkin's keeps it as a tree of its own,
/// built once when the value is made (numbers as immutable `NSNumber`s, children as ``JSON`` values), so it is
/// `Sendable` as checked by the compiler; ``object`` rebuilds the Foundation objects SwiftyJSON hands out.
public struct JSON: Sendable {
    /// The value, with children kept as ``JSON`` values.
    enum Content: Sendable {
        case null
        case bool(Bool)
        case number(NSNumber)
        case string(String)
        case array([JSON])
        case dictionary([String: JSON])
        case unknown
    }

    /// The value.
    var content: Content
    /// The levels of arrays and dictionaries at and below this value (0 for a scalar).
    var depth: Int
    /// Why a subscript or a conversion found nothing, or `nil`.
    public internal(set) var error: SwiftyJSONError?

    init(content: Content, depth: Int = 0, error: SwiftyJSONError? = nil) {
        self.content = content
        self.depth = depth
        self.error = error
    }

    /// A null value carrying `error`.
    static func missing(_ error: SwiftyJSONError?) -> JSON { JSON(content: .null, error: error) }

    /// The JSON read from `data` with `JSONSerialization` (`options` as it takes them). Throws
    /// ``SwiftyJSONError/invalidJSON`` for data over ``SwiftyJSONLimits/maximumDataSize`` and
    /// ``SwiftyJSONError/elementTooDeep`` for nesting over ``SwiftyJSONLimits/maximumDepth``, both before parsing,
    /// and `JSONSerialization`'s error for data that is not JSON (invalid UTF-8 included).
    public init(data: Data, options: JSONSerialization.ReadingOptions = []) throws {
        guard data.count <= SwiftyJSONLimits.maximumDataSize else { throw SwiftyJSONError.invalidJSON }
        guard Self.nesting(of: data) <= SwiftyJSONLimits.maximumDepth else { throw SwiftyJSONError.elementTooDeep }
        let object = try JSONSerialization.jsonObject(with: data, options: options)
        let json = JSON(object)
        if json.error == .elementTooDeep { throw SwiftyJSONError.elementTooDeep }
        self = json
    }

    /// The JSON of `object`: a string, a number or Boolean (Swift's or `NSNumber`), an array, a dictionary with
    /// string keys (Swift's or Foundation's, of any of these, nested ``JSON`` values included), `NSNull` or `nil`.
    /// `Data` is parsed (null if it is not JSON, as SwiftyJSON). Anything else gives type ``Type/unknown`` with
    /// ``SwiftyJSONError/unsupportedType``; nesting over ``SwiftyJSONLimits/maximumDepth`` gives null with
    /// ``SwiftyJSONError/elementTooDeep``. To parse a JSON string, use ``init(parseJSON:)``.
    public init(_ object: Any) {
        if Swift.type(of: object) is Data.Type || Swift.type(of: object) is NSData.Type, let data = object as? Data {
            self = (try? JSON(data: data)) ?? .null
            return
        }
        do {
            self = try Self.converting(object, level: 0)
        } catch {
            self = .missing(.elementTooDeep)
        }
    }

    /// The JSON a string of JSON text holds (null if it is not JSON).
    public init(parseJSON jsonString: String) {
        self.init(Data(jsonString.utf8))
    }

    /// Null without an error: what a JSON `null` reads as.
    public static let null = JSON(content: .null)

    /// The kind of value this is.
    public var type: Type {
        switch content {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .dictionary: .dictionary
        case .unknown: .unknown
        }
    }

    /// The value as Foundation objects, as `JSONSerialization` gives them: `[Any]`, `[String: Any]`, `String`,
    /// `NSNumber`, `Bool` or `NSNull` (also for a value of type ``Type/unknown``). Setting it replaces the value
    /// (and clears ``error``), converting as ``init(_:)`` does.
    public var object: Any {
        get {
            switch content {
            case .null, .unknown: NSNull()
            case .bool(let bool): bool
            case .number(let number): number
            case .string(let string): string
            case .array(let elements): elements.map(\.object)
            case .dictionary(let entries): entries.mapValues(\.object)
            }
        }
        set { self = JSON(newValue) }
    }

    /// Merges `other` into this value: dictionaries key by key (recursively), arrays appended, anything else
    /// replaced. Throws ``SwiftyJSONError/wrongType`` if the two differ in type at the top level.
    public mutating func merge(with other: JSON) throws {
        try merge(with: other, checkingType: true)
    }

    /// This value with `other` merged into it (see ``merge(with:)``).
    public func merged(with other: JSON) throws -> JSON {
        var copy = self
        try copy.merge(with: other)
        return copy
    }

    private mutating func merge(with other: JSON, checkingType: Bool) throws {
        guard type == other.type else {
            if checkingType { throw SwiftyJSONError.wrongType }
            self = other.cleared
            return
        }
        switch (content, other.content) {
        case (.dictionary, .dictionary(let entries)):
            for (key, value) in entries {
                var mine = self[key]
                try mine.merge(with: value, checkingType: false)
                self[key] = mine
            }
        case (.array(let elements), .array(let others)):
            self = JSON(content: .array(elements + others), depth: Swift.max(depth, other.depth))
        default:
            self = other.cleared
        }
    }

    /// The value without its error (a missing or unknown value reads as null), as SwiftyJSON passes values on.
    var cleared: JSON {
        switch content {
        case .unknown: .null
        default: JSON(content: content, depth: depth)
        }
    }
}

extension JSON {
    private struct TooDeep: Error {}

    /// The ``JSON`` of `object`, `level` levels down; throws when nesting passes the limit.
    private static func converting(_ object: Any, level: Int) throws -> JSON {
        guard level <= SwiftyJSONLimits.maximumDepth else { throw TooDeep() }
        // Foundation's objects are read by their class first: casting one to a Swift type bridges it (an array all
        // the way down at once). An NSArray that contains itself is beyond reach: Foundation recurses reading it.
        if Swift.type(of: object) is AnyObject.Type { return try converting(object: object as AnyObject, level: level) }
        if let optional = object as? any OptionalValue {
            guard let wrapped = optional.wrapped else { return .null }
            return try converting(wrapped, level: level)
        }
        if let json = object as? JSON {
            guard level + json.depth <= SwiftyJSONLimits.maximumDepth else { throw TooDeep() }
            return json.cleared
        }
        if let bool = object as? Bool { return JSON(content: .bool(bool)) }
        if let string = object as? String { return JSON(content: .string(string)) }
        if let number = object as? NSNumber { return JSON(content: .number(number)) }
        if let elements = object as? [Any] { return try convertingElements(elements, level: level) }
        if let entries = object as? [String: Any] { return try convertingEntries(entries, level: level) }
        return JSON(content: .unknown, error: .unsupportedType)
    }

    /// The ``JSON`` of a Foundation object: `NSNull`, `NSNumber` (Booleans are the ones of Boolean type),
    /// `NSString`, `NSArray`, `NSDictionary` with string keys; anything else is of unknown type.
    private static func converting(object: AnyObject, level: Int) throws -> JSON {
        switch object {
        case is NSNull:
            return .null
        case let number as NSNumber:
            if String(cString: number.objCType) == "c", !(number is NSDecimalNumber) { return JSON(content: .bool(number.boolValue)) }
            return JSON(content: .number(number))
        case let string as NSString:
            return JSON(content: .string(String(string)))
        case let array as NSArray:
            return try convertingElements((0..<array.count).lazy.map { array.object(at: $0) }, level: level)
        case let dictionary as NSDictionary:
            var entries: [String: Any] = [:]
            for key in dictionary.allKeys {
                guard let name = key as? String, let value = dictionary.object(forKey: key) else {
                    return JSON(content: .unknown, error: .unsupportedType)
                }
                entries[name] = value
            }
            return try convertingEntries(entries, level: level)
        default:
            return JSON(content: .unknown, error: .unsupportedType)
        }
    }

    private static func convertingElements(_ elements: some Collection<Any>, level: Int) throws -> JSON {
        var converted: [JSON] = []
        converted.reserveCapacity(elements.count)
        var deepest = 0
        for element in elements {
            let child = try converting(element, level: level + 1)
            deepest = Swift.max(deepest, child.depth)
            converted.append(child)
        }
        return JSON(content: .array(converted), depth: deepest + 1)
    }

    private static func convertingEntries(_ entries: [String: Any], level: Int) throws -> JSON {
        var converted: [String: JSON] = [:]
        converted.reserveCapacity(entries.count)
        var deepest = 0
        for (key, value) in entries {
            let child = try converting(value, level: level + 1)
            deepest = Swift.max(deepest, child.depth)
            converted[key] = child
        }
        return JSON(content: .dictionary(converted), depth: deepest + 1)
    }

    /// The deepest nesting of brackets and braces in `data` outside strings (stops counting past the limit).
    static func nesting(of data: Data) -> Int {
        JSONNesting.depth(of: data, stoppingPast: SwiftyJSONLimits.maximumDepth)
    }

    /// A container of `children`, or `nil` if it would nest deeper than the limit.
    static func container(_ content: Content) -> JSON? {
        let deepest: Int
        switch content {
        case .array(let elements): deepest = elements.lazy.map(\.depth).max() ?? 0
        case .dictionary(let entries): deepest = entries.values.lazy.map(\.depth).max() ?? 0
        default: return JSON(content: content)
        }
        guard deepest + 1 <= SwiftyJSONLimits.maximumDepth else { return nil }
        return JSON(content: content, depth: deepest + 1)
    }
}

/// An `Optional` seen through `Any` (an array of optionals holds them boxed).
private protocol OptionalValue {
    /// The wrapped value, or `nil`.
    var wrapped: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrapped: Any? { self.map { $0 as Any } }
}
