import Napkin

/// Builds the LoggedInNapkin for one user.
protocol LoggedInNapkinBuildable: Buildable {
    /// Builds the napkin for `user`; `listener` hears the Logout intent.
    @MainActor func build(
        withListener listener: LoggedInNapkinListener,
        user: User
    ) async -> LoggedInNapkinRouting
}

/// Threads the user through the view controller, the interactor and the router.
final class LoggedInNapkinBuilder: Builder<LoggedInNapkinDependency>, LoggedInNapkinBuildable {
    @MainActor
    func build(
        withListener listener: LoggedInNapkinListener,
        user: User
    ) async -> LoggedInNapkinRouting {
        let viewController = LoggedInNapkinViewController(user: user)
        let interactor = LoggedInNapkinInteractor(presenter: viewController, user: user)
        viewController.listener = interactor
        let router = LoggedInNapkinRouter(
            interactor: interactor,
            viewController: viewController,
            user: user
        )
        await interactor.wire(router: router, listener: listener)
        return router
    }
}
