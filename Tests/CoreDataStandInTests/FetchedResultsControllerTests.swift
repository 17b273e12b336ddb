import CoreData
import Foundation
import NapkinUI
import Testing

/// Records what a fetched-results controller tells, as a table view's data source would apply it.
final class ChangeLog: NSObject, NSFetchedResultsControllerDelegate {
    var events: [String] = []
    var itemsAfterChange: [String] = []

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
        events.append("will")
    }

    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange sectionInfo: any NSFetchedResultsSectionInfo,
        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType
    ) {
        events.append("section \(type) \(sectionInfo.name) \(sectionIndex)")
    }

    func controller(
        _ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
    ) {
        let name = (anObject as? Item)?.name ?? "?"
        let from = indexPath.map { "\($0.section).\($0.row)" } ?? "-"
        let to = newIndexPath.map { "\($0.section).\($0.row)" } ?? "-"
        events.append("\(type) \(name) \(from) \(to)")
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
        events.append("did")
        itemsAfterChange = (controller.fetchedObjects as? [Item])?.compactMap(\.name) ?? []
    }
}

/// A view model as SwiftUI apps write one over a fetched-results controller.
final class ItemListModel: NSObject, ObservableObject, NSFetchedResultsControllerDelegate {
    @Published var names: [String] = []
    private let controller: NSFetchedResultsController<Item>

    init(context: NSManagedObjectContext) {
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        super.init()
        controller.delegate = self
        try? controller.performFetch()
        names = controller.fetchedObjects?.compactMap(\.name) ?? []
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        names = (controller.fetchedObjects as? [Item])?.compactMap(\.name) ?? []
    }
}

@MainActor
@Suite("CoreData stand-in: NSFetchedResultsController, batch inserts and updates")
struct FetchedResultsControllerTests {
    private func saveItems(_ names: [String], in context: NSManagedObjectContext, folder: Folder? = nil) throws -> [Item] {
        let items = names.map { name -> Item in
            let item = Item(context: context)
            item.name = name
            item.folder = folder
            return item
        }
        try context.save()
        return items
    }

    private func byName(_ context: NSManagedObjectContext) -> NSFetchRequest<Item> {
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        return request
    }

