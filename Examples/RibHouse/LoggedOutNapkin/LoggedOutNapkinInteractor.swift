import Napkin

/// What the LoggedOutNapkin's interactor asks of its router (nothing yet: it has no children).
@MainActor
protocol LoggedOutNapkinRouting: ViewableRouting {}

/// What the interactor shows through its view controller.
@MainActor
protocol LoggedOutNapkinPresentable: Presentable {
    /// The interactor, as the view's listener.
    var listener: LoggedOutNapkinPresentableListener? { get set }
    /// Shows `message` under the LOGIN button, or nothing when it is `nil`.
    func showLoginFailure(_ message: String?)
}

/// The interactor talks up to the parent (the LaunchNapkin) through this.
protocol LoggedOutNapkinListener: AnyObject, Sendable {
    /// The user asked to log in.
    func loggedOutDidTapLogin() async
}

/// Translates the view's vocabulary (`didTapLogin`) into the parent's (`loggedOutDidTapLogin`).
final actor LoggedOutNapkinInteractor: PresentableInteractable, LoggedOutNapkinPresentableListener {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let presenter: LoggedOutNapkinPresentable
    /// The parent's last login failure; shown while this napkin is active.
    nonisolated let loginFailures: any StateStream<LoginFailure?>

    weak var router: LoggedOutNapkinRouting?
    weak var listener: LoggedOutNapkinListener?

    init(presenter: LoggedOutNapkinPresentable, loginFailures: any StateStream<LoginFailure?>) {
        self.presenter = presenter
        self.loginFailures = loginFailures
    }

    /// Called once by the builder, right after construction.
    func wire(router: LoggedOutNapkinRouting?, listener: LoggedOutNapkinListener?) {
        self.router = router
        self.listener = listener
    }

    func didBecomeActive() async {
        // Shows the parent's last login failure, and every change, while active. The stream
        // replays, so a LoggedOut napkin attached after a failure shows it too (and one
        // attached after a logout shows nothing: a new attempt or a success clears it).
        task {
            for await failure in self.loginFailures.stream() {
                await self.presenter.showLoginFailure(failure?.message)
            }
        }
    }

    // PresentableListener: view → this actor
    func didTapLogin() async {
        // Listener: this actor → parent (Launch)
        await listener?.loggedOutDidTapLogin()
    }
}
