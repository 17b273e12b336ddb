import Foundation
import NapkinUI

/// One section of a fetched-results controller's objects, as CoreData's `NSFetchedResultsSectionInfo`.
public protocol NSFetchedResultsSectionInfo {
    /// The section's name: the value of the controller's section key path, as text (`""` for `nil`).
    var name: String { get }
    /// The section's index title: the name's first letter, capitalised, or `nil` for an empty name.
    var indexTitle: String? { get }
    /// How many objects the section holds.
    var numberOfObjects: Int { get }
    /// The section's objects, in the fetch request's order.
    var objects: [Any]? { get }
}

/// What happened to an object or a section, as CoreData's `NSFetchedResultsChangeType`.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    /// It appeared.
    case insert = 1
    /// It went away.
    case delete = 2
    /// An object's values changed and its place in the sort order with them.
    case move = 3
    /// An object's values changed; it kept its place.
    case update = 4
}

/// What a fetched-results controller tells when its objects change, as CoreData's
/// `NSFetchedResultsControllerDelegate`. Every method is optional, as Objective-C's optional
/// requirements are: the defaults do nothing.
///
/// The controller passed is `NSFetchedResultsController<any NSFetchRequestResult>`, as on iOS;
/// it shares the objects of the typed controller the delegate was given to, so
/// `controller.fetchedObjects as? [Item]` reads them (`===` tells the two apart, unlike on iOS).
public protocol NSFetchedResultsControllerDelegate: NSObjectProtocol {
    /// Before the first change of a batch is told.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// After the last change of a batch was told: the controller's objects are the new ones.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// An object was inserted (at `newIndexPath`), deleted (from `indexPath`), moved or updated.
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
    /// A section was inserted at or deleted from `sectionIndex`.
    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
    /// The index title of the section named `sectionName` (the default: its first letter, capitalised).
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String)
        -> String?
}

extension NSFetchedResultsControllerDelegate {
    /// Does nothing.
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    /// Does nothing.
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    /// Does nothing.
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {}
    /// Does nothing.
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {}
    /// The section name's first letter, capitalised.
    public func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, sectionIndexTitleForSectionName sectionName: String
    ) -> String? {
        FetchedResultsState.defaultIndexTitle(sectionName)
    }
}

/// A section of fetched objects.
struct FetchedSection: NSFetchedResultsSectionInfo {
    let name: String
    let indexTitle: String?
    let members: [AnyObject]
    var numberOfObjects: Int { members.count }
    var objects: [Any]? { members }
}

/// The objects and sections a controller and its untyped twin share.
final class FetchedResultsState: @unchecked Sendable {
    let request: NSFetchRequest<any NSFetchRequestResult>
    let fetch: () throws -> [AnyObject]
    let context: NSManagedObjectContext
    let sectionNameKeyPath: String?
    var objects: [AnyObject]?
    /// The sections; setting them indexes where each object is.
    var sections: [FetchedSection] = [] {
        didSet {
            var paths: [ObjectIdentifier: IndexPath] = [:]
            for (sectionIndex, section) in sections.enumerated() {
                for (row, object) in section.members.enumerated() {
                    paths[ObjectIdentifier(object)] = IndexPath(row: row, section: sectionIndex)
                }
            }
            self.paths = paths
        }
    }
    /// Where each object of ``sections`` is (the sections keep the objects alive, so the
    /// identifiers stay theirs).
    private(set) var paths: [ObjectIdentifier: IndexPath] = [:]
    weak var delegate: (any NSFetchedResultsControllerDelegate)?
    var observers: [any NSObjectProtocol] = []

