import Napkin
import NapkinUI

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
