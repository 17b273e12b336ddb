internal import Raster

extension View {
    /// Puts `content` along `edge` of the view, inside the view's frame, and shrinks the space
    /// the view lays out in by its size plus `spacing`, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` (a bottom bar over a list).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return ModifiedView(content: self) { node, environment in
            SafeAreaInsetNode(child: node, inset: buildNode(inset, in: environment), edge: edge, spacing: spacing.points ?? 0)
        }
    }
}

/// Lays its child out in the space left by an inset view along one edge.
@MainActor
final class SafeAreaInsetNode: LayoutNode {
    let content: LayoutNode
    let inset: LayoutNode
    let edge: VerticalEdge
    let spacing: Double

    init(child: LayoutNode, inset: LayoutNode, edge: VerticalEdge, spacing: Double) {
        content = child
        self.inset = inset
        self.edge = edge
        self.spacing = spacing
        super.init(children: [child, inset])
        layoutPriority = child.layoutPriority
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        content.size(for: proposal)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let insetSize = inset.size(for: SizeProposal(width: rect.width, height: nil))
        let taken = min(rect.height, insetSize.height + spacing)
        let insetY = edge == .top ? rect.minY : rect.maxY - insetSize.height
        inset.place(in: Rect(x: rect.minX, y: insetY, width: rect.width, height: insetSize.height), context: context)
        let remaining = Rect(x: rect.minX, y: edge == .top ? rect.minY + taken : rect.minY, width: rect.width, height: rect.height - taken)
        let size = content.size(for: SizeProposal(remaining.size))
        content.place(in: Rect(origin: Alignment.center.origin(of: size, in: remaining), size: size), context: context)
    }
}
