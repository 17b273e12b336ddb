/// The tree bookkeeping every ``Router`` carries, seen by the framework only.
///
/// ``Routing`` is a public protocol that apps refine (and tests implement by hand), so it
/// carries no internal requirements; routers meet these too, and the framework checks for
/// them at run time. A hand-written `Routing` is attached and activated like a router, but
/// has no parent link and no leak check.
@MainActor
protocol RouterNode: Routing {
    /// The router this one is attached to. Weak: parents own children, never the reverse.
    var parentNode: (any RouterNode)? { get set }
    /// The view controller to expect released with the router (none for headless routers).
    var trackedViewController: AnyObject? { get }
    /// The detector in effect for this router.
    var leakDetector: LeakDetector { get set }
}

extension RouterNode {
    /// The attached children that are routers.
    var childNodes: [any RouterNode] {
        children.compactMap { $0 as? any RouterNode }
    }

    /// This node and every router node below it, parents before children.
    var subtreeNodes: [any RouterNode] {
        [self] + childNodes.flatMap(\.subtreeNodes)
    }

    /// Whether `node` is this node or one of its ancestors.
    func isSelfOrAncestor(_ node: any Routing) -> Bool {
        var current: (any RouterNode)? = self
        while let candidate = current {
            if candidate === node { return true }
            current = candidate.parentNode
        }
        return false
    }
}
