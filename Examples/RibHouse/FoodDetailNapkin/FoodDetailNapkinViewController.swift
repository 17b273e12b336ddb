import NapkinUI

/// What the router holds of the detail view controller.
@MainActor
protocol FoodDetailNapkinViewControllable: ViewControllable {}

/// Hosts ``FoodDetailNapkinView``; its title, the food's name, shows in the navigation bar.
@MainActor
final class FoodDetailNapkinViewController: HostingController<FoodDetailNapkinView>, FoodDetailNapkinPresentable,
    FoodDetailNapkinViewControllable
{
    init(food: String, number: Int) {
        super.init(rootView: FoodDetailNapkinView(food: food, number: number))
        title = food
    }
}
