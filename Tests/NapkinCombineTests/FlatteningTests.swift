import NapkinCombine
import Testing

@Suite("flatMap, switchToLatest, zip and share")
struct FlatteningTests {
    @Test("flatMap sends the made publishers' values as they come and finishes after all of them")
    func flatMap() {
        let ids = PassthroughSubject<Int, Never>()
        var inners: [Int: PassthroughSubject<String, Never>] = [:]
        let recorder = Recorder<String, Never>()
        ids.flatMap { id -> PassthroughSubject<String, Never> in
            let inner = PassthroughSubject<String, Never>()
            inners[id] = inner
            return inner
        }.subscribe(recorder)
        ids.send(1)
        ids.send(2)
        inners[2]?.send("2a")
        inners[1]?.send("1a")
        ids.send(completion: .finished)
        inners[1]?.send(completion: .finished)
        #expect(recorder.events == ["subscribed", "value 2a", "value 1a"])
        inners[2]?.send("2b")
        inners[2]?.send(completion: .finished)
        #expect(recorder.events == ["subscribed", "value 2a", "value 1a", "value 2b", "finished"])
    }

    @Test("flatMap(maxPublishers:) runs at most that many at once, asking for the next value as one finishes")
    func maxPublishers() {
        var inners: [PassthroughSubject<Int, Never>] = []
        var values: [Int] = []
        var completed = false
        let token = (1...3).publisher.flatMap(maxPublishers: .max(2)) { _ -> PassthroughSubject<Int, Never> in
            let inner = PassthroughSubject<Int, Never>()
            inners.append(inner)
            return inner
        }.sink(receiveCompletion: { _ in completed = true }, receiveValue: { values.append($0) })
        #expect(inners.count == 2)
        inners[0].send(10)
        inners[0].send(completion: .finished)
        #expect(inners.count == 3)
        inners[2].send(30)
        inners[1].send(completion: .finished)
        #expect(!completed)
        inners[2].send(completion: .finished)
        #expect(values == [10, 30])
        #expect(completed)
        _ = token
    }

