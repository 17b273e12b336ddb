import Foundation
import NapkinUI

extension ObjectBase: ObservableObject {}

/// A write to a managed object from a binding or a property wrapper's helper: inside the
/// realm's write transaction when one is open, else in a write of its own, as RealmSwift's
/// SwiftUI bindings do; an unmanaged object is written directly.
func safeWrite(_ object: ObjectBase, _ change: () -> Void) {
    guard let realm = object.realm, !realm.isInWriteTransaction else {
        change()
        return
    }
    realm.beginWrite()
    change()
    realm.store.commitWrite()
}

private struct RealmConfigurationKey: EnvironmentKey {
    static var defaultValue: Realm.Configuration { .defaultConfiguration }
}

extension EnvironmentValues {
    /// The configuration `@ObservedResults` and `\.realm` open (the default configuration unless a view above set one).
    public var realmConfiguration: Realm.Configuration {
        get { self[RealmConfigurationKey.self] }
        set { self[RealmConfigurationKey.self] = newValue }
    }

    /// The realm of ``realmConfiguration``; setting it sets the configuration. A configuration
    /// that does not open (a lower schema version) traps, as Realm's `try! Realm()` does.
    public var realm: Realm {
        get {
            do {
                return try Realm(configuration: realmConfiguration)
            } catch {
                preconditionFailure("\\.realm: the realm of the environment's configuration did not open: \(error)")
            }
        }
        set { realmConfiguration = newValue.configuration }
    }
}

/// The objects of a type a view lists, live, as RealmSwift's `@ObservedResults`:
///
/// ```swift
/// struct DogList: View {
///     @ObservedResults(Dog.self, sortDescriptor: SortDescriptor(keyPath: "name")) var dogs
///     var body: some View {
///         List { ForEach(dogs) { Text($0.name) }.onDelete(perform: $dogs.remove) }
///     }
/// }
/// ```
/// The results come from the realm of `configuration`, else of the environment's
/// `realmConfiguration`, else of the default configuration, and are evaluated again whenever the
/// realm changed, so each render shows the realm as it is (NapkinUI renders when asked).
@preconcurrency @MainActor
@propertyWrapper
public struct ObservedResults<ResultType: Object>: DynamicProperty {
    @Environment(\.realmConfiguration) private var environmentConfiguration
    private let configuration: Realm.Configuration?
    private let query: (Results<ResultType>) -> Results<ResultType>

    /// The results of `type` that `filter` keeps, sorted by `sortDescriptor` (`animation` is accepted and unused: napkin draws still frames).
    public init(
        _ type: ResultType.Type, configuration: Realm.Configuration? = nil, filter: NSPredicate? = nil, keyPaths: [String]? = nil,
        sortDescriptor: SortDescriptor? = nil, animation: Animation? = nil
    ) {
        self.configuration = configuration
        query = { results in
            var results = results
            if let filter { results = results.filter(filter) }
            if let sortDescriptor { results = results.sorted(by: [sortDescriptor]) }
            return results
        }
    }

    /// The results of `type` that the type-safe query `where` keeps, sorted by `sortDescriptor`.
    @_disfavoredOverload
    public init(
        _ type: ResultType.Type, configuration: Realm.Configuration? = nil, where: ((Query<ResultType>) -> Query<Bool>)? = nil,
        keyPaths: [String]? = nil, sortDescriptor: SortDescriptor? = nil, animation: Animation? = nil
    ) {
        self.configuration = configuration
        let isIncluded = `where`.map { condition in UncheckedQuery(condition: condition) }
        query = { results in
            var results = results
            if let isIncluded { results = results.where(isIncluded.condition) }
            if let sortDescriptor { results = results.sorted(by: [sortDescriptor]) }
            return results
        }
    }

    private struct UncheckedQuery {
        let condition: (Query<ResultType>) -> Query<Bool>
    }

    /// The realm the results read.
    var realm: Realm {
        let configuration = self.configuration ?? environmentConfiguration
        do {
            return try Realm(configuration: configuration)
        } catch {
            preconditionFailure("@ObservedResults: the realm did not open: \(error)")
        }
    }

    /// The results now.
    public var wrappedValue: Results<ResultType> { query(realm.objects(ResultType.self)) }

    /// The property itself, for its helpers (`$dogs.append(dog)`, `$dogs.remove(atOffsets:)`).
    public var projectedValue: ObservedResults<ResultType> { self }

