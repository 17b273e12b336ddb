internal import Raster

/// A translucent backdrop, as SwiftUI's `Material` (`.regularMaterial`, `.bar`…), approximated:
/// NapkinUI does not blur what is behind, it lays a tint of the system background over it, more
/// opaque the thicker the material (light: white, dark: `#1C1C1E`).
public struct Material: ShapeStyle, PaintingShapeStyle, Hashable {
    let opacity: Double

    /// The thinnest material (30 %).
    public static let ultraThinMaterial = Material(opacity: 0.3)
    /// A thin material (50 %).
    public static let thinMaterial = Material(opacity: 0.5)
    /// The regular material (70 %).
    public static let regularMaterial = Material(opacity: 0.7)
    /// A thick material (85 %).
    public static let thickMaterial = Material(opacity: 0.85)
    /// The thickest material (93 %).
    public static let ultraThickMaterial = Material(opacity: 0.93)
    /// The material of bars (the tab and navigation bars' 94 %).
    public static let bar = Material(opacity: 0.94)

    /// The thinnest material (`Material.ultraThin`, the same as ``ultraThinMaterial``).
    public static let ultraThin = ultraThinMaterial
    /// A thin material (`Material.thin`).
    public static let thin = thinMaterial
    /// The regular material (`Material.regular`).
    public static let regular = regularMaterial
    /// A thick material (`Material.thick`).
    public static let thick = thickMaterial
    /// The thickest material (`Material.ultraThick`).
    public static let ultraThick = ultraThickMaterial

    /// The tint in the environment's colour scheme.
    func paint(in environment: EnvironmentValues) -> Paint {
        .color(Color(light: Color(hex: 0xF9F9F9), dark: Color(hex: 0x1C1C1E)).opacity(opacity).srgb(in: environment))
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { .thinMaterial }
    /// The regular material.
    public static var regularMaterial: Material { .regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { .thickMaterial }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// The material of bars.
    public static var bar: Material { .bar }
}
