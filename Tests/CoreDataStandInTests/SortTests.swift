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

    @Test("Foundation's one class: key, key path, description and reversal kept; NSArray sorts with it too")
    func foundationsClass() {
        let byName = NSSortDescriptor(key: "folder.title", ascending: true)
        let foundation: Foundation.NSSortDescriptor = byName
        #expect(foundation.key == "folder.title" && byName.description == "(folder.title, ascending)")
        let reversed = byName.reversedSortDescriptor
        #expect(reversed.key == "folder.title" && !reversed.ascending && reversed.description == "(folder.title, descending)")
        #expect(reversed.reversedSortDescriptor.ascending)

        // a key path to a Comparable value is Foundation's own descriptor: its key path and comparator kept reversed
        let byCount = NSSortDescriptor(keyPath: \Item.count, ascending: true)
        #expect(byCount.key == "count" && byCount.reversedSortDescriptor.keyPath == \Item.count)
        #expect(!byCount.reversedSortDescriptor.ascending)
        #expect(NSSortDescriptor(keyPath: \Item.name, ascending: true).reversedSortDescriptor.keyPath == \Item.name)
        #expect(NSSortDescriptor(key: nil, ascending: true).key == nil)

        // Foundation's NSArray calls the descriptor's compare(_:to:): values read by key, missing ones first
        let rows: NSArray = [["n": 3], ["n": 1], [String: Int](), ["n": 2]]
        let sorted = rows.sortedArray(using: [NSSortDescriptor(key: "n", ascending: true)])
        #expect(sorted.map { ($0 as? [String: Int])?["n"] } == [nil, 1, 2, 3])
        let descending = rows.sortedArray(using: [NSSortDescriptor(key: "n", ascending: true).reversedSortDescriptor])
        #expect(descending.map { ($0 as? [String: Int])?["n"] } == [3, 2, 1, nil])
    }
}
