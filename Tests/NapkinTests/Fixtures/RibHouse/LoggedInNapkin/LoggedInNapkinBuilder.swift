import Napkin

protocol LoggedInNapkinDependency: Dependency {
    var authService: AuthService { get }
}

final class LoggedInNapkinComponent: Component<LoggedInNapkinDependency>, @unchecked Sendable {
    var authService: AuthService { dependency.authService }
}

protocol LoggedInNapkinBuildable: Buildable {
    @MainActor func build(
        withListener listener: LoggedInNapkinListener,
        user: User
    ) async -> LoggedInNapkinRouting
}

final class LoggedInNapkinBuilder: Builder<LoggedInNapkinDependency>, LoggedInNapkinBuildable, @unchecked Sendable {
    @MainActor
    func build(
        withListener listener: LoggedInNapkinListener,
        user: User
    ) async -> LoggedInNapkinRouting {
        let viewController = LoggedInNapkinViewController(user: user)
        let interactor = LoggedInNapkinInteractor(presenter: viewController, user: user)
        let router = LoggedInNapkinRouter(
            interactor: interactor,
            viewController: viewController,
            user: user
        )
        await interactor.wire(router: router, listener: listener)
        return router
    }
}
