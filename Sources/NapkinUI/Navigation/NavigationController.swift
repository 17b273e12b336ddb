internal import Raster

/// Told when a navigation controller's stack changes, as UIKit's
/// `UINavigationControllerDelegate`.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Runs after `viewController` became the top of the stack (after a push or a pop).
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController)
    /// Runs after `viewController` was popped off the stack, by the back button or by code.
    func navigationController(_ navigationController: NavigationController, didPop viewController: ViewController)
}

extension NavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController) {}
    /// Does nothing by default.
    public func navigationController(_ navigationController: NavigationController, didPop viewController: ViewController) {}
}

/// A stack of controllers with a navigation bar showing the top one's title and a back
/// button, as UIKit's `UINavigationController`. Only the top controller is shown.
@MainActor
open class NavigationController: ViewController {
    /// The height of the bar below the top safe area, in points.
    public static let barHeight: CGFloat = 44

    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// Told of pushes and pops.
    public weak var delegate: NavigationControllerDelegate?
    /// How the bar looks.
    public var appearance = BarAppearance(foreground: Color(hex: 0x000000), secondary: .blue, font: .sansMedium(17))
    /// True to draw the title large under the bar (for controllers whose item says
    /// `.automatic`), as UIKit's `navigationBar.prefersLargeTitles`.
    public var prefersLargeTitles = false
    /// Whether the bar is an opaque band or, as iOS 15+ draws bars over content at rest,
    /// transparent with the content under it.
    public var barStyle: BarStyle = .opaque
    /// True to hide the bar for every screen, as UIKit's `isNavigationBarHidden`; a screen
    /// hides it for itself with SwiftUI's `.navigationBarHidden(true)`.
    public var isNavigationBarHidden = false

    /// True when the bar is hidden for the screen on top.
    var hidesBar: Bool { isNavigationBarHidden || topViewController?.navigationItem.hidesNavigationBar == true || barIsEmpty }

    /// True when a SwiftUI stack's bar would hold nothing: its root screen, with no title, no
    /// bar buttons, no title view, no search field and no bottom toolbar. SwiftUI then leaves
    /// no bar: the screen starts under the status bar, as under a hidden bar. Measured on iOS:
    /// EssentialGhibli's untitled `NavigationView` over a plain list (iOS 16, iPhone 13 Pro)
    /// puts its first row at the status bar's foot and its empty-list message at the screen's
    /// centre, and gabriel/swiftui-snapshot-testing's untitled `NavigationStack` and
    /// `NavigationSplitView` (iOS 26) centre their text in the whole frame; NapkinUI reserved
    /// a bar and an empty large-title band, 96 points. A UIKit navigation controller (opaque
    /// bar) keeps its bar, as `UINavigationController` does.
    var barIsEmpty: Bool {
        guard barStyle == .transparent, viewControllers.count == 1, let top = topViewController else { return false }
        let item = top.navigationItem
        return (item.title ?? top.title ?? "").isEmpty && item.leadingItems.isEmpty && item.trailingItems.isEmpty
            && item.titleView == nil && item.search == nil && item.bottomItems.isEmpty && (item.subtitle ?? "").isEmpty
    }

    /// How a navigation bar is drawn.
    public enum BarStyle: Sendable, Hashable {
        /// A filled bar with a hairline under it; the content starts below it.
        case opaque
        /// No fill: the content extends under the bar and the status bar (its safe area
        /// starts below the bar), as a SwiftUI `NavigationStack` draws at rest.
        case transparent
    }

    /// Told of every pop (a path-bound `NavigationStack` removes the popped value).
    var didPopController: (@MainActor (ViewController) -> Void)?
    /// For a path-bound `NavigationStack`: appends a value link's value to the path instead of
    /// pushing; false when the value's type is not the path's.
    var appendToPath: (@MainActor (AnyHashable) -> Bool)?

    /// The height of a large title's band under the bar, in points.
    public static let largeTitleHeight: CGFloat = 52

