import Napkin

/// Builds the LaunchNapkin, the headless root of RibHouse.
protocol LaunchNapkinBuildable: Buildable {
    /// Builds the napkin; `listener` hears from it (RibHouse's `AppListener`).
    @MainActor func build(withListener listener: LaunchNapkinListener) async -> LaunchNapkinRouting
}

/// Constructs the component, the child builders, the view controller, the interactor
/// (injected with the service) and the router, in the seed's order, then wires them.
final class LaunchNapkinBuilder: Builder<LaunchNapkinDependency>, LaunchNapkinBuildable {
    @MainActor
    func build(withListener listener: LaunchNapkinListener) async -> LaunchNapkinRouting {
        let component = LaunchNapkinComponent(dependency: dependency)
        let loggedOutBuilder = LoggedOutNapkinBuilder(dependency: component)
        let loggedInBuilder = LoggedInNapkinBuilder(dependency: component)
        let viewController = LaunchNapkinViewController()
        let interactor = LaunchNapkinInteractor(
            authService: component.authService,
            loginFailures: component.loginFailureBroadcaster
        )
        let router = LaunchNapkinRouter(
            interactor: interactor,
            viewController: viewController,
            loggedOutBuilder: loggedOutBuilder,
            loggedInBuilder: loggedInBuilder
        )
        await interactor.wire(router: router, listener: listener)
        return router
    }
}
