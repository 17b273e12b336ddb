import Foundation
import NapkinCombine
import NapkinFoundation
@_spi(StandIns) import NapkinFoundation
@_spi(Reflection) import Swift
import Synchronization

/// What a fetch request can return, as CoreData's `NSFetchRequestResult` (managed objects here).
public protocol NSFetchRequestResult: AnyObject {}

/// A managed object's identity, as CoreData's `NSManagedObjectID`: its entity and a number
/// unique in the process, temporary until the object is first saved.
public final class NSManagedObjectID: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The object's entity.
    public let entity: NSEntityDescription
    let number: Int
    private let saved = Atomic<Bool>(false)

    private static let counter = Atomic<Int>(0)

    init(entity: NSEntityDescription) {
        self.entity = entity
        number = Self.counter.add(1, ordering: .relaxed).newValue
    }

    /// True until the object is saved (CoreData then gives it a permanent identity; here the
    /// same identity becomes permanent).
    public var isTemporaryID: Bool { !saved.load(ordering: .relaxed) }

    func markSaved() { saved.store(true, ordering: .relaxed) }

    /// The identity as a URL, `x-coredata:///Item/p3` (`t3` while temporary).
    public func uriRepresentation() -> URL {
        URL(string: "x-coredata:///\(entity.name ?? "")/\(isTemporaryID ? "t" : "p")\(number)")!
    }

    /// The same identity.
    public static func == (lhs: NSManagedObjectID, rhs: NSManagedObjectID) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// `<x-coredata:///Item/p3>`.
    public var description: String { "<\(uriRepresentation().absoluteString)>" }
}

/// An object of an entity, kept by a context, as CoreData's `NSManagedObject`.
///
/// **Properties on Linux.** Xcode's codegen writes `@NSManaged public var name: String?`; on
/// Linux such a property type-checks but does not link (the Objective-C runtime that would
/// supply its accessors is not there). Write the entity's attributes and relationships as
/// ordinary stored properties (`var name: String?`, `var items: Set<Item> = []`): the context,
/// ``value(forKey:)``, ``setValue(_:forKey:)``, predicates and sort descriptors read and write
/// them by name. A key that is no stored property of the class is kept by the object itself
/// (a plain `NSManagedObject` of a named entity keeps all its values so). Attributes are `var`s
/// with a strong value: `setValue(_:forKey:)` and `rollback()` write a `let`, a `weak` or an
/// `unowned` stored property as if it were one, so keep such properties out of an entity.
///
/// **Changes.** ``setValue(_:forKey:)`` sends ``objectWillChange`` first, as iOS does for any
/// managed property; a plain assignment to a Swift stored property cannot be seen as it
/// happens, so a property a view observes through `@ObservedObject` should send it:
/// `var name: String? { willSet { objectWillChange.send() } }`. The context finds changed
/// objects by comparing their values with the ones last saved (``changedValues()``).
open class NSManagedObject: NSObject, ObservableObject, NSFetchRequestResult {
    /// The object's entity.
    public let entity: NSEntityDescription
    /// The object's identity.
    public let objectID: NSManagedObjectID
    /// The context the object is inserted in or was fetched from, or `nil`.
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// True while the object is inserted and not saved.
    public internal(set) var isInserted = false
    /// True while the object is deleted and not saved.
    public internal(set) var isDeleted = false
    /// Sent before a value of the object changes (``setValue(_:forKey:)``, ``willChangeValue(forKey:)``).
    public let objectWillChange = ObservableObjectPublisher()
    /// The values of keys that are not stored properties of the class.
    private var dynamicValues: [String: Any] = [:]
    /// The values when the object was last saved (or fetched), `nil` before it is saved.
    var committed: [String: Any]?

