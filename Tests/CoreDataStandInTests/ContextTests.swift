import CoreData
import Foundation
import NapkinUI
import Testing

@MainActor
@Suite("CoreData stand-in: objects, contexts and containers")
struct ContextTests {
    @Test("loadPersistentStores calls back once per description, without error; the store URL is recorded")
    func loadingStores() {
        let container = NSPersistentContainer(name: "Model")
        #expect(container.persistentStoreDescriptions.count == 1)
        #expect(container.persistentStoreDescriptions[0].url?.lastPathComponent == "Model.sqlite")
        container.persistentStoreDescriptions[0].url = URL(fileURLWithPath: "/dev/null")
        var calls: [(URL?, Bool)] = []
        container.loadPersistentStores { description, error in calls.append((description.url, error == nil)) }
        #expect(calls.count == 1 && calls[0].0?.path == "/dev/null" && calls[0].1)
        #expect(container.persistentStoreCoordinator.persistentStores.count == 1)
        #expect(container.viewContext === container.viewContext && container.viewContext.concurrencyType == .mainQueueConcurrencyType)
        #expect(container.newBackgroundContext().concurrencyType == .privateQueueConcurrencyType)
    }

    @Test("insert, save, change, delete: the flags, hasChanges and the objects' identities follow")
    func lifeCycle() throws {
        let context = makeContainer().viewContext
        let item = Item(context: context)
        item.name = "Milk"
        #expect(item.managedObjectContext === context && item.isInserted && item.hasChanges && context.hasChanges)
        #expect(item.objectID.isTemporaryID && item.entity.name == "Item")
        #expect(item.timestamp == Date(timeIntervalSince1970: 0))  // awakeFromInsert ran
        #expect(try context.fetch(Item.fetchRequest()).map(\.name) == ["Milk"])  // pending inserts are fetched
        try context.save()
        #expect(!item.isInserted && !item.hasChanges && !context.hasChanges && !item.objectID.isTemporaryID)

        item.name = "Oat milk"
        #expect(item.isUpdated && context.hasChanges && context.updatedObjects == [item])
        #expect(item.changedValues().keys.sorted() == ["name"])
        #expect(item.committedValues(forKeys: ["name"])["name"] as? String == "Milk")
        try context.save()
        #expect(!item.isUpdated && !context.hasChanges)

        context.delete(item)
        #expect(item.isDeleted && context.deletedObjects == [item])
        #expect(try context.count(for: Item.fetchRequest()) == 0)
        try context.save()
        #expect(item.managedObjectContext == nil && !context.hasChanges)
        #expect(try context.count(for: Item.fetchRequest()) == 0)
    }

    @Test("rollback forgets inserts and deletes and restores saved values; reset forgets the pending changes")
    func rollbackAndReset() throws {
        let context = makeContainer().viewContext
        let kept = Item(context: context)
        kept.name = "kept"
        kept.count = 2
        try context.save()
        kept.name = "renamed"
        kept.count = 9
        let added = Item(context: context)
        context.delete(kept)
        context.rollback()
        #expect(kept.name == "kept" && kept.count == 2 && !kept.isDeleted && !context.hasChanges)
        #expect(added.managedObjectContext == nil && !added.isInserted)
        #expect(try context.fetch(Item.fetchRequest()) == [kept])

        _ = Item(context: context)
        context.reset()
        #expect(!context.hasChanges)
        #expect(try context.count(for: Item.fetchRequest()) == 1)
    }

    @Test("willSave runs for each changed object; an unchanged context saves nothing")
    func saveHooks() throws {
        let context = makeContainer().viewContext
        HookLog.saves = []
        try context.save()
        #expect(HookLog.saves.isEmpty)
        let a = Item(context: context)
        a.name = "a"
        let b = Item(context: context)
        b.name = "b"
        try context.save()
        #expect(HookLog.saves.sorted() == ["a", "b"])
        b.isDone = true
        try context.save()
        #expect(HookLog.saves.sorted() == ["a", "b", "b"])
    }

