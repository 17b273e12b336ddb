import CloudKit
import Dispatch
import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// CoreData's store type names (every store is in memory here).
public let NSSQLiteStoreType = "SQLite"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The in-memory store type.
public let NSInMemoryStoreType = "InMemory"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The binary store type.
public let NSBinaryStoreType = "Binary"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The option that turns on persistent history tracking (recorded).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The option that posts remote-change notifications (recorded).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of a remote-change notification's history token (never posted here: see
/// `Notification.Name.NSPersistentStoreRemoteChange`).
public let NSPersistentHistoryTokenKey = "historyToken"

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted on iOS when another process or CloudKit mirroring wrote to a store whose description set
    /// ``NSPersistentStoreRemoteChangeNotificationPostOptionKey``. napkin's stores live in one process and mirror
    /// nothing, so nothing posts it; an app that observes it compiles and hears nothing, as an app with no other
    /// writer does on iOS.
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The option that migrates a store automatically (recorded).
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The option that infers a mapping model (recorded).
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// The options of a CloudKit-backed store (recorded: nothing is mirrored to napkin's CloudKit).
public final class NSPersistentCloudKitContainerOptions: @unchecked Sendable {
    /// The CloudKit container's identifier.
    public let containerIdentifier: String
    /// Which of the container's databases the store mirrors (`.private` by default; `.shared` for the records others
    /// share, `.public` for everyone's).
    public var databaseScope: CKDatabase.Scope = .private
    /// Options for `containerIdentifier`.
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

/// How a container opens a store, as CoreData's `NSPersistentStoreDescription`.
///
/// **Every store is in memory**: the URL (a file, or `/dev/null` as preview code writes it),
/// the type and the options are recorded; nothing is read from or written to disk. A read-only
/// description makes `save()` fail.
public final class NSPersistentStoreDescription: CustomStringConvertible, @unchecked Sendable {
    /// Where the store would be (`URL(fileURLWithPath: "/dev/null")` for a throwaway one).
    public var url: URL?
    /// The store's type (``NSSQLiteStoreType`` unless set).
    public var type = NSSQLiteStoreType
    /// The model configuration the store is for.
    public var configuration: String?
    /// True to have `loadPersistentStores` return before the store is added (it is added at once here).
    public var shouldAddStoreAsynchronously = false
    /// True to migrate an older store (recorded).
    public var shouldMigrateStoreAutomatically = true
    /// True to infer a mapping model (recorded).
    public var shouldInferMappingModelAutomatically = true
    /// True for a store that cannot be saved to.
    public var isReadOnly = false
    /// The CloudKit options (recorded).
    public var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    /// The options set with ``setOption(_:forKey:)``.
    public private(set) var options: [String: NSObject] = [:]

    /// A description of the store at `url`.
    public init(url: URL) { self.url = url }
    /// A description without a URL.
    public init() {}

    /// Sets (or removes, with `nil`) an option.
    public func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }

    /// `<NSPersistentStoreDescription> (type: SQLite, url: file:///dev/null)`.
    public var description: String { "<NSPersistentStoreDescription> (type: \(type), url: \(url?.absoluteString ?? "nil"))" }
}

/// A store a container loaded, as CoreData's `NSPersistentStore` (in memory).
public final class NSPersistentStore: @unchecked Sendable {
    /// Where the store would be.
    public let url: URL?
    /// The store's type.
    public let type: String
    /// True for a read-only store.
    public let isReadOnly: Bool

    init(_ description: NSPersistentStoreDescription) {
        url = description.url
        type = description.type
        isReadOnly = description.isReadOnly
    }
}

/// The link between a container's contexts and its stores, as CoreData's `NSPersistentStoreCoordinator`.
public final class NSPersistentStoreCoordinator: @unchecked Sendable {
    /// The model the stores follow.
    public let managedObjectModel: NSManagedObjectModel
    /// The stores loaded (``NSPersistentContainer/loadPersistentStores(completionHandler:)``).
    public internal(set) var persistentStores: [NSPersistentStore] = []
    /// The saved objects of the stores (one in-memory store, whatever the descriptions say).
    let store = ObjectStore()

    /// A coordinator for `model` (give it to a container to use it).
    public init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model }
}