    /// A navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        push(rootViewController, notify: false)
    }

    /// A navigation controller with an empty stack, filled later by
    /// ``pushViewController(_:animated:)`` or ``setViewControllers(_:animated:)``.
    public override init() {
        super.init()
    }

    /// The bar's UIKit settings, as `UINavigationController.navigationBar` (UINavigationController.swift).
    public private(set) lazy var navigationBar = UINavigationBar(navigationController: self)

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Replaces the stack with `controllers`, root first (a controller listed twice is kept
    /// once), as UIKit's `setViewControllers(_:animated:)`; controllers left out are removed.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        var kept: [ViewController] = []
        for controller in controllers where controller !== self && !kept.contains(where: { $0 === controller }) {
            kept.append(controller)
        }
        let previousTop = topViewController
        for controller in viewControllers where !kept.contains(where: { $0 === controller }) { controller.removeFromParent() }
        viewControllers = []
        for controller in kept { push(controller, notify: false) }
        if let top = topViewController, top !== previousTop { delegate?.navigationController(self, didShow: top) }
    }

    /// Pushes `viewController` on top of the stack. `animated` is accepted for UIKit
    /// compatibility; renders are still.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        push(viewController, notify: true)
    }

    /// Pops the top controller unless it is the root; returns it.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.removeFromParent()
        didPopController?(top)
        top.bridge.pushOrigin.onPopped?()
        delegate?.navigationController(self, didPop: top)
        if let newTop = topViewController { delegate?.navigationController(self, didShow: newTop) }
        return top
    }

    /// Pops every controller above the root; returns them, bottom first.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController] {
        var popped: [ViewController] = []
        while viewControllers.count > 1, let top = popViewController(animated: animated) {
            popped.insert(top, at: 0)
        }
        return popped
    }

    /// Pops `viewController` and everything above it (what `dismiss()` does in a pushed
    /// destination). Nothing happens for the root or a controller not on the stack.
    func pop(_ viewController: ViewController) {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }), index > 0 else { return }
        while viewControllers.count > index, popViewController(animated: true) != nil {}
    }

    /// Whether the top controller's title is drawn large: its item's mode, or for
    /// `.automatic` the first explicit mode below it, else ``prefersLargeTitles``.
    var showsLargeTitle: Bool {
        if showsInlineLargeTitle { return false }
        if topViewController?.navigationItem.largeTitleDisplayMode == .inline { return true }
        guard prefersLargeTitles else { return false }
        for controller in viewControllers.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .inline: return true
            case .automatic: continue
            }
        }
        return true
    }

    /// Whether the top controller's title is drawn large in the bar's row
    /// (``NavigationItem/LargeTitleDisplayMode/inline``): only with no back button beside it.
    var showsInlineLargeTitle: Bool {
        guard let top = topViewController, top.navigationItem.largeTitleDisplayMode == .inline else { return false }
        return viewControllers.count == 1 || top.navigationItem.hidesBackButton
    }

    private func push(_ viewController: ViewController, notify: Bool) {
        // A screen below the top is not laid out, so its `.navigationTitle` is read now, for
        // the back button of the screens pushed over it.
        if viewController.title == nil, let title = viewController.titleFromContent(environment: bridge.lastEnvironment) {
            viewController.title = title
        }
        guard !viewControllers.contains(where: { $0 === viewController }) else {
            assertionFailure("\(viewController) is already on the navigation stack")
            return
        }
        viewControllers.append(viewController)
        addChild(viewController)
        if notify { delegate?.navigationController(self, didShow: viewController) }
    }

    /// A navigation controller is the navigation stack its children look for.
    override var navigationStack: NavigationController? { self }

    /// Itself, for a screen above its root: `dismiss()` there pops the screen.
    override func stackThatPushed(_ child: ViewController) -> NavigationController? {
        viewControllers.first !== child && viewControllers.contains { $0 === child } ? self : nil
    }

    /// The screens under the top are not laid out, but their
    /// `.navigationDestination(isPresented:)` bindings still decide what is pushed over them.
    override func followDestinationsOfHiddenScreens() {
        for below in viewControllers.dropLast() { _ = below.followProgrammaticDestinations() }
    }

    /// Only the top controller is placed, below the bar.
    open override func placements(in bounds: CGRect, safeAreaInsets: EdgeInsets) -> [ChildPlacement] {
        guard let top = topViewController else { return [] }
        if hidesBar {
            // No bar (nor bottom toolbar): the screen has the whole frame and the device's
            // safe area, as a hidden UIKit bar leaves it.
            return [ChildPlacement(child: top, frame: bounds, safeAreaInsets: safeAreaInsets)]
        }
        if barStyle == .transparent {
            var insets = safeAreaInsets
            let title = top.navigationItem.title ?? top.title ?? ""
            let subtitle = top.navigationItem.subtitle
            insets.top +=
                Self.barHeight + (showsLargeTitle ? largeTitleBandHeight(title: title, subtitle: subtitle, width: bounds.width) : 0)
            insets.top += top.navigationItem.searchBandHeight
            if !top.navigationItem.bottomItems.isEmpty { insets.bottom += TabBarController.barHeight }
            return [ChildPlacement(child: top, frame: bounds, safeAreaInsets: insets)]
        }
        let barBottom = bounds.minY + safeAreaInsets.top + Self.barHeight
        let frame = CGRect(x: bounds.minX, y: barBottom, width: bounds.width, height: bounds.maxY - barBottom)
        var insets = safeAreaInsets
        insets.top = 0
        return [ChildPlacement(child: top, frame: frame, safeAreaInsets: insets)]
    }

    /// The bar: the top controller's title, and a back button when something is beneath it.
    open override func chromeView() -> AnyView? {
        if hidesBar { return nil }
        if barStyle == .transparent { return AnyView(transparentBar()) }
        let count = viewControllers.count
        let backTitle = count > 1 ? (viewControllers[count - 2].title ?? "Back") : nil
        return AnyView(
            NavigationBarView(
                title: topViewController?.title ?? "",
                backTitle: backTitle,
                appearance: appearance,
                topInset: safeAreaInsets.top,
                back: { [weak self] in _ = self?.popViewController(animated: true) }
            ))
    }
}

private struct NavigationBarView: View {
    let title: String
    let backTitle: String?
    let appearance: BarAppearance
    let topInset: Double
    let back: @MainActor () -> Void
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Text(verbatim: title).font(appearance.font).foregroundStyle(appearance.foreground)
                    .accessibilityAddTraits(title.isEmpty ? [] : .isHeader)
                if let backTitle {
                    backButton(backTitle).frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: NavigationController.barHeight)
            .padding(.top, topInset)
            .background(appearance.background)
            Divider().separatorColor(appearance.separator)
            Spacer(minLength: 0)
        }
    }

    private func backButton(_ backTitle: String) -> some View {
        Button(action: back) {
            // Right to left, a right-to-left mark makes the chevron lead the paragraph, where
            // the bidi algorithm mirrors it to point right, toward the screen's leading edge.
            Text(verbatim: (layoutDirection == .rightToLeft ? "\u{200F}‹ " : "‹ ") + backTitle).font(appearance.font.size(17))
                .foregroundStyle(appearance.secondary)
                .padding(.horizontal, 12)
                .frame(maxHeight: .infinity)
        }
        .elementKind(.backButton)
        .buttonStyle(.plain)
        .accessibilityLabel("Back")
    }
}
