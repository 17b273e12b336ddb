import Foundation
import RealmSwift
import Testing

extension RealmStandInSuites {
    @Suite("Results: queries, sorting, aggregates, live results and notifications")
    struct QueryTests {
        private func names(_ results: Results<Dog>) -> [String] { results.map(\.name) }

        @Test("Type-safe queries: each comparison, string and collection test, and the logical operators")
        func typeSafe() throws {
            let dogs = try kennel().objects(Dog.self)
            #expect(names(dogs.where { $0.name == "Rex" }) == ["Rex"])
            #expect(names(dogs.where { $0.name != "Rex" }) == ["Fido", "Bella", "Ace"])
            #expect(names(dogs.where { $0.age > 5 }) == ["Fido", "Ace"])
            #expect(names(dogs.where { $0.age >= 5 }) == ["Fido", "Bella", "Ace"])
            #expect(names(dogs.where { $0.age < 5 }) == ["Rex"])
            #expect(names(dogs.where { $0.age <= 5 }) == ["Rex", "Bella"])
            #expect(names(dogs.where { $0.breed == .hound }) == ["Fido"])
            #expect(names(dogs.where { $0.nickname == nil }) == ["Rex", "Bella", "Ace"])
            #expect(names(dogs.where { $0.nickname == "Fi" }) == ["Fido"])
            #expect(names(dogs.where { $0.name.contains("e") }) == ["Rex", "Bella", "Ace"])
            #expect(names(dogs.where { $0.name.contains("E", options: .caseInsensitive) }) == ["Rex", "Bella", "Ace"])
            #expect(names(dogs.where { $0.name.starts(with: "B") }) == ["Bella"])
            #expect(names(dogs.where { $0.name.ends(with: "do") }) == ["Fido"])
            #expect(names(dogs.where { $0.age == 7 && $0.breed == .terrier }) == ["Ace"])
            #expect(names(dogs.where { $0.age == 3 || $0.breed == .collie }) == ["Rex", "Bella"])
            #expect(names(dogs.where { !($0.age == 7) }) == ["Rex", "Bella"])
            #expect(names(dogs.where { $0.name.in(["Ace", "Rex", "Nobody"]) }) == ["Rex", "Ace"])
            #expect(names(dogs.where { $0.age.contains(4...6) }) == ["Bella"])
        }

        @Test("Queries reach linked objects and collections")
        func links() throws {
            let realm = try kennel()
            let rex = try #require(realm.object(ofType: Dog.self, forPrimaryKey: 1))
            let fido = try #require(realm.object(ofType: Dog.self, forPrimaryKey: 2))
            try realm.write {
                rex.owner = Owner(name: "Ann")
                fido.owner = Owner(name: "Bob")
                fido.toys.append("ball")
            }
            let dogs = realm.objects(Dog.self)
            #expect(names(dogs.where { $0.owner.name == "Bob" }) == ["Fido"])
            #expect(names(dogs.where { $0.toys.contains("ball") }) == ["Fido"])
            #expect(names(dogs.where { $0.toys.count == 0 }) == ["Rex", "Bella", "Ace"])
            #expect(names(dogs.filter("owner.name == %@", "Ann")) == ["Rex"])
            #expect(names(dogs.filter("ANY toys == 'ball'")) == ["Fido"])
        }

        @Test("Predicate formats: ==, CONTAINS[c], BEGINSWITH, AND/OR, %d and %@ arguments, enums by raw value")
        func formats() throws {
            let dogs = try kennel().objects(Dog.self)
            #expect(names(dogs.filter("name == %@", "Fido")) == ["Fido"])
            #expect(names(dogs.filter("id = %@", 3)) == ["Bella"])
            #expect(names(dogs.filter("name CONTAINS[c] %@", "E")) == ["Rex", "Bella", "Ace"])
            #expect(names(dogs.filter("name BEGINSWITH 'A'")) == ["Ace"])
            #expect(names(dogs.filter("age > %d AND breed == %@", 5, "terrier")) == ["Ace"])
            #expect(names(dogs.filter("age == 3 OR breed == %@", Breed.collie)) == ["Rex", "Bella"])
            #expect(names(dogs.filter(NSPredicate(format: "age IN %@", [5, 7]))) == ["Fido", "Bella", "Ace"])
            // chained filters narrow further
            #expect(names(dogs.filter("age == 7").filter("breed == 'hound'")) == ["Fido"])
        }

