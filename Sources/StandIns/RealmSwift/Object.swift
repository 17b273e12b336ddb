import Foundation
@_spi(StandIns) import NapkinFoundation

/// A value a Realm collection (``List``, ``MutableSet``, ``Results``) may hold: the
/// persistable scalars, ``PersistableEnum``s and ``Object``s, as Realm's.
public protocol RealmCollectionValue: Hashable {}

extension Bool: RealmCollectionValue {}
extension Int: RealmCollectionValue {}
extension Int8: RealmCollectionValue {}
extension Int16: RealmCollectionValue {}
extension Int32: RealmCollectionValue {}
extension Int64: RealmCollectionValue {}
extension Float: RealmCollectionValue {}
extension Double: RealmCollectionValue {}
extension String: RealmCollectionValue {}
extension Data: RealmCollectionValue {}
extension Date: RealmCollectionValue {}
extension UUID: RealmCollectionValue {}
extension Decimal: RealmCollectionValue {}
extension ObjectId: RealmCollectionValue {}
extension Optional: RealmCollectionValue where Wrapped: RealmCollectionValue {}

/// What ``Object`` and ``EmbeddedObject`` share: the realm that manages them and the bookkeeping
/// of their `@Persisted` properties (Realm's `RLMObjectBase`).
///
/// Without the Objective-C runtime, an object's properties are found through its `@Persisted`
/// wrappers: a `Mirror` over the object lists its `_name` children (the wrappers' storage) and
/// their values. Properties not marked `@Persisted` are not stored, as in Realm.
open class ObjectBase: NSObject {
    var _rlmStore: RealmStore?
    var _rlmInvalidated = false
    var _rlmFrozen = false
    private static let counter = NSLock()
    nonisolated(unsafe) private static var nextKey: UInt64 = 0
    /// A key for the object, stable for its life (``ObjectKeyIdentifiable``'s `id`).
    let _rlmObjectKey: UInt64 = {
        counter.lock()
        defer { counter.unlock() }
        nextKey += 1
        return nextKey
    }()

    /// An unmanaged object with its properties' default values.
    public override init() {
        super.init()
    }

    /// The name of the class, as a realm names its object type (what `Migration.enumerateObjects(ofType:)` takes).
    open class func className() -> String { String(describing: self) }

    /// The realm managing the object, or `nil` while it is unmanaged (not added yet) or deleted.
    public var realm: Realm? {
        guard let store = _rlmStore, !_rlmInvalidated else { return nil }
        return Realm(store: store)
    }

    /// True once the object was deleted from its realm (its properties keep their last values
    /// here, where Realm traps on reading them).
    public var isInvalidated: Bool { _rlmInvalidated }

    /// True for an object a frozen collection handed out (napkin's frozen objects are the live
    /// objects themselves; see ``Results/freeze()``).
    public var isFrozen: Bool { _rlmFrozen }

    /// Sets the properties from `value`: a dictionary by property name, an array in the order the
    /// properties are declared, or another object's properties of the same names (Realm's
    /// `init(value:)`). A value of the wrong type for its property traps, as Realm raises.
    func _rlmApply(_ value: Any) {
        let properties = _rlmProperties
        switch value {
        case let dictionary as [String: Any]:
            for (name, newValue) in dictionary { self[name] = newValue }
        case let array as [Any]:
            precondition(
                array.count <= properties.count,
                "Invalid array for \(Swift.type(of: self)): \(array.count) values for \(properties.count) properties")
            for (entry, newValue) in zip(properties, array) { self[entry.name] = newValue }
        case let object as ObjectBase:
            for (name, property) in object._rlmProperties where properties.contains(where: { $0.name == name }) {
                self[name] = property._rlmValue
            }
        default:
            preconditionFailure("Invalid value '\(value)' to initialize \(Swift.type(of: self)): pass a dictionary, an array or an object")
        }
    }

