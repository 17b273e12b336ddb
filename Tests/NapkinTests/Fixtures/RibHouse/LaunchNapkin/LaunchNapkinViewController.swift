import Napkin
import NapkinUI

@MainActor
protocol LaunchNapkinViewControllable: ViewControllable {
    func embed(_ child: ViewControllable)
    func detach(_ child: ViewControllable)
}

// A plain view controller (not a hosting controller): the napkin is headless and only
// embeds its children. NapkinUI lays children out full-bleed, so the UIKit constraint
// plumbing of the tutorial reduces to addChild / removeFromParent.
@MainActor
final class LaunchNapkinViewController: ViewController, LaunchNapkinViewControllable {

    func embed(_ child: ViewControllable) {
        let childVC = child.viewController
        addChild(childVC)
    }

    func detach(_ child: ViewControllable) {
        let childVC = child.viewController
        childVC.removeFromParent()
    }
}
