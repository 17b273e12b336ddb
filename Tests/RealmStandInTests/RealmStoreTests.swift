import Foundation
import RealmSwift
import Testing

/// The Realm stand-in's suites, one at a time: they share the default configuration.
@Suite("RealmSwift stand-in", .serialized)
enum RealmStandInSuites {}

extension RealmStandInSuites {
    @Suite("Objects, realms and write transactions")
    struct RealmStoreTests {
        @Test("A new object holds its properties' defaults (the first enum case, empty lists) and is unmanaged")
        func defaults() {
            let dog = Dog()
            #expect(dog.name == "" && dog.age == 0 && dog.weight == 10 && dog.nickname == nil)
            #expect(dog.breed == .terrier && dog.toys.isEmpty && dog.tags.isEmpty && dog.owner == nil)
            #expect(dog.realm == nil && !dog.isInvalidated)
            dog.name = "Rex"  // unmanaged: no transaction needed
            #expect(dog["name"] as? String == "Rex")
            #expect(dog["barks"] == nil)
        }

        @Test("init(value:) sets properties from a dictionary, an array or another object; enums order by raw value")
        func initWithValue() {
            let fromDictionary = Dog(value: ["id": 5, "name": "Rex", "breed": "hound", "toys": List<String>()])
            #expect(fromDictionary.id == 5 && fromDictionary.name == "Rex" && fromDictionary.breed == .hound)
            let note = Note(value: ["k", "text"])
            #expect(note.key == "k" && note.text == "text")
            let copy = Dog(value: fromDictionary)
            #expect(copy.name == "Rex" && copy !== fromDictionary && copy.realm == nil)
            #expect([Breed.terrier, .collie, .hound].sorted() == [.collie, .hound, .terrier])
            #expect(Dog.className() == "Dog")
        }

        @Test("Objects added in a write are found by primary key (also the legacy primaryKey() form); write returns the block's value")
        func addAndFind() throws {
            let realm = try freshRealm()
            let rex = Dog(1, "Rex", age: 3)
            rex.owner = Owner(name: "Ann")
            let count = try realm.write {
                realm.add(rex)
                #expect(realm.isInWriteTransaction)
                let note = Note()
                note.key = "k"
                realm.add(note)
                return realm.objects(Dog.self).count
            }
            #expect(count == 1 && !realm.isInWriteTransaction)
            #expect(realm.object(ofType: Dog.self, forPrimaryKey: 1) === rex)
            #expect(realm.object(ofType: Dog.self, forPrimaryKey: 2) == nil)
            #expect(realm.object(ofType: Note.self, forPrimaryKey: "k")?.key == "k")
            #expect(rex.realm == realm)
            // the linked owner was added with it
            #expect(realm.objects(Owner.self).count == 1 && rex.owner?.realm == realm)
            // another Realm value of the same configuration sees the same objects
            let again = try Realm(configuration: realm.configuration)
            #expect(again.objects(Dog.self).first === rex)
        }

        @Test("add(update: .modified) updates the object with that primary key; both instances then share the record")
        func upsert() throws {
            let realm = try freshRealm()
            let first = Dog(1, "Rex", age: 3)
            try realm.write { realm.add(first) }
            let second = Dog(1, "Rex II", age: 4)
            try realm.write { realm.add(second, update: .modified) }
            #expect(realm.objects(Dog.self).count == 1)
            #expect(first.name == "Rex II" && first.age == 4)
            try realm.write { second.age = 9 }
            #expect(first.age == 9)
            let created = try realm.write { realm.create(Dog.self, value: ["id": 1, "name": "Max", "breed": "hound"], update: .modified) }
            #expect(created === first && first.name == "Max" && first.breed == .hound)
        }

        @Test("cancelWrite undoes the transaction's adds, changes and deletes; a throwing write block is cancelled and rethrown")
        func cancel() throws {
            let realm = try kennel()
            let rex = try #require(realm.object(ofType: Dog.self, forPrimaryKey: 1))
            let bella = try #require(realm.object(ofType: Dog.self, forPrimaryKey: 3))
            realm.beginWrite()
            rex.name = "Changed"
            rex.toys.append("ball")
            realm.delete(bella)
            realm.add(Dog(9, "New", age: 1))
            #expect(realm.objects(Dog.self).count == 4 && bella.isInvalidated)
            realm.cancelWrite()
            #expect(rex.name == "Rex" && rex.toys.isEmpty && !bella.isInvalidated)
            #expect(realm.objects(Dog.self).count == 4 && realm.object(ofType: Dog.self, forPrimaryKey: 9) == nil)

            struct Stop: Error {}
            #expect(throws: Stop.self) {
                try realm.write {
                    rex.age = 99
                    throw Stop()
                }
            }
            #expect(rex.age == 3 && !realm.isInWriteTransaction)
        }

