import NapkinCombine
import Testing

@Suite("Operators that take, drop, collect and reduce values")
struct StepOperatorTests {
    @Test("first() sends the first value, finishes and cancels the upstream; first(where:) skips to a match")
    func first() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = 0
        let recorder = Recorder<Int, Never>()
        subject.handleEvents(receiveCancel: { cancelled += 1 }).first().subscribe(recorder)
        subject.send(1)
        subject.send(2)
        #expect(recorder.events == ["subscribed", "value 1", "finished"])
        #expect(cancelled == 1)
        let matching = Recorder<Int, Never>()
        [1, 3, 4, 6].publisher.first { $0.isMultiple(of: 2) }.subscribe(matching)
        #expect(matching.events == ["subscribed", "value 4", "finished"])
        let none = Recorder<Int, Never>()
        Empty<Int, Never>().first().subscribe(none)
        #expect(none.events == ["subscribed", "finished"])
        let thrown = Recorder<Int, any Error>()
        [1, 2].publisher.tryFirst { _ in throw Boom() }.subscribe(thrown)
        #expect(thrown.events == ["subscribed", "failure boom"])
    }

    @Test("last() sends the last value when the upstream finishes, once asked; a failure comes without it")
    func last() {
        let subject = PassthroughSubject<Int, Boom>()
        let recorder = Recorder<Int, Boom>(initialDemand: .none)
        subject.last().subscribe(recorder)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(recorder.events == ["subscribed"])
        recorder.subscription?.request(.max(1))
        #expect(recorder.events == ["subscribed", "value 2", "finished"])
        let failing = PassthroughSubject<Int, Boom>()
        let failed = Recorder<Int, Boom>()
        failing.last().subscribe(failed)
        failing.send(1)
        failing.send(completion: .failure(Boom()))
        #expect(failed.events == ["subscribed", "failure boom"])
        let odd = Recorder<Int, Never>()
        [1, 2, 3, 4].publisher.last { $0 % 2 == 1 }.subscribe(odd)
        #expect(odd.events == ["subscribed", "value 3", "finished"])
    }

    @Test("dropFirst, drop(while:) and prefix(while:) cut the stream where they say")
    func dropping() {
        var values: [[Int]] = [[], [], [], []]
        let tokens = [
            (1...5).publisher.dropFirst().sink { values[0].append($0) },
            (1...5).publisher.dropFirst(3).sink { values[1].append($0) },
            [1, 2, 5, 1].publisher.drop { $0 < 3 }.sink { values[2].append($0) },
            [1, 2, 5, 1].publisher.prefix { $0 < 3 }.sink { values[3].append($0) },
        ]
        #expect(values == [[2, 3, 4, 5], [4, 5], [5, 1], [1, 2]])
        _ = tokens
    }

    @Test("prefix(n) sends n values, finishes and cancels the upstream; prefix(0) finishes at once")
    func prefix() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = 0
        let recorder = Recorder<Int, Never>()
        subject.handleEvents(receiveCancel: { cancelled += 1 }).prefix(2).subscribe(recorder)
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(recorder.events == ["subscribed", "value 1", "value 2", "finished"])
        #expect(cancelled == 1)
        let none = Recorder<Int, Never>()
        subject.prefix(0).subscribe(none)
        subject.send(4)
        #expect(none.events == ["subscribed", "finished"])
        // An endless upstream: prefix asks for no more than it sends.
        var taken: [Int] = []
        let token = (1...).publisher.map { $0 * $0 }.prefix(3).sink { taken.append($0) }
        #expect(taken == [1, 4, 9])
        _ = token
    }

    @Test("collect() sends every value in one array at the end; an empty upstream gives []")
    func collect() {
        let recorder = Recorder<[Int], Never>()
        [1, 2, 3].publisher.collect().subscribe(recorder)
        #expect(recorder.events == ["subscribed", "value [1, 2, 3]", "finished"])
        let empty = Recorder<[Int], Never>()
        Empty<Int, Never>().collect().subscribe(empty)
        #expect(empty.events == ["subscribed", "value []", "finished"])
    }

    @Test("collect(n) sends arrays of n, the short rest at the end, and asks the upstream for n per array")
    func collectByCount() {
        let recorder = Recorder<[Int], Never>()
        (1...7).publisher.collect(3).subscribe(recorder)
        #expect(recorder.events == ["subscribed", "value [1, 2, 3]", "value [4, 5, 6]", "value [7]", "finished"])
        var requested: [Subscribers.Demand] = []
        let limited = Recorder<[Int], Never>(initialDemand: .max(2))
        (1...).publisher.handleEvents(receiveRequest: { requested.append($0) }).collect(2).subscribe(limited)
        #expect(limited.events == ["subscribed", "value [1, 2]", "value [3, 4]"])
        #expect(requested == [.max(4)])
    }

    @Test("scan sends every partial result; reduce and count send one at the end")
    func accumulating() {
        var running: [Int] = []
        var total: [Int] = []
        var counted: [Int] = []
        var emptyTotal: [Int] = []
        let tokens = [
            [1, 2, 3].publisher.scan(0, +).sink { running.append($0) },
            [1, 2, 3].publisher.reduce(10, +).sink { total.append($0) },
            ["a", "b"].publisher.count().sink { counted.append($0) },
            Empty<Int, Never>().reduce(0, +).sink { emptyTotal.append($0) },
        ]
        #expect(running == [1, 3, 6])
        #expect(total == [16])
        #expect(counted == [2])
        #expect(emptyTotal == [0])
        _ = tokens
        let scanned = Recorder<Int, any Error>()
        [1, 2, 3].publisher.tryScan(0) { sum, value in
            guard value < 3 else { throw Boom() }
            return sum + value
        }.subscribe(scanned)
        #expect(scanned.events == ["subscribed", "value 1", "value 3", "failure boom"])
        let reduced = Recorder<Int, any Error>()
        [1, 2].publisher.tryReduce(0) { _, _ in throw Boom() }.subscribe(reduced)
        #expect(reduced.events == ["subscribed", "failure boom"])
    }

    @Test("ignoreOutput passes only the completion")
    func ignoreOutput() {
        let recorder = Recorder<Never, Boom>()
        let subject = PassthroughSubject<Int, Boom>()
        subject.ignoreOutput().subscribe(recorder)
        subject.send(1)
        subject.send(completion: .failure(Boom()))
        #expect(recorder.events == ["subscribed", "failure boom"])
    }

    @Test("assertNoFailure passes values and .finished on")
    func assertNoFailurePasses() {
        let recorder = Recorder<Int, Never>()
        Just(1).setFailureType(to: Boom.self).assertNoFailure().subscribe(recorder)
        #expect(recorder.events == ["subscribed", "value 1", "finished"])
    }

    @Test("assertNoFailure stops the program when the upstream fails")
    func assertNoFailureStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Fail<Int, Boom>(error: Boom()).assertNoFailure("loading").sink { _ in }
        }
    }

    @Test("Operators with memory start afresh for each subscriber")
    func perSubscriber() {
        let counter = [1, 2].publisher.scan(0, +)
        var first: [Int] = []
        var second: [Int] = []
        let a = counter.sink { first.append($0) }
        let b = counter.sink { second.append($0) }
        #expect(first == [1, 3])
        #expect(second == [1, 3])
        _ = (a, b)
    }
}
