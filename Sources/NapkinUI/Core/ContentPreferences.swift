internal import Raster

/// What the SwiftUI-style content of a controller asked of it in the last layout: found by
/// one walk of the laid-out content after each layout, as SwiftUI's preferences flow up.
struct ContentPreferences {
    /// `.navigationDestination(for:)` builders, by the value type they take.
    var destinations: [ObjectIdentifier: @MainActor (Any) -> AnyView] = [:]
    /// Sheets, covers, alerts and dialogs whose bindings ask to be shown, in tree order.
    var presentations: [PresentationRequest] = []
    /// True when the content declared anything about the navigation bar, so the controller's
    /// ``NavigationItem`` follows the content.
    var drivesNavigationItem = false
    /// Detents and grabber of the sheet showing this content.
    var sheet = SheetPreferences()
    /// `.navigationDestination(isPresented:)` modifiers, keyed by their place in the content.
    var programmatic: [(String, ProgrammaticDestinationNode)] = []
}

/// A request from a `.sheet`, `.fullScreenCover`, `.popover`, `.alert` or
/// `.confirmationDialog` modifier whose binding says "shown".
struct PresentationRequest {
    /// Tells requests apart across layouts: the modifier's kind, its place among the
    /// presentation modifiers of the content, and the item it shows, if any.
    let key: String
    /// Builds the controller the first time the request is seen.
    let makeController: @MainActor () -> ViewController
    /// Gives an already presented controller the content of this layout.
    let update: @MainActor (ViewController) -> Void
    /// Writes "not shown" through the modifier's binding (what `dismiss()` does).
    let dismiss: @MainActor () -> Void
    /// Runs once the presented controller has gone.
    let onDismiss: (@MainActor () -> Void)?
    /// The environment at the modifier, which the presented content inherits.
    let environment: EnvironmentValues
}

/// Carries a presentation request up to the controller; lays out as its child.
@MainActor
final class PresentationNode: WrapperNode {
    let request: PresentationRequest?
    let kindName: String

    init(child: LayoutNode, kindName: String, request: PresentationRequest?) {
        self.request = request
        self.kindName = kindName
        super.init(child: child)
    }
}

/// Carries a `.navigationDestination(for:)` up to the controller.
@MainActor
final class DestinationNode: WrapperNode {
    let type: ObjectIdentifier
    let build: @MainActor (Any) -> AnyView

    init(child: LayoutNode, type: ObjectIdentifier, build: @escaping @MainActor (Any) -> AnyView) {
        self.type = type
        self.build = build
        super.init(child: child)
    }
}

/// Carries navigation bar settings (`.toolbar`, `.navigationBarTitleDisplayMode`,
/// `.navigationBarItems`, `.navigationBarBackButtonHidden`) up to the controller.
@MainActor
final class NavigationBarPreferenceNode: WrapperNode {
    let apply: @MainActor (NavigationItem) -> Void

    init(child: LayoutNode, apply: @escaping @MainActor (NavigationItem) -> Void) {
        self.apply = apply
        super.init(child: child)
    }
}

/// The controller whose content is being built, so that links can push and modifiers can
/// find what to present on.
@MainActor
final class ControllerContext {
    weak var controller: ViewController?
    init(_ controller: ViewController) { self.controller = controller }
}

private struct ControllerContextKey: EnvironmentKey {
    static var defaultValue: ControllerContext? { nil }
}

extension EnvironmentValues {
    /// The controller laying this content out.
    var controllerContext: ControllerContext? {
        get { self[ControllerContextKey.self] }
        set { self[ControllerContextKey.self] = newValue }
    }
}

/// A `NavigationStack` shown through a navigation controller embedded in the controller that
/// hosts the stack's view.
@MainActor
final class EmbeddedNavigation {
    let controller: NavigationController
    let root: HostingController<AnyView>
    /// Where the stack's view was laid out, in window points.
    var frame: Rect = .zero
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
        while common < min(values.count, pushed.count), pushed[common].navigationValue == values[common] { common += 1 }
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

extension ViewController {
    /// The sheet settings of this controller's content, or of the root of the navigation stack
    /// it embeds (a sheet showing a `NavigationStack` sets them inside it).
    var sheetPreferences: SheetPreferences {
        if preferences.sheet != SheetPreferences() { return preferences.sheet }
        return embeddedNavigation?.root.preferences.sheet ?? SheetPreferences()
    }

    /// The first `.navigationTitle` in this controller's content, built (not laid out) in
    /// `environment`.
    func titleFromContent(environment: EnvironmentValues) -> String? {
        guard let contentView else { return nil }
        func first(_ node: LayoutNode) -> String? {
            if let titled = node as? NavigationTitleNode { return titled.title }
            if node is NavigationStackHostNode { return nil }
            for child in node.children {
                if let title = first(child) { return title }
            }
            return nil
        }
        return first(buildNode(contentView, in: contentEnvironment(from: environment)))
    }

    /// The nearest navigation controller above this controller, as UIKit's property.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The environment this controller's content is built in: the one given, plus this
    /// controller (for links and modifiers) and what `dismiss` does here.
    func contentEnvironment(from environment: EnvironmentValues) -> EnvironmentValues {
        var environment = inheritedEnvironment ?? environment
        environment.controllerContext = ControllerContext(self)
        environment.dismiss = DismissAction { [weak self] in self?.dismissFromContent() }
        return environment
    }

