internal import Raster

/// A scrollable view, as SwiftUI's `ScrollView`, drawn scrolled to its start.
///
/// The scroll view takes the space it is offered (the viewport) and offers its content
/// unlimited length along the scrolling axes, so a tall `VStack` keeps its natural height and
/// what does not fit is clipped at the viewport's edge. Content narrower than the viewport is
/// centred across it, as in SwiftUI. A snapshot shows the viewport, as a screenshot would;
/// `Window.render(fullContent: true)` (and the image strategies' `fullContent` option) grows
/// the screen until every vertical scroll view shows all of its content.
public struct ScrollView: View, PrimitiveView {
    /// No body: a scroll view is primitive.
    public typealias Body = Never
    let axes: Axis.Set
    let content: any View

    /// A scroll view along `axes` (vertical by default); the indicators are not drawn in a
    /// still frame, so `showsIndicators` is accepted only.
    public init<Content: View>(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        // A horizontal scroll view lays its loose children out in a row, as SwiftUI does.
        inner.stackAxis = axes == .horizontal ? .horizontal : .vertical
        // The margins, position and anchor are this scroll view's: a scroll view inside keeps its own.
        inner.contentMargins = ContentMargins()
        inner.scrollPositionTarget = nil
        inner.defaultScrollAnchors = DefaultScrollAnchors()
        var request = environment.scrollToRequest
        if case .view(let id, let anchor)? = environment.scrollPositionTarget {
            // A bound id rests with its view at the top (leading) edge unless an anchor says otherwise.
            request = ScrollToRequest(id: id, anchor: anchor ?? .topLeading)
            inner.scrollToRequest = request
        }
        let nodes = buildNodes(content, in: inner)
        let child =
            nodes.count == 1
            ? nodes[0]
            : StackNode(
                axis: axes == .horizontal ? .horizontal : .vertical,
                alignment: axes == .horizontal ? .center : Alignment(horizontal: .center, vertical: .top),
                spacing: nil, children: nodes
            )
        let node = ScrollNode(child: child, axes: axes)
        node.scrollToRequest = request
        node.positionTarget = environment.scrollPositionTarget
        node.anchors = environment.defaultScrollAnchors
        node.margins = environment.contentMargins.content
        node.clips = !environment.scrollClipDisabled
        return node
    }
}

/// The viewport of a ``ScrollView``: proposes unlimited length along the scroll axes, places
/// the content at rest (its start, or where a position or default anchor puts it), inset by
/// its content margins, and clips it to the frame.
@MainActor
final class ScrollNode: WrapperNode {
    let axes: Axis.Set
    /// The request of a ``ScrollViewReader`` around the scroll view (ScrollViewReader.swift),
    /// or the view a `.scrollPosition` names.
    var scrollToRequest: ScrollToRequest?
    /// An edge or point a `.scrollPosition` names (ScrollPosition.swift).
    var positionTarget: ScrollRest?
    /// `.defaultScrollAnchor`'s anchors.
    var anchors = DefaultScrollAnchors()
    /// `.contentMargins` around the content (ScrollContentMargins.swift).
    var margins = EdgeInsets()
    /// False under `.scrollClipDisabled()`: the content is drawn past the frame.
    var clips = true
    private(set) var verticalOverflow: Double = 0
    private var viewport: Rect = .zero
    /// True when the content rests scrolled down from its top while the scroll view starts at
    /// the top of the safe area: content then lies under the navigation bar.
    private var scrolledUnderTop = false

    init(child: LayoutNode, axes: Axis.Set) {
        self.axes = axes
        super.init(child: child)
    }

