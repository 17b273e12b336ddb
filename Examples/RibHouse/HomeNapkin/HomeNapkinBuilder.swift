import Napkin

/// Builds the Home tab.
protocol HomeNapkinBuildable: Buildable {
    /// Builds the napkin for `user`; `listener` hears the request to show the profile.
    @MainActor func build(withListener listener: HomeNapkinListener, user: User) async -> HomeNapkinRouting
}

/// Constructs the Home tab's view controller, interactor and router.
final class HomeNapkinBuilder: Builder<HomeNapkinDependency>, HomeNapkinBuildable {
    @MainActor
    func build(withListener listener: HomeNapkinListener, user: User) async -> HomeNapkinRouting {
        let viewController = HomeNapkinViewController(user: user)
        let interactor = HomeNapkinInteractor(presenter: viewController)
        viewController.listener = interactor
        let router = HomeNapkinRouter(interactor: interactor, viewController: viewController)
        await interactor.wire(router: router, listener: listener)
        return router
    }
}
