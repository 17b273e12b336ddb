internal import Raster

// A gradient is both a view and a shape style, so `gradient.opacity(0.4)` would match both
// `View.opacity` and `ShapeStyle.opacity` and Swift could not choose (real screens pass it to
// `.background(_:)`, which takes either). Each gradient's own `opacity` wins over both and gives
// a value that is again both, drawn the same either way.

extension LinearGradient {
    /// The gradient at `opacity` (0…1), usable as a view or as a shape style.
    public func opacity(_ opacity: Double) -> some View & ShapeStyle {
        FadedGradient(base: AnyShapeStyle(self), opacity: opacity, name: "LinearGradient")
    }
}

extension RadialGradient {
    /// The gradient at `opacity` (0…1), usable as a view or as a shape style.
    public func opacity(_ opacity: Double) -> some View & ShapeStyle {
        FadedGradient(base: AnyShapeStyle(self), opacity: opacity, name: "RadialGradient")
    }
}

extension AngularGradient {
    /// The gradient at `opacity` (0…1), usable as a view or as a shape style.
    public func opacity(_ opacity: Double) -> some View & ShapeStyle {
        FadedGradient(base: AnyShapeStyle(self), opacity: opacity, name: "AngularGradient")
    }
}

/// A gradient drawn at an opacity: as a style it paints faded, as a view it fills its frame faded.
struct FadedGradient: ShapeStyle, PaintingShapeStyle {
    let base: AnyShapeStyle
    let opacity: Double
    let name: String

    func paint(in environment: EnvironmentValues) -> Paint {
        base.paint(in: environment).opacity(GeometryInput.fraction(opacity, "opacity", fallback: 1))
    }
}

// Apart from the declaration, so the style stays usable off the main actor.
extension FadedGradient: View, PrimitiveView {
    /// No body: drawn directly, filling the space it is offered.
    typealias Body = Never

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(shape: .rectangle, fill: paint(in: environment), stroke: nil, kindName: name)
    }
}
