internal import Raster

extension Color {
    /// A dynamic colour from two `0xRRGGBB` values and their opacities.
    static func system(_ light: UInt32, _ dark: UInt32, opacity lightOpacity: Double = 1, dark darkOpacity: Double = 1) -> Color {
        Color(light: SRGBColor(hex: light, opacity: lightOpacity), dark: SRGBColor(hex: dark, opacity: darkOpacity))
    }

    // iOS 17's system palette (UIKit's `systemRed` … `systemGray`, which SwiftUI's `Color.red`
    // … `Color.gray` are): the light value, then the dark one.

    /// The system red: `#FF3B30`, in dark `#FF453A`.
    public static let red = system(0xFF3B30, 0xFF453A)
    /// The system orange: `#FF9500`, in dark `#FF9F0A`.
    public static let orange = system(0xFF9500, 0xFF9F0A)
    /// The system yellow: `#FFCC00`, in dark `#FFD60A`.
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    /// The system green: `#34C759`, in dark `#30D158`.
    public static let green = system(0x34C759, 0x30D158)
    /// The system mint: `#00C7BE`, in dark `#63E6E2`.
    public static let mint = system(0x00C7BE, 0x63E6E2)
    /// The system teal: `#30B0C7`, in dark `#40C8E0`.
    public static let teal = system(0x30B0C7, 0x40C8E0)
    /// The system cyan: `#32ADE6`, in dark `#64D2FF`.
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    /// The system blue, the default tint: `#007AFF`, in dark `#0A84FF`.
    public static let blue = system(0x007AFF, 0x0A84FF)
    /// The system indigo: `#5856D6`, in dark `#5E5CE6`.
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    /// The system purple: `#AF52DE`, in dark `#BF5AF2`.
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    /// The system pink: `#FF2D55`, in dark `#FF375F`.
    public static let pink = system(0xFF2D55, 0xFF375F)
    /// The system brown: `#A2845E`, in dark `#AC8E68`.
    public static let brown = system(0xA2845E, 0xAC8E68)
    /// The system grey: `#8E8E93` in both appearances.
    public static let gray = Color(hex: 0x8E8E93)
}
