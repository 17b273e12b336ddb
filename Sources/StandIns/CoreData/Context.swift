import Dispatch
import Foundation
@_spi(StandIns) import NapkinFoundation

/// The saved objects of a container, in the order they were saved.
final class ObjectStore: @unchecked Sendable {
    private let lock = NSLock()
    private var saved: [NSManagedObject] = []
    private var savedGeneration = 0

    var objects: [NSManagedObject] { lock.withLock { saved } }
    var generation: Int { lock.withLock { savedGeneration } }

    func contains(_ object: NSManagedObject) -> Bool { lock.withLock { saved.contains { $0 === object } } }

    func commit(inserted: [NSManagedObject], deleted: Set<NSManagedObjectID>) {
        lock.withLock {
            saved.removeAll { deleted.contains($0.objectID) }
            saved += inserted
            savedGeneration += 1
        }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of the inserted objects in a save notification's `userInfo`.
public let NSInsertedObjectsKey = "inserted"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of the updated objects in a save notification's `userInfo`.
public let NSUpdatedObjectsKey = "updated"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key of the deleted objects in a save notification's `userInfo`.
public let NSDeletedObjectsKey = "deleted"

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted by a context after it saved; `userInfo` holds the inserted, updated and deleted objects.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagingContextDidSaveChangesNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted by a context before it saves.
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted by a context when its objects changed: here after each save, with the save's
    /// objects (iOS also posts it at the end of each event that changed objects).
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSObjectsChangedInManagingContextNotification")
}

extension NSManagedObjectContext {
    /// Posted by a context after it saved (`NSManagedObjectContextDidSave` under iOS 14's name).
    public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
    /// Posted by a context before it saves.
    public static let willSaveObjectsNotification = Notification.Name("NSManagedObjectContextWillSaveObjectsNotification")
    /// Posted by a context when its objects changed (after each save here).
    public static let didChangeObjectsNotification = Notification.Name("NSManagedObjectContextDidChangeObjectsNotification")
}

/// Where managed objects are inserted, changed, deleted, fetched and saved, as CoreData's
/// `NSManagedObjectContext`.
///
/// **Semantics** (in memory): a context sees its container's saved objects and its own pending
/// inserts and deletes; `save()` calls `willSave()` on the changed objects, hands them to the
/// store (or, for a child context, to its parent's pending changes) and posts
/// `NSManagedObjectContextDidSave`; `rollback()` forgets the pending inserts and deletes and
/// restores the changed objects' saved values; `reset()` forgets the pending changes and the
/// registered objects. Contexts of one container share its objects (one instance an object, as
/// the SwiftData stand-in does), so a change made through one context is visible to the others
/// before it is saved; `automaticallyMergesChangesFromParent` and the merge policies are
/// recorded (there is nothing to merge). `perform` runs the block on the context's queue (the
/// main queue for a `.mainQueueConcurrencyType` context, a serial queue otherwise).
public final class NSManagedObjectContext: @unchecked Sendable {
    /// Which queue a context's blocks run on.
    public enum ConcurrencyType: Sendable {
        /// The main queue (a container's `viewContext`).
        case mainQueueConcurrencyType
        /// A private serial queue (`newBackgroundContext()`).
        case privateQueueConcurrencyType
    }

    /// When an async `perform` runs its block.
    public enum ScheduledTaskType: Sendable {
        /// Right away when called on the context's queue, else enqueued.
        case immediate
        /// Enqueued.
        case enqueued
    }

    /// The context's concurrency type.
    public let concurrencyType: ConcurrencyType
    /// A name for the context, for logs.
    public var name: String?
    /// The undo manager that records the context's changes, as CoreData's (`nil` by default on iOS). Kept: NapkinUI's
    /// contexts do not register their changes with it.
    public var undoManager: UndoManager?
    /// The author of the context's transactions (recorded).
    public var transactionAuthor: String?
    /// True when the context should take the changes its parent or store saves (recorded:
    /// contexts share their objects, so the changes are seen at once).
    public var automaticallyMergesChangesFromParent = false
    /// How conflicts are resolved (``NSMergePolicy``; recorded: there are no conflicts in memory).
    public var mergePolicy: Any = NSMergePolicy.error as Any
    /// True when the context keeps the objects it fetches alive (they always are here).
    public var retainsRegisteredObjects = false
    /// The context whose pending changes this one saves into, instead of a store.
    public var parent: NSManagedObjectContext?
    /// The coordinator whose stores the context fetches from and saves to (a container's, for its
    /// contexts); the context keeps it, and so its saved objects, alive.
    public var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { coordinator ?? parent?.persistentStoreCoordinator }
        set { coordinator = newValue }
    }

