/// The tree bookkeeping every ``Router`` carries, seen by the framework only.
///
/// ``Routing`` is a public protocol that apps refine, so it cannot carry internal
/// requirements; routers meet these instead, and ``Router/attachChild(_:)`` checks for them
/// at run time (reporting ``RoutingError/notARouter(_:)`` for anything else).
@MainActor
protocol RouterNode: AnyObject {
    /// The router this one is attached to. Weak: parents own children, never the reverse.
    var parentNode: (any RouterNode)? { get set }
    /// The napkin's interactor.
    var interactable: any Interactable { get }
    /// The attached children, as nodes.
    var childNodes: [any RouterNode] { get }
    /// The napkin's name for people: the router's type name without a `Router` suffix.
    var napkinName: String { get }
    /// The view controller to expect released with the router (none for headless routers).
    var trackedViewController: AnyObject? { get }
    /// The detector in effect for this router.
    var leakDetector: LeakDetector { get }
    /// Brings the interactor to the state the tree asks for: active exactly when attached
    /// under a parent that is active (and not resigning).
    func reconcile() async
}

extension RouterNode {
    /// Appends this node's line and its subtree's to `lines`, drawing the tree branches.
    func describeTree(into lines: inout [String], prefix: String, childPrefix: String) {
        let state = interactable.isActive ? "active" : "inactive"
        lines.append("\(prefix)\(napkinName) (\(state))")
        let children = childNodes
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            child.describeTree(
                into: &lines,
                prefix: childPrefix + (isLast ? "└─ " : "├─ "),
                childPrefix: childPrefix + (isLast ? "   " : "│  ")
            )
        }
    }

    /// This node and every node below it, parents before children.
    var subtreeNodes: [any RouterNode] {
        [self] + childNodes.flatMap(\.subtreeNodes)
    }

    /// Whether `node` is this node or one of its ancestors.
    func isSelfOrAncestor(_ node: any RouterNode) -> Bool {
        var current: (any RouterNode)? = self
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.parentNode
        }
        return false
    }
}
