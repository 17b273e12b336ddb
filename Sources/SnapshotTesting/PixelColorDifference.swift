/// Measures how different two premultiplied ARGB pixels look, with caches so that an image
/// with few distinct colours costs few colour conversions.
///
/// A translucent pixel has no single appearance, so both pixels are composited over white
/// and over black and the larger of the two differences counts: two pixels match only if
/// they look alike on any background. Opaque pixels need one comparison.
struct PixelColorDifference {
    private var labCache: [UInt32: (overWhite: LabColor, overBlack: LabColor)] = [:]
    private var pairCache: [UInt64: Double] = [:]

    /// ΔE₀₀ between two premultiplied `0xAARRGGBB` pixels.
    mutating func deltaE(_ first: UInt32, _ second: UInt32) -> Double {
        if first == second { return 0 }
        let key = UInt64(first) << 32 | UInt64(second)
        if let known = pairCache[key] { return known }
        let x = lab(first), y = lab(second)
        var difference = x.overWhite.deltaE2000(to: y.overWhite)
        if first >> 24 != 0xFF || second >> 24 != 0xFF {
            difference = max(difference, x.overBlack.deltaE2000(to: y.overBlack))
        }
        if pairCache.count < 1 << 20 { pairCache[key] = difference }
        return difference
    }

    private mutating func lab(_ pixel: UInt32) -> (overWhite: LabColor, overBlack: LabColor) {
        if let known = labCache[pixel] { return known }
        let alpha = pixel >> 24
        let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
        // Premultiplied channels are the colour over black; over white adds (1 − α).
        let overBlack = LabColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
        let cover = 255 - alpha
        let overWhite = alpha == 0xFF ? overBlack : LabColor(
            red: UInt8(min(255, red + cover)), green: UInt8(min(255, green + cover)), blue: UInt8(min(255, blue + cover))
        )
        let result = (overWhite: overWhite, overBlack: overBlack)
        labCache[pixel] = result
        return result
    }
}
