import Napkin

/// What LoggedOutNapkin needs from above: the last login failure, to show under the button.
/// The LaunchNapkin's component provides it.
protocol LoggedOutNapkinDependency: Dependency {
    /// The last login failure (replayed, then every change); `nil` when there is none.
    var loginFailures: any StateStream<LoginFailure?> { get }
}

/// The LoggedOutNapkin's component.
final class LoggedOutNapkinComponent: Component<LoggedOutNapkinDependency> {}
