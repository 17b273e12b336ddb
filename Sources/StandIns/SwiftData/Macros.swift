import Foundation
import NapkinUI
import Observation

// The macros of SwiftData, expanded by napkin's compiler plugin (NapkinPreviewMacros, no
// swift-syntax): the same plugin that expands `#Preview`.

/// Makes a class a persistent model, as SwiftData's `@Model`:
///
/// ```swift
/// @Model final class Trip {
///     @Attribute(.unique) var code: String
///     var name: String
///     @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
///     @Transient var isExpanded = false
///     init(code: String, name: String) { self.code = code; self.name = name }
/// }
/// ```
///
/// The class becomes ``PersistentModel`` and `Observable`: each stored `var` that is not
/// `@Transient` is tracked as `@Observable` tracks it (so `@Bindable` and observation work) and
/// reports its changes to the ``ModelContext`` the model is inserted in. The class's stored
/// properties, with their `@Attribute` and `@Relationship` options, are its schema
/// (`schemaMetadata`). On a struct, enum or actor it is an error.
@attached(
    member, names: named(_$observationRegistrar), named(_$persistentBacking), named(access), named(withMutation), named(schemaMetadata),
    named(_uniquenessConstraints))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "NapkinPreviewMacros", type: "ModelMacro")

/// What `@Model` puts on each stored property it persists: the property becomes computed over
/// a private storage `_name`, reads are reported to observation, writes go through the model's
/// `withMutation` (observation and the model's context).
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty() = #externalMacro(module: "NapkinPreviewMacros", type: "PersistedPropertyMacro")

/// Options of one stored property of a model (`@Attribute(.unique) var code: String`). The
/// arguments become the property's ``Schema/Attribute`` in the model's schema.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "NapkinPreviewMacros", type: "AttributeMacro")

/// A relationship's delete rule and inverse (`@Relationship(deleteRule: .cascade) var stops: [Stop]`).
/// A property whose type is a model, an optional model or an array of models is a relationship
/// without it too, with the `.nullify` rule.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
) = #externalMacro(module: "NapkinPreviewMacros", type: "RelationshipMacro")

/// A stored property of a model that is neither persisted nor observed (`@Transient var isExpanded = false`).
@attached(peer)
public macro Transient() = #externalMacro(module: "NapkinPreviewMacros", type: "TransientMacro")

/// `@Query var trips: [Trip]`, as SwiftData declares it: a macro, since without arguments only
/// the property's type names the model. It stores a ``Query`` as `_trips`, made with the
/// attribute's arguments (an `init` may replace it: `_trips = Query(filter: …, sort: …)`), and
/// reads the models from it. One overload a form of ``Query``'s initialisers.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "NapkinPreviewMacros", type: "QueryMacro")

/// `@Query(animation: .default) var trips: [Trip]`: every model, changes animated; only the
/// property's type names the model, as for `@Query` without arguments.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query(animation: Animation) = #externalMacro(module: "NapkinPreviewMacros", type: "QueryMacro")

/// `@Query(transaction: Transaction(animation: .default)) var trips: [Trip]`: every model, changes
/// animated with the transaction's animation.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query(transaction: Transaction?) = #externalMacro(module: "NapkinPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) =
    #externalMacro(module: "NapkinPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) =
    #externalMacro(module: "NapkinPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default
) = #externalMacro(module: "NapkinPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?
) = #externalMacro(module: "NapkinPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel, Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
) = #externalMacro(module: "NapkinPreviewMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel, Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
    animation: Animation = .default
) = #externalMacro(module: "NapkinPreviewMacros", type: "QueryMacro")

/// A uniqueness constraint over several properties, as SwiftData's `#Unique` (in a `@Model`
/// class's body): `#Unique<Trip>([\.name, \.startDate])`. A model inserted with the same values
/// as a saved one in all of a constraint's properties updates that one on save, as `.unique` does.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "NapkinPreviewMacros", type: "UniqueMacro")

/// Indexes for fetches, as SwiftData's `#Index` (accepted; an in-memory store scans).
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "NapkinPreviewMacros", type: "IndexMacro")
