import NapkinUI

/// The Profile view talks to its interactor through this.
protocol ProfileNapkinPresentableListener: AnyObject, Sendable {
    /// Logout was tapped.
    func didTapLogout() async
}

/// What the router holds of the Profile view controller.
@MainActor
protocol ProfileNapkinViewControllable: ViewControllable {}

/// Hosts ``ProfileNapkinView``; its tab is "Profile".
@MainActor
final class ProfileNapkinViewController: HostingController<ProfileNapkinView>, ProfileNapkinPresentable, ProfileNapkinViewControllable {
    weak var listener: ProfileNapkinPresentableListener? {
        didSet { rootView.listener = listener }
    }

    init(user: User) {
        super.init(rootView: ProfileNapkinView(user: user))
        tabBarItem = TabBarItem(title: "PROFILE", symbol: "03")
    }
}
