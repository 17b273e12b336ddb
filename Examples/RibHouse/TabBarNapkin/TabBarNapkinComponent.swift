import Napkin

/// What the TabBarNapkin needs from above: the auth service (Profile signs out through it).
protocol TabBarNapkinDependency: Dependency {
    /// The auth service from `AppComponent`.
    var authService: AuthService { get }
}

/// Surfaces the service and conforms to each child's dependency, so `component` can be
/// passed as every child builder's `dependency:`.
final class TabBarNapkinComponent: Component<TabBarNapkinDependency> {
    /// The auth service.
    var authService: AuthService { dependency.authService }
}

extension TabBarNapkinComponent:
    HomeNapkinDependency, BrowseNapkinDependency, ProfileNapkinDependency
{}
