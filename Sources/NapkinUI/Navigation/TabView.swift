internal import Raster

/// Tabs of content with a tab bar to switch between them, as SwiftUI's `TabView`:
///
/// ```swift
/// TabView(selection: $tab) {
///     FeedView().tabItem { Label("Feed", systemImage: "newspaper") }.tag(Tab.feed)
///     InboxView().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox).badge(3)
/// }
/// ```
/// Each child is a tab; its `.tabItem` gives the bar its symbol (drawn filled, as iOS does)
/// and title, its `.tag` the value the selection binding takes, its `.badge` a red count.
/// Untagged tabs are tagged by their position (0, 1, …), and a `ForEach`'s tabs by their ids.
/// Only the selected tab is laid out and drawn; tapping an item (`window.tap("Inbox")`)
/// selects its tab through the binding, or, without one, in the hosting controller, so the
/// next render shows it. `.tabViewStyle(.page)` shows the tabs as pages with dots instead.
///
/// The bar is iOS 17's on iPhone: 49 points above the home indicator, items sharing its
/// width, the symbol centred 18.5 points below its top, the 10-point medium title's baseline
/// 44.67 below it, the selected item in the tint and the others grey (#929292). As on iOS,
/// the bar has no fill while nothing scrolls under it, and the bar material with a hairline
/// on top when a list or scroll view in the selected tab runs beneath it. Each tab's content
/// keeps out of the bar through its safe area; lists and backgrounds that ignore the safe
/// area reach under it, and a `NavigationStack` in a tab is its own stack (switching tabs
/// keeps each one's pushed screens).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// No body: a tab view is primitive.
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selected tab follows `selection` (the tag of the tab shown).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.tagsForEachElement = true
        // The bottom accessory is this tab view's; tab views inside do not show it again.
        inner.tabViewBottomAccessory = nil
        let nodes = buildNodes(content, in: inner)
        let tabs = nodes.enumerated().map { index, node in
            let values = node.preferences()
            return TabViewNode.Tab(
                node: node, tag: values[TagKey.self] ?? AnyHashable(index), item: values[TabItemKey.self], badge: values[TabBadgeKey.self])
        }
        for tab in tabs { Self.scope(tab.node, as: "tab:\(tab.tag)") }
        let key = "TabView:" + tabs.map { $0.item.map { titleOf($0, in: environment) } ?? "\($0.tag)" }.joined(separator: "|")
        let bridge = environment.controllerContext?.controller?.bridge
        let current: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? bridge?.viewState[key]
        let selected = tabs.firstIndex { $0.tag == current } ?? 0
        let binding = selection
        let select: @MainActor (Int) -> Void = { index in
            guard tabs.indices.contains(index) else { return }
            if let binding {
                if let value = tabs[index].tag.base as? SelectionValue { binding.wrappedValue = value }
            } else {
                bridge?.viewState[key] = tabs[index].tag
            }
        }
        let style = environment.tabViewStyleKind
        var outside = environment
        outside.tabViewBottomAccessory = nil
        let accessory = environment.tabViewBottomAccessory.flatMap { content in
            style == .tabBar ? buildNode(TabViewBottomAccessoryCapsule(content: content), in: outside) : nil
        }
        return TabViewNode(tabs: tabs, selected: selected, style: style, environment: environment, accessory: accessory, select: select)
    }

    /// Marks the navigation stacks in a tab's content as that tab's own.
    private static func scope(_ node: LayoutNode, as key: String) {
        if let host = node as? NavigationStackHostNode {
            host.scopeKey = key
            return
        }
        for child in node.children { scope(child, as: key) }
    }

    /// The words of a tab item, to tell tab views apart in the controller's memory.
    private func titleOf(_ item: AnyView, in environment: EnvironmentValues) -> String {
        buildNode(item, in: environment).textContent
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection (starting at the first tab).
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// Lays out the selected tab above the bar (or as a page over its dots) and draws the bar.
@MainActor
final class TabViewNode: LayoutNode {
    struct Tab {
        let node: LayoutNode
        let tag: AnyHashable
        let item: AnyView?
        let badge: Text?
    }

    let tabs: [Tab]
    let selected: Int
    let style: TabViewStyleKind
    let select: @MainActor (Int) -> Void
    /// The bar (tab style) or the dots (page style), laid out over the content.
    private let chrome: LayoutNode?
    /// The bottom accessory's capsule above the bar (`.tabViewBottomAccessory`, iOS 26).
    private let accessory: LayoutNode?
    /// True when the last placement left the tab bar out (a screen hid it).
    private var barHidden = false
    /// Where the node was last placed, to place it again (``settleAfterEmbeddedLayout()``).
    private var lastPlacement: (Rect, PlacementContext)?

    init(
        tabs: [Tab], selected: Int, style: TabViewStyleKind, environment: EnvironmentValues, accessory: LayoutNode? = nil,
        select: @escaping @MainActor (Int) -> Void
    ) {
        self.tabs = tabs
        self.accessory = accessory
        self.selected = selected
        self.style = style
        self.select = select
        // Children from locals, not from the stored properties: Swift 6.3.1's optimiser
        // crashed on this initialiser (CopyPropagation) when super.init's argument read
        // `chrome` through a compactMap, so release builds failed (see TabBarNode's init).
        let chrome: LayoutNode?
        switch style {
        case .tabBar:
            chrome = TabBarNode(tabs: tabs, selected: selected, environment: environment, select: select)
        case .page(let display, let background):
            chrome =
                (display == .never || (display == .automatic && tabs.count < 2))
                ? nil : PageDotsNode(count: tabs.count, selected: selected, background: background, environment: environment)
        }
        self.chrome = chrome
        var children: [LayoutNode] = []
        if tabs.indices.contains(selected) { children.append(tabs[selected].node) }
        if let accessory { children.append(accessory) }
        if let chrome { children.append(chrome) }
        super.init(children: children)
    }

    private var content: LayoutNode? { tabs.indices.contains(selected) ? tabs[selected].node : nil }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: finite(proposal.width) ?? 390, height: finite(proposal.height) ?? 844)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let epsilon = 0.001
        // At the bottom of the safe area, the bar reaches down under the home indicator.
        let reachesBottom = rect.maxY >= context.safeRect.maxY - epsilon
        let bottom = reachesBottom ? max(rect.maxY, context.bounds.maxY) : rect.maxY
        lastPlacement = (rect, context)
        // A screen in a navigation stack in the tab is laid out after this node: what it said
        // in the last layout is read here, and `settleAfterEmbeddedLayout()` places the tab
        // again if its new layout says otherwise.
        barHidden = style == .tabBar && tabBarHidden()
        switch style {
        case .tabBar where barHidden:
            // The content asked for no tab bar: it takes the bar's place, as on iOS.
            placeContent(in: rect, context: context)
        case .tabBar:
            let barTop = rect.maxY - TabBarNode.height
            // The content keeps out of the accessory above the bar, as out of the bar.
            let accessoryTop = barTop - TabViewBottomAccessoryMetrics.gap - TabViewBottomAccessoryMetrics.height
            let safeBottom = accessory == nil ? barTop : accessoryTop
            var inner = context
            inner.safeRect = Rect(
                x: context.safeRect.minX, y: context.safeRect.minY, width: context.safeRect.width,
                height: max(0, min(context.safeRect.maxY, safeBottom) - context.safeRect.minY))
            placeContent(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, barTop - rect.minY)), context: inner)
            chrome?.place(in: Rect(x: rect.minX, y: barTop, width: rect.width, height: bottom - barTop), context: context)
            let inset = TabViewBottomAccessoryMetrics.sideInset
            accessory?.place(
                in: Rect(
                    x: rect.minX + inset, y: accessoryTop, width: max(0, rect.width - 2 * inset),
                    height: TabViewBottomAccessoryMetrics.height),
                context: context)
        case .page:
            placeContent(in: rect, context: context)
            let dots = chrome?.size(for: .unspecified) ?? .zero
            chrome?.place(
                in: Rect(
                    x: rect.midX - dots.width / 2, y: rect.maxY - dots.height - PageDotsNode.bottomMargin, width: dots.width,
                    height: dots.height),
                context: context)
        }
    }

    /// A tab's content is laid out as a screen's: offered the space, centred in it.
    private func placeContent(in rect: Rect, context: PlacementContext) {
        guard let content else { return }
        let size = content.size(for: SizeProposal(rect.size))
        content.place(in: Rect(origin: Alignment.center.origin(of: size, in: rect), size: size), context: context)
    }

    override func draw(in canvas: Raster.Canvas) {
        content?.draw(in: canvas)
        if barHidden { return }
        accessory?.draw(in: canvas)
        if let bar = chrome as? TabBarNode {
            let background = tabBarBackground()
            let shows: Bool
            switch background.visibility {
            case .visible: shows = true
            case .hidden: shows = false
            case .automatic: shows = contentRunsUnderBar()
            }
            // `.toolbarColorScheme(_:for: .tabBar)` is the scheme of the bar's background: the
            // bar is drawn in it where that background shows.
            let drawn = shows ? bar.variant(in: background.colorScheme) : bar
            drawn.backgroundStyle = background.style
            drawn.showsBackground = shows
            drawn.draw(in: canvas)
            return
        }
        chrome?.draw(in: canvas)
    }

    /// The tab bar's background as the selected tab asked for it (`.toolbarBackground(_:for:
    /// .tabBar)`): in its content, or on the screen on top of a navigation stack in it.
    private func tabBarBackground() -> BarBackground {
        selectedTabItem().barBackgrounds[.tabBar] ?? BarBackground()
    }

    /// True when the selected tab hides the bar (`.toolbar(.hidden, for: .tabBar)`), in its
    /// content or on the screen on top of a navigation stack in it, or when the app hid every tab
    /// bar (`UITabBar.appearance().isHidden = true`).
    private func tabBarHidden() -> Bool {
        selectedTabItem().hidesTabBar || UITabBar.appearance().isHidden
    }

    /// Places the tab again when the screens embedded in it, now laid out, hide or show the
    /// bar otherwise than this node last placed it; their controller then lays them out again
    /// in the new place.
    private func settleAfterEmbeddedLayout() {
        guard style == .tabBar, let (rect, context) = lastPlacement, tabBarHidden() != barHidden else { return }
        place(in: rect, context: context)
    }

    /// The tab view is placed again after the screens embedded in it are laid out (see
    /// ``settleAfterEmbeddedLayout()``); the tabs' items, labels and badges go no further up.
    override func writePreferences(into values: inout PreferenceValues) {
        values.removeValue(for: TabItemKey.self)
        values.removeValue(for: TabBadgeKey.self)
        values.removeValue(for: TagKey.self)
        if style == .tabBar { values.prepend({ [weak self] in self?.settleAfterEmbeddedLayout() }, to: EmbeddedLayoutSettlersKey.self) }
    }

    /// The bar settings of the selected tab: its content's, with those of the screens on top
    /// of its navigation stacks laid over them.
    private func selectedTabItem() -> NavigationItem {
        let item = NavigationItem()
        guard let content else { return item }
        for apply in content.preferences()[NavigationBarKey.self].reversed() { apply(item) }
        for controller in embeddedControllers(in: content) {
            let top = (controller as? NavigationController)?.topViewController ?? controller
            for (bar, background) in top.navigationItem.barBackgrounds where bar == .tabBar {
                item.barBackgrounds[bar] = background
            }
            if top.navigationItem.hidesTabBar { item.hidesTabBar = true }
        }
        return item
    }

    /// True when a list or scroll view of the selected tab (or of a navigation stack in it)
    /// is taller than its viewport, so content lies under the bar: iOS then gives the bar
    /// its material; otherwise the bar is clear (its scroll-edge appearance).
    private func contentRunsUnderBar() -> Bool {
        guard let content else { return false }
        if content.preferences()[VerticalOverflowKey.self].contains(where: { $0() > 0.5 }) { return true }
        return embeddedControllers(in: content).contains { $0.largestVerticalOverflow() > 0.5 }
    }

    private func embeddedControllers(in node: LayoutNode) -> [ViewController] {
        if let host = node as? NavigationStackHostNode { return host.embedded.map { [$0] } ?? [] }
        return node.children.flatMap { embeddedControllers(in: $0) }
    }

    /// A hidden bar's tabs cannot be tapped.
    override func collectElements(into elements: inout [InteractiveElement]) {
        content?.collectElements(into: &elements)
        if !barHidden {
            accessory?.collectElements(into: &elements)
            chrome?.collectElements(into: &elements)
        }
    }

    override var kind: String? { "TabView" }
    override var detail: String? { "selected=\(selected)" }
}

extension TabViewNode: AccessibilitySource {
    /// The selected tab's items, then the bar's, unless a screen hid the bar.
    func makeAccessibilityItems() -> [AccessibilityItem] {
        barHidden ? (content?.accessibilityItems() ?? []) : childAccessibilityItems()
    }
}
