/// Pixel operations on premultiplied ARGB32 rows, for ``Canvas/drawFiltered(region:_:filter:)``:
/// blurs, shadows, brightness and saturation. All integer or fixed-order arithmetic, so the
/// result is the same on every machine.
public enum PixelFilters {
    /// Blurs `pixels` (width × height) with three box blurs approximating a Gaussian of
    /// standard deviation `sigma` pixels, every channel alike.
    ///
    /// A `sigma` beyond four times the larger side blurs as that would (every pixel already
    /// averages the whole picture); one that is not a number does nothing.
    public static func gaussianBlur(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
        guard sigma > 0.3, width > 0, height > 0 else { return }
        let sigma = min(sigma, 4 * Double(max(width, height)))
        // Box widths for three passes (Kovesi's method): their variance adds up to sigma².
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4)).rounded()
        for pass in 0..<3 {
            let radius = ((Double(pass) < m ? lower : upper) - 1) / 2
            guard radius > 0 else { continue }
            boxBlur(&pixels, width: width, height: height, radius: radius, horizontal: true)
            boxBlur(&pixels, width: width, height: height, radius: radius, horizontal: false)
        }
    }

    private static func boxBlur(_ pixels: inout [UInt32], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let window = 2 * radius + 1
        var line = [UInt32](repeating: 0, count: length)
        for l in 0..<lines {
            func index(_ i: Int) -> Int { horizontal ? l * width + i : i * width + l }
            for i in 0..<length { line[i] = pixels[index(i)] }
            var sums = [0, 0, 0, 0]
            func add(_ pixel: UInt32, _ sign: Int) {
                sums[0] += sign * Int(pixel >> 24)
                sums[1] += sign * Int((pixel >> 16) & 0xFF)
                sums[2] += sign * Int((pixel >> 8) & 0xFF)
                sums[3] += sign * Int(pixel & 0xFF)
            }
            // Outside the line counts as transparent.
            for i in 0...min(radius, length - 1) { add(line[i], 1) }
            for i in 0..<length {
                let a = UInt32((sums[0] + window / 2) / window), r = UInt32((sums[1] + window / 2) / window)
                let g = UInt32((sums[2] + window / 2) / window), b = UInt32((sums[3] + window / 2) / window)
                pixels[index(i)] = a << 24 | r << 16 | g << 8 | b
                if i + radius + 1 < length { add(line[i + radius + 1], 1) }
                if i - radius >= 0 { add(line[i - radius], -1) }
            }
        }
    }

    /// Replaces every pixel's colour with `color`, keeping its coverage (alpha × the colour's
    /// opacity): the silhouette a shadow is made of.
    public static func silhouette(_ pixels: inout [UInt32], color: SRGBColor) {
        for i in pixels.indices {
            let alpha = Double(pixels[i] >> 24) / 255 * color.opacity
            pixels[i] = SRGBColor(red: color.red, green: color.green, blue: color.blue, opacity: alpha).premultipliedARGB
        }
    }

    /// Adds `amount` (−1…1) to every colour channel, as SwiftUI's `brightness(_:)`.
    public static func brightness(_ pixels: inout [UInt32], amount: Double) {
        for i in pixels.indices where pixels[i] >> 24 != 0 {
            var color = SRGBColor(premultipliedARGB: pixels[i])
            color = SRGBColor(red: color.red + amount, green: color.green + amount, blue: color.blue + amount, opacity: color.opacity)
            pixels[i] = color.premultipliedARGB
        }
    }

    /// Scales every colour's distance from its grey by `amount` (0 grey … 1 unchanged), as
    /// SwiftUI's `saturation(_:)` (Rec. 709 luma).
    public static func saturation(_ pixels: inout [UInt32], amount: Double) {
        for i in pixels.indices where pixels[i] >> 24 != 0 {
            let c = SRGBColor(premultipliedARGB: pixels[i])
            let luma = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            pixels[i] =
                SRGBColor(
                    red: luma + (c.red - luma) * amount, green: luma + (c.green - luma) * amount,
                    blue: luma + (c.blue - luma) * amount, opacity: c.opacity
                ).premultipliedARGB
        }
    }
}
