extension View {
    /// Brightens (positive) or darkens (negative) the view's colours by `amount`, as SwiftUI's
    /// `brightness(_:)`.
    public func brightness(_ amount: Double) -> some View {
        ModifiedView(content: self) { node, _ in
            EffectNode(child: node, effect: .brightness(GeometryInput.number(amount, "brightness", fallback: 0)))
        }
    }

    /// Changes the view's saturation (0 grey, 1 unchanged), as SwiftUI's `saturation(_:)`.
    public func saturation(_ amount: Double) -> some View {
        ModifiedView(content: self) { node, _ in
            EffectNode(child: node, effect: .saturation(GeometryInput.number(amount, "saturation", fallback: 1)))
        }
    }

    /// Multiplies every colour the view draws by `color`, channel by channel, opacity too, as
    /// SwiftUI's `colorMultiply(_:)`: white leaves the view as it is, black makes it black, a
    /// translucent colour makes it translucent. It applies to what is drawn inside the view's
    /// frame, as the other colour effects.
    public func colorMultiply(_ color: Color) -> some View {
        ModifiedView(content: self) { node, environment in
            EffectNode(child: node, effect: .multiply(color.srgb(in: environment)))
        }
    }

    /// Draws the view in shades of grey by `amount` (0…1), as SwiftUI's `grayscale(_:)`.
    public func grayscale(_ amount: Double) -> some View {
        saturation(1 - min(max(amount, 0), 1))
    }

    /// Turns the hue of every colour the view draws by `angle`, as SwiftUI's
    /// `hueRotation(_:)`: the hue-rotate colour matrix of SVG and CSS filters (so 180° of pure
    /// red is a dark cyan, not the full cyan an HSL turn would give), in sRGB, each channel
    /// clamped.
    public func hueRotation(_ angle: Angle) -> some View {
        ModifiedView(content: self) { node, _ in
            EffectNode(child: node, effect: .hueRotation(radians: GeometryInput.number(angle.radians, "hueRotation", fallback: 0)))
        }
    }

    /// Sets the contrast of the view's colours, as SwiftUI's `contrast(_:)`: each colour channel
    /// x becomes (x − 0.5) × `amount` + 0.5, clamped to 0…1. 1 leaves the view as it is, 0
    /// makes it mid grey, a negative amount inverts it about the middle.
    public func contrast(_ amount: Double) -> some View {
        ModifiedView(content: self) { node, _ in
            EffectNode(child: node, effect: .contrast(GeometryInput.number(amount, "contrast", fallback: 1)))
        }
    }

    /// Inverts the colours the view draws (white becomes black, red cyan) and keeps their
    /// opacity, as SwiftUI's `colorInvert()`.
    public func colorInvert() -> some View {
        ModifiedView(content: self) { node, _ in EffectNode(child: node, effect: .colorInvert) }
    }
}
