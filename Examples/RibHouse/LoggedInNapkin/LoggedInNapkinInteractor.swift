import Napkin

/// What the LoggedInNapkin's interactor asks of its router (nothing yet).
@MainActor
protocol LoggedInNapkinRouting: ViewableRouting {}

/// What the interactor shows through its view controller.
@MainActor
protocol LoggedInNapkinPresentable: Presentable {
    /// The interactor, as the view's listener.
    var listener: LoggedInNapkinPresentableListener? { get set }
}

/// The interactor talks up to the parent (the LaunchNapkin) through this.
protocol LoggedInNapkinListener: AnyObject, Sendable {
    /// The user asked to log out.
    func loggedInDidTapLogout() async
}

/// Holds the signed-in user for the lifetime of this napkin and forwards Logout upward.
final actor LoggedInNapkinInteractor: PresentableInteractable, LoggedInNapkinPresentableListener {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let presenter: LoggedInNapkinPresentable
    nonisolated let user: User

    weak var router: LoggedInNapkinRouting?
    weak var listener: LoggedInNapkinListener?

    init(presenter: LoggedInNapkinPresentable, user: User) {
        self.presenter = presenter
        self.user = user
    }

    /// Called once by the builder, right after construction.
    func wire(router: LoggedInNapkinRouting?, listener: LoggedInNapkinListener?) {
        self.router = router
        self.listener = listener
    }

    func didTapLogout() async {
        await listener?.loggedInDidTapLogout()
    }
}
