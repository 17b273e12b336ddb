public import Foundation

// swift-format-ignore: TypeNamesShouldBeCapitalized
/// The keys of ``JSON/rawString(_:)-([writingOptionsKeys:Any])``'s options, as SwiftyJSON spells them.
public enum writingOptionsKeys: Sendable {
    /// `JSONSerialization.WritingOptions` for arrays and dictionaries (`.prettyPrinted` if absent).
    case jsonSerialization
    /// `true` writes arrays and dictionaries by hand, compactly, within the depth option (SwiftyJSON's way to
    /// write optionals as null; napkin's ``JSON`` already holds `nil` as null).
    case castNilToNSNull
    /// The deepest nesting the hand-written form writes (an `Int`, 10 if absent); deeper gives `nil`.
    case maxObjextDepth
    /// The `String.Encoding` of the text (UTF-8 if absent).
    case encoding
}

extension JSON: RawRepresentable {
    /// The JSON of `rawValue` (see ``init(_:)``), or `nil` if it is of a type JSON cannot hold.
    public init?(rawValue: Any) {
        let json = JSON(rawValue)
        guard json.type != .unknown else { return nil }
        self = json
    }

    /// The value as Foundation objects (``object``).
    public var rawValue: Any { object }

    /// Whether every number in the value is finite and everything is of a type JSON can hold.
    private var isWritable: Bool {
        switch content {
        case .number(let number): number.doubleValue.isFinite
        case .unknown: false
        case .array(let elements): elements.allSatisfy(\.isWritable)
        case .dictionary(let entries): entries.values.allSatisfy(\.isWritable)
        default: true
        }
    }

    /// An array or dictionary as JSON data, written by `JSONSerialization` with `options`. Throws
    /// ``SwiftyJSONError/invalidJSON`` for anything else at the top, for a NaN or infinity anywhere, and for a
    /// value of unknown type.
    public func rawData(options: JSONSerialization.WritingOptions = []) throws -> Data {
        switch content {
        case .array, .dictionary: break
        default: throw SwiftyJSONError.invalidJSON
        }
        guard isWritable else { throw SwiftyJSONError.invalidJSON }
        return try JSONSerialization.data(withJSONObject: object, options: options)
    }

    /// The value as text: an array or dictionary as JSON (``rawData(options:)``, pretty-printed unless told),
    /// a string as itself (no quotes), a number as `NSNumber` writes it, `true`/`false`, `null`; `nil` for a value
    /// that cannot be written (a NaN inside an array, an unknown type).
    public func rawString(_ encoding: String.Encoding = .utf8, options: JSONSerialization.WritingOptions = .prettyPrinted) -> String? {
        try? rawText(encoding, options: [.jsonSerialization: options], depthLeft: 10)
    }

    /// The value as text with SwiftyJSON's option dictionary (see ``writingOptionsKeys``).
    public func rawString(_ options: [writingOptionsKeys: Any]) -> String? {
        let encoding = options[.encoding] as? String.Encoding ?? .utf8
        let depth = options[.maxObjextDepth] as? Int ?? 10
        return try? rawText(encoding, options: options, depthLeft: depth)
    }

    private func rawText(_ encoding: String.Encoding, options: [writingOptionsKeys: Any], depthLeft: Int) throws -> String? {
        guard depthLeft > 0 else { throw SwiftyJSONError.elementTooDeep }
        switch content {
        case .array(let elements):
            guard options[.castNilToNSNull] as? Bool ?? false else { return try serialized(encoding, options: options) }
            let parts = try elements.map { try $0.quotedText(encoding, options: options, depthLeft: depthLeft - 1) }
            return "[" + parts.joined(separator: ",") + "]"
        case .dictionary(let entries):
            guard options[.castNilToNSNull] as? Bool ?? false else { return try serialized(encoding, options: options) }
            let parts = try entries.map { key, value in
                "\"\(key)\": " + (try value.quotedText(encoding, options: options, depthLeft: depthLeft - 1))
            }
            return "{" + parts.joined(separator: ",") + "}"
        case .string(let string): return string
        case .number(let number): return number.stringValue
        case .bool(let bool): return String(bool)
        case .null: return "null"
        case .unknown: return nil
        }
    }

