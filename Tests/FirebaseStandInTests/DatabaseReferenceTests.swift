import FirebaseDatabase
import Foundation
import Testing

/// A fresh, empty default Realtime Database with a fixed clock and auto-ID sequence.
@MainActor
func freshRealtimeDatabase() -> Database {
    SimulatedFirebase.reset()
    SimulatedDatabase.reset()
    SimulatedDatabase.serverTime = Date(timeIntervalSince1970: 1_700_000_000)
    return Database.database()
}

/// Runs `body` outside the async context, so a call there picks the completion-handler form (in an `async` function
/// Swift picks the `async` overload, which must be awaited, as it does with Firebase's own API).
func withoutAwaiting(_ body: () -> Void) { body() }

extension FirebaseStandInSuites {
    @MainActor
    @Suite("Realtime Database references: paths, keys, writes, ServerValue and hostile input")
    struct DatabaseReferenceTests {
        @Test("child, parent, root, key and url follow the path; the default database is the project's")
        func paths() {
            let db = freshRealtimeDatabase()
            let ref = db.reference(withPath: "/messages//chat1/")
            #expect(ref.key == "chat1")
            #expect(ref.parent?.key == "messages")
            #expect(ref.parent?.parent?.key == nil)
            #expect(ref.root.key == nil && ref.root.parent == nil)
            #expect(ref.child("m1/text").key == "text")
            #expect(ref.url == "https://napkin-simulated-default-rtdb.firebaseio.com/messages/chat1")
            #expect(db.reference(fromURL: "https://napkin-simulated-default-rtdb.firebaseio.com/a/b").key == "b")
            #expect(Database.database() === db)
            let other = Database.database(url: "https://other-db.europe-west1.firebasedatabase.app/")
            #expect(other !== db)
            other.reference().child("x").setValue(1)
            #expect(SimulatedDatabase.shared.value(at: "x") == nil)
            #expect(SimulatedDatabase.database(other).value(at: "x") as? Int == 1)
            db.isPersistenceEnabled = true
            #expect(db.isPersistenceEnabled)
            db.useEmulator(withHost: "localhost", port: 9000)
            db.goOffline()
            db.goOnline()
        }

        @Test("setValue stores JSON; numbers and booleans come back as NSNumber; arrays as arrays when dense")
        func setAndRead() async throws {
            let db = freshRealtimeDatabase()
            let ref = db.reference().child("profile")
            try await ref.setValue([
                "name": "Ada", "age": 36, "height": 1.65, "admin": true, "tags": ["a", "b", "c"],
                "sparse": ["0": "x", "5": "y"], "none": NSNull(), "empty": [String: Any](),
            ])
            let value = try #require(SimulatedDatabase.shared.value(at: "profile") as? [String: Any])
            #expect(Set(value.keys) == ["name", "age", "height", "admin", "tags", "sparse"])
            #expect(value["name"] as? String == "Ada")
            #expect(value["age"] as? Int == 36)
            #expect(value["age"] as? Double == 36)
            #expect(value["height"] as? Double == 1.65)
            #expect(value["admin"] as? Bool == true)
            #expect(value["tags"] as? [String] == ["a", "b", "c"])
            let dictionary = SimulatedDatabase.shared.value(at: "profile") as? NSDictionary
            #expect(dictionary?["name"] as? String == "Ada" && (dictionary?["tags"] as? NSArray)?.count == 3)
            #expect((value["sparse"] as? [String: Any])?.keys.sorted() == ["0", "5"])
            let snapshot = try await ref.getData()
            #expect(snapshot.exists() && snapshot.hasChildren() && snapshot.childrenCount == 6)
            #expect(snapshot.hasChild("tags/1") && !snapshot.hasChild("tags/3"))
            #expect(snapshot.childSnapshot(forPath: "tags/1").value as? String == "b")
            #expect(snapshot.childSnapshot(forPath: "tags/1").key == "1")
            #expect(snapshot.key == "profile")

            try await ref.child("name").setValue(nil)
            #expect(SimulatedDatabase.shared.value(at: "profile/name") == nil)
            withoutAwaiting { ref.child("age").removeValue() }
            try await ref.child("height").removeValue()
            #expect((SimulatedDatabase.shared.value(at: "profile") as? [String: Any])?.keys.sorted() == ["admin", "sparse", "tags"])
            try await ref.setValue("plain")
            #expect(SimulatedDatabase.shared.value(at: "profile") as? String == "plain")
            #expect(try await ref.child("missing").getData().exists() == false)
        }

