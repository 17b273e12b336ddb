import NapkinUI

/// The base class of napkin routers: it owns the napkin's interactor and its attached
/// children, and keeps each child's lifecycle in step with the tree.
///
/// The rules, which every attach and detach keeps (those of RIBs and upstream napkin, plus
/// whole-subtree deactivation):
/// - ``attachChild(_:)`` activates the child, and the napkins already attached below it,
///   then loads the child before returning;
/// - ``detachChild(_:)`` deactivates the child's whole subtree before returning;
/// - when a napkin's interactor activates or deactivates, its attached children follow;
/// - ``didLoad()`` runs once per router, however often it is attached.
///
/// Routers hold their children strongly and their parent weakly; interactors should hold
/// their router weakly (`weak var router`), so a detached napkin is released as soon as its
/// parent lets go of it, which the ``LeakDetector`` checks.
@MainActor
open class Router<InteractorType>: RouterNode {
    /// The napkin's interactor, with its concrete type: what the router hands to child
    /// builders as their listener. It never changes.
    public let interactor: InteractorType

    /// The same interactor, as the lifecycle machinery sees it.
    public let interactable: any Interactable

    /// The attached child routers, in the order they were attached.
    public private(set) var children: [any Routing] = []

    /// Whether ``load()`` has begun, that is whether ``didLoad()`` has been called.
    public private(set) var isLoaded = false

    weak var parentNode: (any RouterNode)?
    private var assignedLeakDetector: LeakDetector?
    private var hasFinishedLoading = false
    private var loadWaiters: [CheckedContinuation<Void, Never>] = []

    /// A router for `interactor`, detached, inactive and not loaded. An interactor belongs
    /// to exactly one router, which drives its children's lifecycles from it.
    ///
    /// If the router is released while its napkin or its children are still active (a root
    /// dropped without deactivating it), it deactivates them in a task, so no work outlives
    /// it.
    ///
    /// `InteractorType` is unconstrained, as in RIBs, so it can be a protocol the interactor
    /// conforms to; the value itself must be an ``Interactable`` actor, which is checked
    /// here (a mistake here is a programming error and stops the program).
    public init(interactor: InteractorType) {
        guard let interactable = interactor as? any Interactable else {
            preconditionFailure(
                "\(type(of: interactor)) is not Interactable: a router's interactor must be an actor that conforms to Interactable.")
        }
        self.interactor = interactor
        self.interactable = interactable
        // The lifecycle calls back when the interactor changes state, so the children follow
        // it (on activation after didBecomeActive, on deactivation before willResignActive).
        // Weak: the router owns the interactor, and so this handler; a strong capture would
        // be a cycle that keeps every napkin alive.
        interactable.lifecycle.setSubtreeHandler { [weak self] isActive in
            await self?.childrenFollow(parentIsActive: isActive)
        }
    }

    isolated deinit {
        // A napkin whose router is gone can never be detached, so nothing else would end its
        // scope or its children's, and their tasks would run for ever. Deinit cannot wait,
        // hence the task; for a napkin that was detached normally everything is inactive
        // already. Isolated, so the children can be read; the lifecycle's callback into this
        // router is gone with it, so the task walks the subtree itself.
        // (No one can be waiting in `loaded()`: a waiter keeps the router alive.)
        // Nothing is captured unless something is active: a task that held a detached
        // napkin's objects would delay their release, which the leak detector would report.
        let interactable = self.interactable
        let children = self.children
        guard interactable.lifecycle.isActive || children.contains(where: SubtreeTransition.hasActiveNapkin) else {
            return
        }
        Task { @MainActor in
            for child in children {
                // Unless someone attached the orphaned child elsewhere meanwhile.
                await SubtreeTransition.deactivate(child, if: SubtreeTransition.isOrphaned(child))
            }
            await interactable.deactivate()
        }
    }

    /// The leak detector that checks this router's detached children: the one assigned
    /// here, else the parent's, else ``LeakDetector/shared``.
    public var leakDetector: LeakDetector {
        get { assignedLeakDetector ?? parentNode?.leakDetector ?? .shared }
        set { assignedLeakDetector = newValue }
    }

