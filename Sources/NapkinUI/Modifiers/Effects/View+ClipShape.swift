internal import Raster

extension View {
    /// Clips the view to `shape` in its frame, as SwiftUI's `clipShape(_:style:)`.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        ModifiedView(content: self) { node, _ in ClipNode(child: node, outline: shape.outline, isCircle: shape.isCircle) }
    }

    /// Clips the view to its frame rounded by `radius` points, as SwiftUI's `cornerRadius(_:antialiased:)`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Clips the view to its frame, as SwiftUI's `clipped(antialiased:)`.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }
}

/// Clips its child to a shape in its frame.
@MainActor
final class ClipNode: WrapperNode {
    let outline: ShapeOutline
    let isCircle: Bool

    init(child: LayoutNode, outline: ShapeOutline, isCircle: Bool) {
        self.outline = outline
        self.isCircle = isCircle
        super.init(child: child)
    }

    override func draw(in canvas: Raster.Canvas) {
        var rect = canvas.snap(frame)
        if isCircle {
            let side = min(rect.width, rect.height)
            rect = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        canvas.withSavedState {
            canvas.clip(to: outline.kind(in: rect), in: rect)
            child.draw(in: canvas)
        }
    }
}
