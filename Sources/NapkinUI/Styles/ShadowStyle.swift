internal import Raster

/// A shadow a shape style carries, as SwiftUI's `ShadowStyle`: `.drop` behind the shape, or
/// `.inner` inside its edges. Give it to a style with ``ShapeStyle/shadow(_:)``:
/// `.fill(.ultraThinMaterial.shadow(.drop(radius: 4)))`.
public struct ShadowStyle: Sendable, Hashable {
    /// Behind the shape (a drop shadow) or inside its edges (an inner shadow).
    enum Placement: Sendable, Hashable {
        case drop
        case inner
    }

    let placement: Placement
    let color: Color
    let radius: Double
    let x: Double
    let y: Double

    /// A drop shadow: the shape's silhouette in `color` (black at 33 % by default), blurred by
    /// a Gaussian of standard deviation `radius` points and moved by (`x`, `y`), behind the shape.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(
            placement: .drop, color: color, radius: GeometryInput.length(radius, "ShadowStyle.drop(radius:)"),
            x: GeometryInput.signed(x, "ShadowStyle.drop(x:)"), y: GeometryInput.signed(y, "ShadowStyle.drop(y:)"))
    }

    /// An inner shadow: the area outside the shape, blurred as ``drop(color:radius:x:y:)``
    /// blurs and moved by (`x`, `y`), drawn over the shape's fill within its edges (black at
    /// 55 % by default, as iOS's).
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle
    {
        ShadowStyle(
            placement: .inner, color: color, radius: GeometryInput.length(radius, "ShadowStyle.inner(radius:)"),
            x: GeometryInput.signed(x, "ShadowStyle.inner(x:)"), y: GeometryInput.signed(y, "ShadowStyle.inner(y:)"))
    }
}

extension ShapeStyle {
    /// This style with `shadow` added, as SwiftUI's `ShapeStyle.shadow(_:)`: a shape filled
    /// with it (`.fill`, `.background(_:in:)`, `.background(_:)`) draws the shadow with its fill.
    /// Shadows add up: `.shadow(.drop(radius: 4)).shadow(.inner(radius: 2))` draws both.
    public func shadow(_ shadow: ShadowStyle) -> some ShapeStyle {
        ShadowedShapeStyle(base: AnyShapeStyle(self), shadow: shadow)
    }
}

/// A style with a shadow: it paints as its base does, and carries the shadow for the fill.
struct ShadowedShapeStyle: ShapeStyle, PaintingShapeStyle {
    let base: AnyShapeStyle
    let shadow: ShadowStyle

    func paint(in environment: EnvironmentValues) -> Paint {
        base.paint(in: environment)
    }
}

/// A shadow with its colour resolved, as a shape's fill draws it.
struct ResolvedShadow: Equatable {
    let isInner: Bool
    let color: SRGBColor
    let radius: Double
    let offset: Point
}

extension ShapeStyle {
    /// The shadows this style carries, innermost first, with their colours resolved in
    /// `environment` (none for a style without ``shadow(_:)``).
    func shadows(in environment: EnvironmentValues) -> [ResolvedShadow] {
        var shadows: [ResolvedShadow] = []
        var style: any ShapeStyle = self
        while true {
            if let erased = style as? AnyShapeStyle {
                style = erased.base
            } else if let faded = style as? ModifiedShapeStyle {
                style = faded.base
            } else if let shadowed = style as? ShadowedShapeStyle {
                let shadow = shadowed.shadow
                shadows.insert(
                    ResolvedShadow(
                        isInner: shadow.placement == .inner, color: shadow.color.srgb(in: environment), radius: shadow.radius,
                        offset: Point(x: shadow.x, y: shadow.y)),
                    at: 0)
                style = shadowed.base
            } else {
                return shadows
            }
        }
    }
}
