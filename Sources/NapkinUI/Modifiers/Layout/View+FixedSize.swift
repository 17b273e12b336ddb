internal import Raster

extension View {
    /// Sizes the view to its ideal size on both axes, ignoring the space offered.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Sizes the view to its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        ModifiedView(content: self) { node, _ in FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical) }
    }
}

/// `.fixedSize()`: proposes `nil` (ideal) on the fixed axes.
@MainActor
final class FixedSizeNode: WrapperNode {
    /// Leaves the text's edges as they are, so a stack still spaces it as text.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        child.size(for: SizeProposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    }
}
