internal import Raster

/// UIKit's name for a tab bar controller: NapkinUI's ``TabBarController``.
public typealias UITabBarController = TabBarController

/// UIKit's name for a tab bar controller's delegate: ``TabBarControllerDelegate``.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate

/// Told when the user selects a tab, as UIKit's `UITabBarControllerDelegate`.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Runs after a tap on the bar has changed the selection to `viewController`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

/// Shows one of several child controllers at a time above a tab bar, as UIKit's
/// `UITabBarController`. Every child stays a child while hidden, so each keeps its state.
@MainActor
open class TabBarController: ViewController {
    /// The height of the bar above the bottom safe area, in points.
    public static let barHeight: CGFloat = 49

    /// The controllers, one per tab, in bar order.
    public private(set) var viewControllers: [ViewController] = []
    /// Told of selections made by tapping the bar (not of programmatic ones, as in UIKit).
    public weak var delegate: TabBarControllerDelegate?
    /// How the bar looks.
    public var appearance = BarAppearance()

    /// The index of the tab shown; setting it shows another tab without telling the delegate.
    public var selectedIndex: Int = 0 {
        didSet {
            if viewControllers.isEmpty {
                selectedIndex = 0
            } else if !viewControllers.indices.contains(selectedIndex) {
                selectedIndex = oldValue
            }
        }
    }

    /// The controller shown, or `nil` when there are no tabs. Setting one of the tabs' controllers shows it, as
    /// UIKit's; setting any other controller changes nothing.
    public var selectedViewController: ViewController? {
        get { viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil }
        set {
            guard let newValue, let index = viewControllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// A tab bar controller with no tabs.
    public override init() {
        super.init()
    }

    /// Replaces the tabs. The previous tabs are removed as children; the selection is kept
    /// when still valid. `animated` is accepted for UIKit compatibility; renders are still.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        for old in viewControllers where !controllers.contains(where: { $0 === old }) {
            old.removeFromParent()
        }
        viewControllers = controllers
        for controller in controllers { addChild(controller) }
        if !controllers.indices.contains(selectedIndex) { selectedIndex = 0 }
    }

    /// Selects tab `index` as a tap on the bar does: shows it and tells the delegate.
    public func selectTab(at index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: viewControllers[index])
    }

    /// Only the selected tab is placed, above the bar.
    open override func placements(in bounds: CGRect, safeAreaInsets: EdgeInsets) -> [ChildPlacement] {
        guard let selected = selectedViewController else { return [] }
        let barTop = bounds.maxY - safeAreaInsets.bottom - Self.barHeight
        let frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: barTop - bounds.minY)
        var insets = safeAreaInsets
        insets.bottom = 0
        return [ChildPlacement(child: selected, frame: frame, safeAreaInsets: insets)]
    }

    /// The bar: a hairline, then one item per tab, the selected one in the foreground colour.
    open override func chromeView() -> AnyView? {
        let items = viewControllers.enumerated().map { index, controller in
            TabBarItemButton(
                item: controller.tabBarItem ?? TabBarItem(title: controller.title ?? "Tab \(index + 1)"),
                isSelected: index == selectedIndex,
                appearance: appearance
            ) { [weak self] in self?.selectTab(at: index) }
        }
        return AnyView(TabBarView(items: items, appearance: appearance, bottomInset: safeAreaInsets.bottom))
    }
}

private struct TabBarView: View {
    let items: [TabBarItemButton]
    let appearance: BarAppearance
    let bottomInset: Double

    var body: some View {
        VStack(spacing: 0) {
            Spacer(minLength: 0)
            Divider().separatorColor(appearance.separator)
            HStack(spacing: 0) {
                ForEach(items.indices, id: \.self) { index in items[index] }
            }
            // VoiceOver reads the items as tabs, "Home, Tab, 1 of 3".
            .accessibilityGroup(traits: .isTabBar)
            .frame(height: TabBarController.barHeight)
            .padding(.bottom, bottomInset)
            .background(appearance.background)
        }
    }
}

private struct TabBarItemButton: View {
    let item: TabBarItem
    let isSelected: Bool
    let appearance: BarAppearance
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 3) {
                if let symbol = item.symbol {
                    Text(verbatim: symbol).font(appearance.font.size(20))
                }
                Text(verbatim: item.title).font(appearance.font)
            }
            .foregroundStyle(isSelected ? appearance.foreground : appearance.secondary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .elementKind(.tab)
        .buttonStyle(.plain)
        .accessibilityLabel(item.title)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}
