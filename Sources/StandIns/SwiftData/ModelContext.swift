import Foundation

/// Where models are inserted, changed, deleted, fetched and saved, as SwiftData's `ModelContext`.
///
/// **Semantics** (SwiftData's, in memory): inserting a model inserts the models its
/// relationships hold; fetches see the context's pending inserts and deletes; `save()` applies
/// the delete rules of the deleted models' relationships (`.cascade` deletes the related
/// models, `.nullify` removes the references to the deleted model from them, `.deny` fails the
/// save with ``SwiftDataError/modelValidationFailure`` while it holds any, `.noAction` leaves
/// them), merges a model whose `.unique` attribute equals a saved model's into that model
/// (an upsert: the saved model takes the new values), and hands the models to the container's
/// store. `rollback()` forgets the pending inserts and deletes and restores the saved models'
/// changed properties. Contexts of one container share its models (one instance a model).
public final class ModelContext {
    /// The container whose store the context saves to.
    public let container: ModelContainer
    /// True when the context saves its changes by itself, as SwiftData's main context does after
    /// a UI event: here before a `@Query` reading from it fetches, so the next render shows the
    /// saved state (delete rules applied). True for a container's `mainContext`, false for a
    /// context made with `init(_:)`.
    public var autosaveEnabled = false

    private var inserted: [any PersistentModel] = []
    private var deleted: [PersistentIdentifier: any PersistentModel] = [:]
    /// The saved models changed since the last save, with their values before the change.
    private var changed: [PersistentIdentifier: (model: any PersistentModel, values: [Any])] = [:]
    private var restoring = false
    /// The deleted models that were inserted and never saved.
    private var deletedInserts: Set<PersistentIdentifier> = []
    /// Counts the changes the context saw (a `@Query` fetches again when it moves).
    private(set) var generation = 0

