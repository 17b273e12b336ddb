import CoreData
import Foundation
import Testing

@MainActor
@Suite("CoreData stand-in: NSSortDescriptor")
struct SortTests {
    private func items(_ context: NSManagedObjectContext) -> [Item] {
        [("pear", 2), ("Apple", 3), (nil, 1), ("apple", 2), ("fig", 3)].map { name, count in
            let item = Item(context: context)
            item.name = name
            item.count = Int16(count)
            return item
        }
    }

    @Test("by key, by key path, descending, missing values first, several descriptors, reversed")
    func sorting() throws {
        let context = makeContainer().viewContext
        _ = items(context)
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        #expect(try context.fetch(request).map(\.name) == [nil, "Apple", "apple", "fig", "pear"])
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.name, ascending: false)]
        #expect(try context.fetch(request).map(\.name) == ["pear", "fig", "apple", "Apple", nil])
        request.sortDescriptors = [
            NSSortDescriptor(keyPath: \Item.count, ascending: false), NSSortDescriptor(key: "name", ascending: true),
        ]
        #expect(try context.fetch(request).map(\.name) == ["Apple", "fig", "apple", "pear", nil])
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.count, ascending: true).reversedSortDescriptor]
        #expect(try context.fetch(request).map(\.count) == [3, 3, 2, 2, 1])
        let descriptor = NSSortDescriptor(keyPath: \Item.name, ascending: true)
        #expect(
            descriptor.key == "name" && descriptor.ascending
                && NSSortDescriptor(keyPath: \Item.folder?.title, ascending: true).key == "folder.title")
    }

    @Test("a comparator, and Foundation's SortDescriptor wrapped (its order kept)")
    func comparatorsAndSortDescriptor() throws {
        let context = makeContainer().viewContext
        _ = items(context)
        let request: NSFetchRequest<Item> = Item.fetchRequest()
        request.predicate = NSPredicate(format: "name != nil")
        request.sortDescriptors = [
            NSSortDescriptor(key: "name", ascending: true) { ($0 as! String).caseInsensitiveCompare($1 as! String) },
            NSSortDescriptor(key: "count", ascending: true),
        ]
        #expect(try context.fetch(request).map(\.name) == ["apple", "Apple", "fig", "pear"])
        request.sortDescriptors = [
            NSSortDescriptor(SortDescriptor(\Item.count, order: .reverse)), NSSortDescriptor(key: "name", ascending: false),
        ]
        #expect(try context.fetch(request).map(\.name) == ["fig", "Apple", "pear", "apple"])
    }
}
