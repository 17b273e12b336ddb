import Foundation
import NapkinUI

/// The objects a view shows, fetched from the environment's `managedObjectContext`, as SwiftUI's
/// `@FetchRequest`:
///
/// ```swift
/// struct ItemList: View {
///     @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)])
///     private var items: FetchedResults<Item>
///     var body: some View { List(items) { Text($0.name ?? "") } }
/// }
/// ```
///
/// Wired as SwiftData's `@Query` is: each evaluation of the view's body fetches again when the
/// context or its store changed since the last fetch (an insert, a delete, a save), so the next
/// render shows them. A fetch that fails (no entity, a context without a store) gives no objects.
@preconcurrency @MainActor
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    private let cache: FetchCache<Result>
    /// The animation SwiftUI would animate changes with (recorded).
    public let animation: Animation?

    /// The objects `fetchRequest` describes.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        cache = FetchCache(request: fetchRequest)
        self.animation = animation
    }

    /// The objects `fetchRequest` describes, changes animated with the transaction's animation.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest, animation: transaction.animation)
    }

    /// The objects of `entity` that `predicate` keeps, in the order of `sortDescriptors`.
    public init(
        entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: Foundation.NSPredicate? = nil,
        animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }

    /// The current objects, fetched again if the context changed.
    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(cache: cache, objects: cache.objects(in: context))
    }

    /// The request's configuration, to change its predicate or order (`$items.nsPredicate = …`).
    public var projectedValue: Binding<Configuration> {
        let cache = self.cache
        return Binding(
            get: { Configuration(nsSortDescriptors: cache.request.sortDescriptors ?? [], nsPredicate: cache.request.predicate) },
            set: { cache.update(sortDescriptors: $0.nsSortDescriptors, predicate: $0.nsPredicate) })
    }

    /// The predicate and order of a `@FetchRequest`.
    public struct Configuration {
        /// The order.
        public var nsSortDescriptors: [NSSortDescriptor]
        /// Which objects are kept.
        public var nsPredicate: Foundation.NSPredicate?
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity that `predicate` keeps, in the order of `sortDescriptors`.
    public init(sortDescriptors: [NSSortDescriptor], predicate: Foundation.NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// The objects of `Result`'s entity that `predicate` keeps, in the order of `sortDescriptors`
    /// (`@FetchRequest(sortDescriptors: [SortDescriptor(\.name)])`). An empty `[]` fits both forms; the
    /// `NSSortDescriptor` one takes it (the two fetch the same), so `@FetchRequest(sortDescriptors: [])` compiles as
    /// on iOS.
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: Foundation.NSPredicate? = nil, animation: Animation? = nil) {
        self.init(
            entity: Result.entity(), sortDescriptors: sortDescriptors.map(NSSortDescriptor.init), predicate: predicate, animation: animation
        )
    }
}

/// The request of a `@FetchRequest` and its last fetch; copies of the view share it.
@MainActor
final class FetchCache<Result: NSFetchRequestResult> {
    let request: NSFetchRequest<Result>
    /// The `SortDescriptor`s last set through `FetchedResults.sortDescriptors`.
    var sortDescriptors: Any?
    private var key: (context: ObjectIdentifier, changes: Int)?
    private var objects: [Result] = []
    private var requestVersion = 0
    private var fetchedVersion = -1

    init(request: NSFetchRequest<Result>) { self.request = request }

    func objects(in context: NSManagedObjectContext) -> [Result] {
        let key = (ObjectIdentifier(context), context.changeCount)
        if let cached = self.key, cached == key, fetchedVersion == requestVersion { return objects }
        objects = (try? context.fetch(request)) ?? []
        // the fetch registers objects in the context; read the count after it
        self.key = (ObjectIdentifier(context), context.changeCount)
        fetchedVersion = requestVersion
        return objects
    }

    /// The request's predicate; setting it fetches again.
    var predicate: Foundation.NSPredicate? {
        get { request.predicate }
        set { update(sortDescriptors: request.sortDescriptors, predicate: newValue) }
    }

    /// The request's order; setting it fetches again.
    var nsSortDescriptors: [NSSortDescriptor] {
        get { request.sortDescriptors ?? [] }
        set { update(sortDescriptors: newValue, predicate: request.predicate) }
    }

    func update(sortDescriptors: [NSSortDescriptor]?, predicate: Foundation.NSPredicate?) {
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        requestVersion += 1
    }
}

/// The objects of a `@FetchRequest`, as SwiftUI's `FetchedResults`: a random-access collection
/// whose predicate and order can be changed (iOS 15), which fetches again.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let cache: FetchCache<Result>
    private let objects: [Result]

    init(cache: FetchCache<Result>, objects: [Result]) {
        self.cache = cache
        self.objects = objects
    }

    /// The first position, 0.
    public var startIndex: Int { 0 }
    /// The position after the last object.
    public var endIndex: Int { objects.count }
    /// The object at `position`.
    public subscript(position: Int) -> Result { objects[position] }

    /// The request's predicate; setting it fetches again at the next body evaluation.
    @MainActor public var nsPredicate: Foundation.NSPredicate? {
        get { cache.predicate }
        nonmutating set { cache.predicate = newValue }
    }

    /// The request's order; setting it fetches again at the next body evaluation.
    @MainActor public var nsSortDescriptors: [NSSortDescriptor] {
        get { cache.nsSortDescriptors }
        nonmutating set { cache.nsSortDescriptors = newValue }
    }
}

extension FetchedResults where Result: NSManagedObject {
    /// The request's order as `SortDescriptor`s; setting it fetches again at the next body evaluation.
    @MainActor public var sortDescriptors: [SortDescriptor<Result>] {
        get { cache.sortDescriptors as? [SortDescriptor<Result>] ?? [] }
        nonmutating set {
            cache.sortDescriptors = newValue
            nsSortDescriptors = newValue.map(NSSortDescriptor.init)
        }
    }
}

/// The environment's context: by default a context without a store, whose fetches fail, so a
/// `@FetchRequest` of a view without `.environment(\.managedObjectContext, …)` shows nothing.
private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from (`.environment(\.managedObjectContext, container.viewContext)`).
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
