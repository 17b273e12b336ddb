import FirebaseFirestore
import Foundation
import Testing

extension FirebaseStandInSuites {
    @MainActor
    @Suite("Queries: operators, missing fields, Firestore's ordering of mixed types, limits and cursors")
    struct FirestoreQueryTests {
        /// Five cities; "tokyo" has no population, "x" is a string population.
        private func seedCities() throws -> Firestore {
            let db = freshDatabase()
            try SimulatedFirestore.seed([
                "cities/sf": ["name": "San Francisco", "state": "CA", "population": 860_000, "regions": ["west", "coast"]],
                "cities/la": ["name": "Los Angeles", "state": "CA", "population": 3_900_000, "regions": ["west", "south"]],
                "cities/dc": ["name": "Washington", "state": NSNull(), "population": 680_000.5, "regions": ["east"]],
                "cities/tokyo": ["name": "Tokyo", "state": "JP"],
                "cities/x": ["name": "X", "state": "CA", "population": "many"],
                "towns/sf": ["name": "Not a city", "population": 1],
            ])
            return db
        }

        private func ids(_ query: Query) async throws -> [String] {
            try await query.getDocuments().documents.map(\.documentID)
        }

        @Test("Each whereField operator matches as Firestore's does; documents lacking the field never match")
        func operators() async throws {
            let cities = try seedCities().collection("cities")
            #expect(try await ids(cities.whereField("state", isEqualTo: "CA")) == ["la", "sf", "x"])
            #expect(try await ids(cities.whereField("population", isEqualTo: 860_000.0)) == ["sf"])
            // != leaves out documents without the field and those holding null.
            #expect(try await ids(cities.whereField("state", isNotEqualTo: "CA")) == ["tokyo"])
            // Inequalities compare only values of the same kind: the string population is not less than a number.
            #expect(try await ids(cities.whereField("population", isLessThan: 1_000_000)) == ["dc", "sf"])
            #expect(try await ids(cities.whereField("population", isLessThanOrEqualTo: 860_000)) == ["dc", "sf"])
            #expect(try await ids(cities.whereField("population", isGreaterThan: 860_000)) == ["la"])
            #expect(try await ids(cities.whereField("population", isGreaterThanOrEqualTo: 860_000)) == ["sf", "la"])
            #expect(try await ids(cities.whereField("population", isGreaterThan: "a")) == ["x"])
            #expect(try await ids(cities.whereField("regions", arrayContains: "west")) == ["la", "sf"])
            #expect(try await ids(cities.whereField("regions", arrayContainsAny: ["east", "south"])) == ["dc", "la"])
            #expect(try await ids(cities.whereField("state", in: ["JP", "CA"])) == ["la", "sf", "tokyo", "x"])
            #expect(try await ids(cities.whereField("state", notIn: ["CA"])) == ["tokyo"])
            #expect(try await ids(cities.whereField(FieldPath.documentID(), isEqualTo: "dc")) == ["dc"])
            #expect(try await ids(cities.whereField("state", isEqualTo: "CA").whereField("population", isGreaterThan: 1_000_000)) == ["la"])
            #expect(
                try await ids(cities.whereFilter(.orFilter([.whereField("state", isEqualTo: "JP"), .whereField("name", isEqualTo: "X")])))
                    == ["tokyo", "x"])
        }

        @Test("order(by:) leaves out documents without the field and orders kinds null < numbers < strings, ties by ID")
        func ordering() async throws {
            let cities = try seedCities().collection("cities")
            #expect(try await ids(cities.order(by: "population")) == ["dc", "sf", "la", "x"])
            #expect(try await ids(cities.order(by: "population", descending: true)) == ["x", "la", "sf", "dc"])
            #expect(try await ids(cities.order(by: "state")) == ["dc", "la", "sf", "x", "tokyo"])
            #expect(try await ids(cities.order(by: "state").order(by: "name", descending: true)) == ["dc", "x", "sf", "la", "tokyo"])
            #expect(try await ids(cities) == ["dc", "la", "sf", "tokyo", "x"])
        }

        @Test("Values of every kind order as Firestore orders them")
        func mixedKinds() async throws {
            let db = freshDatabase()
            let values: [(String, Any)] = [
                ("k9map", ["a": 1]), ("k8array", [1, 2]), ("k7point", GeoPoint(latitude: 0, longitude: 0)),
                ("k6ref", db.document("a/b")), ("k5bytes", Data([1])), ("k4string", "a"), ("k3time", Timestamp(seconds: 0, nanoseconds: 0)),
                ("k2number", -5), ("k2number2", 2.5), ("k1bool", false), ("k0null", NSNull()),
            ]
            try SimulatedFirestore.seed(Dictionary(uniqueKeysWithValues: values.map { ("things/\($0.0)", ["v": $0.1]) }))
            #expect(
                try await ids(db.collection("things").order(by: "v"))
                    == [
                        "k0null", "k1bool", "k2number", "k2number2", "k3time", "k4string", "k5bytes", "k6ref", "k7point", "k8array",
                        "k9map",
                    ])
        }

        @Test("limit(to:) takes the first results, limit(toLast:) the last ones in the query's order; toLast needs an order")
        func limits() async throws {
            let cities = try seedCities().collection("cities")
            #expect(try await ids(cities.order(by: "population").limit(to: 2)) == ["dc", "sf"])
            #expect(try await ids(cities.order(by: "population").limit(toLast: 2)) == ["la", "x"])
            do {
                _ = try await cities.limit(toLast: 1).getDocuments()
                Issue.record("limit(toLast:) without order(by:) should fail")
            } catch {
                #expect((error as NSError).code == FirestoreErrorCode.invalidArgument.rawValue)
            }
        }

        @Test("Cursors start and end a query at values or at a document")
        func cursors() async throws {
            let cities = try seedCities().collection("cities").order(by: "name")
            #expect(try await ids(cities.start(at: ["San Francisco"])) == ["sf", "tokyo", "dc", "x"])
            #expect(try await ids(cities.start(after: ["San Francisco"])) == ["tokyo", "dc", "x"])
            #expect(try await ids(cities.end(before: ["Tokyo"])) == ["la", "sf"])
            let sf = try await cities.firestore.document("cities/sf").getDocument()
            #expect(try await ids(cities.start(afterDocument: sf).limit(to: 1)) == ["tokyo"])
            #expect(try await ids(cities.end(atDocument: sf)) == ["la", "sf"])
        }

        @Test("A collection group query finds the collection at every depth")
        func collectionGroup() async throws {
            let db = freshDatabase()
            try SimulatedFirestore.seed([
                "posts/p1/comments/c1": ["likes": 3], "users/u1/posts/p2/comments/c2": ["likes": 1], "comments/c3": ["likes": 2],
                "posts/p1/replies/r1": ["likes": 9],
            ])
            let snapshot = try await db.collectionGroup("comments").order(by: "likes").getDocuments()
            #expect(snapshot.documents.map(\.reference.path) == ["users/u1/posts/p2/comments/c2", "comments/c3", "posts/p1/comments/c1"])
        }

        @Test("getDocuments with a completion handler calls back on the main queue with the snapshot")
        func completion() async throws {
            let cities = try seedCities().collection("cities")
            var count: Int?
            cities.whereField("state", isEqualTo: "CA").getDocuments { snapshot, error in
                #expect(error == nil)
                count = snapshot?.count
            }
            #expect(count == nil)
            await drainMainQueue()
            #expect(count == 3)
        }
    }
}
