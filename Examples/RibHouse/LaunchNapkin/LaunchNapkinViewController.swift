import NapkinUI

/// What the LaunchNapkin's router asks of its view controller: embed a child's view
/// controller full-bleed, or take it out.
@MainActor
protocol LaunchNapkinViewControllable: ViewControllable {
    /// Adds `child`'s view controller, covering the whole screen.
    func embed(_ child: ViewControllable)
    /// Removes `child`'s view controller.
    func detach(_ child: ViewControllable)
}

/// A plain view controller (not a hosting one): the LaunchNapkin is headless and only
/// embeds its children, which `ViewController` lays out full-bleed.
@MainActor
final class LaunchNapkinViewController: ViewController, LaunchNapkinViewControllable {
    func embed(_ child: ViewControllable) {
        addChild(child.uiviewController)
    }

    func detach(_ child: ViewControllable) {
        child.uiviewController.removeFromParent()
    }
}
