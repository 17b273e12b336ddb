import Foundation
import Synchronization

/// An entity of a model, as CoreData's `NSEntityDescription`: its name and the class of its objects.
///
/// There is no `.xcdatamodeld` on Linux: an entity is named as its `NSManagedObject` subclass
/// and registered in the process's model when the class is first used (``NSManagedObject/entity()``,
/// `Item(context:)`, `NSFetchRequest<Item>`); an entity name no class registered is an entity
/// whose objects are plain `NSManagedObject`s keeping their values by key.
public final class NSEntityDescription: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The entity's name (`"Item"`).
    public var name: String?
    /// The name of the class of the entity's objects.
    public var managedObjectClassName: String!
    /// The class of the entity's objects.
    let objectClass: NSManagedObject.Type
    /// The model the entity belongs to.
    public internal(set) weak var managedObjectModel: NSManagedObjectModel?

    /// An entity of plain `NSManagedObject`s, to be named.
    public convenience init() {
        self.init(name: nil, objectClass: NSManagedObject.self)
    }

    init(name: String?, objectClass: NSManagedObject.Type) {
        self.name = name
        self.objectClass = objectClass
        managedObjectClassName = String(reflecting: objectClass)
    }

    /// The names of the entity's stored properties (a class's attributes and relationships).
    public var propertyNames: [String] { StoredFields.of(objectClass).map(\.name) }

    /// The entity named `entityName` in the model of `context`'s container (registered when needed).
    public static func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model.entity(named: entityName)
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    public static func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let entity = context.model.entity(named: entityName)
        return entity.objectClass.init(entity: entity, insertInto: context)
    }

    /// The same entity.
    public static func == (lhs: NSEntityDescription, rhs: NSEntityDescription) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// `Item`.
    public var description: String { name ?? "(no name)" }

    private static let byClass = Mutex<[ObjectIdentifier: NSEntityDescription]>([:])

    /// The entity of `type`, made and added to the process's model on first use.
    static func registered(for type: NSManagedObject.Type) -> NSEntityDescription {
        if type == NSManagedObject.self { return NSManagedObjectModel.process.entity(named: "NSManagedObject") }
        if let known = byClass.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        let name = String(describing: type)
        let entity = NSManagedObjectModel.process.entity(named: name, objectClass: type)
        byClass.withLock { $0[ObjectIdentifier(type)] = entity }
        return entity
    }
}

/// The entities of a store, as CoreData's `NSManagedObjectModel`.
///
/// A container without a model of its own uses the process's model: every entity registered
/// so far (see ``NSEntityDescription``), growing as classes and entity names are used.
public final class NSManagedObjectModel: @unchecked Sendable {
    private let lock = NSLock()
    private var entityList: [NSEntityDescription] = []

    /// The process's model, which containers share unless given one.
    static let process = NSManagedObjectModel()

    /// An empty model.
    public init() {}

    /// A model of the entities of `classes` (`NSManagedObjectModel(classes: [Item.self, Folder.self])`).
    public convenience init(classes: [NSManagedObject.Type]) {
        self.init()
        entities = classes.map { $0.entity() }
    }

    /// The model of the process: Xcode's compiled models are not there on Linux, so this is
    /// every registered entity (`bundles` are not read).
    public static func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { process }

    /// The entities.
    public var entities: [NSEntityDescription] {
        get { lock.withLock { entityList } }
        set {
            lock.withLock { entityList = newValue }
            for entity in newValue where entity.managedObjectModel == nil { entity.managedObjectModel = self }
        }
    }

    /// The entities by name.
    public var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The entity named `name`; made (of plain `NSManagedObject`s, or of `objectClass`) when there is none.
    func entity(named name: String, objectClass: NSManagedObject.Type? = nil) -> NSEntityDescription {
        lock.withLock {
            if let known = entityList.first(where: { $0.name == name && (objectClass == nil || $0.objectClass == objectClass) }) {
                return known
            }
            if objectClass == nil, self !== Self.process, let shared = Self.process.existing(named: name) { return shared }
            let entity = NSEntityDescription(name: name, objectClass: objectClass ?? NSManagedObject.self)
            entity.managedObjectModel = self
            entityList.append(entity)
            return entity
        }
    }

    private func existing(named name: String) -> NSEntityDescription? {
        lock.withLock { entityList.first { $0.name == name } }
    }
}
