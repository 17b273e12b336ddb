/// The business logic of a napkin: an actor whose lifecycle is held by an
/// ``InteractorLifecycle`` and driven by its router.
///
/// ```swift
/// final actor LaunchNapkinInteractor: Interactable, LoggedOutNapkinListener {
///     nonisolated let lifecycle = InteractorLifecycle()
///
///     func didBecomeActive() async {
///         task { for await user in await self.authService.userStream() { ... } }
///     }
/// }
/// ```
/// There is no base class to inherit: conform, and store a lifecycle. The router activates
/// the interactor when its napkin is attached under an active parent (or launched) and
/// deactivates it when the napkin is detached or the parent resigns.
public protocol Interactable: Actor {
    /// The lifecycle state of this interactor. Store one per interactor
    /// (`nonisolated let lifecycle = InteractorLifecycle()`) and never share it.
    nonisolated var lifecycle: InteractorLifecycle { get }

    /// Runs once per activation, on this actor, right after the interactor is marked
    /// active: ``Interactable/isActive`` is `true` and ``Interactable/task(priority:_:)``
    /// starts work. Attached children are activated after it returns.
    ///
    /// Start long-running work here with `task { }`, not by awaiting it: the activation,
    /// and the `attachChild` that caused it, waits for this method to return. For the same
    /// reason it must not await the detaching of its own napkin or of an ancestor (that
    /// waits for this activation to finish); do such routing from a `task { }`.
    /// The default does nothing.
    func didBecomeActive() async

    /// Runs once per deactivation, on this actor, after the napkin's children have been
    /// deactivated and while this interactor is still active (``Interactable/isActive`` is
    /// `true`); its `task { }` work is cancelled right after it returns. New `task { }`
    /// calls made from here do not start, since the scope is ending.
    ///
    /// The same rule as ``didBecomeActive()`` applies: do not await routing that changes
    /// this napkin's own attachment. The default does nothing.
    func willResignActive() async
}

extension Interactable {
    /// Does nothing; implement it to start work when the napkin becomes active.
    public func didBecomeActive() async {}

    /// Does nothing; implement it to tidy up before the napkin resigns.
    public func willResignActive() async {}

    /// Whether the interactor is active: `true` from the moment it is marked active (before
    /// ``didBecomeActive()``) until after ``willResignActive()`` has returned. Readable from
    /// any context without `await`.
    public nonisolated var isActive: Bool { lifecycle.isActive }

    /// The active state now, then every change, for as long as the caller iterates. Each
    /// access gives a new, independent stream.
    public nonisolated var isActiveStream: AsyncStream<Bool> { lifecycle.isActiveStream }

    /// Makes the interactor active if it is not, running ``didBecomeActive()``, then
    /// activates the children attached to its router; returns when all of that is done.
    ///
    /// Routers call this for you (``LaunchRouter/launch(from:)``, attaching a child under an
    /// active parent); call it yourself only on the root of a tree you drive by hand, as in
    /// tests. Calls racing with ``deactivate()`` are applied one at a time in arrival order,
    /// so the lifecycle always ends in the state of the last call.
    public nonisolated func activate() async {
        await lifecycle.transition(of: self) { true }
    }

    /// Makes the interactor inactive if it is active: deactivates its router's children
    /// (their whole subtrees), runs ``willResignActive()``, then cancels every
    /// ``task(priority:_:)`` it started. Returns when all of that is done; the cancelled
    /// tasks may still be finishing.
    public nonisolated func deactivate() async {
        await lifecycle.transition(of: self) { false }
    }

    /// Starts `operation` as a task bound to the current active scope: it is cancelled when
    /// the interactor resigns active. Use it for subscriptions and loops that must live
    /// exactly as long as the napkin is active:
    /// ```swift
    /// task { for await user in await self.authService.userStream() { await self.router?.show(user) } }
    /// ```
    /// The closure inherits this actor's isolation when it uses `self`, so it can read and
    /// write the actor's state.
    ///
    /// - Returns: the task, for callers that want to await or cancel it early, or `nil` when
    ///   the interactor is inactive or resigning; `operation` then never runs. A task that
    ///   finishes is forgotten by the lifecycle, so calling this often does not grow memory.
    @discardableResult
    public func task(
        priority: TaskPriority? = nil,
        @_inheritActorContext _ operation: sending @escaping @isolated(any) () async -> Void
    ) -> Task<Void, Never>? {
        lifecycle.bind(priority: priority, operation)
    }
}
