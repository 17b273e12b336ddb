import FirebaseFirestore
import Foundation
import Testing

extension FirebaseStandInSuites {
    @MainActor
    @Suite("Documents: set, get, update, delete, FieldValue, limits and errors")
    struct FirestoreDocumentTests {
        @Test("A document written with setData reads back with Firestore's types; delete removes it")
        func setGetDelete() async throws {
            let db = freshDatabase()
            let when = Date(timeIntervalSince1970: 1_700_000_000.25)
            let ref = db.collection("users").document("ada")
            try await ref.setData([
                "name": "Ada", "age": 36, "height": 1.65, "admin": true, "born": when, "tags": ["math", "engines"],
                "address": ["city": "London", "zip": NSNull()], "home": GeoPoint(latitude: 51.5, longitude: -0.12),
                "friend": db.document("users/charles"),
            ])
            let snapshot = try await ref.getDocument()
            #expect(snapshot.exists)
            #expect(snapshot.documentID == "ada")
            let data = try #require(snapshot.data())
            #expect(data["name"] as? String == "Ada")
            #expect(data["age"] as? Int == 36)
            #expect(data["height"] as? Double == 1.65)
            #expect(data["admin"] as? Bool == true)
            #expect((data["born"] as? Timestamp)?.dateValue() == when)
            #expect(data["tags"] as? [String] == ["math", "engines"])
            #expect(snapshot.get("address.city") as? String == "London")
            #expect(snapshot.get("address.zip") is NSNull)
            #expect(snapshot["home"] as? GeoPoint == GeoPoint(latitude: 51.5, longitude: -0.12))
            #expect((data["friend"] as? DocumentReference)?.path == "users/charles")
            #expect(snapshot.get("missing") == nil)

            try await ref.delete()
            let gone = try await ref.getDocument()
            #expect(!gone.exists)
            #expect(gone.data() == nil)
        }

        @Test("References: IDs, paths, parents, automatic IDs and subcollections")
        func references() {
            let db = freshDatabase()
            let posts = db.collection("users").document("ada").collection("posts")
            #expect(posts.path == "users/ada/posts")
            #expect(posts.collectionID == "posts")
            #expect(posts.parent?.path == "users/ada")
            #expect(db.collection("users").parent == nil)
            let auto = posts.document()
            #expect(auto.documentID.count == 20)
            #expect(auto.documentID.allSatisfy { $0.isLetter || $0.isNumber })
            #expect(auto.parent.path == "users/ada/posts")
            #expect(db.document("/users/ada/").path == "users/ada")
            #expect(db.document("users/ada") == db.collection("users").document("ada"))
        }

        @Test("Completion handlers run on the main queue after the write returns, with nil or the error")
        func completionHandlers() async throws {
            let db = freshDatabase()
            var results: [String] = []
            db.collection("rooms").document("hall").setData(["lights": 1]) { error in
                results.append(error == nil ? "set" : "set failed")
            }
            db.collection("rooms").document("attic").updateData(["lights": 2]) { error in
                results.append((error as NSError?)?.code == FirestoreErrorCode.notFound.rawValue ? "update notFound" : "update ?")
            }
            #expect(results.isEmpty)
            await drainMainQueue()
            #expect(results == ["set", "update notFound"])
        }

        @Test("updateData of a missing document fails with Firestore's notFound error")
        func updateMissing() async throws {
            let db = freshDatabase()
            do {
                try await db.document("users/nobody").updateData(["age": 1])
                Issue.record("the update should have failed")
            } catch FirestoreErrorCode.notFound {
                let error = try #require(FirestoreErrorCode.Code(rawValue: 5))
                #expect(error == .notFound)
            }
            do {
                try await db.document("users/nobody").updateData(["age": 1])
            } catch {
                let ns = error as NSError
                #expect(ns.domain == FirestoreErrorDomain)
                #expect(ns.domain == "FIRFirestoreErrorDomain")
                #expect(ns.code == 5)
                #expect(ns.localizedDescription.contains("No document to update"))
                #expect(ns.localizedDescription.contains("users/nobody"))
            }
            #expect(SimulatedFirestore.documents().isEmpty)
        }

