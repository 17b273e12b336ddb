import FirebaseDatabaseInternal
import Foundation
import Testing

extension FirebaseStandInSuites {
    @MainActor
    @Suite("Realtime Database observers and queries: events in Firebase's order, on the main queue, before the write returns")
    struct DatabaseObserverTests {
        @Test("observe(.value) hears the current data at once (null too), then each change; removing stops it")
        func valueEvents() {
            let db = freshRealtimeDatabase()
            let ref = db.reference(withPath: "rooms/hall")
            var heard: [String] = []
            let handle = ref.observe(.value) { snapshot in
                heard.append(snapshot.exists() ? "lights \(snapshot.childSnapshot(forPath: "lights").value as? Int ?? -1)" : "null")
            }
            #expect(heard == ["null"])
            ref.setValue(["lights": 1])
            db.reference(withPath: "rooms/kitchen").setValue(["lights": 5])
            ref.child("lights").setValue(2)
            ref.child("lights").setValue(2)
            ref.removeValue()
            #expect(heard == ["null", "lights 1", "lights 2", "null"])
            ref.removeObserver(withHandle: handle)
            ref.setValue(["lights": 9])
            #expect(heard.count == 4)
        }

        @Test("Child events come removed, added, moved, changed, then value, with previous sibling keys")
        func childEventOrder() throws {
            let db = freshRealtimeDatabase()
            try SimulatedDatabase.shared.seed(["a": ["rank": 1], "b": ["rank": 2], "c": ["rank": 3]], at: "list")
            let query = db.reference(withPath: "list").queryOrdered(byChild: "rank")
            var log: [String] = []
            for type in [DataEventType.value, .childChanged, .childMoved, .childAdded, .childRemoved] {
                query.observe(
                    type,
                    andPreviousSiblingKeyWith: { snapshot, previous in
                        let name = ["added", "removed", "changed", "moved", "value"][type.rawValue]
                        log.append(type == .value ? "value \(snapshot.childrenCount)" : "\(name) \(snapshot.key) after \(previous ?? "-")")
                    })
            }
            #expect(log == ["value 3", "added a after -", "added b after a", "added c after b"])
            log = []
            db.reference(withPath: "list").updateChildValues(["a/rank": 4, "b": NSNull(), "d/rank": 0])
            #expect(log == ["removed b after -", "added d after -", "moved a after c", "changed a after c", "value 3"])
            log = []
            query.removeAllObservers()
            db.reference(withPath: "list/e").setValue(["rank": 9])
            #expect(log.isEmpty)
        }

        @Test("A chat's query: ordered by timestamp, limited to the last two, follows new messages")
        func chatQuery() throws {
            let db = freshRealtimeDatabase()
            try SimulatedDatabase.shared.seed(
                [
                    "m1": ["text": "first", "timestamp": 30], "m2": ["text": "second", "timestamp": 10],
                    "m3": ["text": "third", "timestamp": 20],
                ], at: "messages/chat1")
            let chat = db.reference(withPath: "messages/chat1")
            let latest = chat.queryOrdered(byChild: "timestamp").queryLimited(toLast: 2)
            var added: [String] = []
            var removed: [String] = []
            latest.observe(.childAdded) { added.append($0.childSnapshot(forPath: "text").value as? String ?? "?") }
            latest.observe(.childRemoved) { removed.append($0.childSnapshot(forPath: "text").value as? String ?? "?") }
            #expect(added == ["third", "first"])
            chat.childByAutoId().setValue(["text": "fourth", "timestamp": 40])
            #expect(added == ["third", "first", "fourth"])
            #expect(removed == ["third"])

            var ordered: [String] = []
            chat.queryOrdered(byChild: "timestamp").observeSingleEvent(of: .value) { snapshot in
                for child in snapshot.children {
                    let snap = child as! DataSnapshot
                    ordered.append(snap.childSnapshot(forPath: "text").value as? String ?? "?")
                }
            }
            #expect(ordered == ["second", "third", "first", "fourth"])
            var firstOnly: [String] = []
            chat.queryOrdered(byChild: "timestamp").observeSingleEvent(of: .childAdded) { firstOnly.append($0.key) }
            chat.childByAutoId().setValue(["text": "fifth", "timestamp": 50])
            #expect(firstOnly == ["m2"])
        }

