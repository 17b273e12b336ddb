import Napkin

/// Builds and attaches all three children when it loads and never detaches them while the
/// tab bar lives: each child stays active, with its state, on or off screen.
@MainActor
final class TabBarNapkinRouter:
    ViewableRouter<TabBarNapkinInteractor, TabBarNapkinViewControllable>,
    TabBarNapkinRouting
{
    private let user: User
    private let homeBuilder: HomeNapkinBuildable
    private let browseBuilder: BrowseNapkinBuildable
    private let profileBuilder: ProfileNapkinBuildable

    private(set) var homeRouter: HomeNapkinRouting?
    private(set) var browseRouter: BrowseNapkinRouting?
    private(set) var profileRouter: ProfileNapkinRouting?

    init(
        interactor: TabBarNapkinInteractor,
        viewController: TabBarNapkinViewControllable,
        user: User,
        homeBuilder: HomeNapkinBuildable,
        browseBuilder: BrowseNapkinBuildable,
        profileBuilder: ProfileNapkinBuildable
    ) {
        self.user = user
        self.homeBuilder = homeBuilder
        self.browseBuilder = browseBuilder
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
    }

    override func didLoad() async {
        await super.didLoad()
        let home = await homeBuilder.build(withListener: interactor, user: user)
        let browse = await browseBuilder.build(withListener: interactor, user: user)
        let profile = await profileBuilder.build(withListener: interactor, user: user)
        homeRouter = home
        browseRouter = browse
        profileRouter = profile
        await attachChild(home)
        await attachChild(browse)
        await attachChild(profile)
        viewController.installTabs([
            home.viewControllable,
            browse.viewControllable,
            profile.viewControllable,
        ])
    }

    func selectTab(_ tab: TabBarTab) {
        viewController.showTab(at: tab.rawValue)
    }
}
