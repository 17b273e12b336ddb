internal import Raster

extension View {
    /// What this view's tab shows in the tab bar of the ``TabView`` around it, as SwiftUI's
    /// `tabItem(_:)`: the first image and the first text of `label`
    /// (`.tabItem { Label("Feed", systemImage: "newspaper") }`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let item = AnyView(erasing: label())
        // The tab's own ForEach views are not the tab view's tabs: they tag nothing.
        let untagged = EnvironmentModifiedView(content: self) { $0.tagsForEachElement = false }
        return ModifiedView(content: untagged) { node, _ in
            PreferenceNode(child: node, description: ("TabItem", "")) { $0[TabItemKey.self] = item }
        }
    }

    /// A badge on this view's tab (a red count at the tab's symbol) or, in a list row, the
    /// count in the secondary colour at the row's trailing edge; 0 shows none.
    public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text(verbatim: "\(count)"))
    }

    /// A badge of words (read as Markdown), as SwiftUI's `badge(_:)`; `nil` shows none.
    public func badge(_ label: LocalizedStringKey?) -> some View {
        badge(label.map { Text($0) })
    }

    /// A badge of words shown verbatim; `nil` shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }

    /// A badge of text; `nil` shows none.
    public func badge(_ label: Text?) -> some View {
        ModifiedView(content: self) { node, environment in
            guard let label else { return node }
            if environment.isFormRow {
                return ListRowBadgeNode(row: node, badge: buildNode(label.foregroundStyle(.secondary), in: environment))
            }
            return PreferenceNode(child: node, description: ("Badge", "\"\(label.string)\"")) { $0[TabBadgeKey.self] = label }
        }
    }
}

/// `.tabItem`: the label of the tab, the outermost one.
enum TabItemKey: PreferenceKey {
    static var defaultValue: AnyView? { nil }
    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        if value == nil { value = nextValue() }
    }
}

/// `.badge` outside a list: the badge of the tab, the outermost one.
enum TabBadgeKey: PreferenceKey {
    static var defaultValue: Text? { nil }
    static func reduce(value: inout Text?, nextValue: () -> Text?) {
        if value == nil { value = nextValue() }
    }
}

/// A list row with a badge: the row's content, then the badge at the trailing edge, 16
/// points apart, on the row's first baseline.
@MainActor
final class ListRowBadgeNode: LayoutNode {
    static let spacing: Double = 16
    private var row: LayoutNode { children[0] }
    private var badge: LayoutNode { children[1] }

    init(row: LayoutNode, badge: LayoutNode) {
        super.init(children: [row, badge])
        layoutPriority = row.layoutPriority
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let badgeSize = badge.size(for: .unspecified)
        let rowWidth = proposal.width.map { max(0, $0 - badgeSize.width - Self.spacing) }
        let rowSize = row.size(for: SizeProposal(width: rowWidth, height: proposal.height))
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? rowSize.width + Self.spacing + badgeSize.width
        return Size(width: width, height: max(rowSize.height, badgeSize.height))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let badgeSize = badge.size(for: .unspecified)
        let rowSize = row.size(for: SizeProposal(width: max(0, rect.width - badgeSize.width - Self.spacing), height: rect.height))
        let rowY = rect.minY + (rect.height - rowSize.height) / 2
        row.place(in: Rect(x: rect.minX, y: rowY, width: rowSize.width, height: rowSize.height), context: context)
        // On the row's first baseline when it has text, else centred.
        let badgeY: Double
        if let rowBaseline = row.firstBaseline(in: rowSize), let own = badge.firstBaseline(in: badgeSize) {
            badgeY = rowY + rowBaseline - own
        } else {
            badgeY = rect.minY + (rect.height - badgeSize.height) / 2
        }
        badge.place(in: Rect(x: rect.maxX - badgeSize.width, y: badgeY, width: badgeSize.width, height: badgeSize.height), context: context)
    }

    override func firstBaseline(in size: Size) -> Double? { row.firstBaseline(in: size) }
    override var textContent: String { row.textContent }
}