        @Test("Deleting invalidates the object, drops it from results and lists, and clears links to it")
        func delete() throws {
            let realm = try freshRealm()
            let ann = Owner(name: "Ann")
            let rex = Dog(1, "Rex", age: 3)
            rex.owner = ann
            rex.collar = Collar()
            try realm.write { realm.add(rex) }
            let collar = try #require(rex.collar)
            try realm.write { realm.delete(ann) }
            #expect(ann.isInvalidated && ann.realm == nil && rex.owner == nil)
            try realm.write { realm.delete(realm.objects(Dog.self).filter("age == 3")) }
            #expect(rex.isInvalidated && collar.isInvalidated && realm.objects(Dog.self).isEmpty)
            let more = try kennel()
            try more.write { more.deleteAll() }
            #expect(more.isEmpty)
        }

        @Test("Managed lists and sets add the objects appended, keep set elements once, and change only in writes")
        func collections() throws {
            let realm = try freshRealm()
            let rex = Dog(1, "Rex", age: 3)
            try realm.write { realm.add(rex) }
            try realm.write {
                rex.toys.append(objectsIn: ["ball", "rope", "bone"])
                rex.toys.move(from: 0, to: 2)
                rex.tags.insert("good")
                rex.tags.insert("good")
                rex.tags.insert("small")
            }
            #expect(Array(rex.toys) == ["rope", "bone", "ball"])
            #expect(rex.tags.count == 2 && rex.tags.contains("small"))
            try realm.write { rex.toys.remove(atOffsets: [0, 2]) }
            #expect(Array(rex.toys) == ["bone"])
        }

        @Test("Changing a managed object outside a write transaction traps, as Realm raises; so does adding outside one")
        func writeOutsideTransaction() async {
            await #expect(processExitsWith: .failure) {
                let realm = try Realm(configuration: Realm.Configuration(inMemoryIdentifier: "realm25-trap"))
                let rex = Dog(1, "Rex", age: 3)
                try realm.write { realm.add(rex) }
                rex.name = "Max"
            }
            await #expect(processExitsWith: .failure) {
                let realm = try Realm(configuration: Realm.Configuration(inMemoryIdentifier: "realm25-trap"))
                realm.add(Dog(2, "Fido", age: 3))
            }
        }

        @Test("Configurations are separate stores; the default configuration is settable; resetAllRealms empties them")
        func configurations() throws {
            let saved = Realm.Configuration.defaultConfiguration
            defer { Realm.Configuration.defaultConfiguration = saved }
            Realm.Configuration.defaultConfiguration = Realm.Configuration(inMemoryIdentifier: "realm25-default")
            let realm = try Realm()
            try realm.write { realm.add(Dog(1, "Rex", age: 3)) }
            #expect(try Realm().objects(Dog.self).count == 1)
            #expect(try freshRealm().objects(Dog.self).isEmpty)
            var onDisk = Realm.Configuration()
            onDisk.fileURL = URL(fileURLWithPath: "/tmp/realm25-test.realm")
            #expect(try Realm(configuration: onDisk).objects(Dog.self).isEmpty)
            Realm.resetAllRealms()
            #expect(try Realm().objects(Dog.self).isEmpty)
        }

        @Test("A lower schema version throws schemaMismatch; a higher one runs the migration block with the old version")
        func migrations() throws {
            let name = UUID().uuidString
            let realm = try Realm(configuration: Realm.Configuration(inMemoryIdentifier: name, schemaVersion: 2))
            try realm.write { realm.add(Dog(1, "rex", age: 3)) }
            do {
                _ = try Realm(configuration: Realm.Configuration(inMemoryIdentifier: name, schemaVersion: 1))
                Issue.record("a lower schema version opened")
            } catch Realm.Error.schemaMismatch {
            } catch {
                Issue.record("unexpected \(error)")
            }
            nonisolated(unsafe) var oldVersion: UInt64?
            let migrated = Realm.Configuration(
                inMemoryIdentifier: name, schemaVersion: 3,
                migrationBlock: { migration, old in
                    oldVersion = old
                    migration.enumerateObjects(ofType: "Dog") { _, new in
                        new?["name"] = (new?["name"] as? String)?.capitalized
                    }
                })
            let upgraded = try Realm(configuration: migrated)
            #expect(oldVersion == 2 && upgraded.objects(Dog.self).first?.name == "Rex")
        }

        @Test("ObjectId: generated ids differ and order by time; 24 hex digits round-trip; other strings throw")
        func objectIds() throws {
            let a = ObjectId.generate(), b = ObjectId.generate()
            #expect(a != b && a < b)
            #expect(a.stringValue.count == 24 && a.stringValue.allSatisfy(\.isHexDigit))
            #expect(try ObjectId(string: a.stringValue) == a)
            #expect(throws: Realm.Error.self) { try ObjectId(string: "not an id") }
            #expect(ObjectId().stringValue == String(repeating: "0", count: 24))
            #expect(abs(a.timestamp.timeIntervalSinceNow) < 5)
        }
    }
}
