import Napkin

/// The tabs, in bar order.
enum TabBarTab: Int, CaseIterable, Sendable {
    case home, browse, profile
}

/// What the TabBarNapkin's interactor asks of its router.
@MainActor
protocol TabBarNapkinRouting: ViewableRouting {
    /// Brings `tab` to the front. Nothing is attached or detached.
    func selectTab(_ tab: TabBarTab)
}

/// What the TabBarNapkin tells the app: the user signed out from Profile.
protocol TabBarNapkinListener: AnyObject, Sendable {
    /// The user signed out.
    func tabBarDidLogout() async
}

/// Concurrent routing's business logic: it never detaches a child when the user switches
/// tabs. It hears selections (view state it keeps only to show the pattern) and the
/// children's requests.
final actor TabBarNapkinInteractor:
    Interactable,
    TabBarNapkinPresentableListener,
    HomeNapkinListener,
    BrowseNapkinListener,
    ProfileNapkinListener
{
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let authService: AuthService

    weak var router: TabBarNapkinRouting?
    weak var listener: TabBarNapkinListener?
    /// The last tab the user picked on the bar.
    private(set) var selectedIndex = 0

    init(authService: AuthService) {
        self.authService = authService
    }

    /// Called once by the builder, right after construction.
    func wire(router: TabBarNapkinRouting?, listener: TabBarNapkinListener?) {
        self.router = router
        self.listener = listener
    }

    // MARK: - TabBarNapkinPresentableListener

    func didSelectTab(at index: Int) async {
        selectedIndex = index
    }

    // MARK: - HomeNapkinListener

    func homeDidRequestProfile() async {
        selectedIndex = TabBarTab.profile.rawValue
        await router?.selectTab(.profile)
    }

    // MARK: - ProfileNapkinListener

    func profileDidTapLogout() async {
        try? await authService.logout()
        await listener?.tabBarDidLogout()
    }
}
