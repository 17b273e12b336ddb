import Napkin

final class AppComponent: Component<EmptyDependency>, LaunchNapkinDependency, @unchecked Sendable {
    let authService: AuthService

    init(authService: AuthService = BarbecueAuthService()) {
        self.authService = authService
        super.init(dependency: EmptyComponent())
    }
}

/// The listener of the root napkin; the app has nothing to hear from it.
final class AppListener: LaunchNapkinListener {}
