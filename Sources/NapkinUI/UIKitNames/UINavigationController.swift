// UIKit's navigation controller, bar and item, as SwiftUI files wrap them in a
// `UIViewControllerRepresentable`:
//
//     func makeUIViewController(context: Context) -> UINavigationController {
//         let picker = PickerController()
//         picker.navigationItem.rightBarButtonItem = UIBarButtonItem(
//             systemItem: .done, primaryAction: UIAction { _ in dismiss() })
//         return UINavigationController(rootViewController: picker)
//     }
//
// A ``UINavigationController`` is NapkinUI's ``NavigationController`` drawn as iOS 15 and
// later draw a UIKit navigation bar at rest: its scroll-edge appearance, which unless the app
// sets one is transparent with no hairline, over the top controller's view (whose safe area
// starts under the bar). The bar always holds its 44-point row, even with no title, as UIKit's
// does. Its row shows the back button (the previous item's `backButtonTitle`, else its title),
// the left items after it, the title (17-point semibold) or title view in the middle and the
// right items at the trailing end, the first right item outermost; with `prefersLargeTitles`
// the title is drawn large in a 52-point band under the row.

/// A navigation item, as UIKit's `UINavigationItem`: NapkinUI's ``NavigationItem``, which
/// every controller has as ``ViewController/navigationItem``.
public typealias UINavigationItem = NavigationItem

/// What UIKit code sets on a navigation item besides what ``NavigationItem`` draws.
@MainActor
struct UIKitNavigationItems {
    var left: [UIBarButtonItem]?
    var right: [UIBarButtonItem]?
    var back: UIBarButtonItem?
    var backButtonTitle: String?
    var prompt: String?
    var leftItemsSupplementBackButton = false
    var hidesSearchBarWhenScrolling = true
}

