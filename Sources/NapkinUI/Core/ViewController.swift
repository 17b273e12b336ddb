import Foundation
import NapkinFoundation
internal import Raster

/// Something that has a view controller: what routers hold, as in RIBs' and napkin's
/// `ViewControllable`.
///
/// A view controller opts in by declaring it (or a napkin's refinement of it), as with UIKit:
/// `final class LoggedOutNapkinViewController: ViewController, LoggedOutNapkinViewControllable`.
/// ``ViewController`` itself does not conform, so that declaration is not redundant, and a
/// ``ViewController`` subclass gets ``uiviewController`` for free.
@MainActor
public protocol ViewControllable: AnyObject {
    /// The view controller that shows this thing (UIKit's name, so napkin code reads the same).
    var uiviewController: ViewController { get }
}

extension ViewControllable where Self: ViewController {
    /// Itself: a view controller shows itself.
    public var uiviewController: ViewController { self }
}

/// Where a container puts one visible child: its frame and safe-area insets, in window points.
public struct ChildPlacement {
    /// The child.
    public let child: ViewController
    /// The child's frame.
    public let frame: CGRect
    /// The parts of `frame` the child should keep content out of.
    public let safeAreaInsets: EdgeInsets

    /// A placement of `child` in `frame` with `safeAreaInsets`.
    public init(child: ViewController, frame: CGRect, safeAreaInsets: EdgeInsets) {
        self.child = child
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
    }
}

/// Manages a piece of the screen, as UIKit's `UIViewController`: it owns a content view
/// (a NapkinUI ``View``) and child view controllers, and lays its children out full-bleed
/// in its own bounds unless a subclass says otherwise.
///
/// Content is drawn first, children on top of it, in the order they were added.
///
/// It is an `NSObject`, as UIKit's `UIViewController` is, so `class X: UIViewController,
/// WKNavigationDelegate` (a protocol refining `NSObjectProtocol`) compiles as on iOS; equality
/// and hashing are `NSObject`'s, by identity.
///
/// Its UIKit ``view`` is made on first access by ``loadView()`` (or at the first layout), and
/// ``viewDidLoad()`` follows. At each layout, ``viewWillLayoutSubviews()``, the view's
/// `layoutSubviews()` and ``viewDidLayoutSubviews()`` run in that order. Drawn, a controller fills its frame with its view's background
/// colour when its code set one (UIKit's `view.backgroundColor = …`), else with napkin's
/// ``backgroundColor``; then the view's subviews and drawing (a view its code built), then the
/// NapkinUI ``contentView``, then its children.
@preconcurrency @MainActor
open class ViewController: NSObject {
    /// The content drawn in this controller's safe area (before its children). Settable, so a
    /// presenter can show new state; the next render draws it.
    open var contentView: AnyView?
    /// Filled over the whole frame before anything else; `nil` leaves what is behind visible.
    /// Setting ``view``'s `backgroundColor` (UIKit's way) takes its place: the view's colour,
    /// `nil` or `.clear` included, is then what fills the frame.
    open var backgroundColor: Color?
    /// The title shown by a `NavigationController` and, when no tab item is set, a tab bar.
    open var title: String?
    /// Light or dark for this controller and what it shows whatever the window's appearance, as UIKit's
    /// `overrideUserInterfaceStyle`; `.unspecified` (the default) follows the window.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The item that represents this controller in a `TabBarController`'s bar.
    open var tabBarItem: TabBarItem?
    /// What a navigation bar shows while this controller is on top of a navigation stack.
    public let navigationItem = NavigationItem()
    /// How ``present(_:animated:completion:)`` shows this controller.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The controller this one presented and that is still shown over it.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// The presentation controller made for this controller (``presentationController``), kept
    /// so that what its code sets (a sheet's detents) lasts until it is presented.
    var madePresentationController: UIPresentationController?
    /// Where a popover showing this controller points: its source view's frame.
    var popoverAnchor: Rect?
    /// The child view controllers, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// The view controller this one was added to, if any.
    public private(set) weak var parent: ViewController?
    /// The frame of the last layout, in window points.
    public var frame: CGRect { CGRect(layoutFrame) }
    /// The frame of the last layout, as layout and drawing use it.
    private(set) var layoutFrame: Rect = .zero
    /// The safe-area insets of the last layout.
    public private(set) var safeAreaInsets: EdgeInsets = .zero
    /// True once the view is loaded: ``loadView()`` and then ``viewDidLoad()`` have run, on
    /// the first access to ``view`` or at the first layout, whichever comes first.
    public private(set) var isViewLoaded = false
    /// The view ``loadView()`` set.
    private var loadedView: UIView?
    /// The view's node in the last layout, when the view has something to draw.
    private(set) var uiViewNode: LayoutNode?

