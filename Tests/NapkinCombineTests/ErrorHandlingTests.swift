import Foundation
import NapkinCombine
import Testing

@Suite("Throwing operators, decoding and error handling")
struct ErrorHandlingTests {
    struct Other: Error, Equatable {}

    @Test("tryMap's thrown error ends the stream with that error and cancels the upstream")
    func tryMap() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = 0
        let recorder = Recorder<Int, any Error>()
        subject.handleEvents(receiveCancel: { cancelled += 1 }).tryMap { value -> Int in
            if value == 3 { throw Boom() }
            return value * 10
        }.subscribe(recorder)
        for value in 1...4 { subject.send(value) }
        #expect(recorder.events == ["subscribed", "value 10", "value 20", "failure boom"])
        #expect(cancelled == 1)
    }

    @Test("tryFilter and tryCompactMap drop values, pass upstream failures on and fail with what they throw")
    func tryFilterAndCompactMap() {
        let filtered = Recorder<Int, any Error>()
        [1, 2, 3, 4].publisher.tryFilter { $0.isMultiple(of: 2) }.subscribe(filtered)
        #expect(filtered.events == ["subscribed", "value 2", "value 4", "finished"])
        let throwing = Recorder<Int, any Error>()
        [1, -1, 2].publisher.tryFilter { value in
            guard value >= 0 else { throw Boom() }
            return true
        }.subscribe(throwing)
        #expect(throwing.events == ["subscribed", "value 1", "failure boom"])
        let parsed = Recorder<Int, any Error>()
        ["1", "x", "3"].publisher.tryCompactMap { Int($0) }.subscribe(parsed)
        #expect(parsed.events == ["subscribed", "value 1", "value 3", "finished"])
        let upstream = Recorder<Int, any Error>()
        Fail<Int, Boom>(error: Boom()).tryCompactMap { $0 }.subscribe(upstream)
        #expect(upstream.events == ["subscribed", "failure boom"])
    }

    @Test("tryCompactMap asks for one more value in place of each one it drops")
    func droppedValuesAreReplaced() {
        let recorder = Recorder<Int, any Error>(initialDemand: .max(2))
        [1, 2, 3, 4, 5].publisher.tryCompactMap { $0.isMultiple(of: 2) ? $0 : nil }.subscribe(recorder)
        #expect(recorder.events == ["subscribed", "value 2", "value 4"])
    }

    @Test("decode(type:decoder:) turns JSON data into values and fails with the DecodingError of bad data")
    func decode() throws {
        struct Book: Codable, Equatable {
            let title: String
        }
        var books: [Book] = []
        var failure: (any Error)?
        let json = [Data(#"{"title":"Dune"}"#.utf8), Data("not json".utf8), Data(#"{"title":"Emma"}"#.utf8)]
        let token = json.publisher.decode(type: Book.self, decoder: JSONDecoder())
            .sink(
                receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
                receiveValue: { books.append($0) })
        #expect(books == [Book(title: "Dune")])
        #expect(failure is DecodingError)
        _ = token
        var encoded: [Data] = []
        let encoding = [Book(title: "Dune")].publisher.encode(encoder: JSONEncoder()).sink(receiveCompletion: { _ in }) {
            encoded.append($0)
        }
        #expect(try JSONDecoder().decode(Book.self, from: try #require(encoded.first)) == Book(title: "Dune"))
        _ = encoding
        var roundTrip: [Book] = []
        let plist = Just(Book(title: "Ulysses")).encode(encoder: PropertyListEncoder()).decode(
            type: Book.self, decoder: PropertyListDecoder()
        )
        .sink(receiveCompletion: { _ in }) { roundTrip.append($0) }
        #expect(roundTrip == [Book(title: "Ulysses")])
        _ = plist
    }

    @Test("mapError changes the failure; values and .finished pass unchanged")
    func mapError() {
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = Recorder<Int, URLError>()
        subject.mapError { _ in URLError(.badServerResponse) }.subscribe(recorder)
        subject.send(1)
        subject.send(completion: .failure(Boom()))
        #expect(recorder.events.count == 3)
        #expect(recorder.events.prefix(2) == ["subscribed", "value 1"])
        #expect(recorder.events.last?.hasPrefix("failure") == true)
        let finished = Recorder<Int, Other>()
        Just(2).setFailureType(to: Boom.self).mapError { _ in Other() }.subscribe(finished)
        #expect(finished.events == ["subscribed", "value 2", "finished"])
    }

    @Test("replaceError sends its value in place of the failure, once asked for, then finishes")
    func replaceError() {
        let subject = PassthroughSubject<String, Boom>()
        let recorder = Recorder<String, Never>(initialDemand: .max(1))
        subject.replaceError(with: "offline").subscribe(recorder)
        subject.send("page")
        subject.send(completion: .failure(Boom()))
        #expect(recorder.events == ["subscribed", "value page"])
        recorder.subscription?.request(.max(1))
        #expect(recorder.events == ["subscribed", "value page", "value offline", "finished"])
    }

    @Test("replaceEmpty sends its value only when the upstream finishes without any")
    func replaceEmpty() {
        let empty = Recorder<Int, Never>()
        Empty<Int, Never>().replaceEmpty(with: 0).subscribe(empty)
        #expect(empty.events == ["subscribed", "value 0", "finished"])
        let full = Recorder<Int, Never>()
        [4, 5].publisher.replaceEmpty(with: 0).subscribe(full)
        #expect(full.events == ["subscribed", "value 4", "value 5", "finished"])
        let failing = Recorder<Int, Boom>()
        Fail<Int, Boom>(error: Boom()).replaceEmpty(with: 0).subscribe(failing)
        #expect(failing.events == ["subscribed", "failure boom"])
    }

    @Test("catch switches to the replacement on failure, keeping the demand still open")
    func catchSwitches() {
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = Recorder<Int, Never>(initialDemand: .max(3))
        var caught: [Boom] = []
        subject.catch { error -> Publishers.Sequence<[Int], Never> in
            caught.append(error)
            return [7, 8, 9].publisher
        }.subscribe(recorder)
        subject.send(1)
        subject.send(completion: .failure(Boom()))
        // Three asked for: 1 from the subject, then two of the replacement's three.
        #expect(recorder.events == ["subscribed", "value 1", "value 7", "value 8"])
        #expect(caught == [Boom()])
        recorder.subscription?.request(.unlimited)
        #expect(recorder.events == ["subscribed", "value 1", "value 7", "value 8", "value 9", "finished"])
        let untouched = Recorder<Int, Never>()
        Just(1).setFailureType(to: Boom.self).catch { _ in Just(0) }.subscribe(untouched)
        #expect(untouched.events == ["subscribed", "value 1", "finished"])
    }

    @Test("tryCatch fails with the error its handler throws, or switches like catch")
    func tryCatch() {
        let rethrown = Recorder<Int, any Error>()
        Fail<Int, Boom>(error: Boom()).tryCatch { _ -> Just<Int> in throw Other() }.subscribe(rethrown)
        #expect(rethrown.events == ["subscribed", "failure Other()"])
        let replaced = Recorder<Int, any Error>()
        Fail<Int, Boom>(error: Boom()).tryCatch { _ in Just(5) }.subscribe(replaced)
        #expect(replaced.events == ["subscribed", "value 5", "finished"])
    }

    @Test("retry subscribes again after each failure, up to its count, then passes the failure on")
    func retry() {
        var attempts = 0
        let failing = Deferred { () -> Fail<Int, Boom> in
            attempts += 1
            return Fail(error: Boom())
        }
        let recorder = Recorder<Int, Boom>()
        failing.retry(3).subscribe(recorder)
        #expect(attempts == 4)
        #expect(recorder.events == ["subscribed", "failure boom"])

        attempts = 0
        let flaky = Deferred { () -> AnyPublisher<String, Boom> in
            attempts += 1
            if attempts < 3 { return Fail(error: Boom()).eraseToAnyPublisher() }
            return Just("ok").setFailureType(to: Boom.self).eraseToAnyPublisher()
        }
        var received: [String] = []
        var completion = ""
        let token = flaky.retry(5).sink(receiveCompletion: { completion = "\($0)" }, receiveValue: { received.append($0) })
        #expect(attempts == 3)
        #expect(received == ["ok"])
        #expect(completion == "finished")
        _ = token
    }

    @Test("Deferred makes its publisher at each subscription, not before")
    func deferred() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        var values: [Int] = []
        let first = deferred.sink { values.append($0) }
        let second = deferred.sink { values.append($0) }
        #expect(values == [1, 2])
        _ = (first, second)
    }
}