    @Test("performFetch needs sort descriptors; then the objects, one unnamed section, object(at:) and indexPath(forObject:)")
    func fetching() throws {
        let context = makeContainer().viewContext
        let items = try saveItems(["pear", "apple", "fig"], in: context)
        let unsorted = NSFetchedResultsController(
            fetchRequest: Item.fetchRequest(), managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        #expect(throws: NSError.self) { try unsorted.performFetch() }
        #expect(unsorted.fetchedObjects == nil && unsorted.sections == nil)

        let controller = NSFetchedResultsController(
            fetchRequest: byName(context), managedObjectContext: context, sectionNameKeyPath: nil, cacheName: "Items")
        try controller.performFetch()
        #expect(controller.fetchedObjects?.compactMap(\.name) == ["apple", "fig", "pear"])
        #expect(controller.sections?.count == 1 && controller.sections?[0].numberOfObjects == 3 && controller.sections?[0].name == "")
        #expect(controller.object(at: IndexPath(row: 2, section: 0)) === items[0])
        #expect(controller.indexPath(forObject: items[2]) == IndexPath(row: 1, section: 0))
        #expect(controller.indexPath(forObject: Item(entity: Item.entity(), insertInto: nil)) == nil)
    }

    @Test("A section key path groups the objects in sort order; index titles are the names' capitalised first letters")
    func sections() throws {
        let context = makeContainer().viewContext
        let fruit = Folder(context: context)
        fruit.title = "fruit"
        let dairy = Folder(context: context)
        dairy.title = "dairy"
        _ = try saveItems(["pear", "apple"], in: context, folder: fruit)
        _ = try saveItems(["milk"], in: context, folder: dairy)
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "folder.title", ascending: true), NSSortDescriptor(key: "name", ascending: true)]
        let controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "folder.title", cacheName: nil)
        try controller.performFetch()
        let sections = try #require(controller.sections)
        #expect(sections.map(\.name) == ["dairy", "fruit"])
        #expect(sections.map(\.numberOfObjects) == [1, 2])
        #expect((sections[1].objects as? [Item])?.compactMap(\.name) == ["apple", "pear"])
        #expect(controller.sectionIndexTitles == ["D", "F"])
        #expect(controller.section(forSectionIndexTitle: "F", at: 0) == 1)
        #expect(controller.object(at: IndexPath(row: 1, section: 1)).name == "pear")
    }

    @Test("The delegate is told each save's inserts, updates, moves and deletes, between will and did")
    func changes() throws {
        let context = makeContainer().viewContext
        let items = try saveItems(["b", "d"], in: context)
        let controller = NSFetchedResultsController(
            fetchRequest: byName(context), managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        let log = ChangeLog()
        controller.delegate = log
        try controller.performFetch()

        _ = try saveItems(["c"], in: context)
        #expect(log.events == ["will", "insert c - 0.1", "did"])
        #expect(log.itemsAfterChange == ["b", "c", "d"])

        log.events = []
        items[1].setValue("da", forKey: "name")
        try context.save()
        #expect(log.events == ["will", "update da 0.2 -", "did"])

        log.events = []
        items[0].setValue("e", forKey: "name")
        try context.save()
        #expect(log.events == ["will", "move e 0.0 0.2", "did"])
        #expect(controller.fetchedObjects?.compactMap(\.name) == ["c", "da", "e"])

        log.events = []
        context.delete(items[1])
        try context.save()
        #expect(log.events == ["will", "delete da 0.1 -", "did"])

        log.events = []
        try context.save()  // nothing changed: nothing told
        #expect(log.events.isEmpty)
    }

    @Test("A new section and an emptied one are told as section changes")
    func sectionChanges() throws {
        let context = makeContainer().viewContext
        let fruit = Folder(context: context)
        fruit.title = "fruit"
        let items = try saveItems(["apple"], in: context, folder: fruit)
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "folder.title", ascending: true), NSSortDescriptor(key: "name", ascending: true)]
        let controller = NSFetchedResultsController(
            fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "folder.title", cacheName: nil)
        let log = ChangeLog()
        controller.delegate = log
        try controller.performFetch()
        let dairy = Folder(context: context)
        dairy.title = "dairy"
        _ = try saveItems(["milk"], in: context, folder: dairy)
        #expect(log.events == ["will", "section insert dairy 0", "insert milk - 0.0", "did"])
        log.events = []
        context.delete(items[0])
        try context.save()
        #expect(log.events == ["will", "section delete fruit 1", "delete apple 1.0 -", "did"])
    }

    @Test("Unsaved changes reach the controller at processPendingChanges; a background save reaches a merging view context")
    func pendingAndMerged() async throws {
        let container = makeContainer()
        let context = container.viewContext
        let list = ItemListModel(context: context)
        #expect(list.names.isEmpty)
        let item = Item(context: context)
        item.name = "tea"
        #expect(list.names.isEmpty)
        context.processPendingChanges()
        #expect(list.names == ["tea"])

        context.automaticallyMergesChangesFromParent = true
        let background = container.newBackgroundContext()
        try background.performAndWait {
            let other = Item(context: background)
            other.name = "coffee"
            try background.save()
        }
        await context.perform(schedule: .enqueued) {}  // the merge was enqueued on the view context's queue first
        #expect(list.names == ["coffee", "tea"])
    }

    @Test("Batch inserts add stored objects from dictionaries or handlers, and answer as their result type asks")
    func batchInsert() throws {
        let context = makeContainer().viewContext
        let plain = NSBatchInsertRequest(entityName: "Item", objects: [["name": "a", "count": Int16(1)], ["name": "b"]])
        let status = try #require(try context.execute(plain) as? NSBatchInsertResult)
        #expect(status.result as? Bool == true && status.resultType == .statusOnly)
        #expect(try context.fetch(byName(context)).map { "\($0.name ?? "") \($0.count)" } == ["a 1", "b 0"])
        #expect(!context.hasChanges)

        var left = ["d", "c"]
        let handled = NSBatchInsertRequest(entity: Item.entity()) { (values: NSMutableDictionary) -> Bool in
            guard let name = left.popLast() else { return true }
            values["name"] = name
            return false
        }
        handled.resultType = .objectIDs
        let ids = try #require((try context.execute(handled) as? NSBatchInsertResult)?.result as? [NSManagedObjectID])
        #expect(ids.count == 2 && ids.allSatisfy { !$0.isTemporaryID })

        var made = 0
        let objects = NSBatchInsertRequest(entityName: "Item") { (object: NSManagedObject) -> Bool in
            made += 1
            object.setValue("e\(made)", forKey: "name")
            return made > 1
        }
        objects.resultType = .count
        #expect((try context.execute(objects) as? NSBatchInsertResult)?.result as? Int == 1)
        #expect(try context.fetch(byName(context)).compactMap(\.name) == ["a", "b", "c", "d", "e1"])
    }

    @Test("Batch updates set the selected stored objects' values as saved; a request of another kind is refused")
    func batchUpdate() throws {
        let context = makeContainer().viewContext
        let items = try saveItems(["a", "b", "c"], in: context)
        let update = NSBatchUpdateRequest(entityName: "Item")
        update.predicate = NSPredicate(format: "name != %@", "b")
        update.propertiesToUpdate = ["isDone": true]
        update.resultType = .updatedObjectsCountResultType
        #expect((try context.execute(update) as? NSBatchUpdateResult)?.result as? Int == 2)
        #expect(items.map(\.isDone) == [true, false, true])
        #expect(!context.hasChanges)

        // An expression value (NapkinFoundation's NSExpression, which this target's AppleImports file names) is
        // recognised by its class name and refused, not stored.
        let expression: NSExpression = NSExpression(forConstantValue: false)
        update.propertiesToUpdate = ["isDone": expression]
        #expect(throws: NSError.self) { try context.execute(update) }
        #expect(items.map(\.isDone) == [true, false, true])

        let unsupported = NSBatchDeleteRequest(fetchRequest: Item.fetchRequest())
        #expect(throws: Never.self) { try context.execute(unsupported) }
        #expect(throws: NSError.self) { try context.execute(NSPersistentStoreRequest()) }
    }

    @Test("NSFetchRequest.execute() fetches inside a perform block and throws outside one")
    func executeInBlock() throws {
        let container = makeContainer()
        _ = try saveItems(["x", "y"], in: container.viewContext)
        #expect(throws: NSError.self) { try self.byName(container.viewContext).execute() }
        let background = container.newBackgroundContext()
        let names = try background.performAndWait { try self.byName(background).execute().compactMap(\.name) }
        #expect(names == ["x", "y"])
    }

    @Test("IndexPath has UIKit's row, item and section")
    func indexPaths() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3 && path == IndexPath(item: 3, section: 1))
        path.row = 4
        #expect(Array(path) == [1, 4])
    }
}
