import NapkinUI
import Testing

private final class Inbox {
    let messages = PassthroughSubject<String, Never>()
    var log: [String] = []
}

private struct InboxView: View {
    let inbox: Inbox
    let showsBanner: Bool

    var body: some View {
        VStack {
            if showsBanner {
                Text("banner").onReceive(inbox.messages) { inbox.log.append("banner got \($0)") }
            }
            Text("first: \(inbox.log.first ?? "none")")
        }
        .onReceive(Just("hello")) { inbox.log.append("just \($0)") }
    }
}

@MainActor
@Suite("onReceive")
struct OnReceiveTests {
    @Test("onReceive subscribes when the view appears, gets each value, and stops when it disappears")
    func lifecycle() {
        let inbox = Inbox()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: InboxView(inbox: inbox, showsBanner: true))
        // Just's value arrives at subscription and the first render already shows it.
        #expect(window.layoutDescription().contains("\"first: just hello\""))
        inbox.messages.send("one")
        _ = window.layoutDescription()  // a second render keeps the subscriptions: nothing repeats
        inbox.messages.send("two")
        #expect(inbox.log == ["just hello", "banner got one", "banner got two"])
    }

    @Test("A view that leaves the tree is unsubscribed")
    func unsubscribes() {
        let inbox = Inbox()
        let window = Window(device: .iPhoneSE)
        let host = HostingController(rootView: InboxView(inbox: inbox, showsBanner: true))
        window.rootViewController = host
        _ = window.layoutDescription()
        host.rootView = InboxView(inbox: inbox, showsBanner: false)
        _ = window.layoutDescription()
        inbox.messages.send("gone")
        #expect(inbox.log == ["just hello"])
    }
}
