import Foundation
import NapkinCombine
import Testing

@Suite("Schedulers: receive(on:) and debounce")
struct SchedulerTests {
    @Test("debounce sends a value only after the quiet time passes without a newer one")
    func debounce() {
        let scheduler = VirtualScheduler()
        let query = PassthroughSubject<String, Never>()
        var sent: [String] = []
        let token = query.debounce(for: .milliseconds(300), scheduler: scheduler).sink { sent.append($0) }
        query.send("s")
        scheduler.advance(by: 0.1)
        query.send("sw")
        scheduler.advance(by: 0.1)
        query.send("swi")
        scheduler.advance(by: 0.299)
        #expect(sent.isEmpty)
        scheduler.advance(by: 0.001)
        #expect(sent == ["swi"])
        query.send("swift")
        scheduler.advance(by: 1)
        #expect(sent == ["swi", "swift"])
        _ = token
    }

    @Test("debounce hands the completion on at once and drops a value still waiting; cancelling drops it too")
    func debounceEnds() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        subject.debounce(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
        subject.send(1)
        subject.send(completion: .finished)
        scheduler.advance(by: 2)
        #expect(recorder.events == ["subscribed", "finished"])
        var late: [Int] = []
        let token = subject.debounce(for: .seconds(1), scheduler: scheduler).sink { late.append($0) }
        let other = PassthroughSubject<Int, Never>()
        let cancelled = other.debounce(for: .seconds(1), scheduler: scheduler).sink { late.append($0) }
        other.send(5)
        cancelled.cancel()
        scheduler.advance(by: 2)
        #expect(late.isEmpty)
        _ = token
    }

    @Test("receive(on:) hands each value and the completion to the scheduler, in order")
    func receiveOn() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        subject.receive(on: scheduler).subscribe(recorder)
        subject.send(1)
        subject.send(2)
        subject.send(completion: .finished)
        #expect(recorder.events == ["subscribed"])
        scheduler.advance(by: 0)
        #expect(recorder.events == ["subscribed", "value 1", "value 2", "finished"])
    }

    @Test("ImmediateScheduler changes nothing: values pass at once, debounce keeps every one")
    func immediate() {
        var seen: [Int] = []
        let token = [1, 2, 3].publisher.debounce(for: .seconds(1), scheduler: ImmediateScheduler.shared)
            .receive(on: ImmediateScheduler.shared).sink { seen.append($0) }
        #expect(seen == [1, 2, 3])
        _ = token
    }

    @Test("Strides from seconds: milliseconds, microseconds and literals agree")
    func strides() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(1500) == .seconds(1.5))
        #expect(Stride.microseconds(2) + .nanoseconds(1000) == Stride(0.000003))
        #expect(Stride.seconds(2) == 2)
        let start = RunLoop.SchedulerTimeType(Date(timeIntervalSince1970: 0))
        #expect(start.advanced(by: .milliseconds(250)).date == Date(timeIntervalSince1970: 0.25))
    }

    @MainActor
    @Test("receive(on: DispatchQueue.main) delivers after the main actor yields once, not before")
    func mainQueue() async {
        let subject = PassthroughSubject<String, Never>()
        var seen: [String] = []
        let token = subject.receive(on: DispatchQueue.main).sink { seen.append($0) }
        subject.send("a")
        #expect(seen.isEmpty)  // what a snapshot taken now would see
        await Task.yield()
        #expect(seen == ["a"])
        _ = token
    }
}
