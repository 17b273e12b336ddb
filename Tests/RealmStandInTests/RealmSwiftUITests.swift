import Foundation
import NapkinUI
import RealmSwift
import SnapshotTesting
import Testing

/// A list of the realm's dogs, as a RealmSwift screen writes one (`List` names both SwiftUI's and Realm's, as on iOS).
@MainActor
private struct DogList: View {
    @ObservedResults(Dog.self, sortDescriptor: SortDescriptor(keyPath: "name")) var dogs

    var body: some View {
        NavigationStack {
            NapkinUI.List {
                ForEach(dogs) { dog in
                    HStack {
                        Text(dog.name)
                        Spacer()
                        Text("\(dog.age) yrs").foregroundStyle(.secondary)
                    }
                }
                .onDelete(perform: $dogs.remove)
            }
            .navigationTitle("Dogs")
        }
    }
}

/// A view editing one dog through `@ObservedRealmObject` bindings.
@MainActor
private struct DogEditor: View {
    @ObservedRealmObject var dog: Dog

    var body: some View {
        Form { TextField("Name", text: $dog.name) }
    }
}

extension RealmStandInSuites {
    @MainActor
    @Suite("SwiftUI: @ObservedResults, @ObservedRealmObject, the realm environment")
    struct RealmSwiftUITests {
        private func labels(of view: some View) -> [String] {
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = HostingController(rootView: view)
            return window.accessibilityElements().map(\.label)
        }

        @Test("@ObservedResults lists the environment realm's objects sorted, and shows writes on the next render")
        func observedResults() throws {
            let configuration = Realm.Configuration(inMemoryIdentifier: UUID().uuidString)
            let realm = try kennel(configuration)
            let view = DogList().environment(\.realmConfiguration, configuration)
            #expect(labels(of: view).filter { ["Ace", "Bella", "Fido", "Rex", "Zed"].contains($0) } == ["Ace", "Bella", "Fido", "Rex"])
            try realm.write {
                realm.add(Dog(5, "Zed", age: 1))
                realm.delete(try #require(realm.object(ofType: Dog.self, forPrimaryKey: 2)))
            }
            #expect(labels(of: view).filter { ["Ace", "Bella", "Fido", "Rex", "Zed"].contains($0) } == ["Ace", "Bella", "Rex", "Zed"])
        }

        @Test("The projected results append and remove in write transactions of their own")
        func projectedResults() throws {
            let configuration = Realm.Configuration(inMemoryIdentifier: UUID().uuidString)
            let realm = try kennel(configuration)
            let results = ObservedResults(Dog.self, configuration: configuration, where: { $0.age > 4 }, sortDescriptor: "name")
            #expect(results.wrappedValue.map(\.name) == ["Ace", "Bella", "Fido"])
            results.projectedValue.append(Dog(7, "Max", age: 8))
            #expect(!realm.isInWriteTransaction && realm.objects(Dog.self).count == 5)
            results.projectedValue.remove(atOffsets: [0, 2])
            #expect(results.wrappedValue.map(\.name) == ["Bella", "Max"])
        }

        @Test("@ObservedRealmObject's bindings write managed objects in a transaction; $dog.delete() deletes it")
        func objectBindings() throws {
            let realm = try kennel()
            let rex = try #require(realm.object(ofType: Dog.self, forPrimaryKey: 1))
            let editor = DogEditor(dog: rex)
            editor.$dog.name.wrappedValue = "Max"
            #expect(rex.name == "Max" && !realm.isInWriteTransaction)
            editor.$dog.toys.append("ball")
            #expect(Array(rex.toys) == ["ball"])
            editor.$dog.delete()
            #expect(rex.isInvalidated && realm.objects(Dog.self).count == 3)
            // an unmanaged object is written directly
            let loose = Dog()
            DogEditor(dog: loose).$dog.name.wrappedValue = "Loose"
            #expect(loose.name == "Loose")
        }

        @Test("The realm environment value opens the configuration's realm; setting it sets the configuration")
        func environment() throws {
            let configuration = Realm.Configuration(inMemoryIdentifier: UUID().uuidString)
            let realm = try kennel(configuration)
            var values = EnvironmentValues()
            values.realmConfiguration = configuration
            #expect(values.realm == realm && values.realm.objects(Dog.self).count == 4)
            var other = EnvironmentValues()
            other.realm = realm
            #expect(other.realmConfiguration.inMemoryIdentifier == configuration.inMemoryIdentifier)
        }

        @Test("A list driven by @ObservedResults draws the realm's rows, in light and dark")
        func snapshot() throws {
            let configuration = Realm.Configuration(inMemoryIdentifier: "realm25-snapshot")
            try Realm.deleteFiles(for: configuration)
            _ = try kennel(configuration)
            let view = DogList().environment(\.realmConfiguration, configuration)
            for (name, style) in [("light", UIUserInterfaceStyle.light), ("dark", .dark)] {
                assertSnapshot(
                    of: view, as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: style)),
                    named: name)
            }
        }
    }
}
