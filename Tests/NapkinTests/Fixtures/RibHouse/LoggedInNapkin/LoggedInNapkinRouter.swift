import Napkin
import NapkinUI

@MainActor
protocol LoggedInNapkinViewControllable: ViewControllable {}

@MainActor
protocol LoggedInNapkinRouting: ViewableRouting {}

@MainActor
final class LoggedInNapkinRouter:
    ViewableRouter<LoggedInNapkinInteractor, LoggedInNapkinViewControllable>,
    LoggedInNapkinRouting
{
    let user: User

    init(interactor: LoggedInNapkinInteractor, viewController: LoggedInNapkinViewControllable, user: User) {
        self.user = user
        super.init(interactor: interactor, viewController: viewController)
    }
}
