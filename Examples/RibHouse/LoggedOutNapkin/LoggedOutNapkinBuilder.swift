import Napkin

/// Builds the LoggedOutNapkin.
protocol LoggedOutNapkinBuildable: Buildable {
    /// Builds the napkin; `listener` (the LaunchNapkin's interactor) hears the Login intent.
    @MainActor func build(withListener listener: LoggedOutNapkinListener) async -> LoggedOutNapkinRouting
}

/// Constructs the view controller, interactor and router, and wires them.
final class LoggedOutNapkinBuilder: Builder<LoggedOutNapkinDependency>, LoggedOutNapkinBuildable {
    @MainActor
    func build(withListener listener: LoggedOutNapkinListener) async -> LoggedOutNapkinRouting {
        let viewController = LoggedOutNapkinViewController()
        let interactor = LoggedOutNapkinInteractor(presenter: viewController, loginFailures: dependency.loginFailures)
        // The view talks to the interactor through its presentable listener. Set here, on
        // the main actor, because the interactor's init cannot reach the view controller.
        viewController.listener = interactor
        let router = LoggedOutNapkinRouter(interactor: interactor, viewController: viewController)
        await interactor.wire(router: router, listener: listener)
        return router
    }
}
