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
