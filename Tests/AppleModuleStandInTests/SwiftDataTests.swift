import Foundation
import NapkinUI
import SwiftData
import Testing

/// A container of the test models, in memory.
@MainActor
private func makeContainer() throws -> ModelContainer {
    try ModelContainer(for: Folder.self, Note.self, Tag.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}

/// Counts the changes observation reports for what `read` reads.
private final class ChangeCounter: @unchecked Sendable {
    var count = 0
    func track(_ read: @escaping () -> Void) {
        withObservationTracking(read) { [self] in count += 1 }
    }
}

@MainActor
@Suite("SwiftData stand-in")
struct SwiftDataTests {
    @Test(
        "@Model: stored vars are initialised by the init, observed and listed in the schema; computed, @Transient and let are not observed")
    func modelShape() {
        let folder = Folder(name: "Work", kind: .work)
        let note = Note(title: "Plan", serial: 7, folder: folder)
        #expect(note.title == "Plan" && note.body == "" && note.isPinned == false && note.priority == nil)
        #expect(note.folder === folder && note.serial == 7 && folder.kind == .work)
        #expect(Note.schemaMetadata.map(\.name) == ["title", "body", "isPinned", "priority", "folder", "tags", "serial"])
        #expect(Folder.schemaMetadata.map(\.name) == ["name", "createdAt", "notes", "kind"])
        #expect(Folder.schemaMetadata[0].attribute?.isUnique == true)
        #expect(Folder.schemaMetadata[2].relationship?.deleteRule == .cascade)
        #expect(Folder.schemaMetadata[2].relationship?.inverse == \Note.folder)
        #expect(Note.schemaMetadata[4].relationship?.deleteRule == .nullify)  // a model-typed property is a relationship
        #expect(Note.schemaMetadata[0].relationship == nil)

        let counter = ChangeCounter()
        counter.track { _ = note.title }
        note.title = "Plan B"
        #expect(counter.count == 1)
        counter.track { _ = note.isExpanded }
        note.isExpanded = true
        #expect(counter.count == 1)  // @Transient: not observed
        counter.track { _ = note.summary }
        note.summary = "details"  // a computed property writing a persisted one
        #expect(counter.count == 2 && note.body == "details")
        #expect(note.persistentModelID != folder.persistentModelID && note.persistentModelID.entityName == "Note")
        #expect(note.modelContext == nil && !note.hasChanges)
    }

    @Test("insert, fetch with #Predicate, SortDescriptor, offset and limit, fetchCount; pending inserts are fetched, save keeps them")
    func fetching() throws {
        let context = try makeContainer().mainContext
        let work = Folder(name: "Work")
        context.insert(work)
        for (serial, title) in ["delta", "alpha", "charlie", "bravo"].enumerated() {
            let note = Note(title: title, serial: serial, folder: work)
            note.priority = serial % 2 == 0 ? serial : nil
            context.insert(note)
        }
        #expect(context.hasChanges && context.insertedModelsArray.count == 5)
        let byTitle = try context.fetch(FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title)]))
        #expect(byTitle.map(\.title) == ["alpha", "bravo", "charlie", "delta"])
        var descriptor = FetchDescriptor<Note>(
            predicate: #Predicate { $0.priority != nil }, sortBy: [SortDescriptor(\.serial, order: .reverse)])
        #expect(try context.fetch(descriptor).map(\.title) == ["charlie", "delta"])
        descriptor = FetchDescriptor<Note>(sortBy: [SortDescriptor(\.title, order: .reverse)])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.title) == ["charlie", "bravo"])
        #expect(try context.fetchCount(FetchDescriptor<Note>(predicate: #Predicate { $0.title.contains("a") && $0.serial > 0 })) == 3)
        try context.save()
        #expect(!context.hasChanges && !work.hasChanges)
        #expect(try context.fetchCount(FetchDescriptor<Folder>()) == 1)
        // a second context of the container sees what the first saved
        #expect(try ModelContext(context.container).fetchCount(FetchDescriptor<Note>()) == 4)
        // inserting a model inserts the models its relationships hold
        let home = Folder(name: "Home")
        home.notes = [Note(title: "groceries", serial: 9)]
        context.insert(home)
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 5)
        #expect(home.notes[0].modelContext === context)
    }

    @Test("#Predicate with localizedStandardContains (a search field's filter) ignores case and diacritics")
    func searchPredicate() throws {
        let context = try makeContainer().mainContext
        for (serial, title) in ["Café au lait", "cafe list", "Tea"].enumerated() { context.insert(Note(title: title, serial: serial)) }
        let search = "CAFÉ"
        let found = try context.fetch(
            FetchDescriptor<Note>(
                predicate: #Predicate { search.isEmpty || $0.title.localizedStandardContains(search) }, sortBy: [SortDescriptor(\.serial)]))
        #expect(found.map(\.title) == ["Café au lait", "cafe list"])
    }

    @Test("Delete rules apply on save: cascade deletes, nullify forgets, deny refuses, noAction leaves")
    func deleteRules() throws {
        let context = try makeContainer().mainContext
        let folder = Folder(name: "Trips")
        let lisbon = Note(title: "Lisbon", serial: 1, folder: folder)
        let porto = Note(title: "Porto", serial: 2, folder: folder)
        folder.notes = [lisbon, porto]
        let travel = Tag(label: "travel")
        let city = Tag(label: "city")
        lisbon.tags = [travel, city]
        city.related = [travel]
        context.insert(folder)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Tag>()) == 2)

        // nullify (Note.tags): the deleted note leaves its tags; its folder forgets it (Note.folder)
        context.delete(lisbon)
        #expect(lisbon.isDeleted && context.hasChanges)
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["Porto"])
        try context.save()
        #expect(folder.notes.map(\.title) == ["Porto"])
        #expect(try context.fetchCount(FetchDescriptor<Tag>()) == 2)

        // deny (Tag.notes): a tag that still holds a note cannot be deleted
        travel.notes = [porto]
        try context.save()
        context.delete(travel)
        #expect(throws: SwiftDataError.modelValidationFailure) { try context.save() }
        context.rollback()
        #expect(!travel.isDeleted && !context.hasChanges)

        // noAction (Tag.related): deleting a tag leaves the tags it relates to alone
        context.delete(city)
        try context.save()
        #expect(city.related.map(\.label) == ["travel"])

        // cascade (Folder.notes): the folder's notes go with it, and the tag forgets them
        context.delete(folder)
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 1)  // until the save
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Note>()) == 0)
        #expect(porto.isDeleted && travel.notes?.isEmpty == true)
        #expect(try context.fetch(FetchDescriptor<Tag>()).map(\.label) == ["travel"])

        // delete(model:where:)
        context.insert(Tag(label: "old"))
        context.insert(Tag(label: "new"))
        try context.delete(model: Tag.self, where: #Predicate { $0.label != "new" })
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Tag>()).map(\.label) == ["new"])
    }

    @Test("Both sides of a relationship are kept: the inverse that inverse: names, or the only one to the type")
    func inverses() throws {
        let context = try makeContainer().mainContext
        let work = Folder(name: "Work"), home = Folder(name: "Home")
        let memo = Note(title: "memo", serial: 1)
        memo.folder = work  // before the insert: the insert links the inverse
        context.insert(memo)
        context.insert(home)
        #expect(work.notes.map(\.title) == ["memo"])
        memo.folder = home  // to-one: the old folder drops it, the new one gains it
        #expect(work.notes.isEmpty && home.notes.map(\.title) == ["memo"])
        home.notes.removeAll()  // to-many: the note forgets the folder
        #expect(memo.folder == nil)
        work.notes.append(memo)
        #expect(memo.folder === work)
        let urgent = Tag(label: "urgent")
        memo.tags.append(urgent)  // inferred: Tag.notes is the only relationship of Tag to Note
        #expect(urgent.notes?.map(\.title) == ["memo"])
        #expect(urgent.modelContext === context)  // put in an inserted model's relationship: inserted
        urgent.related = [urgent]  // a relationship to its own type with no inverse
        #expect(urgent.related.count == 1)
    }

    @Test("A model whose .unique attribute equals a saved one's updates it on save (an upsert)")
    func uniqueUpsert() throws {
        let context = try makeContainer().mainContext
        let first = Folder(name: "Inbox", kind: .personal)
        context.insert(first)
        try context.save()
        let again = Folder(name: "Inbox", kind: .work)
        context.insert(again)
        context.insert(Folder(name: "Archive"))
        try context.save()
        let folders = try context.fetch(FetchDescriptor<Folder>(sortBy: [SortDescriptor(\.name)]))
        #expect(folders.map(\.name) == ["Archive", "Inbox"])
        #expect(folders[1] === first && first.kind == .work)
        #expect(again.modelContext == nil)
    }

    @Test("#Unique: a model equal to a saved one in all of a constraint's properties updates it on save")
    func compositeUnique() throws {
        let context = ModelContext(try ModelContainer(for: Visit.self))
        context.insert(Visit(city: "Lisbon", day: 1, note: "first"))
        context.insert(Visit(city: "Lisbon", day: 2))
        try context.save()
        context.insert(Visit(city: "Lisbon", day: 1, note: "again"))  // same city and day
        context.insert(Visit(city: "Porto", day: 1))  // same day only
        try context.save()
        let visits = try context.fetch(FetchDescriptor<Visit>(sortBy: [SortDescriptor(\.city), SortDescriptor(\.day)]))
        #expect(visits.map { "\($0.city) \($0.day) \($0.note)" } == ["Lisbon 1 again", "Lisbon 2 ", "Porto 1 "])
    }

    @Test("Models without a value for a unique attribute never clash; with equal values they do")
    func uniqueWithoutValue() throws {
        let context = ModelContext(try ModelContainer(for: Ticket.self))
        context.insert(Ticket(code: nil, seat: 1))
        context.insert(Ticket(code: "A7", seat: 2))
        try context.save()
        context.insert(Ticket(code: nil, seat: 3))
        context.insert(Ticket(code: "A7", seat: 4))
        try context.save()
        let tickets = try context.fetch(FetchDescriptor<Ticket>(sortBy: [SortDescriptor(\.seat)]))
        #expect(tickets.map(\.seat) == [1, 3, 4] && tickets[2].code == "A7")
    }

    @Test("rollback forgets inserts and deletes and restores changed properties; hasChanges follows")
    func rollback() throws {
        let context = try makeContainer().mainContext
        let note = Note(title: "Draft", serial: 1)
        note.priority = 2
        context.insert(note)
        try context.save()
        note.title = "Final"
        note.priority = nil
        #expect(note.hasChanges && context.changedModelsArray.count == 1)
        let extra = Note(title: "Extra", serial: 2)
        context.insert(extra)
        context.rollback()
        #expect(note.title == "Draft" && note.priority == 2)
        #expect(!context.hasChanges && extra.modelContext == nil)
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.title) == ["Draft"])
    }

    @Test("A versioned schema's nested models in a container with a migration plan (nothing to migrate in memory)")
    func versionedSchema() throws {
        let schema = Schema(versionedSchema: LibrarySchemaV1.self)
        #expect(schema.version == Schema.Version(1, 0, 0) && schema.entities.map(\.name) == ["Book"])
        let container = try ModelContainer(
            for: schema, migrationPlan: LibraryMigrationPlan.self, configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        let context = ModelContext(container)
        context.insert(LibrarySchemaV1.Book(title: "Dune"))
        #expect(try context.fetch(FetchDescriptor<LibrarySchemaV1.Book>()).map(\.title) == ["Dune"])
    }

    @Test("erase() deletes every saved model of the container, as iOS 18's does, and the container stays usable")
    func erase() throws {
        let container = try makeContainer()
        let context = container.mainContext
        context.insert(Folder(name: "Work"))
        context.insert(Folder(name: "Home"))
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Folder>()) == 2)
        try container.erase()
        #expect(try context.fetchCount(FetchDescriptor<Folder>()) == 0)
        context.insert(Folder(name: "Again"))
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Folder>()).map(\.name) == ["Again"])
    }

    @Test("A container for no types is an error; a read-only configuration refuses to save")
    func containerErrors() throws {
        #expect(throws: SwiftDataError.loadIssueModelContainer) { try ModelContainer(for: Schema([])) }
        let readOnly = try ModelContainer(for: Tag.self, configurations: ModelConfiguration(allowsSave: false))
        let context = ModelContext(readOnly)
        context.insert(Tag(label: "x"))
        #expect(throws: SwiftDataError.configurationSaveNotAllowed) { try context.save() }
        #expect(readOnly.schema.entities.map(\.name) == ["Tag"])
    }

    @Test("@Query in a view reads the environment's context: its rows in a List, again after an insert, a change and a delete")
    func queryInAList() throws {
        let container = try makeContainer()
        let context = container.mainContext
        context.insert(Note(title: "Buy milk", serial: 1))
        context.insert(Note(title: "Call Ann", serial: 2))
        context.insert(Note(title: "Archive", serial: 3))
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: NoteList().modelContainer(container))
        var text = window.layoutDescription()
        #expect(text.contains("\"Archive\"") && text.contains("\"Buy milk\"") && text.contains("\"Call Ann\""))
        #expect(text.contains("\"3 NOTES\""))
        #expect(text.range(of: "Archive")!.lowerBound < text.range(of: "Buy milk")!.lowerBound)

        context.insert(Note(title: "Answer mail", serial: 4))
        let milk = try #require(try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.serial == 1 })).first)
        milk.title = "Buy oat milk"
        text = window.layoutDescription()
        #expect(text.contains("\"Answer mail\"") && text.contains("\"Buy oat milk\"") && text.contains("\"4 NOTES\""))
        milk.isPinned = true  // the filter drops pinned notes
        text = window.layoutDescription()
        #expect(!text.contains("Buy oat milk") && text.contains("\"3 NOTES\""))
        // the main context autosaves before the query reads it: the render shows the saved state
        #expect(!context.hasChanges)
        let folder = Folder(name: "Errands")
        folder.notes = try context.fetch(FetchDescriptor<Note>(predicate: #Predicate { $0.title.starts(with: "A") }))
        context.insert(folder)
        context.delete(folder)  // the cascade takes its notes with it when the context saves
        text = window.layoutDescription()
        #expect(!text.contains("Archive") && !text.contains("Answer mail") && text.contains("\"1 NOTES\""))
    }

    @Test("transaction saves what its block did, or rolls it back when the block throws; a hand-made context does not autosave")
    func transactions() throws {
        let container = try makeContainer()
        let context = ModelContext(container)
        #expect(!context.autosaveEnabled && container.mainContext.autosaveEnabled)
        try context.transaction { context.insert(Tag(label: "kept")) }
        #expect(try !context.hasChanges && context.fetchCount(FetchDescriptor<Tag>()) == 1)
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try context.transaction {
                context.insert(Tag(label: "dropped"))
                throw Refused()
            }
        }
        #expect(try context.fetch(FetchDescriptor<Tag>()).map(\.label) == ["kept"])
    }

    @Test("@Query without a container fetches nothing; .modelContainer(for:inMemory:) gives the views one")
    func queryContainers() throws {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: NoteList())
        #expect(window.layoutDescription().contains("\"0 NOTES\""))
        // the container outlives the body that asked for it: the next render, or another view
        // asking for the same types, finds what was saved
        var seen: ModelContext?
        window.rootViewController = HostingController(
            rootView: ContextProbe { seen = $0 }.modelContainer(for: [Note.self, Tag.self], inMemory: true))
        _ = window.layoutDescription()
        let context = try #require(seen)
        #expect(context.container.schema.entities.map(\.name) == ["Note", "Tag"])
        context.insert(Note(title: "kept", serial: 1))
        try context.save()
        window.rootViewController = HostingController(
            rootView: AddingNoteList().modelContainer(for: [Tag.self, Note.self], inMemory: true))
        #expect(window.layoutDescription().contains("\"1 notes\""))
    }
}

