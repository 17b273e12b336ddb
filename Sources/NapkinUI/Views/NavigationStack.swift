/// A container that shows its content under a navigation title, as SwiftUI's
/// `NavigationStack` with iOS's large title.
///
/// The title comes from `.navigationTitle(_:)` anywhere inside the content (the first one
/// found, depth first). It is drawn as a large title (``Font/largeTitle``, 16 points from
/// the leading edge) in a 96-point header: the 44-point bar, empty, and the 52-point large
/// title below it, as iOS draws a navigation bar before its content scrolls. The content is
/// laid out below the header and may paint its background under it (a ``Form`` does). With
/// no title, the content fills the whole space. NapkinUI's stack holds one screen: push
/// navigation is `NavigationController`'s job.
public struct NavigationStack: View, PrimitiveView {
    /// No body: a navigation stack is primitive.
    public typealias Body = Never
    let content: any View

    /// A navigation stack showing `content`.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let contentNode = buildNode(content, in: environment)
        let title = NavigationTitleNode.firstTitle(in: contentNode)
        let titleNode = title.map { buildNode(Text(verbatim: $0).font(.largeTitle.bold()).foregroundStyle(.label), in: environment) }
        return NavigationStackNode(content: contentNode, title: title, titleNode: titleNode)
    }
}

extension View {
    /// Names the screen. Inside a ``NavigationStack`` the title is drawn large above the
    /// content, as iOS's large titles; elsewhere it draws nothing (as in SwiftUI outside a
    /// navigation container) but still appears in `layoutDescription()`.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        navigationTitle(verbatim: title.key)
    }

    /// Names the screen with a run-time string (see ``navigationTitle(_:)``).
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(verbatim: String(title))
    }

    private func navigationTitle(verbatim title: String) -> some View {
        ModifiedView(content: self) { node, _ in NavigationTitleNode(child: node, title: title) }
    }
}

/// Carries a `.navigationTitle` up to the enclosing ``NavigationStack``; lays out as its child.
@MainActor
final class NavigationTitleNode: WrapperNode {
    let title: String

    init(child: LayoutNode, title: String) {
        self.title = title
        super.init(child: child)
    }

    /// The first navigation title in `node`'s subtree, depth first.
    static func firstTitle(in node: LayoutNode) -> String? {
        if let titled = node as? NavigationTitleNode { return titled.title }
        for child in node.children {
            if let title = firstTitle(in: child) { return title }
        }
        return nil
    }

    override var kind: String? { "NavigationTitle" }
    override var detail: String? { "\"\(title)\"" }
}

/// The header (bar space and large title) above the content.
@MainActor
final class NavigationStackNode: LayoutNode {
    static let barHeight: Double = 44
    static let largeTitleHeight: Double = 52
    let title: String?
    private let content: LayoutNode
    private let titleNode: LayoutNode?

    init(content: LayoutNode, title: String?, titleNode: LayoutNode?) {
        self.content = content
        self.title = title
        self.titleNode = titleNode
        super.init(children: [content] + [titleNode].compactMap { $0 })
    }

    /// The bar and the large title's space: 96 points, more when a large Dynamic Type size
    /// makes the title taller or wrap (the header grows; the content moves down, never under it).
    private func headerHeight(width: Double?) -> Double {
        guard let titleNode else { return 0 }
        let size = titleNode.size(for: ProposedViewSize(width: width.map { max(0, $0 - 32) }, height: nil))
        let baseline = titleNode.firstBaseline(in: size) ?? size.height
        let titleBottom = Self.barHeight + 41 - baseline + size.height
        return max(Self.barHeight + Self.largeTitleHeight, titleBottom + 2)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let headerHeight = headerHeight(width: finite(proposal.width))
        let inner = content.size(for: ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - headerHeight) }))
        return Size(width: finite(proposal.width) ?? inner.width, height: finite(proposal.height) ?? inner.height + headerHeight)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let headerHeight = headerHeight(width: rect.width)
        let contentRect = Rect(x: rect.minX, y: rect.minY + headerHeight, width: rect.width, height: max(0, rect.height - headerHeight))
        content.place(in: contentRect, context: context)
        if let titleNode {
            let size = titleNode.size(for: ProposedViewSize(width: rect.width - 32, height: nil))
            // The large title's baseline sits 41 points below the bar, as on iOS.
            let baseline = titleNode.firstBaseline(in: size) ?? size.height
            let y = rect.minY + Self.barHeight + 41 - baseline
            titleNode.place(in: Rect(x: rect.minX + 16, y: y, width: size.width, height: size.height), context: context)
        }
    }

    override var kind: String? { "NavigationStack" }
    override var detail: String? { title.map { "title=\"\($0)\"" } }
}