    /// The element's text inside the hand-written form: strings quoted with quotes and backslashes escaped.
    private func quotedText(_ encoding: String.Encoding, options: [writingOptionsKeys: Any], depthLeft: Int) throws -> String {
        guard let text = try rawText(encoding, options: options, depthLeft: depthLeft) else { throw SwiftyJSONError.invalidJSON }
        guard case .string = content else { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private func serialized(_ encoding: String.Encoding, options: [writingOptionsKeys: Any]) throws -> String? {
        let writing = options[.jsonSerialization] as? JSONSerialization.WritingOptions ?? .prettyPrinted
        return String(data: try rawData(options: writing), encoding: encoding)
    }
}

extension JSON: CustomStringConvertible, CustomDebugStringConvertible {
    /// ``rawString(_:options:)`` pretty-printed, or `"unknown"`.
    public var description: String { rawString(options: .prettyPrinted) ?? "unknown" }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

extension JSON: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) {
        self.init(content: .string(value))
    }
}

extension JSON: ExpressibleByIntegerLiteral {
    /// A number.
    public init(integerLiteral value: Int) {
        self.init(content: .number(NSNumber(value: value)))
    }
}

extension JSON: ExpressibleByBooleanLiteral {
    /// A Boolean.
    public init(booleanLiteral value: Bool) {
        self.init(content: .bool(value))
    }
}

extension JSON: ExpressibleByFloatLiteral {
    /// A number.
    public init(floatLiteral value: Double) {
        self.init(content: .number(NSNumber(value: value)))
    }
}

extension JSON: ExpressibleByDictionaryLiteral {
    /// A dictionary of the values converted as ``init(_:)`` does; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, Any)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
}

extension JSON: ExpressibleByArrayLiteral {
    /// An array of the values converted as ``init(_:)`` does.
    public init(arrayLiteral elements: Any...) {
        self.init(elements)
    }
}

extension JSON: Comparable {
    /// Whether the two hold the same value: numbers compared by value, strings, Booleans, arrays element by
    /// element, dictionaries entry by entry, null with null; values of different types are never equal (a
    /// missing value equals `JSON.null`).
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs.content, rhs.content) {
        case (.number(let left), .number(let right)): left.compare(right) == .orderedSame
        case (.string(let left), .string(let right)): left == right
        case (.bool(let left), .bool(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.dictionary(let left), .dictionary(let right)): left == right
        case (.null, .null): true
        default: false
        }
    }

    /// Numbers and strings in order; false for anything else.
    public static func < (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs.content, rhs.content) {
        case (.number(let left), .number(let right)): left.compare(right) == .orderedAscending
        case (.string(let left), .string(let right)): left < right
        default: false
        }
    }

    /// Numbers and strings in order; false for anything else.
    public static func > (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs.content, rhs.content) {
        case (.number(let left), .number(let right)): left.compare(right) == .orderedDescending
        case (.string(let left), .string(let right)): left > right
        default: false
        }
    }

    /// Numbers and strings in order, other values of one type when equal (as SwiftyJSON).
    public static func <= (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs.content, rhs.content) {
        case (.number(let left), .number(let right)): left.compare(right) != .orderedDescending
        case (.string(let left), .string(let right)): left <= right
        default: lhs == rhs
        }
    }

    /// Numbers and strings in order, other values of one type when equal (as SwiftyJSON).
    public static func >= (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs.content, rhs.content) {
        case (.number(let left), .number(let right)): left.compare(right) != .orderedAscending
        case (.string(let left), .string(let right)): left >= right
        default: lhs == rhs
        }
    }
}

extension JSON: Codable {
    /// The value a decoder holds at this point: null, a Boolean, an integer, a floating-point number, a string, an
    /// array or a dictionary (null if it is none of these).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self.init(content: .bool(bool))
        } else if let integer = try? container.decode(Int64.self) {
            self.init(content: .number(NSNumber(value: integer)))
        } else if let integer = try? container.decode(UInt64.self) {
            self.init(content: .number(NSNumber(value: integer)))
        } else if let double = try? container.decode(Double.self) {
            self.init(content: .number(NSNumber(value: double)))
        } else if let string = try? container.decode(String.self) {
            self.init(content: .string(string))
        } else if let elements = try? container.decode([JSON].self) {
            self = JSON.container(.array(elements)) ?? .missing(.elementTooDeep)
        } else if let entries = try? container.decode([String: JSON].self) {
            self = JSON.container(.dictionary(entries)) ?? .missing(.elementTooDeep)
        } else {
            self = .null
        }
    }

    /// Writes the value: null, a Boolean, an integer or floating-point number as the number was made, a string,
    /// an array or a dictionary (nothing for a value of unknown type).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch content {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .string(let string): try container.encode(string)
        case .array(let elements): try container.encode(elements)
        case .dictionary(let entries): try container.encode(entries)
        case .number(let number):
            switch String(cString: number.objCType) {
            case "d", "f": try container.encode(number.doubleValue)
            case "Q", "L", "I", "S", "C": try container.encode(number.uint64Value)
            default: try container.encode(number.int64Value)
            }
        case .unknown: break
        }
    }
}
