import FirebaseDatabaseSwift
import FirebaseFirestore
import Foundation
import Testing

/// A message as a chat app stores it in the Realtime Database.
struct StoredMessage: Codable, Equatable {
    var text: String
    var senderId: String
    var timestamp: Double
    var reactions: [String]?
    var edited: Bool
    var sentAt: Date?
}

extension FirebaseStandInSuites {
    @MainActor
    @Suite("Realtime Database Codable (setValue(from:), data(as:)) and Firestore's Timestamp()")
    struct DatabaseCodableTests {
        @Test("setValue(from:) writes the encoded tree; data(as:) reads it back, optionals and dates included")
        func roundTrip() async throws {
            let db = freshRealtimeDatabase()
            let message = StoredMessage(
                text: "Hello", senderId: "ada", timestamp: 1_700_000_000_000, reactions: ["👍", "🎉"], edited: false,
                sentAt: Date(timeIntervalSince1970: 1_700_000_000))
            let ref = db.reference(withPath: "messages/chat1").childByAutoId()
            try ref.setValue(from: message)
            let stored = try #require(SimulatedDatabase.shared.value(at: "messages/chat1/\(ref.key ?? "")") as? [String: Any])
            #expect(stored["text"] as? String == "Hello")
            #expect(stored["edited"] as? Bool == false)
            #expect(stored["reactions"] as? [String] == ["👍", "🎉"])
            let snapshot = try await ref.getData()
            #expect(try snapshot.data(as: StoredMessage.self) == message)

            let encoder = Database.Encoder()
            encoder.dateEncodingStrategy = .millisecondsSince1970
            try ref.setValue(from: message, encoder: encoder)
            #expect(SimulatedDatabase.shared.value(at: "messages/chat1/\(ref.key ?? "")/sentAt") as? Int == 1_700_000_000_000)
            let decoder = Database.Decoder()
            decoder.dateDecodingStrategy = .millisecondsSince1970
            #expect(try await ref.getData().data(as: StoredMessage.self, decoder: decoder) == message)

            let missing = try await db.reference(withPath: "nothing").getData()
            #expect(try missing.data(as: StoredMessage?.self) == nil)
            #expect(throws: DecodingError.self) { try missing.data(as: StoredMessage.self) }
            try SimulatedDatabase.shared.seed(["text": 3], at: "bad")
            #expect(throws: DecodingError.self) {
                try SimulatedDatabase.shared.value(at: "bad").map { try Database.Decoder().decode(StoredMessage.self, from: $0) }
            }
            #expect(try await db.reference(withPath: "messages/chat1").getData().children.allObjects.count == 1)
        }

        @Test("A completion handler of setValue(from:) hears the result on the main queue")
        func completion() async throws {
            let db = freshRealtimeDatabase()
            let done = Completions()
            try db.reference(withPath: "m").setValue(from: ["a": 1]) { error in done.add(error == nil) }
            await drainMainQueue()
            #expect(done.values == [true])
        }

        @Test("Firestore's Timestamp() is now, as Firebase's is")
        func timestampNow() {
            let before = Date()
            let stamp = Timestamp()
            let after = Date()
            #expect(stamp.dateValue() >= before.addingTimeInterval(-0.001) && stamp.dateValue() <= after.addingTimeInterval(0.001))
            #expect((0..<1_000_000_000).contains(stamp.nanoseconds))
        }
    }
}

/// Results a `@Sendable` completion records.
final class Completions: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []
    func add(_ value: Bool) { lock.withLock { stored.append(value) } }
    var values: [Bool] { lock.withLock { stored } }
}
