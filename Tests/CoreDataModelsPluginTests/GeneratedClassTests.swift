import CoreData
import Foundation
import NapkinUI
import Testing

// Code as an iOS app writes it against the classes Xcode generates from Shelter.xcdatamodeld (whose current version,
// "Shelter 2", the .xccurrentversion file names): nothing here declares Pet, Dog, Person, Visit or Tag's properties;
// the CoreDataModels plugin generates them.

/// Tag's Codegen is "Category/Extension": the app writes the class, the plugin its properties.
public class Tag: NSManagedObject {}

/// Note's Codegen is "Manual/None": the app writes the class and its properties, and the plugin nothing (a second
/// declaration would not compile).
public class Note: NSManagedObject {
    /// The note's text.
    public var text: String?
}

/// A list as an app's view declares it, fetching the generated class.
struct PetList: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\.name)]) var pets: FetchedResults<Pet>

    var body: some View {
        List(pets) { pet in
            Text(pet.name ?? "Unnamed")
        }
    }
}

/// A container for the shelter's entities whose store is thrown away, as preview code writes it.
private func makeContext() -> NSManagedObjectContext {
    let container = NSPersistentContainer(name: "Shelter")
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, error in
        if let error { Issue.record(error) }
    }
    return container.viewContext
}

@MainActor
@Suite("The CoreDataModels plugin: Xcode's generated Core Data classes")
struct GeneratedClassTests {
    @Test("a generated class starts with the model's default values, in Xcode's types")
    func defaults() {
        let context = makeContext()
        let pet = Pet(context: context)
        #expect(pet.age == 1 && pet.weight == 0 && pet.adopted == false)
        #expect(pet.name == nil && pet.arrived == nil && pet.id == nil && pet.photo == nil && pet.nicknames == nil && pet.chipNumber == nil)
        let age: Int16 = pet.age
        let chip: NSNumber? = pet.chipNumber
        let nicknames: [String]? = pet.nicknames
        #expect(age == 1 && chip == nil && nicknames == nil)
        #expect(Person(context: context).name == "Unnamed")
    }

    @Test("generated properties are read and written by key, fetched with predicates and sorted")
    func fetching() throws {
        let context = makeContext()
        for (name, age) in [("Rex", 4), ("Ada", 2), ("Milo", 7)] {
            let pet = Pet(context: context)
            pet.name = name
            pet.age = Int16(age)
        }
        try context.save()
        let request: NSFetchRequest<Pet> = Pet.fetchRequest()
        request.predicate = NSPredicate(format: "age > %d", 3)
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Pet.name, ascending: true)]
        #expect(try context.fetch(request).map(\.name) == ["Milo", "Rex"])
        let rex = try #require(try context.fetch(request).last)
        #expect(rex.value(forKey: "age") as? Int16 == 4)
        rex.setValue("Rexy", forKey: "name")
        #expect(rex.name == "Rexy" && rex.hasChanges)
    }

    @Test("an unannotated fetchRequest() is the generated class's typed one; Pet() makes an object in no context")
    func typedRequestAndContextFreeObject() throws {
        let context = makeContext()
        let request = Pet.fetchRequest()
        let typed: NSFetchRequest<Pet> = request
        let sample = Pet()
        sample.name = "Preview"
        #expect(sample.managedObjectContext == nil && sample.age == 1)
        context.insert(sample)
        try context.save()
        #expect(try context.fetch(typed).map(\.name) == ["Preview"])
        let undo = UndoManager()
        context.undoManager = undo
        #expect(context.undoManager === undo)
    }

    @Test("setting a to-one relationship updates the to-many inverse, and moving it takes it from the old owner")
    func toOneInverse() {
        let context = makeContext()
        let alice = Person(context: context)
        let bob = Person(context: context)
        let pet = Pet(context: context)
        pet.owner = alice
        #expect((alice.pets as? Set<Pet>) == [pet])
        bob.addToPets(pet)
        #expect(pet.owner === bob)
        #expect((alice.pets as? Set<Pet>)?.isEmpty == true && (bob.pets as? Set<Pet>) == [pet])
        bob.removeFromPets(pet)
        #expect(pet.owner == nil)
    }

    @Test("a category's properties live by key on the app's class, and a many-to-many relationship keeps both sides")
    func categoryAndManyToMany() {
        let context = makeContext()
        let tag = Tag(context: context)
        #expect(tag.uses == 0 && tag.title == nil)
        tag.title = "Friendly"
        tag.uses = 3
        #expect(tag.value(forKey: "title") as? String == "Friendly" && tag.uses == 3)
        let rex = Pet(context: context)
        let ada = Pet(context: context)
        tag.addToPets(NSSet(array: [rex, ada]))
        #expect((rex.tags as? Set<Tag>) == [tag] && (ada.tags as? Set<Tag>) == [tag])
        ada.removeFromTags(tag)
        #expect((tag.pets as? Set<Pet>) == [rex])
    }

    @Test("an ordered relationship keeps its order and sets the inverse")
    func ordered() {
        let context = makeContext()
        let person = Person(context: context)
        let first = Visit(context: context)
        let second = Visit(context: context)
        person.addToVisits(second)
        person.insertIntoVisits(first, at: 0)
        #expect((person.visits?.array as? [Visit]).map { $0.map(ObjectIdentifier.init) } == [first, second].map(ObjectIdentifier.init))
        #expect(first.person === person && second.person === person)
        person.removeFromVisits(at: 0)
        #expect(first.person == nil && person.visits?.count == 1)
    }

    @Test("a sub-entity's class inherits its parent's generated class, with its own typed fetch request")
    func subentity() throws {
        let context = makeContext()
        let dog = Dog(context: context)
        dog.breed = "Collie"
        dog.name = "Lassie"
        let pet: Pet = dog
        #expect(pet.age == 1)
        try context.save()
        let request: NSFetchRequest<Dog> = Dog.fetchRequest()
        #expect(try context.fetch(request).map(\.breed) == ["Collie"])
    }

    @Test("generated classes are Identifiable as Xcode makes them: by an `id` attribute when the entity has one")
    func identifiable() {
        let context = makeContext()
        let pet = Pet(context: context)
        let id = UUID()
        pet.id = id
        let petID: UUID? = pet.id
        #expect(petID == id)
        let person = Person(context: context)
        #expect(person.id == ObjectIdentifier(person))
        let note = Note(context: context)
        note.text = "hand-written"
        #expect(note.text == "hand-written")
        _ = PetList()
    }
}
