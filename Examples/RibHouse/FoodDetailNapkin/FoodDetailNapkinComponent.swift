import Napkin

/// FoodDetailNapkin needs nothing from above.
protocol FoodDetailNapkinDependency: Dependency {}

/// The FoodDetailNapkin's component.
final class FoodDetailNapkinComponent: Component<FoodDetailNapkinDependency> {}
