import Napkin

/// What the Browse interactor asks of its router: the stacked routing pattern.
@MainActor
protocol BrowseNapkinRouting: ViewableRouting {
    /// Builds and attaches the detail napkin for `food` and pushes its view.
    func attachDetail(food: String, number: Int) async
    /// Detaches the detail napkin (popping its view if it is still shown).
    func detachDetail() async
}

/// What the Browse interactor shows through its view controller.
@MainActor
protocol BrowseNapkinPresentable: Presentable {
    /// Shows `selection` as the current selection.
    func present(selection: String?)
}

/// The Browse tab talks up to the tab bar through this (nothing to say yet).
protocol BrowseNapkinListener: AnyObject, Sendable {}

/// Holds the menu's current selection. The first tap on a food selects it; a tap on the
/// selected food opens its detail. The selection lives here, in the napkin that stays
/// attached across tab switches, which is why it survives them.
final actor BrowseNapkinInteractor: PresentableInteractable, BrowseNapkinPresentableListener {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let presenter: BrowseNapkinPresentable
    nonisolated let foods: [String]
    weak var router: BrowseNapkinRouting?
    weak var listener: BrowseNapkinListener?
    /// The food marked on the menu.
    private(set) var selection: String?

    init(presenter: BrowseNapkinPresentable, foods: [String]) {
        self.presenter = presenter
        self.foods = foods
    }

    /// Called once by the builder.
    func wire(router: BrowseNapkinRouting?, listener: BrowseNapkinListener?) {
        self.router = router
        self.listener = listener
    }

    func didTapFood(_ food: String) async {
        guard let index = foods.firstIndex(of: food) else { return }
        if selection == food {
            await router?.attachDetail(food: food, number: index + 1)
        } else {
            selection = food
            await presenter.present(selection: food)
        }
    }

    func didPopDetail() async {
        await router?.detachDetail()
    }
}
