import Foundation

/// What napkin's store needs of a collection property (``List``, ``MutableSet``, ``Map``).
public protocol _RealmCollectionStorage: AnyObject {
    /// The elements (a map's values by key as a dictionary).
    var _rlmElements: [Any] { get }
    /// Replaces the elements with a snapshot `_rlmElements` gave (a cancelled write).
    func _rlmReplaceElements(_ snapshot: Any)
    /// The object holding the collection, once it is a property of one.
    var _rlmOwner: ObjectBase? { get set }
    /// Replaces each object element by what `manage` returns for it.
    func _rlmManageElements(_ manage: (ObjectBase) -> ObjectBase)
    /// Removes the elements `shouldRemove` picks.
    func _rlmRemoveAll(where shouldRemove: (Any) -> Bool)
}

/// Collection elements compared for `contains`/`index(of:)`: objects by identity, others by `==`.
func sameElement<Element: Equatable>(_ lhs: Element, _ rhs: Element) -> Bool {
    if let left = lhs as? ObjectBase, let right = rhs as? ObjectBase { return left === right }
    return lhs == rhs
}

/// An ordered list property of an object, as RealmSwift's `List`:
/// `@Persisted var dogs: List<Dog>`. Unmanaged, it is an ordinary list; once its object is in a
/// realm, changing it needs a write transaction (it traps otherwise, as Realm's does), and objects
/// appended to it are added to the realm.
public final class List<Element: RealmCollectionValue>: RandomAccessCollection, _Persistable, _RealmCollectionStorage,
    CustomStringConvertible
{
    var storage: [Element] = []
    /// The object whose property this collection is.
    public weak var _rlmOwner: ObjectBase?

    /// An empty list.
    public init() {}

    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> List<Element> { List() }

    /// The position of the first element (0).
    public var startIndex: Int { 0 }
    /// The position after the last element.
    public var endIndex: Int { storage.count }
    /// The elements, for printing.
    public var description: String { "List<\(Element.self)> \(storage)" }

    /// The element at `index`; setting it replaces that element.
    public subscript(position: Int) -> Element {
        get { storage[position] }
        set { mutate { $0[position] = newValue } }
    }

    /// The realm of the list's object.
    public var realm: Realm? { _rlmOwner?.realm }
    /// True once the list's object was deleted.
    public var isInvalidated: Bool { _rlmOwner?.isInvalidated ?? false }

    private func mutate(_ change: (inout [Element]) -> Void) {
        if let owner = _rlmOwner, let property = owner._rlmProperties.first(where: { ($0.property._rlmValue as AnyObject) === self }) {
            owner._rlmWillChange(property.property)
        }
        change(&storage)
        if let owner = _rlmOwner { owner._rlmAdopt(self) }
    }

    /// Appends `object`.
    public func append(_ object: Element) { mutate { $0.append(object) } }
    /// Appends the elements of `objects`.
    public func append<S: Sequence>(objectsIn objects: S) where S.Element == Element { mutate { $0.append(contentsOf: objects) } }
    /// Appends the elements of `objects`.
    public func append<S: Sequence>(contentsOf objects: S) where S.Element == Element { append(objectsIn: objects) }
    /// Inserts `object` at `index`.
    public func insert(_ object: Element, at index: Int) { mutate { $0.insert(object, at: index) } }
    /// Inserts `objects` at `index`.
    public func insert<C: Collection>(contentsOf objects: C, at index: Int) where C.Element == Element {
        mutate { $0.insert(contentsOf: objects, at: index) }
    }
    /// Removes the element at `index`.
    public func remove(at index: Int) { mutate { $0.remove(at: index) } }
    /// Removes the elements at `offsets`.
    public func remove(atOffsets offsets: IndexSet) {
        mutate { list in
            for index in offsets.sorted(by: >) { list.remove(at: index) }
        }
    }
    /// Removes every element.
    public func removeAll() { mutate { $0.removeAll() } }
    /// Removes the last element.
    public func removeLast() { mutate { $0.removeLast() } }
    /// Removes the first element.
    public func removeFirst() { mutate { $0.removeFirst() } }
    /// Moves the element at `from` to `to`.
    public func move(from: Int, to: Int) {
        mutate { list in
            let element = list.remove(at: from)
            list.insert(element, at: to)
        }
    }
    /// Moves the elements at `offsets` to before `destination`, as SwiftUI's `onMove` gives them.
    public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        mutate { list in
            let moving = offsets.map { list[$0] }
            let before = offsets.filter { $0 < destination }.count
            for index in offsets.sorted(by: >) { list.remove(at: index) }
            list.insert(contentsOf: moving, at: destination - before)
        }
    }
    /// Swaps two elements.
    public func swapAt(_ index1: Int, _ index2: Int) { mutate { $0.swapAt(index1, index2) } }
    /// Replaces the element at `index`.
    public func replace(index: Int, object: Element) { mutate { $0[index] = object } }

    /// The index of `object` (objects by identity), or `nil`.
    public func index(of object: Element) -> Int? { storage.firstIndex { sameElement($0, object) } }

    /// The list as live results (`where`, `filter`, `sorted` on them read the list again each time).
    var results: Results<Element> { Results(list: self) }

    /// The elements `isIncluded` keeps, as live results.
    public func `where`(_ isIncluded: (Query<Element>) -> Query<Bool>) -> Results<Element> { results.where(isIncluded) }
    /// The elements the predicate format keeps (see ``Results/filter(_:_:)``).
    public func filter(_ predicateFormat: String, _ args: Any...) -> Results<Element> {
        results.filter(NSPredicateFormat(predicateFormat, args))
    }
    /// The elements `predicate` keeps.
    public func filter(_ predicate: NSPredicate) -> Results<Element> { results.filter(predicate) }
    /// The elements sorted by the property at `keyPath`.
    public func sorted(byKeyPath keyPath: String, ascending: Bool = true) -> Results<Element> {
        results.sorted(byKeyPath: keyPath, ascending: ascending)
    }
    /// The elements sorted by `sortDescriptors`.
    public func sorted<S: Sequence>(by sortDescriptors: S) -> Results<Element> where S.Iterator.Element == SortDescriptor {
        results.sorted(by: sortDescriptors)
    }
    /// The list itself (napkin keeps no frozen versions).
    public func freeze() -> List { self }
    /// The list itself.
    public func thaw() -> List? { self }

    /// The elements, type-erased (the store snapshots and queries them).
    public var _rlmElements: [Any] { storage.map { $0 } }
    /// Restores the elements of a snapshot (a cancelled write).
    public func _rlmReplaceElements(_ snapshot: Any) {
        if let elements = snapshot as? [Any] { storage = elements.compactMap { $0 as? Element } }
    }
    /// Replaces each object element by the managed object the store gives for it.
    public func _rlmManageElements(_ manage: (ObjectBase) -> ObjectBase) {
        storage = storage.map { element in
            guard let object = element as? ObjectBase else { return element }
            return (manage(object) as? Element) ?? element
        }
    }
    /// Removes the elements `shouldRemove` picks (objects the realm deleted).
    public func _rlmRemoveAll(where shouldRemove: (Any) -> Bool) { storage.removeAll { shouldRemove($0) } }
}