/// A screen as apps write it: a filtered, sorted query in a List.
private struct NoteList: View {
    @Query(filter: #Predicate<Note> { !$0.isPinned }, sort: \Note.title) private var notes: [Note]
    @Environment(\.modelContext) private var context

    var body: some View {
        List {
            Section("\(notes.count) notes") {
                ForEach(notes) { note in
                    Text(note.title)
                }
            }
        }
    }
}

/// The query form that takes no arguments.
private struct AddingNoteList: View {
    @Query private var notes: [Note]

    var body: some View {
        Text("\(notes.count) notes")
    }
}

/// Hands its environment's model context to `seen` when its body is evaluated.
private struct ContextProbe: View {
    @Environment(\.modelContext) private var context
    let seen: (ModelContext) -> Void

    var body: some View {
        seen(context)
        return Text("probe")
    }
}

/// An app whose window group is given a container, as SwiftData apps write their App file.
private struct NotesApp: App {
    var container: ModelContainer?
    var body: some Scene {
        if let container {
            WindowGroup { NoteList() }
                .modelContainer(container)
        }
    }
}

/// An app asking for a container by its model types, reporting the context its view sees.
private struct TagsApp: App {
    var seen: (ModelContext) -> Void = { _ in }
    var body: some Scene {
        WindowGroup { ContextProbe(seen: seen) }
            .modelContainer(for: Tag.self, inMemory: true)
    }
}

extension SwiftDataTests {
    @Test("Scene.modelContainer gives the app's window its container: @Query in the hosted view reads it")
    func sceneModelContainer() throws {
        let container = try makeContainer()
        container.mainContext.insert(Note(title: "From the app's container", serial: 1))
        let text = Window(app: NotesApp(container: container)).layoutDescription()
        #expect(text.contains("\"From the app's container\"") && text.contains("\"1 NOTES\""))
        var seen: ModelContext?
        _ = Window(app: TagsApp { seen = $0 }).layoutDescription()
        #expect(try #require(seen).container.schema.entities.map(\.name) == ["Tag"])
    }
}

/// The query forms that name only an animation or a transaction: the model comes from the property's type.
private struct AnimatedNoteList: View {
    @Query(animation: .default) private var notes: [Note]
    @Query(transaction: Transaction(animation: .easeInOut)) private var sameNotes: [Note]

    var body: some View {
        Text("\(notes.count) and \(sameNotes.count) notes, \(_notes.animation == .default ? "animated" : "still")")
    }
}

extension SwiftDataTests {
    @Test("@Query(animation:) and @Query(transaction:) fetch every model of the property's type, keeping the animation")
    func queryWithAnimationOnly() throws {
        let container = try makeContainer()
        container.mainContext.insert(Note(title: "one", serial: 1))
        container.mainContext.insert(Note(title: "two", serial: 2))
        try container.mainContext.save()
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: AnimatedNoteList().modelContainer(container))
        #expect(window.layoutDescription().contains("\"2 and 2 notes, animated\""))
    }
}

extension SwiftDataTests {
    @Test("model(for:) finds a model by its identity: inserted, saved, or deleted and not yet saved")
    func modelForIdentity() throws {
        let context = ModelContext(try makeContainer())
        let note = Note(title: "kept", serial: 1)
        context.insert(note)
        #expect((context.model(for: note.persistentModelID) as? Note) === note)
        try context.save()
        let other = ModelContext(context.container)
        #expect((other.model(for: note.persistentModelID) as? Note)?.title == "kept")
        context.delete(note)
        #expect(context.model(for: note.persistentModelID) is Note)
    }
}