    private func contentProposal(_ proposal: SizeProposal) -> SizeProposal {
        SizeProposal(
            width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - margins.horizontal) },
            height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - margins.vertical) }
        )
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let content = child.size(for: contentProposal(proposal))
        // Greedy along the scroll axes (a scroll view fills what it is offered), the content's
        // size (with its margins) across them, never more than offered.
        func length(_ offered: Double?, _ content: Double, scrolls: Bool) -> Double {
            guard let offered, offered.isFinite else { return content }
            return scrolls ? offered : min(content, offered)
        }
        return Size(
            width: length(
                proposal.width, content.width + margins.horizontal, scrolls: axes.contains(.horizontal) || proposal.width != nil),
            height: length(proposal.height, content.height + margins.vertical, scrolls: axes.contains(.vertical))
        )
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let content = child.size(for: contentProposal(SizeProposal(rect.size)))
        // The content with its margins: what scrolls.
        let extent = Size(width: content.width + margins.horizontal, height: content.height + margins.vertical)
        // At rest at the start; content smaller than the viewport is centred across the scroll
        // axis and at the start (or the alignment anchor) along it.
        let vertical = axes.contains(.vertical), horizontal = axes.contains(.horizontal)
        let x =
            rect.minX + margins.leading
            + Self.lead(extent.width, in: rect.width, scrolls: horizontal, anchor: anchors.alignment.map { Double($0.x) }, rest: 0.5)
        let y =
            rect.minY + margins.top
            + Self.lead(
                extent.height, in: rect.height, scrolls: vertical, anchor: anchors.alignment.map { Double($0.y) }, rest: vertical ? 0 : 0.5)
        verticalOverflow = vertical ? max(0, extent.height - rect.height) : 0
        viewport = clipRect(rect, context: context)
        let placed = Rect(x: x, y: y, width: content.width, height: content.height)
        // The viewport is the content's `.scrollView` coordinate space (and `.scrollView(axis:)` for its axes).
        var context = context
        for key in CoordinateSpace.scrollViewKeys(axes) { context.namedSpaces[key] = rect }
        child.place(in: placed, context: context)
        // Scrolled to a view, an edge or a point, or by the default anchor: placed again, moved back.
        let box = Rect(x: x - margins.leading, y: y - margins.top, width: extent.width, height: extent.height)
        let offset = restingOffset(content: box, viewport: rect)
        if let offset, offset.x != 0 || offset.y != 0 {
            child.place(in: Rect(x: x - offset.x, y: y - offset.y, width: content.width, height: content.height), context: context)
        }
        scrolledUnderTop = vertical && (offset?.y ?? 0) > 0.5 && rect.minY <= context.safeRect.minY + 0.001
    }

    /// Where content of `length` starts in `room` along one axis: at the start when it
    /// overflows a scrolling axis, else `anchor` (or `rest`) of the room left over.
    private static func lead(_ length: Double, in room: Double, scrolls: Bool, anchor: Double?, rest: Double) -> Double {
        if scrolls, length > room { return 0 }
        return (scrolls ? anchor ?? rest : rest) * (room - length)
    }

    /// The part of the screen the content shows through: the frame, continued under the home
    /// indicator (vertical) or the side insets (horizontal) wherever it reaches the safe
    /// area's edge, as iOS lets scrolled content show there.
    private func clipRect(_ rect: Rect, context: PlacementContext) -> Rect {
        var clip = axes.contains(.vertical) ? scrollViewport(rect, safeRect: context.safeRect, bounds: context.bounds) : rect
        if axes.contains(.horizontal) {
            let e = 0.001
            let minX = rect.minX <= context.safeRect.minX + e ? min(rect.minX, context.bounds.minX) : rect.minX
            let maxX = rect.maxX >= context.safeRect.maxX - e ? max(rect.maxX, context.bounds.maxX) : rect.maxX
            clip = Rect(x: minX, y: clip.minY, width: maxX - minX, height: clip.height)
        }
        return clip
    }

    /// How far the content (with its margins, at `content`) is scrolled at rest: to a
    /// reader's or position's view, to a position's edge or point, or by the default anchor.
    private func restingOffset(content: Rect, viewport: Rect) -> (x: Double, y: Double)? {
        if let offset = scrollOffset(content: content, viewport: viewport, inherited: scrollToRequest) { return offset }
        let limitX = axes.contains(.horizontal) ? max(0, content.width - viewport.width) : 0
        let limitY = axes.contains(.vertical) ? max(0, content.height - viewport.height) : 0
        switch positionTarget {
        case .edge(let edge)?:
            switch edge {
            case .top: return (0, 0)
            case .bottom: return (0, limitY)
            case .leading: return (0, 0)
            case .trailing: return (limitX, 0)
            }
        case .point(let px, let py)?:
            return (min(max(px ?? 0, 0), limitX), min(max(py ?? 0, 0), limitY))
        case .view?, nil:
            guard let anchor = anchors.initialOffset else { return nil }
            return (Double(anchor.x) * limitX, Double(anchor.y) * limitY)
        }
    }

    override func draw(in canvas: Raster.Canvas) {
        guard clips else { return child.draw(in: canvas) }
        canvas.withSavedState {
            canvas.clip(to: canvas.snap(viewport))
            child.draw(in: canvas)
        }
    }

    override var kind: String? { "ScrollView" }
    override var detail: String? {
        verticalOverflow > 0 ? "content=\(formatNumber(frame.height + verticalOverflow)) tall" : nil
    }

    /// The viewport follows the frame when a right-to-left subtree is reflected.
    override func reflectGeometry(acrossX sum: Double) {
        viewport = viewport.reflected(acrossX: sum)
    }

    /// A vertical scroll view hands its overflow up, for full-content renders.
    override func writePreferences(into values: inout PreferenceValues) {
        if axes.contains(.vertical) { values.prepend({ [weak self] in self?.verticalOverflow ?? 0 }, to: VerticalOverflowKey.self) }
        if scrolledUnderTop { values[ScrolledUnderTopKey.self] = true }
    }

    override func firstBaseline(in size: Size) -> Double? { nil }
    override func lastBaseline(in size: Size) -> Double? { nil }
}

/// True when a scroll view or list of the screen rests scrolled down from the top of its
/// content, under the top of the safe area: iOS then draws the navigation bar's material (its
/// standard appearance) where at the content's top it draws none (its scroll-edge appearance).
enum ScrolledUnderTopKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
