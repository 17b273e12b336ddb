/// Measures how different two premultiplied ARGB pixels look, with caches so that an image
/// with few distinct colours costs few colour conversions.
///
/// A translucent pixel has no single appearance, so both pixels are composited over white
/// and over black and the larger of the two differences counts: two pixels match only if
/// they look alike on any background. Opaque pixels need one comparison.
///
/// The caches are direct-mapped tables (a slot per hash, newest entry wins) rather than
/// dictionaries: they are much cheaper per lookup in the debug builds tests run in, and
/// a miss only costs a recomputation.
package struct PixelColorDifference {
    private static let slots = 1 << 14
    private var labKeys = [UInt32](repeating: 0, count: slots)
    private var labFilled = [Bool](repeating: false, count: slots)
    private var labValues = [(overWhite: LabColor, overBlack: LabColor)](
        repeating: (LabColor(l: 0, a: 0, b: 0), LabColor(l: 0, a: 0, b: 0)), count: slots
    )
    private var pairKeys = [UInt64](repeating: 0, count: slots)
    private var pairValues = [Double](repeating: -1, count: slots)

    /// Empty caches.
    package init() {}

    /// ΔE₀₀ between two premultiplied `0xAARRGGBB` pixels.
    package mutating func deltaE(_ first: UInt32, _ second: UInt32) -> Double {
        if first == second { return 0 }
        let key = UInt64(first) << 32 | UInt64(second)
        let slot = PixelColorDifference.slot(key)
        if pairKeys[slot] == key, pairValues[slot] >= 0 { return pairValues[slot] }
        let x = lab(first), y = lab(second)
        var difference = x.overWhite.deltaE2000(to: y.overWhite)
        if first >> 24 != 0xFF || second >> 24 != 0xFF {
            difference = max(difference, x.overBlack.deltaE2000(to: y.overBlack))
        }
        pairKeys[slot] = key
        pairValues[slot] = difference
        return difference
    }

    private mutating func lab(_ pixel: UInt32) -> (overWhite: LabColor, overBlack: LabColor) {
        let slot = PixelColorDifference.slot(UInt64(pixel))
        if labFilled[slot], labKeys[slot] == pixel { return labValues[slot] }
        let alpha = pixel >> 24
        let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
        // Premultiplied channels are the colour over black; over white adds (1 − α).
        let overBlack = LabColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
        let cover = 255 - alpha
        let overWhite =
            alpha == 0xFF
            ? overBlack
            : LabColor(
                red: UInt8(min(255, red + cover)), green: UInt8(min(255, green + cover)), blue: UInt8(min(255, blue + cover))
            )
        let result = (overWhite: overWhite, overBlack: overBlack)
        labKeys[slot] = pixel
        labFilled[slot] = true
        labValues[slot] = result
        return result
    }

    /// A table slot for `key`: a multiplicative hash's top bits.
    private static func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 50)
    }
}
