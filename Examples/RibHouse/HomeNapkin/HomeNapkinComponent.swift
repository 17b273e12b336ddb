import Napkin

/// HomeNapkin needs nothing from above.
protocol HomeNapkinDependency: Dependency {}

/// The HomeNapkin's component.
final class HomeNapkinComponent: Component<HomeNapkinDependency> {}