        @Test("updateData reads dots as nested paths and FieldPath as literal names; other fields stay")
        func updateDotPaths() async throws {
            let db = freshDatabase()
            let ref = db.document("users/ada")
            try await ref.setData(["address": ["city": "London", "street": "Marylebone"], "age": 36])
            try await ref.updateData(["address.city": "Paris", FieldPath(["a.b"]): 1, "age": FieldValue.delete()])
            let data = try #require(try await ref.getDocument().data())
            #expect(data["address"] as? [String: String] == ["city": "Paris", "street": "Marylebone"])
            #expect(data["a.b"] as? Int == 1)
            #expect(data["a"] == nil)
            #expect(data["age"] == nil)
        }

        @Test("setData replaces the document; merge keeps the other fields, nested maps field by field; mergeFields only those")
        func setAndMerge() async throws {
            let db = freshDatabase()
            let ref = db.document("users/ada")
            try await ref.setData(["name": "Ada", "address": ["city": "London", "street": "Marylebone"], "age": 36])
            try await ref.setData(["address": ["city": "Paris"]], merge: true)
            var data = try #require(try await ref.getDocument().data())
            #expect(data["name"] as? String == "Ada")
            #expect(data["address"] as? [String: String] == ["city": "Paris", "street": "Marylebone"])

            try await ref.setData(["name": "Augusta", "age": 37], mergeFields: ["age"])
            data = try #require(try await ref.getDocument().data())
            #expect(data["name"] as? String == "Ada")
            #expect(data["age"] as? Int == 37)

            try await ref.setData(["name": "Lovelace"])
            data = try #require(try await ref.getDocument().data())
            #expect(data.count == 1)
            #expect(data["name"] as? String == "Lovelace")
        }

        @Test("FieldValue: increment, arrayUnion, arrayRemove, serverTimestamp and delete change the stored fields")
        func fieldValues() async throws {
            let db = freshDatabase()
            let serverTime = Date(timeIntervalSince1970: 1_750_000_000)
            SimulatedFirestore.serverTime = serverTime
            let ref = db.document("counters/a")
            try await ref.setData(["count": 1, "ratio": 0.5, "tags": ["a", "b"], "stamp": FieldValue.serverTimestamp(), "temp": 1])
            try await ref.updateData([
                "count": FieldValue.increment(Int64(2)), "ratio": FieldValue.increment(0.25), "fresh": FieldValue.increment(Int64(5)),
                "tags": FieldValue.arrayUnion(["b", "c"]), "temp": FieldValue.delete(),
            ])
            try await ref.updateData(["tags": FieldValue.arrayRemove(["a"])])
            let data = try #require(try await ref.getDocument().data())
            #expect(data["count"] as? Int == 3)
            #expect(data["ratio"] as? Double == 0.75)
            #expect(data["fresh"] as? Int == 5)
            #expect(data["tags"] as? [String] == ["b", "c"])
            #expect((data["stamp"] as? Timestamp)?.dateValue() == serverTime)
            #expect(data["temp"] == nil)
            SimulatedFirestore.serverTime = nil
        }

        @Test("FieldValue.delete() in a plain setData, unsupported types and nested arrays fail with invalidArgument")
        func invalidData() async throws {
            let db = freshDatabase()
            let ref = db.document("users/ada")
            struct Unsupported {}
            for bad in [["gone": FieldValue.delete()], ["thing": Unsupported()], ["grid": [[1, 2], [3]]], ["": 1]] as [[String: Any]] {
                do {
                    try await ref.setData(bad)
                    Issue.record("\(bad) should have been refused")
                } catch {
                    #expect((error as NSError).code == FirestoreErrorCode.invalidArgument.rawValue)
                }
            }
            #expect(!(try await ref.getDocument().exists))
        }

        @Test("A document over Firestore's 1 MiB limit is refused with invalidArgument; one just under it is stored")
        func sizeLimit() async throws {
            let db = freshDatabase()
            let ref = db.document("big/doc")
            // Name: 16 + "big" 4 + "doc" 4 = 24; field "s" 2; overhead 32; the string counts its bytes plus one.
            let fits = String(repeating: "x", count: 1_048_576 - 24 - 2 - 32 - 1)
            try await ref.setData(["s": fits])
            do {
                try await ref.setData(["s": fits + "x"])
                Issue.record("an over-size document should have been refused")
            } catch {
                #expect((error as NSError).code == FirestoreErrorCode.invalidArgument.rawValue)
                #expect((error as NSError).localizedDescription.contains("exceeds the maximum allowed size of 1,048,576 bytes"))
            }
            #expect((try await ref.getDocument().get("s") as? String)?.count == fits.count)
        }