        @Test("Queries: order by key, value and child, bounds with child keys, equalTo and limits")
        func queries() async throws {
            let db = freshRealtimeDatabase()
            try SimulatedDatabase.shared.seed(
                ["b": 3, "a": 1, "10": "ten", "2": true, "c": 3, "d": NSNull(), "e": ["x": 1], "f": 2.5], at: "scores")
            let scores = db.reference(withPath: "scores")
            func keys(_ query: DatabaseQuery) async throws -> [String] {
                try await query.getData().children.allObjects.map { ($0 as! DataSnapshot).key }
            }
            #expect(try await keys(scores) == ["2", "10", "a", "b", "c", "e", "f"])
            #expect(try await keys(scores.queryOrderedByValue()) == ["2", "a", "f", "b", "c", "10", "e"])
            #expect(try await keys(scores.queryOrderedByValue().queryStarting(atValue: 2).queryEnding(atValue: 3)) == ["f", "b", "c"])
            #expect(try await keys(scores.queryOrderedByValue().queryStarting(atValue: 3, childKey: "c")) == ["c", "10", "e"])
            #expect(try await keys(scores.queryOrderedByValue().queryStarting(afterValue: 3)) == ["10", "e"])
            #expect(try await keys(scores.queryOrderedByValue().queryEnding(beforeValue: 2.5)) == ["2", "a"])
            #expect(try await keys(scores.queryOrderedByValue().queryEqual(toValue: 3)) == ["b", "c"])
            #expect(try await keys(scores.queryOrderedByValue().queryEqual(toValue: 3, childKey: "c")) == ["c"])
            #expect(try await keys(scores.queryOrderedByKey().queryStarting(atValue: "b").queryLimited(toFirst: 2)) == ["b", "c"])
            #expect(try await keys(scores.queryOrderedByKey().queryLimited(toLast: 2)) == ["e", "f"])
            #expect(try await keys(scores.queryOrdered(byChild: "x").queryLimited(toLast: 1)) == ["e"])
            let limited = try await scores.queryOrderedByValue().queryLimited(toFirst: 2).getData()
            #expect((limited.value as? [String: Any])?.keys.sorted() == ["2", "a"])
            #expect(limited.childrenCount == 2)
            var fromCompletion: [String] = []
            scores.queryLimited(toFirst: 1).getData { error, snapshot in
                fromCompletion.append("\(error == nil) \(snapshot?.childrenCount ?? 0)")
            }
            await drainMainQueue()
            #expect(fromCompletion == ["true 1"])
        }

        @Test("A callback that writes raises its events after the ones already queued, so every observer hears changes in order")
        func reentrantWrites() {
            let db = freshRealtimeDatabase()
            let counter = db.reference(withPath: "counter")
            var first: [Int] = []
            var second: [Int] = []
            counter.observe(.value) { snapshot in
                let value = snapshot.value as? Int ?? 0
                first.append(value)
                if value > 0, value < 3 { counter.setValue(value + 1) }
            }
            counter.observe(.value) { second.append($0.value as? Int ?? 0) }
            counter.setValue(1)
            #expect(first == [0, 1, 2, 3])
            #expect(second == [0, 1, 2, 3])
        }

        @Test("Writes from another thread reach observers on the main queue")
        func backgroundWrites() async throws {
            let db = freshRealtimeDatabase()
            let onMain = DispatchSpecificKey<Int>()
            DispatchQueue.main.setSpecific(key: onMain, value: 1)
            var threads: [Bool] = []
            db.reference(withPath: "bg").observe(.childAdded) { _ in threads.append(DispatchQueue.getSpecific(key: onMain) == 1) }
            await Task.detached { Database.database().reference(withPath: "bg/x").setValue(1) }.value
            await drainMainQueue()
            #expect(threads == [true])
            DispatchQueue.main.setSpecific(key: onMain, value: nil)
        }

        @Test("SimulatedDatabase.reset() empties the data; observers hear it go, and later writes start from empty")
        func reset() throws {
            let db = freshRealtimeDatabase()
            try SimulatedDatabase.shared.seed(["x": 1], at: "a")
            var values: [Bool] = []
            db.reference(withPath: "a").observe(.value) { values.append($0.exists()) }
            SimulatedDatabase.shared.reset()
            #expect(values == [true, false])
            #expect(SimulatedDatabase.shared.value() == nil)
        }
    }
}
