extension View {
    /// Draws the view above siblings of a lower z-index in a `ZStack` (and stacks), as
    /// SwiftUI's `zIndex(_:)`.
    public func zIndex(_ value: Double) -> some View {
        ModifiedView(content: self) { node, _ in ZIndexNode(child: node, zIndex: GeometryInput.number(value, "zIndex", fallback: 0)) }
    }
}

/// Carries a z-index for the stack around it.
@MainActor
final class ZIndexNode: WrapperNode {
    private let value: Double

    init(child: LayoutNode, zIndex: Double) {
        value = zIndex
        super.init(child: child)
    }

    override var zIndex: Double { value }
}
