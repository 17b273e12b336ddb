import Foundation

extension JSON {
    /// The elements of an array, or `nil`.
    public var array: [JSON]? {
        guard case .array(let elements) = content else { return nil }
        return elements
    }

    /// The elements of an array, or none for anything else.
    public var arrayValue: [JSON] { array ?? [] }

    /// The array as Foundation objects (see ``object``), or `nil`. Setting `nil` makes the value null.
    public var arrayObject: [Any]? {
        get { array.map { $0.map(\.object) } }
        set { object = newValue ?? NSNull() }
    }

    /// The entries of a dictionary, or `nil`.
    public var dictionary: [String: JSON]? {
        guard case .dictionary(let entries) = content else { return nil }
        return entries
    }

    /// The entries of a dictionary, or none for anything else.
    public var dictionaryValue: [String: JSON] { dictionary ?? [:] }

    /// The dictionary as Foundation objects (see ``object``), or `nil`. Setting `nil` makes the value null.
    public var dictionaryObject: [String: Any]? {
        get { dictionary.map { $0.mapValues(\.object) } }
        set { object = newValue ?? NSNull() }
    }

    /// A Boolean, or `nil` for anything else (a number is not a Boolean here). Setting `nil` makes the value null.
    public var bool: Bool? {
        get {
            guard case .bool(let bool) = content else { return nil }
            return bool
        }
        set { self = newValue.map { JSON(content: .bool($0)) } ?? .null }
    }

    /// A Boolean read leniently: a number is true unless zero, a string is true if it is "true", "yes", "y", "t"
    /// or "1" in any case; anything else is false.
    public var boolValue: Bool {
        get {
            switch content {
            case .bool(let bool): return bool
            case .number(let number): return number.boolValue
            case .string(let string):
                return ["true", "yes", "y", "t", "1"].contains { string.caseInsensitiveCompare($0) == .orderedSame }
            default: return false
            }
        }
        set { self = JSON(content: .bool(newValue)) }
    }

    /// A string, or `nil` for anything else (a number is not a string here). Setting `nil` makes the value null.
    public var string: String? {
        get {
            guard case .string(let string) = content else { return nil }
            return string
        }
        set { self = newValue.map { JSON(content: .string($0)) } ?? .null }
    }

    /// A string read leniently: a number as `NSNumber` writes it (`"999.9823"`), a Boolean as `"true"` or
    /// `"false"`, anything else `""`.
    public var stringValue: String {
        get {
            switch content {
            case .string(let string): string
            case .number(let number): number.stringValue
            case .bool(let bool): String(bool)
            default: ""
            }
        }
        set { self = JSON(content: .string(newValue)) }
    }

    /// A number (a Boolean as 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var number: NSNumber? {
        get {
            switch content {
            case .number(let number): number
            case .bool(let bool): NSNumber(value: bool ? 1 : 0)
            default: nil
            }
        }
        set { object = newValue ?? NSNull() }
    }

    /// A number read leniently: a string as a decimal number (`"12"` is 12, `"1.5kg"` is 1.5; a string that does
    /// not start with a number is 0), a Boolean as 1 or 0, anything else 0.
    public var numberValue: NSNumber {
        get {
            switch content {
            case .number(let number): return number
            case .bool(let bool): return NSNumber(value: bool ? 1 : 0)
            case .string(let string):
                let decimal = NSDecimalNumber(string: string)
                return decimal == NSDecimalNumber.notANumber ? NSDecimalNumber.zero : decimal
            default: return NSNumber(value: 0.0)
            }
        }
        set { object = newValue }
    }

    /// `NSNull()` for null (a missing value included), `nil` for anything else. Setting anything makes it null.
    public var null: NSNull? {
        get {
            guard case .null = content else { return nil }
            return NSNull()
        }
        set { self = .null }
    }

    /// Whether a value is there: false when a subscript found nothing (``error`` is set), true otherwise (a JSON
    /// `null` exists).
    public func exists() -> Bool {
        guard let error else { return true }
        return !(400...1000).contains(error.errorCode)
    }

    /// A string as a URL: as written if it already holds percent escapes, else escaped for a URL's query first
    /// (so spaces become `%20`); `nil` for anything else. Setting `nil` makes the value null.
    public var url: URL? {
        get {
            guard case .string(let string) = content else { return nil }
            if Self.hasPercentEscape(string) { return URL(string: string) }
            return string.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed).flatMap { URL(string: $0) }
        }
        set { self = newValue.map { JSON(content: .string($0.absoluteString)) } ?? .null }
    }

    private static func hasPercentEscape(_ string: String) -> Bool {
        let bytes = Array(string.utf8)
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: "%") {
            if bytes[index + 1].isHexDigit && bytes[index + 2].isHexDigit { return true }
        }
        return false
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}

extension JSON {
    /// The number as `Double` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var double: Double? {
        get { number?.doubleValue }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `Double` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var doubleValue: Double {
        get { numberValue.doubleValue }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }

    /// The number as `Float` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var float: Float? {
        get { number?.floatValue }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `Float` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var floatValue: Float {
        get { numberValue.floatValue }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }

    /// The number as `Int` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var int: Int? {
        get { number?.intValue }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `Int` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var intValue: Int {
        get { numberValue.intValue }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }

    /// The number as `UInt` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var uInt: UInt? {
        get { number?.uintValue }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `UInt` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var uIntValue: UInt {
        get { numberValue.uintValue }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }

    /// The number as `Int8` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var int8: Int8? {
        get { number?.int8Value }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: Int($0)))) } ?? .null }
    }

    /// The number as `Int8` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var int8Value: Int8 {
        get { numberValue.int8Value }
        set { self = JSON(content: .number(NSNumber(value: Int(newValue)))) }
    }

    /// The number as `UInt8` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var uInt8: UInt8? {
        get { number?.uint8Value }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `UInt8` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var uInt8Value: UInt8 {
        get { numberValue.uint8Value }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }

    /// The number as `Int16` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var int16: Int16? {
        get { number?.int16Value }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `Int16` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var int16Value: Int16 {
        get { numberValue.int16Value }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }

    /// The number as `UInt16` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var uInt16: UInt16? {
        get { number?.uint16Value }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `UInt16` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var uInt16Value: UInt16 {
        get { numberValue.uint16Value }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }

    /// The number as `Int32` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var int32: Int32? {
        get { number?.int32Value }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `Int32` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var int32Value: Int32 {
        get { numberValue.int32Value }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }

    /// The number as `UInt32` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var uInt32: UInt32? {
        get { number?.uint32Value }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `UInt32` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var uInt32Value: UInt32 {
        get { numberValue.uint32Value }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }

    /// The number as `Int64` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var int64: Int64? {
        get { number?.int64Value }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `Int64` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var int64Value: Int64 {
        get { numberValue.int64Value }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }

    /// The number as `UInt64` (a Boolean is 1 or 0), or `nil` for anything else. Setting `nil` makes the value null.
    public var uInt64: UInt64? {
        get { number?.uint64Value }
        set { self = newValue.map { JSON(content: .number(NSNumber(value: $0))) } ?? .null }
    }

    /// The number as `UInt64` after ``numberValue``'s coercions (`"12"` is 12; anything unreadable is 0).
    public var uInt64Value: UInt64 {
        get { numberValue.uint64Value }
        set { self = JSON(content: .number(NSNumber(value: newValue))) }
    }
}
