/// One detach's expectation: every napkin of the detached subtree is either released or
/// attached again (in use), polled by the ``LeakDetector`` until its deadline.
///
/// It holds everything weakly, so checking never keeps anything alive.
@MainActor
final class LeakCheck {
    private struct TrackedNapkin {
        let napkin: String
        weak var router: (any RouterNode)?
        let routerType: String
        weak var interactor: AnyObject?
        let interactorType: String
        weak var viewController: AnyObject?
        let viewControllerType: String?
        /// Released, or seen attached again: nothing more to check.
        var isSettled = false
    }

    private weak var subtreeRoot: (any RouterNode)?
    private var napkins: [TrackedNapkin]

    /// A check for `root` (just detached) and everything below it.
    init(subtree root: any RouterNode) {
        subtreeRoot = root
        napkins = root.subtreeNodes.map { node in
            let viewController = node.trackedViewController
            return TrackedNapkin(
                napkin: node.napkinName,
                router: node,
                routerType: String(describing: type(of: node)),
                interactor: node.interactable,
                interactorType: String(describing: type(of: node.interactable)),
                viewController: viewController,
                viewControllerType: viewController.map { String(describing: type(of: $0)) }
            )
        }
    }

    /// Looks at every napkin once; returns true when all are settled.
    func poll() -> Bool {
        for index in napkins.indices where !napkins[index].isSettled {
            let napkin = napkins[index]
            if let router = napkin.router {
                if isInUse(router) { napkins[index].isSettled = true }
            } else if napkin.interactor == nil && napkin.viewController == nil {
                napkins[index].isSettled = true
            }
        }
        return napkins.allSatisfy(\.isSettled)
    }

    /// What is still alive, per unsettled napkin; empty when nothing leaked.
    func reports(timeout: Duration) -> [LeakReport] {
        napkins.filter { !$0.isSettled }.compactMap { napkin in
            var objects: [LeakedObject] = []
            if napkin.router != nil { objects.append(LeakedObject(role: .router, typeName: napkin.routerType)) }
            if napkin.interactor != nil { objects.append(LeakedObject(role: .interactor, typeName: napkin.interactorType)) }
            if napkin.viewController != nil, let type = napkin.viewControllerType {
                objects.append(LeakedObject(role: .viewController, typeName: type))
            }
            return objects.isEmpty ? nil : LeakReport(napkin: napkin.napkin, objects: objects, timeout: timeout)
        }
    }

    /// A live router is in use when it hangs under some tree other than the detached
    /// subtree: the subtree was attached again, or the router was moved elsewhere. Its top
    /// ancestor then is neither itself nor the detached subtree's root.
    private func isInUse(_ router: any RouterNode) -> Bool {
        var top = router
        while let parent = top.parentNode { top = parent }
        if top === router { return false }
        if let subtreeRoot, top === subtreeRoot { return false }
        return true
    }
}