    private var coordinator: NSPersistentStoreCoordinator?
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObjectID: NSManagedObject] = [:]
    private var registered: [NSManagedObjectID: NSManagedObject] = [:]
    private(set) var generation = 0
    private let queue: DispatchQueue
    private let queueKey = DispatchSpecificKey<ObjectIdentifier>()

    /// A context whose blocks run as `concurrencyType` says.
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        queue = concurrencyType == .mainQueueConcurrencyType ? .main : DispatchQueue(label: "NSManagedObjectContext")
        queue.setSpecific(key: queueKey, value: ObjectIdentifier(self))
    }

    var model: NSManagedObjectModel { persistentStoreCoordinator?.managedObjectModel ?? .process }

    /// Counts what changed the context or its store (a `@FetchRequest` fetches again when it moves).
    var changeCount: Int { generation + (persistentStoreCoordinator?.store.generation ?? 0) + (parent?.changeCount ?? 0) }

    /// The coordinator's store, or the error CoreData gives a context without one.
    private func loadedStore() throws -> ObjectStore {
        guard let coordinator = persistentStoreCoordinator else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 134060,
                userInfo: [NSLocalizedDescriptionKey: "The context has no persistent store coordinator."])
        }
        guard !coordinator.persistentStores.isEmpty else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 134060,
                userInfo: [
                    NSLocalizedDescriptionKey: "The persistent store coordinator has no persistent stores (call loadPersistentStores)."
                ])
        }
        return coordinator.store
    }

    // MARK: changes

    /// True when the context has inserts, deletes or changed objects it has not saved.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || registered.values.contains { $0.isUpdated } }
    /// The objects inserted and not saved.
    public var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    /// The saved objects changed and not saved.
    public var updatedObjects: Set<NSManagedObject> { Set(registered.values.filter(\.isUpdated)) }
    /// The objects deleted and not saved.
    public var deletedObjects: Set<NSManagedObject> { Set(deleted.values) }
    /// The objects the context inserted or fetched.
    public var registeredObjects: Set<NSManagedObject> { Set(registered.values) }

    /// Inserts `object` (it is saved with the context's next save); `awakeFromInsert()` is called once.
    public func insert(_ object: NSManagedObject) {
        if object.managedObjectContext === self, object.isInserted || deleted[object.objectID] != nil || registered[object.objectID] != nil
        {
            return
        }
        object.managedObjectContext = self
        object.isInserted = true
        object.isDeleted = false
        inserted.append(object)
        registered[object.objectID] = object
        object.awakeFromInsert()
        changed()
    }

    /// Deletes `object`: fetches no longer return it; the store forgets it when the context saves.
    public func delete(_ object: NSManagedObject) {
        guard deleted[object.objectID] == nil, !object.isDeleted else { return }
        object.prepareForDeletion()
        if let index = inserted.firstIndex(where: { $0 === object }) {
            // never saved: it leaves the context
            inserted.remove(at: index)
            registered[object.objectID] = nil
            object.isInserted = false
            object.managedObjectContext = nil
        } else {
            object.managedObjectContext = self
            deleted[object.objectID] = object
            object.isDeleted = true
        }
        changed()
    }

    // MARK: fetching

    /// The objects `request` describes, pending inserts and deletes included unless it says not.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        try objects(for: request).compactMap { $0 as? T }
    }

    /// How many objects `request` would fetch.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try objects(for: request).count
    }

    /// The objects of the store and the context's pending changes, as `request` selects them.
    func objects<T>(for request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        guard let entityName = request.entityName ?? request.entity?.name else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 134060,
                userInfo: [NSLocalizedDescriptionKey: "A fetch request must have an entity."])
        }
        let subentitiesOf = request.includesSubentities ? request.resultClass.flatMap { $0 == NSManagedObject.self ? nil : $0 } : nil
        var candidates = try visibleObjects(includePending: request.includesPendingChanges).filter { object in
            // the entity's objects, and those of its subentities (subclasses of a typed request's class)
            object.entity.name == entityName || subentitiesOf.map { isKind(object, of: $0) } == true
        }
        if let predicate = request.predicate { candidates = candidates.filter { predicate.evaluate(with: $0) } }
        if let sorts = request.sortDescriptors, !sorts.isEmpty {
            // a stable sort: objects the descriptors call equal keep their order
            candidates = candidates.enumerated().sorted { a, b in
                for sort in sorts {
                    switch sort.compare(a.element, to: b.element) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return a.offset < b.offset
            }.map { $0.element }
        }
        let offset = min(max(request.fetchOffset, 0), candidates.count)
        var result = Array(candidates[offset...])
        if request.fetchLimit > 0, request.fetchLimit < result.count { result = Array(result.prefix(request.fetchLimit)) }
        for object in result where registered[object.objectID] == nil {
            registered[object.objectID] = object
            if object.managedObjectContext == nil { object.managedObjectContext = self }
        }
        return result
    }

    private func isKind(_ object: NSManagedObject, of cls: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let type = current {
            if type == cls { return true }
            current = _getSuperclass(type)
        }
        return false
    }

    /// The objects the context sees: the saved ones (its parent's view, for a child) less its
    /// deletes, then its inserts.
    func visibleObjects(includePending: Bool) throws -> [NSManagedObject] {
        let base = try parent?.visibleObjects(includePending: true) ?? loadedStore().objects
        guard includePending else { return base }
        return base.filter { deleted[$0.objectID] == nil } + inserted
    }

    /// The object with `objectID` the context knows (inserted, fetched or saved); traps for an
    /// identity no context knows, as CoreData raises for it.
    public func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let object = try? existingObject(with: objectID) else {
            preconditionFailure("NSManagedObjectContext.object(with:): no object with the identity \(objectID)")
        }
        return object
    }

    /// The object with `objectID`, or an error when it is deleted or unknown.
    public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        if let object = registered[objectID], deleted[objectID] == nil { return object }
        if let object = try visibleObjects(includePending: true).first(where: { $0.objectID == objectID }) {
            registered[objectID] = object
            return object
        }
        throw NSError(
            domain: NSCocoaErrorDomain, code: 133000,
            userInfo: [NSLocalizedDescriptionKey: "The object with the identity \(objectID) does not exist."])
    }

    /// The object with `objectID` if the context has registered it.
    public func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { registered[objectID] }

    // MARK: saving

    /// Saves: calls `willSave()` on the changed objects, hands them to the store (or the parent)
    /// and posts `NSManagedObjectContextDidSave`. Fails, changing nothing, when the store is read-only.
    public func save() throws {
        guard hasChanges else { return }
        let store = parent == nil ? try loadedStore() : nil
        if let coordinator = persistentStoreCoordinator, parent == nil, coordinator.persistentStores.contains(where: \.isReadOnly) {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 134030,
                userInfo: [NSLocalizedDescriptionKey: "The persistent store is read-only."])
        }
        let updated = updatedObjects
        let insertedNow = inserted, deletedNow = Array(deleted.values)
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        NotificationCenter.default.post(name: Self.willSaveObjectsNotification, object: self)
        for object in insertedNow + Array(updated) + deletedNow { object.willSave() }
        if let parent {
            for object in insertedNow {
                object.isInserted = false
                parent.insert(object)
            }
            for object in deletedNow {
                object.isDeleted = false
                parent.delete(object)
            }
        } else if let store {
            store.commit(inserted: insertedNow, deleted: Set(deleted.keys))
            for object in insertedNow + Array(updated) {
                object.isInserted = false
                object.committed = object.allValues()
                object.objectID.markSaved()
            }
            for object in deletedNow {
                registered[object.objectID] = nil
                object.managedObjectContext = nil
            }
        }
        inserted = []
        deleted = [:]
        changed()
        for object in insertedNow + Array(updated) + deletedNow { object.didSave() }
        let userInfo: [AnyHashable: Any] = [
            NSInsertedObjectsKey: Set(insertedNow), NSUpdatedObjectsKey: updated, NSDeletedObjectsKey: Set(deletedNow),
        ]
        for name in [
            .NSManagedObjectContextDidSave, Self.didSaveObjectsNotification, .NSManagedObjectContextObjectsDidChange,
            Self.didChangeObjectsNotification,
        ] {
            NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
        }
    }

    /// Forgets the pending inserts and deletes and restores the changed objects' saved values.
    public func rollback() {
        for object in inserted {
            object.isInserted = false
            object.managedObjectContext = nil
            registered[object.objectID] = nil
        }
        for object in deleted.values { object.isDeleted = false }
        for object in registered.values { if let committed = object.committed { object.restore(committed) } }
        inserted = []
        deleted = [:]
        changed()
    }

    /// Forgets the pending changes and the registered objects (the changed ones keep their values).
    public func reset() {
        for object in inserted {
            object.isInserted = false
            object.managedObjectContext = nil
        }
        for object in deleted.values { object.isDeleted = false }
        inserted = []
        deleted = [:]
        registered = [:]
        changed()
    }

    /// Brings `object` back to its saved values unless `flag` keeps its changes.
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        if !flag, !object.isInserted, let committed = object.committed { object.restore(committed) }
        changed()
    }

    /// Refreshes every registered object, keeping its changes.
    public func refreshAllObjects() { changed() }

    /// Takes the changes of another context's save (they are already seen: contexts share objects).
    public func mergeChanges(fromContextDidSave notification: Notification) { changed() }

    /// Takes changes saved elsewhere (`[NSDeletedObjectsKey: [NSManagedObjectID]]`, as a batch
    /// delete's result gives them) into `contexts`: they forget the deleted objects and fetch again.
    public static func mergeChanges(
        fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]
    ) {
        let deleted = Set(changeNotificationData[NSDeletedObjectsKey] as? [NSManagedObjectID] ?? [])
        for context in contexts {
            for id in deleted {
                context.registered[id] = nil
                context.inserted.removeAll { $0.objectID == id }
            }
            context.changed()
        }
    }

    /// Runs `request` against the store, bypassing the contexts' pending changes, as CoreData does:
    /// an ``NSBatchDeleteRequest`` deletes the stored objects it selects (the contexts' copies are
    /// marked deleted), an ``NSBatchInsertRequest`` adds objects to the store, an
    /// ``NSBatchUpdateRequest`` sets values of stored objects.
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        switch request {
        case let batch as NSBatchDeleteRequest: return try executeDelete(batch)
        case let batch as NSBatchInsertRequest: return try executeInsert(batch)
        case let batch as NSBatchUpdateRequest: return try executeUpdate(batch)
        default:
            throw NSError(
                domain: NSCocoaErrorDomain, code: 134091,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "Unsupported request \(Swift.type(of: request)): execute(_:) runs batch delete, insert and update requests; fetch with fetch(_:)."
                ])
        }
    }

    private func executeDelete(_ batch: NSBatchDeleteRequest) throws -> NSPersistentStoreResult {
        let store = try loadedStore()
        let doomed = try objects(for: batch.fetchRequest).filter { store.contains($0) }
        store.commit(inserted: [], deleted: Set(doomed.map(\.objectID)))
        for object in doomed {
            object.isDeleted = true
            registered[object.objectID] = nil
        }
        changed()
        switch batch.resultType {
        case .resultTypeCount: return NSBatchDeleteResult(result: doomed.count)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: doomed.map(\.objectID))
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
        }
    }

    private func executeInsert(_ batch: NSBatchInsertRequest) throws -> NSPersistentStoreResult {
        let store = try loadedStore()
        let made = batch.makeObjects(in: model)
        store.commit(inserted: made, deleted: [])
        for object in made {
            object.committed = object.allValues()
            object.objectID.markSaved()
        }
        changed()
        switch batch.resultType {
        case .count: return NSBatchInsertResult(result: made.count, resultType: .count)
        case .objectIDs: return NSBatchInsertResult(result: made.map(\.objectID), resultType: .objectIDs)
        case .statusOnly: return NSBatchInsertResult(result: true, resultType: .statusOnly)
        }
    }

    private func executeUpdate(_ batch: NSBatchUpdateRequest) throws -> NSPersistentStoreResult {
        let store = try loadedStore()
        let values = batch.propertiesToUpdate ?? [:]
        // Linux's Foundation marks NSExpression deprecated (it evaluates none): it is recognised by name
        if values.values.contains(where: { String(describing: Swift.type(of: $0)) == "NSExpression" }) {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 134091,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "NSBatchUpdateRequest: give propertiesToUpdate plain values; expressions are not evaluated here."
                ])
        }
        let request = NSFetchRequest<NSManagedObject>(entityName: batch.entityName)
        request.predicate = batch.predicate
        request.includesSubentities = batch.includesSubentities
        request.includesPendingChanges = false
        let targets = try objects(for: request).filter { store.contains($0) }
        for object in targets {
            for (key, value) in values {
                guard let name = key as? String else { continue }
                object.setValue(value, forKey: name)
            }
            object.committed = object.allValues()
        }
        changed()
        switch batch.resultType {
        case .updatedObjectsCountResultType: return NSBatchUpdateResult(result: targets.count, resultType: batch.resultType)
        case .updatedObjectIDsResultType: return NSBatchUpdateResult(result: targets.map(\.objectID), resultType: batch.resultType)
        case .statusOnlyResultType: return NSBatchUpdateResult(result: true, resultType: batch.resultType)
        }
    }

    /// Tells observers of the changes made since the last save: posts
    /// `NSManagedObjectContextObjectsDidChange` with the pending inserted, updated and deleted
    /// objects (iOS posts it at the end of each event; here a save posts it too), so a
    /// fetched-results controller picks up unsaved changes.
    public func processPendingChanges() {
        let userInfo: [AnyHashable: Any] = [
            NSInsertedObjectsKey: insertedObjects, NSUpdatedObjectsKey: updatedObjects, NSDeletedObjectsKey: deletedObjects,
        ]
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: userInfo)
        NotificationCenter.default.post(name: Self.didChangeObjectsNotification, object: self, userInfo: userInfo)
    }

    private func changed() {
        generation += 1
    }

    // MARK: queues

    /// Runs `block` on the context's queue, later.
    public func perform(_ block: @escaping () -> Void) {
        let work = UncheckedBox(block)
        queue.async { Self.$current.withValue(self) { work.value() } }
    }

    /// True when the caller runs on the context's queue.
    private var isOnQueue: Bool {
        DispatchQueue.getSpecific(key: queueKey) == ObjectIdentifier(self)
            || (concurrencyType == .mainQueueConcurrencyType && Thread.isMainThread)
    }

    /// Runs `block` on the context's queue, waits and returns what it returns (right away when
    /// the caller is on the queue).
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        if isOnQueue { return try Self.$current.withValue(self) { try block() } }
        return try queue.sync { try Self.$current.withValue(self) { try block() } }
    }

    /// Runs `block` on the context's queue and returns what it returns (right away when the
    /// caller is on it and `schedule` is `.immediate`).
    nonisolated(nonsending) public func perform<T>(
        schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T
    ) async rethrows -> T {
        if schedule == .immediate, isOnQueue { return try Self.$current.withValue(self) { try block() } }
        let work = UncheckedBox(block)
        let outcome: UncheckedBox<Result<T, any Error>> = await withCheckedContinuation { continuation in
            queue.async {
                let result = Self.$current.withValue(self) { Result { try work.value() } }
                continuation.resume(returning: UncheckedBox(result))
            }
        }
        return try Self.rethrowing(outcome.value, block)
    }

    /// The value of `result`, or its error, which only `block` can have thrown.
    private static func rethrowing<T>(_ result: Result<T, any Error>, _ block: () throws -> T) rethrows -> T {
        switch result {
        case .success(let value): return value
        case .failure(let error): return try { () throws -> T in throw error }()
        }
    }
}

