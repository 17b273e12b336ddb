// Versioned schemas and migration plans, as SwiftData declares them, so an app's schema files
// compile. Every store is in memory and starts empty, so there is never anything to migrate:
// a container given a plan uses the current models and runs no stage.

/// One version of an app's models (`enum SchemaV2: VersionedSchema`).
public protocol VersionedSchema {
    /// The version (`Schema.Version(2, 0, 0)`).
    static var versionIdentifier: Schema.Version { get }
    /// The model types of this version.
    static var models: [any PersistentModel.Type] { get }
}

/// How an app's store moves between its schema versions (`enum MigrationPlan: SchemaMigrationPlan`).
public protocol SchemaMigrationPlan {
    /// The versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps between them.
    static var stages: [MigrationStage] { get }
}

/// One step of a migration plan.
public enum MigrationStage: @unchecked Sendable {
    /// A migration SwiftData infers.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A migration with code before and after.
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: ((ModelContext) throws -> Void)?,
        didMigrate: ((ModelContext) throws -> Void)?)
}

extension Schema {
    /// The schema of one version's models.
    public init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
}
