import Napkin

/// What the Home interactor asks of its router (nothing: it is a leaf).
@MainActor
protocol HomeNapkinRouting: ViewableRouting {}

/// What the Home interactor shows through its view controller.
@MainActor
protocol HomeNapkinPresentable: Presentable {}

/// The Home tab talks up to the tab bar through this.
protocol HomeNapkinListener: AnyObject, Sendable {
    /// The user asked to see their profile; the parent switches tabs.
    func homeDidRequestProfile() async
}

/// Forwards "See your profile" to the parent, which owns tab selection.
final actor HomeNapkinInteractor: PresentableInteractable, HomeNapkinPresentableListener {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let presenter: HomeNapkinPresentable
    weak var router: HomeNapkinRouting?
    weak var listener: HomeNapkinListener?

    init(presenter: HomeNapkinPresentable) {
        self.presenter = presenter
    }

    /// Called once by the builder.
    func wire(router: HomeNapkinRouting?, listener: HomeNapkinListener?) {
        self.router = router
        self.listener = listener
    }

    func didTapSeeProfile() async {
        await listener?.homeDidRequestProfile()
    }
}