/// Carries a value across a queue hop the context's queue serialises.

/// How a context resolves conflicts, as CoreData's `NSMergePolicy` (recorded: there are none in memory).
public final class NSMergePolicy: @unchecked Sendable {
    /// The kinds of policy.
    public enum MergePolicyType: Sendable {
        case errorMergePolicyType, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType
        case overwriteMergePolicyType, rollbackMergePolicyType
    }

    /// The policy's kind.
    public let mergeType: MergePolicyType

    /// A policy of `ty`.
    public init(merge ty: MergePolicyType) { mergeType = ty }

    /// Saving fails on a conflict (the default).
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// The store's values win, property by property.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// The context's values win, property by property.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// The context's objects replace the store's.
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    /// The store's objects replace the context's changes.
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// ``NSMergePolicy/error``, under CoreData's global name.
public let NSErrorMergePolicy: NSMergePolicy = NSMergePolicy.error
// swift-format-ignore: AlwaysUseLowerCamelCase
/// ``NSMergePolicy/mergeByPropertyStoreTrump``, under CoreData's global name.
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
// swift-format-ignore: AlwaysUseLowerCamelCase
/// ``NSMergePolicy/mergeByPropertyObjectTrump``, under CoreData's global name.
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
// swift-format-ignore: AlwaysUseLowerCamelCase
/// ``NSMergePolicy/overwrite``, under CoreData's global name.
public let NSOverwriteMergePolicy: NSMergePolicy = NSMergePolicy.overwrite
// swift-format-ignore: AlwaysUseLowerCamelCase
/// ``NSMergePolicy/rollback``, under CoreData's global name.
public let NSRollbackMergePolicy: NSMergePolicy = NSMergePolicy.rollback
