import Napkin
import NapkinUI

/// The Browse view talks to its interactor through this.
protocol BrowseNapkinPresentableListener: AnyObject, Sendable {
    /// A food on the menu was tapped.
    func didTapFood(_ food: String) async
    /// The detail view was popped (by the back button).
    func didPopDetail() async
}

/// What the router asks of the Browse view controller.
@MainActor
protocol BrowseNapkinViewControllable: ViewControllable {
    /// Pushes `child`'s view controller.
    func push(_ child: ViewControllable)
    /// Pops `child`'s view controller if it is on top.
    func pop(_ child: ViewControllable)
}

/// A navigation stack whose root is the menu; it reports pops to the interactor.
@MainActor
final class BrowseNapkinViewController:
    NavigationController,
    BrowseNapkinPresentable,
    BrowseNapkinViewControllable,
    NavigationControllerDelegate
{
    weak var listener: BrowseNapkinPresentableListener? {
        didSet { menu.rootView.listener = listener }
    }
    private let menu: HostingController<BrowseNapkinView>

    init(foods: [String]) {
        menu = HostingController(rootView: BrowseNapkinView(foods: foods))
        menu.title = "Menu"
        super.init(rootViewController: menu)
        tabBarItem = TabBarItem(title: "BROWSE", symbol: "02")
        delegate = self
        appearance = BarAppearance(
            background: Theme.paper,
            separator: Theme.ink.opacity(0.35),
            foreground: Theme.ink,
            secondary: Theme.inkMuted,
            font: Font.serifItalic(20)
        )
    }

    func present(selection: String?) {
        menu.rootView.selection = selection
    }

    func push(_ child: ViewControllable) {
        pushViewController(child.uiviewController, animated: true)
    }

    func pop(_ child: ViewControllable) {
        if topViewController === child.uiviewController {
            popViewController(animated: true)
        }
    }

    func navigationController(_ navigationController: NavigationController, didPop viewController: ViewController) {
        dispatch { [listener] in await listener?.didPopDetail() }
    }
}
