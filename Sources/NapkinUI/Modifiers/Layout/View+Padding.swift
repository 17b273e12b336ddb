internal import Raster

extension View {
    /// Insets the view by `length` points on `edges` (16 points when `nil`, as SwiftUI).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        let insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0,
            leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0,
            trailing: edges.contains(.trailing) ? value : 0
        )
        return padding(insets)
    }

    /// Insets the view by `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(EdgeInsets(all: length))
    }

    /// Insets the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        // Negative padding pulls the edges in, as in SwiftUI; a value that is not finite is ignored.
        let insets = EdgeInsets(
            top: GeometryInput.signed(insets.top, "padding"), leading: GeometryInput.signed(insets.leading, "padding"),
            bottom: GeometryInput.signed(insets.bottom, "padding"), trailing: GeometryInput.signed(insets.trailing, "padding"))
        return ModifiedView(content: self) { node, _ in PaddingNode(child: node, insets: insets) }
    }
}

/// `.padding`: offers the child the space less the insets, and adds them back.
@MainActor
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets

    init(child: LayoutNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let inner = SizeProposal(
            width: proposal.width.map { max(0, $0 - insets.horizontal) },
            height: proposal.height.map { max(0, $0 - insets.vertical) }
        )
        let size = child.size(for: inner)
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        child.place(in: rect.inset(by: insets), context: context)
    }

    /// A padded edge is a view's edge, whatever is inside; an edge left alone is the child's.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge {
        (edge == .top ? insets.top : insets.bottom) == 0 ? child.stackEdge(edge) : .view
    }

    override func firstBaseline(in size: Size) -> Double? {
        child.firstBaseline(in: Size(width: size.width - insets.horizontal, height: size.height - insets.vertical)).map { $0 + insets.top }
    }

    override func lastBaseline(in size: Size) -> Double? {
        child.lastBaseline(in: Size(width: size.width - insets.horizontal, height: size.height - insets.vertical)).map { $0 + insets.top }
    }

    /// A guide the child sets, moved in by the leading or top inset.
    override func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        let inner = Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        return child.explicitGuideIfSet(key, on: axis, in: inner).map { $0 + (axis == .horizontal ? insets.leading : insets.top) }
    }
}
