import Napkin

protocol LoggedInNapkinListener: AnyObject, Sendable {
    func loggedInDidTapLogout() async
}

@MainActor
protocol LoggedInNapkinPresentable: Presentable {
    var listener: LoggedInNapkinPresentableListener? { get set }
}

final actor LoggedInNapkinInteractor: PresentableInteractable, LoggedInNapkinPresentableListener {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let presenter: LoggedInNapkinPresentable
    let user: User
    weak var router: LoggedInNapkinRouting?
    weak var listener: LoggedInNapkinListener?

    init(presenter: LoggedInNapkinPresentable, user: User) {
        self.presenter = presenter
        self.user = user
    }

    func wire(router: LoggedInNapkinRouting?, listener: LoggedInNapkinListener?) async {
        self.router = router
        self.listener = listener
        await MainActor.run { [presenter] in presenter.listener = self }
    }

    func didTapLogout() async {
        await listener?.loggedInDidTapLogout()
    }
}
