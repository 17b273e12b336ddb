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
        node.scrollToRequest = environment.scrollToRequest
        return node
    }
}

/// The viewport of a ``ScrollView``: proposes unlimited length along the scroll axes, places
/// the content at the start, and clips it to the frame.
@MainActor
final class ScrollNode: WrapperNode {
    let axes: Axis.Set
    /// The request of a ``ScrollViewReader`` around the scroll view (ScrollViewReader.swift).
    var scrollToRequest: ScrollToRequest?
    private(set) var verticalOverflow: Double = 0
    private var viewport: Rect = .zero

    init(child: LayoutNode, axes: Axis.Set) {
        self.axes = axes
        super.init(child: child)
    }

    private func contentProposal(_ proposal: SizeProposal) -> SizeProposal {
        SizeProposal(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let content = child.size(for: contentProposal(proposal))
        // Greedy along the scroll axes (a scroll view fills what it is offered), the content's
        // size across them, never more than offered.
        func length(_ offered: Double?, _ content: Double, scrolls: Bool) -> Double {
            guard let offered, offered.isFinite else { return content }
            return scrolls ? offered : min(content, offered)
        }
        return Size(
            width: length(proposal.width, content.width, scrolls: axes.contains(.horizontal) || proposal.width != nil),
            height: length(proposal.height, content.height, scrolls: axes.contains(.vertical))
        )
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let content = child.size(for: contentProposal(SizeProposal(rect.size)))
        // Scrolled to the start; centred across the scroll axis when smaller than the viewport.
        let x = axes.contains(.horizontal) && content.width > rect.width ? rect.minX : rect.minX + (rect.width - content.width) / 2
        let y =
            axes.contains(.vertical) && content.height > rect.height
            ? rect.minY : rect.minY + (axes.contains(.vertical) ? 0 : (rect.height - content.height) / 2)
        verticalOverflow = axes.contains(.vertical) ? max(0, content.height - rect.height) : 0
        viewport = axes.contains(.vertical) ? scrollViewport(rect, safeRect: context.safeRect, bounds: context.bounds) : rect
        let placed = Rect(x: x, y: y, width: content.width, height: content.height)
        child.place(in: placed, context: context)
        // Scrolled to a reader's view (ScrollViewReader.swift): placed again, moved back.
        if let offset = scrollOffset(content: placed, viewport: rect, inherited: scrollToRequest), offset.x != 0 || offset.y != 0 {
            child.place(in: Rect(x: x - offset.x, y: y - offset.y, width: content.width, height: content.height), context: context)
        }
    }

    override func draw(in canvas: Raster.Canvas) {
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
    }

    override func firstBaseline(in size: Size) -> Double? { nil }
    override func lastBaseline(in size: Size) -> Double? { nil }
}
