import CoreData
import Foundation
import NapkinUI
import SnapshotTesting
import Testing

/// A screen as Xcode's CoreData template writes it: sorted objects in a List, a row per object.
private struct ItemList: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.name, ascending: true)], predicate: NSPredicate(format: "isDone == NO"))
    private var items: FetchedResults<Item>

    var body: some View {
        List {
            Section("\(items.count) to buy") {
                ForEach(items) { item in
                    ItemRow(item: item)
                }
            }
        }
    }
}

/// A row observing its object, as `@ObservedObject var item: Item` does on iOS.
private struct ItemRow: View {
    @ObservedObject var item: Item

    var body: some View {
        HStack {
            Text(item.name ?? "Untitled")
            Spacer()
            Text("\(item.count)").foregroundStyle(.secondary)
        }
    }
}

/// The SortDescriptor and fetchRequest: forms, and a context read from the environment.
private struct CountingList: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\Item.count, order: .reverse)]) private var items: FetchedResults<Item>
    @FetchRequest(fetchRequest: Item.fetchRequest()) private var all: FetchedResults<Item>
    @FetchRequest(
        entity: Item.entity(), sortDescriptors: [],
        predicate: NSCompoundPredicate(orPredicateWithSubpredicates: [NSPredicate(format: "count > 5"), NSPredicate(format: "count < 2")]))
    private var extremes: FetchedResults<Item>
    // `[]` fits both the NSSortDescriptor and the SortDescriptor form; it compiles as on iOS.
    @FetchRequest(sortDescriptors: []) private var unsorted: FetchedResults<Item>
    @FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "isDone == YES")) private var done: FetchedResults<Item>
    @Environment(\.managedObjectContext) private var context
    let probe: (FetchedResults<Item>, NSManagedObjectContext) -> Void

    var body: some View {
        probe(items, context)
        return Text(
            items.map { "\($0.count)" }.joined(separator: ",")
                + " of \(all.count), \(extremes.count) extreme, \(unsorted.count)/\(done.count)")
    }
}

@MainActor
@Suite("CoreData stand-in: @FetchRequest")
struct FetchRequestTests {
    private func fill(_ context: NSManagedObjectContext) throws {
        for (name, count, done) in [("Oat milk", 2, false), ("Apples", 6, false), ("Bread", 1, true), ("Coffee", 1, false)] {
            let item = Item(context: context)
            item.name = name
            item.count = Int16(count)
            item.isDone = done
        }
        try context.save()
    }

    @Test("@FetchRequest lists the environment's context's objects; again after an insert, a change and a delete")
    func listFollowsTheContext() throws {
        let context = makeContainer().viewContext
        try fill(context)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: ItemList().environment(\.managedObjectContext, context))
        var text = window.layoutDescription()
        #expect(text.contains("\"3 TO BUY\"") && !text.contains("Bread"))
        #expect(text.range(of: "Apples")!.lowerBound < text.range(of: "Coffee")!.lowerBound)