        @Test("updateChildValues merges, takes multi-location paths, removes with NSNull, and is all or nothing")
        func updates() async throws {
            let db = freshRealtimeDatabase()
            try SimulatedDatabase.shared.seed(["name": "Ada", "score": 1, "city": "London"], at: "users/ada")
            let users = db.reference(withPath: "users")
            try await users.child("ada").updateChildValues(["score": 2, "city": NSNull()])
            try await users.updateChildValues(["ada/nick": "A", "grace/name": "Grace"])
            let ada = try #require(SimulatedDatabase.shared.value(at: "users/ada") as? [String: Any])
            #expect(ada["name"] as? String == "Ada" && ada["score"] as? Int == 2 && ada["nick"] as? String == "A" && ada["city"] == nil)
            #expect(SimulatedDatabase.shared.value(at: "users/grace/name") as? String == "Grace")

            await #expect(throws: DatabaseError.self) { try await users.updateChildValues(["ada/x": 1, "grace/bad.key": 2]) }
            await #expect(throws: DatabaseError.self) { try await users.updateChildValues(["ada": 1, "ada/score": 2]) }
            #expect(SimulatedDatabase.shared.value(at: "users/ada/x") == nil)

            var completions: [String] = []
            users.child("ada").updateChildValues(["score": 3]) { error, ref in completions.append("\(error == nil) \(ref.key ?? "")") }
            await drainMainQueue()
            #expect(completions == ["true ada"])
        }

        @Test("ServerValue.timestamp() is the simulation's clock in milliseconds; increment adds to what is there")
        func serverValues() async throws {
            let db = freshRealtimeDatabase()
            let ref = db.reference().child("posts/p1")
            try await ref.setValue(["text": "Hi", "timestamp": ServerValue.timestamp(), "likes": ServerValue.increment(1)])
            #expect(SimulatedDatabase.shared.value(at: "posts/p1/timestamp") as? Int == 1_700_000_000_000)
            #expect(SimulatedDatabase.shared.value(at: "posts/p1/timestamp") as? Double == 1_700_000_000_000)
            #expect(SimulatedDatabase.shared.value(at: "posts/p1/likes") as? Int == 1)
            SimulatedDatabase.serverTime = Date(timeIntervalSince1970: 1_700_000_001.5)
            try await ref.updateChildValues(["likes": ServerValue.increment(2), "edited": ServerValue.timestamp()])
            try await ref.child("rating").setValue(ServerValue.increment(0.5))
            #expect(SimulatedDatabase.shared.value(at: "posts/p1/likes") as? Int == 3)
            #expect(SimulatedDatabase.shared.value(at: "posts/p1/edited") as? Int == 1_700_000_001_500)
            #expect(SimulatedDatabase.shared.value(at: "posts/p1/rating") as? Double == 0.5)
        }

        @Test("childByAutoId keys are 20 characters, sort by creation time and repeat from the same seed")
        func autoIDs() {
            let db = freshRealtimeDatabase()
            let messages = db.reference(withPath: "messages")
            var keys: [String] = []
            for second in 0..<3 {
                SimulatedDatabase.serverTime = Date(timeIntervalSince1970: 1_700_000_000 + Double(second))
                keys.append(contentsOf: (0..<3).compactMap { _ in messages.childByAutoId().key })
            }
            #expect(keys.allSatisfy { $0.count == 20 })
            #expect(keys == keys.sorted())
            #expect(Set(keys).count == 9)
            SimulatedDatabase.reset()
            SimulatedDatabase.serverTime = Date(timeIntervalSince1970: 1_700_000_000)
            #expect(Database.database().reference(withPath: "messages").childByAutoId().key == keys[0])
            SimulatedDatabase.seedAutoIDs(42)
            #expect(Database.database().reference(withPath: "messages").childByAutoId().key != keys[1])
        }