        @Test("A path with the wrong number of segments fails with invalidArgument instead of crashing")
        func invalidPaths() async throws {
            let db = freshDatabase()
            do {
                _ = try await db.collection("users/ada").getDocuments()
                Issue.record("a document path used as a collection should fail")
            } catch {
                #expect((error as NSError).code == FirestoreErrorCode.invalidArgument.rawValue)
                #expect((error as NSError).localizedDescription.contains("odd number of segments"))
            }
            do {
                try await db.document("users").setData(["a": 1])
                Issue.record("a collection path used as a document should fail")
            } catch {
                #expect((error as NSError).code == FirestoreErrorCode.invalidArgument.rawValue)
            }
        }

        @Test("A batch commits all its writes or none; a transaction reads then writes")
        func batchesAndTransactions() async throws {
            let db = freshDatabase()
            let a = db.document("accounts/a")
            let b = db.document("accounts/b")
            let batch = db.batch()
            batch.setData(["balance": 10], forDocument: a)
            batch.updateData(["balance": 5], forDocument: b)
            do {
                try await batch.commit()
                Issue.record("the batch updates a missing document")
            } catch FirestoreErrorCode.notFound {}
            #expect(!(try await a.getDocument().exists))

            try await db.batch().setData(["balance": 10], forDocument: a).setData(["balance": 0], forDocument: b).commit()
            let moved = try await db.runTransaction { transaction, errorPointer in
                do {
                    let from = try transaction.getDocument(a)
                    let balance = from.get("balance") as? Int ?? 0
                    guard balance >= 4 else {
                        errorPointer?.pointee = NSError(domain: "Bank", code: 1)
                        return nil
                    }
                    transaction.updateData(["balance": balance - 4], forDocument: a)
                    transaction.updateData(["balance": FieldValue.increment(Int64(4))], forDocument: b)
                    return 4
                } catch {
                    errorPointer?.pointee = error as NSError
                    return nil
                }
            }
            #expect(moved as? Int == 4)
            #expect(try await a.getDocument().get("balance") as? Int == 6)
            #expect(try await b.getDocument().get("balance") as? Int == 4)
            do {
                _ = try await db.runTransaction { _, errorPointer in
                    errorPointer?.pointee = NSError(domain: "Bank", code: 1)
                    return nil
                }
                Issue.record("the transaction reported an error")
            } catch {
                #expect((error as NSError).domain == "Bank")
            }
        }

        @Test("SimulatedFirestore seeds documents, lists them, and reset empties every database")
        func simulatedStore() async throws {
            let db = freshDatabase()
            try SimulatedFirestore.seed(["rooms/hall": ["lights": 1], "rooms/attic": ["lights": 0]])
            #expect(Set(SimulatedFirestore.documents().keys) == ["rooms/hall", "rooms/attic"])
            #expect(try await db.collection("rooms").getDocuments().count == 2)
            #expect(throws: FirestoreErrorCode.self) { try SimulatedFirestore.seed(["rooms": ["a": 1]]) }
            SimulatedFirestore.reset()
            #expect(try await Firestore.firestore().collection("rooms").getDocuments().isEmpty)
            try SimulatedFirestore.seed(["rooms/hall": ["lights": 1]])
            SimulatedFirebase.reset()
            #expect(SimulatedFirestore.documents().isEmpty)
        }

        @Test("Timestamp keeps seconds and nanoseconds, converts to Date and orders; GeoPoint compares by value")
        func timestampsAndPoints() {
            let stamp = Timestamp(date: Date(timeIntervalSince1970: -1.5))
            #expect(stamp.seconds == -2)
            #expect(stamp.nanoseconds == 500_000_000)
            #expect(stamp.dateValue() == Date(timeIntervalSince1970: -1.5))
            #expect(Timestamp(seconds: 1, nanoseconds: 0).compare(Timestamp(seconds: 0, nanoseconds: 999)) == .orderedDescending)
            #expect(Timestamp(seconds: 3, nanoseconds: 4) == Timestamp(seconds: 3, nanoseconds: 4))
            #expect(GeoPoint(latitude: 1, longitude: 2) == GeoPoint(latitude: 1, longitude: 2))
            #expect(GeoPoint(latitude: 100, longitude: 0).latitude == 90)
        }
    }
}
