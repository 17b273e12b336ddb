internal import Raster

extension View {
    /// Draws the view at `opacity` (0…1), composited as one layer.
    public func opacity(_ opacity: Double) -> some View {
        ModifiedView(content: self) { node, _ in LayerNode(child: node, opacity: GeometryInput.fraction(opacity, "opacity", fallback: 1)) }
    }

    /// Dims the view to ``disabledOpacity`` when `dimmed` is true (how disabled controls look).
    func opacityDimmed(_ dimmed: Bool) -> some View {
        opacity(dimmed ? disabledOpacity : 1)
    }
}

/// The opacity of disabled controls, as on iOS.
let disabledOpacity = 0.4

/// Draws its child into a layer and composites the layer at an opacity (`.opacity`) and with
/// a blend mode (`.blendMode`); at full opacity with the normal mode, the child is drawn
/// directly.
@MainActor
final class LayerNode: WrapperNode {
    /// Leaves the text's edges as they are, so a stack still spaces it as text.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
    let opacity: Double
    let blend: BlendOperator

    init(child: LayoutNode, opacity: Double = 1, blend: BlendOperator = .normal) {
        self.opacity = opacity
        self.blend = blend
        super.init(child: child)
    }

    override func draw(in canvas: Raster.Canvas) {
        guard opacity > 0 else { return }
        if opacity >= 1 && blend == .normal {
            child.draw(in: canvas)
        } else {
            canvas.drawGroup(opacity: min(opacity, 1), blend: blend) { child.draw(in: canvas) }
        }
    }
}

extension View {
    /// Makes the view one layer for the effects applied after it, as SwiftUI's
    /// `compositingGroup()`: a blend mode inside blends with what the group draws before it,
    /// not with what lies behind the group (so `.blendMode(.destinationOut)` cuts a hole in the
    /// group alone). NapkinUI's `.opacity` and `.blur` already draw their whole content as one
    /// layer; the group is drawn as a layer of its own only when a blend mode lies inside it.
    public func compositingGroup() -> some View {
        ModifiedView(content: self) { node, _ in CompositingGroupNode(child: node) }
    }
}

extension View {
    /// Draws the view offscreen as one image before the effects after it, as SwiftUI's
    /// `drawingGroup(opaque:colorMode:)`, a speed-up on iOS: drawn as ``compositingGroup()``
    /// draws it.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }
}

/// Draws its child as one layer when a blend mode inside it must blend within the layer.
@MainActor
final class CompositingGroupNode: WrapperNode {
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }

    override func draw(in canvas: Raster.Canvas) {
        if Self.containsBlend(child) {
            canvas.drawGroup(opacity: 1) { child.draw(in: canvas) }
        } else {
            child.draw(in: canvas)
        }
    }

    /// Whether `node` or a node under it composites with a blend mode other than normal.
    private static func containsBlend(_ node: LayoutNode) -> Bool {
        if let layer = node as? LayerNode, layer.blend != .normal { return true }
        return node.children.contains { containsBlend($0) }
    }
}