extension List: Equatable {
    /// True for one list, or lists of equal elements in the same order.
    public static func == (lhs: List, rhs: List) -> Bool { lhs === rhs || lhs.storage == rhs.storage }
}

extension List: Hashable {
    /// Hashes the list by identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An unordered set property of an object, as RealmSwift's `MutableSet`: each element once
/// (objects by identity), kept in the order first inserted.
public final class MutableSet<Element: RealmCollectionValue>: RandomAccessCollection, _Persistable, _RealmCollectionStorage,
    CustomStringConvertible
{
    var storage: [Element] = []
    /// The object whose property this collection is.
    public weak var _rlmOwner: ObjectBase?

    /// An empty set.
    public init() {}

    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> MutableSet<Element> { MutableSet() }

    /// The position of the first element (0).
    public var startIndex: Int { 0 }
    /// The position after the last element.
    public var endIndex: Int { storage.count }
    /// The element at `position`.
    public subscript(position: Int) -> Element { storage[position] }
    /// The elements, for printing.
    public var description: String { "MutableSet<\(Element.self)> \(storage)" }

    /// The realm of the set's object.
    public var realm: Realm? { _rlmOwner?.realm }

    private func mutate(_ change: (inout [Element]) -> Void) {
        if let owner = _rlmOwner, let property = owner._rlmProperties.first(where: { ($0.property._rlmValue as AnyObject) === self }) {
            owner._rlmWillChange(property.property)
        }
        change(&storage)
        if let owner = _rlmOwner { owner._rlmAdopt(self) }
    }

    /// True when the set holds `object`.
    public func contains(_ object: Element) -> Bool { storage.contains { sameElement($0, object) } }
    /// Inserts `object` unless the set holds it.
    public func insert(_ object: Element) {
        guard !contains(object) else { return }
        mutate { $0.append(object) }
    }
    /// Inserts each of `objects`.
    public func insert<S: Sequence>(objectsIn objects: S) where S.Element == Element {
        for object in objects { insert(object) }
    }
    /// Removes `object`.
    public func remove(_ object: Element) { mutate { $0.removeAll { sameElement($0, object) } } }
    /// Removes every element.
    public func removeAll() { mutate { $0.removeAll() } }
    /// Keeps only the elements `other` holds too.
    public func formIntersection(_ other: MutableSet<Element>) { mutate { $0.removeAll { !other.contains($0) } } }
    /// Adds the elements of `other`.
    public func formUnion(_ other: MutableSet<Element>) { insert(objectsIn: other.storage) }
    /// Removes the elements `other` holds.
    public func subtract(_ other: MutableSet<Element>) { mutate { $0.removeAll { other.contains($0) } } }
    /// True when the sets share an element.
    public func intersects(_ other: MutableSet<Element>) -> Bool { storage.contains { other.contains($0) } }
    /// True when every element is in `other`.
    public func isSubset(of other: MutableSet<Element>) -> Bool { storage.allSatisfy { other.contains($0) } }

    /// The elements `isIncluded` keeps, as live results.
    public func `where`(_ isIncluded: (Query<Element>) -> Query<Bool>) -> Results<Element> {
        Results(elements: { [unowned self] in self.storage }).where(isIncluded)
    }
    /// The elements sorted by the property at `keyPath`.
    public func sorted(byKeyPath keyPath: String, ascending: Bool = true) -> Results<Element> {
        Results(elements: { [unowned self] in self.storage }).sorted(byKeyPath: keyPath, ascending: ascending)
    }

    /// The elements, type-erased (the store snapshots and queries them).
    public var _rlmElements: [Any] { storage.map { $0 } }
    /// Restores the elements of a snapshot (a cancelled write).
    public func _rlmReplaceElements(_ snapshot: Any) {
        if let elements = snapshot as? [Any] { storage = elements.compactMap { $0 as? Element } }
    }
    /// Replaces each object element by the managed object the store gives for it.
    public func _rlmManageElements(_ manage: (ObjectBase) -> ObjectBase) {
        storage = storage.map { element in
            guard let object = element as? ObjectBase else { return element }
            return (manage(object) as? Element) ?? element
        }
    }
    /// Removes the elements `shouldRemove` picks (objects the realm deleted).
    public func _rlmRemoveAll(where shouldRemove: (Any) -> Bool) { storage.removeAll { shouldRemove($0) } }
}

/// A dictionary property of an object keyed by strings, as RealmSwift's `Map`.
public final class Map<Key: Hashable, Value: RealmCollectionValue>: _Persistable, _RealmCollectionStorage, Sequence {
    var storage: [Key: Value] = [:]
    var order: [Key] = []
    /// The object whose property this collection is.
    public weak var _rlmOwner: ObjectBase?

