import Foundation
import NapkinUI

/// The objects a view shows in sections, as SwiftUI's `@SectionedFetchRequest`:
///
/// ```swift
/// @SectionedFetchRequest(sectionIdentifier: \Item.category, sortDescriptors: [SortDescriptor(\.category), SortDescriptor(\.name)])
/// private var items: SectionedFetchResults<String, Item>
/// var body: some View {
///     List(items) { section in Section(section.id) { ForEach(section) { Text($0.name ?? "") } } }
/// }
/// ```
///
/// A section is a run of consecutive objects with the same identifier, in the order of the sort
/// descriptors (sort by the section's key first, as CoreData asks). Fetched again as
/// `@FetchRequest` is, when the context or its store changed.
@preconcurrency @MainActor
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    private let cache: FetchCache<Result>
    private let section: SectionKey<SectionIdentifier, Result>
    /// The animation SwiftUI would animate changes with (recorded).
    public let animation: Animation?

    /// The objects `fetchRequest` describes, in sections by `sectionIdentifier`.
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        cache = FetchCache(request: fetchRequest)
        section = SectionKey(keyPath: sectionIdentifier)
        self.animation = animation
    }

    /// The objects of `entity` that `predicate` keeps, in the order of `sortDescriptors`, in sections.
    public init(
        entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: Foundation.NSPredicate? = nil, animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier, animation: animation)
    }

    /// The current objects in sections, fetched again if the context changed.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        SectionedFetchResults(cache: cache, key: section, objects: cache.objects(in: context))
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity, in sections, in the order of `sortDescriptors`.
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: Foundation.NSPredicate? = nil,
        animation: Animation? = nil
    ) {
        self.init(
            entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors, predicate: predicate,
            animation: animation)
    }

    /// The objects of `Result`'s entity, in sections, in the order of `sortDescriptors` (`SortDescriptor`s; an empty
    /// `[]` takes the `NSSortDescriptor` form, which fetches the same).
    @_disfavoredOverload
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
        predicate: Foundation.NSPredicate? = nil, animation: Animation? = nil
    ) {
        self.init(
            entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors.map(NSSortDescriptor.init),
            predicate: predicate, animation: animation)
    }
}

/// The key path a sectioned request groups by; copies of the view share it, so it can be changed.
@MainActor
final class SectionKey<SectionIdentifier: Hashable, Result> {
    var keyPath: KeyPath<Result, SectionIdentifier>
    init(keyPath: KeyPath<Result, SectionIdentifier>) { self.keyPath = keyPath }
}

/// The objects of a `@SectionedFetchRequest`, as SwiftUI's `SectionedFetchResults`: a collection of
/// sections, each a collection of objects with the same identifier.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    /// A run of objects with the same section identifier.
    public struct Section: Identifiable, RandomAccessCollection {
        /// The section's identifier (the value at the request's key path).
        public let id: SectionIdentifier
        private let objects: [Result]

        init(id: SectionIdentifier, objects: [Result]) {
            self.id = id
            self.objects = objects
        }

        /// The first position, 0.
        public var startIndex: Int { 0 }
        /// The position after the last object.
        public var endIndex: Int { objects.count }
        /// The object at `position`.
        public subscript(position: Int) -> Result { objects[position] }
    }

    private let cache: FetchCache<Result>
    private let key: SectionKey<SectionIdentifier, Result>
    private let sections: [Section]

    @MainActor
    init(cache: FetchCache<Result>, key: SectionKey<SectionIdentifier, Result>, objects: [Result]) {
        self.cache = cache
        self.key = key
        var sections: [Section] = []
        var run: [Result] = []
        var current: SectionIdentifier?
        for object in objects {
            let id = object[keyPath: key.keyPath]
            if let current, current != id {
                sections.append(Section(id: current, objects: run))
                run = []
            }
            current = id
            run.append(object)
        }
        if let current { sections.append(Section(id: current, objects: run)) }
        self.sections = sections
    }

    /// The first position, 0.
    public var startIndex: Int { 0 }
    /// The position after the last section.
    public var endIndex: Int { sections.count }
    /// The section at `position`.
    public subscript(position: Int) -> Section { sections[position] }

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

    /// The key path the sections are made by; setting it groups again at the next body evaluation.
    @MainActor public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
        get { key.keyPath }
        nonmutating set {
            key.keyPath = newValue
            cache.update(sortDescriptors: cache.request.sortDescriptors, predicate: cache.request.predicate)
        }
    }
}
