internal import Raster

extension View {
    /// Adds `insets` to the safe area the view's content sees, as iOS 17's
    /// `safeAreaPadding(_:)`: the content is laid out that far in, as with `padding`, but
    /// what reaches into the safe area still does. A scroll view or list inside keeps drawing
    /// its scrolled content out to the view's edge (a horizontal carousel's next card shows at
    /// the screen's edge), and backgrounds that ignore the safe area, and a list's, cover it.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        ModifiedView(content: self) { node, _ in SafeAreaPaddingNode(child: node, insets: insets) }
    }

    /// Adds `length` points (16 when `nil`, as `padding`) on `edges` to the safe area the
    /// view's content sees, as iOS 17's `safeAreaPadding(_:_:)`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        return safeAreaPadding(
            EdgeInsets(
                top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    /// Adds `length` points on every edge to the safe area the view's content sees.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

/// Lays its child out inside its frame less the safe area it reaches into plus the padding,
/// and tells the subtree that this is its safe area, with the frame (continued to the
/// screen's edge wherever it reaches the safe area's edge) as the bounds it may extend to.
@MainActor
final class SafeAreaPaddingNode: WrapperNode {
    let insets: EdgeInsets

    init(child: LayoutNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let inner = child.size(
            for: SizeProposal(
                width: proposal.width.map { max(0, $0 - insets.horizontal) },
                height: proposal.height.map { max(0, $0 - insets.vertical) }))
        return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let e = 0.001
        let safe = context.safeRect
        // The safe area the frame already reaches into, then the padding on top of it.
        let reached = EdgeInsets(
            top: max(0, safe.minY - rect.minY), leading: max(0, safe.minX - rect.minX),
            bottom: max(0, rect.maxY - safe.maxY), trailing: max(0, rect.maxX - safe.maxX))
        let inner = rect.inset(
            by: EdgeInsets(
                top: reached.top + insets.top, leading: reached.leading + insets.leading,
                bottom: reached.bottom + insets.bottom, trailing: reached.trailing + insets.trailing))
        // What the subtree may extend to: this frame, and on past it where it reaches the
        // surrounding safe area's edge, as far as the surrounding bounds.
        let minX = rect.minX <= safe.minX + e ? min(rect.minX, context.bounds.minX) : rect.minX
        let minY = rect.minY <= safe.minY + e ? min(rect.minY, context.bounds.minY) : rect.minY
        let maxX = rect.maxX >= safe.maxX - e ? max(rect.maxX, context.bounds.maxX) : rect.maxX
        let maxY = rect.maxY >= safe.maxY - e ? max(rect.maxY, context.bounds.maxY) : rect.maxY
        var padded = context
        padded.safeRect = inner
        padded.bounds = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let size = child.size(for: SizeProposal(inner.size))
        child.place(in: Rect(origin: Alignment.center.origin(of: size, in: inner), size: size), context: padded)
    }

    override var kind: String? { nil }
}