extension NavigationItem {
    /// An item titled `title`.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// The item at the bar's leading end (after the back button when
    /// ``leftItemsSupplementBackButton``, else in its place).
    public var leftBarButtonItem: UIBarButtonItem? {
        get { uiKitItems.left?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The item at the bar's trailing end.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { uiKitItems.right?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The items at the bar's leading end, the first outermost.
    public var leftBarButtonItems: [UIBarButtonItem]? {
        get { uiKitItems.left }
        set {
            uiKitItems.left = newValue
            leadingItems = (newValue ?? []).map { AnyView(BarButtonItemView(item: $0)) }
        }
    }

    /// The items at the bar's trailing end, the first outermost (at the trailing edge).
    public var rightBarButtonItems: [UIBarButtonItem]? {
        get { uiKitItems.right }
        set {
            uiKitItems.right = newValue
            trailingItems = (newValue ?? []).reversed().map { AnyView(BarButtonItemView(item: $0)) }
        }
    }

    /// Sets ``leftBarButtonItem``; `animated` changes nothing in a still frame.
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets ``rightBarButtonItem``.
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets ``leftBarButtonItems``.
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItems``.
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Sets ``NavigationItem/hidesBackButton``.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// The back button the screens pushed over this one show; its title names it.
    public var backBarButtonItem: UIBarButtonItem? {
        get { uiKitItems.back }
        set { uiKitItems.back = newValue }
    }

    /// The words of the back button the screens pushed over this one show (`nil`: this
    /// item's title).
    public var backButtonTitle: String? {
        get { uiKitItems.backButtonTitle }
        set { uiKitItems.backButtonTitle = newValue }
    }

    /// A line above the bar (kept; iOS draws prompts rarely and NapkinUI does not).
    public var prompt: String? {
        get { uiKitItems.prompt }
        set { uiKitItems.prompt = newValue }
    }

    /// True to show the left items after the back button instead of in its place.
    public var leftItemsSupplementBackButton: Bool {
        get { uiKitItems.leftItemsSupplementBackButton }
        set { uiKitItems.leftItemsSupplementBackButton = newValue }
    }

    /// Whether a search field hides while content scrolls (kept; a still frame is at rest).
    public var hidesSearchBarWhenScrolling: Bool {
        get { uiKitItems.hidesSearchBarWhenScrolling }
        set { uiKitItems.hidesSearchBarWhenScrolling = newValue }
    }

    /// The title of the back button that screens pushed over this one show, when UIKit code set one.
    var uiKitBackButtonTitle: String? {
        uiKitItems.backButtonTitle ?? uiKitItems.back?.title
    }

    /// True when the back button is hidden for the left items (UIKit's rule).
    var leftItemsReplaceBackButton: Bool {
        !(uiKitItems.left ?? []).isEmpty && !uiKitItems.leftItemsSupplementBackButton
    }
}

/// A bar's look, as UIKit's `UIBarStyle` (kept; iOS 13 and later colour bars by the
/// interface style).
public enum UIBarStyle: Int, Sendable {
    /// The system's.
    case `default`
    /// Dark.
    case black
    /// Dark, translucent (deprecated in UIKit).
    case blackTranslucent
}

/// The bar height an image is set for, as UIKit's `UIBarMetrics`.
public enum UIBarMetrics: Int, Sendable {
    /// A regular bar.
    case `default`
    /// A compact-height bar.
    case compact
    /// A bar with a prompt.
    case defaultPrompt
    /// A compact bar with a prompt.
    case compactPrompt
}

/// The navigation bar of a navigation controller, as UIKit's `UINavigationBar`: how large its
/// titles are, its tint and appearances.
///
/// Drawn by its ``UINavigationController``: ``prefersLargeTitles`` draws the root's title
/// large; ``UIView/tintColor`` colours the back button and bar button items; at rest the bar
/// takes its ``scrollEdgeAppearance`` (as iOS 15 and later do for every bar whose content is at
/// its top): its `backgroundColor` fills the bar from the screen's top to the bar's bottom with
/// its `shadowColor` hairline under it, and the foreground colour of its title text attributes
/// colours the title. With no scroll-edge appearance the bar is transparent, whatever
/// ``standardAppearance`` or ``barTintColor`` say (iOS shows those once content scrolls under
/// the bar, which a still frame does not). `UINavigationBar.appearance()` sets every bar drawn
/// afterwards, except what a bar set itself.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The navigation controller whose bar this is.
    private(set) weak var owner: NavigationController?
    private var storedPrefersLargeTitles = false

    /// A bar on its own (an appearance proxy, or a bar no controller draws).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The bar of `navigationController`.
    init(navigationController: NavigationController) {
        owner = navigationController
        super.init(frame: .zero)
    }

    /// True to draw titles large under the bar, as its controller's ``NavigationController/prefersLargeTitles``.
    open var prefersLargeTitles: Bool {
        get { owner?.prefersLargeTitles ?? storedPrefersLargeTitles }
        set {
            storedPrefersLargeTitles = newValue
            owner?.prefersLargeTitles = newValue
            noteAppearanceProperty("prefersLargeTitles") { ($0 as? UINavigationBar)?.prefersLargeTitles = newValue }
        }
    }

    /// The bar's colour before iOS 13's appearances (kept: at rest iOS 15 and later draw the
    /// scroll-edge appearance).
    open var barTintColor: UIColor? {
        didSet {
            let color = barTintColor
            noteAppearanceProperty("barTintColor") { ($0 as? UINavigationBar)?.barTintColor = color }
        }
    }

    /// The bar's style (kept).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true {
        didSet {
            let value = isTranslucent
            noteAppearanceProperty("isTranslucent") { ($0 as? UINavigationBar)?.isTranslucent = value }
        }
    }

