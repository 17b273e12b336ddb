import Napkin
import NapkinUI

@MainActor
protocol LoggedOutNapkinViewControllable: ViewControllable {}

@MainActor
protocol LoggedOutNapkinRouting: ViewableRouting {}

@MainActor
final class LoggedOutNapkinRouter:
    ViewableRouter<LoggedOutNapkinInteractor, LoggedOutNapkinViewControllable>,
    LoggedOutNapkinRouting
{}
