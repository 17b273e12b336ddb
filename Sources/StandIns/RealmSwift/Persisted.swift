import Foundation
import NapkinFoundation

/// A type a `@Persisted` property may hold when it is optional (every persistable type and
/// ``Object`` subclasses, which a property holds only as an optional link).
public protocol _OptionalPersistable {}

/// A type a `@Persisted` property may hold as it is, with the value a new object starts with
/// (`0`, `""`, `false`, an empty collection, the first case of an enum, …), as Realm's.
public protocol _Persistable: _OptionalPersistable {
    /// The value a property of this type holds before it is set.
    static func _rlmDefaultValue() -> Self
}

extension Optional: _OptionalPersistable where Wrapped: _OptionalPersistable {}
extension Optional: _Persistable where Wrapped: _OptionalPersistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Self { nil }
}

extension Bool: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Bool { false }
}
extension Int: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Int { 0 }
}
extension Int8: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Int8 { 0 }
}
extension Int16: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Int16 { 0 }
}
extension Int32: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Int32 { 0 }
}
extension Int64: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Int64 { 0 }
}
extension Float: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Float { 0 }
}
extension Double: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Double { 0 }
}
extension String: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> String { "" }
}
extension Data: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Data { Data() }
}
extension Date: _Persistable {
    /// The reference date's zero, as Realm's default date (1970-01-01 00:00:00 UTC).
    public static func _rlmDefaultValue() -> Date { Date(timeIntervalSince1970: 0) }
}
extension UUID: _Persistable {
    /// A new random UUID (Realm gives an unset UUID property a fresh one).
    public static func _rlmDefaultValue() -> UUID { UUID() }
}
extension Decimal: _Persistable {
    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Decimal { 0 }
}
extension ObjectId: _Persistable {
    /// A newly generated identifier, so a primary key left unset is unique (Realm does the same).
    public static func _rlmDefaultValue() -> ObjectId { .generate() }
}

/// An enum a `@Persisted` property stores by its raw value, as Realm's `PersistableEnum`:
///
/// ```swift
/// enum Kind: String, PersistableEnum { case fire, water }
/// class Monster: Object { @Persisted var kind: Kind }   // starts as .fire, the first case
/// ```
/// Queries compare the raw value (`filter("kind == %@", "fire")` or `where { $0.kind == .fire }`).
///
/// Persistable enums are `Comparable`, ordered by their raw values (as Realm's), so `[Kind].sorted()` compiles.
public protocol PersistableEnum: _Persistable, RawRepresentable, CaseIterable, RealmCollectionValue, Comparable
where RawValue: _Persistable & Comparable {}

extension PersistableEnum {
    /// Orders two cases by their raw values.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The first case, as Realm's default for an enum property.
    public static func _rlmDefaultValue() -> Self {
        guard let first = allCases.first else { preconditionFailure("PersistableEnum \(Self.self) has no cases") }
        return first
    }
}

/// The index kinds `@Persisted(indexed:)` and `@Persisted(indexedAs:)` ask for (recorded: an
/// in-memory store keeps no indexes, so they change no result).
public enum IndexType: Sendable {
    /// A general index (equality and range queries).
    case general
    /// A full-text index for string properties.
    case fullText
}

/// The storage of one `@Persisted` property, found on an ``Object`` by reflection (`Mirror`
/// over the object's `_name` children): napkin has no Objective-C runtime to list an object's
/// properties, so this is how it learns an object's schema, reads its values for queries and
/// copies them on `add(_:update:)`.
public protocol _PersistedProperty {
    /// The value, type-erased.
    var _rlmValue: Any { get }
    /// Sets the value from `value` when it is of the property's type; false otherwise.
    func _rlmSet(_ value: Any) -> Bool
    /// Makes this property read and write `other`'s storage (two objects for one record).
    func _rlmAlias(_ other: any _PersistedProperty)
    /// The identity of the storage (the same for every copy of the wrapper).
    var _rlmStorageIdentity: ObjectIdentifier { get }
    /// True for the primary key.
    var _rlmIsPrimaryKey: Bool { get }
    /// The values to save for a cancelled write (collections are snapshotted by their elements).
    func _rlmSnapshot() -> Any
    /// Restores a ``_rlmSnapshot()``.
    func _rlmRestore(_ snapshot: Any)
}

/// A property of a Realm ``Object``, as RealmSwift's `@Persisted`:
///
/// ```swift
/// class Dog: Object {
///     @Persisted(primaryKey: true) var id: ObjectId
///     @Persisted(indexed: true) var name = ""
///     @Persisted var age: Int?
///     @Persisted var toys: List<Toy>
/// }
/// ```
/// The wrapper is usable only in `Object` subclasses (it reaches its object through the
/// enclosing-instance subscript, as Realm's does), so that a write to a property of an object a
/// realm manages is checked and recorded for notifications. Writing outside a write transaction
/// traps, as Realm raises an exception (`Attempting to modify object outside of a write
/// transaction`).
@propertyWrapper
public struct Persisted<Value: _Persistable> {
    final class Storage {
        private var own: Value
        var target: Storage?
        init(_ value: Value) { own = value }
        var value: Value {
            get { target?.value ?? own }
            set {
                if let target { target.value = newValue } else { own = newValue }
            }
        }
    }

