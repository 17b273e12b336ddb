import Raster
/// The lifecycle state of one interactor: whether it is active, the `task { }` work bound to
/// the current active scope, and the observers of its active state.
///
/// Interactors hold one (`nonisolated let lifecycle = InteractorLifecycle()`) instead of
/// inheriting a base class. It is a thread-safe, lock-protected holder: every member may be
/// used from any context. Activation and deactivation go through
/// ``Interactable/activate()`` and ``Interactable/deactivate()`` (or the router), which
/// apply transitions one at a time, so concurrent calls cannot interleave a
/// `didBecomeActive` with a `willResignActive` or leave the state half-changed.
public final class InteractorLifecycle: Sendable {
    /// Where the interactor is in its lifecycle. `resigning` counts as active for
    /// ``isActive`` (``Interactable/willResignActive()`` runs in it) but no longer accepts
    /// new work or active children.
    enum Phase: Sendable {
        case inactive
        case active
        case resigning
    }

    private struct State {
        var phase = Phase.inactive
        var nextID: UInt64 = 0
        var tasks: [UInt64: Task<Void, Never>] = [:]
        var observers: [UInt64: AsyncStream<Bool>.Continuation] = [:]
        var isTransitioning = false
        var transitionWaiters: [CheckedContinuation<Void, Never>] = []
        var subtreeHandler: (@Sendable () async -> Void)?

        mutating func makeID() -> UInt64 {
            defer { nextID += 1 }
            return nextID
        }

        /// Tells every observer about a change of ``isActive``. Yielding under the lock keeps
        /// observers' sequences in the order of the changes; `yield` never calls back into us.
        func broadcast(_ isActive: Bool) {
            for observer in observers.values { observer.yield(isActive) }
        }
    }

    private let state = Locked(State())

    /// A lifecycle for a new interactor: inactive, with no work and no observers.
    public init() {}

    deinit {
        // The interactor is gone, so its scope is over: nothing may keep running for it.
        let (tasks, observers) = state.withLock { ($0.tasks.values, $0.observers.values) }
        for task in tasks { task.cancel() }
        for observer in observers { observer.finish() }
    }

    /// Whether the interactor is active, including while its `willResignActive` runs.
    public var isActive: Bool {
        state.withLock { $0.phase != .inactive }
    }

    /// The active state now, then each change (`true` when activated, `false` once
    /// deactivated), until the consumer stops iterating or the interactor is released.
    public var isActiveStream: AsyncStream<Bool> {
        let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
        let id = state.withLock { state in
            let id = state.makeID()
            state.observers[id] = continuation
            continuation.yield(state.phase != .inactive)
            return id
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.observers.removeValue(forKey: id) }
        }
        return stream
    }

    /// How many `task { }` tasks of the current active scope have not finished yet. Zero
    /// whenever the interactor is inactive; finished tasks are not counted (nor kept).
    public var activeTaskCount: Int {
        state.withLock { $0.tasks.count }
    }

    // MARK: - Framework internals

    /// Whether children attached to this interactor's router should be active: only while
    /// fully active, not while resigning (a child attached during a parent's deactivation
    /// must not come up under a parent that is going down).
    var acceptsActiveChildren: Bool {
        state.withLock { $0.phase == .active }
    }

    /// Installs what activates and deactivates the router's children; the router sets it
    /// once, at construction. The handler must hold the router weakly.
    func setSubtreeHandler(_ handler: @escaping @Sendable () async -> Void) {
        state.withLock { $0.subtreeHandler = handler }
    }

    /// Moves the lifecycle to the state `desired` asks for, running the interactor's hooks.
    ///
    /// Transitions are serialized by a first-come, first-served gate: `desired` is asked
    /// only once this call holds the gate, so a router's decision is always made against the
    /// current tree, and the last transition to run leaves the state the last caller wanted.
    /// Waiting ignores task cancellation on purpose: a detach must deactivate even when the
    /// task that asked for it was cancelled.
    func transition(of interactor: any Interactable, desired: @Sendable () async -> Bool) async {
        await enterTransition()
        defer { leaveTransition() }
        let shouldBeActive = await desired()
        let phase = state.withLock { $0.phase }
        switch (shouldBeActive, phase) {
        case (true, .inactive):
            await becomeActive(interactor)
        case (false, .active):
            await resignActive(interactor)
        case (true, .active), (false, .inactive), (_, .resigning):
            // Already there. `.resigning` is never seen here: it exists only inside the
            // transition that holds the gate.
            break
        }
    }

    /// Starts `operation` in the current active scope, or returns `nil` when there is none.
    func bind(
        priority: TaskPriority?,
        _ operation: sending @escaping @isolated(any) () async -> Void
    ) -> Task<Void, Never>? {
        // `operation` arrives `sending`: no other code can reach it, and it is moved into
        // exactly one task below. The region checker cannot follow that move through the
        // lock's closure, hence the unchecked binding.
        nonisolated(unsafe) let operation = operation
        return state.withLock { state -> Task<Void, Never>? in
            guard state.phase == .active else { return nil }
            let id = state.makeID()
            // Created under the lock so a deactivation cannot slip between the check above
            // and the registration below and miss this task. `Task.init` only enqueues the
            // task, so its body cannot re-enter the lock from here.
            let task = Task(priority: priority) { [weak self] in
                // A scope that ended before the task got to run must not run its work.
                if !Task.isCancelled {
                    await operation()
                }
                self?.state.withLock { _ = $0.tasks.removeValue(forKey: id) }
            }
            state.tasks[id] = task
            return task
        }
    }

    // MARK: - Private

    private func becomeActive(_ interactor: any Interactable) async {
        state.withLock { state in
            state.phase = .active
            state.broadcast(true)
        }
        await interactor.didBecomeActive()
        await subtreeHandler()?()
    }

    private func resignActive(_ interactor: any Interactable) async {
        state.withLock { $0.phase = .resigning }
        await subtreeHandler()?()
        await interactor.willResignActive()
        let tasks = state.withLock { state in
            state.phase = .inactive
            state.broadcast(false)
            defer { state.tasks.removeAll() }
            return Array(state.tasks.values)
        }
        // Cancelled outside the lock: cancellation handlers run synchronously and may call
        // back into this lifecycle (`task { }` returns nil for them now).
        for task in tasks { task.cancel() }
    }

    private func subtreeHandler() -> (@Sendable () async -> Void)? {
        state.withLock { $0.subtreeHandler }
    }

    private func enterTransition() async {
        let entered = state.withLock { state in
            guard !state.isTransitioning else { return false }
            state.isTransitioning = true
            return true
        }
        if entered { return }
        await withCheckedContinuation { continuation in
            let enteredMeanwhile = state.withLock { state in
                guard state.isTransitioning else {
                    state.isTransitioning = true
                    return true
                }
                state.transitionWaiters.append(continuation)
                return false
            }
            if enteredMeanwhile { continuation.resume() }
        }
    }

    private func leaveTransition() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.transitionWaiters.isEmpty else {
                state.isTransitioning = false
                return nil
            }
            // The gate passes straight to the next waiter; `isTransitioning` stays true.
            return state.transitionWaiters.removeFirst()
        }
        next?.resume()
    }
}