    @Test("value(forKey:) and setValue(_:forKey:) reach stored properties; other keys are kept by the object")
    func keyValueCoding() throws {
        let context = makeContainer().viewContext
        let item = Item(context: context)
        item.setValue("Tea", forKey: "name")
        item.setValue(NSNumber(value: 7), forKey: "count")
        item.setValue(true, forKey: "isDone")
        #expect(item.name == "Tea" && item.count == 7 && item.isDone)
        #expect(item.value(forKey: "name") as? String == "Tea" && item.value(forKey: "count") as? Int16 == 7)
        item.setValue(nil, forKey: "name")
        #expect(item.name == nil && item.value(forKey: "name") == nil)
        let folder = Folder(context: context)
        folder.title = "Home"
        item.setValue(folder, forKey: "folder")
        #expect(item.folder === folder && item.value(forKeyPath: "folder.title") as? String == "Home")

        // an entity without a class: a plain NSManagedObject keeps its values by key
        let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
        note.setValue("remember", forKey: "text")
        #expect(note.value(forKey: "text") as? String == "remember" && note.entity.name == "Note")
        #expect(NSEntityDescription.entity(forEntityName: "Note", in: context) === note.entity)
        try context.save()
        let notes = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note"))
        #expect(notes.count == 1 && notes[0].value(forKey: "text") as? String == "remember")
        note.setValue("forget", forKey: "text")
        #expect(note.isUpdated)
    }

    @Test("setValue(_:forKey:) and willChangeValue send objectWillChange, as @ObservedObject needs")
    func objectWillChange() {
        let item = Item(context: makeContainer().viewContext)
        var sent = 0
        let subscription = item.objectWillChange.sink { sent += 1 }
        item.setValue("x", forKey: "name")
        item.willChangeValue(forKey: "count")
        item.count = 3
        item.didChangeValue(forKey: "count")
        #expect(sent == 2 && item.count == 3)
        subscription.cancel()
    }