/// A model, its store and its contexts, as CoreData's `NSPersistentContainer`.
///
/// The store is in memory (see ``NSPersistentStoreDescription``): what its contexts save is kept
/// for the life of the container and shared by them. Without a model, the container uses the
/// process's (every `NSManagedObject` subclass used so far; `name` is recorded, as no compiled
/// `.momd` exists on Linux).
open class NSPersistentContainer: @unchecked Sendable {
    /// The model's name (`NSPersistentContainer(name: "Model")`).
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator the contexts save through.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// How the stores are opened: one description by default, at `defaultDirectoryURL()/<name>.sqlite`.
    public var persistentStoreDescriptions: [NSPersistentStoreDescription]
    private var view: NSManagedObjectContext?

    /// A container for the model named `name`.
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: .process)
    }

    /// A container for `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [
            NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        ]
    }

    /// Where stores go by default (Application Support on iOS; here the user's
    /// `~/.local/share`, recorded only: nothing is written).
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
    }

    /// Opens the stores the descriptions describe, calling `block` once for each, with no error
    /// (stores in memory always open). Until then the contexts cannot fetch or save, as in CoreData.
    /// A description's settings count when its store is loaded (`isReadOnly` set later changes nothing).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.persistentStores.append(NSPersistentStore(description))
            block(description, nil)
        }
    }

    /// The main-queue context views use (`.environment(\.managedObjectContext, container.viewContext)`).
    public var viewContext: NSManagedObjectContext {
        if let view { return view }
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        view = context
        return context
    }

    /// A new private-queue context of the container's store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context, on its queue, later.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    /// Runs `block` with a new background context, on its queue, and returns what it returns.
    nonisolated(nonsending) open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T
    {
        let context = newBackgroundContext()
        return try await context.perform { try block(context) }
    }
}

/// A container whose stores CloudKit would mirror, as CoreData's `NSPersistentCloudKitContainer`.
///
/// There is no CloudKit on Linux: the stores are in memory, as ``NSPersistentContainer``'s,
/// and nothing is mirrored; the CloudKit options are recorded.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// What ``initializeCloudKitSchema(options:)`` may do.
    public struct SchemaInitializationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// The options of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Print the schema instead of uploading it.
        public static let dryRun = SchemaInitializationOptions(rawValue: 1 << 1)
        /// Print the schema.
        public static let printSchema = SchemaInitializationOptions(rawValue: 1 << 2)
    }

    /// Would upload the model's schema to CloudKit: there is none here, so it does nothing.
    open func initializeCloudKitSchema(options: SchemaInitializationOptions = []) throws {}

    /// Posted when a CloudKit setup, import or export starts or ends, as CoreData's; the event is under
    /// ``eventNotificationUserInfoKey``. Nothing is mirrored here, so a container posts none: an app's sync status
    /// stays where it starts.
    public static let eventChangedNotification = Notification.Name("NSPersistentCloudKitContainerEventChangedNotification")
    /// The user-info key of the ``Event`` in an ``eventChangedNotification``.
    public static let eventNotificationUserInfoKey = "event"

    /// One setup, import or export of a store with CloudKit, as CoreData's `NSPersistentCloudKitContainer.Event`.
    public final class Event: @unchecked Sendable {
        /// What the event does.
        public enum EventType: Int, Sendable {
            /// Preparing the store and the CloudKit zone.
            case setup
            /// Taking CloudKit's changes into the store.
            case `import`
            /// Sending the store's changes to CloudKit.
            case export
        }

        /// The event's identity (the same in its start and end notifications).
        public let identifier: UUID
        /// The identifier of the store the event is about.
        public let storeIdentifier: String
        /// What the event does.
        public let type: EventType
        /// When it started.
        public let startDate: Date
        /// When it ended, `nil` while it runs.
        public let endDate: Date?
        /// True when it ended without an error.
        public let succeeded: Bool
        /// Why it failed, if it did.
        public let error: (any Error)?

        /// An event, as a test posts one to drive an app's sync status.
        public init(
            identifier: UUID = UUID(), storeIdentifier: String, type: EventType, startDate: Date, endDate: Date? = nil,
            succeeded: Bool = false, error: (any Error)? = nil
        ) {
            self.identifier = identifier
            self.storeIdentifier = storeIdentifier
            self.type = type
            self.startDate = startDate
            self.endDate = endDate
            self.succeeded = succeeded
            self.error = error
        }
    }
}
