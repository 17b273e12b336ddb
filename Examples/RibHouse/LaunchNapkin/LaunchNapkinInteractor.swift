import Napkin

/// What the LaunchNapkin's interactor asks of its router: swap to one child or the other.
@MainActor
protocol LaunchNapkinRouting: LaunchRouting {
    /// Shows the LoggedOut napkin, detaching LoggedIn first; does nothing when it is shown.
    func attachLoggedOut() async
    /// Shows the LoggedIn napkin for `user`, detaching LoggedOut first; does nothing when
    /// LoggedIn is already shown.
    func attachLoggedIn(user: User) async
}

/// What the LaunchNapkin tells the app above it.
protocol LaunchNapkinListener: AnyObject, Sendable {
    /// A login attempt failed; the LoggedOut screen already shows `failure.message`.
    func launchDidFailLogin(_ failure: LoginFailure) async
}

/// The LaunchNapkin's business logic. It holds the service, and its auth gate is the one
/// place that decides which child is shown.
final actor LaunchNapkinInteractor:
    Interactable,
    LoggedOutNapkinListener,
    LoggedInNapkinListener
{
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let authService: AuthService
    /// Where login failures are published for the LoggedOut napkin (the write side of the
    /// component's stream). Failures are state, not routing: the gate still decides.
    nonisolated let loginFailures: StateBroadcaster<LoginFailure?>

    weak var router: LaunchNapkinRouting?
    weak var listener: LaunchNapkinListener?

    /// The login attempt in flight, if any.
    private var loginTask: Task<Void, Never>?

    init(authService: AuthService, loginFailures: StateBroadcaster<LoginFailure?> = StateBroadcaster()) {
        self.authService = authService
        self.loginFailures = loginFailures
    }

    /// Called once by the builder, right after construction. Nothing else assigns either.
    func wire(router: LaunchNapkinRouting?, listener: LaunchNapkinListener?) {
        self.router = router
        self.listener = listener
    }

    func didBecomeActive() async {
        // The auth gate: routing follows auth state, not taps. The stream replays the
        // current value (nil at launch), which is what attaches the LoggedOut napkin.
        // Bound to the active scope: cancelled automatically on deactivation.
        task {
            for await user in await self.authService.userStream() {
                if let user {
                    await self.router?.attachLoggedIn(user: user)
                } else {
                    await self.router?.attachLoggedOut()
                }
            }
        }
    }

    func willResignActive() async {}

    // MARK: - LoggedOutNapkinListener

    func loggedOutDidTapLogin() async {
        // One request at a time: a second tap while one is in flight waits for it.
        if let pending = loginTask {
            await pending.value
            return
        }
        // Bound to the active scope, not to the tap's task: tearing the napkin down cancels
        // the request in flight (URLSessionAuthService cancels it on the wire). Awaited, so
        // the caller still returns when the attempt is over.
        let attempt = task { await self.attemptLogin() }
        loginTask = attempt
        await attempt.value
        loginTask = nil
    }

    /// Asks the service to sign in. No routing here: the gate above reacts to the stream.
    /// A failure is published for the LoggedOut napkin to show and told to the listener; a
    /// new attempt, or a success, clears it.
    private func attemptLogin() async {
        loginFailures.send(nil)
        do {
            _ = try await authService.login()
        } catch is CancellationError {
            // The napkin is being torn down mid-request: nothing to do.
        } catch {
            // Login failed: stay on the logged-out screen (the gate still decides), say why.
            guard !Task.isCancelled else { return }
            let failure = LoginFailure(error)
            loginFailures.send(failure)
            await listener?.launchDidFailLogin(failure)
        }
    }

    // MARK: - LoggedInNapkinListener

    func loggedInDidTapLogout() async {
        // Routing happens via the stream, same as login.
        try? await authService.logout()
    }
}
