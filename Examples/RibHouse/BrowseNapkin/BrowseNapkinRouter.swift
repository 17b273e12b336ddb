import Napkin

/// Stacked routing: the detail napkin is attached while its view is on the navigation
/// stack, and detached when it is popped.
@MainActor
final class BrowseNapkinRouter: ViewableRouter<BrowseNapkinInteractor, BrowseNapkinViewControllable>, BrowseNapkinRouting {
    private let detailBuilder: FoodDetailNapkinBuildable
    private(set) var detailRouter: FoodDetailNapkinRouting?

    init(interactor: BrowseNapkinInteractor, viewController: BrowseNapkinViewControllable, detailBuilder: FoodDetailNapkinBuildable) {
        self.detailBuilder = detailBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    func attachDetail(food: String, number: Int) async {
        guard detailRouter == nil else { return }
        let router = await detailBuilder.build(food: food, number: number)
        detailRouter = router
        await attachChild(router)
        viewController.push(router.viewControllable)
    }

    func detachDetail() async {
        guard let router = detailRouter else { return }
        detailRouter = nil
        viewController.pop(router.viewControllable)
        await detachChild(router)
    }
}
