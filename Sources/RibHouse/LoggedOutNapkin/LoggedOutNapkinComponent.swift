import Napkin

/// LoggedOutNapkin needs nothing from above; the parent's component still conforms.
protocol LoggedOutNapkinDependency: Dependency {}

/// The LoggedOutNapkin's component: empty, as its dependency.
final class LoggedOutNapkinComponent: Component<LoggedOutNapkinDependency>, @unchecked Sendable {}
