import Foundation

/// A value whose properties a predicate or a sort descriptor reads by key, as key-value coding
/// does on iOS: the CoreData stand-in's managed objects answer through their entity's
/// properties. Other values are read through their stored properties (`Mirror`).
@_spi(StandIns) public protocol KeyedValueSource {
    /// The value of the property `key`, or `nil` when there is none.
    func keyedValue(forKey key: String) -> Any?
}

/// Reads dotted key paths in managed objects, dictionaries and other values (by their mirror).
@_spi(StandIns) public enum KeyPathReader {
    /// The value at `path` (keys, `@count`, `SELF`) in `root`.
    public static func value(at path: [String], in root: Any?) -> Any? {
        var current: Any? = root
        for (index, key) in path.enumerated() {
            guard let value = current.flatMap(unwrap) else { return nil }
            if key == "@count" {
                current = collectionElements(value)?.count
            } else if key == "self" || key == "SELF" {
                current = value
            } else if let object = value as? any KeyedValueSource {
                current = object.keyedValue(forKey: key)
            } else if let dictionary = value as? [String: Any] {
                current = dictionary[key].flatMap(unwrap)
            } else if let elements = collectionElements(value), !(value is String) {
                // a to-many step: the values of the rest of the path in each element
                let rest = Array(path[index...])
                return elements.map { Self.value(at: rest, in: $0) as Any }
            } else {
                current = Mirror(reflecting: value).children.first { $0.label == key }.flatMap { unwrap($0.value) }
            }
        }
        return current.flatMap(unwrap)
    }

    /// The elements of an array, a set or an `NSSet`/`NSArray`, or `nil` for other values.
    public static func collectionElements(_ value: Any) -> [Any]? {
        if value is String { return nil }
        if let set = value as? NSSet { return set.allObjects }
        if let array = value as? NSArray { return array.map { $0 } }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
        return mirror.children.map(\.value)
    }
}

/// The value inside an optional, or `nil` for an optional without one; other values as they are.
@_spi(StandIns) public func unwrap(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrap(wrapped)
}

/// True when two values are the same: objects (a managed object) by identity, hashables by
/// `==`, others by their descriptions.
@_spi(StandIns) public func sameValue(_ lhs: Any, _ rhs: Any) -> Bool {
    switch (unwrap(lhs), unwrap(rhs)) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let left?, let right?):
        if Mirror(reflecting: left).displayStyle == .class, Mirror(reflecting: right).displayStyle == .class {
            return (left as AnyObject) === (right as AnyObject)
        }
        if let left = left as? AnyHashable, let right = right as? AnyHashable { return left == right }
        return String(reflecting: left) == String(reflecting: right)
    }
}

/// A value carried across a concurrency boundary its type does not declare safe (a closure the
/// caller hands over and no longer touches).
@_spi(StandIns) public struct UncheckedBox<Value>: @unchecked Sendable {
    /// The value.
    public let value: Value
    /// A box holding `value`.
    public init(_ value: Value) { self.value = value }
}
