internal import NapkinUI
internal import RasterCore

/// The colours of the marks, one per element in reading order, repeating after twelve (the
/// numbers tell repeats apart): saturated hues that stand out on a grey screen, light or dark.
enum AccessibilityPalette {
    static let colors: [SRGBColor] = [
        0xE6194B, 0x3CB44B, 0x4363D8, 0xF58231, 0x911EB4, 0x12A4C8,
        0xF032E6, 0x8DB600, 0x469990, 0x9A6324, 0xE6A800, 0xFF6F91,
    ].map { SRGBColor(hex: $0) }

    /// The colour of the `index`th element (from 0).
    static func color(_ index: Int) -> SRGBColor { colors[index % colors.count] }

    /// The colour of each check's issues: contrast orange, hit region blue, description
    /// purple, clipped text red.
    static func color(for type: AccessibilityAuditType) -> SRGBColor {
        if type == .contrast { return SRGBColor(hex: 0xF58231) }
        if type == .hitRegion { return SRGBColor(hex: 0x4363D8) }
        if type == .sufficientElementDescription { return SRGBColor(hex: 0x911EB4) }
        return SRGBColor(hex: 0xE6194B)
    }
}

extension Bitmap {
    /// The picture in shades of grey, each pixel's luma (Rec. 601 weights) in all three
    /// channels: what the accessibility image shows under its coloured marks.
    var monochrome: Bitmap {
        let grey = pixels.map { pixel -> UInt32 in
            let alpha = pixel & 0xFF00_0000
            let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
            let luma = (299 * red + 587 * green + 114 * blue + 500) / 1000
            return alpha | luma << 16 | luma << 8 | luma
        }
        return Bitmap(width: width, height: height, pixels: grey)
    }
}