    /// Adds `value` to the realm in a write transaction of its own (or the open one).
    public func append(_ value: ResultType) {
        let realm = self.realm
        if realm.isInWriteTransaction {
            realm.add(value, update: .modified)
        } else {
            realm.beginWrite()
            realm.add(value, update: .modified)
            realm.store.commitWrite()
        }
    }

    /// Deletes `object` from the realm.
    public func remove(_ object: ResultType) {
        let realm = self.realm
        guard object.realm == realm else { return }
        if realm.isInWriteTransaction {
            realm.delete(object)
        } else {
            realm.beginWrite()
            realm.delete(object)
            realm.store.commitWrite()
        }
    }

    /// Deletes the objects at `offsets` of the results (as `onDelete` gives them).
    public func remove(atOffsets offsets: IndexSet) {
        let results = wrappedValue
        let objects = offsets.filter { $0 < results.count }.map { results[$0] }
        let realm = self.realm
        let wasInWrite = realm.isInWriteTransaction
        if !wasInWrite { realm.beginWrite() }
        for object in objects { realm.delete(object) }
        if !wasInWrite { realm.store.commitWrite() }
    }
}

/// A realm object a view shows and edits, as RealmSwift's `@ObservedRealmObject`: `$dog.name`
/// is a binding whose writes open a write transaction of their own, and `$dog.delete()`
/// deletes it.
@preconcurrency @MainActor
@propertyWrapper
public struct ObservedRealmObject<ObjectType: ObjectBase>: DynamicProperty {
    private let object: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        object = wrappedValue
    }

    /// The object.
    public var wrappedValue: ObjectType { object }

    /// A binding to the object; its members are bindings that write in a transaction.
    public var projectedValue: Binding<ObjectType> {
        let object = self.object
        return Binding(get: { object }, set: { _ in })
    }
}

/// A realm object a view owns, as RealmSwift's `@StateRealmObject` (kept across renders of one
/// view value; its bindings behave as ``ObservedRealmObject``'s).
@preconcurrency @MainActor
@propertyWrapper
public struct StateRealmObject<ObjectType: ObjectBase>: DynamicProperty {
    private final class Box {
        var object: ObjectType
        init(_ object: ObjectType) { self.object = object }
    }
    private let box: Box

    /// Owns `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        box = Box(wrappedValue)
    }

    /// The object.
    public var wrappedValue: ObjectType {
        get { box.object }
        nonmutating set { box.object = newValue }
    }

    /// A binding to the object; its members are bindings that write in a transaction.
    public var projectedValue: Binding<ObjectType> {
        let box = self.box
        return Binding(get: { box.object }, set: { box.object = $0 })
    }
}

extension Binding where Value: ObjectBase {
    /// A binding to the object's property at `member`; setting it writes in a transaction.
    public subscript<V>(dynamicMember member: ReferenceWritableKeyPath<Value, V>) -> Binding<V> {
        let object = wrappedValue
        return Binding<V>(get: { object[keyPath: member] }, set: { newValue in safeWrite(object) { object[keyPath: member] = newValue } })
    }

    /// Deletes the object from its realm (in a write transaction of its own, or the open one).
    public func delete() {
        let object = wrappedValue
        guard let realm = object.realm else { return }
        if realm.isInWriteTransaction {
            realm.delete(object)
        } else {
            realm.beginWrite()
            realm.delete(object)
            realm.store.commitWrite()
        }
    }
}

extension Binding {
    /// Appends `value` to the bound list (in a write transaction when its object is managed).
    public func append<Element>(_ value: Element) where Value == List<Element> {
        let list = wrappedValue
        guard let owner = list._rlmOwner else { return list.append(value) }
        safeWrite(owner) { list.append(value) }
    }

    /// Removes the list's elements at `offsets`.
    public func remove<Element>(atOffsets offsets: IndexSet) where Value == List<Element> {
        let list = wrappedValue
        guard let owner = list._rlmOwner else { return list.remove(atOffsets: offsets) }
        safeWrite(owner) { list.remove(atOffsets: offsets) }
    }

    /// Moves the list's elements at `offsets` to before `destination`.
    public func move<Element>(fromOffsets offsets: IndexSet, toOffset destination: Int) where Value == List<Element> {
        let list = wrappedValue
        guard let owner = list._rlmOwner else { return list.move(fromOffsets: offsets, toOffset: destination) }
        safeWrite(owner) { list.move(fromOffsets: offsets, toOffset: destination) }
    }
}
