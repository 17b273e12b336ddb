import Napkin
import NapkinUI

/// A launchable probe napkin, `App`, for the launch tests.
@MainActor
final class AppRouter: LaunchRouter<ProbeInteractor, ProbeViewController> {
    private(set) var didLoadCount = 0

    init(log: EventLog) {
        super.init(interactor: ProbeInteractor(name: "App", log: log), viewController: ProbeViewController())
    }

    override func didLoad() async {
        await super.didLoad()
        didLoadCount += 1
    }
}