    /// The content laid out in the last layout.
    private(set) var contentNode: LayoutNode?
    /// The bars and other decoration of the last layout.
    private(set) var chromeNode: LayoutNode?
    /// The children the last layout placed, in drawing order.
    private var placedChildren: [ViewController] = []
    /// What hosting SwiftUI-style content needs: its environment, what it asked for, its
    /// lifecycle, and how a modifier presented or pushed this controller.
    let bridge = ContentBridge()

    /// A view controller with no content.
    public override init() {
        super.init()
    }

    /// A view controller with no content, as UIKit's designated initializer: NapkinUI loads no
    /// nib, so the names are kept (``nibName``, ``nibBundle``) and ``loadView()`` makes the view,
    /// as UIKit's does when the nib is `nil` (`super.init(nibName: nil, bundle: nil)`).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Takes up a continued activity's state, as UIKit's `UIResponder.restoreUserActivityState(_:)`: nothing by
    /// default; a controller overrides it to show what the activity names (``UIUserActivityRestoring``).
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// The nib name the controller was made with.
    public private(set) var nibName: String?
    /// The bundle of that nib.
    public private(set) var nibBundle: Bundle?

    /// A view controller showing `view`.
    public convenience init<Content: View>(contentView view: Content) {
        self.init()
        contentView = AnyView(view)
    }

    /// Runs once, after the view is loaded: at the first access to ``view`` or before the first
    /// layout. Override to prepare content; call `super`.
    open func viewDidLoad() {}

    /// Called at each layout of the controller's view, before the view lays out its subviews
    /// (its `layoutSubviews()`), as UIKit's; the view has its frame for this layout. Call `super`.
    open func viewWillLayoutSubviews() {}

    /// Called at each layout of the controller's view, after the view laid out its subviews:
    /// where UIKit code sizes its layers (`gradient.frame = view.bounds`). Call `super`.
    open func viewDidLayoutSubviews() {}

