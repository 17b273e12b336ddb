import Napkin
import NapkinTesting
import Testing

/// What an interactor may rely on from the lifecycle API itself: its own `activate()` and
/// `deactivate()` are the ones routers call, the lifecycle's primitives can be used
/// directly, and the scope is observable through `InteractorScope`.
@Suite("Interactor contract")
@MainActor
struct InteractorContractTests {
    /// An interactor that implements `activate()` and `deactivate()` itself, logging around
    /// the lifecycle's primitives.
    final actor WrappingInteractor: Interactable {
        nonisolated let lifecycle = InteractorLifecycle()
        nonisolated let log: EventLog
        init(log: EventLog) { self.log = log }

        func activate() async {
            log.append("own activate")
            await lifecycle.activate { await didBecomeActive() }
        }

        func deactivate() async {
            log.append("own deactivate")
            await lifecycle.deactivate { await willResignActive() }
        }

        func didBecomeActive() async { log.append("didBecomeActive") }
        func willResignActive() async { log.append("willResignActive") }
    }

    final class WrappingRouter: Router<WrappingInteractor> {}

    @Test func routersCallTheInteractorsOwnActivateAndDeactivate() async {
        let log = EventLog()
        let root = RootRouter()
        root.leakDetector = LeakDetector(isEnabled: false)
        let child = WrappingRouter(interactor: WrappingInteractor(log: log))

        await root.attachChild(child)
        #expect(log.events == ["own activate", "didBecomeActive"])

        await root.detachChild(child)
        #expect(log.events == ["own activate", "didBecomeActive", "own deactivate", "willResignActive"])
        #expect(await child.interactor.isActive == false)
    }

    @Test func aParentsActivationReachesAChildsOwnActivate() async {
        let log = EventLog()
        let root = RootRouter()
        root.leakDetector = LeakDetector(isEnabled: false)
        let child = WrappingRouter(interactor: WrappingInteractor(log: log))
        await root.attachChild(child)

        await root.interactable.activate()
        await root.interactable.deactivate()

        #expect(log.events.filter { $0 == "own deactivate" }.count == 1)
        #expect(log.events.last == "willResignActive")
        #expect(await child.interactor.isActive == false)
    }

    @Test func lifecyclePrimitivesRunTheirHookOncePerTransition() async {
        let lifecycle = InteractorLifecycle()
        let log = EventLog()

        await lifecycle.activate { log.append("up") }
        await lifecycle.activate { log.append("up again") }
        #expect(lifecycle.isActive)
        await lifecycle.deactivate { log.append("down while active=\(lifecycle.isActive)") }
        await lifecycle.deactivate { log.append("down again") }

        #expect(log.events == ["up", "down while active=true"])
        #expect(!lifecycle.isActive)
    }

    @Test func registeredWorkIsCancelledWhenTheScopeEnds() async throws {
        let lifecycle = InteractorLifecycle()
        await lifecycle.activate {}
        let started = EventLog()
        let task = lifecycle.register(priority: .low) {
            started.append("started")
            try? await Task.sleep(for: .seconds(86_400))
        }
        try await waitUntil("the registered work starts") { started.contains("started") }
        #expect(!task.isCancelled)
        #expect(lifecycle.activeTaskCount == 1)

        await lifecycle.deactivate {}

        #expect(task.isCancelled)
        await task.value
        #expect(lifecycle.activeTaskCount == 0)
    }

    @Test func taskReturnsTheTaskThatRunsTheWork() async {
        let interactor = ProbeInteractor(name: "Probe", log: EventLog(), startsBoundTask: false)
        await interactor.activate()
        let done = EventLog()
        let task: Task<Void, Never> = await interactor.startTask { done.append("done") }
        await task.value
        #expect(done.events == ["done"])
    }

    @Test func theScopeIsObservableThroughInteractorScope() async {
        let interactor = ProbeInteractor(name: "Probe", log: EventLog(), startsBoundTask: false)
        let scope: any InteractorScope = interactor
        var states = scope.isActiveStream.makeAsyncIterator()
        #expect(await states.next() == false)
        #expect(await scope.isActive == false)

        await interactor.activate()

        #expect(await scope.isActive)
        #expect(await states.next() == true)
    }
}
