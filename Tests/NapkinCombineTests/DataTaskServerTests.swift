import Foundation
import NapkinCombine
import PackageTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession.dataTaskPublisher` against a real HTTP server on 127.0.0.1
/// (`Support/books_server.py`), through the shared session as an app's service uses it.
@Suite("URLSession.dataTaskPublisher against a local server")
struct DataTaskServerTests {
    struct Volume: Decodable, Equatable {
        let title: String
    }

    struct Volumes: Decodable {
        let items: [Volume]
    }

    private func server() async throws -> PythonServer {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/books_server.py")
        return try await PythonServer.start(script: script)
    }

    @Test("The book service's chain fetches and decodes; a 404 arrives as a value with its status, not a failure")
    func fetchAndStatus() async throws {
        let books = try await server()
        defer { books.stop() }
        let chain = URLSession.shared.dataTaskPublisher(for: books.baseURL.appendingPathComponent("volumes.json"))
            .tryMap { data, response -> Data in
                guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
                return data
            }
            .decode(type: Volumes.self, decoder: JSONDecoder())
            .map(\.items)
        var received: [[Volume]] = []
        for try await volumes in chain.values { received.append(volumes) }
        #expect(received == [[Volume(title: "Dune"), Volume(title: "Emma")]])

        var statuses: [Int] = []
        for try await (data, response) in URLSession.shared.dataTaskPublisher(for: books.baseURL.appendingPathComponent("missing.json"))
            .values
        {
            statuses.append((response as? HTTPURLResponse)?.statusCode ?? -1)
            #expect(String(decoding: data, as: UTF8.self).contains("not found: /missing.json"))
        }
        #expect(statuses == [404])
    }

    @Test("Cancelling a request in flight delivers neither a value nor a completion")
    func cancelInFlight() async throws {
        let books = try await server()
        defer { books.stop() }
        let events = EventLog()
        let slow = books.baseURL.appendingPathComponent("slow.json")
        // Cancelled at once, long before the server answers (two seconds after each request).
        let subscription = URLSession.shared.dataTaskPublisher(for: slow)
            .sink(receiveCompletion: { _ in events.add("completion") }, receiveValue: { _ in events.add("value") })
        subscription.cancel()
        // A second request started after the first: when its answer is in, the first one's
        // would have been too, had it not been cancelled (the server answers them side by side).
        var answered = 0
        for try await _ in URLSession.shared.dataTaskPublisher(for: slow).values { answered += 1 }
        #expect(answered == 1)
        try await Task.sleep(for: .milliseconds(100))
        #expect(events.all.isEmpty)
    }
}

/// What a sink received, from the session's queue.
private final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [String] = []
    func add(_ event: String) { lock.withLock { events.append(event) } }
    var all: [String] { lock.withLock { events } }
}
