/// An sRGB colour with an opacity, each component from 0 to 1, optionally with other
/// components for the dark appearance.
///
/// NapkinUI makes `Color` a view too, so `Color(hex: 0xF3EDE1)` fills a screen.
///
/// **Light and dark.** A colour made with ``init(light:dark:)`` (every system colour:
/// `.red`, `.blue`, `.label`, `.systemBackground`, …) carries both appearances. Its
/// `red`/`green`/`blue`/`opacity` are the light ones; ``resolved(dark:)`` picks one appearance
/// and returns a fixed colour. NapkinUI resolves colours where a view's environment is known
/// (`color.resolved(in: environment)`), so a drawing call always receives a fixed colour.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0…1, in sRGB (the light appearance's, for a dynamic colour).
    public var red: Double
    /// The green component, 0…1, in sRGB (the light appearance's, for a dynamic colour).
    public var green: Double
    /// The blue component, 0…1, in sRGB (the light appearance's, for a dynamic colour).
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque) (the light appearance's, for a dynamic colour).
    public var opacity: Double
    /// The dark appearance's components, or `nil` when the colour is the same in both.
    private var dark: Components?

    /// One appearance's components.
    private struct Components: Sendable, Hashable {
        var red, green, blue, opacity: Double
    }

    /// A colour from sRGB components and an opacity, each clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
        self.opacity = min(max(opacity, 0), 1)
    }

    /// A colour from a 24-bit `0xRRGGBB` literal, for example `Color(hex: 0x1C1A17)`.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: opacity
        )
    }

    /// A colour from `"#RRGGBB"`, `"RRGGBB"` or `"#RRGGBBAA"`; `nil` when the text is not
    /// such a hexadecimal colour.
    public init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
            return nil
        }
        if digits.count == 6 {
            self.init(hex: value)
        } else {
            self.init(hex: value >> 8, opacity: Double(value & 0xFF) / 255)
        }
    }

    /// A colour that is `light` in the light appearance and `dark` in the dark one, as
    /// iOS's system colours: `Color(light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A))`.
    /// Each side's own dark variant, if any, is ignored.
    public init(light: Color, dark: Color) {
        self = light.resolved(dark: false)
        let other = dark.resolved(dark: true)
        if other != self {
            self.dark = Components(red: other.red, green: other.green, blue: other.blue, opacity: other.opacity)
        }
    }

    /// True when the colour differs between the light and the dark appearance.
    public var isDynamic: Bool { dark != nil }

    /// The fixed colour of one appearance: the dark one when `dark` is true.
    public func resolved(dark isDark: Bool) -> Color {
        guard let dark else { return self }
        guard isDark else { return Color(red: red, green: green, blue: blue, opacity: opacity) }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity)
    }

    /// The colour with its opacity multiplied by `opacity` (in both appearances), as
    /// SwiftUI's `Color.opacity(_:)`: `Color.black.opacity(0.5)` is half-transparent black.
    public func opacity(_ opacity: Double) -> Color {
        let factor = min(max(opacity, 0), 1)
        var copy = Color(red: red, green: green, blue: blue, opacity: self.opacity * factor)
        copy.dark = dark.map { Components(red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.opacity * factor) }
        return copy
    }

    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    /// The colour as one premultiplied ARGB32 pixel, as stored in a ``Bitmap``.
    public var premultipliedARGB: UInt32 {
        let a = (opacity * 255).rounded()
        let r = (red * opacity * 255).rounded()
        let g = (green * opacity * 255).rounded()
        let b = (blue * opacity * 255).rounded()
        return UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// The colour of a premultiplied ARGB32 pixel.
    public init(premultipliedARGB pixel: UInt32) {
        let a = Double(pixel >> 24)
        guard a > 0 else {
            self = .clear
            return
        }
        self.init(
            red: Double((pixel >> 16) & 0xFF) / a,
            green: Double((pixel >> 8) & 0xFF) / a,
            blue: Double(pixel & 0xFF) / a,
            opacity: a / 255
        )
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when not opaque); a dynamic colour shows both appearances,
    /// `#FF3B30/#FF453A`.
    public var description: String {
        guard !isDynamic else {
            return resolved(dark: false).description + "/" + resolved(dark: true).description
        }
        func byte(_ v: Double) -> String {
            let text = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return opacity >= 1 ? rgb : rgb + byte(opacity)
    }
}
