import Napkin
import NapkinTesting
import NapkinUI
import Testing

@Suite("Routing")
@MainActor
struct RouterTests {
    let log = EventLog()

    /// A root whose interactor is active, as after a launch.
    func activeRoot() async -> RootRouter {
        let root = RootRouter(log: log)
        root.leakDetector = LeakDetector(isEnabled: false)
        await root.interactable.activate()
        return root
    }

    @Test func attachChildActivatesAndLoadsBeforeReturning() async throws {
        let root = await activeRoot()
        let child = ChildRouter(log: log)

        await root.attachChild(child)

        #expect(child.isChild(of: root))
        #expect(child.interactable.lifecycle.isActive)
        #expect(log.contains("Child.didBecomeActive active=true"))
        #expect(child.didLoadCount == 1)
        #expect(child.isLoaded)
        // Activation came before loading, and the child's own task runs in its scope.
        let boundTask = try #require(await child.interactor.boundTask)
        #expect(!boundTask.isCancelled)
    }

    @Test func didLoadRunsOnceHoweverOftenARouterIsAttached() async {
        let root = await activeRoot()
        let child = ChildRouter(log: log)
        for _ in 0..<3 {
            await root.attachChild(child)
            await root.detachChild(child)
        }
        await root.attachChild(child)
        #expect(child.didLoadCount == 1)
        #expect(log.count(of: "Child.didBecomeActive active=true") == 4)
    }

    @Test func detachChildDeactivatesTheWholeSubtreeBeforeReturning() async throws {
        let root = await activeRoot()
        let child = ChildRouter(log: log)
        let grandchild = GrandchildRouter(log: log)
        await root.attachChild(child)
        await child.attachChild(grandchild)
        #expect(grandchild.interactable.lifecycle.isActive)
        let childTask = try #require(await child.interactor.boundTask)
        let grandchildTask = try #require(await grandchild.interactor.boundTask)

        await root.detachChild(child)

        #expect(!child.isChild(of: root))
        #expect(!child.interactable.lifecycle.isActive)
        #expect(!grandchild.interactable.lifecycle.isActive)
        #expect(childTask.isCancelled)
        #expect(grandchildTask.isCancelled)
        #expect(child.interactable.lifecycle.activeTaskCount == 0)
        #expect(grandchild.interactable.lifecycle.activeTaskCount == 0)
        #expect(root.interactable.lifecycle.isActive)
        // Children resign before their parent, each while still active.
        let resignations = log.events.filter { $0.contains("willResignActive") }
        #expect(resignations == ["Grandchild.willResignActive active=true", "Child.willResignActive active=true"])
        // The grandchild stays attached to its (now detached) parent.
        #expect(grandchild.isChild(of: child))
        #expect(child.treeDescription() == "Child (inactive)\n└─ Grandchild (inactive)")
    }

    @Test func reattachingReactivatesTheSubtree() async throws {
        let root = await activeRoot()
        let child = ChildRouter(log: log)
        let grandchild = GrandchildRouter(log: log)
        await root.attachChild(child)
        await child.attachChild(grandchild)
        await root.detachChild(child)

        await root.attachChild(child)

        #expect(child.interactable.lifecycle.isActive)
        #expect(grandchild.interactable.lifecycle.isActive)
        #expect(log.count(of: "Grandchild.didBecomeActive active=true") == 2)
        let grandchildTask = try #require(await grandchild.interactor.boundTask)
        #expect(!grandchildTask.isCancelled)
        // Parents come up before their children.
        let activations = log.events.filter { $0.contains("didBecomeActive") }.suffix(2)
        #expect(Array(activations) == ["Child.didBecomeActive active=true", "Grandchild.didBecomeActive active=true"])
    }

    @Test func attachingUnderAnInactiveParentActivatesTheChild() async {
        // As RIBs and upstream napkin: attaching activates, whatever the parent's state.
        let root = RootRouter(log: log)
        let child = ChildRouter(log: log)
        let grandchild = GrandchildRouter(log: log)

        await root.attachChild(child)
        await child.attachChild(grandchild)

        #expect(!root.interactable.lifecycle.isActive)
        #expect(child.interactable.lifecycle.isActive)
        #expect(grandchild.interactable.lifecycle.isActive)
        #expect(child.didLoadCount == 1)
        #expect(grandchild.didLoadCount == 1)
        #expect(root.treeDescription() == "Root (inactive)\n└─ Child (active)\n   └─ Grandchild (active)")

        // Activating the root later changes nothing below: the hooks ran once.
        await root.interactable.activate()
        #expect(log.count(of: "Child.didBecomeActive active=true") == 1)
        #expect(root.treeDescription() == "Root (active)\n└─ Child (active)\n   └─ Grandchild (active)")
    }

    @Test func detachingAnInactiveParentStillDeactivatesItsActiveChildren() async {
        // A child attached under an inactive parent is active; detaching the parent must
        // still end the child's scope, though the parent itself has nothing to resign.
        let root = await activeRoot()
        let child = ChildRouter(log: log)
        let grandchild = GrandchildRouter(log: log)
        await root.attachChild(child)
        await child.interactable.deactivate()
        await child.attachChild(grandchild)
        #expect(grandchild.interactable.lifecycle.isActive)

        await root.detachChild(child)

        #expect(!child.interactable.lifecycle.isActive)
        #expect(!grandchild.interactable.lifecycle.isActive)
        #expect(grandchild.interactable.lifecycle.activeTaskCount == 0)
    }