    let storage: Storage
    let isPrimaryKey: Bool
    /// The index the property asked for, if any (recorded only).
    public let indexType: IndexType?

    /// A property holding its type's default value.
    public init() {
        self.init(wrappedValue: Value._rlmDefaultValue())
    }

    /// A property holding `wrappedValue` until it is set.
    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
        isPrimaryKey = false
        indexType = nil
    }

    /// The primary key when `primaryKey` is true (one per type; `object(ofType:forPrimaryKey:)` finds by it).
    public init(primaryKey: Bool) {
        storage = Storage(Value._rlmDefaultValue())
        isPrimaryKey = primaryKey
        indexType = nil
    }

    /// A property with an index when `indexed` is true.
    public init(indexed: Bool) {
        storage = Storage(Value._rlmDefaultValue())
        isPrimaryKey = false
        indexType = indexed ? .general : nil
    }

    /// A property with an index of `indexedAs`.
    public init(indexedAs: IndexType) {
        storage = Storage(Value._rlmDefaultValue())
        isPrimaryKey = false
        indexType = indexedAs
    }

    /// A primary key or indexed property starting with `wrappedValue`.
    public init(wrappedValue: Value, primaryKey: Bool = false, indexed: Bool = false) {
        storage = Storage(wrappedValue)
        isPrimaryKey = primaryKey
        indexType = indexed ? .general : nil
    }

    /// Not available: `@Persisted` is read through its object (only `Object` subclasses may use it).
    @available(*, unavailable, message: "@Persisted can only be used as a property on a Realm object")
    public var wrappedValue: Value {
        get { fatalError("@Persisted can only be used on a Realm object") }
        // swift-format-ignore
        set { fatalError("@Persisted can only be used on a Realm object") }
    }

    /// The value, read and written through the object that holds the property.
    public static subscript<EnclosingSelf: ObjectBase>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Persisted<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let property = object[keyPath: storageKeyPath]
            object._rlmWillChange(property)
            property.storage.value = newValue
            object._rlmAdopt(newValue)
        }
    }
}

extension Persisted: _PersistedProperty {
    /// The value, type-erased.
    public var _rlmValue: Any { storage.value }
    /// Sets the value from `value` when it fits the property's type; false otherwise.
    public func _rlmSet(_ value: Any) -> Bool {
        if let value = value as? Value {
            storage.value = value
            return true
        }
        if let made = realmValue(value, as: Value.self) {
            storage.value = made
            return true
        }
        return false
    }
    /// Makes this property read and write `other`'s storage.
    public func _rlmAlias(_ other: any _PersistedProperty) {
        guard let other = other as? Persisted<Value>, other.storage !== storage else { return }
        storage.value = other.storage.value
        storage.target = other.storage
    }
    /// True for the primary key.
    public var _rlmIsPrimaryKey: Bool { isPrimaryKey }
    /// The identity of the storage, shared by every copy of the wrapper.
    public var _rlmStorageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }
    /// The value to restore if the write is cancelled.
    public func _rlmSnapshot() -> Any {
        if let collection = storage.value as? any _RealmCollectionStorage { return collection._rlmElements }
        return storage.value
    }
    /// Restores a snapshot (a cancelled write).
    public func _rlmRestore(_ snapshot: Any) {
        if let collection = storage.value as? any _RealmCollectionStorage {
            collection._rlmReplaceElements(snapshot)
        } else if let value = snapshot as? Value {
            storage.value = value
        }
    }
}

/// The value a query or a sort compares for `value`: an enum's raw value, a list's elements,
/// other values as they are.
func comparableValue(_ value: Any) -> Any {
    if let collection = value as? any _RealmCollectionStorage { return collection._rlmElements }
    if let enumValue = value as? any PersistableEnum { return rawValue(of: enumValue) }
    return value
}

private func rawValue<E: PersistableEnum>(of value: E) -> Any { value.rawValue }

/// `value` as a `Value` (an enum made from its raw value, an `Int` from an `NSNumber`), or `nil`.
func realmValue<Value>(_ value: Any, as type: Value.Type) -> Value? {
    if let value = value as? Value { return value }
    if let enumType = Value.self as? any PersistableEnum.Type { return makeEnum(enumType, from: value) as? Value }
    if let number = value as? NSNumber { return NumberConversion.convert(number, to: Value.self) }
    return nil
}

private func makeEnum<E: PersistableEnum>(_ type: E.Type, from value: Any) -> E? {
    (value as? E.RawValue).flatMap(E.init(rawValue:))
}
