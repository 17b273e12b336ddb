internal import Raster

extension View {
    /// Multiplies every colour the view draws by `color`, channel by channel, opacity too, as
    /// SwiftUI's `colorMultiply(_:)`: white leaves the view as it is, black makes it black, a
    /// translucent colour makes it translucent. It applies to what is drawn inside the view's
    /// frame, as the other colour effects.
    public func colorMultiply(_ color: Color) -> some View {
        ModifiedView(content: self) { node, environment in
            ColorMultiplyNode(child: node, color: color.srgb(in: environment))
        }
    }
}

/// Draws its child through Raster's multiply filter (C, whatever the build), within its frame.
@MainActor
final class ColorMultiplyNode: WrapperNode {
    let color: SRGBColor

    init(child: LayoutNode, color: SRGBColor) {
        self.color = color
        super.init(child: child)
    }

    override func draw(in canvas: Raster.Canvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        canvas.drawFiltered(region: frame, { child.draw(in: canvas) }, filter: .multiply(color))
    }
}
