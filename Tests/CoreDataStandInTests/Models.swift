import CoreData
import Foundation

/// An entity as Xcode's codegen declares it, with ordinary stored properties in place of
/// `@NSManaged` (which does not link on Linux).
final class Item: NSManagedObject {
    var name: String?
    var timestamp: Date?
    var count: Int16 = 0
    var isDone = false
    var folder: Folder?

    override func awakeFromInsert() {
        super.awakeFromInsert()
        timestamp = Date(timeIntervalSince1970: 0)
    }

    override func willSave() {
        super.willSave()
        HookLog.saves.append(name ?? "?")
    }
}

extension Item {
    @nonobjc class func fetchRequest() -> NSFetchRequest<Item> {
        NSFetchRequest<Item>(entityName: "Item")
    }
}

extension Item: Identifiable {}  // as Xcode's codegen writes it

/// A second entity, related to items.
final class Folder: NSManagedObject {
    var title: String?
    var items: Set<Item> = []
}

/// What the hooks of the test entities saw.
@MainActor
enum HookLog {
    nonisolated(unsafe) static var saves: [String] = []
}

/// A container of the test entities whose store is thrown away, as preview code writes it.
func makeContainer() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Model", managedObjectModel: NSManagedObjectModel(classes: [Item.self, Folder.self]))
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, error in
        if let error { fatalError("\(error)") }
    }
    return container
}
