import Foundation
import NapkinUI

/// The models a view shows, fetched from the environment's ``ModelContext``, as SwiftData's
/// `@Query` (the `Query` macro stores one beside the property and reads it):
///
/// ```swift
/// struct TripList: View {
///     @Query(sort: \Trip.startDate, order: .reverse) private var trips: [Trip]
///     var body: some View { List(trips) { Text($0.name) } }
/// }
/// ```
///
/// Each evaluation of the view's body reads the models again when the context changed since
/// the last read (an insert, a delete, a save, a change to a model's persisted property), so
/// the next render shows them: NapkinUI renders when asked, and the query is current then. A
/// context that autosaves (the main context) saves first, as SwiftData's does after a UI event.
@preconcurrency @MainActor
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>
    private let wrap: ([Element]) -> Result
    private let cache = Cache()
    /// The animation SwiftUI would animate changes with (recorded).
    public let animation: Animation?

    private final class Cache {
        var key: (context: ObjectIdentifier, generation: Int, store: Int)?
        var models: [Element] = []
        var error: (any Error)?
    }

    private init(descriptor: FetchDescriptor<Element>, animation: Animation?, wrap: @escaping ([Element]) -> Result) {
        self.descriptor = descriptor
        self.animation = animation
        self.wrap = wrap
    }

    /// The models, fetched again if the context changed.
    public var wrappedValue: Result { wrap(models) }

    /// The context the query fetches from (the environment's).
    public var modelContext: ModelContext { context }

    /// The error of the last fetch (a predicate that threw), or `nil`; the models are then `[]`.
    public var fetchError: (any Error)? {
        _ = models
        return cache.error
    }

    private var models: [Element] {
        let context = self.context
        // SwiftData's main context saves after a UI event; here, before the next render reads it
        if context.autosaveEnabled, context.hasChanges { try? context.save() }
        let key = (ObjectIdentifier(context), context.generation, context.container.store.generation)
        if let cached = cache.key, cached == key { return cache.models }
        do {
            cache.models = try context.fetch(descriptor)
            cache.error = nil
        } catch {
            cache.models = []
            cache.error = error
        }
        cache.key = key
        return cache.models
    }
}

extension Query where Result == [Element] {
    /// Every model of the type (`@Query var trips: [Trip]`), in the order they were saved.
    public init() {
        self.init(descriptor: FetchDescriptor(), animation: .default, wrap: { $0 })
    }

    /// The models `descriptor` describes (`@Query(FetchDescriptor<Trip>(…)) var trips: [Trip]`).
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(descriptor: descriptor, animation: animation, wrap: { $0 })
    }

    /// The models `descriptor` describes, changes animated with the transaction's animation.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.init(descriptor: descriptor, animation: transaction?.animation, wrap: { $0 })
    }

    /// The models `filter` keeps, in the order of `sort` (`@Query var trips: [Trip]` fetches all).
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// The models `filter` keeps, in the order of `sort`, changes animated with the transaction's animation.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    /// The models `filter` keeps, by the value at `keyPath` (`@Query(sort: \Trip.name) var trips: [Trip]`).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }

    /// The models `filter` keeps, by the optional value at `keyPath` (models without one first).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }
}

/// The environment's model context: the default is a context of an empty container, whose
/// fetches find nothing, as a view without `.modelContainer` has in SwiftUI.
private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelContext(ModelContainer(empty: ())) }
}

extension EnvironmentValues {
    /// The context `.modelContainer(_:)` set for the views inside (`@Environment(\.modelContext) var context`).
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Gives the views inside `container` and its main context (`@Query` and `\.modelContext` read it).
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives the views inside `modelContext` (and its container).
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }

    /// Gives the views inside a container for `modelType`, as `.modelContainer(for: Trip.self)`.
    ///
    /// NapkinUI rebuilds a body's views on every render, so the container is kept for the
    /// process, by its model types and `inMemory`: as on iOS, where the default store is one file
    /// that every container of the same types opens, views asking for the same types share it
    /// (and `inMemory: true` ones share theirs). `onSetup` is called when it is made.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(
            for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives the views inside a container for `modelTypes` (see the one-type form).
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
        onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let context = SharedContainers.context(for: modelTypes, inMemory: inMemory, onSetup: onSetup)
        context?.autosaveEnabled = isAutosaveEnabled
        return environment(\.modelContext, context ?? ModelContextKey.defaultValue)
    }
}

/// The containers `.modelContainer(for:)` made, by model types and `inMemory`.
@MainActor
enum SharedContainers {
    private static var containers: [String: ModelContainer] = [:]

    static func context(
        for types: [any PersistentModel.Type], inMemory: Bool, onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
    ) -> ModelContext? {
        let key = types.map { String(reflecting: $0) }.sorted().joined(separator: ",") + (inMemory ? " in memory" : "")
        if let container = containers[key] { return container.mainContext }
        do {
            let container = try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
            containers[key] = container
            onSetup(.success(container))
            return container.mainContext
        } catch {
            onSetup(.failure(error))
            return nil
        }
    }
}
