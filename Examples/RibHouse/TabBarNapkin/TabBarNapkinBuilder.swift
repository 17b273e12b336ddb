import Napkin

/// Builds the TabBarNapkin for a signed-in user.
protocol TabBarNapkinBuildable: Buildable {
    /// Builds the napkin; the children are built when its router loads.
    @MainActor func build(withListener listener: TabBarNapkinListener, user: User) async -> TabBarNapkinRouting
}

/// Constructs every child builder up front, then the view controller, interactor and router.
final class TabBarNapkinBuilder: Builder<TabBarNapkinDependency>, TabBarNapkinBuildable {
    @MainActor
    func build(withListener listener: TabBarNapkinListener, user: User) async -> TabBarNapkinRouting {
        let component = TabBarNapkinComponent(dependency: dependency)
        let homeBuilder = HomeNapkinBuilder(dependency: component)
        let browseBuilder = BrowseNapkinBuilder(dependency: component)
        let profileBuilder = ProfileNapkinBuilder(dependency: component)

        let viewController = TabBarNapkinViewController()
        let interactor = TabBarNapkinInteractor(authService: component.authService)
        viewController.listener = interactor
        let router = TabBarNapkinRouter(
            interactor: interactor,
            viewController: viewController,
            user: user,
            homeBuilder: homeBuilder,
            browseBuilder: browseBuilder,
            profileBuilder: profileBuilder
        )
        await interactor.wire(router: router, listener: listener)
        return router
    }
}
