internal import Raster

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

    override func firstBaseline(in size: Size) -> Double? {
        child.firstBaseline(in: Size(width: size.width - insets.horizontal, height: size.height - insets.vertical)).map { $0 + insets.top }
    }

    override func lastBaseline(in size: Size) -> Double? {
        child.lastBaseline(in: Size(width: size.width - insets.horizontal, height: size.height - insets.vertical)).map { $0 + insets.top }
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
        child.place(in: Rect(origin: alignment.origin(of: size, in: rect), size: size), context: context)
    }

    override func firstBaseline(in size: Size) -> Double? {
        alignedChildBaseline(in: size, alignment: alignment)
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
        let size = child.size(for: SizeProposal(width: width.clamp(rect.width), height: height.clamp(rect.height)))
        let fitted = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
        child.place(in: Rect(origin: alignment.origin(of: fitted, in: rect), size: fitted), context: context)
    }

    override func firstBaseline(in size: Size) -> Double? {
        alignedChildBaseline(in: size, alignment: alignment)
    }
}

/// `.background` and `.overlay`: the decoration is offered the child's size and drawn
/// behind or in front of it; only the child decides the size.
@MainActor
final class DecorationNode: LayoutNode {
    let behind: Bool
    let alignment: Alignment
    private let content: LayoutNode
    private let decoration: LayoutNode

    init(child: LayoutNode, decoration: LayoutNode, behind: Bool, alignment: Alignment) {
        content = child
        self.decoration = decoration
        self.behind = behind
        self.alignment = alignment
        super.init(children: behind ? [decoration, child] : [child, decoration])
        layoutPriority = child.layoutPriority
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        content.size(for: proposal)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        content.place(in: rect, context: context)
        let size = decoration.size(for: SizeProposal(rect.size))
        decoration.place(in: Rect(origin: alignment.origin(of: size, in: rect), size: size), context: context)
    }

    override var isSpacer: Bool { content.isSpacer }
    override func firstBaseline(in size: Size) -> Double? { content.firstBaseline(in: size) }
    override func lastBaseline(in size: Size) -> Double? { content.lastBaseline(in: size) }
    override var textContent: String { content.textContent }
}

/// `.ignoresSafeArea()`: wherever the frame touches the safe area's edge, it is extended to
/// the view controller's edge. Layout is unchanged; only drawing grows.
@MainActor
final class IgnoresSafeAreaNode: WrapperNode {
    let edges: Edge.Set

    init(child: LayoutNode, edges: Edge.Set) {
        self.edges = edges
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        child.size(for: proposal)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        let epsilon = 0.001
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), minY <= context.safeRect.minY + epsilon { minY = min(minY, context.bounds.minY) }
        if edges.contains(.bottom), maxY >= context.safeRect.maxY - epsilon { maxY = max(maxY, context.bounds.maxY) }
        if edges.contains(.leading), minX <= context.safeRect.minX + epsilon { minX = min(minX, context.bounds.minX) }
        if edges.contains(.trailing), maxX >= context.safeRect.maxX - epsilon { maxX = max(maxX, context.bounds.maxX) }
        let extended = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        frame = extended
        var inner = context
        inner.safeRect = extended
        child.place(in: extended, context: inner)
    }
}

/// `.fixedSize()`: proposes `nil` (ideal) on the fixed axes.
@MainActor
final class FixedSizeNode: WrapperNode {
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

extension WrapperNode {
    /// The child's first baseline when the child is aligned by `alignment` inside a frame
    /// of `size` (what both kinds of `.frame` report to a baseline-aligned stack).
    func alignedChildBaseline(in size: Size, alignment: Alignment) -> Double? {
        let inner = child.size(for: SizeProposal(size))
        return child.firstBaseline(in: inner).map { $0 + alignment.vertical.offset(child: inner.height, in: size.height) }
    }
}