    /// The `@Persisted` properties, by name (the label without its underscore), superclasses' first.
    var _rlmProperties: [(name: String, property: any _PersistedProperty)] {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            mirrors.insert(current, at: 0)
            mirror = current.superclassMirror
        }
        return mirrors.flatMap { mirror in
            mirror.children.compactMap { child -> (String, any _PersistedProperty)? in
                guard let label = child.label, label.hasPrefix("_"), let property = child.value as? any _PersistedProperty else {
                    return nil
                }
                return (String(label.dropFirst()), property)
            }
        }
    }

    /// The value of the property `key` (`nil` when there is no such `@Persisted` property).
    public subscript(key: String) -> Any? {
        get { _rlmProperties.first { $0.name == key }.map { $0.property._rlmValue } }
        set {
            guard let property = _rlmProperties.first(where: { $0.name == key })?.property else {
                preconditionFailure("Invalid property name '\(key)' for class '\(Swift.type(of: self))'")
            }
            _rlmWillChange(property)
            guard property._rlmSet(newValue as Any) else {
                preconditionFailure("Invalid value '\(String(describing: newValue))' for property '\(key)' of '\(Swift.type(of: self))'")
            }
            _rlmAdopt(property._rlmValue)
        }
    }

    /// Checks a write to `property` is allowed and records it (called by `@Persisted` before a write).
    public func _rlmWillChange(_ property: any _PersistedProperty) {
        precondition(!_rlmFrozen, "Attempting to modify a frozen object - call thaw on the Object instance first.")
        guard let store = _rlmStore, !_rlmInvalidated else { return }
        precondition(
            store.inWriteTransaction,
            "Attempting to modify object outside of a write transaction - call beginWrite on a Realm instance first.")
        store.recordChange(of: property, in: self)
    }

    /// Adds the objects a value just written links to the object's realm (called by `@Persisted`
    /// after a write), as Realm adds linked objects when they are assigned.
    public func _rlmAdopt(_ value: Any) {
        if let collection = value as? any _RealmCollectionStorage { collection._rlmOwner = self }
        guard let store = _rlmStore, !_rlmInvalidated else { return }
        store.manageLinks(in: self)
    }
}

/// A model class a realm stores, as RealmSwift's `Object`:
///
/// ```swift
/// class Dog: Object, ObjectKeyIdentifiable {
///     @Persisted(primaryKey: true) var id: ObjectId
///     @Persisted var name = ""
///     @Persisted var owner: Person?
/// }
/// ```
/// An unmanaged object is an ordinary object; `realm.add(_:)` makes it managed (the same
/// instance), after which its properties change only inside a write transaction.
open class Object: ObjectBase {
    /// An unmanaged object with its properties' default values.
    public override init() {
        super.init()
    }

    /// An unmanaged object whose properties are set from `value`: a dictionary by property name
    /// (`Dog(value: ["name": "Rex", "age": 3])`), an array in declaration order, or another object.
    public convenience init(value: Any) {
        self.init()
        _rlmApply(value)
    }

    /// The name of the primary key property: the legacy way to declare one (`@Persisted(primaryKey: true)` wins).
    open class func primaryKey() -> String? { nil }

    /// The names of the indexed properties (legacy form; recorded only).
    open class func indexedProperties() -> [String] { [] }

    /// The names of properties the realm does not store (legacy form; only `@Persisted` ones are stored anyway).
    open class func ignoredProperties() -> [String] { [] }

    /// The primary key property, if the type has one.
    var _rlmPrimaryKey: (name: String, property: any _PersistedProperty)? {
        let properties = _rlmProperties
        if let marked = properties.first(where: { $0.property._rlmIsPrimaryKey }) { return marked }
        guard let name = Swift.type(of: self).primaryKey() else { return nil }
        return properties.first { $0.name == name }
    }

    /// The object itself: napkin's realm keeps no versions to freeze (see ``Results/freeze()``).
    public func freeze() -> Self { self }

