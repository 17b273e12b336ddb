/// The model types of a container and their properties, as SwiftData's `Schema`.
public struct Schema: @unchecked Sendable {
    /// One model type of the schema.
    public struct Entity: Sendable, Hashable {
        /// The type's name (`Trip`).
        public let name: String
        /// The stored properties' names, in declaration order.
        public let propertyNames: [String]
        let type: ObjectIdentifier

        init(_ type: any PersistentModel.Type) {
            name = String(describing: type)
            propertyNames = type.schemaMetadata.map(\.name)
            self.type = ObjectIdentifier(type)
        }
    }

    /// A schema's version (`Schema.Version(1, 0, 0)`).
    public struct Version: Sendable, Hashable, CustomStringConvertible {
        public let major: Int, minor: Int, patch: Int
        /// The version `major.minor.patch`.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }
        /// `major.minor.patch`.
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// The model types, in the order given.
    public let entities: [Entity]
    /// The version given.
    public let version: Version
    let types: [any PersistentModel.Type]

    /// A schema of `types` (`Schema([Trip.self, Stop.self])`).
    public init(_ types: [any PersistentModel.Type], version: Version = Version(0, 0, 0)) {
        var unique: [any PersistentModel.Type] = []
        for type in types where !unique.contains(where: { $0 == type }) { unique.append(type) }
        self.types = unique
        entities = unique.map(Entity.init)
        self.version = version
    }

    /// A schema of `types` (`Schema(Trip.self, Stop.self)`).
    public init(_ types: any PersistentModel.Type..., version: Version = Version(0, 0, 0)) {
        self.init(types, version: version)
    }

    func contains(_ type: any PersistentModel.Type) -> Bool { types.contains { $0 == type } }
}

extension Schema {
    /// What `@Attribute` says about a property.
    public struct Attribute: Sendable {
        /// An attribute's option (`.unique`, `.externalStorage`, …).
        public struct Option: Sendable, Hashable {
            let name: String
            /// No two models of the type have equal values: inserting one that has the value of
            /// another updates the other (an upsert) when the context saves.
            public static let unique = Option(name: "unique")
            /// The value is stored beside the store (kept in memory here, as every value is).
            public static let externalStorage = Option(name: "externalStorage")
            /// Encrypted in CloudKit (no CloudKit here: recorded only).
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Kept in the history after the model is deleted (recorded only).
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            /// Tracked for changes but not persisted (recorded only: every store is in memory).
            public static let ephemeral = Option(name: "ephemeral")
            /// Indexed by Spotlight (recorded only).
            public static let spotlight = Option(name: "spotlight")
            /// Stored through a value transformer (recorded only).
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable:\(transformerName)") }
        }

        /// The options given.
        public let options: [Option]
        /// The property's name in an earlier schema (recorded only: nothing migrates in memory).
        public let originalName: String?
        /// A string that marks a change of the stored type (recorded only).
        public let hashModifier: String?

        /// The attribute as `@Attribute(options…, originalName:, hashModifier:)` writes it.
        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
            self.hashModifier = hashModifier
        }

        /// True when the values are unique among the models of the type.
        public var isUnique: Bool { options.contains(.unique) }
    }

    /// What `@Relationship` says about a property.
    public struct Relationship: @unchecked Sendable {
        /// What deleting the model does to the models this relationship holds.
        public enum DeleteRule: String, Sendable, Hashable, Codable {
            /// They are deleted too.
            case cascade
            /// Saving fails while the relationship holds any.
            case deny
            /// Nothing: they keep their references to the deleted model.
            case noAction
            /// Their references to the deleted model are removed.
            case nullify
        }

        /// A relationship's option.
        public struct Option: Sendable, Hashable {
            let name: String
            /// The related models are unique (recorded only).
            public static let unique = Option(name: "unique")
        }

