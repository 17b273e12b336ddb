/// A napkin's router as its parent and the framework see it: the node of the napkin tree.
///
/// Each napkin declares its own refinement (`protocol LoggedOutNapkinRouting: ViewableRouting {}`)
/// for the methods its interactor calls, and conforms by subclassing ``Router`` (or
/// ``ViewableRouter``, ``LaunchRouter``): the tree bookkeeping lives in that class, so a
/// `Routing` that is not a `Router` cannot be attached. Everything here runs on the main
/// actor; interactors reach their router with `await`.
@MainActor
public protocol Routing: AnyObject, Sendable {
    /// The napkin's interactor, as the lifecycle machinery sees it.
    var interactable: any Interactable { get }

    /// The attached child routers, in the order they were attached.
    var children: [any Routing] { get }

    /// The leak detector that checks this router's detached children. Unless set, a
    /// router uses its parent's, and a root uses ``LeakDetector/shared``; setting it on the
    /// root of a tree (as tests do) configures the whole tree.
    var leakDetector: LeakDetector { get set }

    /// Loads the router: runs its `didLoad` the first time, does nothing afterwards.
    /// ``Router/attachChild(_:)`` and ``LaunchRouter/launch(from:)`` call it.
    func load() async

    /// Attaches `child` and, when this napkin is active, activates the child's subtree, then
    /// loads the child. See ``Router/attachChild(_:)``.
    func attachChild(_ child: any Routing) async

    /// Detaches `child` and deactivates its whole subtree before returning. See
    /// ``Router/detachChild(_:)``.
    func detachChild(_ child: any Routing) async

    /// The napkin tree under this router, one napkin per line with its active state:
    /// `LaunchNapkin (active)` / `└─ LoggedInNapkin (active)`.
    func treeDescription() -> String
}
