import NapkinCombine
import Testing

@Suite("delay and throttle")
struct TimingTests {
    @Test("delay hands each value and the completion on the interval after it came")
    func delay() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        subject.delay(for: .seconds(1), scheduler: scheduler).subscribe(recorder)
        subject.send(1)
        scheduler.advance(by: 0.5)
        subject.send(2)
        subject.send(completion: .finished)
        scheduler.advance(by: 0.499)
        #expect(recorder.events == ["subscribed"])
        scheduler.advance(by: 0.001)
        #expect(recorder.events == ["subscribed", "value 1"])
        scheduler.advance(by: 0.5)
        #expect(recorder.events == ["subscribed", "value 1", "value 2", "finished"])
    }

    @Test("delay drops what is still waiting when the subscriber cancels")
    func delayCancel() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        let token = subject.delay(for: .seconds(1), scheduler: scheduler).sink { values.append($0) }
        subject.send(1)
        token.cancel()
        scheduler.advance(by: 2)
        #expect(values.isEmpty)
    }

    @Test("throttle(latest: true) sends the first value at once, then the newest of each interval at its end")
    func throttleLatest() {
        #expect(throttled(latest: true) == ["1 at 0.0 s", "3 at 1.0 s", "4 at 3.0 s"])
    }

    @Test("throttle(latest: false) sends the first value of each interval")
    func throttleFirst() {
        #expect(throttled(latest: false) == ["1 at 0.0 s", "2 at 1.0 s", "4 at 3.0 s"])
    }

    /// Values 1 at 0 s, 2 at 0.2 s, 3 at 0.5 s and 4 at 3 s through a one-second throttle: what
    /// arrives, and when.
    private func throttled(latest: Bool) -> [String] {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        let token = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: latest).sink {
            received.append("\($0) at \(scheduler.now.seconds) s")
        }
        subject.send(1)
        scheduler.advance(by: 0.2)
        subject.send(2)
        scheduler.advance(by: 0.3)
        subject.send(3)
        scheduler.advance(by: 2.5)
        subject.send(4)
        scheduler.advance(by: 1)
        _ = token
        return received
    }

    @Test("throttle hands the completion on after the value still waiting; ImmediateScheduler passes every value")
    func throttleEnds() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(recorder)
        subject.send(1)
        scheduler.advance(by: 0)
        subject.send(2)
        subject.send(completion: .finished)
        scheduler.advance(by: 0.5)
        #expect(recorder.events == ["subscribed", "value 1"])
        scheduler.advance(by: 0.5)
        #expect(recorder.events == ["subscribed", "value 1", "value 2", "finished"])
        var immediate: [Int] = []
        let token = [1, 2, 3].publisher.throttle(for: .seconds(1), scheduler: ImmediateScheduler.shared, latest: false)
            .delay(for: .seconds(1), scheduler: ImmediateScheduler.shared).sink { immediate.append($0) }
        #expect(immediate == [1, 2, 3])
        _ = token
    }
}
