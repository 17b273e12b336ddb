import Foundation
@_spi(StandIns) import NapkinFoundation

/// What one committed write transaction did, handed to the observers.
struct RealmCommit {
    var inserted: [ObjectBase] = []
    var deleted: [ObjectBase] = []
    var propertyChanges: [ObjectIdentifier: [PropertyChange]] = [:]
    /// The objects modified (not inserted or deleted) by the write.
    var modified: Set<ObjectIdentifier> = []
}

/// The objects of one realm (one configuration's `inMemoryIdentifier` or `fileURL`), kept in
/// memory for the life of the process: napkin writes no file.
final class RealmStore {
    let key: String
    var schemaVersion: UInt64
    /// The objects of each `Object` type, in the order they were added.
    var tables: [ObjectIdentifier: [Object]] = [:]
    /// Moves at every change (queries cache their results by it).
    var generation = 0
    var observers: [ObjectIdentifier: (RealmCommit) -> Void] = [:]
    var realmObservers: [ObjectIdentifier: () -> Void] = [:]

    private(set) var inWriteTransaction = false
    private var savedTables: [ObjectIdentifier: [Object]] = [:]
    private var savedValues: [(object: ObjectBase, name: String, property: any _PersistedProperty, snapshot: Any)] = []
    private var savedKeys: Set<[ObjectIdentifier]> = []
    private var added: [ObjectBase] = []
    private var deleted: [ObjectBase] = []

    init(key: String, schemaVersion: UInt64) {
        self.key = key
        self.schemaVersion = schemaVersion
    }

    // MARK: transactions

    func beginWrite() {
        precondition(!inWriteTransaction, "The Realm is already in a write transaction")
        inWriteTransaction = true
        savedTables = tables
        savedValues = []
        savedKeys = []
        added = []
        deleted = []
    }

    func commitWrite() {
        precondition(inWriteTransaction, "Can't commit a non-existing write transaction")
        inWriteTransaction = false
        var commit = RealmCommit()
        let deletedIDs = Set(deleted.map(ObjectIdentifier.init))
        let addedIDs = Set(added.map(ObjectIdentifier.init))
        commit.inserted = added.filter { !deletedIDs.contains(ObjectIdentifier($0)) }
        commit.deleted = deleted.filter { !addedIDs.contains(ObjectIdentifier($0)) }
        for entry in savedValues {
            let id = ObjectIdentifier(entry.object)
            if deletedIDs.contains(id) || addedIDs.contains(id) { continue }
            let new = entry.property._rlmSnapshot()
            if valuesEqual(entry.snapshot, new) { continue }
            commit.propertyChanges[id, default: []].append(PropertyChange(name: entry.name, oldValue: entry.snapshot, newValue: new))
            commit.modified.insert(id)
        }
        savedTables = [:]
        savedValues = []
        savedKeys = []
        added = []
        deleted = []
        generation += 1
        for observer in Array(observers.values) { observer(commit) }
        for observer in Array(realmObservers.values) { observer() }
    }

    func cancelWrite() {
        precondition(inWriteTransaction, "Can't cancel a non-existing write transaction")
        inWriteTransaction = false
        for entry in savedValues.reversed() { entry.property._rlmRestore(entry.snapshot) }
        for object in added {
            object._rlmStore = nil
        }
        for object in deleted { object._rlmInvalidated = false }
        tables = savedTables
        savedTables = [:]
        savedValues = []
        savedKeys = []
        added = []
        deleted = []
        generation += 1
    }

    /// Records `property` of `object` before its first change in the transaction.
    func recordChange(of property: any _PersistedProperty, in object: ObjectBase) {
        generation += 1
        guard let entry = object._rlmProperties.first(where: { identity(of: $0.property) == identity(of: property) }) else { return }
        let key = [ObjectIdentifier(object), identity(of: property)]
        guard savedKeys.insert(key).inserted else { return }
        savedValues.append((object, entry.name, property, property._rlmSnapshot()))
    }

    private func identity(of property: any _PersistedProperty) -> ObjectIdentifier { property._rlmStorageIdentity }

    // MARK: adding and deleting

