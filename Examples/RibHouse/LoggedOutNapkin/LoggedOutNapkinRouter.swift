import Napkin

/// The LoggedOutNapkin's router: a leaf, it only owns the view controller.
@MainActor
final class LoggedOutNapkinRouter:
    ViewableRouter<LoggedOutNapkinInteractor, LoggedOutNapkinViewControllable>,
    LoggedOutNapkinRouting
{}
