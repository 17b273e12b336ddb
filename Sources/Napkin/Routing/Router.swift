import NapkinUI

/// The base class of napkin routers: it owns the napkin's interactor and its attached
/// children, and keeps each child's lifecycle in step with the tree.
///
/// The rules, which every attach and detach keeps:
/// - a napkin is active exactly when it is attached under an active parent (or is a root
///   that was launched or activated);
/// - ``attachChild(_:)`` activates the child's subtree (when this napkin is active) and
///   loads the child before returning; ``detachChild(_:)`` deactivates the child's whole
///   subtree before returning;
/// - ``didLoad()`` runs once per router, however often it is attached.
///
/// Routers hold their children strongly and their parent weakly; interactors should hold
/// their router weakly (`weak var router`), so a detached napkin is released as soon as its
/// parent lets go of it, which the ``LeakDetector`` checks.
@MainActor
open class Router<InteractorType>: Routing, RouterNode {
    /// The napkin's interactor, with its concrete type: what the router hands to child
    /// builders as their listener. It never changes.
    public let interactor: InteractorType

    /// The same interactor, as the lifecycle machinery sees it.
    public let interactable: any Interactable

    /// The attached child routers, in the order they were attached.
    public private(set) var children: [any Routing] = []

    /// Whether ``load()`` has run, that is whether ``didLoad()`` has been called.
    public private(set) var isLoaded = false

    weak var parentNode: (any RouterNode)?
    private var assignedLeakDetector: LeakDetector?

    /// A router for `interactor`, detached, inactive and not loaded. An interactor belongs
    /// to exactly one router, which drives its children's lifecycles from it.
    ///
    /// If the router is released while its napkin is still active (a root dropped without
    /// deactivating it), it deactivates the interactor in a task, so no work outlives it.
    ///
    /// `InteractorType` is unconstrained, as in RIBs, so it can be a protocol the interactor
    /// conforms to; the value itself must be an ``Interactable`` actor, which is checked
    /// here (a mistake here is a programming error and stops the program).
    public init(interactor: InteractorType) {
        guard let interactable = interactor as? any Interactable else {
            preconditionFailure("\(type(of: interactor)) is not Interactable: a router's interactor must be an actor that conforms to Interactable.")
        }
        self.interactor = interactor
        self.interactable = interactable
        // The lifecycle calls back when the interactor changes state, so the children follow
        // it (on activation after didBecomeActive, on deactivation before willResignActive).
        // Weak: the router owns the interactor, and so this handler; a strong capture would
        // be a cycle that keeps every napkin alive.
        interactable.lifecycle.setSubtreeHandler { [weak self] in
            await self?.reconcileChildren()
        }
    }

    deinit {
        // A napkin whose router is gone can never be detached, so nothing else would end its
        // active scope, and its tasks would run for ever. Deinit cannot wait, hence the task;
        // for a napkin that was detached normally the interactor is already inactive.
        let interactable = self.interactable
        if interactable.isActive {
            Task { await interactable.deactivate() }
        }
    }

    /// The leak detector that checks this router's detached children: the one assigned
    /// here, else the parent's, else ``LeakDetector/shared``.
    public var leakDetector: LeakDetector {
        get { assignedLeakDetector ?? parentNode?.leakDetector ?? .shared }
        set { assignedLeakDetector = newValue }
    }

    /// Runs ``didLoad()`` the first time it is called and does nothing afterwards, so a
    /// router attached, detached and attached again loads once.
    public final func load() async {
        guard !isLoaded else { return }
        isLoaded = true
        await didLoad()
    }

    /// Runs once, when the router is first loaded: after its first attach (and activation,
    /// when the parent is active) or on launch. Override it to attach children that live as
    /// long as this napkin, as a tab bar does; call `super`. The default does nothing.
    open func didLoad() async {}

    /// Attaches `child` to this router.
    ///
    /// When this napkin is active, the child's interactor is activated (its
    /// `didBecomeActive` has run when this returns), then the children already attached to
    /// the child follow it. When this napkin is inactive, the child stays inactive and
    /// becomes active when this napkin does. Either way the child is loaded before this
    /// returns (``didLoad()`` runs on its first attach only).
    ///
    /// The child is in ``children`` as soon as this is called, before its first suspension.
    /// Attaching a router that is already attached (here or elsewhere), this router itself
    /// or one of its ancestors is a programming error: it is reported through
    /// ``RoutingDiagnostics`` (an assertion failure in debug builds) and changes nothing.
    public final func attachChild(_ child: any Routing) async {
        guard let node = child as? any RouterNode else {
            RoutingDiagnostics.report(.notARouter(String(describing: type(of: child))))
            return
        }
        if isSelfOrAncestor(node) {
            RoutingDiagnostics.report(.cycle(child: node.napkinName, parent: napkinName))
            return
        }
        if let currentParent = node.parentNode {
            RoutingDiagnostics.report(.alreadyAttached(child: node.napkinName, parent: currentParent.napkinName))
            return
        }
        children.append(child)
        node.parentNode = self
        await node.reconcile()
        await child.load()
    }

    /// Detaches `child` from this router and deactivates it and its whole subtree before
    /// returning: every interactor below has run `willResignActive` and had its `task { }`
    /// work cancelled. Attaching the same router again later reactivates the subtree.
    ///
    /// After this returns, the ``leakDetector`` expects the child's routers, interactors and
    /// view controllers to be released within its timeout, unless the child is attached
    /// again. Detaching a router that is not a child of this one is a programming error:
    /// it is reported through ``RoutingDiagnostics`` and changes nothing.
    public final func detachChild(_ child: any Routing) async {
        guard let index = children.firstIndex(where: { $0 === child }), let node = child as? any RouterNode else {
            let childName = (child as? any RouterNode)?.napkinName ?? String(describing: type(of: child))
            RoutingDiagnostics.report(.notAChild(child: childName, parent: napkinName))
            return
        }
        children.remove(at: index)
        node.parentNode = nil
        await node.reconcile()
        leakDetector.expectRelease(ofSubtree: node)
    }

    /// The napkin tree under this router, one line per napkin with its active state, e.g.
    /// ```
    /// LaunchNapkin (active)
    /// └─ LoggedInNapkin (active)
    /// ```
    /// Names are router type names without the `Router` suffix.
    public final func treeDescription() -> String {
        var lines: [String] = []
        describeTree(into: &lines, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n")
    }

    // MARK: - RouterNode

    var childNodes: [any RouterNode] {
        // Every child passed the RouterNode check in attachChild.
        children.compactMap { $0 as? any RouterNode }
    }

    var napkinName: String {
        let typeName = String(describing: type(of: self))
        let name = typeName.split(separator: "<").first.map(String.init) ?? typeName
        let suffix = "Router"
        guard name.hasSuffix(suffix), name.count > suffix.count else { return name }
        return String(name.dropLast(suffix.count))
    }

    var trackedViewController: AnyObject? { nil }

    func reconcile() async {
        await interactable.lifecycle.transition(of: interactable) { @MainActor [weak self] in
            self?.parentNode?.interactable.lifecycle.acceptsActiveChildren ?? false
        }
    }

    /// Brings every child to the state the tree asks for; called by the lifecycle when this
    /// napkin's interactor becomes active or starts resigning.
    private func reconcileChildren() async {
        // A snapshot: children attached meanwhile reconcile themselves in attachChild, and
        // children detached meanwhile in detachChild.
        for child in childNodes {
            await child.reconcile()
        }
    }
}