    /// Adds `object` and the objects it links to; returns the managed object for its record (an
    /// existing one with the same primary key when `update` allows it).
    @discardableResult
    func manage(_ object: ObjectBase, update: Realm.UpdatePolicy) -> ObjectBase {
        if object._rlmStore === self, !object._rlmInvalidated { return object }
        precondition(
            object._rlmStore == nil || object._rlmInvalidated,
            "Object is already managed by another Realm. Use create instead to copy it into this Realm.")
        precondition(!object._rlmInvalidated, "Adding a deleted object to a Realm is not permitted")
        if let model = object as? Object, let key = model._rlmPrimaryKey {
            let table = tables[ObjectIdentifier(Swift.type(of: model))] ?? []
            if let existing = table.first(where: {
                $0 !== model
                    && sameValue(comparableValue($0._rlmPrimaryKey?.property._rlmValue as Any), comparableValue(key.property._rlmValue))
            }) {
                guard update != .error else {
                    preconditionFailure(
                        "Attempting to create an object of type '\(Swift.type(of: model))' with an existing primary key value '\(key.property._rlmValue)'."
                    )
                }
                object._rlmStore = self
                manageLinks(in: object)
                let incoming = object._rlmProperties
                for (name, property) in existing._rlmProperties {
                    guard let new = incoming.first(where: { $0.name == name })?.property else { continue }
                    let changes = !valuesEqual(property._rlmSnapshot(), new._rlmSnapshot())
                    if changes || update == .all { recordChange(of: property, in: existing) }
                    _ = property._rlmSet(new._rlmValue)
                    new._rlmAlias(property)
                }
                return existing
            }
        }
        object._rlmStore = self
        object._rlmInvalidated = false
        added.append(object)
        generation += 1
        if let model = object as? Object { tables[ObjectIdentifier(Swift.type(of: model)), default: []].append(model) }
        manageLinks(in: object)
        return object
    }

    /// Adds the objects `object`'s properties link to, pointing the links at the managed records.
    func manageLinks(in object: ObjectBase) {
        for (_, property) in object._rlmProperties {
            let value = property._rlmValue
            if let collection = value as? any _RealmCollectionStorage {
                collection._rlmOwner = object
                collection._rlmManageElements { self.manage($0, update: .modified) }
            } else if let link = unwrap(value) as? ObjectBase, link._rlmStore !== self || link._rlmInvalidated {
                let managed = manage(link, update: .modified)
                if managed !== link { _ = property._rlmSet(managed) }
            }
        }
    }

    /// Deletes `object` (and the embedded objects it holds) and removes the links to it.
    func delete(_ object: ObjectBase) {
        precondition(inWriteTransaction, "Can only delete an object from the Realm it belongs to, inside a write transaction.")
        guard object._rlmStore === self, !object._rlmInvalidated else {
            precondition(object._rlmStore != nil, "Can only delete an object from the Realm it belongs to.")
            return
        }
        object._rlmInvalidated = true
        deleted.append(object)
        generation += 1
        if let model = object as? Object {
            tables[ObjectIdentifier(Swift.type(of: model))]?.removeAll { $0 === model }
        }
        for (_, property) in object._rlmProperties {
            let value = property._rlmValue
            if let embedded = unwrap(value) as? EmbeddedObject { delete(embedded) }
            if let collection = value as? any _RealmCollectionStorage {
                for case let embedded as EmbeddedObject in collection._rlmElements { delete(embedded) }
            }
        }
        // links to the deleted object: lists drop it, to-one links become nil
        for table in tables.values {
            for other in table { unlink(object, from: other) }
        }
    }

    private func unlink(_ gone: ObjectBase, from object: ObjectBase) {
        for (_, property) in object._rlmProperties {
            let value = property._rlmValue
            if let collection = value as? any _RealmCollectionStorage {
                if collection._rlmElements.contains(where: { ($0 as AnyObject) === gone }) {
                    recordChange(of: property, in: object)
                    collection._rlmRemoveAll { ($0 as AnyObject) === gone }
                }
            } else if let link = unwrap(value) as? ObjectBase, link === gone {
                recordChange(of: property, in: object)
                _ = property._rlmSet(Optional<Object>.none as Any)
            }
        }
    }

    func deleteAll() {
        for table in tables.values {
            for object in table { delete(object) }
        }
    }

    /// Forgets every object (napkin's test reset).
    func reset() {
        for table in tables.values {
            for object in table { object._rlmInvalidated = true }
        }
        tables = [:]
        generation += 1
    }
}

/// True when two property values (snapshots) are the same: objects by identity, lists element by element.
func valuesEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    if let left = lhs as? [Any], let right = rhs as? [Any] {
        return left.count == right.count && zip(left, right).allSatisfy { valuesEqual($0, $1) }
    }
    if let left = lhs as? [AnyHashable: Any], let right = rhs as? [AnyHashable: Any] {
        return left.count == right.count && left.allSatisfy { key, value in right[key].map { valuesEqual(value, $0) } ?? false }
    }
    return sameValue(lhs, rhs)
}

/// The stores of the process, by configuration.
final class RealmStores: @unchecked Sendable {
    static let shared = RealmStores()
    private let lock = NSLock()
    private var stores: [String: RealmStore] = [:]

    func store(for key: String, schemaVersion: UInt64, open: (RealmStore, Bool) throws -> Void) throws -> RealmStore {
        lock.lock()
        defer { lock.unlock() }
        if let store = stores[key] {
            try open(store, false)
            return store
        }
        let store = RealmStore(key: key, schemaVersion: schemaVersion)
        try open(store, true)
        stores[key] = store
        return store
    }

    func removeAll() {
        lock.lock()
        let all = stores.values
        stores = [:]
        lock.unlock()
        for store in all { store.reset() }
    }

    func remove(_ key: String) -> Bool {
        lock.lock()
        let store = stores.removeValue(forKey: key)
        lock.unlock()
        store?.reset()
        return store != nil
    }
}
