import NapkinUI

/// A router whose napkin has a view controller, which the parent embeds.
///
/// `ViewControllerType` is usually the napkin's view-controllable protocol
/// (`ViewableRouter<LoggedOutNapkinInteractor, LoggedOutNapkinViewControllable>`), so the
/// router can call the napkin-specific methods (`embed`, `detach`) on it.
@MainActor
open class ViewableRouter<InteractorType, ViewControllerType>: Router<InteractorType>, ViewableRouting {
    /// The napkin's view controller, with the type the napkin gave it. It never changes.
    public let viewController: ViewControllerType

    /// The same view controller, as something a parent can embed.
    public let viewControllable: any ViewControllable

    /// A router for `interactor` and `viewController`, detached, inactive and not loaded.
    /// `viewController` must be `ViewControllable` (a NapkinUI `ViewController` that
    /// declares it, as UIKit's do); this is checked here and a mistake stops the program.
    public init(interactor: InteractorType, viewController: ViewControllerType) {
        guard let viewControllable = viewController as? any ViewControllable else {
            preconditionFailure(
                "\(type(of: viewController)) is not ViewControllable: a viewable router's view controller must conform to ViewControllable (declare it on the view controller class, e.g. `final class MyViewController: ViewController, MyViewControllable`)."
            )
        }
        self.viewController = viewController
        self.viewControllable = viewControllable
        super.init(interactor: interactor)
    }

    override var trackedViewController: AnyObject? { viewControllable.uiviewController }
}