    /// The inline title's text attributes; its `.foregroundColor` colours the title when the
    /// appearance drawn sets none.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            let value = titleTextAttributes
            noteAppearanceProperty("titleTextAttributes") { ($0 as? UINavigationBar)?.titleTextAttributes = value }
        }
    }

    /// The large title's text attributes, as ``titleTextAttributes`` for a large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            let value = largeTitleTextAttributes
            noteAppearanceProperty("largeTitleTextAttributes") { ($0 as? UINavigationBar)?.largeTitleTextAttributes = value }
        }
    }

    /// The bar's shadow image (kept).
    open var shadowImage: UIImage?
    /// The back button's chevron image (kept).
    open var backIndicatorImage: UIImage?
    /// The mask of the back chevron's transition (kept).
    open var backIndicatorTransitionMaskImage: UIImage?

    /// The appearance once content scrolls under the bar (kept: a still frame is at rest).
    open var standardAppearance = UINavigationBarAppearance() {
        didSet {
            let value = standardAppearance
            noteAppearanceProperty("standardAppearance") { ($0 as? UINavigationBar)?.standardAppearance = value }
        }
    }

    /// The appearance of a compact-height bar once content scrolls under it (kept).
    open var compactAppearance: UINavigationBarAppearance? {
        didSet {
            let value = compactAppearance
            noteAppearanceProperty("compactAppearance") { ($0 as? UINavigationBar)?.compactAppearance = value }
        }
    }

    /// The appearance at rest, with the content at its top: what is drawn (`nil`: transparent).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            let value = scrollEdgeAppearance
            noteAppearanceProperty("scrollEdgeAppearance") { ($0 as? UINavigationBar)?.scrollEdgeAppearance = value }
        }
    }

    /// The appearance of a compact-height bar at rest (kept).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            let value = compactScrollEdgeAppearance
            noteAppearanceProperty("compactScrollEdgeAppearance") { ($0 as? UINavigationBar)?.compactScrollEdgeAppearance = value }
        }
    }

    private var backgroundImages: [UIBarMetrics: UIImage] = [:]

    /// Keeps a background image for `barMetrics` (kept).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The background image set for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barMetrics]
    }

    /// The items of the stack's controllers, root first.
    open var items: [UINavigationItem]? { owner.map { $0.viewControllers.map(\.navigationItem) } }
    /// The top controller's item.
    open var topItem: UINavigationItem? { owner?.topViewController?.navigationItem }
    /// The item under the top one.
    open var backItem: UINavigationItem? {
        guard let controllers = owner?.viewControllers, controllers.count > 1 else { return nil }
        return controllers[controllers.count - 2].navigationItem
    }

    /// The proxy every navigation bar drawn afterwards takes its settings from.
    open override class func appearance() -> UINavigationBar {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UINavigationBar(frame: .zero) }
    }

    /// The proxy for bars of navigation controllers inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UINavigationBar {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UINavigationBar(frame: .zero) }
    }

    /// The colour of the title drawn: the foreground colour of the drawn appearance's title
    /// attributes, else of the bar's own.
    func titleColor(large: Bool) -> UIColor? {
        let fromAppearance = large ? scrollEdgeAppearance?.largeTitleTextAttributes : scrollEdgeAppearance?.titleTextAttributes
        let own = large ? largeTitleTextAttributes : titleTextAttributes
        return fromAppearance?[.foregroundColor] as? UIColor ?? own?[.foregroundColor] as? UIColor
    }
}

