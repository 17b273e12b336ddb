import Foundation

/// What to fetch, as SwiftData's `FetchDescriptor`: the models of `T` the predicate keeps,
/// sorted, from `fetchOffset`, at most `fetchLimit`.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    /// Which models (all when `nil`).
    public var predicate: Predicate<T>?
    /// Their order: by the first descriptor, ties by the next (the order they were saved in last).
    public var sortBy: [SortDescriptor<T>]
    /// At most this many.
    public var fetchLimit: Int?
    /// Skipping this many first.
    public var fetchOffset: Int?
    /// True (the default) to include the context's inserts and deletes not saved yet.
    public var includePendingChanges: Bool = true
    /// Accepted for SwiftData's sake; every property is in memory.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Accepted for SwiftData's sake; relationships are in memory.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor (`FetchDescriptor<Trip>(predicate: #Predicate { $0.days > 2 }, sortBy: [SortDescriptor(\.name)])`).
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
