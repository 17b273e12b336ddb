import Napkin

/// The dependency root. `authService` is a `let` set in `init`: dependencies stay immutable
/// for the lifetime of the napkin tree, so no one can swap a service from under a live
/// interactor.
final class AppComponent: Component<EmptyDependency>, LaunchNapkinDependency, @unchecked Sendable {
    let authService: AuthService

    init(authService: AuthService = BarbecueAuthService()) {
        self.authService = authService
        super.init(dependency: EmptyComponent())
    }
}
