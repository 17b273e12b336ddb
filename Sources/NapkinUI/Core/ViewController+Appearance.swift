/// UIKit's appearance callbacks (`viewWillAppear(_:)` … `viewDidDisappear(_:)`), driven by
/// ``Window``'s layouts.
///
/// A controller appears when a layout of a window first places it (as the root, a child its
/// container shows, a presented controller or one a `UIViewControllerRepresentable` hosts) and
/// disappears when a later layout of that window no longer places it. Nothing animates in a
/// snapshot, so `animated` is always `false`; `viewWillAppear(_:)` runs before the controller's
/// layout, `viewDidAppear(_:)` after the window's whole layout, and a controller leaving gets
/// `viewWillDisappear(_:)` then `viewDidDisappear(_:)` after that layout, or at once when it is
/// taken out of the tree (popped, removed from its parent, dismissed) while on screen.
@MainActor
final class AppearancePass {
    /// The pass of the window layout under way, if any.
    static var current: AppearancePass?

    /// The controllers the window's previous layout placed, in the order it placed them.
    private let previous: [WeakController]
    /// The controllers this layout placed so far, in order.
    private(set) var placed: [WeakController] = []
    /// The controllers of `placed`.
    private var placedSet: Set<ObjectIdentifier> = []
    /// The controllers that appeared in this layout, in the order they were placed.
    private var appeared: [ViewController] = []

    init(previous: [WeakController]) {
        self.previous = previous
    }

    /// Notes that `controller` is being laid out; answers whether it is appearing now.
    func place(_ controller: ViewController) -> Bool {
        let id = ObjectIdentifier(controller)
        guard placedSet.insert(id).inserted else { return false }
        placed.append(WeakController(controller))
        guard !controller.isOnScreen else { return false }
        controller.isOnScreen = true
        appeared.append(controller)
        return true
    }

    /// Tells the controllers that left that they disappeared, and the new ones that they appeared.
    func finish() {
        for entry in previous {
            guard let controller = entry.controller, !placedSet.contains(ObjectIdentifier(controller)) else { continue }
            controller.leaveScreen()
        }
        for controller in appeared { controller.viewDidAppear(false) }
    }

    /// Runs one layout of a window as a pass: `body` lays it out with `previous` the
    /// controllers its last layout placed; answers those this one placed.
    static func run(previous: [WeakController], _ body: () -> Void) -> [WeakController] {
        let pass = AppearancePass(previous: previous)
        let outer = current
        current = pass
        body()
        current = outer
        pass.finish()
        return pass.placed
    }
}

extension ViewController {
    /// Tells the controller, and the children its last layout showed, that they disappeared,
    /// if they were on screen.
    func leaveScreen() {
        guard isOnScreen else { return }
        isOnScreen = false
        viewWillDisappear(false)
        for child in visibleChildren { child.leaveScreen() }
        viewDidDisappear(false)
    }
}

/// A controller held weakly.
@MainActor
struct WeakController {
    weak var controller: ViewController?

    init(_ controller: ViewController) {
        self.controller = controller
    }
}
