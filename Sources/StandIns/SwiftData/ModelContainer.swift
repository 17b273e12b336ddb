import Foundation

/// How a container stores its models, as SwiftData's `ModelConfiguration`.
///
/// **Every store is in memory** here: a configuration that names a file (`url:`) or does not
/// ask for `isStoredInMemoryOnly` keeps its models for the life of its container, as an
/// in-memory one does; nothing is written to disk. `allowsSave: false` makes `save()` fail.
public struct ModelConfiguration: Sendable, Hashable {
    /// Where an app group's store would live (recorded only).
    public struct GroupContainer: Sendable, Hashable {
        let identifier: String?
        /// The app's group, if it has one.
        public static let automatic = GroupContainer(identifier: nil)
        /// No group.
        public static let none = GroupContainer(identifier: "")
        /// The named group.
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// The CloudKit database a store would sync with (no CloudKit here: recorded only).
    public struct CloudKitDatabase: Sendable, Hashable {
        let identifier: String?
        /// The app's container, if it has one.
        public static let automatic = CloudKitDatabase(identifier: nil)
        /// No CloudKit.
        public static let none = CloudKitDatabase(identifier: "")
        /// The named container's private database.
        public static func `private`(_ container: String) -> CloudKitDatabase { CloudKitDatabase(identifier: container) }
    }

    /// The configuration's name (`"default"` when none is given).
    public let name: String
    /// The types the configuration is for, or `nil` for the container's whole schema.
    public let schema: Schema?
    /// True when the store was asked to be in memory only (every store is).
    public let isStoredInMemoryOnly: Bool
    /// False for a read-only store: saving fails.
    public let allowsSave: Bool
    /// The file the store would have on iOS (nothing is written to it).
    public private(set) var url: URL
    /// The app group given (recorded only).
    public let groupContainer: GroupContainer
    /// The CloudKit database given (recorded only).
    public let cloudKitDatabase: CloudKitDatabase

    /// A configuration (`ModelConfiguration(isStoredInMemoryOnly: true)`).
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        url = isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null") : URL(fileURLWithPath: "\(self.name).store")
    }

    /// A configuration naming a store file (kept in memory all the same).
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.init(name, schema: schema, isStoredInMemoryOnly: false, allowsSave: allowsSave, cloudKitDatabase: cloudKitDatabase)
        self.url = url
    }

    /// A configuration for `types`.
    public init(for firstType: any PersistentModel.Type, _ otherTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema([firstType] + otherTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// True for the same name, store and permissions.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly && lhs.allowsSave == rhs.allowsSave
            && lhs.url == rhs.url
    }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// An error of SwiftData's, as its `SwiftDataError`.
public struct SwiftDataError: Error, Equatable, Sendable, CustomStringConvertible {
    let code: String
    /// `SwiftDataError.modelValidationFailure`.
    public var description: String { "SwiftDataError.\(code)" }

    /// Saving failed because a deleted model's `.deny` relationship still holds models.
    public static let modelValidationFailure = SwiftDataError(code: "modelValidationFailure")
    /// The container's configuration does not allow saving.
    public static let configurationSaveNotAllowed = SwiftDataError(code: "configurationSaveNotAllowed")
    /// A container was asked for with no model type.
    public static let loadIssueModelContainer = SwiftDataError(code: "loadIssueModelContainer")
    /// A model of a type that is not in the container's schema.
    public static let unknownSchema = SwiftDataError(code: "unknownSchema")
}

/// The models of one store and the schema they follow, as SwiftData's `ModelContainer`.
///
/// Its store is in memory (see ``ModelConfiguration``): the models saved by any of its contexts
/// are kept by the container and shared by its contexts (one instance a model). The store has no
/// lock: use a container's contexts from one thread or actor at a time (the main actor, for views).
public final class ModelContainer: @unchecked Sendable {
    /// The model types.
    public let schema: Schema
    /// The configurations given (one default configuration when none was).
    public let configurations: [ModelConfiguration]
    let store = ModelStore()
    private var main: ModelContext?

    /// A container for `schema`.
    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        guard !givenSchema.types.isEmpty else { throw SwiftDataError.loadIssueModelContainer }
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }

    /// The container behind the environment's default context: no model types.
    init(empty: Void) {
        schema = Schema([])
        configurations = [ModelConfiguration(isStoredInMemoryOnly: true)]
    }

    /// A container for `schema` (`ModelContainer(for: schema, configurations: config)`).
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for `forTypes` and the types their relationships reach.
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for `forTypes` with a migration plan (there is nothing to migrate in memory).
    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// A container for `schema` with a migration plan (there is nothing to migrate in memory).
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration] = []
    ) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// A container for `schema` with a migration plan (there is nothing to migrate in memory).
    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...
    ) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    /// The context views and main-actor code use (`.modelContainer(_:)` puts it in the environment).
    @MainActor public var mainContext: ModelContext {
        if let main { return main }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        main = context
        return context
    }

    /// Deletes every model of the store (the contexts' pending changes stay theirs).
    public func deleteAllData() {
        for model in store.models { model._$persistentBacking.isDeleted = true }
        store.models.removeAll()
        store.generation += 1
    }

    /// Erases the container's store, as iOS 18's `erase()`: every saved model is deleted (as by
    /// ``deleteAllData()``), and the store's files with it. Stores here are kept in memory and
    /// never written to a file (see ``ModelConfiguration``), so there are no files to remove and
    /// erasing cannot fail; it `throws` because SwiftData's does (a store file it cannot remove).
    public func erase() throws {
        deleteAllData()
    }
}

/// The saved models of a container, in the order they were saved.
final class ModelStore {
    var models: [any PersistentModel] = []
    var generation = 0

    func contains(_ id: PersistentIdentifier) -> Bool { models.contains { $0.persistentModelID == id } }
}