        @Test("Hostile input fails with DatabaseError, logged or reported, and writes nothing; nothing crashes")
        func hostileInput() async throws {
            let db = freshRealtimeDatabase()
            for bad in ["a.b", "a#b", "a$b", "a[b", "a]b", "a\u{1}b"] {
                let ref = db.reference().child(bad)
                await #expect(throws: DatabaseError.self) { try await ref.setValue(1) }
                withoutAwaiting { ref.setValue(1) }
            }
            let deep = Array(repeating: "d", count: 40).joined(separator: "/")
            await #expect(throws: DatabaseError.self) { try await db.reference(withPath: deep).setValue(1) }
            await #expect(throws: DatabaseError.self) { try await db.reference().child(String(repeating: "k", count: 1_000)).setValue(1) }
            let ref = db.reference().child("item")
            for value: Any in [Date(), Data([1]), ["bad/key": 1], ["a.b": 1], Double.nan, Double.infinity, NSObject(), [1: "x"]] {
                do {
                    try await ref.setValue(value)
                    Issue.record("\(value) was stored")
                } catch let error as DatabaseError {
                    #expect(error.kind == .invalidData || error.kind == .invalidKey)
                    #expect((error as NSError).domain == "com.firebase.database")
                }
            }
            var nested: Any = "leaf"
            for _ in 0..<40 { nested = ["n": nested] }
            await #expect(throws: DatabaseError.self) { try await ref.setValue(nested) }
            var errors: [String] = []
            ref.setValue(Date()) { error, _ in errors.append((error as? DatabaseError)?.reason ?? "none") }
            await drainMainQueue()
            #expect(errors.count == 1 && errors[0].contains("Date"))
            #expect(SimulatedDatabase.shared.value() == nil)

            var cancelled: [DatabaseError.Kind] = []
            db.reference().child("q").queryLimited(toLast: 0).observe(.value, with: { _ in Issue.record("fired") }) { error in
                cancelled.append((error as? DatabaseError)?.kind ?? .invalidURL)
            }
            db.reference().queryOrderedByKey().queryOrdered(byChild: "a").observe(.value, with: { _ in Issue.record("fired") }) { error in
                cancelled.append((error as? DatabaseError)?.kind ?? .invalidURL)
            }
            await drainMainQueue()
            #expect(cancelled == [.invalidQuery, .invalidQuery])
            await #expect(throws: DatabaseError.self) { try await db.reference().queryOrderedByKey().queryStarting(atValue: 3).getData() }
            #expect(db.reference(fromURL: "https://elsewhere.firebaseio.com/a").key == nil)
        }

        @Test("A transaction reads the data, writes what the block returns, and abort writes nothing")
        func transactions() async throws {
            let db = freshRealtimeDatabase()
            let likes = db.reference(withPath: "posts/p1/likes")
            for _ in 0..<3 {
                withoutAwaiting {
                    likes.runTransactionBlock { data in
                        data.value = ((data.value as? Int) ?? 0) + 1
                        return .success(withValue: data)
                    }
                }
            }
            #expect(SimulatedDatabase.shared.value(at: "posts/p1/likes") as? Int == 3)
            let (committed, snapshot) = try await likes.runTransactionBlock { _ in .abort() }
            #expect(!committed && snapshot.value as? Int == 3)
            var results: [String] = []
            db.reference(withPath: "posts/p1").runTransactionBlock({ data in
                data.childData(byAppendingPath: "title").value = "Hello"
                #expect(data.hasChild(atPath: "likes") && data.childrenCount == 2)
                return .success(withValue: data)
            }) { error, committed, snapshot in
                results.append("\(error == nil) \(committed) \(snapshot?.childSnapshot(forPath: "title").value as? String ?? "-")")
            }
            await drainMainQueue()
            #expect(results == ["true true Hello"])
        }

        @Test("Presence and priority calls are accepted and change nothing")
        func noOps() async throws {
            let db = freshRealtimeDatabase()
            let ref = db.reference(withPath: "status/ada")
            ref.onDisconnectSetValue("offline")
            ref.onDisconnectRemoveValue()
            ref.onDisconnectUpdateChildValues(["a": 1])
            ref.cancelDisconnectOperations()
            ref.setValue("online", andPriority: 3)
            ref.keepSynced(true)
            var calls = 0
            ref.onDisconnectSetValue("x") { _, _ in calls += 1 }
            await drainMainQueue()
            #expect(calls == 1)
            #expect(SimulatedDatabase.shared.value(at: "status/ada") as? String == "online")
            #expect(try await ref.getData().priority == nil)
        }
    }
}
