internal import Raster

extension View {
    /// Sizes the view to `aspectRatio` (width over height; the view's own ideal ratio when
    /// `nil`) within the space offered, fitting inside it or filling it.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        ModifiedView(content: self) { node, _ in
            AspectRatioNode(child: node, ratio: GeometryInput.positive(aspectRatio, "aspectRatio"), contentMode: contentMode)
        }
    }

    /// Sizes the view to the ratio `size.width / size.height`.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill the space offered, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

/// `.aspectRatio(_:contentMode:)`: proposes the child the largest (fit) or smallest (fill)
/// size of the ratio that fits in, or covers, the space offered, and takes the child's size.
@MainActor
final class AspectRatioNode: WrapperNode {
    let ratio: Double?
    let contentMode: ContentMode

    init(child: LayoutNode, ratio: Double?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child)
    }

    private func target(for proposal: SizeProposal) -> SizeProposal {
        let ideal = child.size(for: .unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (let w?, let h?):
            let byWidth = Size(width: w, height: w / ratio)
            let byHeight = Size(width: h * ratio, height: h)
            let fitsByWidth = byWidth.height <= h
            let chosen = (contentMode == .fit) == fitsByWidth ? byWidth : byHeight
            return SizeProposal(chosen)
        case (let w?, nil):
            return SizeProposal(width: w, height: w / ratio)
        case (nil, let h?):
            return SizeProposal(width: h * ratio, height: h)
        case (nil, nil):
            // No finite space: the ideal size, reshaped to the ratio by its width.
            return SizeProposal(width: ideal.width, height: ideal.width / ratio)
        }
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        child.size(for: target(for: proposal))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let size = child.size(for: target(for: SizeProposal(rect.size)))
        child.place(
            in: Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height),
            context: context)
    }
}
