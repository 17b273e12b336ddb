internal import Raster

/// A `NavigationStack` shown through a navigation controller embedded in the controller that
/// hosts the stack's view.
@MainActor
final class EmbeddedNavigation {
    let controller: NavigationController
    let root: HostingController<AnyView>
    /// Where the stack's view was laid out, in window points.
    var frame: Rect = .zero
    /// The safe area the stack's view was laid out in (`nil` before its first layout).
    var safeRect: Rect?
    /// The node of the stack's view in the last layout, to read its place again when a
    /// container re-places it after the embedded screens' layout (a tab view hiding its bar).
    weak var host: NavigationStackHostNode?
    /// Which tab of a tab view the stack belongs to ("" outside a tab view).
    var scopeKey = ""
    /// The bound path of `NavigationStack(path:root:)`, and the values the stack was last
    /// brought in line with.
    var path: NavigationPathBinding?
    var syncedValues: [AnyHashable] = []
    /// True while the stack is changed to follow the path (its pops write nothing back).
    var isSyncing = false

    /// Pushes and pops so that the screens above the root show the path's values, when the
    /// path changed since the last time; returns true when the stack changed.
    func syncWithPath() -> Bool {
        guard let path else { return false }
        let values = path.values()
        guard values != syncedValues else { return false }
        syncedValues = values
        isSyncing = true
        defer { isSyncing = false }
        let pushed = Array(controller.viewControllers.dropFirst())
        var common = 0
        while common < min(values.count, pushed.count), pushed[common].bridge.pushOrigin.value == values[common] { common += 1 }
        while controller.viewControllers.count > common + 1, controller.popViewController(animated: false) != nil {}
        for value in values.dropFirst(common) {
            guard let pushed = controller.makeDestination(for: value) else { break }
            controller.pushViewController(pushed, animated: false)
        }
        return true
    }

    init(content: AnyView) {
        root = HostingController(rootView: content)
        // No fill of its own: what is behind the stack shows, as before pushes existed.
        root.backgroundColor = nil
        controller = NavigationController(rootViewController: root)
        controller.prefersLargeTitles = true
        controller.barStyle = .transparent
    }
}
