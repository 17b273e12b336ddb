/// The colours that mark differences, shared by the side-by-side picture a failing assertion
/// attaches and the full-size map `napkin-compare` writes.
package enum DifferencePalette {
    /// A pixel that fails the comparison: vivid magenta.
    package static let failingColor: UInt32 = 0xFFFF_00FF
    /// A pixel that differs only within the colour tolerance: amber.
    package static let toleratedColor: UInt32 = 0xFFFF_B300
    /// Where only one of the two images has pixels: dark red.
    package static let outsideColor: UInt32 = 0xFF4A_1616

    /// The grey level (160…240) that stands for an opaque pixel in the washed-out reference:
    /// light, keeping a faint trace of its lightness.
    package static func washedGrey(_ opaque: UInt32) -> UInt32 {
        let luma = (((opaque >> 16) & 0xFF) * 54 + ((opaque >> 8) & 0xFF) * 183 + (opaque & 0xFF) * 19) >> 8
        return 160 + luma * 80 / 255
    }

    /// A premultiplied pixel over an opaque grey level.
    package static func composite(_ pixel: UInt32, over grey: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        if alpha == 0xFF { return pixel }
        let background = (255 - alpha) * grey / 255
        let r = min(255, ((pixel >> 16) & 0xFF) + background)
        let g = min(255, ((pixel >> 8) & 0xFF) + background)
        let b = min(255, (pixel & 0xFF) + background)
        return 0xFF00_0000 | r << 16 | g << 8 | b
    }
}