    /// What `@Environment(\.dismiss)` does in this controller's content: pops it when it was
    /// pushed on a navigation stack, else closes the presentation it is part of (through the
    /// presenting modifier's binding when a modifier presented it).
    func dismissFromContent() {
        var current: ViewController? = self
        while let controller = current {
            if let navigation = controller.parent as? NavigationController, navigation.viewControllers.first !== controller {
                navigation.pop(controller)
                return
            }
            if controller.presentingViewController != nil {
                if let dismiss = controller.requestDismiss {
                    dismiss()
                } else {
                    controller.dismiss(animated: true)
                }
                return
            }
            current = controller.parent
        }
    }

    /// Reads what the content laid out in `node` asks of this controller: its title and bar,
    /// a navigation stack to embed, destinations, and what to present.
    func applyPreferences(of node: LayoutNode, environment: EnvironmentValues) {
        var found = ContentPreferences()
        var title: String?
        var barSettings: [NavigationBarPreferenceNode] = []
        var stack: NavigationStackHostNode?
        var presentationIndex = 0
        func walk(_ node: LayoutNode) {
            switch node {
            case let titled as NavigationTitleNode:
                if title == nil { title = titled.title }
            case let bar as NavigationBarPreferenceNode:
                barSettings.append(bar)
            case let sheet as SheetPreferenceNode:
                sheet.apply(&found.sheet)
            case let programmatic as ProgrammaticDestinationNode:
                found.programmatic.append(("destination#\(found.programmatic.count)", programmatic))
            case let destination as DestinationNode:
                if found.destinations[destination.type] == nil { found.destinations[destination.type] = destination.build }
            case let presentation as PresentationNode:
                if let request = presentation.request {
                    found.presentations.append(PresentationRequest(
                        key: "\(presentation.kindName)#\(presentationIndex):" + request.key,
                        makeController: request.makeController, update: request.update,
                        dismiss: request.dismiss, onDismiss: request.onDismiss, environment: request.environment
                    ))
                }
                presentationIndex += 1
            case let host as NavigationStackHostNode:
                if stack == nil { stack = host }
                return
            default:
                break
            }
            for child in node.children { walk(child) }
        }
        walk(node)
        if let title {
            self.title = title
            navigationItem.title = title
        }
        if !barSettings.isEmpty || preferences.drivesNavigationItem {
            found.drivesNavigationItem = !barSettings.isEmpty
            navigationItem.reset()
            if let title { navigationItem.title = title }
            // Outer modifiers wrap inner ones; the innermost (found last) wins, as in SwiftUI.
            for bar in barSettings.reversed() { bar.apply(navigationItem) }
        }
        let previous = preferences
        preferences = found
        embedNavigation(stack, environment: environment)
        reconcilePresentations(previous: previous)
    }

    private func embedNavigation(_ host: NavigationStackHostNode?, environment: EnvironmentValues) {
        guard let host else {
            if let embedded = embeddedNavigation {
                embedded.controller.removeFromParent()
                embeddedNavigation = nil
            }
            return
        }
        let embedded = embeddedNavigation ?? {
            let made = EmbeddedNavigation(content: host.content)
            addChild(made.controller)
            embeddedNavigation = made
            return made
        }()
        embedded.root.rootView = host.content
        embedded.controller.inheritedEnvironment = host.environment
        embedded.frame = host.frame
        host.embedded = embedded.controller
        embedded.path = host.path
        if let path = host.path {
            embedded.controller.appendToPath = { path.append($0) }
            embedded.controller.didPopController = { [weak embedded] _ in
                guard let embedded, !embedded.isSyncing else { return }
                path.removeLast(1)
                embedded.syncedValues = path.values()
            }
        } else {
            embedded.controller.appendToPath = nil
            embedded.controller.didPopController = nil
        }
    }

    /// The embedded navigation controller, placed where the stack's view was laid out and
    /// extended under the bars and home indicator wherever it reaches the safe area's edge.
    func embeddedPlacements(in bounds: Rect, safeAreaInsets insets: EdgeInsets) -> [ChildPlacement] {
        guard let embedded = embeddedNavigation else { return [] }
        let safe = bounds.inset(by: insets)
        let f = embedded.frame, e = 0.001
        let minY = f.minY <= safe.minY + e ? bounds.minY : f.minY
        let maxY = f.maxY >= safe.maxY - e ? bounds.maxY : f.maxY
        let minX = f.minX <= safe.minX + e ? bounds.minX : f.minX
        let maxX = f.maxX >= safe.maxX - e ? bounds.maxX : f.maxX
        let frame = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let childInsets = EdgeInsets(
            top: max(0, safe.minY - minY), leading: max(0, safe.minX - minX),
            bottom: max(0, maxY - safe.maxY), trailing: max(0, maxX - safe.maxX)
        )
        return [ChildPlacement(child: embedded.controller, frame: CGRect(frame), safeAreaInsets: childInsets)]
    }

    /// Presents what the content asks to present and closes what it no longer asks for.
    private func reconcilePresentations(previous: ContentPreferences) {
        let request = preferences.presentations.first
        if let presented = presentedViewController, presented.presentationKey != nil {
            if let request, presented.presentationKey == request.key {
                request.update(presented)
                presented.inheritedEnvironment = request.environment
                return
            }
            let onDismiss = presented.onDismissRequest
            dismiss(animated: false)
            onDismiss?()
        }
        guard let request, presentedViewController == nil else { return }
        let controller = request.makeController()
        controller.presentationKey = request.key
        controller.requestDismiss = request.dismiss
        controller.onDismissRequest = request.onDismiss
        controller.inheritedEnvironment = request.environment
        present(controller, animated: true)
    }
}

extension NavigationItem {
    /// Back to an empty item, before the content's settings are applied again.
    func reset() {
        title = nil
        largeTitleDisplayMode = .automatic
        hidesBackButton = false
        leadingItems = []
        trailingItems = []
        titleView = nil
        bottomItems = []
    }
}