    /// Called before the controller appears: before the layout of its window that first places
    /// it (see ViewController+Appearance.swift); `animated` is `false`. Call `super`.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the layout of its window that first placed the controller. Call `super`.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called when the controller leaves the screen, before ``viewDidDisappear(_:)``: when it is
    /// popped, removed from its parent or dismissed while shown, or after the layout of its window
    /// that no longer places it. Call `super`.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after ``viewWillDisappear(_:)`` once the controller left the screen. Call `super`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The UIKit view the controller manages, as `UIViewController.view`: made by
    /// ``loadView()`` on first access, after which ``viewDidLoad()`` runs. Setting a view
    /// replaces it (and counts as loaded, as UIKit's setter does).
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            isViewLoaded = newValue != nil
        }
    }

    /// The view, or `nil` when it is not loaded yet (no loading), as UIKit's `viewIfLoaded`.
    public var viewIfLoaded: UIView? { isViewLoaded ? loadedView : nil }

    /// Makes the controller's view: the default makes a plain ``UIView`` with no background, as
    /// UIKit's does for a controller without a nib. A subclass overrides it to set ``view`` to its
    /// own view, without calling `super`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Loads the view when it is not loaded yet: ``loadView()`` then ``viewDidLoad()``, once.
    public func loadViewIfNeeded() {
        guard !isViewLoaded, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        isViewLoaded = true
        viewDidLoad()
    }

    /// Whether the controller appeared and has not disappeared since (ViewController+Appearance.swift).
    var isOnScreen = false

    /// True while ``loadView()`` runs (so reading ``view`` inside it does not load again).
    private var isLoadingView = false

    /// Adds `child` after the existing children. A child that has a parent is moved.
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "A view controller cannot be its own child")
        if child.parent === self { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent; nothing happens when it has none.
    public func removeFromParent() {
        guard let parent else { return }
        leaveScreen()
        parent.children.removeAll { $0 === self }
        // Also forget it in the last layout, so a removed controller is released at once
        // instead of at the parent's next layout.
        parent.placedChildren.removeAll { $0 === self }
        self.parent = nil
    }

    /// Where the visible children go. The default puts every child full-bleed in `bounds`
    /// with the same safe area; containers override to show one child and leave room for bars.
    open func placements(in bounds: CGRect, safeAreaInsets: EdgeInsets) -> [ChildPlacement] {
        children.filter { $0 !== bridge.embeddedNavigation?.controller }.map {
            ChildPlacement(child: $0, frame: bounds, safeAreaInsets: safeAreaInsets)
        }
    }

    /// Bars and other decoration drawn above the children (containers override). It is laid
    /// out over the whole frame, ignoring the safe area.
    open func chromeView() -> AnyView? { nil }

    // MARK: Hooks containers override

    /// This controller as a navigation stack, when it is one (``NavigationController``
    /// overrides): what ``navigationController`` looks for walking up.
    var navigationStack: NavigationController? { nil }

    /// The stack that pushed `child` above its root, when this controller is a navigation
    /// stack and did (``NavigationController`` overrides): what `dismiss()` pops.
    func stackThatPushed(_ child: ViewController) -> NavigationController? { nil }

    /// Brings the screens this controller keeps but does not show in line with their
    /// `.navigationDestination(isPresented:)` bindings (``NavigationController`` overrides:
    /// the screens under its top are not laid out).
    func followDestinationsOfHiddenScreens() {}

    /// Shows what `fresh`, a controller built again for the same presentation request, shows
    /// (hosting controllers take its view; ``AlertController`` overrides).
    func adoptContent(of fresh: ViewController) {
        if let view = fresh.contentView { replaceContent(with: view) }
    }

    /// Shows `view` from now on (``HostingController`` overrides to keep its `rootView`).
    func replaceContent(with view: AnyView) {
        contentView = view
    }

    // MARK: Layout and drawing (driven by Window)

    func layout(in bounds: Rect, safeAreaInsets insets: EdgeInsets, environment: EnvironmentValues) {
        loadViewIfNeeded()
        if AppearancePass.current?.place(self) == true { viewWillAppear(false) }
        layoutOnce(in: bounds, safeAreaInsets: insets, environment: environment)
        // `.preferredColorScheme` inside asks for another scheme for the whole screen: lay
        // everything out again in it (see Layout/PreferredColorScheme.swift).
        if let preferred = preferredColorScheme, preferred != environment.colorScheme {
            var preferredEnvironment = environment
            preferredEnvironment.colorScheme = preferred
            layoutOnce(in: bounds, safeAreaInsets: insets, environment: preferredEnvironment)
        }
    }

    /// The colour scheme the content or a visible child asked for with
    /// `.preferredColorScheme(_:)` in the last layout, if any; a controller's
    /// ``overrideUserInterfaceStyle`` comes first, as UIKit's trait override does.
    public var preferredColorScheme: ColorScheme? {
        switch overrideUserInterfaceStyle {
        case .dark: return .dark
        case .light: return .light
        case .unspecified: break
        }
        return bridge.preferences.preferredColorScheme ?? placedChildren.lazy.compactMap(\.preferredColorScheme).first
    }

    private func layoutOnce(in bounds: Rect, safeAreaInsets insets: EdgeInsets, environment: EnvironmentValues) {
        layoutFrame = bounds
        safeAreaInsets = insets
        let environment = contentEnvironment(from: environment)
        bridge.lastEnvironment = environment
        let safeRect = bounds.inset(by: insets)
        let context = PlacementContext(bounds: bounds, safeRect: safeRect)
        if let view = loadedView, view.superview == nil { view.frame = CGRect(bounds) }
        viewWillLayoutSubviews()
        uiViewNode = loadedView.flatMap { view in
            guard view.drawsAsControllerView else {
                view.layoutSubviews()
                view.layer.layoutTree()
                return nil
            }
            let node = view.node(in: environment)
            node.place(in: bounds, context: context)
            return node
        }
        viewDidLayoutSubviews()
        var sized = environment
        sized.containerSize = safeRect.size
        // Each layout of the content is followed by the one preference walk of its tree.
        // Each layout of the content is a pass of its representables: what it no longer builds is
        // dismantled once the bars, built after it, are built too (ViewIdentity.swift).
        defer { bridge.representables.endPass() }
        func layOutContent() -> PreferenceValues {
            bridge.representables.beginPass()
            guard let view = contentView else {
                contentNode = nil
                return PreferenceValues()
            }
            var viewEnvironment = sized
            let matched = MatchedGeometryGroup()
            viewEnvironment.matchedGeometry = matched
            let node = buildNode(view, in: viewEnvironment)
            let size = node.size(for: SizeProposal(safeRect.size))
            node.place(in: Rect(origin: Alignment.center.origin(of: size, in: safeRect), size: size), context: context)
            matched.settle()
            contentNode = node
            return node.preferences()
        }
        var preferences = layOutContent()
        // onAppear/onChange may have changed state: lay out once more so this render shows it.
        if bridge.lifecycle.update(preferences[LifecycleRegistrationsKey.self]) {
            preferences = layOutContent()
            _ = bridge.lifecycle.update(preferences[LifecycleRegistrationsKey.self])
        }
        applyPreferences(preferences)
        var placements = placements(in: CGRect(bounds), safeAreaInsets: insets) + embeddedPlacements(in: bounds, safeAreaInsets: insets)
        placedChildren = placements.map(\.child)
        for placement in placements {
            placement.child.layout(in: Rect(placement.frame), safeAreaInsets: placement.safeAreaInsets, environment: environment)
        }
        // A child's content can change where it goes (a pushed screen asking for an inline
        // title changes the bar's height): when the placements differ after the children's
        // layout, they are laid out once more in their new places.
        // Screens a container keeps but does not show follow their destination bindings.
        followDestinationsOfHiddenScreens()
        let settlers = preferences[EmbeddedLayoutSettlersKey.self]
        if !settlers.isEmpty {
            for settle in settlers { settle() }
            // A settler may have placed the stack's view again: the stack follows it.
            if let embedded = bridge.embeddedNavigation, let host = embedded.host {
                embedded.frame = host.frame
                embedded.safeRect = host.safeRect
            }
        }
        let settled = self.placements(in: CGRect(bounds), safeAreaInsets: insets) + embeddedPlacements(in: bounds, safeAreaInsets: insets)
        // A path-bound stack follows its path once its root has registered destinations.
        let followedPath = bridge.embeddedNavigation?.syncWithPath() ?? false
        // `.navigationDestination(isPresented:)` pushes onto the stack this controller is in;
        // the navigation controller above re-places its new top after this layout.
        _ = followProgrammaticDestinations()
        if followedPath
            || !settled.elementsEqual(
                placements, by: { $0.child === $1.child && $0.frame == $1.frame && $0.safeAreaInsets == $1.safeAreaInsets })
        {
            placements = settled
            placedChildren = placements.map(\.child)
            for placement in placements {
                placement.child.layout(in: Rect(placement.frame), safeAreaInsets: placement.safeAreaInsets, environment: environment)
            }
        }
        chromeNode = chromeView().map { view in
            let node = buildNode(view, in: environment)
            node.place(in: bounds, context: PlacementContext(bounds: bounds, safeRect: bounds))
            return node
        }
    }

    /// The largest vertical overflow of any scroll view or list laid out under this
    /// controller in the last layout (`Window.render(fullContent:)` grows the window by it).
    func largestVerticalOverflow() -> Double {
        let own = bridge.preferences.verticalOverflows.reduce(0.0) { max($0, $1()) }
        return placedChildren.reduce(own) { max($0, $1.largestVerticalOverflow()) }
    }

    /// Draws the background, the content, the visible children and the bars.
    ///
    /// `backdrop` is an opaque colour known to cover this controller's whole frame already
    /// (what its parent or the window filled, with nothing drawn over it since): a background
    /// of that same colour is not filled again. Each full-screen fill costs about a millisecond
    /// at 1170×2532, and a hosting controller inside a container, over a window of the same
    /// system background, would otherwise fill the screen two or three times. A sheet whose
    /// content sets `presentationBackground` draws that instead (`fillsBackground` false).
    func draw(in canvas: Raster.Canvas, over backdrop: SRGBColor? = nil, fillsBackground: Bool = true) {
        var known = backdrop.flatMap { $0.opacity >= 1 ? $0 : nil }
        // A view whose code set its background colour draws it itself, in place of napkin's.
        let viewFillsBackground = uiViewNode != nil && loadedView?.setsOwnBackgroundColor == true
        if let backgroundColor, fillsBackground, !viewFillsBackground {
            var environment = bridge.lastEnvironment
            // `.environment(\.colorScheme, …)` on the content's root colours the screen too.
            if let scheme = contentNode?.rootColorScheme { environment.colorScheme = scheme }
            let fill = backgroundColor.srgb(in: environment)
            if fill != known || fill.opacity < 1 {
                canvas.fill(canvas.snap(layoutFrame), with: fill)
            }
            known = fill.opacity >= 1 ? fill : nil
        }
        if let uiViewNode {
            uiViewNode.draw(in: canvas)
            known = nil
        }
        if let contentNode {
            contentNode.draw(in: canvas)
            known = nil
        }
        // An embedded navigation controller is drawn by its stack's node, in tree order.
        for child in placedChildren where child !== bridge.embeddedNavigation?.controller {
            let childBackdrop = layoutFrame.encloses(child.layoutFrame) ? known : nil
            canvas.withSavedState {
                canvas.clip(to: canvas.snap(child.layoutFrame))
                child.draw(in: canvas, over: childBackdrop)
            }
            // What a child drew is unknown to its siblings.
            known = nil
        }
        chromeNode?.draw(in: canvas)
    }

    /// The children placed by the last layout, in drawing order.
    var visibleChildren: [ViewController] { placedChildren }

    /// Appends the interactive elements of the last layout, in drawing order: content,
    /// then the visible children, then bars on top.
    func collectElements(into elements: inout [InteractiveElement]) {
        uiViewNode?.collectElements(into: &elements)
        contentNode?.collectElements(into: &elements)
        for child in placedChildren where child !== bridge.embeddedNavigation?.controller { child.collectElements(into: &elements) }
        chromeNode?.collectElements(into: &elements)
    }

    func describe(into lines: inout [String], depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + "\(descriptionName) \(layoutFrame)" + (title.map { " title=\"\($0)\"" } ?? ""))
        uiViewNode?.describe(into: &lines, depth: depth + 1)
        contentNode?.describe(into: &lines, depth: depth + 1)
        for child in placedChildren where child !== bridge.embeddedNavigation?.controller { child.describe(into: &lines, depth: depth + 1) }
        chromeNode?.describe(into: &lines, depth: depth + 1)
    }

    /// The name in the layout description: the class name without generic arguments.
    var descriptionName: String {
        let name = String(describing: type(of: self))
        return name.split(separator: "<").first.map(String.init) ?? name
    }
}

