import FirebaseFirestore
import FirebaseFirestoreSwift
import Foundation
import Testing

/// A model as apps write them: an ID from the document, a time the server sets, nested values.
struct Note: Codable, Equatable {
    struct Author: Codable, Equatable {
        var name: String
        var karma: Int
    }

    @DocumentID var id: String?
    var title: String
    var tags: [String]
    var author: Author
    var pinned: Bool
    var rating: Double?
    var due: Date?
    @ServerTimestamp var createdAt: Date?
}

/// `@ExplicitNull` writes null where a plain optional leaves the field out.
struct Profile: Codable {
    @ExplicitNull var nickname: String?
    var bio: String?
}

extension FirebaseStandInSuites {
    @MainActor
    @Suite("Codable: Firestore.Encoder/Decoder, @DocumentID, @ServerTimestamp, @ExplicitNull")
    struct FirestoreCodableTests {
        @Test("A model round-trips: @DocumentID is not written and comes back as the document's ID; @ServerTimestamp gets the commit time")
        func roundTrip() async throws {
            let db = freshDatabase()
            let serverTime = Date(timeIntervalSince1970: 1_760_000_000)
            SimulatedFirestore.serverTime = serverTime
            defer { SimulatedFirestore.serverTime = nil }
            let due = Date(timeIntervalSince1970: 1_770_000_000.5)
            let note = Note(
                id: "ignored", title: "Groceries", tags: ["home"], author: .init(name: "Ada", karma: 7), pinned: true, rating: nil, due: due
            )

            let encoded = try Firestore.Encoder().encode(note)
            #expect(encoded["id"] == nil)
            #expect(encoded["rating"] == nil)
            #expect(encoded["createdAt"] is FieldValue)
            #expect((encoded["due"] as? Timestamp)?.dateValue() == due)
            #expect(encoded["author"] as? [String: AnyHashable] == ["name": "Ada", "karma": 7])

            let ref = db.collection("notes").document("n1")
            try ref.setData(from: note)
            await drainMainQueue()
            let stored = try #require(SimulatedFirestore.documents()["notes/n1"])
            #expect(stored["id"] == nil)
            #expect((stored["createdAt"] as? Timestamp)?.dateValue() == serverTime)

            let read = try await ref.getDocument(as: Note.self)
            #expect(read.id == "n1")
            #expect(read.title == "Groceries")
            #expect(read.author == Note.Author(name: "Ada", karma: 7))
            #expect(read.due == due)
            #expect(read.rating == nil)
            #expect(read.createdAt == serverTime)
        }

        @Test("addDocument(from:) stores a model under a new ID; data(as:) decodes each query document with its ID")
        func addAndQuery() async throws {
            let db = freshDatabase()
            let notes = db.collection("notes")
            let first = try notes.addDocument(from: Note(title: "A", tags: [], author: .init(name: "Ada", karma: 1), pinned: false))
            try notes.addDocument(from: Note(title: "B", tags: ["x"], author: .init(name: "Bo", karma: 2), pinned: true))
            await drainMainQueue()
            let decoded = try await notes.order(by: "title").getDocuments().documents.map { try $0.data(as: Note.self) }
            #expect(decoded.map(\.title) == ["A", "B"])
            #expect(decoded.first?.id == first.documentID)
            #expect(decoded.allSatisfy { $0.createdAt != nil })
        }

        @Test("Decoding a missing document, a wrong type or a missing field throws DecodingError; completion gets a Result")
        func decodingErrors() async throws {
            let db = freshDatabase()
            await #expect(throws: DecodingError.self) { try await db.document("notes/none").getDocument(as: Note.self) }
            try SimulatedFirestore.seed(["notes/bad": ["title": 3, "tags": [], "author": ["name": "A", "karma": 1], "pinned": true]])
            await #expect(throws: DecodingError.self) { try await db.document("notes/bad").getDocument(as: Note.self) }
            try SimulatedFirestore.seed(["notes/partial": ["title": "T"]])
            var result: Result<Note, any Error>?
            db.document("notes/partial").getDocument(as: Note.self) { result = $0 }
            await drainMainQueue()
            #expect(throws: DecodingError.self) { try result?.get() }
        }

        @Test("Integers decode as Double and whole doubles as Int; a fraction does not fit an Int")
        func numbers() throws {
            struct Numbers: Codable {
                var a: Double
                var b: Int
                var c: Int?
            }
            let decoded = try Firestore.Decoder().decode(Numbers.self, from: ["a": 3, "b": 4.0])
            #expect(decoded.a == 3)
            #expect(decoded.b == 4)
            #expect(decoded.c == nil)
            #expect(throws: DecodingError.self) { try Firestore.Decoder().decode(Numbers.self, from: ["a": 1, "b": 4.5]) }
        }

        @Test("@ExplicitNull writes null for nil, where a plain optional is left out")
        func explicitNull() throws {
            let encoded = try Firestore.Encoder().encode(Profile(nickname: nil, bio: nil))
            #expect(encoded["nickname"] is NSNull)
            #expect(encoded.keys.contains("bio") == false)
            let decoded = try Firestore.Decoder().decode(Profile.self, from: ["bio": "hi"])
            #expect(decoded.nickname == nil)
            #expect(decoded.bio == "hi")
        }

        @Test("@DocumentID only works through Firestore's coders: JSONEncoder refuses it, as Firestore's does")
        func documentIDOutsideFirestore() {
            let note = Note(title: "A", tags: [], author: .init(name: "Ada", karma: 1), pinned: false)
            #expect(throws: FirestoreEncodingError.self) { try JSONEncoder().encode(note) }
        }
    }
}
