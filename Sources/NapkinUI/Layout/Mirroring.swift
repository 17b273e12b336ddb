internal import Raster

/// Right-to-left layout, as SwiftUI does it: a subtree whose layout direction differs from the
/// coordinates around it is laid out as if left to right and then reflected within its frame.
/// Leading edges, `HStack` order, `.leading` alignment, leading padding and the bars' back
/// buttons all end up on the right by that one reflection; text is not reflected (its glyphs
/// keep their shapes; lines align to the leading edge, which `Text` reads from the environment).
///
/// A subtree set back to left to right inside a right-to-left one is reflected twice, which
/// puts it back the right way round inside its reflected frame.

private struct PlacedLayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

extension EnvironmentValues {
    /// The direction the enclosing nodes' coordinates run in: where ``layoutDirection``
    /// differs from it, the node built next is wrapped in a ``MirrorNode``.
    var placedLayoutDirection: LayoutDirection {
        get { self[PlacedLayoutDirectionKey.self] }
        set { self[PlacedLayoutDirectionKey.self] = newValue }
    }

    /// True when a node built in this environment must be reflected.
    var needsMirroring: Bool { layoutDirection != placedLayoutDirection }

    /// This environment with its coordinates running in its layout direction.
    var placingInLayoutDirection: EnvironmentValues {
        var copy = self
        copy.placedLayoutDirection = layoutDirection
        return copy
    }
}

/// Lays its child out left to right, then reflects the child's whole subtree horizontally
/// within the frame it was given.
@MainActor
final class MirrorNode: WrapperNode {
    override func computeSize(_ proposal: SizeProposal) -> Size {
        child.size(for: proposal)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        child.place(in: rect, context: context)
        child.reflect(acrossX: rect.minX + rect.maxX)
    }

    /// A horizontal guide set inside is reflected with the subtree: `x` from the left edge
    /// ends up `x` from the right.
    override func explicitGuide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        guard let value = child.explicitGuideIfSet(key, on: axis, in: size) else { return nil }
        return axis == .horizontal ? size.width - value : value
    }
}

extension LayoutNode {
    /// Reflects this node's frame and every descendant's about the vertical line `x = sum / 2`.
    func reflect(acrossX sum: Double) {
        frame = frame.reflected(acrossX: sum)
        reflectGeometry(acrossX: sum)
        for child in children { child.reflect(acrossX: sum) }
    }
}

extension Rect {
    /// The rectangle reflected about the vertical line `x = sum / 2`.
    func reflected(acrossX sum: Double) -> Rect {
        Rect(x: sum - maxX, y: minY, width: width, height: height)
    }
}

extension TextAlignment {
    /// The alignment in left-to-right coordinates: leading and trailing swap when `flipped`
    /// (a right-to-left paragraph's leading edge is its right edge).
    func flipped(_ flipped: Bool) -> TextAlignment {
        guard flipped else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}
