import NapkinSupport
import Raster

/// The lifecycle state of one interactor: whether it is active, the `task { }` work its
/// active scope owns, and the observers of its active state.
///
/// Interactors hold one (`nonisolated let lifecycle = InteractorLifecycle()`) instead of
/// inheriting a base class. It is a thread-safe, lock-protected holder: every member may be
/// used from any context. ``activate(invoking:)`` and ``deactivate(invoking:)`` apply
/// transitions one at a time, in arrival order, so concurrent calls cannot interleave a
/// `didBecomeActive` with a `willResignActive` or leave the state half-changed.
public final class InteractorLifecycle: Sendable {
    /// Where the interactor is in its lifecycle. `resigning` counts as active for
    /// ``isActive`` (`willResignActive` runs in it).
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
        var subtreeHandler: (@Sendable (Bool) async -> Void)?
        var transitionCount: UInt64 = 0

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

    /// A condition the router attaches to the transition it asks for, checked once the
    /// transition holds the gate (so against the tree as it is then, not as it was when the
    /// call was made). A transition whose condition is false does nothing.
    ///
    /// The closure is wrapped in a struct: a task-local of optional *function* type crashes
    /// Swift 6.3.1's release builds in `swift_task_localValuePush` when `withValue(nil)` is
    /// called from an async function (reduced to ten lines outside the project; debug builds
    /// are unaffected).
    @TaskLocal static var transitionCondition: TransitionCondition?

    /// A router's condition on a transition (see ``transitionCondition``).
    struct TransitionCondition: Sendable {
        /// True when the transition should still happen.
        let holds: @Sendable () async -> Bool
    }

    /// A lifecycle for a new interactor: inactive, with no work and no observers.
    public init() {}

    deinit {
        // The interactor is gone, so its scope is over: nothing may keep running for it.
        let (tasks, observers) = state.withLock { ($0.tasks.values, $0.observers.values) }
        for task in tasks { task.cancel() }
        for observer in observers { observer.finish() }
    }

    /// Whether the interactor is active, including while its `willResignActive` runs.
    /// Synchronous, unlike ``Interactable``'s `isActive`, for code that cannot `await`.
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

    /// How many tasks started with ``register(priority:_:)`` have not finished yet. Zero
    /// right after a deactivation; finished tasks are not counted (nor kept).
    public var activeTaskCount: Int {
        state.withLock { $0.tasks.count }
    }

    /// Marks the interactor active and runs `didBecomeActive`, then activates the children
    /// attached to its router; does nothing if it is already active. Returns when all of
    /// that is done.
    ///
    /// ``Interactable/activate()`` calls this with the interactor's `didBecomeActive`; an
    /// interactor that implements `activate()` itself calls it too.
    ///
    /// It runs on the caller's actor (`nonisolated(nonsending)`), so `didBecomeActive` need
    /// not be `@Sendable`: the hook never leaves the context that made it.
    public nonisolated(nonsending) func activate(invoking didBecomeActive: () async -> Void) async {
        let condition = Self.transitionCondition
        await enterTransition()
        defer { leaveTransition() }
        guard await condition?.holds() ?? true else { return }
        let began = state.withLock { state in
            guard state.phase == .inactive else { return false }
            state.phase = .active
            state.transitionCount += 1
            state.broadcast(true)
            return true
        }
        guard began else { return }
        // The hook and the children's activations are transitions of their own: they must
        // not inherit the condition meant for this one.
        await Self.$transitionCondition.withValue(nil) {
            await didBecomeActive()
            await subtreeHandler()?(true)
        }
    }

    /// Deactivates the children attached to the interactor's router (their whole subtrees),
    /// runs `willResignActive`, marks the interactor inactive and cancels every task started
    /// with ``register(priority:_:)``; does nothing if it is not active. Returns when all of
    /// that is done; the cancelled tasks may still be finishing.
    ///
    /// ``Interactable/deactivate()`` calls this with the interactor's `willResignActive`.
    /// Like ``activate(invoking:)`` it runs on the caller's actor.
    public nonisolated(nonsending) func deactivate(invoking willResignActive: () async -> Void) async {
        let condition = Self.transitionCondition
        await enterTransition()
        defer { leaveTransition() }
        guard await condition?.holds() ?? true else { return }
        let began = state.withLock { state in
            guard state.phase == .active else { return false }
            state.phase = .resigning
            state.transitionCount += 1
            return true
        }
        guard began else { return }
        await Self.$transitionCondition.withValue(nil) {
            await subtreeHandler()?(false)
            await willResignActive()
        }
        let tasks = state.withLock { state in
            state.phase = .inactive
            state.broadcast(false)
            defer { state.tasks.removeAll() }
            return Array(state.tasks.values)
        }
        // Cancelled outside the lock: cancellation handlers run synchronously and may call
        // back into this lifecycle.
        for task in tasks { task.cancel() }
    }

    /// Starts `work` in a task owned by the interactor's active scope and returns it. The
    /// task is cancelled when the interactor next resigns active (right away, for work
    /// started while it resigns) or when the lifecycle is released.
    ///
    /// ``Interactable/task(priority:_:)`` calls this. Work started while the interactor is
    /// inactive starts too, as upstream napkin's does, and belongs to the next active scope.
    @discardableResult
    public func register(
        priority: TaskPriority? = nil,
        _ work: @Sendable @escaping () async -> Void
    ) -> Task<Void, Never> {
        state.withLock { state in
            let id = state.makeID()
            // Created under the lock so a deactivation cannot slip between the creation and
            // the registration and miss this task. `Task.init` only enqueues the task, so
            // its body cannot re-enter the lock from here.
            let task = Task(priority: priority) { [weak self] in
                await work()
                self?.state.withLock { _ = $0.tasks.removeValue(forKey: id) }
            }
            state.tasks[id] = task
            return task
        }
    }

    // MARK: - Framework internals

    /// How many transitions have begun; a router compares it before and after asking for
    /// one, to learn whether the interactor's own lifecycle carried it out (and so
    /// already brought the children along).
    var transitionCount: UInt64 {
        state.withLock { $0.transitionCount }
    }

    /// Installs what activates (`true`) and deactivates (`false`) the router's children; the
    /// router sets it once, at construction. The handler must hold the router weakly.
    func setSubtreeHandler(_ handler: @escaping @Sendable (Bool) async -> Void) {
        state.withLock { $0.subtreeHandler = handler }
    }

    // MARK: - Private

    private func subtreeHandler() -> (@Sendable (Bool) async -> Void)? {
        state.withLock { $0.subtreeHandler }
    }

    /// Waits for this lifecycle's transition gate, first come first served. Waiting ignores
    /// task cancellation on purpose: a detach must deactivate even when the task that asked
    /// for it was cancelled.
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
