// iOS 17's semantic UI colours (UIKit's `UIColor.label`, `.systemBackground`, …), each with
// its light and dark value. SwiftUI code reaches them as `Color(.systemBackground)` or
// `Color(uiColor: .secondaryLabel)`; NapkinUI also offers them as `Color.label` etc.

extension Color {
    // MARK: Text

    /// Primary text: black, in dark white.
    public static let label = system(0x000000, 0xFFFFFF)
    /// Secondary text: `#3C3C43` at 60 %, in dark `#EBEBF5` at 60 %.
    public static let secondaryLabel = system(0x3C3C43, 0xEBEBF5, opacity: 0.6, dark: 0.6)
    /// Tertiary text: `#3C3C43` at 30 %, in dark `#EBEBF5` at 30 %.
    public static let tertiaryLabel = system(0x3C3C43, 0xEBEBF5, opacity: 0.3, dark: 0.3)
    /// Quaternary text: `#3C3C43` at 18 %, in dark `#EBEBF5` at 16 %.
    public static let quaternaryLabel = system(0x3C3C43, 0xEBEBF5, opacity: 0.18, dark: 0.16)
    /// Placeholder text in fields: `#3C3C43` at 30 %, in dark `#EBEBF5` at 30 %.
    public static let placeholderText = system(0x3C3C43, 0xEBEBF5, opacity: 0.3, dark: 0.3)
    /// Links: `#007AFF`, in dark `#0984FF`.
    public static let link = system(0x007AFF, 0x0984FF)

    // MARK: Fills

    /// Fill of thin, small shapes (a slider's track): `#787880` at 20 %, in dark at 36 %.
    public static let systemFill = system(0x787880, 0x787880, opacity: 0.2, dark: 0.36)
    /// Fill of medium shapes (a switch's background): `#787880` at 16 %, in dark at 32 %.
    public static let secondarySystemFill = system(0x787880, 0x787880, opacity: 0.16, dark: 0.32)
    /// Fill of large shapes (a search field): `#767680` at 12 %, in dark at 24 %.
    public static let tertiarySystemFill = system(0x767680, 0x767680, opacity: 0.12, dark: 0.24)
    /// Fill of large areas with complex content: `#747480` at 8 %, in dark `#767680` at 18 %.
    public static let quaternarySystemFill = system(0x747480, 0x767680, opacity: 0.08, dark: 0.18)

    // MARK: Backgrounds

    /// The main background: white, in dark black.
    public static let systemBackground = system(0xFFFFFF, 0x000000)
    /// Content on the main background: `#F2F2F7`, in dark `#1C1C1E`.
    public static let secondarySystemBackground = system(0xF2F2F7, 0x1C1C1E)
    /// Content on the secondary background: white, in dark `#2C2C2E`.
    public static let tertiarySystemBackground = system(0xFFFFFF, 0x2C2C2E)
    /// Behind grouped content (a `Form`): `#F2F2F7`, in dark black.
    public static let systemGroupedBackground = system(0xF2F2F7, 0x000000)
    /// Grouped content (a `Form`'s cards): white, in dark `#1C1C1E`.
    public static let secondarySystemGroupedBackground = system(0xFFFFFF, 0x1C1C1E)
    /// Content inside grouped content: `#F2F2F7`, in dark `#2C2C2E`.
    public static let tertiarySystemGroupedBackground = system(0xF2F2F7, 0x2C2C2E)
    /// The grouped background (NapkinUI's earlier name for ``systemGroupedBackground``).
    public static let groupedBackground = systemGroupedBackground

    // MARK: Separators

    /// Separators that let content show through: `#3C3C43` at 29 %, in dark `#545458` at 60 %.
    public static let separator = system(0x3C3C43, 0x545458, opacity: 0.29, dark: 0.6)
    /// Separators that hide what is behind: `#C6C6C8`, in dark `#38383A`.
    public static let opaqueSeparator = system(0xC6C6C8, 0x38383A)

    // MARK: Greys

    /// `#AEAEB2`, in dark `#636366`.
    public static let systemGray2 = system(0xAEAEB2, 0x636366)
    /// `#C7C7CC`, in dark `#48484A`.
    public static let systemGray3 = system(0xC7C7CC, 0x48484A)
    /// `#D1D1D6`, in dark `#3A3A3C`.
    public static let systemGray4 = system(0xD1D1D6, 0x3A3A3C)
    /// `#E5E5EA`, in dark `#2C2C2E`.
    public static let systemGray5 = system(0xE5E5EA, 0x2C2C2E)
    /// `#F2F2F7`, in dark `#1C1C1E`.
    public static let systemGray6 = system(0xF2F2F7, 0x1C1C1E)

    // MARK: SwiftUI's names

    /// SwiftUI's primary colour: the label colour (black, in dark white).
    public static let primary = label
    /// SwiftUI's secondary colour: the secondary label colour.
    public static let secondary = secondaryLabel
    /// The app's accent colour: the system blue (`.tint(_:)` changes controls' tint, not this).
    public static let accentColor = blue
}

extension Color {
    /// The same colour. Disfavoured, as SwiftUI has no such initializer: `Color(.name)` means
    /// the `UIColor` or the asset catalog's `ColorResource` of that name, as on iOS.
    @_disfavoredOverload
    public init(_ color: Color) {
        self = color
    }

    /// A grey of `white` (0 black … 1 white), as SwiftUI's `Color(white:opacity:)`.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (each 0…1), as SwiftUI's
    /// `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = GeometryInput.number(hue, "Color(hue:)", fallback: 0)
        let s = GeometryInput.fraction(saturation, "Color(saturation:)", fallback: 0)
        let v = GeometryInput.fraction(brightness, "Color(brightness:)", fallback: 0)
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour spaces of SwiftUI's `Color(_:red:green:blue:opacity:)`; NapkinUI draws in sRGB.
    public enum RGBColorSpace: Sendable, Hashable {
        /// sRGB (the only one NapkinUI draws in).
        case sRGB
        /// Linear sRGB: components are converted to sRGB.
        case sRGBLinear
        /// Display P3: drawn as if sRGB (no wide gamut on a PNG canvas).
        case displayP3
    }

    /// A colour in `colorSpace`, as SwiftUI's `Color(.sRGB, red:green:blue:opacity:)`.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let encode = Color.gammaEncoded
        if colorSpace == .sRGBLinear {
            self.init(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
        } else {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    /// A grey of `white` in `colorSpace`, as SwiftUI's `Color(.sRGBLinear, white: 0, opacity: 0.1)`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// The sRGB transfer function: a linear component (0…1) as sRGB encodes it.
    static func gammaEncoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The inverse of ``gammaEncoded(_:)``: an sRGB component (0…1) as linear light.
    static func linearized(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }
}
