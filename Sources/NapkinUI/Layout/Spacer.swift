internal import Raster

/// Flexible space that grows along the axis of its stack, as SwiftUI's `Spacer`.
public struct Spacer: View, PrimitiveView {
    /// No body: a spacer is primitive.
    public typealias Body = Never
    /// The least length it shrinks to (8 points by default, as SwiftUI).
    public let minLength: CGFloat?

    /// A spacer that never shrinks below `minLength`.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        SpacerNode(minLength: GeometryInput.length(minLength, "Spacer(minLength:)") ?? 8, axis: environment.stackAxis)
    }
}

@MainActor
final class SpacerNode: LayoutNode {
    let minLength: Double
    let axis: Axis?

    init(minLength: Double, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        // Takes whatever is offered along its axis (even infinity, which is how stacks
        // learn that a spacer is fully flexible), never less than `minLength`.
        func along(_ value: Double?) -> Double { max(minLength, value ?? minLength) }
        switch axis {
        case .vertical?: return Size(width: 0, height: along(proposal.height))
        case .horizontal?: return Size(width: along(proposal.width), height: 0)
        case nil: return Size(width: along(proposal.width), height: along(proposal.height))
        }
    }

    override var isSpacer: Bool { true }
    override var kind: String? { "Spacer" }
}

/// A hairline that separates content: exactly one device pixel thick, across the axis of
/// its stack (horizontal in a `VStack`), as SwiftUI's `Divider`. Its colour is the
/// environment's separator colour, set with `.separatorColor(_:)` (SwiftUI code that
/// tints a divider with `.overlay(color)` should use that instead: an overlay would be drawn
/// at the divider's fractional frame rather than on its one pixel row).
public struct Divider: View, PrimitiveView {
    /// No body: a divider is primitive.
    public typealias Body = Never

    /// A divider.
    public init() {}

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        DividerNode(
            vertical: environment.stackAxis == .horizontal, thickness: 1 / environment.displayScale,
            color: environment.separatorColor.srgb(in: environment))
    }
}

@MainActor
final class DividerNode: LayoutNode {
    let vertical: Bool
    let thickness: Double
    let color: SRGBColor

    init(vertical: Bool, thickness: Double, color: SRGBColor) {
        self.vertical = vertical
        self.thickness = thickness
        self.color = color
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        if vertical {
            let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0
            return Size(width: thickness, height: height)
        }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0
        return Size(width: width, height: thickness)
    }

    override func draw(in canvas: Raster.Canvas) {
        if vertical {
            let snapped = canvas.snap(frame)
            canvas.fill(Rect(x: snapped.minX, y: snapped.minY, width: thickness, height: snapped.height), with: color)
        } else {
            canvas.fill(canvas.hairline(from: frame.minX, to: frame.maxX, y: frame.minY), with: color)
        }
    }

    override var kind: String? { "Divider" }
}
