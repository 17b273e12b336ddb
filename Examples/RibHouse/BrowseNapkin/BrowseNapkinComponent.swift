import Napkin

/// BrowseNapkin needs nothing from above; the foods come with the user.
protocol BrowseNapkinDependency: Dependency {}

/// The Browse tab's component; it is the dependency of the detail napkins it pushes.
final class BrowseNapkinComponent: Component<BrowseNapkinDependency>, FoodDetailNapkinDependency {}
