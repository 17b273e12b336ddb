import Foundation
import NapkinCombine
import Testing

@Suite("merge, combineLatest, notifications and timers")
struct CombiningTests {
    @Test("merge sends both upstreams' values in the order sent and finishes after both finish")
    func merge() {
        let letters = PassthroughSubject<String, Never>()
        let words = PassthroughSubject<String, Never>()
        let recorder = Recorder<String, Never>()
        letters.merge(with: words).subscribe(recorder)
        letters.send("a")
        words.send("word")
        letters.send("b")
        letters.send(completion: .finished)
        words.send("more")
        #expect(recorder.events == ["subscribed", "value a", "value word", "value b", "value more"])
        words.send(completion: .finished)
        #expect(recorder.events.last == "finished")
    }

    @Test("Merge3 and Merge4 send every upstream's values as sent, finish after all finish, and fail with any")
    func mergeThreeAndFour() {
        let a = PassthroughSubject<Int, URLError>()
        let b = PassthroughSubject<Int, URLError>()
        let c = PassthroughSubject<Int, URLError>()
        let three = Recorder<Int, URLError>()
        Publishers.Merge3(a, b, c).subscribe(three)
        a.send(1)
        c.send(3)
        b.send(2)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(three.events == ["subscribed", "value 1", "value 3", "value 2"])
        c.send(completion: .finished)
        #expect(three.events.last == "finished")

        let d = PassthroughSubject<Int, URLError>()
        let four = Recorder<Int, URLError>()
        a.merge(with: b, c, d).subscribe(four)
        let e = PassthroughSubject<Int, URLError>(), f = PassthroughSubject<Int, URLError>()
        let g = PassthroughSubject<Int, URLError>(), h = PassthroughSubject<Int, URLError>()
        let failing = Recorder<Int, URLError>()
        e.merge(with: f, g, h).subscribe(failing)
        h.send(4)
        g.send(completion: .failure(URLError(.timedOut)))
        e.send(5)
        #expect(failing.events.count == 3 && failing.events[1] == "value 4" && failing.events[2].hasPrefix("failure"))
        #expect(four.events.first == "subscribed")
    }

    @Test("merge keeps values nobody asked for yet and sends them when asked")
    func mergeDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(initialDemand: .max(1))
        subject.merge(with: Just(0)).subscribe(recorder)
        subject.send(1)
        subject.send(2)
        #expect(recorder.events == ["subscribed", "value 0"])
        recorder.subscription?.request(.max(2))
        #expect(recorder.events == ["subscribed", "value 0", "value 1", "value 2"])
    }

    @Test("MergeMany merges an array of publishers, finishes after all of them, at once for none, and fails with any")
    func mergeMany() {
        let subjects = (0..<3).map { _ in PassthroughSubject<Int, Boom>() }
        let recorder = Recorder<Int, Boom>()
        Publishers.MergeMany(subjects).subscribe(recorder)
        subjects[2].send(3)
        subjects[0].send(1)
        subjects[0].send(completion: .finished)
        subjects[1].send(2)
        subjects[1].send(completion: .finished)
        #expect(recorder.events == ["subscribed", "value 3", "value 1", "value 2"])
        subjects[2].send(completion: .finished)
        #expect(recorder.events.last == "finished")

        var collected: [[Int]] = []
        _ = Publishers.MergeMany(Just(1), Just(2)).merge(with: Just(3)).collect().sink { collected.append($0) }
        #expect(collected == [[1, 2, 3]])
        let none = Recorder<Int, Never>()
        Publishers.MergeMany([Just<Int>]()).subscribe(none)
        #expect(none.events == ["subscribed", "finished"])

        let failing = [PassthroughSubject<Int, Boom>(), PassthroughSubject<Int, Boom>()]
        let failed = Recorder<Int, Boom>()
        Publishers.MergeMany(failing).subscribe(failed)
        failing[1].send(completion: .failure(Boom()))
        failing[0].send(9)
        #expect(failed.events.count == 2 && failed.events[0] == "subscribed" && failed.events[1].hasPrefix("failure"))
    }

    @Test("subscribe(on:) subscribes, asks and cancels through the scheduler; values arrive where they are sent")
    func subscribeOn() {
        let scheduler = VirtualScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>()
        subject.subscribe(on: scheduler).subscribe(recorder)
        subject.send(0)
        #expect(recorder.events.isEmpty, "nothing is subscribed until the scheduler runs")
        // Running the scheduler subscribes; the demand asked in `receive(subscription:)` goes up
        // through the scheduler in the same turn.
        scheduler.advance(by: 0)
        #expect(recorder.events == ["subscribed"])
        subject.send(1)
        #expect(recorder.events == ["subscribed", "value 1"])
        // A cancelled subscriber hears nothing more, before or after the scheduler runs.
        recorder.subscription?.cancel()
        subject.send(2)
        scheduler.advance(by: 0)
        subject.send(3)
        #expect(recorder.events == ["subscribed", "value 1"])
        // A subscriber that asks for nothing gets nothing until it asks, through the scheduler.
        let patient = Recorder<Int, Never>(initialDemand: .none)
        subject.subscribe(on: scheduler).subscribe(patient)
        scheduler.advance(by: 0)
        subject.send(4)
        patient.subscription?.request(.max(1))
        subject.send(5)
        #expect(patient.events == ["subscribed"])
        scheduler.advance(by: 0)
        subject.send(6)
        subject.send(7)
        #expect(patient.events == ["subscribed", "value 6"])
    }

    @Test("combineLatest sends once both have a value, then on each change; a failure ends it")
    func combineLatest() {
        let name = PassthroughSubject<String, Boom>()
        let age = CurrentValueSubject<Int, Boom>(30)
        var seen: [String] = []
        var completion = ""
        let token = name.combineLatest(age) { "\($0) \($1)" }
            .sink(receiveCompletion: { completion = "\($0)" }, receiveValue: { seen.append($0) })
        name.send("Ann")
        age.send(31)
        name.send("Bo")
        age.send(completion: .failure(Boom()))
        name.send("Cy")
        #expect(seen == ["Ann 30", "Ann 31", "Bo 31"])
        #expect(completion == "failure(boom)")
        _ = token
    }

    @Test("NotificationCenter.publisher(for:) delivers posts of its name until cancelled")
    func notifications() {
        let center = NotificationCenter()
        let name = Notification.Name("CartChanged")
        var received: [String] = []
        let token = center.publisher(for: name).compactMap { $0.userInfo?["item"] as? String }.sink { received.append($0) }
        center.post(name: name, object: nil, userInfo: ["item": "tea"])
        center.post(name: Notification.Name("Other"), object: nil, userInfo: ["item": "no"])
        token.cancel()
        center.post(name: name, object: nil, userInfo: ["item": "late"])
        #expect(received == ["tea"])
    }

    @Test("Timer.publish(…).autoconnect() ticks while the run loop runs and stops when released")
    func timer() {
        var ticks = 0
        var token: AnyCancellable? = Timer.publish(every: 0.01, on: .current, in: .common).autoconnect().sink { _ in ticks += 1 }
        #expect(ticks == 0)  // nothing without the run loop: what a snapshot sees
        let deadline = Date().addingTimeInterval(5)
        while ticks < 2, Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.02)) }
        #expect(ticks >= 2)
        token?.cancel()
        token = nil
        let stopped = ticks
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(ticks == stopped)
    }
}