    /// Runs ``didLoad()`` the first time it is called and does nothing afterwards, so a
    /// router attached, detached and attached again loads once. Callers of ``loaded()``
    /// resume when `didLoad` returns.
    public final func load() async {
        guard !isLoaded else { return }
        isLoaded = true
        await didLoad()
        hasFinishedLoading = true
        let waiters = loadWaiters
        loadWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once ``didLoad()`` has returned: at once for a loaded router, otherwise when
    /// ``load()`` (called by the attach or launch) finishes.
    public final func loaded() async {
        if hasFinishedLoading { return }
        await withCheckedContinuation { loadWaiters.append($0) }
    }

    /// Runs once, when the router is first loaded: after its first attach (and activation)
    /// or on launch. Override it to attach children that live as long as this napkin, as a
    /// tab bar does; call `super`. The default does nothing.
    open func didLoad() async {}

    /// Attaches `child` to this router, activates it, then loads it.
    ///
    /// The child's interactor is activated through its `activate()` (its `didBecomeActive`
    /// has run when this returns), whether or not this napkin is active, as in RIBs and
    /// upstream napkin; the napkins already attached below the child follow it. Then the
    /// child is loaded (``didLoad()`` runs on its first attach only).
    ///
    /// `child` may be any ``Routing``, a test double included. It is in ``children`` as soon
    /// as this is called, before its first suspension. Attaching a router that is already
    /// attached (here or elsewhere), this router itself or one of its ancestors is a
    /// programming error: it is reported through ``RoutingDiagnostics`` (an assertion
    /// failure in debug builds) and changes nothing.
    public final func attachChild(_ child: any Routing) async {
        if isSelfOrAncestor(child) {
            RoutingDiagnostics.report(.cycle(child: child.napkinName, parent: napkinName))
            return
        }
        if children.contains(where: { $0 === child }) {
            RoutingDiagnostics.report(.alreadyAttached(child: child.napkinName, parent: napkinName))
            return
        }
        let node = child as? any RouterNode
        if let currentParent = node?.parentNode {
            RoutingDiagnostics.report(.alreadyAttached(child: child.napkinName, parent: currentParent.napkinName))
            return
        }
        children.append(child)
        node?.parentNode = self
        await SubtreeTransition.activate(child, if: SubtreeTransition.isAttached(child, to: self))
        await child.load()
    }

    /// Detaches `child` from this router and deactivates it and its whole subtree before
    /// returning: every interactor below has run `willResignActive` and had its `task { }`
    /// work cancelled, children before their parents. Attaching the same router again later
    /// reactivates the subtree.
    ///
    /// After this returns, the ``leakDetector`` expects the child's routers, interactors and
    /// view controllers to be released within its timeout, unless the child is attached
    /// again. Detaching a router that is not a child of this one is a programming error:
    /// it is reported through ``RoutingDiagnostics`` and changes nothing.
    public final func detachChild(_ child: any Routing) async {
        guard let index = children.firstIndex(where: { $0 === child }) else {
            RoutingDiagnostics.report(.notAChild(child: child.napkinName, parent: napkinName))
            return
        }
        children.remove(at: index)
        let node = child as? any RouterNode
        node?.parentNode = nil
        await SubtreeTransition.deactivate(child, if: SubtreeTransition.isDetached(child, from: self))
        if let node { leakDetector.expectRelease(ofSubtree: node) }
    }

    // MARK: - RouterNode

    var trackedViewController: AnyObject? { nil }

    /// Brings every child's subtree to this napkin's new state; called by the lifecycle
    /// when this napkin's interactor has become active, or starts resigning.
    private func childrenFollow(parentIsActive isActive: Bool) async {
        // A snapshot: children attached or detached meanwhile are handled by their attach
        // or detach, and the conditions skip those that moved.
        for child in children {
            if isActive {
                await SubtreeTransition.activate(child, if: SubtreeTransition.isAttached(child, to: self))
            } else {
                await SubtreeTransition.deactivate(child, if: SubtreeTransition.isAttached(child, to: self))
            }
        }
    }
}
