/// A napkin's router as its parent and the framework see it: the node of the napkin tree.
///
/// Each napkin declares its own refinement (`protocol LoggedOutNapkinRouting: ViewableRouting {}`)
/// for the methods its interactor calls, and conforms by subclassing ``Router`` (or
/// ``ViewableRouter``, ``LaunchRouter``), which keeps the tree. The requirements are only
/// what a parent needs, so a test double written by hand can be attached to a real router
/// as well. Everything here runs on the main actor; interactors reach their router with
/// `await`.
@MainActor
public protocol Routing: AnyObject, Sendable {
    /// The napkin's interactor, as the lifecycle machinery sees it.
    var interactable: any Interactable { get }

    /// The attached child routers, in the order they were attached.
    var children: [any Routing] { get }

    /// Loads the router: runs its `didLoad` the first time, does nothing afterwards.
    /// ``Router/attachChild(_:)`` and ``LaunchRouter/launch(from:)`` call it.
    func load() async

    /// Returns once the router has loaded (its `didLoad` has returned), at once if it
    /// already has.
    func loaded() async

    /// Attaches `child`, activates it (and its subtree), then loads it. See
    /// ``Router/attachChild(_:)``.
    func attachChild(_ child: any Routing) async

    /// Detaches `child` and deactivates its whole subtree before returning. See
    /// ``Router/detachChild(_:)``.
    func detachChild(_ child: any Routing) async
}

extension Routing {
    /// The napkin tree under this router, one napkin per line with its active state, e.g.
    /// ```
    /// LaunchNapkin (active)
    /// └─ LoggedInNapkin (active)
    /// ```
    /// Names are router type names without the `Router` suffix.
    public func treeDescription() -> String {
        var lines: [String] = []
        describeTree(into: &lines, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n")
    }

    /// The leak detector that checks this router's detached children: the one assigned to
    /// it, else its parent's, else ``LeakDetector/shared``. Setting it on the root of a tree
    /// (as tests do) configures the whole tree. A `Routing` that is not a ``Router`` detaches
    /// nothing through napkin, so it always reads ``LeakDetector/shared`` and ignores a set.
    public var leakDetector: LeakDetector {
        get { (self as? any RouterNode)?.leakDetector ?? .shared }
        set {
            if let node = self as? any RouterNode { node.leakDetector = newValue }
        }
    }

    /// The napkin's name for people: the router's type name without generic arguments and
    /// without a `Router` suffix (`LoggedInNapkinRouter` → `LoggedInNapkin`).
    var napkinName: String {
        let typeName = String(describing: type(of: self))
        let name = typeName.split(separator: "<").first.map(String.init) ?? typeName
        let suffix = "Router"
        guard name.hasSuffix(suffix), name.count > suffix.count else { return name }
        return String(name.dropLast(suffix.count))
    }

    /// Appends this router's line and its subtree's to `lines`, drawing the tree branches.
    private func describeTree(into lines: inout [String], prefix: String, childPrefix: String) {
        let state = interactable.lifecycle.isActive ? "active" : "inactive"
        lines.append("\(prefix)\(napkinName) (\(state))")
        let children = self.children
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            child.describeTree(
                into: &lines,
                prefix: childPrefix + (isLast ? "└─ " : "├─ "),
                childPrefix: childPrefix + (isLast ? "   " : "│  ")
            )
        }
    }
}
