import NapkinCombine
import Testing

@Suite("handleEvents and print")
struct DebuggingTests {
    /// A stream that keeps what is written to it.
    final class Lines: TextOutputStream {
        var text = ""
        func write(_ string: String) { text += string }
    }

    @Test("handleEvents shows each event to its closure, in order, before passing it on")
    func handleEvents() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let recorder = Recorder<Int, Never>(initialDemand: .max(2))
        subject.handleEvents(
            receiveSubscription: { _ in seen.append("subscription") }, receiveOutput: { seen.append("output \($0)") },
            receiveCompletion: { seen.append("completion \($0)") }, receiveCancel: { seen.append("cancel") },
            receiveRequest: { seen.append("request \($0)") }
        ).subscribe(recorder)
        subject.send(1)
        recorder.subscription?.cancel()
        subject.send(2)
        #expect(seen == ["subscription", "request max(2)", "output 1", "cancel"])
        #expect(recorder.events == ["subscribed", "value 1"])
        var completions: [String] = []
        let token = Just(5).handleEvents(receiveCompletion: { completions.append("\($0)") }).sink { _ in }
        #expect(completions == ["finished"])
        _ = token
    }

    @Test("print writes Combine's lines: subscription, requests, values, completion")
    func printLines() {
        let lines = Lines()
        let token = [1, 2].publisher.print("numbers", to: lines).sink { _ in }
        #expect(
            lines.text == """
                numbers: receive subscription: ([1, 2])
                numbers: request unlimited
                numbers: receive value: (1)
                numbers: receive value: (2)
                numbers: receive finished

                """)
        _ = token
    }

    @Test("print marks demand that comes back with a value as synchronous, and writes errors and cancels")
    func printDemandAndEnds() {
        let lines = Lines()
        let subject = PassthroughSubject<String, Boom>()
        let recorder = Recorder<String, Boom>(initialDemand: .max(1), demandPerValue: .max(1))
        subject.print(to: lines).subscribe(recorder)
        subject.send("a")
        subject.send(completion: .failure(Boom()))
        #expect(
            lines.text == """
                receive subscription: (PassthroughSubject)
                request max: (1)
                receive value: (a)
                request max: (1) (synchronous)
                receive error: (boom)

                """)
        let cancelled = Lines()
        let token = PassthroughSubject<Int, Never>().print("p", to: cancelled).sink { _ in }
        token.cancel()
        #expect(cancelled.text.hasSuffix("p: receive cancel\n"))
    }
}
