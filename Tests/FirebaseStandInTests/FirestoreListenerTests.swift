import FirebaseFirestore
import Foundation
import Testing

extension FirebaseStandInSuites {
    @MainActor
    @Suite("Snapshot listeners: the current data at once, then each change, on the main queue, until removed")
    struct FirestoreListenerTests {
        @Test("A query listener hears every document added first, then additions, modifications and removals with indexes")
        func querySequence() async throws {
            let db = freshDatabase()
            try SimulatedFirestore.seed(["todos/a": ["title": "A", "rank": 1], "todos/b": ["title": "B", "rank": 2]])
            var heard: [[String]] = []
            var changes: [[String]] = []
            let registration = db.collection("todos").order(by: "rank").addSnapshotListener { snapshot, error in
                #expect(error == nil)
                guard let snapshot else { return }
                heard.append(snapshot.documents.map(\.documentID))
                changes.append(
                    snapshot.documentChanges.map { change in
                        let kind = change.type == .added ? "added" : change.type == .modified ? "modified" : "removed"
                        let old = change.oldIndex == UInt(NSNotFound) ? "-" : String(change.oldIndex)
                        let new = change.newIndex == UInt(NSNotFound) ? "-" : String(change.newIndex)
                        return "\(kind) \(change.document.documentID) \(old)->\(new)"
                    })
            }
            await drainMainQueue()
            #expect(heard == [["a", "b"]])
            #expect(changes == [["added a -->0", "added b -->1"]])

            try await db.document("todos/c").setData(["title": "C", "rank": 0])
            try await db.document("todos/a").updateData(["rank": 3])
            try await db.document("todos/b").delete()
            try await db.document("other/z").setData(["rank": 0])
            await drainMainQueue()
            #expect(heard == [["a", "b"], ["c", "a", "b"], ["c", "b", "a"], ["c", "a"]])
            #expect(changes.dropFirst().map { $0 } == [["added c -->0"], ["modified a 1->2"], ["removed b 1->-"]])

            registration.remove()
            try await db.document("todos/d").setData(["rank": 9])
            await drainMainQueue()
            #expect(heard.count == 4)
        }

        @Test("A document listener hears the document missing, then written, then changed, then deleted")
        func documentSequence() async throws {
            let db = freshDatabase()
            var states: [String] = []
            let registration = db.document("rooms/hall").addSnapshotListener { snapshot, _ in
                guard let snapshot else { return }
                states.append(snapshot.exists ? "lights \(snapshot.get("lights") as? Int ?? -1)" : "missing")
            }
            await drainMainQueue()
            try await db.document("rooms/hall").setData(["lights": 1])
            try await db.document("rooms/kitchen").setData(["lights": 5])
            try await db.document("rooms/hall").updateData(["lights": 2])
            try await db.document("rooms/hall").delete()
            await drainMainQueue()
            #expect(states == ["missing", "lights 1", "lights 2", "missing"])
            registration.remove()
        }

        @Test("A removed listener is not called again, even for a change already queued")
        func removeStopsQueued() async throws {
            let db = freshDatabase()
            var calls = 0
            let registration = db.collection("rooms").addSnapshotListener { _, _ in calls += 1 }
            // No suspension between these lines, so both deliveries are still queued when the listener is removed.
            db.document("rooms/hall").setData(["lights": 1], completion: nil)
            registration.remove()
            await drainMainQueue()
            #expect(calls == 0)
        }

        @Test("A listener on an invalid query is called once with the error")
        func invalidQuery() async throws {
            let db = freshDatabase()
            var errors: [Int] = []
            let registration = db.collection("rooms").limit(toLast: 2).addSnapshotListener { snapshot, error in
                #expect(snapshot == nil)
                errors.append((error as NSError?)?.code ?? 0)
            }
            await drainMainQueue()
            #expect(errors == [FirestoreErrorCode.invalidArgument.rawValue])
            registration.remove()
        }
    }
}