        let tea = Item(context: context)
        tea.name = "Tea"
        text = window.layoutDescription()
        #expect(text.contains("\"Tea\"") && text.contains("\"4 TO BUY\""))
        let apples = try #require(try context.fetch(Item.fetchRequest()).first { $0.name == "Apples" })
        apples.isDone = true
        try context.save()
        text = window.layoutDescription()
        #expect(!text.contains("Apples") && text.contains("\"3 TO BUY\""))
        context.delete(tea)
        #expect(window.layoutDescription().contains("\"2 TO BUY\""))
    }

    @Test("A view file importing only SwiftUI fetches with @FetchRequest through the AppleImports plugin, as on iOS")
    func swiftUIOnlyFile() throws {
        let context = makeContainer().viewContext
        try fill(context)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: SwiftUIOnlyItemList().environment(\.managedObjectContext, context))
        #expect(window.layoutDescription().contains("\"Oat milk, Coffee, Apples\""))
        _ = Item(context: context)
        #expect(window.layoutDescription().contains("(unsaved)"))
    }

    @Test("without a context in the environment the list is empty")
    func noContext() {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: ItemList())
        #expect(window.layoutDescription().contains("\"0 TO BUY\""))
    }

    @Test(
        "SortDescriptor, fetchRequest: and entity: forms (a Foundation NSCompoundPredicate); FetchedResults' nsPredicate and sortDescriptors fetch again when set"
    )
    func changingTheRequest() throws {
        let context = makeContainer().viewContext
        try fill(context)
        var results: FetchedResults<Item>?
        var seen: NSManagedObjectContext?
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: CountingList {
                results = $0; seen = $1
            }.environment(\.managedObjectContext, context))
        #expect(window.layoutDescription().contains("\"6,2,1,1 of 4, 3 extreme, 4/1\""))
        #expect(seen === context)
        let fetched = try #require(results)
        let moreThanOne = NSPredicate(format: "count > 1")
        fetched.nsPredicate = moreThanOne
        #expect(window.layoutDescription().contains("\"6,2 of 4, 3 extreme, 4/1\""))
        fetched.sortDescriptors = [SortDescriptor(\Item.count)]
        #expect(window.layoutDescription().contains("\"2,6 of 4, 3 extreme, 4/1\""))
        #expect(fetched.sortDescriptors == [SortDescriptor(\Item.count)])
        fetched.nsSortDescriptors = [NSSortDescriptor(key: "count", ascending: false)]
        #expect(window.layoutDescription().contains("\"6,2 of 4, 3 extreme, 4/1\""))
        #expect(fetched.nsPredicate === moreThanOne)
    }

    @Test("the template's list, drawn")
    func templateList() throws {
        let context = makeContainer().viewContext
        try fill(context)
        assertSnapshot(
            of: AnyView(ItemList().environment(\.managedObjectContext, context)),
            as: .image(layout: .fixed(width: 390, height: 300), traits: UITraitCollection(userInterfaceStyle: .light)),
            named: "light")
    }
}

extension Item {
    /// More than one to buy (a computed key to group by).
    var isSeveral: Bool { count > 1 }
}

/// Objects in sections by whether they are done, as a sectioned list groups them.
private struct SectionedList: View {
    @SectionedFetchRequest(
        sectionIdentifier: \Item.isDone,
        sortDescriptors: [NSSortDescriptor(keyPath: \Item.isDone, ascending: true), NSSortDescriptor(keyPath: \Item.name, ascending: true)])
    private var sections: SectionedFetchResults<Bool, Item>
    let probe: (SectionedFetchResults<Bool, Item>) -> Void

    var body: some View {
        probe(sections)
        return Text(
            sections.map { section in "\(section.id): " + section.map { $0.name ?? "" }.joined(separator: ",") }.joined(separator: "; "))
    }
}

@MainActor
@Suite("CoreData stand-in: @SectionedFetchRequest")
struct SectionedFetchRequestTests {
    @Test("sections are runs of the same identifier in the sort's order; a change of predicate, order or key fetches and groups again")
    func sections() throws {
        let context = makeContainer().viewContext
        for (name, count, done) in [("Oat milk", 2, false), ("Apples", 6, false), ("Bread", 1, true), ("Coffee", 1, false)] {
            let item = Item(context: context)
            item.name = name
            item.count = Int16(count)
            item.isDone = done
        }
        var results: SectionedFetchResults<Bool, Item>?
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: SectionedList { results = $0 }.environment(\.managedObjectContext, context))
        #expect(window.layoutDescription().contains("\"false: Apples,Coffee,Oat milk; true: Bread\""))
        let fetched = try #require(results)
        #expect(fetched.count == 2 && fetched[0].id == false && fetched[0].count == 3)
        fetched.nsPredicate = NSPredicate(format: "count < 3")
        #expect(window.layoutDescription().contains("\"false: Coffee,Oat milk; true: Bread\""))
        // grouped by a key the order does not follow: one section for each run
        fetched.nsSortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        #expect(window.layoutDescription().contains("\"true: Bread; false: Coffee,Oat milk\""))
        fetched.sectionIdentifier = \Item.isSeveral
        #expect(window.layoutDescription().contains("\"false: Bread,Coffee; true: Oat milk\""))
        #expect(fetched.sectionIdentifier == \Item.isSeveral)
    }
}
