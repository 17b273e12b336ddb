import Foundation
import NapkinSupport
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The strategies swift-snapshot-testing offers on every platform, with upstream's file
/// extensions and text.
@Suite struct UpstreamStrategyTests {
    struct Dish: Encodable { let name: String, price: Int, smoked: Bool }

    /// The snapshot a synchronous strategy takes of `value`.
    func snapshot<Value, Format>(_ value: Value, _ strategy: Snapshotting<Value, Format>) throws -> Format {
        try SnapshotWaiter.value(of: strategy.snapshot(value), timeout: 5)
    }

    @Test func jsonOfEncodableIsPrettyWithSortedKeys() throws {
        let strategy = Snapshotting<Dish, String>.json
        #expect(strategy.pathExtension == "json")
        #expect(
            try snapshot(Dish(name: "ribs", price: 24, smoked: true), strategy) == """
                {
                  "name" : "ribs",
                  "price" : 24,
                  "smoked" : true
                }
                """)
    }

    @Test func jsonWithAnEncoderUsesItsSettings() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        struct Side: Encodable { let sideName: String }
        #expect(try snapshot(Side(sideName: "slaw"), .json(encoder)) == #"{"side_name":"slaw"}"#)
    }

    @Test func jsonOfAnyJSONObject() throws {
        let object: Any = ["b": [1, 2], "a": "x"]
        #expect(
            try snapshot(object, Snapshotting<Any, String>.json) == """
                {
                  "a" : "x",
                  "b" : [
                    1,
                    2
                  ]
                }
                """)
    }

    @Test func valuesJSONCannotHoldBecomeAFailingLineNotACrash() throws {
        #expect(try snapshot(Double.nan, Snapshotting<Double, String>.json).hasPrefix("Couldn't encode the value as JSON:"))
        let notJSON = try snapshot(Date() as Any, Snapshotting<Any, String>.json)
        #expect(notJSON.hasPrefix("Couldn't encode the value as JSON: Date is not a JSON object"), "\(notJSON)")
    }

    @Test func plistIsXML() throws {
        let strategy = Snapshotting<Dish, String>.plist
        #expect(strategy.pathExtension == "plist")
        let text = try snapshot(Dish(name: "ribs", price: 24, smoked: true), strategy)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist"))
        #expect(text.contains("\t<key>name</key>\n\t<string>ribs</string>\n\t<key>price</key>\n\t<integer>24</integer>"))
    }

    @Test func dataIsStoredAsItIsWithoutAnExtension() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes = Data([0xDE, 0xAD, 0xBE, 0xEF])
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: bytes, as: .data, snapshotDirectory: folder.path, testName: "bytes()")
        }
        #expect(message?.hasPrefix("No reference was found on disk.") == true)
        #expect(try contents(folder.path("bytes.1")) == bytes)
        #expect(Diffing<Data>.data.diff(bytes, bytes) == nil)
        #expect(Diffing<Data>.data.diff(bytes, Data([0, 0, 0, 0]))?.0 == "Expected data to match")
        #expect(Diffing<Data>.data.diff(bytes, Data([1]))?.0 == "Expected 1 bytes to match 4 bytes")
    }

    @Test func requestAsRawHTTP() throws {
        var request = URLRequest(url: try #require(URL(string: "https://example.com/orders?z=1&a=2")))
        request.httpMethod = "POST"
        request.addValue("application/json", forHTTPHeaderField: "Content-Type")
        request.addValue("text/html", forHTTPHeaderField: "Accept")
        request.httpBody = Data(#"{"b":1,"a":[true]}"#.utf8)
        #expect(
            try snapshot(request, .raw) == """
                POST https://example.com/orders?a=2&z=1
                Accept: text/html
                Content-Type: application/json

                {"b":1,"a":[true]}
                """)
        #expect(
            try snapshot(request, .raw(pretty: true)) == """
                POST https://example.com/orders?a=2&z=1
                Accept: text/html
                Content-Type: application/json

                {
                  "a" : [
                    true
                  ],
                  "b" : 1
                }
                """)
        let get = URLRequest(url: try #require(URL(string: "https://example.com/")))
        #expect(try snapshot(get, .raw) == "GET https://example.com/")
    }

    @Test func requestAsCurl() throws {
        var request = URLRequest(url: try #require(URL(string: "https://example.com/orders?z=1&a=2")))
        request.httpMethod = "POST"
        request.addValue("session=\"abc\"", forHTTPHeaderField: "Cookie")
        request.addValue("text/html", forHTTPHeaderField: "Accept")
        request.httpBody = Data(#"{"name":"ribs"}"#.utf8)
        #expect(
            try snapshot(request, .curl) == #"""
                curl \
                	--request POST \
                	--header "Accept: text/html" \
                	--data "{\"name\":\"ribs\"}" \
                	--cookie "session=\"abc\"" \
                	"https://example.com/orders?a=2&z=1"
                """#)
        var head = URLRequest(url: try #require(URL(string: "https://example.com/")))
        head.httpMethod = "HEAD"
        #expect(try snapshot(head, .curl) == "curl \\\n\t--head \\\n\t\"https://example.com/\"")
    }

    @Test func functionOfACaseIterableIsATable() throws {
        enum Doneness: String, CaseIterable { case rare, medium, done }
        let strategy = Snapshotting<Doneness, String>.func(into: Snapshotting<Int, String>.description)
        #expect(strategy.pathExtension == "csv")
        let minutes: (Doneness) -> Int = { [.rare: 40, .medium: 55, .done: 70][$0]! }
        #expect(try snapshot(minutes, strategy) == "\"rare\",\"40\"\n\"medium\",\"55\"\n\"done\",\"70\"")
    }

    @Test func waitTakesTheSnapshotAfterTheDelay() async throws {
        // When the wrapped strategy runs, measured from before the wait began: a lower
        // bound only, which a sleep guarantees however loaded the machine is.
        let clock = ContinuousClock()
        let takenAt = Locked<ContinuousClock.Instant?>(nil)
        let strategy = Snapshotting<Void, String>.wait(
            for: 0.3,
            on: SimplySnapshotting<String>.lines.pullback { (_: Void) in
                takenAt.withLock { $0 = clock.now }
                return "smoked"
            }
        )
        #expect(strategy.pathExtension == "txt")
        let start = clock.now
        let text = try await onOwnThread { try SnapshotWaiter.value(of: strategy.snapshot(()), timeout: 5) }
        #expect(text == "smoked")
        let taken = try #require(takenAt.withLock { $0 })
        #expect(taken - start >= .milliseconds(300))
    }
}
