import Napkin

/// Builds the Browse tab.
protocol BrowseNapkinBuildable: Buildable {
    /// Builds the napkin listing `user`'s foods.
    @MainActor func build(withListener listener: BrowseNapkinListener, user: User) async -> BrowseNapkinRouting
}

/// Constructs the Browse tab and the builder of the detail napkins it pushes.
final class BrowseNapkinBuilder: Builder<BrowseNapkinDependency>, BrowseNapkinBuildable {
    @MainActor
    func build(withListener listener: BrowseNapkinListener, user: User) async -> BrowseNapkinRouting {
        let component = BrowseNapkinComponent(dependency: dependency)
        let viewController = BrowseNapkinViewController(foods: user.barbecueFoods)
        let interactor = BrowseNapkinInteractor(presenter: viewController, foods: user.barbecueFoods)
        viewController.listener = interactor
        let router = BrowseNapkinRouter(
            interactor: interactor,
            viewController: viewController,
            detailBuilder: FoodDetailNapkinBuilder(dependency: component)
        )
        await interactor.wire(router: router, listener: listener)
        return router
    }
}
