import Foundation
import NapkinCombine
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("URLSession.dataTaskPublisher")
struct DataTaskPublisherTests {
    struct Volume: Decodable, Equatable {
        let title: String
    }

    struct Volumes: Decodable {
        let items: [Volume]
    }

    /// The chain of a real book service: status check, decoding, mapping, erasing.
    static func fetch(_ url: URL) -> AnyPublisher<[Volume], any Error> {
        CannedURLProtocol.session.dataTaskPublisher(for: url)
            .tryMap { data, response in
                guard let http = response as? HTTPURLResponse, http.statusCode == 200 else { throw URLError(.badServerResponse) }
                return data
            }
            .decode(type: Volumes.self, decoder: JSONDecoder())
            .map(\.items)
            .eraseToAnyPublisher()
    }

    @Test("A book service's chain decodes the response it gets")
    func bookService() async throws {
        let url = CannedURLProtocol.url(answering: .body(status: 200, Data(#"{"items":[{"title":"Dune"},{"title":"Emma"}]}"#.utf8)))
        var received: [[Volume]] = []
        for try await volumes in Self.fetch(url).values { received.append(volumes) }
        #expect(received == [[Volume(title: "Dune"), Volume(title: "Emma")]])
        #expect(CannedURLProtocol.tally(for: url)?.started == 1)
    }

    @Test("An error status fails the chain with the error tryMap throws")
    func errorStatus() async {
        let url = CannedURLProtocol.url(answering: .body(status: 503, Data()))
        await #expect(throws: URLError(.badServerResponse)) {
            for try await _ in Self.fetch(url).values {}
        }
    }

    @Test("The task starts at the first demand, not at subscription, and each subscriber starts its own")
    func startsAtDemand() async throws {
        let url = CannedURLProtocol.url(answering: .body(status: 200, Data("hi".utf8)))
        let publisher = CannedURLProtocol.session.dataTaskPublisher(for: URLRequest(url: url))
        let waiting = LockedRecorder(initialDemand: .none)
        publisher.subscribe(waiting)
        try await Task.sleep(for: .milliseconds(50))
        #expect(CannedURLProtocol.tally(for: url)?.started == 0)
        waiting.request(.max(1))
        let events = await waiting.events(count: 3)
        #expect(events == ["subscribed", "value 2 bytes, status 200", "finished"])
        for try await _ in publisher.values {}
        #expect(CannedURLProtocol.tally(for: url)?.started == 2)
    }

    @Test("Cancelling the subscription cancels the task; nothing arrives after it")
    func cancel() async throws {
        let url = CannedURLProtocol.url(answering: .silence)
        let recorder = LockedRecorder(initialDemand: .max(1))
        CannedURLProtocol.session.dataTaskPublisher(for: url).subscribe(recorder)
        // A loaded machine (the whole suite on two cores) may take seconds to start the task.
        try await waitUntil { CannedURLProtocol.tally(for: url)?.started == 1 }
        recorder.cancel()
        try await waitUntil { CannedURLProtocol.tally(for: url)?.stopped == 1 }
        try await Task.sleep(for: .milliseconds(50))
        #expect(await recorder.events(count: 1) == ["subscribed"])
    }

    /// Returns once `condition` holds; fails the test after a minute.
    private func waitUntil(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while !condition() {
            try #require(ContinuousClock.now < deadline, "not within a minute")
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @Test("A port nobody listens on fails with URLError(.cannotConnectToHost)")
    func unreachablePort() async {
        let url = URL(string: "http://127.0.0.1:1/books")!
        await #expect {
            for try await _ in URLSession.shared.dataTaskPublisher(for: url).values {}
        } throws: { error in
            (error as? URLError)?.code == .cannotConnectToHost
        }
    }
}

/// Records a data task's events, which arrive on the session's queue, for a test to await.
final class LockedRecorder: Subscriber, @unchecked Sendable {
    typealias Input = (data: Data, response: URLResponse)
    typealias Failure = URLError

    private let lock = NSLock()
    private let initialDemand: Subscribers.Demand
    private var recorded: [String] = []
    private var subscription: (any Subscription)?

    init(initialDemand: Subscribers.Demand) { self.initialDemand = initialDemand }

    func receive(subscription: any Subscription) {
        lock.withLock {
            recorded.append("subscribed")
            self.subscription = subscription
        }
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let status = (input.response as? HTTPURLResponse)?.statusCode ?? 0
        lock.withLock { recorded.append("value \(input.data.count) bytes, status \(status)") }
        return .none
    }

    func receive(completion: Subscribers.Completion<URLError>) {
        lock.withLock { recorded.append("\(completion)") }
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { subscription }?.request(demand) }

    func cancel() { lock.withLock { subscription }?.cancel() }

    /// The events, once there are `count` of them (or after a minute).
    func events(count: Int) async -> [String] {
        let deadline = ContinuousClock.now + .seconds(60)
        while lock.withLock({ recorded.count }) < count, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(5)) }
        return lock.withLock { recorded }
    }
}