    init(
        request: NSFetchRequest<any NSFetchRequestResult>, context: NSManagedObjectContext, sectionNameKeyPath: String?,
        fetch: @escaping () throws -> [AnyObject]
    ) {
        self.request = request
        self.context = context
        self.sectionNameKeyPath = sectionNameKeyPath
        self.fetch = fetch
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    static func defaultIndexTitle(_ name: String) -> String? {
        name.first.map { String($0).uppercased() }
    }

    /// The section name of `object`: its value at the key path, as text.
    func sectionName(of object: AnyObject) -> String {
        guard let keyPath = sectionNameKeyPath, let managed = object as? NSManagedObject else { return "" }
        guard let value = managed.value(forKeyPath: keyPath) else { return "" }
        if let text = value as? String { return text }
        if case Optional<Any>.none = value as Any? { return "" }
        return "\(value)"
    }

    /// Groups `objects` into sections in the order their names first appear, as the request's
    /// first sort descriptor orders them.
    func group(_ objects: [AnyObject], titles: (String) -> String?) -> [FetchedSection] {
        guard sectionNameKeyPath != nil else { return [FetchedSection(name: "", indexTitle: nil, members: objects)] }
        var order: [String] = []
        var members: [String: [AnyObject]] = [:]
        for object in objects {
            let name = sectionName(of: object)
            if members[name] == nil { order.append(name) }
            members[name, default: []].append(object)
        }
        return order.map { FetchedSection(name: $0, indexTitle: titles($0), members: members[$0] ?? []) }
    }

    func indexPath(of object: AnyObject) -> IndexPath? {
        paths[ObjectIdentifier(object)]
    }
}

/// Fetches the objects of a request and keeps them up to date as its context changes, telling a
/// delegate what moved, as CoreData's `NSFetchedResultsController` does for table views and view
/// models.
///
/// ```swift
/// let controller = NSFetchedResultsController(
///     fetchRequest: request, managedObjectContext: viewContext, sectionNameKeyPath: nil, cacheName: nil)
/// controller.delegate = self
/// try controller.performFetch()
/// items = controller.fetchedObjects ?? []
/// ```
///
/// **When it updates.** After ``performFetch()``, a controller with a delegate fetches again
/// when its context posts `NSManagedObjectContextObjectsDidChange` (each save, and
/// `processPendingChanges()`), and when another context of its store saves while its context
/// has `automaticallyMergesChangesFromParent` set or a child context saves into it (then on its
/// context's queue). Then it
/// tells the delegate the batch: the section inserts and deletes, then each object inserted,
/// deleted, updated (one of the save's updated objects that kept its place) or moved (one that
/// changed place). An object whose row shifted only because others came or went is not told,
/// as on iOS.
///
/// `ResultType` is not constrained to `NSFetchRequestResult` as on iOS: there the protocol is an
/// Objective-C one, which `any NSFetchRequestResult` conforms to, and the delegate's methods take
/// `NSFetchedResultsController<any NSFetchRequestResult>`; in Swift only an unconstrained
/// parameter admits that type.
///
/// A request without sort descriptors is refused with an error, as CoreData refuses it; with
/// a section key path, the first sort descriptor should order by that key, or a section's
/// objects are split, as they are on iOS. The cache name is recorded; nothing is cached.
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
    /// The request whose objects are fetched.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context the objects are fetched from.
    public let managedObjectContext: NSManagedObjectContext
    /// The key path whose value names each object's section, or `nil` for one section.
    public let sectionNameKeyPath: String?
    /// The name of the cache (recorded).
    public let cacheName: String?
    let state: FetchedResultsState

    /// The delegate told of changes; with none, the controller does not follow its context.
    public weak var delegate: (any NSFetchedResultsControllerDelegate)? {
        get { state.delegate }
        set {
            state.delegate = newValue
            if newValue != nil, state.objects != nil { follow() }
        }
    }

