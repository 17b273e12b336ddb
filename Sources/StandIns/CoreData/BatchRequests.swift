import Foundation

/// What an ``NSBatchInsertRequest``'s result holds, as CoreData's `NSBatchInsertRequestResultType`.
public enum NSBatchInsertRequestResultType: UInt, Sendable {
    /// `true` when the insert succeeded.
    case statusOnly = 0
    /// The identities of the inserted objects.
    case objectIDs = 1
    /// How many objects were inserted.
    case count = 2
}

/// A request that inserts objects into the store directly, without a context, as CoreData's
/// `NSBatchInsertRequest`: from dictionaries of values (`[["name": "Milk"], ...]`), or from a
/// handler that fills one dictionary or object at a time and returns `true` when there are no more.
///
/// As on iOS, the contexts' pending changes are not consulted and no context registers the new
/// objects: a fetch finds them in the store. Keys that are no property of the entity's class are
/// kept by the object, as ``NSManagedObject/setValue(_:forKey:)`` keeps them.
public final class NSBatchInsertRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The name of the entity whose objects are inserted.
    public var entityName: String
    /// The entity, when the request was made with one.
    public var entity: NSEntityDescription?
    /// The values of the objects to insert, one dictionary an object.
    public var objectsToInsert: [[String: Any]]?
    /// Fills the dictionary of the next object; returns `true` when there is no next object.
    public var dictionaryHandler: ((NSMutableDictionary) -> Bool)?
    /// Fills the next object; returns `true` when there is no next object.
    public var managedObjectHandler: ((NSManagedObject) -> Bool)?
    /// What the result holds (status only by default).
    public var resultType = NSBatchInsertRequestResultType.statusOnly

    /// Inserts objects of the entity named `entityName` with the values of `dictionaries`.
    public init(entityName: String, objects dictionaries: [[String: Any]]) {
        self.entityName = entityName
        objectsToInsert = dictionaries
        super.init()
    }

    /// Inserts objects of `entity` with the values of `dictionaries`.
    public convenience init(entity: NSEntityDescription, objects dictionaries: [[String: Any]]) {
        self.init(entityName: entity.name ?? "", objects: dictionaries)
        self.entity = entity
    }

    /// Inserts objects of the entity named `entityName`, each filled by `handler`, until it returns `true`.
    public convenience init(entityName: String, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.init(entityName: entityName, objects: [])
        objectsToInsert = nil
        dictionaryHandler = handler
    }

    /// Inserts objects of `entity`, each filled by `handler`, until it returns `true`.
    public convenience init(entity: NSEntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.init(entityName: entity.name ?? "", dictionaryHandler: handler)
        self.entity = entity
    }

    /// Inserts objects of the entity named `entityName`, each set up by `handler`, until it returns `true`.
    public convenience init(entityName: String, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        self.init(entityName: entityName, objects: [])
        objectsToInsert = nil
        managedObjectHandler = handler
    }

    /// Inserts objects of `entity`, each set up by `handler`, until it returns `true`.
    public convenience init(entity: NSEntityDescription, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        self.init(entityName: entity.name ?? "", managedObjectHandler: handler)
        self.entity = entity
    }

    /// The objects the request makes, none in a context.
    func makeObjects(in model: NSManagedObjectModel) -> [NSManagedObject] {
        let entity = self.entity ?? model.entity(named: entityName)
        func object(with values: [String: Any]) -> NSManagedObject {
            let object = entity.objectClass.init(entity: entity, insertInto: nil)
            for (key, value) in values { object.setValue(value, forKey: key) }
            return object
        }
        var made: [NSManagedObject] = []
        if let objectsToInsert { made += objectsToInsert.map(object(with:)) }
        if let dictionaryHandler {
            while true {
                let values = NSMutableDictionary()
                if dictionaryHandler(values) { break }
                var plain: [String: Any] = [:]
                for (key, value) in values { if let key = key as? String { plain[key] = value } }
                made.append(object(with: plain))
            }
        }
        if let managedObjectHandler {
            while true {
                let next = entity.objectClass.init(entity: entity, insertInto: nil)
                if managedObjectHandler(next) { break }
                made.append(next)
            }
        }
        return made
    }
}

/// What an ``NSBatchInsertRequest`` did, as CoreData's `NSBatchInsertResult`.
public final class NSBatchInsertResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the identities of the inserted objects or their number, as the request's `resultType` asked.
    public let result: Any?
    /// The kind of ``result``.
    public let resultType: NSBatchInsertRequestResultType

    init(result: Any, resultType: NSBatchInsertRequestResultType) {
        self.result = result
        self.resultType = resultType
        super.init()
    }
}

/// What an ``NSBatchUpdateRequest``'s result holds, as CoreData's `NSBatchUpdateRequestResultType`.
public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    /// `true` when the update succeeded.
    case statusOnlyResultType = 0
    /// The identities of the updated objects.
    case updatedObjectIDsResultType = 1
    /// How many objects were updated.
    case updatedObjectsCountResultType = 2
}

/// A request that sets properties of the stored objects a predicate selects, without a context,
/// as CoreData's `NSBatchUpdateRequest`: `propertiesToUpdate = ["isRead": true]`.
///
/// The objects' new values count as saved. Values are plain values; an `NSExpression` value is
/// not evaluated here and is refused with an error.
public final class NSBatchUpdateRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The name of the entity whose objects are updated.
    public var entityName: String
    /// The entity, when the request was made with one.
    public var entity: NSEntityDescription?
    /// Which objects are updated, or `nil` for all of the entity's.
    public var predicate: NSPredicate?
    /// The new values, by property name.
    public var propertiesToUpdate: [AnyHashable: Any]?
    /// True to update the objects of subentities too.
    public var includesSubentities = true
    /// What the result holds (status only by default).
    public var resultType = NSBatchUpdateRequestResultType.statusOnlyResultType

    /// Updates objects of the entity named `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    /// Updates objects of `entity`.
    public convenience init(entity: NSEntityDescription) {
        self.init(entityName: entity.name ?? "")
        self.entity = entity
    }
}

/// What an ``NSBatchUpdateRequest`` did, as CoreData's `NSBatchUpdateResult`.
public final class NSBatchUpdateResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the identities of the updated objects or their number, as the request's `resultType` asked.
    public let result: Any?
    /// The kind of ``result``.
    public let resultType: NSBatchUpdateRequestResultType

    init(result: Any, resultType: NSBatchUpdateRequestResultType) {
        self.result = result
        self.resultType = resultType
        super.init()
    }
}

extension NSManagedObjectContext {
    /// The context whose `perform` or `performAndWait` block is running on this thread.
    @TaskLocal static var current: NSManagedObjectContext?
}

extension NSFetchRequest {
    /// Fetches in the context whose `perform` or `performAndWait` block is running, as CoreData's
    /// `execute()`; throws when called outside such a block.
    public func execute() throws -> [ResultType] {
        guard let context = NSManagedObjectContext.current else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 134060,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "NSFetchRequest.execute() runs in a context's perform or performAndWait block; call context.fetch(request) elsewhere."
                ])
        }
        return try context.fetch(self)
    }
}
