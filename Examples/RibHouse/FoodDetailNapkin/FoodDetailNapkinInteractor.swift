import Napkin

/// What the detail interactor asks of its router (nothing: it is a leaf).
@MainActor
protocol FoodDetailNapkinRouting: ViewableRouting {}

/// What the detail interactor shows through its view controller.
@MainActor
protocol FoodDetailNapkinPresentable: Presentable {}

/// Holds the food shown while the detail is on the stack.
final actor FoodDetailNapkinInteractor: PresentableInteractable {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let presenter: FoodDetailNapkinPresentable
    /// The food shown.
    nonisolated let food: String

    init(presenter: FoodDetailNapkinPresentable, food: String) {
        self.presenter = presenter
        self.food = food
    }
}