    @Test("flatMap fails, and cancels the rest, when one made publisher fails; it honours the demand")
    func flatMapFailureAndDemand() {
        let recorder = Recorder<Int, Boom>()
        let ids = PassthroughSubject<Int, Boom>()
        var cancelled = 0
        let other = PassthroughSubject<Int, Boom>()
        ids.flatMap { id -> AnyPublisher<Int, Boom> in
            id == 1
                ? other.handleEvents(receiveCancel: { cancelled += 1 }).eraseToAnyPublisher() : Fail(error: Boom()).eraseToAnyPublisher()
        }.subscribe(recorder)
        ids.send(1)
        ids.send(2)
        #expect(recorder.events == ["subscribed", "failure boom"])
        #expect(cancelled == 1)
        let limited = Recorder<Int, Never>(initialDemand: .max(3))
        [1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.subscribe(limited)
        #expect(limited.events == ["subscribed", "value 1", "value 10", "value 2"])
        limited.subscription?.request(.max(1))
        #expect(limited.events == ["subscribed", "value 1", "value 10", "value 2", "value 20", "finished"])
    }

    @Test("flatMap mixes a publisher that cannot fail with one that can")
    func flatMapFailureTypes() {
        let fetch = { (id: Int) in Just("#\(id)").setFailureType(to: Boom.self) }
        let recorder = Recorder<String, Boom>()
        [1, 2].publisher.flatMap(fetch).subscribe(recorder)
        #expect(recorder.events == ["subscribed", "value #1", "value #2", "finished"])
        let justs = Recorder<Int, Boom>()
        Just(3).setFailureType(to: Boom.self).flatMap { Just($0 + 1) }.subscribe(justs)
        #expect(justs.events == ["subscribed", "value 4", "finished"])
    }

    @Test("switchToLatest sends only the newest publisher's values, cancelling the one before")
    func switchToLatest() {
        let searches = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
        let first = PassthroughSubject<String, Never>()
        let second = PassthroughSubject<String, Never>()
        var cancelledFirst = 0
        let recorder = Recorder<String, Never>()
        searches.map {
            $0 === first ? first.handleEvents(receiveCancel: { cancelledFirst += 1 }).eraseToAnyPublisher() : $0.eraseToAnyPublisher()
        }
        .switchToLatest().subscribe(recorder)
        searches.send(first)
        first.send("s")
        searches.send(second)
        first.send("stale")
        second.send("sw")
        searches.send(completion: .finished)
        #expect(cancelledFirst == 1)
        #expect(recorder.events == ["subscribed", "value s", "value sw"])
        second.send(completion: .finished)
        #expect(recorder.events.last == "finished")
    }

    @Test("switchToLatest carries the open demand to the next publisher")
    func switchToLatestDemand() {
        let outer = PassthroughSubject<Publishers.Sequence<[Int], Never>, Never>()
        let recorder = Recorder<Int, Never>(initialDemand: .max(3))
        outer.switchToLatest().subscribe(recorder)
        outer.send([1, 2].publisher)
        outer.send([3, 4, 5].publisher)
        #expect(recorder.events == ["subscribed", "value 1", "value 2", "value 3"])
    }

    @Test("zip pairs values in order and finishes when one upstream has finished and is drained")
    func zip() {
        let letters = PassthroughSubject<String, Never>()
        let numbers = PassthroughSubject<Int, Never>()
        let recorder = Recorder<String, Never>()
        letters.zip(numbers) { "\($0)\($1)" }.subscribe(recorder)
        letters.send("a")
        letters.send("b")
        letters.send("c")
        numbers.send(1)
        letters.send(completion: .finished)
        #expect(recorder.events == ["subscribed", "value a1"])
        numbers.send(2)
        #expect(recorder.events == ["subscribed", "value a1", "value b2"])
        numbers.send(3)
        #expect(recorder.events == ["subscribed", "value a1", "value b2", "value c3", "finished"])
        numbers.send(4)
        #expect(recorder.events.count == 5)
    }

    @Test("zip fails when either fails, and asks each upstream for one value per pair asked for")
    func zipFailureAndDemand() {
        let a = PassthroughSubject<Int, Boom>()
        let failed = Recorder<(Int, Int), Boom>()
        a.zip(PassthroughSubject<Int, Boom>()).subscribe(failed)
        a.send(1)
        a.send(completion: .failure(Boom()))
        #expect(failed.events == ["subscribed", "failure boom"])
        let pairs = Recorder<(Int, String), Never>(initialDemand: .max(2))
        (1...).publisher.zip(["x", "y", "z"].publisher).subscribe(pairs)
        #expect(pairs.events == ["subscribed", "value (1, \"x\")", "value (2, \"y\")"])
        pairs.subscription?.request(.max(5))
        #expect(pairs.events.suffix(2) == ["value (3, \"z\")", "finished"])
    }

    @Test("share subscribes to the upstream once for every subscriber, and again after all left")
    func share() {
        let subject = PassthroughSubject<Int, Never>()
        var subscriptions = 0
        var cancels = 0
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }, receiveCancel: { cancels += 1 }).share()
        var first: [Int] = []
        var second: [Int] = []
        let a = shared.sink { first.append($0) }
        subject.send(1)
        let b = shared.sink { second.append($0) }
        subject.send(2)
        #expect(subscriptions == 1)
        #expect(first == [1, 2])
        #expect(second == [2])
        a.cancel()
        subject.send(3)
        #expect(cancels == 0)
        b.cancel()
        #expect(cancels == 1)
        let c = shared.sink { first.append($0) }
        subject.send(4)
        #expect(subscriptions == 2)
        #expect(first == [1, 2, 4])
        _ = c
    }

    @Test("share: a subscriber that comes after the upstream finished gets only the completion")
    func shareAfterEnd() {
        var runs = 0
        let shared = Deferred { () -> Just<Int> in
            runs += 1
            return Just(runs)
        }.share()
        let early = Recorder<Int, Never>()
        shared.subscribe(early)
        let late = Recorder<Int, Never>()
        shared.subscribe(late)
        #expect(early.events == ["subscribed", "value 1", "finished"])
        #expect(late.events == ["subscribed", "finished"])
        #expect(runs == 1)
    }
}
