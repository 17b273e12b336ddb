import Napkin

/// Builds the detail of one food, pushed from the Browse tab.
protocol FoodDetailNapkinBuildable: Buildable {
    /// Builds the napkin for `food`, the `number`th on the menu.
    @MainActor func build(food: String, number: Int) async -> FoodDetailNapkinRouting
}

/// Constructs the detail napkin's view controller, interactor and router.
final class FoodDetailNapkinBuilder: Builder<FoodDetailNapkinDependency>, FoodDetailNapkinBuildable {
    @MainActor
    func build(food: String, number: Int) async -> FoodDetailNapkinRouting {
        let viewController = FoodDetailNapkinViewController(food: food, number: number)
        let interactor = FoodDetailNapkinInteractor(presenter: viewController, food: food)
        return FoodDetailNapkinRouter(interactor: interactor, viewController: viewController)
    }
}
