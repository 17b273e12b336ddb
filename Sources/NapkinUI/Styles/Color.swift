internal import Raster

/// A colour, as SwiftUI's `Color`: fixed (`Color(hex: 0xF3EDE1)`, `Color(red:green:blue:)`) or
/// dynamic, with one value in the light appearance and another in the dark one (every system
/// colour: `.red`, `.blue`, `.label`, `.systemBackground`, …). A colour is also a view that
/// fills the space it is offered, and a ``ShapeStyle``.
///
/// **Light and dark.** `red`, `green`, `blue` and `opacity` are the light appearance's;
/// ``resolved(in:)`` (or ``resolved(dark:)``) picks the appearance of an environment and
/// returns a fixed colour. NapkinUI resolves colours where a view's environment is known, so
/// what is drawn is always a fixed colour.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The light appearance (the only one of a fixed colour).
    let light: SRGBColor
    /// The dark appearance, or `nil` when the colour is the same in both.
    let dark: SRGBColor?

    /// A colour with these appearances; a dark one equal to the light one is dropped, so a
    /// colour that does not change is never dynamic.
    init(light: SRGBColor, dark: SRGBColor? = nil) {
        self.light = light
        self.dark = dark == light ? nil : dark
    }

    /// The red component, 0…1, in sRGB (the light appearance's, for a dynamic colour).
    public var red: Double { light.red }
    /// The green component, 0…1, in sRGB (the light appearance's, for a dynamic colour).
    public var green: Double { light.green }
    /// The blue component, 0…1, in sRGB (the light appearance's, for a dynamic colour).
    public var blue: Double { light.blue }
    /// The opacity, 0 (transparent) … 1 (opaque) (the light appearance's, for a dynamic colour).
    public var opacity: Double { light.opacity }

    /// A colour from sRGB components and an opacity, each clamped to 0…1 (a component that is
    /// not a number is taken as 0, an opacity as 1, with a runtime warning).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(
            light: SRGBColor(
                red: GeometryInput.fraction(red, "Color(red:)", fallback: 0),
                green: GeometryInput.fraction(green, "Color(green:)", fallback: 0),
                blue: GeometryInput.fraction(blue, "Color(blue:)", fallback: 0),
                opacity: GeometryInput.fraction(opacity, "Color(opacity:)", fallback: 1)))
    }

    /// A colour from a 24-bit `0xRRGGBB` literal, for example `Color(hex: 0x1C1A17)`.
    ///
    /// SwiftUI has no such initialiser, and apps often declare their own `Color(hex:)` in an
    /// extension; this one is disfavoured, so an app's own is the one its calls reach.
    @_disfavoredOverload
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(light: SRGBColor(hex: hex, opacity: opacity))
    }

    /// A colour from `"#RRGGBB"`, `"RRGGBB"` or `"#RRGGBBAA"`; `nil` when the text is not
    /// such a hexadecimal colour. Disfavoured, as ``init(hex:opacity:)`` is, so that an app's own
    /// `extension Color { init(hex: String) }` is the one its calls reach.
    @_disfavoredOverload
    public init?(hex text: String) {
        guard let fixed = SRGBColor(hex: text) else { return nil }
        self.init(light: fixed)
    }

    /// A colour that is `light` in the light appearance and `dark` in the dark one, as iOS's
    /// system colours: `Color(light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A))`.
    /// Each side's own dark variant, if any, is ignored.
    public init(light: Color, dark: Color) {
        self.init(light: light.light, dark: dark.dark ?? dark.light)
    }

    /// The colour of a premultiplied ARGB32 pixel (a ``Window/render()`` bitmap's).
    public init(premultipliedARGB pixel: UInt32) {
        self.init(light: SRGBColor(premultipliedARGB: pixel))
    }

    /// The colour as one premultiplied ARGB32 pixel (the light appearance's), as a rendered
    /// bitmap stores it.
    public var premultipliedARGB: UInt32 { light.premultipliedARGB }

    /// True when the colour differs between the light and the dark appearance.
    public var isDynamic: Bool { dark != nil }

    /// The fixed colour of one appearance: the dark one when `dark` is true.
    public func resolved(dark isDark: Bool) -> Color {
        Color(light: srgb(dark: isDark))
    }

    /// The fixed colour this colour is where `environment` applies: its dark value in the dark
    /// colour scheme. Views and nodes call it where they know their environment.
    public func resolved(in environment: EnvironmentValues) -> Color {
        resolved(dark: environment.colorScheme == .dark)
    }

    /// The colour with its opacity multiplied by `opacity` (in both appearances), as
    /// SwiftUI's `Color.opacity(_:)`: `Color.black.opacity(0.5)` is half-transparent black.
    public func opacity(_ opacity: Double) -> Color {
        let opacity = GeometryInput.fraction(opacity, "Color.opacity", fallback: 1)
        return Color(light: light.opacity(opacity), dark: dark?.opacity(opacity))
    }

    /// Opaque white.
    public static let white = Color(light: .white)
    /// Opaque black.
    public static let black = Color(light: .black)
    /// Fully transparent.
    public static let clear = Color(light: .clear)

    /// `#RRGGBB` (or `#RRGGBBAA` when not opaque); a dynamic colour shows both appearances,
    /// `#FF3B30/#FF453A`.
    public var description: String {
        guard let dark else { return light.description }
        return light.description + "/" + dark.description
    }

    // MARK: What the renderer draws

    /// A fixed colour of the renderer's (a ``ControlPalette`` entry, a pixel) as a view or style.
    init(_ fixed: SRGBColor) {
        self.init(light: fixed)
    }

    /// The fixed sRGB value of one appearance.
    func srgb(dark isDark: Bool) -> SRGBColor {
        isDark ? dark ?? light : light
    }

    /// The fixed sRGB value where `environment` applies: what drawing calls take.
    func srgb(in environment: EnvironmentValues) -> SRGBColor {
        srgb(dark: environment.colorScheme == .dark)
    }
}