        /// The options given.
        public let options: [Option]
        /// What deleting the model does to the models the relationship holds.
        public let deleteRule: DeleteRule
        /// The fewest models the relationship should hold (recorded only).
        public let minimumModelCount: Int?
        /// The most models the relationship should hold (recorded only).
        public let maximumModelCount: Int?
        /// The property's name in an earlier schema (recorded only).
        public let originalName: String?
        /// The property of the related model that points back (`\Stop.trip`).
        public let inverse: AnyKeyPath?
        /// A string that marks a change of the stored type (recorded only).
        public let hashModifier: String?

        /// The relationship as `@Relationship(…)` writes it.
        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
            originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
        ) {
            self.options = options
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            self.originalName = originalName
            self.inverse = inverse
            self.hashModifier = hashModifier
        }
    }

    /// One stored property of a model, as `@Model` lists it in `schemaMetadata`.
    public struct PropertyMetadata: @unchecked Sendable {
        /// The property's name.
        public let name: String
        /// The property's key path (`\Trip.name`).
        public let keyPath: AnyKeyPath
        /// Its `@Attribute`, if it has one.
        public let attribute: Attribute?
        /// Its `@Relationship`, or the default one (`.nullify`) when the property holds models.
        public let relationship: Relationship?

        let read: (any PersistentModel) -> Any
        /// Writes a value read by `read` back (`nil` for a `let`).
        var write: ((any PersistentModel, Any) -> Void)?
        /// The models the value holds, when it is a relationship.
        let related: ((any PersistentModel) -> [any PersistentModel])?
        /// Removes the references to the models of `ids` from the value; true when it changed.
        var removeReferences: ((any PersistentModel, Set<PersistentIdentifier>) -> Bool)?
        /// True when two values read by `read` are equal (for `.unique`), if the type is Equatable.
        let isEqual: ((Any, Any) -> Bool)?
        /// The model type a relationship holds.
        let relatedType: (any PersistentModel.Type)?
        /// Makes the relationship of the first model hold the second (to-one: only it).
        var link: ((any PersistentModel, any PersistentModel) -> Void)?

        /// A `var` of the model.
        public init<Root: PersistentModel, Value>(
            name: String, keyPath: ReferenceWritableKeyPath<Root, Value>, attribute: Attribute? = nil, relationship: Relationship? = nil
        ) {
            self.init(name: name, readOnly: keyPath, attribute: attribute, relationship: relationship)
            write = { model, value in
                if let model = model as? Root, let value = value as? Value { model[keyPath: keyPath] = value }
            }
            if let type = Value.self as? any _RelationshipValue.Type {
                removeReferences = Self.remover(Root.self, type, keyPath)
                link = Self.linker(Root.self, type, keyPath)
            }
        }

        /// Removes references from the relationship at `keyPath`, whose value type is `R`.
        private static func remover<Root, R: _RelationshipValue>(_: Root.Type, _: R.Type, _ keyPath: AnyKeyPath) -> (
            (any PersistentModel, Set<PersistentIdentifier>) -> Bool
        )? {
            guard let keyPath = keyPath as? ReferenceWritableKeyPath<Root, R> else { return nil }
            return { model, ids in
                guard let model = model as? Root, let changed = model[keyPath: keyPath]._removing(ids) else { return false }
                model[keyPath: keyPath] = changed
                return true
            }
        }

        /// Adds a model to the relationship at `keyPath`, whose value type is `R`.
        private static func linker<Root, R: _RelationshipValue>(_: Root.Type, _: R.Type, _ keyPath: AnyKeyPath) -> (
            (any PersistentModel, any PersistentModel) -> Void
        )? {
            guard let keyPath = keyPath as? ReferenceWritableKeyPath<Root, R> else { return nil }
            return { model, added in
                guard let model = model as? Root else { return }
                let current = model[keyPath: keyPath]._models
                if current.contains(where: { $0.persistentModelID == added.persistentModelID }) { return }
                if let value = R._make(R._isToMany ? current + [added] : [added]) { model[keyPath: keyPath] = value }
            }
        }

        /// A `let` of the model.
        public init<Root: PersistentModel, Value>(
            name: String, keyPath: KeyPath<Root, Value>, attribute: Attribute? = nil, relationship: Relationship? = nil
        ) {
            self.init(name: name, readOnly: keyPath, attribute: attribute, relationship: relationship)
        }

        private init<Root: PersistentModel, Value>(
            name: String, readOnly keyPath: KeyPath<Root, Value>, attribute: Attribute?, relationship: Relationship?
        ) {
            self.name = name
            self.keyPath = keyPath
            self.attribute = attribute
            read = { ($0 as! Root)[keyPath: keyPath] }
            write = nil
            removeReferences = nil
            relatedType = (Value.self as? any _RelationshipValue.Type)?._modelType
            link = nil
            if Value.self is any _RelationshipValue.Type {
                self.relationship = relationship ?? Relationship()
                related = { model in ((model as! Root)[keyPath: keyPath] as? any _RelationshipValue)?._models ?? [] }
            } else {
                self.relationship = relationship
                related = nil
            }
            if let equatable = Value.self as? any Equatable.Type {
                isEqual = { equatable._isEqual($0, $1) }
            } else {
                isEqual = nil
            }
        }
    }
}

