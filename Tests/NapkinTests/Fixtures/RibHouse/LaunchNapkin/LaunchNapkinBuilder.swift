import Napkin

protocol LaunchNapkinDependency: Dependency {
    var authService: AuthService { get }
}

final class LaunchNapkinComponent: Component<LaunchNapkinDependency>, @unchecked Sendable {
    var authService: AuthService { dependency.authService }
}

extension LaunchNapkinComponent: LoggedOutNapkinDependency, LoggedInNapkinDependency {}

protocol LaunchNapkinBuildable: Buildable {
    @MainActor func build(withListener listener: LaunchNapkinListener) async -> LaunchNapkinRouting
}

final class LaunchNapkinBuilder: Builder<LaunchNapkinDependency>, LaunchNapkinBuildable, @unchecked Sendable {

    @MainActor
    func build(withListener listener: LaunchNapkinListener) async -> LaunchNapkinRouting {
        let component = LaunchNapkinComponent(dependency: dependency)
        let loggedOutBuilder = LoggedOutNapkinBuilder(dependency: component)
        let loggedInBuilder = LoggedInNapkinBuilder(dependency: component)
        let viewController = LaunchNapkinViewController()
        let interactor = LaunchNapkinInteractor(authService: component.authService)
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
