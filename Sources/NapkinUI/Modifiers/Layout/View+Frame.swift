internal import Raster

extension View {
    /// Gives the view a fixed width and/or height; the view is aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        ModifiedView(content: self) { node, _ in
            FixedFrameNode(
                child: node, width: GeometryInput.length(width, "frame(width:)"), height: GeometryInput.length(height, "frame(height:)"),
                alignment: alignment)
        }
    }

    /// Gives the view a flexible frame: `.frame(maxWidth: .infinity)` fills the width offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        ModifiedView(content: self) { node, _ in
            FlexibleFrameNode(
                child: node,
                width: FlexibleFrameNode.Limits(
                    min: GeometryInput.length(minWidth, "frame(minWidth:)"), ideal: GeometryInput.length(idealWidth, "frame(idealWidth:)"),
                    max: GeometryInput.limit(maxWidth, "frame(maxWidth:)")),
                height: FlexibleFrameNode.Limits(
                    min: GeometryInput.length(minHeight, "frame(minHeight:)"),
                    ideal: GeometryInput.length(idealHeight, "frame(idealHeight:)"),
                    max: GeometryInput.limit(maxHeight, "frame(maxHeight:)")),
                alignment: alignment
            )
        }
    }
}

/// `.frame(width:height:)`: a fixed size in the given dimensions, the child aligned inside.
@MainActor
final class FixedFrameNode: WrapperNode {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    init(child: LayoutNode, width: Double?, height: Double?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let size = child.size(for: SizeProposal(width: width ?? proposal.width, height: height ?? proposal.height))
        return Size(width: width ?? size.width, height: height ?? size.height)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let size = child.size(for: SizeProposal(rect.size))
        child.place(in: Rect(origin: alignment.origin(of: size, node: child, in: rect), size: size), context: context)
    }

    override func firstBaseline(in size: Size) -> Double? {
        alignedChildBaseline(in: size, alignment: alignment)
    }

    override func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        framedChildGuide(key, on: axis, childSize: child.size(for: SizeProposal(size)), in: size, alignment: alignment)
    }
}

/// `.frame(minWidth:…maxHeight:)`: SwiftUI's flexible frame. The proposal is clamped to the
/// limits before it reaches the child; the frame then takes the child's size, grown to the
/// proposal up to `max` and shrunk to it down to `min`.
@MainActor
final class FlexibleFrameNode: WrapperNode {
    struct Limits {
        var min: Double?
        var ideal: Double?
        var max: Double?

        func clamp(_ value: Double) -> Double {
            var result = value
            if let max { result = Swift.min(result, max) }
            if let min { result = Swift.max(result, min) }
            return result
        }

        func resolve(proposed: Double?, child: Double) -> Double {
            guard min != nil || max != nil else { return child }
            var result = child
            if let min { result = Swift.max(min, Swift.min(result, proposed ?? result)) }
            if let max { result = Swift.min(max, Swift.max(result, proposed ?? result)) }
            return result
        }
    }

    let width: Limits
    let height: Limits
    let alignment: Alignment

    init(child: LayoutNode, width: Limits, height: Limits, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let proposedWidth = (proposal.width ?? width.ideal).map(width.clamp)
        let proposedHeight = (proposal.height ?? height.ideal).map(height.clamp)
        let size = child.size(for: SizeProposal(width: proposedWidth, height: proposedHeight))
        let w = width.resolve(proposed: proposedWidth, child: size.width)
        let h = height.resolve(proposed: proposedHeight, child: size.height)
        // An infinite maximum with no finite proposal falls back to the child's size.
        return Size(width: w.isFinite ? w : size.width, height: h.isFinite ? h : size.height)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let size = fitted(in: rect.size)
        child.place(in: Rect(origin: alignment.origin(of: size, node: child, in: rect), size: size), context: context)
    }

    /// The child's size in a frame of `size`: what it chooses for the clamped space, no larger
    /// than the frame.
    private func fitted(in size: Size) -> Size {
        let chosen = child.size(for: SizeProposal(width: width.clamp(size.width), height: height.clamp(size.height)))
        return Size(width: min(chosen.width, size.width), height: min(chosen.height, size.height))
    }

    override func firstBaseline(in size: Size) -> Double? {
        alignedChildBaseline(in: size, alignment: alignment)
    }

    override func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        framedChildGuide(key, on: axis, childSize: fitted(in: size), in: size, alignment: alignment)
    }
}

extension WrapperNode {
    /// A guide the child sets, moved by where the child sits in a frame of `size` (what both
    /// kinds of `.frame` pass on to the stack or frame around them).
    func framedChildGuide(_ key: AlignmentKey, on axis: Axis, childSize: Size, in size: Size, alignment: Alignment) -> Double? {
        guard let value = child.explicitGuideIfSet(key, on: axis, in: childSize) else { return nil }
        let origin = alignment.origin(of: childSize, node: child, in: Rect(origin: Point(x: 0, y: 0), size: size))
        return value + (axis == .horizontal ? origin.x : origin.y)
    }

    /// The child's first baseline when the child is aligned by `alignment` inside a frame
    /// of `size` (what both kinds of `.frame` report to a baseline-aligned stack).
    func alignedChildBaseline(in size: Size, alignment: Alignment) -> Double? {
        let inner = child.size(for: SizeProposal(size))
        return child.firstBaseline(in: inner).map { $0 + alignment.vertical.offset(child: inner.height, in: size.height) }
    }
}
