import Napkin

protocol LoggedOutNapkinListener: AnyObject, Sendable {
    func loggedOutDidTapLogin() async
}

@MainActor
protocol LoggedOutNapkinPresentable: Presentable {
    var listener: LoggedOutNapkinPresentableListener? { get set }
}

final actor LoggedOutNapkinInteractor: PresentableInteractable, LoggedOutNapkinPresentableListener {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let presenter: LoggedOutNapkinPresentable
    weak var router: LoggedOutNapkinRouting?
    weak var listener: LoggedOutNapkinListener?

    init(presenter: LoggedOutNapkinPresentable) {
        self.presenter = presenter
    }

    func wire(router: LoggedOutNapkinRouting?, listener: LoggedOutNapkinListener?) async {
        self.router = router
        self.listener = listener
        await MainActor.run { [presenter] in presenter.listener = self }
    }

    // PresentableListener: view → this actor
    func didTapLogin() async {
        // Listener: this actor → parent (Launch)
        await listener?.loggedOutDidTapLogin()
    }
}
