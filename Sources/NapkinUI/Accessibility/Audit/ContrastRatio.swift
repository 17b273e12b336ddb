import Foundation
internal import RasterCore

/// WCAG 2.x's contrast ratio: `(L1 + 0.05) / (L2 + 0.05)` of the relative luminances of the
/// lighter and the darker colour, from 1:1 (the same) to 21:1 (black on white). Level AA asks
/// 4.5:1 of text and 3:1 of large text.
public enum ContrastRatio {
    /// The ratio AA asks of text.
    public static let minimum: Double = 4.5
    /// The ratio AA asks of large text (24 points, or 18.67 points bold).
    public static let minimumForLargeText: Double = 3

    /// The contrast ratio of two colours in `colorScheme` (a colour that has a light and a
    /// dark value takes the scheme's); opacity is ignored, both are taken as opaque.
    @MainActor
    public static func between(_ a: Color, _ b: Color, in colorScheme: ColorScheme = .light) -> Double {
        between(a.srgb(dark: colorScheme == .dark), b.srgb(dark: colorScheme == .dark))
    }

    /// The contrast ratio of two fixed colours, their opacity ignored.
    static func between(_ a: SRGBColor, _ b: SRGBColor) -> Double {
        ratio(luminance(red: a.red, green: a.green, blue: a.blue), luminance(red: b.red, green: b.green, blue: b.blue))
    }

    /// The contrast ratio of two luminances.
    static func ratio(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG's relative luminance of an sRGB colour whose channels are 0…1.
    static func luminance(red: Double, green: Double, blue: Double) -> Double {
        0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The relative luminance of an opaque pixel (`0xAARRGGBB`), through a table of the 256
    /// linearised channel values.
    static func luminance(ofPixel pixel: UInt32) -> Double {
        let red = linearTable[Int((pixel >> 16) & 0xFF)]
        let green = linearTable[Int((pixel >> 8) & 0xFF)]
        let blue = linearTable[Int(pixel & 0xFF)]
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// An sRGB channel (0…1) made linear, as WCAG 2.2 writes it (threshold 0.04045).
    static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    private static let linearTable: [Double] = (0...255).map { linear(Double($0) / 255) }
}
