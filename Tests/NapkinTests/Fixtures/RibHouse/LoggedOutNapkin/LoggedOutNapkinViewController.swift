import Napkin
import NapkinUI

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
}
