import Napkin

/// What the Profile interactor asks of its router (nothing: it is a leaf).
@MainActor
protocol ProfileNapkinRouting: ViewableRouting {}

/// What the Profile interactor shows through its view controller.
@MainActor
protocol ProfileNapkinPresentable: Presentable {}

/// The Profile tab talks up to the tab bar through this.
protocol ProfileNapkinListener: AnyObject, Sendable {
    /// The user asked to sign out.
    func profileDidTapLogout() async
}

/// Forwards Logout to the parent, which owns the auth service.
final actor ProfileNapkinInteractor: PresentableInteractable, ProfileNapkinPresentableListener {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let presenter: ProfileNapkinPresentable
    weak var router: ProfileNapkinRouting?
    weak var listener: ProfileNapkinListener?

    init(presenter: ProfileNapkinPresentable) {
        self.presenter = presenter
    }

    /// Called once by the builder.
    func wire(router: ProfileNapkinRouting?, listener: ProfileNapkinListener?) {
        self.router = router
        self.listener = listener
    }

    func didTapLogout() async {
        await listener?.profileDidTapLogout()
    }
}