    /// A context of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// True when the context has inserts, deletes or changes it has not saved.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty }
    /// The models inserted and not saved yet.
    public var insertedModelsArray: [any PersistentModel] { inserted }
    /// The saved models changed and not saved yet.
    public var changedModelsArray: [any PersistentModel] { changed.values.map(\.model) }
    /// The models deleted and not saved yet.
    public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }

    /// Inserts `model` and the models its relationships hold (inserting one already in the
    /// context changes nothing).
    public func insert<T: PersistentModel>(_ model: T) {
        insertGraph(model)
    }

    private func insertGraph(_ model: any PersistentModel) {
        let backing = model._$persistentBacking
        let id = model.persistentModelID
        if backing.context === self {
            if deleted[id] != nil { return }  // deleted, not saved: it stays deleted
            if inserted.contains(where: { $0.persistentModelID == id }) || container.store.contains(id) { return }
        }
        backing.context = self
        backing.isDeleted = false
        inserted.append(model)
        bump()
        for property in Swift.type(of: model).schemaMetadata {
            let related = property.related?(model) ?? []
            for other in related { insertGraph(other) }
            updateInverse(of: property, in: model, added: related, removed: [])
        }
    }

    /// Deletes `model`: fetches no longer return it; its delete rules apply when the context saves.
    public func delete<T: PersistentModel>(_ model: T) {
        deleteModel(model)
    }

    private func deleteModel(_ model: any PersistentModel) {
        let id = model.persistentModelID
        guard model._$persistentBacking.context === self, deleted[id] == nil else { return }
        if let index = inserted.firstIndex(where: { $0.persistentModelID == id }) {
            // Never saved: it leaves the inserts; its delete rules still apply on save.
            inserted.remove(at: index)
            deletedInserts.insert(id)
        }
        deleted[id] = model
        model._$persistentBacking.isDeleted = true
        bump()
    }

    /// Deletes every model of `model` the predicate keeps (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { deleteModel(found) }
    }

    /// The models `descriptor` describes, pending inserts and deletes included unless it says not.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var candidates = container.store.models.compactMap { $0 as? T }
        if descriptor.includePendingChanges {
            candidates = candidates.filter { deleted[$0.persistentModelID] == nil } + inserted.compactMap { $0 as? T }
        }
        if let predicate = descriptor.predicate { candidates = try candidates.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty {
            // A stable sort: models the descriptors call equal keep their order.
            candidates = candidates.enumerated().sorted { a, b in
                for sort in descriptor.sortBy {
                    switch sort.compare(a.element, b.element) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), candidates.count)
        var result = Array(candidates[offset...])
        if let limit = descriptor.fetchLimit, limit >= 0, limit < result.count { result = Array(result.prefix(limit)) }
        return result
    }

    /// How many models `descriptor` would fetch.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `descriptor` would fetch.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Runs `block`, then saves; if `block` throws, its changes are rolled back.
    public func transaction(block: () throws -> Void) throws {
        do {
            try block()
        } catch {
            rollback()
            throw error
        }
        try save()
    }

    /// The model with `id` this context knows (inserted or saved), or `nil`.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        if deleted[id] != nil { return nil }
        return (inserted + container.store.models).first { $0.persistentModelID == id } as? T
    }

    /// The model with `persistentModelID`, as SwiftData's `model(for:)`: one this context
    /// inserted, or a saved one of its container (deleted or not yet saved, it is still returned,
    /// as on iOS). An identity no context of the container ever saw traps, as SwiftData's fault
    /// for a missing model does when it is read.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        if let model = (inserted + Array(deleted.values) + container.store.models).first(where: {
            $0.persistentModelID == persistentModelID
        }) {
            return model
        }
        preconditionFailure("ModelContext.model(for:): no model with the identity \(persistentModelID) in this container")
    }

    /// Saves: applies the delete rules, merges unique clashes, hands the models to the store.
    public func save() throws {
        guard hasChanges else { return }
        guard container.configurations.allSatisfy(\.allowsSave) else { throw SwiftDataError.configurationSaveNotAllowed }
        // .deny: a deleted model whose denying relationship holds a model that stays
        for model in deleted.values {
            for property in Swift.type(of: model).schemaMetadata where property.relationship?.deleteRule == .deny {
                if (property.related?(model) ?? []).contains(where: { deleted[$0.persistentModelID] == nil && !$0.isDeleted }) {
                    throw SwiftDataError.modelValidationFailure
                }
            }
        }
        // .cascade, until no more models are deleted
        var pending = Array(deleted.values)
        while let model = pending.popLast() {
            for property in Swift.type(of: model).schemaMetadata where property.relationship?.deleteRule == .cascade {
                for related in property.related?(model) ?? [] where deleted[related.persistentModelID] == nil {
                    if let index = inserted.firstIndex(where: { $0.persistentModelID == related.persistentModelID }) {
                        inserted.remove(at: index)
                        deletedInserts.insert(related.persistentModelID)
                    }
                    deleted[related.persistentModelID] = related
                    related._$persistentBacking.isDeleted = true
                    pending.append(related)
                }
            }
        }
        // .nullify: the models that stay forget the deleted ones, except the models a deleted
        // model holds through a .noAction relationship (they keep their references)
        var keeping: [PersistentIdentifier: Set<PersistentIdentifier>] = [:]
        for model in deleted.values {
            for property in Swift.type(of: model).schemaMetadata where property.relationship?.deleteRule == .noAction {
                for related in property.related?(model) ?? [] {
                    keeping[related.persistentModelID, default: []].insert(model.persistentModelID)
                }
            }
        }
        let gone = Set(deleted.keys)
        for model in liveModels { forget(gone.subtracting(keeping[model.persistentModelID] ?? []), in: model) }
        mergeUniqueClashes()
        let deletedIDs = Set(deleted.keys)
        container.store.models.removeAll { deletedIDs.contains($0.persistentModelID) }
        container.store.models += inserted
        for id in deletedInserts { deleted[id]?._$persistentBacking.context = nil }
        deletedInserts = []
        inserted = []
        deleted = [:]
        changed = [:]
        container.store.generation += 1
        bump()
    }

    /// Forgets the pending inserts and deletes and restores the changed saved models.
    public func rollback() {
        for model in inserted { model._$persistentBacking.context = nil }
        for model in deleted.values {
            model._$persistentBacking.isDeleted = false
            if deletedInserts.contains(model.persistentModelID) { model._$persistentBacking.context = nil }
        }
        deletedInserts = []
        restoring = true
        for (model, values) in changed.values {
            for (property, value) in zip(Swift.type(of: model).schemaMetadata, values) { property.write?(model, value) }
        }
        restoring = false
        inserted = []
        deleted = [:]
        changed = [:]
        bump()
    }

    /// Every model of the store and the pending inserts (deleted ones left out).
    private var liveModels: [any PersistentModel] {
        container.store.models.filter { deleted[$0.persistentModelID] == nil } + inserted
    }

    private func forget(_ ids: Set<PersistentIdentifier>, in model: any PersistentModel) {
        for property in Swift.type(of: model).schemaMetadata { _ = property.removeReferences?(model, ids) }
    }

    /// SwiftData's upsert: an inserted model whose unique attribute equals a live model's gives
    /// that model its values and is not inserted.
    private func mergeUniqueClashes() {
        var kept: [any PersistentModel] = []
        for model in inserted {
            let properties = Swift.type(of: model).schemaMetadata
            // each .unique attribute alone, and each #Unique constraint's properties together
            var constraints = properties.filter { $0.attribute?.isUnique == true }.map { [$0] }
            for keyPaths in Swift.type(of: model)._uniquenessConstraints {
                let members = keyPaths.compactMap { keyPath in properties.first { $0.keyPath == keyPath } }
                if members.count == keyPaths.count, !members.isEmpty { constraints.append(members) }
            }
            let others = container.store.models.filter { deleted[$0.persistentModelID] == nil } + kept
            let existing =
                constraints.isEmpty
                ? nil
                : others.first { other in
                    Swift.type(of: other) == Swift.type(of: model)
                        && constraints.contains { members in
                            members.allSatisfy { member in
                                // no value is not a value: models without one never clash (as SQL's NULLs)
                                let value = member.read(model)
                                return !isNil(value) && (member.isEqual?(value, member.read(other)) ?? false)
                            }
                        }
                }
            guard let existing else {
                kept.append(model)
                continue
            }
            for property in properties { property.write?(existing, property.read(model)) }
            model._$persistentBacking.context = nil
        }
        inserted = kept
    }

    /// True for an optional without a value.
    private func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// True when `model` is inserted, deleted or changed and not saved.
    func hasUnsavedChanges(_ model: any PersistentModel) -> Bool {
        let id = model.persistentModelID
        return deleted[id] != nil || changed[id] != nil || inserted.contains { $0.persistentModelID == id }
    }

    func modelWillChange(_ model: any PersistentModel, keyPath: AnyKeyPath) {
        let id = model.persistentModelID
        if !restoring, let property = Swift.type(of: model).schemaMetadata.first(where: { $0.keyPath == keyPath }),
            let related = property.related
        {
            relatedBefore[Change(id: id, keyPath: keyPath), default: []].append(related(model))
        }
        guard !restoring, changed[id] == nil, container.store.contains(id) else { return }
        changed[id] = (model, Swift.type(of: model).schemaMetadata.map { $0.read(model) })
    }

    func modelDidChange(_ model: any PersistentModel, keyPath: AnyKeyPath) {
        let change = Change(id: model.persistentModelID, keyPath: keyPath)
        if let before = relatedBefore[change]?.popLast() {
            if relatedBefore[change]?.isEmpty == true { relatedBefore[change] = nil }
            if let property = Swift.type(of: model).schemaMetadata.first(where: { $0.keyPath == keyPath }) {
                let after = property.related?(model) ?? []
                let beforeIDs = Set(before.map(\.persistentModelID)), afterIDs = Set(after.map(\.persistentModelID))
                // a model put in a relationship of an inserted model is inserted with it
                for other in after where other._$persistentBacking.context == nil { insertGraph(other) }
                updateInverse(
                    of: property, in: model, added: after.filter { !beforeIDs.contains($0.persistentModelID) },
                    removed: before.filter { !afterIDs.contains($0.persistentModelID) })
            }
        }
        bump()
    }

    /// A change in progress to one property of one model.
    private struct Change: Hashable {
        let id: PersistentIdentifier
        let keyPath: AnyKeyPath
    }

    /// The models a relationship held before a change in progress.
    private var relatedBefore: [Change: [[any PersistentModel]]] = [:]

    /// The property of `relatedType` that is the inverse of `property` (of `type`): the one
    /// `inverse:` names on either side, else the only relationship of `relatedType` to `type`.
    private func inverse(of property: Schema.PropertyMetadata, in type: any PersistentModel.Type) -> Schema.PropertyMetadata? {
        guard let relatedType = property.relatedType else { return nil }
        let candidates = relatedType.schemaMetadata
        if let named = property.relationship?.inverse { return candidates.first { $0.keyPath == named } }
        if let naming = candidates.first(where: { $0.relationship?.inverse == property.keyPath }) { return naming }
        let toType = candidates.filter { $0.relatedType == type && $0.keyPath != property.keyPath }
        return toType.count == 1 && toType[0].relationship?.inverse == nil ? toType[0] : nil
    }

    /// SwiftData keeps both sides of a relationship: the models added to `property` of `model`
    /// hold `model` in the inverse, the removed ones drop it.
    private func updateInverse(
        of property: Schema.PropertyMetadata, in model: any PersistentModel, added: [any PersistentModel], removed: [any PersistentModel]
    ) {
        guard !restoring, let inverse = inverse(of: property, in: Swift.type(of: model)) else { return }
        for other in removed { _ = inverse.removeReferences?(other, [model.persistentModelID]) }
        for other in added { inverse.link?(other, model) }
    }

    private func bump() {
        generation += 1
    }
}
