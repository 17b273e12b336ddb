import NapkinCombine
import Testing

@Suite("Publishers and operators")
struct PublisherTests {
    @Test("Just sends its value at the first demand, then finishes; Empty and Fail finish at once")
    func oneShotPublishers() {
        let waiting = Recorder<Int, Never>(initialDemand: .none)
        Just(7).subscribe(waiting)
        #expect(waiting.events == ["subscribed"])
        waiting.subscription?.request(.max(1))
        #expect(waiting.events == ["subscribed", "value 7", "finished"])
        let empty = Recorder<Int, Boom>()
        Empty<Int, Boom>().subscribe(empty)
        #expect(empty.events == ["subscribed", "finished"])
        let failing = Recorder<Int, Boom>()
        Fail<Int, Boom>(error: Boom()).subscribe(failing)
        #expect(failing.events == ["subscribed", "failure boom"])
        let never = Recorder<Int, Never>()
        Empty<Int, Never>(completeImmediately: false).subscribe(never)
        #expect(never.events == ["subscribed"])
    }

    @Test("Future runs its work once and gives the result to subscribers before and after it")
    func future() {
        var runs = 0
        var promise: Future<Int, Boom>.Promise?
        let future = Future<Int, Boom> { fulfill in
            runs += 1
            promise = fulfill
        }
        let early = Recorder<Int, Boom>()
        future.subscribe(early)
        promise?(.success(3))
        promise?(.success(4))
        let late = Recorder<Int, Boom>()
        future.subscribe(late)
        #expect(runs == 1)
        #expect(early.events == ["subscribed", "value 3", "finished"])
        #expect(late.events == ["subscribed", "value 3", "finished"])
    }

    @Test("map, compactMap, filter and removeDuplicates transform in order; a dropped value is replaced")
    func operators() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<String, Never>(initialDemand: .max(3))
        subject.removeDuplicates().filter { $0 >= 0 }.compactMap { $0 == 3 ? nil : $0 }.map { "#\($0)" }.subscribe(recorder)
        for value in [1, 1, -2, 3, 3, 4, 5, 6] { subject.send(value) }
        // Three asked for: 1, 4 and 5; the repeats, the negative and the 3 did not use the demand.
        #expect(recorder.events == ["subscribed", "value #1", "value #4", "value #5"])
    }

    @Test("removeDuplicates remembers per subscriber")
    func removeDuplicatesPerSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        let distinct = subject.removeDuplicates()
        var first: [Int] = []
        var second: [Int] = []
        let a = distinct.sink { first.append($0) }
        subject.send(1)
        let b = distinct.sink { second.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(first == [1, 2])
        #expect(second == [1, 2])
        _ = (a, b)
    }

    @Test("eraseToAnyPublisher, setFailureType and map by key path keep the values and the completion")
    func erasure() {
        let erased: AnyPublisher<Int, Boom> = Just("four").map(\.count).setFailureType(to: Boom.self).eraseToAnyPublisher()
        let recorder = Recorder<Int, Boom>()
        erased.subscribe(recorder)
        #expect(recorder.events == ["subscribed", "value 4", "finished"])
    }

    @Test("assign(to:on:) writes each value and keeps the object until cancelled")
    func assignOn() {
        final class Label { var text = "" }
        let subject = PassthroughSubject<String, Never>()
        weak var released: Label?
        var token: AnyCancellable?
        do {
            let label = Label()
            released = label
            token = subject.assign(to: \.text, on: label)
            subject.send("hello")
            #expect(label.text == "hello")
        }
        #expect(released != nil)
        token?.cancel()
        #expect(released == nil)
    }

    @Test("A sequence's publisher sends as many elements as asked for, then finishes")
    func sequence() {
        let recorder = Recorder<Int, Never>(initialDemand: .max(2))
        [1, 2, 3].publisher.subscribe(recorder)
        #expect(recorder.events == ["subscribed", "value 1", "value 2"])
        recorder.subscription?.request(.max(5))
        #expect(recorder.events == ["subscribed", "value 1", "value 2", "value 3", "finished"])
    }

    @Test("Demand arithmetic: unlimited absorbs, subtraction stops at none")
    func demandArithmetic() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(2) - .max(5) == .none)
        #expect(Subscribers.Demand.unlimited - 1 == .unlimited)
        #expect(Subscribers.Demand.max(1) < .unlimited)
        #expect(Subscribers.Demand.unlimited.description == "unlimited")
        #expect(Subscribers.Demand.max(3).description == "max(3)")
    }
}
