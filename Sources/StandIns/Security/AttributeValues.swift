import Foundation

// Reading the loosely typed dictionaries apps pass to Security: keys are `String`s or
// `CFString`s, values Swift or Foundation objects, numbers may be `Int`s or `NSNumber`s and
// Booleans `Bool`s or `kCFBooleanTrue`.

/// A dictionary's entries under string keys, whatever dictionary type the app wrote
/// (`[String: Any]`, `[CFString: Any]`, `NSDictionary`); nil when the value is not a dictionary.
func stringKeyed(_ value: Any?) -> [String: Any]? {
    guard let value = unwrapped(value) else { return nil }
    if let dictionary = value as? [String: Any] { return dictionary }
    if let dictionary = value as? [AnyHashable: Any] {
        var result: [String: Any] = [:]
        for (key, entry) in dictionary {
            guard let name = key.base as? String else { return nil }
            result[name] = entry
        }
        return result
    }
    if let dictionary = value as? NSDictionary {
        var result: [String: Any] = [:]
        for (key, entry) in dictionary {
            guard let name = key as? String else { return nil }
            result[name] = entry
        }
        return result
    }
    return nil
}

/// The value inside an optional that was put in an `Any` (`kCFBooleanTrue` is implicitly
/// unwrapped: written in a dictionary literal it goes in as an optional), or the value itself.
func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return unwrapped(mirror.children.first?.value)
}

/// An attribute value reduced to what the keychain compares: strings, bytes, numbers (Booleans
/// are 0 and 1, as Core Foundation's Booleans compare with numbers), dates and objects (by identity).
enum KeychainValue: Hashable {
    case string(String)
    case data(Data)
    case number(Double)
    case date(Date)
    case object(ObjectIdentifier)

    init?(_ value: Any?) {
        guard let value = unwrapped(value) else { return nil }
        if let text = value as? String {
            self = .string(text)
        } else if let bytes = value as? Data {
            self = .data(bytes)
        } else if let date = value as? Date {
            self = .date(date)
        } else if let flag = value as? Bool, type(of: value) == Bool.self {
            self = .number(flag ? 1 : 0)
        } else if let integer = value as? any BinaryInteger {
            self = .number(Double(integer))
        } else if let real = value as? any BinaryFloatingPoint {
            self = .number(Double(real))
        } else if let number = value as? NSNumber {
            self = .number(number.doubleValue)
        } else if type(of: value) is AnyClass {
            self = .object(ObjectIdentifier(value as AnyObject))
        } else {
            self = .string(String(describing: value))
        }
    }
}

/// A Boolean attribute (`true`, `kCFBooleanTrue`, `1`); nil when absent or not a Boolean.
func booleanValue(_ value: Any?) -> Bool? {
    guard case .number(let number) = KeychainValue(value) else { return nil }
    return number != 0
}

/// A string attribute (`kSecAttrKeyTypeECSECPrimeRandom`, `"com.example"`); nil when absent or
/// not a string.
func stringValue(_ value: Any?) -> String? {
    guard case .string(let text) = KeychainValue(value) else { return nil }
    return text
}

/// A whole-number attribute given as a number or as digits (`256`, `"256"`).
func integerValue(_ value: Any?) -> Int? {
    switch KeychainValue(value) {
    case .number(let number): number == number.rounded() ? Int(number) : nil
    case .string(let text): Int(text)
    default: nil
    }
}
