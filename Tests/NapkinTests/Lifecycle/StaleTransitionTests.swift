import Napkin
import NapkinTesting
import Testing

/// A transition a router asks for is checked against the tree when it gets to run: one
/// that the tree has overtaken meanwhile does nothing.
@Suite("Transitions overtaken by the tree")
@MainActor
struct StaleTransitionTests {
    /// An interactor whose first `didBecomeActive` waits until the test lets it go, so other
    /// routing calls can queue up behind its activation.
    final actor HeldInteractor: Interactable {
        nonisolated let lifecycle = InteractorLifecycle()
        nonisolated let log: EventLog
        private let release: AsyncStream<Void>
        private var isHeld = true

        init(log: EventLog, release: AsyncStream<Void>) {
            self.log = log
            self.release = release
        }

        func didBecomeActive() async {
            log.append("didBecomeActive")
            if isHeld {
                isHeld = false
                for await _ in release { break }
            }
        }

        func willResignActive() async { log.append("willResignActive") }
    }

    final class HeldRouter: Router<HeldInteractor> {}

    @Test func aDetachOvertakenByAReattachDoesNotDeactivate() async throws {
        let log = EventLog()
        let (release, letGo) = AsyncStream.makeStream(of: Void.self)
        let root = RootRouter()
        root.leakDetector = LeakDetector(isEnabled: false)
        let child = HeldRouter(interactor: HeldInteractor(log: log, release: release))

        // The first attach's activation holds the child's lifecycle…
        let firstAttach = Task { await root.attachChild(child) }
        try await waitUntil("the activation is under way") { log.contains("didBecomeActive") }
        // …while the child is detached and attached again; both wait their turn.
        let detach = Task { await root.detachChild(child) }
        try await waitUntil("the detach took the child out") { root.children.isEmpty }
        let secondAttach = Task { await root.attachChild(child) }
        try await waitUntil("the second attach put it back") { root.children.count == 1 }

        letGo.yield()
        await firstAttach.value
        await detach.value
        await secondAttach.value

        // The detach's deactivation found the child attached again and did nothing.
        #expect(log.events == ["didBecomeActive"])
        #expect(child.interactable.lifecycle.isActive)
        #expect(root.children.first === child)
    }

    @Test func anAttachOvertakenByADetachDoesNotActivate() async throws {
        let log = EventLog()
        let (release, letGo) = AsyncStream.makeStream(of: Void.self)
        let root = RootRouter()
        root.leakDetector = LeakDetector(isEnabled: false)
        let held = HeldRouter(interactor: HeldInteractor(log: log, release: release))
        let child = ChildRouter(log: log)
        // The child hangs below a napkin whose activation is held.
        await held.interactable.lifecycle.activate {}
        await held.attachChild(child)
        await held.interactable.lifecycle.deactivate {}
        #expect(!child.interactable.lifecycle.isActive)
        log.append("setup done")

        // Activating `held` (its hook is held) will bring `child` along afterwards…
        let activation = Task { await held.interactable.activate() }
        try await waitUntil("the activation is under way") { log.contains("didBecomeActive") }
        // …but the child is detached before that happens.
        await held.detachChild(child)

        letGo.yield()
        await activation.value

        #expect(held.interactable.lifecycle.isActive)
        #expect(!child.interactable.lifecycle.isActive)
        let afterSetup = log.events.drop { $0 != "setup done" }.dropFirst()
        #expect(Array(afterSetup) == ["didBecomeActive"])
    }
}