    @Test func attachingABuiltSubtreeActivatesAllOfIt() async {
        let root = await activeRoot()
        let child = ChildRouter(log: log)
        let grandchild = GrandchildRouter(log: log)
        await child.attachChild(grandchild)
        await grandchild.interactable.deactivate()
        #expect(!child.interactable.lifecycle.isActive)
        #expect(!grandchild.interactable.lifecycle.isActive)

        await root.attachChild(child)

        #expect(child.interactable.lifecycle.isActive)
        #expect(grandchild.interactable.lifecycle.isActive)
    }

    @Test func deactivatingAParentInteractorDeactivatesItsChildren() async {
        let root = await activeRoot()
        let child = ChildRouter(log: log)
        await root.attachChild(child)

        await root.interactable.deactivate()
        #expect(!child.interactable.lifecycle.isActive)
        #expect(child.isChild(of: root))
        let lastTwo = Array(log.events.filter { $0.contains("willResignActive") }.suffix(2))
        #expect(lastTwo == ["Child.willResignActive active=true", "Root.willResignActive active=true"])

        await root.interactable.activate()
        #expect(child.interactable.lifecycle.isActive)
    }

    @Test func treeDescriptionDrawsTheTreeWithActiveStates() async {
        let root = await activeRoot()
        let child = ChildRouter(log: log)
        let grandchild = GrandchildRouter(log: log)
        let sibling = SiblingRouter(log: log)
        await root.attachChild(child)
        await child.attachChild(grandchild)
        await root.attachChild(sibling)

        #expect(
            root.treeDescription() == """
                Root (active)
                ├─ Child (active)
                │  └─ Grandchild (active)
                └─ Sibling (active)
                """)

        await child.detachChild(grandchild)
        await grandchild.attachChild(GrandchildRouter(log: log))
        await sibling.attachChild(grandchild)
        #expect(
            root.treeDescription() == """
                Root (active)
                ├─ Child (active)
                └─ Sibling (active)
                   └─ Grandchild (active)
                      └─ Grandchild (active)
                """)
    }

    @Test func releasingAnActiveRouterEndsItsNapkinsActiveScope() async throws {
        var root: RootRouter? = RootRouter(log: log)
        await root?.interactable.activate()
        let interactor = try #require(root?.interactor)
        #expect(interactor.lifecycle.isActive)

        root = nil

        try await waitUntil("the released router's interactor resigns") { !interactor.lifecycle.isActive }
        #expect(log.contains("Root.willResignActive active=true"))
    }

    @Test func releasingARouterEndsItsChildrensScopesToo() async throws {
        var root: RootRouter? = RootRouter(log: log)
        root?.leakDetector = LeakDetector(isEnabled: false)
        await root?.interactable.activate()
        let child = ChildRouter(log: log)
        let grandchild = GrandchildRouter(log: log)
        await root?.attachChild(child)
        await child.attachChild(grandchild)

        root = nil

        try await waitUntil("the orphaned subtree resigns") {
            !child.interactable.lifecycle.isActive && !grandchild.interactable.lifecycle.isActive
        }
        let resignations = log.events.filter { $0.contains("willResignActive") }
        #expect(resignations.prefix(2) == ["Grandchild.willResignActive active=true", "Child.willResignActive active=true"])
        // The orphan is free to be attached elsewhere.
        let other = await activeRoot()
        await other.attachChild(child)
        #expect(grandchild.interactable.lifecycle.isActive)
    }

    /// The tab-bar seed's pattern: a router attaches every child once, from `didLoad`.
    final class TabsRouter: ProbeRouter {
        private(set) var tabs: [ProbeRouter] = []

        override func didLoad() async {
            await super.didLoad()
            let log = interactor.log
            tabs = [ChildRouter(log: log), SiblingRouter(log: log), GrandchildRouter(log: log)]
            for tab in tabs {
                await attachChild(tab)
            }
        }
    }

    @Test func childrenAttachedInDidLoadLiveAsLongAsTheirParent() async {
        let root = await activeRoot()
        let tabs = TabsRouter(log: log)

        await root.attachChild(tabs)

        #expect(
            root.treeDescription() == """
                Root (active)
                └─ Tabs (active)
                   ├─ Child (active)
                   ├─ Sibling (active)
                   └─ Grandchild (active)
                """)
        await root.detachChild(tabs)
        #expect(tabs.tabs.allSatisfy { !$0.interactable.lifecycle.isActive })
        await root.attachChild(tabs)
        #expect(tabs.tabs.allSatisfy { $0.interactable.lifecycle.isActive })
        #expect(tabs.children.count == 3)
        #expect(tabs.didLoadCount == 1)
    }

    @Test func viewableRoutersExposeTheirViewController() {
        let child = ChildRouter(log: log)
        #expect(child.viewControllable.uiviewController === child.viewController)
    }

    @Test func launchShowsTheNapkinAndStartsTheTree() async {
        let window = Window()
        let router = AppRouter(log: log)
        router.leakDetector = LeakDetector(isEnabled: false)
        let child = ChildRouter(log: log)
        await router.attachChild(child)
        await child.interactable.deactivate()
        #expect(!child.interactable.lifecycle.isActive)

        await router.launch(from: window)

        #expect(window.rootViewController === router.viewController)
        #expect(window.isKeyAndVisible)
        #expect(router.interactable.lifecycle.isActive)
        #expect(router.didLoadCount == 1)
        #expect(child.interactable.lifecycle.isActive)
        #expect(router.treeDescription() == "App (active)\n└─ Child (active)")
    }
}