    /// The object itself (live).
    public func thaw() -> Self? { _rlmInvalidated ? nil : self }

    /// True when `object` is this object, or the same record of the same realm.
    public func isSameObject(as object: Object?) -> Bool {
        guard let object else { return false }
        if object === self { return true }
        guard let store = _rlmStore, store === object._rlmStore, let key = _rlmPrimaryKey, let other = object._rlmPrimaryKey else {
            return false
        }
        return sameValue(key.property._rlmValue, other.property._rlmValue)
    }
}

extension Object: RealmCollectionValue, _OptionalPersistable {}

/// An object that lives only inside its parent object (a property or a list of one), as
/// RealmSwift's `EmbeddedObject`: a realm does not list it on its own, and deleting the parent
/// deletes it.
open class EmbeddedObject: ObjectBase {
    /// An unmanaged embedded object.
    public override init() {
        super.init()
    }

    /// An unmanaged embedded object whose properties are set from `value` (see ``Object/init(value:)``).
    public convenience init(value: Any) {
        self.init()
        _rlmApply(value)
    }
}

extension EmbeddedObject: RealmCollectionValue, _OptionalPersistable {}

@_spi(StandIns) extension ObjectBase: KeyedValueSource {
    /// The value a query reads for `key`: the persisted property's (enums by raw value, lists as their elements).
    public func keyedValue(forKey key: String) -> Any? {
        guard let property = _rlmProperties.first(where: { $0.name == key })?.property else { return nil }
        return comparableValue(property._rlmValue)
    }
}

/// An object whose `id` (for `ForEach` and `List`) is a key Realm gives each object, as
/// RealmSwift's `ObjectKeyIdentifiable`; a type that declares its own `id` keeps it.
public protocol ObjectKeyIdentifiable: Identifiable {}

extension ObjectKeyIdentifiable where Self: ObjectBase {
    /// A key stable for the object's life.
    public var id: UInt64 { _rlmObjectKey }
}

/// A property that changed, as RealmSwift's `PropertyChange`.
public struct PropertyChange {
    /// The property's name.
    public let name: String
    /// Its value before the write.
    public let oldValue: Any?
    /// Its value after the write.
    public let newValue: Any?
}

/// What happened to an observed object, as RealmSwift's `ObjectChange`.
public enum ObjectChange<T> {
    /// Never delivered here (no background work can fail); kept for exhaustive switches.
    case error(Swift.Error)
    /// A write changed `properties` of the object.
    case change(T, [PropertyChange])
    /// The object was deleted.
    case deleted
}

/// A type that can be given `observe` (Object's observation with its own type in the change).
public protocol _RealmObservable: AnyObject {}
extension ObjectBase: _RealmObservable {}

extension _RealmObservable where Self: ObjectBase {
    /// Calls `block` after each write transaction that changes the object (the properties named in
    /// `keyPaths`, or any) or deletes it. Delivered synchronously when the write commits (Realm
    /// delivers on the next run-loop turn). Only managed objects can be observed; an unmanaged one
    /// traps, as in Realm.
    public func observe(
        keyPaths: [String]? = nil, on queue: DispatchQueue? = nil, _ block: @escaping (ObjectChange<Self>) -> Void
    ) -> NotificationToken {
        guard let store = _rlmStore else {
            preconditionFailure("Only objects which are managed by a Realm support change notifications")
        }
        let token = NotificationToken()
        store.observers[ObjectIdentifier(token)] = { [weak self] change in
            guard let self else { return }
            if change.deleted.contains(where: { $0 === self }) {
                block(.deleted)
                return
            }
            let changes = change.propertyChanges[ObjectIdentifier(self)] ?? []
            let wanted = keyPaths.map { names in changes.filter { names.contains($0.name) } } ?? changes
            if !wanted.isEmpty { block(.change(self, wanted)) }
        }
        token.store = store
        return token
    }
}
