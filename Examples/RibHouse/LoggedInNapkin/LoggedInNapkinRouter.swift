import Napkin

/// The LoggedInNapkin's router. It keeps the user it was built for: the user exists only
/// for the lifetime of this napkin instance.
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