    /// An empty map.
    public init() {}

    /// The value a property of this type starts with.
    public static func _rlmDefaultValue() -> Map<Key, Value> { Map() }

    private func mutate(_ change: () -> Void) {
        if let owner = _rlmOwner, let property = owner._rlmProperties.first(where: { ($0.property._rlmValue as AnyObject) === self }) {
            owner._rlmWillChange(property.property)
        }
        change()
        if let owner = _rlmOwner { owner._rlmAdopt(self) }
    }

    /// The value for `key`; setting `nil` removes it.
    public subscript(key: Key) -> Value? {
        get { storage[key] }
        set {
            mutate {
                if let newValue {
                    if storage.updateValue(newValue, forKey: key) == nil { order.append(key) }
                } else if storage.removeValue(forKey: key) != nil {
                    order.removeAll { $0 == key }
                }
            }
        }
    }

    /// The number of entries.
    public var count: Int { storage.count }
    /// The keys, in the order they were set.
    public var keys: [Key] { order }
    /// The values, in the order their keys were set.
    public var values: [Value] { order.compactMap { storage[$0] } }
    /// Sets `value` for `key`.
    public func setValue(_ value: Value, forKey key: Key) { self[key] = value }
    /// Removes the entry for `key`.
    public func removeObject(for key: Key) { self[key] = nil }
    /// Removes every entry.
    public func removeAll() {
        mutate {
            storage = [:]
            order = []
        }
    }

    /// The entries, in the order their keys were set.
    public func makeIterator() -> AnyIterator<(key: Key, value: Value)> {
        var iterator = order.makeIterator()
        return AnyIterator { [storage] in
            guard let key = iterator.next(), let value = storage[key] else { return nil }
            return (key, value)
        }
    }

    /// The elements, type-erased (the store snapshots and queries them).
    public var _rlmElements: [Any] { order.compactMap { storage[$0] } }
    /// Restores the elements of a snapshot (a cancelled write).
    public func _rlmReplaceElements(_ snapshot: Any) {}
    /// Replaces each object element by the managed object the store gives for it.
    public func _rlmManageElements(_ manage: (ObjectBase) -> ObjectBase) {
        for key in order {
            if let object = storage[key] as? ObjectBase, let managed = manage(object) as? Value { storage[key] = managed }
        }
    }
    /// Removes the elements `shouldRemove` picks (objects the realm deleted).
    public func _rlmRemoveAll(where shouldRemove: (Any) -> Bool) {
        for key in order where storage[key].map({ shouldRemove($0) }) ?? false {
            storage[key] = nil
            order.removeAll { $0 == key }
        }
    }
}
