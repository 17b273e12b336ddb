import Napkin

/// The dependency root. `authService` is a `let` set in `init`: dependencies stay immutable
/// for the lifetime of the napkin tree, so no one can swap a service from under a live
/// interactor.
///
/// This is the only place that knows which ``AuthService`` the app runs on: the mock by
/// default, ``URLSessionAuthService`` when the configuration names a server. Every napkin
/// below reads `dependency.authService` and sees only the protocol.
final class AppComponent: Component<EmptyDependency>, LaunchNapkinDependency {
    let authService: AuthService

    /// A root on `authService` (the mock unless told otherwise).
    init(authService: AuthService = BarbecueAuthService()) {
        self.authService = authService
        super.init(dependency: EmptyComponent())
    }

    /// A root on the service `configuration` asks for: the mock without an API URL, the
    /// networked service with one.
    convenience init(configuration: AppConfiguration) {
        if let apiURL = configuration.apiURL {
            self.init(
                authService: URLSessionAuthService(
                    baseURL: apiURL,
                    timeout: configuration.requestTimeout,
                    maximumResponseBytes: configuration.maximumResponseBytes
                ))
        } else {
            self.init()
        }
    }
}
