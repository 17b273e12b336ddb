internal import Raster

extension View {
    /// Rotates the drawing by `angle` around `anchor`, as SwiftUI's `rotationEffect(_:anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        ModifiedView(content: self) { node, _ in
            TransformNode(
                child: node, rotation: GeometryInput.number(angle.radians, "rotationEffect", fallback: 0), scale: (1, 1), anchor: anchor)
        }
    }

    /// Scales the drawing by `scale` around `anchor`, as SwiftUI's `scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the drawing by `scale.width` across and `scale.height` down around `anchor`, as
    /// SwiftUI's `scaleEffect(_:anchor:)` with a size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales the drawing by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        ModifiedView(content: self) { node, _ in
            TransformNode(
                child: node, rotation: 0,
                scale: (GeometryInput.signed(x, "scaleEffect(x:)", fallback: 1), GeometryInput.signed(y, "scaleEffect(y:)", fallback: 1)),
                anchor: anchor)
        }
    }
}

/// Rotates and scales its child's drawing around an anchor.
@MainActor
final class TransformNode: WrapperNode {
    let rotation: Double
    let scale: (x: Double, y: Double)
    let anchor: UnitPoint

    init(child: LayoutNode, rotation: Double, scale: (Double, Double), anchor: UnitPoint) {
        self.rotation = rotation
        self.scale = scale
        self.anchor = anchor
        super.init(child: child)
    }

    override func draw(in canvas: Raster.Canvas) {
        let point = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        canvas.withSavedState {
            if rotation != 0 { canvas.rotate(by: rotation, around: point) }
            if scale != (1, 1) { canvas.scale(x: scale.x, y: scale.y, around: point) }
            child.draw(in: canvas)
        }
    }
}
