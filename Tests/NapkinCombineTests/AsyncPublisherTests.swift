import NapkinCombine
import Testing

@Suite("values: publishers as asynchronous sequences")
struct AsyncPublisherTests {
    @Test("for await steps through every value and ends when the publisher finishes")
    func values() async {
        var seen: [Int] = []
        for await value in [1, 2, 3].publisher.map({ $0 * 2 }).values { seen.append(value) }
        #expect(seen == [2, 4, 6])
    }

    @Test("for try await throws the publisher's failure after the values before it")
    func throwingValues() async {
        var seen: [Int] = []
        await #expect(throws: Boom.self) {
            for try await value in [1, 2, 3].publisher.tryMap({ value -> Int in
                guard value < 3 else { throw Boom() }
                return value
            }).values {
                seen.append(value)
            }
        }
        #expect(seen == [1, 2])
    }

    @Test("Each step asks for one value; leaving the loop cancels the subscription")
    func demandAndCancel() async {
        var requests: [Subscribers.Demand] = []
        var cancelled = false
        var seen: [Int] = []
        for await value in (1...).publisher.handleEvents(receiveCancel: { cancelled = true }, receiveRequest: { requests.append($0) })
            .values
        {
            seen.append(value)
            if value == 3 { break }
        }
        #expect(seen == [1, 2, 3])
        #expect(requests == [.max(1), .max(1), .max(1)])
        #expect(cancelled)
    }

    @MainActor
    @Test("for await on the main actor: a current value subject's value first, then what is sent while it awaits")
    func subject() async {
        let subject = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        for await value in subject.values {
            seen.append(value)
            // Sent once the loop awaits (it asked for the next value before it did).
            if value == "a" { Task { @MainActor in subject.send("b") } }
            if value == "b" { Task { @MainActor in subject.send(completion: .finished) } }
        }
        #expect(seen == ["a", "b"])
    }
}
