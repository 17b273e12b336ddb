import Napkin
import NapkinTesting
import Testing

@Suite("Interactor lifecycle")
struct InteractorLifecycleTests {
    @Test func didBecomeActiveRunsAfterTheInteractorIsMarkedActive() async throws {
        let log = EventLog()
        let interactor = ProbeInteractor(name: "Probe", log: log)
        #expect(!interactor.lifecycle.isActive)

        await interactor.activate()

        #expect(interactor.lifecycle.isActive)
        #expect(log.events.first == "Probe.didBecomeActive active=true")
        // The task started inside didBecomeActive runs: the scope was already open.
        let boundTask = try #require(await interactor.boundTask)
        #expect(!boundTask.isCancelled)
        try await waitUntil("the bound task starts") { log.contains("Probe.task started") }
        #expect(interactor.lifecycle.activeTaskCount == 1)
    }

    @Test func willResignActiveRunsWhileActiveThenTasksAreCancelled() async throws {
        let log = EventLog()
        let interactor = ProbeInteractor(name: "Probe", log: log)
        await interactor.activate()
        let boundTask = try #require(await interactor.boundTask)

        await interactor.deactivate()

        #expect(log.contains("Probe.willResignActive active=true"))
        #expect(!interactor.lifecycle.isActive)
        #expect(boundTask.isCancelled)
        #expect(interactor.lifecycle.activeTaskCount == 0)
        await boundTask.value
        #expect(log.contains("Probe.task ended cancelled=true"))
    }

    @Test func repeatedCallsRunEachHookOncePerTransition() async {
        let log = EventLog()
        let interactor = ProbeInteractor(name: "Probe", log: log, startsBoundTask: false)
        await interactor.activate()
        await interactor.activate()
        await interactor.deactivate()
        await interactor.deactivate()
        #expect(log.events == ["Probe.didBecomeActive active=true", "Probe.willResignActive active=true"])
    }

    @Test func taskWhileInactiveRunsAndEndsWithTheNextActiveScope() async throws {
        // As upstream napkin: the work starts, and the next active scope owns it.
        let log = EventLog()
        let interactor = ProbeInteractor(name: "Probe", log: log, startsBoundTask: false)
        let parked = await interactor.startTask {
            log.append("early work started")
            try? await Task.sleep(for: .seconds(86_400))
        }
        try await waitUntil("the early work starts") { log.contains("early work started") }
        #expect(!parked.isCancelled)
        #expect(interactor.lifecycle.activeTaskCount == 1)

        await interactor.activate()
        #expect(!parked.isCancelled)
        await interactor.deactivate()

        #expect(parked.isCancelled)
        #expect(interactor.lifecycle.activeTaskCount == 0)
    }

    @Test func taskStartedWhileResigningIsCancelledWithTheScope() async throws {
        // A task started from willResignActive must not outlive the scope that is ending.
        final actor ResigningProbe: Interactable {
            nonisolated let lifecycle = InteractorLifecycle()
            private(set) var lateTask: Task<Void, Never>?
            private(set) var wasActiveWhileResigning = false
            func willResignActive() async {
                wasActiveWhileResigning = await isActive
                lateTask = task { try? await Task.sleep(for: .seconds(86_400)) }
            }
        }
        let probe = ResigningProbe()
        await probe.activate()
        await probe.deactivate()
        #expect(await probe.wasActiveWhileResigning)
        let lateTask = try #require(await probe.lateTask)
        #expect(lateTask.isCancelled)
        #expect(probe.lifecycle.activeTaskCount == 0)
    }

    @Test func finishedTasksAreForgotten() async {
        let interactor = ProbeInteractor(name: "Probe", log: EventLog(), startsBoundTask: false)
        await interactor.activate()
        let counter = EventLog()
        for _ in 0..<500 {
            let task = await interactor.startTask { counter.append("done") }
            await task.value
        }
        #expect(counter.events.count == 500)
        #expect(interactor.lifecycle.activeTaskCount == 0)
    }

    @Test func isActiveStreamReplaysTheStateThenFollowsIt() async {
        let interactor = ProbeInteractor(name: "Probe", log: EventLog(), startsBoundTask: false)
        let stream = interactor.isActiveStream
        await interactor.activate()
        await interactor.deactivate()
        var values: [Bool] = []
        for await value in stream {
            values.append(value)
            if values.count == 3 { break }
        }
        #expect(values == [false, true, false])

        let late = interactor.isActiveStream
        var iterator = late.makeAsyncIterator()
        #expect(await iterator.next() == false)
    }

    @Test func releasingAnActiveInteractorCancelsItsTasks() async throws {
        var interactor: ProbeInteractor? = ProbeInteractor(name: "Probe", log: EventLog(), startsBoundTask: false)
        await interactor?.activate()
        let parked = try #require(await interactor?.startTask { try? await Task.sleep(for: .seconds(86_400)) })
        interactor = nil
        try await waitUntil("the orphaned task is cancelled") { parked.isCancelled }
    }

    @Test func concurrentActivateAndDeactivateLeaveTheLifecycleConsistent() async {
        let log = EventLog()
        let interactor = ProbeInteractor(name: "Probe", log: log)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<400 {
                group.addTask {
                    if index.isMultiple(of: 2) {
                        await interactor.activate()
                    } else {
                        await interactor.deactivate()
                    }
                }
            }
        }
        let hooks = log.events.filter { $0.contains("didBecomeActive") || $0.contains("willResignActive") }
        #expect(!hooks.isEmpty)
        // Hooks alternate strictly, always seeing the interactor active.
        for (index, event) in hooks.enumerated() {
            let expected = index.isMultiple(of: 2) ? "Probe.didBecomeActive active=true" : "Probe.willResignActive active=true"
            #expect(event == expected)
        }
        #expect(await interactor.maximumHooksRunning == 1)
        let balance = await interactor.activations - interactor.resignations
        #expect(balance == (interactor.lifecycle.isActive ? 1 : 0))
        #expect(interactor.lifecycle.activeTaskCount == (interactor.lifecycle.isActive ? 1 : 0))

        await interactor.deactivate()
        #expect(!interactor.lifecycle.isActive)
        #expect(interactor.lifecycle.activeTaskCount == 0)
    }
}
