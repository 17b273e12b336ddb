import NapkinUI

/// The view talks down to the interactor through this.
protocol LoggedInNapkinPresentableListener: AnyObject, Sendable {
    /// The Logout button was tapped.
    func didTapLogout() async
}

/// What the router holds of the view controller.
@MainActor
protocol LoggedInNapkinViewControllable: ViewControllable {}

/// Hosts ``LoggedInNapkinView`` for one user.
@MainActor
final class LoggedInNapkinViewController:
    HostingController<LoggedInNapkinView>,
    LoggedInNapkinPresentable,
    LoggedInNapkinViewControllable
{
    weak var listener: LoggedInNapkinPresentableListener? {
        didSet { rootView.listener = listener }
    }

    init(user: User) {
        super.init(rootView: LoggedInNapkinView(user: user))
    }
}
