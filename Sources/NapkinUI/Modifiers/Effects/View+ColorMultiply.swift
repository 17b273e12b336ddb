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

/// Draws its child into a layer of its frame, multiplies the layer's pixels by a colour, and
/// draws the layer.
@MainActor
final class ColorMultiplyNode: WrapperNode {
    let color: SRGBColor

    init(child: LayoutNode, color: SRGBColor) {
        self.color = color
        super.init(child: child)
    }

    override func draw(in canvas: Raster.Canvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        // The frame widened to whole pixels, so the layer's pixels are the screen's.
        let scale = canvas.scale
        let minX = (frame.minX * scale).rounded(.down) / scale
        let minY = (frame.minY * scale).rounded(.down) / scale
        let region = Rect(
            x: minX, y: minY,
            width: (frame.maxX * scale).rounded(.up) / scale - minX, height: (frame.maxY * scale).rounded(.up) / scale - minY)
        let layer = Raster.Canvas.render(size: region.size, scale: scale) { layer in
            layer.translate(by: Point(x: -region.minX, y: -region.minY))
            child.draw(in: layer)
        }
        canvas.draw(Self.multiply(layer, by: color), in: region, interpolation: .none)
    }

    /// `bitmap`'s premultiplied pixels times `color`: each colour channel by the colour's
    /// channel and opacity, the alpha by the opacity.
    static func multiply(_ bitmap: Bitmap, by color: SRGBColor) -> Bitmap {
        let alpha = min(max(color.opacity, 0), 1)
        let factors = [color.red, color.green, color.blue].map { UInt32((min(max($0, 0), 1) * alpha * 256).rounded()) }
        let alphaFactor = UInt32((alpha * 256).rounded())
        let pixels = bitmap.pixels.map { pixel -> UInt32 in
            let a = ((pixel >> 24) * alphaFactor) >> 8
            let r = (((pixel >> 16) & 0xFF) * factors[0]) >> 8
            let g = (((pixel >> 8) & 0xFF) * factors[1]) >> 8
            let b = ((pixel & 0xFF) * factors[2]) >> 8
            return a << 24 | r << 16 | g << 8 | b
        }
        return Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels)
    }
}
