import NapkinCombine
import Testing

/// A subscriber that records every event and asks for a fixed number of values.
final class Recorder<Input, Failure: Error>: Subscriber {
    var events: [String] = []
    var subscription: (any Subscription)?
    let initialDemand: Subscribers.Demand
    let demandPerValue: Subscribers.Demand

    init(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
    }

    func receive(subscription: any Subscription) {
        events.append("subscribed")
        self.subscription = subscription
        subscription.request(initialDemand)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        events.append("value \(input)")
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: events.append("finished")
        case .failure(let error): events.append("failure \(error)")
        }
    }
}

struct Boom: Error, Equatable, CustomStringConvertible {
    var description: String { "boom" }
}

@Suite("Subjects")
struct SubjectTests {
    @Test("A PassthroughSubject sends only to subscribers present, in subscription order, then finishes once")
    func passthrough() {
        let subject = PassthroughSubject<Int, Boom>()
        subject.send(0)
        var log: [String] = []
        let first = subject.sink(receiveCompletion: { log.append("A \($0)") }, receiveValue: { log.append("A \($0)") })
        let second = subject.sink(receiveCompletion: { log.append("B \($0)") }, receiveValue: { log.append("B \($0)") })
        subject.send(1)
        subject.send(completion: .failure(Boom()))
        subject.send(2)
        #expect(log == ["A 1", "B 1", "A failure(boom)", "B failure(boom)"])
        // A subscriber after the end is told of it at once.
        let late = Recorder<Int, Boom>()
        subject.subscribe(late)
        #expect(late.events == ["subscribed", "failure boom"])
        _ = (first, second)
    }

    @Test("A subject honours demand: values beyond what was asked for are dropped")
    func demand() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initialDemand: .max(2))
        subject.subscribe(recorder)
        for value in 1...4 { subject.send(value) }
        recorder.subscription?.request(.max(1))
        subject.send(5)
        subject.send(6)
        #expect(recorder.events == ["subscribed", "value 1", "value 2", "value 5"])
    }

    @Test("Cancelling or releasing the token stops values and releases the subscriber's closure")
    func cancellation() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        final class Owner {}
        weak var released: Owner?
        do {
            let owner = Owner()
            released = owner
            let token = subject.sink { [owner] value in
                values.append(value); _ = owner
            }
            subject.send(1)
            token.cancel()
            subject.send(2)
        }
        #expect(values == [1])
        #expect(released == nil)
        var dropped: [Int] = []
        _ = subject.sink { dropped.append($0) }  // released at once: the subscription ends with it
        subject.send(3)
        #expect(dropped.isEmpty)
    }

    @Test("A CurrentValueSubject sends its value at subscription, then each new one; value reads the last")
    func currentValue() {
        let subject = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        let token = subject.sink { seen.append($0) }
        subject.send("b")
        subject.value = "c"
        #expect(seen == ["a", "b", "c"])
        #expect(subject.value == "c")
        let waiting = Recorder<String, Never>(initialDemand: .none)
        subject.subscribe(waiting)
        subject.send("d")
        waiting.subscription?.request(.max(1))
        #expect(waiting.events == ["subscribed", "value d"])
        subject.send(completion: .finished)
        subject.send("e")
        #expect(seen == ["a", "b", "c", "d"])
        _ = token
    }
}
