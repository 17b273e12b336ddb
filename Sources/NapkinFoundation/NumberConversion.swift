import Foundation

/// Converts a number given as `NSNumber` (a value set by key, `setValue(5, forKey: "count")`, or read back from a store)
/// to a property's numeric type (`Int`, `Int16`, `Double`, `Bool`…), as Core Data and Realm do for their managed
/// properties; `nil` for a type that is not a number.
package enum NumberConversion {
    /// `number` as a `Value` (or `Value?`), `nil` when `Value` is not one of Swift's numbers or `Bool`.
    package static func convert<Value>(_ number: NSNumber, to type: Value.Type) -> Value? {
        let converted: Any? =
            switch type {
            case is Int.Type, is Int?.Type: number.intValue
            case is Int8.Type, is Int8?.Type: number.int8Value
            case is Int16.Type, is Int16?.Type: number.int16Value
            case is Int32.Type, is Int32?.Type: number.int32Value
            case is Int64.Type, is Int64?.Type: number.int64Value
            case is UInt.Type, is UInt?.Type: number.uintValue
            case is Double.Type, is Double?.Type: number.doubleValue
            case is Float.Type, is Float?.Type: number.floatValue
            case is Bool.Type, is Bool?.Type: number.boolValue
            default: nil
            }
        return converted as? Value
    }
}
