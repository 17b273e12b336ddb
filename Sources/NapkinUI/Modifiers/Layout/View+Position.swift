internal import Raster

extension View {
    /// Centres the view at (`x`, `y`) in the space its parent offers, as SwiftUI's
    /// `position(x:y:)`: the modifier takes all of that space, and the point is measured
    /// from its top-leading corner.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(content: self) { node, _ in
            PositionNode(child: node, center: Point(x: GeometryInput.signed(x, "position(x:)"), y: GeometryInput.signed(y, "position(y:)")))
        }
    }

    /// Centres the view at `position` in the space its parent offers.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}

/// Takes the space offered and places its child, at its own size, centred on a point of it.
@MainActor
final class PositionNode: WrapperNode {
    let center: Point

    init(child: LayoutNode, center: Point) {
        self.center = center
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        // As SwiftUI: the whole proposal; an unspecified side takes the child's.
        let childSize = child.size(for: proposal)
        return Size(width: finite(proposal.width) ?? childSize.width, height: finite(proposal.height) ?? childSize.height)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let size = child.size(for: SizeProposal(rect.size))
        let origin = Point(x: rect.minX + center.x - size.width / 2, y: rect.minY + center.y - size.height / 2)
        child.place(in: Rect(origin: origin, size: size), context: context)
    }

    /// A positioned view takes the space offered; it has no guides of its own to pass on.
    override func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? { nil }
}
