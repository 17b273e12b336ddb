internal import Raster

/// A ``TabView``'s bar (iOS 17 on iPhone, measured on iOS reference images): 49 points tall
/// above the home indicator, the items sharing its width; each item's symbol (its filled
/// variant, about 24 points) centred 18.5 points below the bar's top and its 10-point medium
/// title's baseline 44.67 points below it; the selected item in the tint, the others #929292;
/// a badge as a red capsule (18 points tall, white 13-point text) at the symbol's top right.
@MainActor
final class TabBarNode: LayoutNode {
    static let height: Double = 49
    static let iconCenter: Double = 18.5
    static let titleBaseline: Double = 44.67
    static let unselected = Color(hex: 0x929292)

    struct Item {
        let icon: LayoutNode?
        let title: LayoutNode?
        let badge: LayoutNode?
        let label: String
    }

    let items: [Item]
    let select: @MainActor (Int) -> Void
    let material: SRGBColor
    let hairline: SRGBColor
    /// True when content runs under the bar (set by the tab view before drawing).
    var showsBackground = false
    /// The fill a screen set for the bar's background (`.toolbarBackground(_:for: .tabBar)`),
    /// drawn instead of the material (set by the tab view before drawing).
    var backgroundStyle: AnyShapeStyle?
    private let environment: EnvironmentValues
    private var itemRects: [Rect] = []
    private let tabs: [TabViewNode.Tab]
    private let selected: Int
    /// Where the bar was last placed, for a variant drawn in its place.
    private var placementContext: PlacementContext?
    /// The bar built in another colour scheme (`.toolbarColorScheme(_:for: .tabBar)`), by scheme.
    private var variants: [ColorScheme: TabBarNode] = [:]

    init(tabs: [TabViewNode.Tab], selected: Int, environment: EnvironmentValues, select: @escaping @MainActor (Int) -> Void) {
        self.select = select
        self.environment = environment
        self.tabs = tabs
        self.selected = selected
        material = Material.bar.paint(in: environment).representativeColor
        hairline = Color.separator.srgb(in: environment)
        var items: [Item] = []
        for (index, tab) in tabs.enumerated() {
            items.append(Self.item(for: tab, selected: index == selected, environment: environment))
        }
        self.items = items
        // Built in a local with a plain loop: Swift 6.3.1's optimiser crashes on this
        // initialiser (an ownership-verifier leak in CopyPropagation) when super.init's
        // argument is a (re)throwing flatMap over the stored property, so release builds failed.
        var children: [LayoutNode] = []
        for item in items {
            children.append(contentsOf: [item.icon, item.title, item.badge].compactMap { $0 })
        }
        super.init(children: children)
    }

    /// The symbol and title of a tab's item (the first image and the first text of its
    /// `.tabItem` view), and its badge.
    private static func item(for tab: TabViewNode.Tab, selected: Bool, environment: EnvironmentValues) -> Item {
        var look = environment
        look.foregroundColor = selected ? environment.tint : unselected
        look.symbolVariants = .fill
        var iconEnvironment = look
        iconEnvironment.font = .system(size: 24)
        var titleEnvironment = look
        titleEnvironment.font = .system(size: 10, weight: .medium)
        let icon = tab.item.flatMap { first(ImageNode.self, in: buildNode($0, in: iconEnvironment)) }
        let title = tab.item.flatMap { first(TextNode.self, in: buildNode($0, in: titleEnvironment)) }
        let badge = tab.badge.map { text in
            var badgeEnvironment = environment
            badgeEnvironment.font = .system(size: 13)
            badgeEnvironment.foregroundColor = .white
            return buildNode(BadgeBubble(text: text), in: badgeEnvironment)
        }
        return Item(icon: icon, title: title, badge: badge, label: title?.textContent ?? tab.badge?.string ?? "Tab")
    }

