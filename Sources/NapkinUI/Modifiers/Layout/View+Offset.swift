internal import Raster

extension View {
    /// Moves the view by `x`, `y` points without changing the layout around it, as SwiftUI's
    /// `offset(x:y:)` (taps follow the moved view).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(content: self) { node, _ in
            OffsetNode(child: node, offset: Point(x: GeometryInput.signed(x, "offset(x:)"), y: GeometryInput.signed(y, "offset(y:)")))
        }
    }

    /// Moves the view by `offset`, as SwiftUI's `offset(_:)`.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }
}

/// Places its child moved by an offset; its own frame (what the parent sees) is unmoved.
@MainActor
final class OffsetNode: WrapperNode {
    /// Leaves the text's edges as they are, so a stack still spaces it as text.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
    let offset: Point

    init(child: LayoutNode, offset: Point) {
        self.offset = offset
        super.init(child: child)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        child.place(in: rect.offsetBy(dx: offset.x, dy: offset.y), context: context)
    }
}
