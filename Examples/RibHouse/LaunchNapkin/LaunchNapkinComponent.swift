import Napkin

/// What the LaunchNapkin needs from above: the auth service. `AppComponent` provides it.
protocol LaunchNapkinDependency: Dependency {
    /// The service whose user stream decides what the app shows.
    var authService: AuthService { get }
}

/// Surfaces the parent-provided service to the builder and bridges to the children: it
/// conforms to their dependency protocols so it can be passed as their `dependency:`.
final class LaunchNapkinComponent: Component<LaunchNapkinDependency> {
    /// The auth service from `AppComponent`.
    var authService: AuthService { dependency.authService }

    /// The LaunchNapkin's own state, shared downward: the last login failure, or `nil`. The
    /// interactor writes it; children get the read side, ``loginFailures``.
    let loginFailureBroadcaster = StateBroadcaster<LoginFailure?>()

    /// The last login failure (replayed, then every change), for the LoggedOut napkin.
    var loginFailures: any StateStream<LoginFailure?> { loginFailureBroadcaster }
}

extension LaunchNapkinComponent: LoggedOutNapkinDependency, LoggedInNapkinDependency {}
