internal import Raster
internal import RasterCore

/// The contrast of one text against the pixels actually behind it, measured from three
/// drawings of one layout: the screen as drawn, the screen without any text (what is behind
/// the glyphs), and the screen with every text in one solid colour (which pixels the glyphs
/// cover, and how much).
///
/// WCAG measures the text's colour against its background with antialiasing left aside, so
/// only the pixels the glyphs cover fully count: those whose solid drawing is within 3 % of
/// the most covered one. For each of them the ratio of the screen's pixel (the text's
/// colour as seen, opacity and all) to the pixel behind it is taken; the text's contrast is the
/// lowest tenth of those ratios, so text over a gradient or a photo is judged where it is
/// hardest to read.
struct ContrastMeasurement {
    /// The colour texts are drawn in to find their glyphs: magenta, which interfaces rarely
    /// put behind text. A pixel behind a glyph whose colour is too close to it is skipped.
    static let probe = SRGBColor(red: 1, green: 0, blue: 1)

    /// The measured ratio.
    let ratio: Double
    /// The text's colour, as drawn, at a typical fully covered pixel.
    let foreground: SRGBColor
    /// The pixel behind that one.
    let background: SRGBColor

    /// The contrast of the text drawn in `rect` (points), or `nil` when no glyph of it can be
    /// seen (it is covered, or clipped away).
    init?(in rect: Rect, scale: Double, screen: Bitmap, behind: Bitmap, solid: Bitmap) {
        let x0 = max(0, Int((rect.minX * scale).rounded(.down))), x1 = min(screen.width, Int((rect.maxX * scale).rounded(.up)))
        let y0 = max(0, Int((rect.minY * scale).rounded(.down))), y1 = min(screen.height, Int((rect.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return nil }
        let probe = Self.probe.premultipliedARGB
        var covered: [(coverage: Double, index: Int)] = []
        var most = 0.0
        for y in y0..<y1 {
            for x in x0..<x1 {
                let index = y * screen.width + x
                let back = behind.pixels[index]
                let span = Self.distance(probe, back)
                guard span >= 96 else { continue }
                let coverage = Double(Self.distance(solid.pixels[index], back)) / Double(span)
                guard coverage > 0 else { continue }
                covered.append((coverage, index))
                most = max(most, coverage)
            }
        }
        guard most >= 0.25 else { return nil }
        var cores: [(ratio: Double, index: Int)] = []
        for pixel in covered where pixel.coverage >= most * 0.97 {
            let front = ContrastRatio.luminance(ofPixel: screen.pixels[pixel.index])
            let back = ContrastRatio.luminance(ofPixel: behind.pixels[pixel.index])
            cores.append((ContrastRatio.ratio(front, back), pixel.index))
        }
        cores.sort { a, b in a.ratio != b.ratio ? a.ratio < b.ratio : a.index < b.index }
        let low = cores[Int(Double(cores.count) * 0.1)]
        let typical = cores[cores.count / 2]
        ratio = low.ratio
        foreground = SRGBColor(premultipliedARGB: screen.pixels[typical.index])
        background = SRGBColor(premultipliedARGB: behind.pixels[typical.index])
    }

    /// The largest difference of one colour channel between two pixels, 0…255.
    private static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let red = abs(Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF))
        let green = abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF))
        let blue = abs(Int(a & 0xFF) - Int(b & 0xFF))
        return max(red, green, blue)
    }
}

extension SRGBColor {
    /// `#RRGGBB`, for messages.
    var hexDescription: String {
        func byte(_ channel: Double) -> String {
            let value = Int((min(max(channel, 0), 1) * 255).rounded())
            return String(value, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}

extension String {
    /// The string with zeros in front up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