extension Equatable {
    /// True when `a` and `b` are both of this type and equal.
    fileprivate static func _isEqual(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? Self, let b = b as? Self else { return false }
        return a == b
    }
}

/// A property value that holds models: a model, an optional model, an array of models or an
/// optional array of them.
public protocol _RelationshipValue {
    /// The models held.
    var _models: [any PersistentModel] { get }
    /// The value without the models of `ids`, or `nil` when it cannot drop them or holds none.
    func _removing(_ ids: Set<PersistentIdentifier>) -> Self?
    /// The value holding `models` (the first, for a to-one value), or `nil` if it cannot.
    static func _make(_ models: [any PersistentModel]) -> Self?
    /// True for an array of models.
    static var _isToMany: Bool { get }
    /// The model type held.
    static var _modelType: any PersistentModel.Type { get }
}

extension PersistentModel {
    /// The model itself.
    public var _models: [any PersistentModel] { [self] }
    /// A model cannot drop itself (the optional or array holding it does).
    public func _removing(_ ids: Set<PersistentIdentifier>) -> Self? { nil }
    /// The first model, if it is one of this type.
    public static func _make(_ models: [any PersistentModel]) -> Self? { models.first as? Self }
    /// A model is a to-one value.
    public static var _isToMany: Bool { false }
    /// The model's own type.
    public static var _modelType: any PersistentModel.Type { Self.self }
}

extension Optional: _RelationshipValue where Wrapped: _RelationshipValue {
    /// The wrapped value holding `models`, or `nil` (the optional) for none.
    public static func _make(_ models: [any PersistentModel]) -> Self? {
        if let made = Wrapped._make(models) { return .some(made) }
        return models.isEmpty ? .some(nil) : nil
    }
    /// As the wrapped value.
    public static var _isToMany: Bool { Wrapped._isToMany }
    /// The wrapped value's model type.
    public static var _modelType: any PersistentModel.Type { Wrapped._modelType }
    /// The wrapped value's models, none for `nil`.
    public var _models: [any PersistentModel] { self?._models ?? [] }
    /// The wrapped value without them, or `nil` (the optional) when it was one of them.
    public func _removing(_ ids: Set<PersistentIdentifier>) -> Self? {
        guard let wrapped = self else { return nil }
        if let reduced = wrapped._removing(ids) { return .some(reduced) }
        if wrapped is any PersistentModel, wrapped._models.contains(where: { ids.contains($0.persistentModelID) }) { return .some(nil) }
        return nil
    }
}

extension Array: _RelationshipValue where Element: PersistentModel {
    /// The models of the element type.
    public static func _make(_ models: [any PersistentModel]) -> Self? { models.compactMap { $0 as? Element } }
    /// An array is a to-many value.
    public static var _isToMany: Bool { true }
    /// The element type.
    public static var _modelType: any PersistentModel.Type { Element.self }
    /// The elements.
    public var _models: [any PersistentModel] { self }
    /// The elements that are not the models of `ids`.
    public func _removing(_ ids: Set<PersistentIdentifier>) -> Self? {
        let kept = filter { !ids.contains($0.persistentModelID) }
        return kept.count == count ? nil : kept
    }
}
