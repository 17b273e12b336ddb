/// A fixed sRGB colour with an opacity, each component from 0 to 1: what a ``Bitmap`` pixel
/// holds and what drawing calls take.
///
/// It has one appearance. Colours that change with light and dark (SwiftUI's `Color.red`,
/// `.label`, …) live in NapkinUI, which resolves them for a view's environment before anything
/// is drawn, so the renderer only ever sees fixed colours.
public struct SRGBColor: Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0…1, in sRGB.
    public var red: Double
    /// The green component, 0…1, in sRGB.
    public var green: Double
    /// The blue component, 0…1, in sRGB.
    public var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public var opacity: Double

    /// A colour from sRGB components and an opacity, each clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
        self.opacity = min(max(opacity, 0), 1)
    }

    /// A colour from a 24-bit `0xRRGGBB` literal, for example `SRGBColor(hex: 0x1C1A17)`.
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

    /// The colour with its opacity multiplied by `opacity` (clamped to 0…1).
    public func opacity(_ opacity: Double) -> SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, opacity: self.opacity * min(max(opacity, 0), 1))
    }

    /// Opaque white.
    public static let white = SRGBColor(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let clear = SRGBColor(red: 0, green: 0, blue: 0, opacity: 0)

    /// The colour as one premultiplied ARGB32 pixel, as stored in a ``Bitmap``.
    ///
    /// Each channel is clamped to 0…255 (and NaN taken as 0), so components outside 0…1, which
    /// a brightness or saturation effect can produce, never trap or spill into a neighbour.
    public var premultipliedARGB: UInt32 {
        func channel(_ value: Double) -> UInt32 {
            value.isNaN ? 0 : UInt32(min(255, max(0, value.rounded())))
        }
        let opacity = self.opacity.isNaN ? 0 : min(1, max(0, self.opacity))
        return channel(opacity * 255) << 24 | channel(red * opacity * 255) << 16 | channel(green * opacity * 255) << 8
            | channel(blue * opacity * 255)
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

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func byte(_ v: Double) -> String {
            let text = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return opacity >= 1 ? rgb : rgb + byte(opacity)
    }
}
