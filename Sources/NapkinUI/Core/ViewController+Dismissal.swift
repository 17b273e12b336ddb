/// What closing a controller's SwiftUI content means (`@Environment(\.dismiss)`), found by
/// one walk up from the controller.
enum Dismissal {
    /// Pop `screen` (and what is above it) off `stack`, which pushed it.
    case pop(screen: ViewController, stack: NavigationController)
    /// Close the presentation `presented` is part of.
    case presentation(ViewController)
}

extension ViewController {
    /// The nearest navigation controller above this controller, as UIKit's property.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let stack = controller.navigationStack { return stack }
            current = controller.parent
        }
        return nil
    }

    /// What `dismiss()` in this controller's content does: the first thing found walking up
    /// from it, a screen pushed above a navigation stack's root or a presented controller;
    /// `nil` when there is neither.
    var dismissal: Dismissal? {
        var current: ViewController? = self
        while let controller = current {
            if let stack = controller.parent?.stackThatPushed(controller) { return .pop(screen: controller, stack: stack) }
            if controller.presentingViewController != nil { return .presentation(controller) }
            current = controller.parent
        }
        return nil
    }

    /// True when this controller or one above it was presented, or it was pushed above a
    /// navigation stack's root.
    var isPresentedOrPushed: Bool { dismissal != nil }

    /// What `@Environment(\.dismiss)` does in this controller's content: pops it when it was
    /// pushed on a navigation stack, else closes the presentation it is part of (through the
    /// presenting modifier's binding when a modifier presented it).
    func dismissFromContent() {
        switch dismissal {
        case .pop(let screen, let stack):
            stack.pop(screen)
        case .presentation(let presented):
            if let origin = presented.bridge.presentationOrigin {
                origin.dismiss()
            } else {
                presented.dismiss(animated: true)
            }
        case nil:
            break
        }
    }
}