    @Test("fetch: predicate, sort descriptors, limit and offset, count(for:), includesPendingChanges")
    func fetching() throws {
        let context = makeContainer().viewContext
        for (index, name) in ["delta", "alpha", "charlie", "bravo", "echo"].enumerated() {
            let item = Item(context: context)
            item.name = name
            item.count = Int16(index)
        }
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.name, ascending: true)]
        #expect(try context.fetch(request).map(\.name) == ["alpha", "bravo", "charlie", "delta", "echo"])
        request.fetchOffset = 1
        request.fetchLimit = 2
        #expect(try context.fetch(request).map(\.name) == ["bravo", "charlie"])
        request.fetchOffset = 10
        #expect(try context.fetch(request).isEmpty)
        request.fetchOffset = 0
        request.fetchLimit = 0
        request.predicate = NSPredicate(format: "count >= %d", 2)
        request.sortDescriptors = [NSSortDescriptor(key: "count", ascending: false)]
        #expect(try context.fetch(request).map(\.name) == ["echo", "bravo", "charlie"])
        #expect(try context.count(for: request) == 3)
        request.includesPendingChanges = false
        #expect(try context.count(for: request) == 0)  // nothing saved yet
        try context.save()
        #expect(try context.count(for: request) == 3)
        #expect(throws: (any Error).self) { try context.fetch(NSFetchRequest<NSManagedObject>()) }  // no entity
    }

    @Test("a save posts NSManagedObjectContextDidSave with the inserted, updated and deleted objects")
    func saveNotification() throws {
        let context = makeContainer().viewContext
        let old = Item(context: context)
        let changed = Item(context: context)
        try context.save()
        changed.name = "new name"
        context.delete(old)
        let added = Item(context: context)
        final class Received: @unchecked Sendable {
            var userInfo: [AnyHashable: Any]?
            var names: [Notification.Name] = []
        }
        let received = Received()
        let observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: context, queue: nil) {
            received.userInfo = $0.userInfo
        }
        let newName = NotificationCenter.default.addObserver(
            forName: NSManagedObjectContext.didSaveObjectsNotification, object: nil, queue: nil
        ) {
            received.names.append($0.name)
        }
        try context.save()
        NotificationCenter.default.removeObserver(observer)
        NotificationCenter.default.removeObserver(newName)
        #expect(received.names == [NSManagedObjectContext.didSaveObjectsNotification])
        let info = received.userInfo
        #expect(info?[NSInsertedObjectsKey] as? Set<NSManagedObject> == [added])
        #expect(info?[NSUpdatedObjectsKey] as? Set<NSManagedObject> == [changed])
        #expect(info?[NSDeletedObjectsKey] as? Set<NSManagedObject> == [old])
    }

    @Test("a background context's save reaches the view context; perform and performBackgroundTask run their blocks")
    func backgroundContexts() async throws {
        let container = makeContainer()
        let background = container.newBackgroundContext()
        let name = try await background.perform {
            let item = Item(context: background)
            item.name = "from the background"
            try background.save()
            return item.name
        }
        #expect(name == "from the background")
        #expect(try container.viewContext.fetch(Item.fetchRequest()).map(\.name) == ["from the background"])
        let count = try await container.performBackgroundTask { context in try context.count(for: Item.fetchRequest()) }
        #expect(count == 1)
        let waited = container.viewContext.performAndWait { 42 }
        #expect(waited == 42)
    }

    @Test("a child context saves into its parent's pending changes; the parent's save stores them")
    func childContext() throws {
        let container = makeContainer()
        let child = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        child.parent = container.viewContext
        let item = Item(context: child)
        item.name = "draft"
        #expect(try container.viewContext.count(for: Item.fetchRequest()) == 0)
        try child.save()
        #expect(container.viewContext.hasChanges && container.viewContext.insertedObjects == [item])
        try container.viewContext.save()
        #expect(try container.newBackgroundContext().count(for: Item.fetchRequest()) == 1)
    }

    @Test("NSBatchDeleteRequest deletes saved objects in the store and marks the contexts' objects deleted")
    func batchDelete() throws {
        let context = makeContainer().viewContext
        let items = [true, false, true].map { done in
            let item = Item(context: context)
            item.isDone = done
            return item
        }
        try context.save()
        let request = NSFetchRequest<any NSFetchRequestResult>(entityName: "Item")
        request.predicate = NSPredicate(format: "isDone == YES")
        let batch = NSBatchDeleteRequest(fetchRequest: request)
        batch.resultType = .resultTypeCount
        let result = try context.execute(batch) as? NSBatchDeleteResult
        #expect(result?.result as? Int == 2)
        #expect(try context.fetch(Item.fetchRequest()) == [items[1]])
        #expect(items.map(\.isDeleted) == [true, false, true])

        // the identities a batch delete returns, merged into another context, leave it
        let background = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        background.persistentStoreCoordinator = context.persistentStoreCoordinator
        let survivor = try #require(try background.fetch(Item.fetchRequest()).first)
        let byID = NSBatchDeleteRequest(objectIDs: [survivor.objectID])
        byID.resultType = .resultTypeObjectIDs
        let ids = try background.execute(byID) as? NSBatchDeleteResult
        #expect(ids?.result as? [NSManagedObjectID] == [survivor.objectID])
        #expect(context.registeredObjects.contains(survivor))
        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: [survivor.objectID]], into: [context])
        #expect(!context.registeredObjects.contains(survivor))
        #expect(try context.count(for: Item.fetchRequest()) == 0)
        #expect(describeLoadError(nil) == nil && describeLoadError(CocoaError(.fileNoSuchFile)) != nil)
        TrimmingTransformer.register()
        #expect(ValueTransformer(forName: NSValueTransformerName("TrimmingTransformer"))?.transformedValue(" a ") as? String == "a")
    }

    @Test("a store opens when loaded: before, fetch and save fail; a read-only description refuses saves")
    func storesOpenWhenLoaded() throws {
        let container = NSPersistentContainer(name: "Model", managedObjectModel: NSManagedObjectModel(classes: [Item.self]))
        let context = container.viewContext
        _ = Item(context: context)
        #expect(throws: (any Error).self) { try context.fetch(Item.fetchRequest()) }
        #expect(throws: (any Error).self) { try context.save() }
        container.loadPersistentStores { _, _ in }
        try context.save()
        #expect(try context.count(for: Item.fetchRequest()) == 1)

        let readOnly = NSPersistentContainer(name: "Model", managedObjectModel: NSManagedObjectModel(classes: [Item.self]))
        readOnly.persistentStoreDescriptions[0].isReadOnly = true
        readOnly.loadPersistentStores { description, error in #expect(description.isReadOnly && error == nil) }
        _ = Item(context: readOnly.viewContext)
        #expect(throws: (any Error).self) { try readOnly.viewContext.save() }
        #expect(readOnly.viewContext.hasChanges)
        // a context made by hand, without a coordinator, has no store either
        #expect(throws: (any Error).self) {
            try NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType).fetch(Item.fetchRequest())
        }
    }

    @Test("a context keeps its coordinator and so the saved objects alive after the container is gone")
    func contextOutlivesContainer() throws {
        var container: NSPersistentContainer? = makeContainer()
        weak let released = container
        let context = try #require(container?.viewContext)
        let item = Item(context: context)
        try context.save()
        container = nil
        #expect(released == nil)
        #expect(try context.fetch(Item.fetchRequest()) == [item])
    }

    @Test("CloudKit events: a sync status reads them from the notification; the container itself posts none")
    func cloudKitEvents() throws {
        let received = LockedEvents()
        let observer = NotificationCenter.default.addObserver(
            forName: NSPersistentCloudKitContainer.eventChangedNotification, object: nil, queue: nil
        ) { note in
            if let event = note.userInfo?[NSPersistentCloudKitContainer.eventNotificationUserInfoKey]
                as? NSPersistentCloudKitContainer.Event
            {
                received.append(event)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let container = NSPersistentCloudKitContainer(name: "Events")
        container.loadPersistentStores { _, _ in }
        _ = Folder(context: container.viewContext)
        try container.viewContext.save()
        #expect(received.events.isEmpty)
        let start = Date(timeIntervalSince1970: 1_000)
        let event = NSPersistentCloudKitContainer.Event(
            storeIdentifier: "store", type: .export, startDate: start, endDate: start.addingTimeInterval(2), succeeded: true)
        NotificationCenter.default.post(
            name: NSPersistentCloudKitContainer.eventChangedNotification, object: container,
            userInfo: [NSPersistentCloudKitContainer.eventNotificationUserInfoKey: event])
        let got = try #require(received.events.first)
        #expect(got.identifier == event.identifier && got.type == .export && got.succeeded && got.error == nil)
        #expect(got.endDate.map { $0.timeIntervalSince(got.startDate) } == 2)
    }

    @Test("merge policies and options are recorded; NSPersistentCloudKitContainer works as a local container")
    func recordedSettings() throws {
        let container = NSPersistentCloudKitContainer(name: "Cloud")
        let description = container.persistentStoreDescriptions[0]
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        description.cloudKitContainerOptions = NSPersistentCloudKitContainerOptions(containerIdentifier: "iCloud.example")
        #expect(description.cloudKitContainerOptions?.databaseScope == .private)
        description.cloudKitContainerOptions?.databaseScope = .public
        #expect(description.cloudKitContainerOptions?.databaseScope == .public)
        container.loadPersistentStores { _, _ in }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        #expect((container.viewContext.mergePolicy as? NSMergePolicy)?.mergeType == .mergeByPropertyObjectTrumpMergePolicyType)
        #expect(description.options[NSPersistentHistoryTrackingKey] == true as NSNumber)
        try container.initializeCloudKitSchema()
        let folder = Folder(context: container.viewContext)
        try container.viewContext.save()
        #expect(try container.viewContext.existingObject(with: folder.objectID) === folder)
        #expect(folder.objectID.uriRepresentation().absoluteString.hasPrefix("x-coredata:///Folder/p"))
    }

    @Test("a file importing Foundation and CoreData gets the stand-in's NSPredicate(format:) and NSSortDescriptor(key:)")
    func foundationAndCoreDataFile() throws {
        let context = makeContainer().viewContext
        for (name, done, day) in [("b", false, 2.0), ("a", false, 3.0), ("c", true, 3.0), ("d", false, 0.5)] {
            let item = Item(context: context)
            item.name = name
            item.isDone = done
            item.timestamp = Date(timeIntervalSince1970: day * 86_400)
        }
        let request = recentUndoneRequest(after: Date(timeIntervalSince1970: 86_400))
        #expect(try context.fetch(request).map(\.name) == ["a", "b"])
    }
}

/// Events a notification observer received, from whichever thread posted them.
private final class LockedEvents: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [NSPersistentCloudKitContainer.Event] = []
    var events: [NSPersistentCloudKitContainer.Event] { lock.withLock { stored } }
    func append(_ event: NSPersistentCloudKitContainer.Event) { lock.withLock { stored.append(event) } }
}