    private static func first<T: LayoutNode>(_ type: T.Type, in node: LayoutNode) -> T? {
        if let found = node as? T { return found }
        for child in node.children {
            if let found = first(type, in: child) { return found }
        }
        return nil
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: finite(proposal.width) ?? 390, height: finite(proposal.height) ?? Self.height)
    }

    /// This bar, or the same bar built in `scheme` and placed where this one is, to draw in its
    /// place: the material, the hairline and the unselected items in that scheme's colours.
    func variant(in scheme: ColorScheme?) -> TabBarNode {
        guard let scheme, scheme != environment.colorScheme, let placementContext else { return self }
        let variant: TabBarNode
        if let built = variants[scheme] {
            variant = built
        } else {
            var schemed = environment
            schemed.colorScheme = scheme
            variant = TabBarNode(tabs: tabs, selected: selected, environment: schemed, select: select)
            variants[scheme] = variant
        }
        variant.place(in: frame, context: placementContext)
        return variant
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        placementContext = context
        let width = items.isEmpty ? 0 : rect.width / Double(items.count)
        itemRects = items.indices.map { Rect(x: rect.minX + Double($0) * width, y: rect.minY, width: width, height: Self.height) }
        for (item, slot) in zip(items, itemRects) {
            var iconRect = Rect(x: slot.midX, y: slot.minY + Self.iconCenter, width: 0, height: 0)
            if let icon = item.icon {
                let size = icon.size(for: .unspecified)
                iconRect = Rect(
                    x: slot.midX - size.width / 2, y: slot.minY + Self.iconCenter - size.height / 2, width: size.width, height: size.height)
                icon.place(in: iconRect, context: context)
            }
            if let title = item.title {
                let natural = title.size(for: .unspecified)
                let size = natural.width <= slot.width ? natural : title.size(for: SizeProposal(width: slot.width, height: nil))
                let baseline = title.firstBaseline(in: size) ?? size.height
                title.place(
                    in: Rect(
                        x: slot.midX - size.width / 2, y: slot.minY + Self.titleBaseline - baseline, width: size.width, height: size.height),
                    context: context)
            }
            if let badge = item.badge {
                let size = badge.size(for: .unspecified)
                badge.place(in: Rect(x: slot.midX + 5.5, y: slot.minY + 2, width: size.width, height: size.height), context: context)
            }
        }
    }

    override func draw(in canvas: Raster.Canvas) {
        if showsBackground {
            if let backgroundStyle {
                canvas.fill(.rectangle, in: canvas.snap(frame), with: backgroundStyle.paint(in: environment))
            } else {
                canvas.fill(canvas.snap(frame), with: material)
            }
            canvas.fill(canvas.hairline(from: frame.minX, to: frame.maxX, y: frame.minY - 0.01), with: hairline)
        }
        super.draw(in: canvas)
    }

    override func collectElements(into elements: inout [InteractiveElement]) {
        for (index, item) in items.enumerated() where itemRects.indices.contains(index) {
            let select = self.select
            elements.append(
                InteractiveElement(kind: .tab, label: item.label, frame: itemRects[index], isEnabled: true, action: .tap { select(index) }))
        }
    }

    override var kind: String? { "TabBar" }
    override var detail: String? { "[" + items.map { "\"\($0.label)\"" }.joined(separator: ", ") + "]" }
}

/// A tab badge: white text on a red capsule, at least a circle 18 points across.
private struct BadgeBubble: View {
    let text: Text

    var body: some View {
        text
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
            .fixedSize()
    }
}

/// A page tab view's dots: 7 points across, 16 apart, white (the current one opaque, the
/// others 30 %), in a row 26 points tall, on a dark capsule when asked for.
@MainActor
final class PageDotsNode: LayoutNode {
    static let diameter: Double = 7
    static let pitch: Double = 16
    static let rowHeight: Double = 26
    static let bottomMargin: Double = 0
    let count: Int
    let selected: Int
    let background: Bool

    init(count: Int, selected: Int, background: Bool, environment: EnvironmentValues) {
        self.count = count
        self.selected = selected
        self.background = background
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let dots = Double(max(count, 1) - 1) * Self.pitch + Self.diameter
        return Size(width: dots + (background ? 2 * 12 : 0), height: Self.rowHeight)
    }

    override func draw(in canvas: Raster.Canvas) {
        if background {
            canvas.fill(.capsule, in: frame, with: SRGBColor.black.opacity(0.25))
        }
        let first = frame.midX - Double(count - 1) * Self.pitch / 2
        for index in 0..<count {
            let center = Point(x: first + Double(index) * Self.pitch, y: frame.midY)
            let dot = Rect(x: center.x - Self.diameter / 2, y: center.y - Self.diameter / 2, width: Self.diameter, height: Self.diameter)
            canvas.fill(.ellipse, in: dot, with: SRGBColor.white.opacity(index == selected ? 1 : 0.3))
        }
    }

    override var kind: String? { "PageIndicator" }
    override var detail: String? { "\(selected + 1) of \(count)" }
}
