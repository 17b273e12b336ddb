import Foundation

/// A request to a store, as CoreData's `NSPersistentStoreRequest`.
open class NSPersistentStoreRequest: @unchecked Sendable {
    /// A request.
    public init() {}
}

/// What a store request returned, as CoreData's `NSPersistentStoreResult`.
open class NSPersistentStoreResult: @unchecked Sendable {
    /// A result.
    public init() {}
}

/// A description of the objects to fetch, as CoreData's `NSFetchRequest`.
///
/// ```swift
/// let request: NSFetchRequest<Item> = Item.fetchRequest()
/// request.predicate = NSPredicate(format: "name BEGINSWITH[c] %@", "a")
/// request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.name, ascending: true)]
/// let items = try context.fetch(request)
/// ```
public final class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
    /// What a fetch returns (objects; counts come from `count(for:)`).
    public enum ResultTypeKind: Sendable { case managedObjectResultType, managedObjectIDResultType, countResultType, dictionaryResultType }

    /// The name of the entity whose objects are fetched.
    public private(set) var entityName: String?
    /// The entity whose objects are fetched.
    public var entity: NSEntityDescription? {
        didSet { if let name = entity?.name { entityName = name } }
    }
    /// Which objects are kept, or `nil` for all.
    public var predicate: Foundation.NSPredicate?
    /// The order, or `nil` for the order objects were saved in, then inserted.
    public var sortDescriptors: [NSSortDescriptor]?
    /// At most this many objects (0: no limit).
    public var fetchLimit = 0
    /// The objects skipped first.
    public var fetchOffset = 0
    /// How many objects are loaded at a time (recorded: all are in memory).
    public var fetchBatchSize = 0
    /// True to include the context's pending inserts and deletes (the default).
    public var includesPendingChanges = true
    /// True to include the objects of subentities (subclasses).
    public var includesSubentities = true
    /// True to fetch faults (recorded: objects are never faults here).
    public var returnsObjectsAsFaults = true
    /// The relationships to load with the objects (recorded).
    public var relationshipKeyPathsForPrefetching: [String]?
    /// The properties to fetch (recorded).
    public var propertiesToFetch: [Any]?
    /// What a fetch returns (recorded: objects).
    public var resultType = ResultTypeKind.managedObjectResultType
    /// The class of the objects (`ResultType` when it is a managed object subclass).
    let resultClass: NSManagedObject.Type?

    /// A request for the objects of the entity named `entityName`.
    public init(entityName: String) {
        resultClass = ResultType.self as? NSManagedObject.Type
        self.entityName = entityName
        super.init()
        // `NSFetchRequest<Item>(entityName: "Item")` registers Item's entity under its name
        if let resultClass, resultClass != NSManagedObject.self { _ = resultClass.entity() }
    }

    /// A request with the entity, predicate, order and limits of `other` (a fetched-results
    /// controller's untyped view of its typed request).
    init<Other>(copying other: NSFetchRequest<Other>) {
        resultClass = other.resultClass
        entityName = other.entityName
        super.init()
        entity = other.entity
        entityName = other.entityName
        predicate = other.predicate
        sortDescriptors = other.sortDescriptors
        fetchLimit = other.fetchLimit
        fetchOffset = other.fetchOffset
        fetchBatchSize = other.fetchBatchSize
        includesPendingChanges = other.includesPendingChanges
        includesSubentities = other.includesSubentities
    }

    /// A request without an entity, for `entity` to be set (`ResultType`'s entity when it is a subclass).
    public override init() {
        resultClass = ResultType.self as? NSManagedObject.Type
        super.init()
        if let resultClass, resultClass != NSManagedObject.self { entity = resultClass.entity() }
    }
}

/// A request that deletes the objects a fetch request selects, in the store, as CoreData's
/// `NSBatchDeleteRequest`: the contexts' pending changes are not consulted, and the objects
/// the contexts hold are marked deleted.
public final class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// What the result holds.
    public enum ResultType: Sendable { case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount }

    /// The objects to delete.
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    /// What the result holds (status only by default).
    public var resultType = ResultType.resultTypeStatusOnly

    /// Deletes what `fetchRequest` selects.
    public init(fetchRequest: NSFetchRequest<any NSFetchRequestResult>) {
        self.fetchRequest = fetchRequest
        super.init()
    }

    /// Deletes the objects with `objectIDs`.
    public convenience init(objectIDs: [NSManagedObjectID]) {
        let request = NSFetchRequest<any NSFetchRequestResult>(entityName: objectIDs.first?.entity.name ?? "")
        let ids = Set(objectIDs)
        request.predicate = NSPredicate { object, _ in (object as? NSManagedObject).map { ids.contains($0.objectID) } ?? false }
        self.init(fetchRequest: request)
    }
}

/// What an ``NSBatchDeleteRequest`` did, as CoreData's `NSBatchDeleteResult`.
public final class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the number of objects deleted or their identities, as the request's `resultType` asked.
    public let result: Any?

    init(result: Any) {
        self.result = result
        super.init()
    }
}
