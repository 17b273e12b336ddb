import Foundation
import RealmSwift

enum Breed: String, PersistableEnum {
    case terrier, hound, collie
}

final class Owner: Object {
    @Persisted(primaryKey: true) var id: ObjectId
    @Persisted var name = ""

    convenience init(name: String) {
        self.init()
        self.name = name
    }
}

final class Collar: EmbeddedObject {
    @Persisted var color = "red"
}

final class Dog: Object, ObjectKeyIdentifiable {
    @Persisted(primaryKey: true) var id: Int
    @Persisted var name: String
    @Persisted(indexed: true) var age: Int
    @Persisted var weight: Double = 10
    @Persisted var nickname: String?
    @Persisted var breed: Breed
    @Persisted var owner: Owner?
    @Persisted var collar: Collar?
    @Persisted var toys: List<String>
    @Persisted var tags: MutableSet<String>
    /// Not persisted: no `@Persisted`.
    var barks = 0

    convenience init(_ id: Int, _ name: String, age: Int, breed: Breed = .terrier, nickname: String? = nil) {
        self.init()
        self.id = id
        self.name = name
        self.age = age
        self.breed = breed
        self.nickname = nickname
    }
}

/// A legacy model naming its primary key with the class function.
final class Note: Object {
    @Persisted var key = ""
    @Persisted var text = ""
    override class func primaryKey() -> String? { "key" }
}

/// A fresh in-memory realm of its own.
func freshRealm(_ name: String = UUID().uuidString) throws -> Realm {
    try Realm(configuration: Realm.Configuration(inMemoryIdentifier: name))
}

/// A realm holding Rex (3, terrier), Fido (7, hound, "Fi"), Bella (5, collie), Ace (7, terrier).
func kennel(_ configuration: Realm.Configuration = Realm.Configuration(inMemoryIdentifier: UUID().uuidString)) throws -> Realm {
    let realm = try Realm(configuration: configuration)
    try realm.write {
        realm.add(Dog(1, "Rex", age: 3))
        realm.add(Dog(2, "Fido", age: 7, breed: .hound, nickname: "Fi"))
        realm.add(Dog(3, "Bella", age: 5, breed: .collie))
        realm.add(Dog(4, "Ace", age: 7))
    }
    return realm
}