/// UIKit's navigation controller: a ``NavigationController`` drawn with a UIKit bar (see the
/// file's comment), as `UINavigationController`.
@preconcurrency @MainActor
open class UINavigationController: NavigationController {
    /// A navigation controller whose stack holds `rootViewController`.
    public override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        barStyle = .transparent
    }

    /// A navigation controller with an empty stack.
    public override init() {
        super.init()
        barStyle = .transparent
    }

    /// A navigation controller with an empty stack; the classes are UIKit's custom bar and
    /// toolbar classes, which NapkinUI's bar does not take (kept out).
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init()
    }

    /// The controller shown: one presented over the top controller, else the top controller.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Whether a swipe hides the bars (kept; a still frame has no swipe).
    open var hidesBarsOnSwipe = false
    /// Whether a tap hides the bars (kept).
    open var hidesBarsOnTap = false
    /// Whether the bottom toolbar is hidden (`true`, as UIKit's).
    open var isToolbarHidden = true

    /// Hides or shows the bar, as ``NavigationController/isNavigationBarHidden``.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Hides or shows the bottom toolbar (kept).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// Pops the controllers above `viewController`; returns them, bottom first, or `nil` when
    /// `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        var popped: [UIViewController] = []
        while viewControllers.count > index + 1, let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }

    /// A UIKit bar keeps its row with nothing in it.
    override var barIsEmpty: Bool { false }

    /// Hidden by ``NavigationController/isNavigationBarHidden``, a screen, or the bar's `isHidden`.
    override var hidesBar: Bool { super.hidesBar || navigationBar.isHidden }

    /// The bar's appearance settings reach it before the layout places the top controller
    /// (`prefersLargeTitles` moves its safe area).
    open override func placements(in bounds: CGRect, safeAreaInsets: EdgeInsets) -> [ChildPlacement] {
        navigationBar.applyAppearances(containers: appearanceContainers)
        return super.placements(in: bounds, safeAreaInsets: safeAreaInsets)
    }

    /// The bar (NavigationController+Bar.swift's), with the left items in place of the back
    /// button, under the scroll-edge appearance's background, in the bar's tint and title colour.
    open override func chromeView() -> AnyView? {
        let item = topViewController?.navigationItem
        let hidesBackButton = item?.hidesBackButton ?? false
        if item?.leftItemsReplaceBackButton == true { item?.hidesBackButton = true }
        let bar = super.chromeView()
        item?.hidesBackButton = hidesBackButton
        guard let bar else { return nil }
        let appearance = navigationBar.scrollEdgeAppearance
        let titleColor = navigationBar.titleColor(large: showsLargeTitle || showsInlineLargeTitle)
        let barBottom = topViewController?.safeAreaInsets.top ?? safeAreaInsets.top + Self.barHeight
        let tint = navigationBar.ownTintColor
        return AnyView(
            UIKitBarChrome(
                bar: bar, fill: appearance?.backgroundColor?.color, shadow: appearance?.shadowColor?.color, barBottom: barBottom,
                tint: tint?.color, titleColor: titleColor?.color))
    }

    /// The classes of this controller and the controllers it is inside, nearest first: where
    /// `UINavigationBar.appearance(whenContainedInInstancesOf:)` reaches its bar.
    private var appearanceContainers: [any UIAppearanceContainer.Type] {
        var containers: [any UIAppearanceContainer.Type] = []
        var current: ViewController? = self
        while let controller = current {
            containers.append(type(of: controller))
            current = controller.parent ?? controller.presentingViewController
        }
        return containers
    }
}

/// A UIKit bar over its background band.
private struct UIKitBarChrome: View {
    let bar: AnyView
    let fill: Color?
    let shadow: Color?
    let barBottom: Double
    let tint: Color?
    let titleColor: Color?

    var body: some View {
        ZStack(alignment: .top) {
            if let fill {
                VStack(spacing: 0) {
                    Rectangle().fill(fill).frame(height: max(0, barBottom))
                    if let shadow { Rectangle().fill(shadow).frame(height: 1.0 / 3.0) }
                    Spacer(minLength: 0)
                }
            }
            tinted
        }
    }

    @ViewBuilder private var tinted: some View {
        switch (tint, titleColor) {
        case (let tint?, let title?): bar.tint(tint).foregroundStyle(title)
        case (let tint?, nil): bar.tint(tint)
        case (nil, let title?): bar.foregroundStyle(title)
        case (nil, nil): bar
        }
    }
}
