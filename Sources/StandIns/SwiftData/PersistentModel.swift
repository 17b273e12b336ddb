import Foundation
@_exported import Observation
import Synchronization

/// A class that `@Model` made persistent, as SwiftData's `PersistentModel`: observable,
/// identified by its ``PersistentIdentifier``, inserted in at most one ``ModelContext``.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, _RelationshipValue {
    /// The stored properties `@Model` found in the class, with their attributes.
    static var schemaMetadata: [Schema.PropertyMetadata] { get }
    /// Where the model's identity and context are kept (added by `@Model`).
    var _$persistentBacking: _PersistentBacking { get }
    /// The key paths of each `#Unique` constraint (added by `@Model` when the class has any).
    static var _uniquenessConstraints: [[AnyKeyPath]] { get }
}

extension PersistentModel {
    /// No `#Unique` constraint.
    public static var _uniquenessConstraints: [[AnyKeyPath]] { [] }

    /// The model's identity: assigned when the model is made, the same in every context.
    public var persistentModelID: PersistentIdentifier { _$persistentBacking.id }
    /// The context the model is inserted in, or `nil`.
    public var modelContext: ModelContext? { _$persistentBacking.context }
    /// True once the model is deleted from its context (until the context rolls back).
    public var isDeleted: Bool { _$persistentBacking.isDeleted }
    /// True when the model has changes its context has not saved (or it is not saved yet).
    public var hasChanges: Bool { _$persistentBacking.context?.hasUnsavedChanges(self) ?? false }

    /// The model's identity, for `ForEach` and `List` (a model that declares an `id` uses its own).
    public var id: PersistentIdentifier { persistentModelID }

    /// True for the same model (the same identity).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.persistentModelID == rhs.persistentModelID }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(persistentModelID) }
}

/// A model's identity, as SwiftData's `PersistentIdentifier`: the entity's name and a number
/// unique in the process.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The model type's name.
    public let entityName: String
    let number: Int

    private static let counter = Atomic<Int>(0)

    init(entityName: String) {
        self.entityName = entityName
        number = Self.counter.add(1, ordering: .relaxed).newValue
    }

    /// Older identities first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }
    /// `PersistentIdentifier(Trip #3)`.
    public var description: String { "PersistentIdentifier(\(entityName) #\(number))" }
}

/// The part of a model `@Model` adds as `_$persistentBacking`: its identity, its context and
/// whether it is deleted. Changes made through the model's properties reach the context here.
public final class _PersistentBacking {
    let id: PersistentIdentifier
    weak var context: ModelContext?
    var isDeleted = false

    /// A backing with a new identity for a model of the class `@Model` expands in.
    public init(entityName: String) {
        id = PersistentIdentifier(entityName: entityName)
    }

    /// Called by the model's `withMutation` before the persisted property at `keyPath` changes.
    public func willChange(_ model: any PersistentModel, keyPath: AnyKeyPath) {
        context?.modelWillChange(model, keyPath: keyPath)
    }

    /// Called by the model's `withMutation` after the persisted property at `keyPath` changed.
    public func didChange(_ model: any PersistentModel, keyPath: AnyKeyPath) {
        context?.modelDidChange(model, keyPath: keyPath)
    }
}
