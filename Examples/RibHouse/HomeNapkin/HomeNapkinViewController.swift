import NapkinUI

/// The Home view talks to its interactor through this.
protocol HomeNapkinPresentableListener: AnyObject, Sendable {
    /// "See your profile" was tapped.
    func didTapSeeProfile() async
}

/// What the router holds of the Home view controller.
@MainActor
protocol HomeNapkinViewControllable: ViewControllable {}

/// Hosts ``HomeNapkinView``; its tab is "Home".
@MainActor
final class HomeNapkinViewController: HostingController<HomeNapkinView>, HomeNapkinPresentable, HomeNapkinViewControllable {
    weak var listener: HomeNapkinPresentableListener? {
        didSet { rootView.listener = listener }
    }

    init(user: User) {
        super.init(rootView: HomeNapkinView(user: user))
        tabBarItem = TabBarItem(title: "HOME", symbol: "01")
    }
}