        @Test("A format that does not parse gives empty results with an error naming the problem, and observe delivers it")
        func badFormat() throws {
            let dogs = try kennel().objects(Dog.self).filter("name ==")
            #expect(dogs.isEmpty)
            let error = try #require(dogs.napkinQueryError)
            #expect(!error.reason.isEmpty)
            nonisolated(unsafe) var delivered: Error?
            let token = dogs.observe { change in
                if case .error(let failure) = change { delivered = failure }
            }
            token.invalidate()
            #expect(delivered is NSPredicate.FormatError)
        }

        @Test("Sorting by key path ascending and descending, by several descriptors, equal elements keep their order")
        func sorting() throws {
            let dogs = try kennel().objects(Dog.self)
            #expect(names(dogs.sorted(byKeyPath: "name")) == ["Ace", "Bella", "Fido", "Rex"])
            #expect(names(dogs.sorted(byKeyPath: "age", ascending: false)) == ["Fido", "Ace", "Bella", "Rex"])
            #expect(
                names(dogs.sorted(by: [SortDescriptor(keyPath: "age", ascending: false), SortDescriptor(keyPath: "name")]))
                    == ["Ace", "Fido", "Bella", "Rex"])
            #expect(names(dogs.sorted(byKeyPath: "nickname")) == ["Rex", "Bella", "Ace", "Fido"])
            #expect(names(dogs.sorted(by: \.age, ascending: false)) == ["Fido", "Ace", "Bella", "Rex"])
            #expect(names(dogs.distinct(by: ["age"])) == ["Rex", "Fido", "Bella"])
            #expect(names(dogs.sorted(byKeyPath: "name").distinct(by: ["age"]).where { $0.age > 3 }) == ["Ace", "Bella"])
        }

        @Test("min, max, sum and average of a property")
        func aggregates() throws {
            let dogs = try kennel().objects(Dog.self)
            #expect(dogs.min(ofProperty: "age") as Int? == 3)
            #expect(dogs.max(ofProperty: "age") as Int? == 7)
            #expect(dogs.sum(ofProperty: "age") as Int == 22)
            #expect(dogs.average(ofProperty: "age") as Double? == 5.5)
            #expect(dogs.where { $0.age > 100 }.average(ofProperty: "age") as Double? == nil)
        }

        @Test("Results are live after writes; a frozen snapshot is not")
        func live() throws {
            let realm = try kennel()
            let old = realm.objects(Dog.self).where { $0.age > 4 }
            let frozen = old.freeze()
            try realm.write {
                realm.add(Dog(5, "Zed", age: 9))
                realm.object(ofType: Dog.self, forPrimaryKey: 3)?.age = 1
            }
            #expect(names(old) == ["Fido", "Ace", "Zed"])
            #expect(names(frozen) == ["Fido", "Bella", "Ace"] && frozen.isFrozen)
        }

        @Test("observe: .initial at once, then .update with deletions, insertions and modifications; invalidate stops it")
        func notifications() throws {
            let realm = try kennel()
            let dogs = realm.objects(Dog.self).sorted(byKeyPath: "id")
            nonisolated(unsafe) var changes: [String] = []
            let token = dogs.observe { change in
                switch change {
                case .initial(let results): changes.append("initial \(results.count)")
                case .update(_, let deletions, let insertions, let modifications):
                    changes.append("update d\(deletions) i\(insertions) m\(modifications)")
                case .error(let error): changes.append("error \(error)")
                }
            }
            try realm.write {
                realm.delete(try #require(realm.object(ofType: Dog.self, forPrimaryKey: 2)))
                realm.add(Dog(5, "Zed", age: 9))
                realm.object(ofType: Dog.self, forPrimaryKey: 3)?.name = "Belle"
            }
            try realm.write { realm.object(ofType: Dog.self, forPrimaryKey: 3)?.name = "Belle" }  // no change: no notification
            token.invalidate()
            try realm.write { realm.add(Dog(6, "Late", age: 1)) }
            #expect(changes == ["initial 4", "update d[1] i[3] m[2]"])
        }

        @Test("Object observation: the changed properties with old and new values, then .deleted")
        func objectNotifications() throws {
            let realm = try kennel()
            let rex = try #require(realm.object(ofType: Dog.self, forPrimaryKey: 1))
            nonisolated(unsafe) var seen: [String] = []
            let token = rex.observe { change in
                switch change {
                case .change(let dog, let properties):
                    seen += properties.map { "\(dog.id) \($0.name): \($0.oldValue ?? "nil") -> \($0.newValue ?? "nil")" }
                case .deleted: seen.append("deleted")
                case .error: seen.append("error")
                }
            }
            try realm.write { rex.age = 4 }
            try realm.write { realm.delete(rex) }
            token.invalidate()
            #expect(seen == ["1 age: 3 -> 4", "deleted"])
        }
    }
}
