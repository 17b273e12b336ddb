import NapkinUI

/// The view talks down to the interactor through this.
protocol LoggedOutNapkinPresentableListener: AnyObject, Sendable {
    /// The Login button was tapped.
    func didTapLogin() async
}

/// What the router holds of the view controller.
@MainActor
protocol LoggedOutNapkinViewControllable: ViewControllable {}

/// Hosts ``LoggedOutNapkinView`` and hands it the interactor as its listener.
@MainActor
final class LoggedOutNapkinViewController:
    HostingController<LoggedOutNapkinView>,
    LoggedOutNapkinPresentable,
    LoggedOutNapkinViewControllable
{
    weak var listener: LoggedOutNapkinPresentableListener? {
        didSet { rootView.listener = listener }
    }

    init() {
        super.init(rootView: LoggedOutNapkinView())
    }

    func showLoginFailure(_ message: String?) {
        rootView.failureMessage = message
    }
}
