import FirebaseFirestoreSwift
import Foundation
import NapkinUI
import SnapshotTesting
import Testing

/// A room of a house, as a small app stores it.
struct Room: Codable, Identifiable {
    @DocumentID var id: String?
    var name: String
    var lights: Int
    var floor: Int
}

/// A list of a house's rooms read with `@FirestoreQuery`, as apps write one.
struct RoomList: View {
    @FirestoreQuery(collectionPath: "rooms", predicates: [.where("floor", isGreaterThanOrEqualTo: 0), .order(by: "floor"), .limit(to: 4)])
    var rooms: [Room]

    var body: some View {
        NavigationStack {
            List(rooms) { room in
                HStack {
                    VStack(alignment: .leading) {
                        Text(room.name)
                        Text("Floor \(room.floor)").font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Label("\(room.lights)", systemImage: "lightbulb")
                }
            }
            .navigationTitle("Rooms")
        }
    }
}

/// The wrapper in its `Result` form.
struct RoomResults: View {
    @FirestoreQuery(collectionPath: "rooms", predicates: [.order(by: "name")]) var rooms: Result<[Room], any Error>

    var body: some View {
        switch rooms {
        case .success(let rooms): Text(rooms.map(\.name).joined(separator: ", "))
        case .failure(let error): Text(error.localizedDescription)
        }
    }
}

extension FirebaseStandInSuites {
    @MainActor
    @Suite("@FirestoreQuery: a SwiftUI view's documents, decoded, filtered and kept up to date")
    struct FirestoreQueryWrapperTests {
        private func seedRooms() throws {
            SimulatedFirestore.reset()
            try SimulatedFirestore.seed([
                "rooms/kitchen": ["name": "Kitchen", "lights": 4, "floor": 0],
                "rooms/hall": ["name": "Hall", "lights": 2, "floor": 0],
                "rooms/study": ["name": "Study", "lights": 1, "floor": 1],
                "rooms/cellar": ["name": "Cellar", "lights": 1, "floor": -1],
                "rooms/attic": ["name": "Attic", "lights": 0, "floor": 2],
                "rooms/bath": ["name": "Bath", "lights": "two", "floor": 1],
            ])
        }

        @Test("The wrapper holds the matching documents at once, then follows writes; predicates can change")
        func followsWrites() async throws {
            try seedRooms()
            let list = RoomList()
            // "Bath" stores its lights as a string, so with the default .raise strategy nothing shows and the error is kept.
            #expect(list.rooms.isEmpty)
            #expect(list.$rooms.error is DecodingError)
            try await Firestore.firestore().document("rooms/bath").updateData(["lights": 3])
            await drainMainQueue()
            #expect(list.rooms.map(\.name) == ["Hall", "Kitchen", "Bath", "Study"])
            #expect(list.rooms.first?.id == "hall")
            #expect(list.$rooms.error == nil)

            list.$rooms.predicates = [.whereField("lights", isEqualTo: 1)]
            #expect(list.rooms.map(\.name).sorted() == ["Cellar", "Study"])
            try await Firestore.firestore().document("rooms/attic").updateData(["lights": 1])
            await drainMainQueue()
            #expect(list.rooms.map(\.name).sorted() == ["Attic", "Cellar", "Study"])
        }

        @Test("decodingFailureStrategy .ignore leaves out documents that do not decode; the Result form carries the error")
        func strategies() throws {
            try seedRooms()
            @FirestoreQuery(collectionPath: "rooms", predicates: [.order(by: "name")], decodingFailureStrategy: .ignore) var lenient: [Room]
            #expect(lenient.map(\.name) == ["Attic", "Cellar", "Hall", "Kitchen", "Study"])
            #expect($lenient.error != nil)
            let results = RoomResults()
            #expect(throws: DecodingError.self) { try results.rooms.get() }
        }

        @Test("A list driven by @FirestoreQuery draws the seeded rooms, light and dark")
        func snapshot() throws {
            try seedRooms()
            Firestore.firestore().document("rooms/bath").setData(["name": "Bath", "lights": 3, "floor": 1])
            for (name, style) in [("light", UIUserInterfaceStyle.light), ("dark", .dark)] {
                assertSnapshot(
                    of: RoomList(),
                    as: .image(layout: .fixed(width: 390, height: 440), traits: UITraitCollection(userInterfaceStyle: style)),
                    named: name)
            }
        }
    }
}
