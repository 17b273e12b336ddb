import Napkin
import NapkinTesting
import Testing

/// A `Routing` written by hand (a test double, as RIBs and upstream napkin allow) can be
/// attached to and detached from a real router, which treats it as any child.
@Suite("Hand-written routing")
@MainActor
struct HandWrittenRoutingTests {
    @MainActor
    final class RoutingDouble: Routing {
        let interactable: any Interactable
        private(set) var loadCount = 0
        var children: [any Routing] = []

        init(interactor: any Interactable) { interactable = interactor }

        func load() async { loadCount += 1 }
        func loaded() async {}
        func attachChild(_ child: any Routing) async { children.append(child) }
        func detachChild(_ child: any Routing) async { children.removeAll { $0 === child } }
    }

    func root() -> RootRouter {
        let root = RootRouter()
        root.leakDetector = LeakDetector(isEnabled: false)
        return root
    }

    @Test func aDoubleIsAttachedActivatedAndLoaded() async {
        let root = root()
        let interactor = ProbeInteractor(name: "Double", log: EventLog(), startsBoundTask: false)
        let double = RoutingDouble(interactor: interactor)

        await root.attachChild(double)

        #expect(root.children.count == 1)
        #expect(root.children.first === double)
        #expect(await interactor.isActive)
        #expect(double.loadCount == 1)
        #expect(root.treeDescription() == "Root (inactive)\n└─ RoutingDouble (active)")
    }

    @Test func aDoubleIsDetachedAndDeactivatedWithWhatHangsBelowIt() async {
        let root = root()
        let interactor = ProbeInteractor(name: "Double", log: EventLog(), startsBoundTask: false)
        let double = RoutingDouble(interactor: interactor)
        let below = ChildRouter()
        double.children = [below]
        await root.attachChild(double)
        #expect(below.interactable.lifecycle.isActive)

        await root.detachChild(double)

        #expect(root.children.isEmpty)
        #expect(await interactor.isActive == false)
        #expect(!below.interactable.lifecycle.isActive)
    }

    @Test func attachingADoubleTwiceIsReported() async {
        let root = root()
        let double = RoutingDouble(interactor: ProbeInteractor(name: "Double", log: EventLog()))
        await root.attachChild(double)

        let errors = await recordingRoutingErrors { await root.attachChild(double) }

        #expect(errors == [.alreadyAttached(child: "RoutingDouble", parent: "Root")])
        #expect(root.children.count == 1)
    }

    @Test func loadedWaitsForDidLoadThenReturnsAtOnce() async throws {
        let root = root()
        let child = ChildRouter()
        let log = EventLog()
        let waiter = Task { @MainActor in
            await child.loaded()
            log.append("loaded, didLoad ran \(child.didLoadCount)")
        }
        await Task.yield()
        #expect(log.events.isEmpty)

        await root.attachChild(child)
        await waiter.value

        #expect(log.events == ["loaded, didLoad ran 1"])
        await child.loaded()
    }
}
