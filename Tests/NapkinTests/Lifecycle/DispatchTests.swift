import Napkin
import NapkinTesting
import NapkinUI
import Testing

@Suite("dispatch")
@MainActor
struct DispatchTests {
    final actor Listener {
        private(set) var taps = 0
        func didTap() { taps += 1 }
    }

    struct TapView: View {
        let listener: Listener
        var body: some View {
            Button("Tap") {
                dispatch { [listener] in await listener.didTap() }
            }
        }
    }

    @Test func workRunsAfterTheActionReturns() async {
        let log = EventLog()
        let task = dispatch { log.append("work") }
        log.append("action returned")
        await task.value
        #expect(log.events == ["action returned", "work"])
    }

    @Test func aTappedButtonReachesItsListenersActor() async throws {
        let listener = Listener()
        let window = Window()
        window.rootViewController = HostingController(rootView: TapView(listener: listener))
        try window.tap(label: "Tap")
        try window.tap(label: "Tap")
        try await waitUntil("both taps reach the listener", timeout: .seconds(300)) { await listener.taps == 2 }
    }

    @Test func theTaskCanBeCancelled() async {
        let task = dispatch {
            try? await Task.sleep(for: .seconds(86_400))
            #expect(Task.isCancelled)
        }
        task.cancel()
        await task.value
        #expect(task.isCancelled)
    }
}