    /// A controller of `fetchRequest`'s objects in `context`, grouped by `sectionNameKeyPath`.
    public init(
        fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext, sectionNameKeyPath: String?,
        cacheName name: String?
    ) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        let erased = NSFetchRequest<any NSFetchRequestResult>(copying: fetchRequest)
        state = FetchedResultsState(request: erased, context: context, sectionNameKeyPath: sectionNameKeyPath) {
            try context.fetch(fetchRequest).map { $0 as AnyObject }
        }
        super.init()
    }

    /// The untyped twin passed to the delegate: the same state, typed as iOS's delegate methods are.
    init(sharing state: FetchedResultsState, request: NSFetchRequest<ResultType>, cacheName: String?) {
        self.state = state
        fetchRequest = request
        managedObjectContext = state.context
        sectionNameKeyPath = state.sectionNameKeyPath
        self.cacheName = cacheName
        super.init()
    }

    private lazy var untyped: NSFetchedResultsController<any NSFetchRequestResult> = {
        if let same = self as? NSFetchedResultsController<any NSFetchRequestResult> { return same }
        return NSFetchedResultsController<any NSFetchRequestResult>(sharing: state, request: state.request, cacheName: cacheName)
    }()

    /// Removes every cache named `name` (there are none: nothing is cached).
    open class func deleteCache(withName name: String?) {}

    /// Fetches the objects. Throws when the request has no sort descriptors or the context has no store.
    open func performFetch() throws {
        guard let sorts = fetchRequest.sortDescriptors, !sorts.isEmpty else {
            throw NSError(
                domain: NSCocoaErrorDomain, code: 134060,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "An NSFetchedResultsController needs a fetch request with sort descriptors: set fetchRequest.sortDescriptors."
                ])
        }
        let objects = try state.fetch()
        state.objects = objects
        state.sections = state.group(objects, titles: indexTitle(for:))
        if state.delegate != nil { follow() }
    }

    /// The fetched objects, or `nil` before ``performFetch()``.
    public var fetchedObjects: [ResultType]? { state.objects?.compactMap { $0 as? ResultType } }

    /// The sections, or `nil` before ``performFetch()`` (one unnamed section without a key path).
    public var sections: [any NSFetchedResultsSectionInfo]? { state.objects == nil ? nil : state.sections }

    /// The index titles of the sections, in order, without repeats.
    public var sectionIndexTitles: [String] {
        var titles: [String] = []
        for section in state.sections {
            if let title = section.indexTitle, !titles.contains(title) { titles.append(title) }
        }
        return titles
    }

    /// The object at `indexPath` (section, row); traps outside the sections, as CoreData raises.
    public func object(at indexPath: IndexPath) -> ResultType {
        let sections = state.sections
        precondition(
            indexPath.count == 2 && sections.indices.contains(indexPath.section)
                && sections[indexPath.section].members.indices.contains(indexPath.row),
            "NSFetchedResultsController.object(at:): no object at \(indexPath)")
        guard let object = sections[indexPath.section].members[indexPath.row] as? ResultType else {
            preconditionFailure("NSFetchedResultsController.object(at:): the object at \(indexPath) is not a \(ResultType.self)")
        }
        return object
    }

    /// Where `object` is (section, row), or `nil` when it was not fetched.
    public func indexPath(forObject object: ResultType) -> IndexPath? {
        state.indexPath(of: object as AnyObject)
    }

    /// The index title of the section named `sectionName`: the delegate's, else its first letter.
    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        indexTitle(for: sectionName)
    }

    /// The index of the section whose index title is `title`.
    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        state.sections.firstIndex { $0.indexTitle == title } ?? sectionIndex
    }

    private func indexTitle(for name: String) -> String? {
        if let delegate = state.delegate { return delegate.controller(untyped, sectionIndexTitleForSectionName: name) }
        return FetchedResultsState.defaultIndexTitle(name)
    }

    // MARK: following the context

    private func follow() {
        guard state.observers.isEmpty else { return }
        let context = managedObjectContext
        let center = NotificationCenter.default
        let changed = center.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: context, queue: nil) {
            [weak self] note in
            self?.refresh(updated: note.userInfo?[NSUpdatedObjectsKey] as? Set<NSManagedObject> ?? [])
        }
        let saved = center.addObserver(forName: .NSManagedObjectContextDidSave, object: nil, queue: nil) { [weak self] note in
            guard let other = note.object as? NSManagedObjectContext, other !== context else { return }
            let sameStore = other.persistentStoreCoordinator === context.persistentStoreCoordinator
            guard other.parent === context || (sameStore && context.automaticallyMergesChangesFromParent) else { return }
            // the merge happens on the controller's context's queue, as on iOS
            let updated = note.userInfo?[NSUpdatedObjectsKey] as? Set<NSManagedObject> ?? []
            context.perform { self?.refresh(updated: updated) }
        }
        state.observers = [changed, saved]
    }

    /// Fetches again and tells the delegate what changed.
    private func refresh(updated: Set<NSManagedObject>) {
        guard let old = state.objects, let new = try? state.fetch() else { return }
        let oldSections = state.sections, oldPaths = state.paths
        let newSections = state.group(new, titles: indexTitle(for:))
        state.objects = new
        state.sections = newSections
        let newPaths = state.paths
        var sectionChanges: [(FetchedSection, Int, NSFetchedResultsChangeType)] = []
        let oldNames = oldSections.map(\.name), newNames = newSections.map(\.name)
        for (index, section) in oldSections.enumerated() where !newNames.contains(section.name) {
            sectionChanges.append((section, index, .delete))
        }
        for (index, section) in newSections.enumerated() where !oldNames.contains(section.name) {
            sectionChanges.append((section, index, .insert))
        }
        var objectChanges: [(AnyObject, IndexPath?, NSFetchedResultsChangeType, IndexPath?)] = []
        for object in old where newPaths[ObjectIdentifier(object)] == nil {
            objectChanges.append((object, oldPaths[ObjectIdentifier(object)], .delete, nil))
        }
        for object in new {
            let id = ObjectIdentifier(object)
            guard let from = oldPaths[id] else {
                objectChanges.append((object, nil, .insert, newPaths[id]))
                continue
            }
            guard let managed = object as? NSManagedObject, updated.contains(managed), let to = newPaths[id] else { continue }
            objectChanges.append(from == to ? (object, from, .update, nil) : (object, from, .move, to))
        }
        guard let delegate = state.delegate, !(sectionChanges.isEmpty && objectChanges.isEmpty) else { return }
        delegate.controllerWillChangeContent(untyped)
        for (section, index, type) in sectionChanges {
            delegate.controller(untyped, didChange: section, atSectionIndex: index, for: type)
        }
        for (object, from, type, to) in objectChanges {
            delegate.controller(untyped, didChange: object, at: from, for: type, newIndexPath: to)
        }
        delegate.controllerDidChangeContent(untyped)
    }
}
