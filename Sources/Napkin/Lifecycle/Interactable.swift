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
/// There is no base class to inherit: conform, and store a lifecycle. Routers activate an
/// interactor when its napkin is attached (or launched) and deactivate it when the napkin is
/// detached; they do it through ``activate()`` and ``deactivate()``, so an interactor that
/// implements those itself (to log, or to wrap them) is called, not bypassed.
public protocol Interactable: Actor, InteractorScope {
    /// The lifecycle state of this interactor. Store one per interactor
    /// (`nonisolated let lifecycle = InteractorLifecycle()`) and never share it.
    nonisolated var lifecycle: InteractorLifecycle { get }

    /// Makes the interactor active if it is not: marks it active, runs ``didBecomeActive()``,
    /// then activates the children attached to its router. Returns when all of that is done.
    ///
    /// The default does this through ``InteractorLifecycle/activate(invoking:)``. An
    /// implementation of your own should call that too, or the napkin never becomes active.
    func activate() async

    /// Makes the interactor inactive if it is active: deactivates its router's children
    /// (their whole subtrees), runs ``willResignActive()``, marks it inactive and cancels
    /// the work it started with ``Interactable/task(priority:_:)``.
    ///
    /// The default does this through ``InteractorLifecycle/deactivate(invoking:)``; an
    /// implementation of your own should call that too.
    func deactivate() async

    /// Runs once per activation, on this actor, right after the interactor is marked
    /// active: ``InteractorScope/isActive`` is `true`. Attached children are activated
    /// after it returns.
    ///
    /// Start long-running work here with `task { }`, not by awaiting it: the activation,
    /// and the `attachChild` that caused it, waits for this method to return. For the same
    /// reason it must not await the deactivation of its own napkin or of an ancestor (that
    /// waits for this activation to finish); do such routing from a `task { }`.
    /// The default does nothing.
    func didBecomeActive() async

    /// Runs once per deactivation, on this actor, after the napkin's children have been
    /// deactivated and while this interactor is still active; its `task { }` work is
    /// cancelled right after it returns.
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
    /// ``didBecomeActive()``) until after ``willResignActive()`` has returned.
    ///
    /// Code that cannot `await` (a description, a synchronous check) reads
    /// `lifecycle.isActive`, which is the same value. Nonisolated: reading it never waits
    /// for the actor.
    public nonisolated var isActive: Bool {
        get async { lifecycle.isActive }
    }

    /// The active state now, then every change, for as long as the caller iterates. Each
    /// access gives a new, independent stream.
    public nonisolated var isActiveStream: AsyncStream<Bool> { lifecycle.isActiveStream }

    /// Activates through ``InteractorLifecycle/activate(invoking:)``, running
    /// ``didBecomeActive()``; see ``Interactable/activate()``.
    ///
    /// Routers call this for you (``LaunchRouter/launch(from:)``, ``Router/attachChild(_:)``);
    /// call it yourself on the root of a tree you drive by hand, as in tests. Calls racing
    /// with ``deactivate()`` are applied one at a time in arrival order, so the lifecycle
    /// always ends in the state of the last call.
    public func activate() async {
        await lifecycle.activate { await didBecomeActive() }
    }

    /// Deactivates through ``InteractorLifecycle/deactivate(invoking:)``, running
    /// ``willResignActive()``; see ``Interactable/deactivate()``.
    public func deactivate() async {
        await lifecycle.deactivate { await willResignActive() }
    }

    /// Starts `work` in a task that the interactor's active scope owns: it is cancelled when
    /// the interactor resigns active (or is released). Use it for subscriptions and loops
    /// that must live exactly as long as the napkin is active:
    /// ```swift
    /// task { for await user in await self.authService.userStream() { await self.router?.show(user) } }
    /// ```
    /// `work` runs off the actor, as any `@Sendable` closure: reach the actor's state with
    /// `await self.…`.
    ///
    /// Called while the interactor is inactive, the work still starts, and is cancelled by
    /// the end of the next active scope (as upstream napkin does). A task that finishes is
    /// forgotten by the lifecycle, so calling this often does not grow memory.
    ///
    /// - Returns: the task, to await or cancel early.
    @discardableResult
    public func task(
        priority: TaskPriority? = nil,
        _ work: @Sendable @escaping () async -> Void
    ) -> Task<Void, Never> {
        lifecycle.register(priority: priority, work)
    }
}
