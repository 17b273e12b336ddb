import Napkin
import NapkinTesting
import Testing

/// Routing calls that break the rules are reported and change nothing.
@Suite("Routing programmer errors")
@MainActor
struct RoutingErrorTests {
    let log = EventLog()

    /// Root ─ Child ─ Grandchild, all active, and a second active root.
    func tree() async -> (root: RootRouter, child: ChildRouter, grandchild: GrandchildRouter, other: SiblingRouter) {
        let root = RootRouter(log: log)
        let other = SiblingRouter(log: log)
        for tree in [root, other] as [ProbeRouter] {
            tree.leakDetector = LeakDetector(isEnabled: false)
            await tree.interactable.activate()
        }
        let child = ChildRouter(log: log)
        let grandchild = GrandchildRouter(log: log)
        await root.attachChild(child)
        await child.attachChild(grandchild)
        return (root, child, grandchild, other)
    }

    @Test func attachingAnAttachedRouterIsReportedAndIgnored() async {
        let (root, child, _, other) = await tree()
        let before = root.treeDescription()
        let events = log.events.count

        let errors = await recordingRoutingErrors {
            await root.attachChild(child)
            await other.attachChild(child)
        }

        #expect(
            errors == [
                .alreadyAttached(child: "Child", parent: "Root"),
                .alreadyAttached(child: "Child", parent: "Root"),
            ])
        #expect(root.treeDescription() == before)
        #expect(other.children.isEmpty)
        #expect(log.events.count == events)
        #expect(child.interactable.lifecycle.isActive)
    }

    @Test func attachingARouterToItselfOrBelowItselfIsReportedAndIgnored() async {
        let (root, child, grandchild, _) = await tree()
        let before = root.treeDescription()

        let errors = await recordingRoutingErrors {
            await child.attachChild(child)
            await grandchild.attachChild(root)
        }

        #expect(errors == [.cycle(child: "Child", parent: "Child"), .cycle(child: "Root", parent: "Grandchild")])
        #expect(root.treeDescription() == before)
    }

    @Test func detachingAStrangerIsReportedAndIgnored() async {
        let (root, child, grandchild, other) = await tree()
        let before = root.treeDescription()

        let errors = await recordingRoutingErrors {
            await root.detachChild(grandchild)
            await other.detachChild(child)
        }

        #expect(
            errors == [
                .notAChild(child: "Grandchild", parent: "Root"),
                .notAChild(child: "Child", parent: "Sibling"),
            ])
        #expect(root.treeDescription() == before)
        #expect(grandchild.interactable.lifecycle.isActive)
    }

    @Test func errorsNameTheNapkinsAndTheFix() {
        let error = RoutingError.alreadyAttached(child: "LoggedInNapkin", parent: "LaunchNapkin")
        #expect(
            error.description
                == "LoggedInNapkin is already attached to LaunchNapkin; detach it from LaunchNapkin before attaching it again.")
    }

    #if DEBUG
    /// Without a handler installed, debug builds stop at the faulty call.
    @Test func debugBuildsStopAtADoubleAttach() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await RoutingErrorTests.attachTwice()
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Child is already attached to Root"))
    }

    @MainActor
    static func attachTwice() async {
        let root = RootRouter()
        let child = ChildRouter()
        await root.attachChild(child)
        await root.attachChild(child)
    }
    #endif
}
