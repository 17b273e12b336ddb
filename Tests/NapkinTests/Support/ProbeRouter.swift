import Napkin
import NapkinUI

/// A viewable router over a ``ProbeInteractor`` that counts `didLoad`. Subclasses exist only
/// to give napkins distinct names in tree descriptions and leak reports (`ChildRouter` is
/// the napkin `Child`).
@MainActor
class ProbeRouter: ViewableRouter<ProbeInteractor, ProbeViewController> {
    private(set) var didLoadCount = 0

    required init(log: EventLog = EventLog(), startsBoundTask: Bool = true) {
        let name = String(String(describing: Self.self).dropLast("Router".count))
        super.init(
            interactor: ProbeInteractor(name: name, log: log, startsBoundTask: startsBoundTask),
            viewController: ProbeViewController()
        )
    }

    override func didLoad() async {
        await super.didLoad()
        didLoadCount += 1
    }

    /// Whether this router is among `parent`'s children.
    func isChild(of parent: any Routing) -> Bool {
        parent.children.contains { $0 === self }
    }
}
