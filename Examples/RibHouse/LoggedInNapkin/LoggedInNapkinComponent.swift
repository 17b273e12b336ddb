import Napkin

/// LoggedInNapkin declares the service even though only the LaunchNapkin calls it today:
/// the contract documents what is available, and the parent already provides it.
protocol LoggedInNapkinDependency: Dependency {
    /// The auth service from the LaunchNapkin's component.
    var authService: AuthService { get }
}

/// The LoggedInNapkin's component.
final class LoggedInNapkinComponent: Component<LoggedInNapkinDependency> {
    /// The auth service.
    var authService: AuthService { dependency.authService }
}