/// A view controller that shows a NapkinUI view, as SwiftUI's `UIHostingController`.
///
/// `@preconcurrency`, as UIKit's and SwiftUI's controllers reach Swift: Swift 5 code may make one
/// where no actor is known (a coordinator's `init`) with a warning, not an error.
@preconcurrency @MainActor
open class HostingController<Content: View>: ViewController {
    /// The view shown; setting it changes what the next render draws.
    public var rootView: Content {
        didSet { contentView = AnyView(rootView) }
    }

    /// A controller hosting `rootView`, on the system background as on iOS (white; black in
    /// the dark appearance).
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
        contentView = AnyView(rootView)
        backgroundColor = .systemBackground
    }

    /// Takes `view` as the root view when it is of this controller's type (an
    /// `AnyView`-hosting controller always is).
    override func replaceContent(with view: AnyView) {
        if let root = view as? Content {
            rootView = root
        } else {
            contentView = view
        }
    }
}

extension UIView {
    /// Whether the code set this view's background colour itself (`view.backgroundColor = …`).
    fileprivate var setsOwnBackgroundColor: Bool { ownAppearanceKeys.contains("backgroundColor") }

    /// Whether this view, as a controller's root view, has anything to draw: a background its
    /// code set, subviews, or its own kind of view (a subclass may draw). A controller's plain
    /// default view draws nothing and is left out of the layout.
    fileprivate var drawsAsControllerView: Bool {
        setsOwnBackgroundColor || !subviews.isEmpty || type(of: self) != UIView.self || layer.drawsDecoration
    }
}

extension Rect {
    /// True when `other` lies entirely inside this rectangle.
    fileprivate func encloses(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
}
