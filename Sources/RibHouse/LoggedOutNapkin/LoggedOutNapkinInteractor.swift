import Napkin

/// What the LoggedOutNapkin's interactor asks of its router (nothing yet: it has no children).
@MainActor
protocol LoggedOutNapkinRouting: ViewableRouting {}

/// What the interactor shows through its view controller.
@MainActor
protocol LoggedOutNapkinPresentable: Presentable {
    /// The interactor, as the view's listener.
    var listener: LoggedOutNapkinPresentableListener? { get set }
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

    weak var router: LoggedOutNapkinRouting?
    weak var listener: LoggedOutNapkinListener?

    init(presenter: LoggedOutNapkinPresentable) {
        self.presenter = presenter
    }

    /// Called once by the builder, right after construction.
    func wire(router: LoggedOutNapkinRouting?, listener: LoggedOutNapkinListener?) {
        self.router = router
        self.listener = listener
    }

    // PresentableListener: view → this actor
    func didTapLogin() async {
        // Listener: this actor → parent (Launch)
        await listener?.loggedOutDidTapLogin()
    }
}