    /// An object of `entity`, inserted into `context` when one is given.
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entity: entity)
        super.init()
        if let context { context.insert(self) }
    }

    /// An object of the class's entity in no context, as `Item()` makes one on iOS (a preview's sample object); insert
    /// it with `context.insert(_:)`.
    public convenience override init() {
        self.init(entity: Self.entity(), insertInto: nil)
    }

    /// An object of the class's entity, inserted into `context` (`Item(context: viewContext)`).
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: Self.entity(), insertInto: context)
    }

    /// The entity of the class: named as the class (`Item`), registered in the process's model.
    open class func entity() -> NSEntityDescription {
        NSEntityDescription.registered(for: self)
    }

    /// A request for the objects of the class's entity (Xcode's codegen adds a typed one, which an unannotated
    /// `Item.fetchRequest()` means, as on iOS: this one is disfavoured).
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? "\(self)")
    }

    /// True when the object is inserted, deleted or changed and not saved.
    public var hasChanges: Bool { isInserted || isDeleted || isUpdated }

    /// True when a saved object's values differ from the ones last saved.
    public var isUpdated: Bool {
        managedObjectContext != nil && !isInserted && !isDeleted && !changedValues().isEmpty
    }

    /// True for an object not inserted in any context or whose values are not loaded: here,
    /// objects are never faults.
    public var isFault: Bool { false }

    /// The values changed since the last save, by key (every value of an unsaved object).
    public func changedValues() -> [String: Any] {
        let current = allValues()
        guard let committed else { return current }
        return current.filter { key, value in !sameValue(value, committed[key] ?? Optional<Any>.none as Any) }
    }

    /// The values last saved, for `keys` (every key when `nil`).
    public func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let committed else { return [:] }
        guard let keys else { return committed }
        return committed.filter { keys.contains($0.key) }
    }

    // MARK: key-value coding

    /// The value of the stored property (or kept value) named `key`, `nil` if there is none.
    open func value(forKey key: String) -> Any? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != NSManagedObject.self {
            if let child = current.children.first(where: { $0.label == key }) { return unwrap(child.value) }
            mirror = current.superclassMirror
        }
        return dynamicValues[key]
    }

    /// The value at a dotted key path (`"folder.name"`), `nil` where a step has none.
    open func value(forKeyPath keyPath: String) -> Any? {
        KeyPathReader.value(at: keyPath.split(separator: ".").map(String.init), in: self)
    }

    /// Sets the stored property (or kept value) named `key`, sending ``objectWillChange`` first.
    ///
    /// A value whose type is not the property's traps, as CoreData raises for it.
    open func setValue(_ value: Any?, forKey key: String) {
        objectWillChange.send()
        setPrimitiveValue(value, forKey: key)
    }

    /// Sets the value named `key` without sending ``objectWillChange``.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        if let field = StoredFields.of(Swift.type(of: self)).first(where: { $0.name == key }) {
            guard field.write(value, into: self) else {
                preconditionFailure(
                    "Unacceptable type of value for attribute: property = \"\(key)\"; desired type = \(field.type); given type = \(value.map { "\(Swift.type(of: $0))" } ?? "nil")"
                )
            }
        } else {
            dynamicValues[key] = value
        }
    }

    /// The value named `key`, as ``value(forKey:)``.
    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }

    /// Sends ``objectWillChange`` (call it before changing a stored property yourself).
    open func willChangeValue(forKey key: String) { objectWillChange.send() }
    /// Marks the end of a change (nothing to do: changes are found by comparing values).
    open func didChangeValue(forKey key: String) {}

    /// Every stored property and kept value, by key (optionals without a value included).
    func allValues() -> [String: Any] {
        var values = dynamicValues
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror, current.subjectType != NSManagedObject.self {
            for child in current.children {
                guard let label = child.label, StoredFields.isAttributeName(label), values[label] == nil else { continue }
                values[label] = child.value
            }
            mirror = current.superclassMirror
        }
        return values
    }

    /// Writes back `values` (a rollback), sending ``objectWillChange`` when any differs.
    func restore(_ values: [String: Any]) {
        let changed = changedValues()
        guard !changed.isEmpty else { return }
        objectWillChange.send()
        for key in changed.keys { setPrimitiveValue(unwrap(values[key] ?? Optional<Any>.none as Any), forKey: key) }
    }

    // MARK: life-cycle hooks

    /// Called when the object is first inserted into a context.
    open func awakeFromInsert() {}
    /// Called when a fetch first returns the object to a context.
    open func awakeFromFetch() {}
    /// Called before the object's context saves it (changed, inserted or deleted).
    open func willSave() {}
    /// Called after the object's context saved it.
    open func didSave() {}
    /// Called when the object is deleted, before the delete is saved.
    open func prepareForDeletion() {}
    /// Called when the object is turned into a fault (never here).
    open func willTurnIntoFault() {}
    /// Called after the object was turned into a fault (never here).
    open func didTurnIntoFault() {}

    /// `<Item: 0x…> (entity: Item; id: <x-coredata:///Item/p1>)`.
    open override var description: String {
        "<\(Swift.type(of: self))> (entity: \(entity.name ?? "?"); id: \(objectID))"
    }
}

/// The stored properties of a managed object class below `NSManagedObject`, with what writes them.
struct StoredFields {
    let name: String
    let offset: Int
    let type: Any.Type

    /// Writes `value` into the field of `object`; false when `value` is not of the field's type.
    func write(_ value: Any?, into object: NSManagedObject) -> Bool {
        func store<Value>(_: Value.Type) -> Bool {
            let converted: Value
            if let value, let cast = value as? Value {
                converted = cast
            } else if value == nil || value is NSNull, let none = Optional<Any>.none as Any as? Value {
                converted = none
            } else if let value, let number = value as? NSNumber, let cast = NumberConversion.convert(number, to: Value.self) {
                converted = cast
            } else {
                return false
            }
            // The field of the instance at the offset the runtime reports for it.
            let address = Unmanaged.passUnretained(object).toOpaque() + offset
            address.assumingMemoryBound(to: Value.self).pointee = converted
            return true
        }
        return _openExistential(type, do: store)
    }

    /// The name of a stored property that is an attribute (not a property wrapper's or `lazy` storage).
    static func isAttributeName(_ name: String) -> Bool { !name.hasPrefix("_") && !name.hasPrefix("$") }

    private static let cache = Mutex<[ObjectIdentifier: [StoredFields]]>([:])

    /// The attribute fields of `type`, those of `NSManagedObject` and its superclasses left out.
    static func of(_ type: NSManagedObject.Type) -> [StoredFields] {
        if let known = cache.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        var base = Set<Int>()
        _ = _forEachField(of: NSManagedObject.self, options: _EachFieldOptions(rawValue: 1 << 0)) { _, offset, _, _ in
            base.insert(offset)
            return true
        }
        var fields: [StoredFields] = []
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, fieldType, _ in
            let label = String(cString: name)
            if !base.contains(offset), isAttributeName(label) { fields.append(StoredFields(name: label, offset: offset, type: fieldType)) }
            return true
        }
        cache.withLock { $0[ObjectIdentifier(type)] = fields }
        return fields
    }
}

@_spi(StandIns) extension NSManagedObject: KeyedValueSource {
    /// The value of the property `key`, for predicates and sort descriptors.
    public func keyedValue(forKey key: String) -> Any? { value(forKey: key) }
}
