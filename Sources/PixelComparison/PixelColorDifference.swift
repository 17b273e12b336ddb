#if canImport(Glibc)
internal import Glibc
#endif

/// Measures how different two premultiplied ARGB pixels look, with caches so that an image
/// with few distinct colours costs few colour conversions.
///
/// A translucent pixel has no single appearance, so both pixels are composited over white
/// and over black and the larger of the two differences counts: two pixels match only if
/// they look alike on any background. Opaque pixels need one comparison.
///
/// The caches are direct-mapped tables (a slot per hash, newest entry wins) rather than
/// dictionaries: they are much cheaper per lookup in the debug builds tests run in, and
/// a miss only costs a recomputation. Their 1.1 MB is zeroed memory from `calloc` (fresh
/// pages the kernel maps only where a slot is used) and values are written only with their
/// key: filling every slot up front was about 280 page faults per comparison band, a third
/// of comparing two screens that differ everywhere.
package struct PixelColorDifference {
    private static let slots = 1 << 14
    private let tables = Tables(slots: slots)

    /// Empty caches.
    package init() {}

    /// ΔE₀₀ between two premultiplied `0xAARRGGBB` pixels.
    package mutating func deltaE(_ first: UInt32, _ second: UInt32) -> Double {
        if first == second { return 0 }
        // Never 0: the two pixels differ, so they are not both 0.
        let key = UInt64(first) << 32 | UInt64(second)
        let slot = PixelColorDifference.slot(key)
        if tables.pairKeys[slot] == key { return tables.pairValues[slot] }
        let x = lab(first), y = lab(second)
        var difference = x.overWhite.deltaE2000(to: y.overWhite)
        if first >> 24 != 0xFF || second >> 24 != 0xFF {
            difference = max(difference, x.overBlack.deltaE2000(to: y.overBlack))
        }
        (tables.pairValues + slot).initialize(to: difference)
        tables.pairKeys[slot] = key
        return difference
    }

    private mutating func lab(_ pixel: UInt32) -> (overWhite: LabColor, overBlack: LabColor) {
        // The key carries a bit above the pixel, so a zeroed slot (0) never matches pixel 0.
        let key = UInt64(pixel) | 1 << 32
        let slot = PixelColorDifference.slot(UInt64(pixel))
        if tables.labKeys[slot] == key { return tables.labValues[slot] }
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
        (tables.labValues + slot).initialize(to: result)
        tables.labKeys[slot] = key
        return result
    }

    /// A table slot for `key`: a multiplicative hash's top bits.
    private static func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 50)
    }

    /// The tables' memory. A slot's value is read only when its key (0 while unused) matches,
    /// so values are never read before they are written. Copies of a `PixelColorDifference`
    /// share it (a cache of pure results); the type is not `Sendable`, so each thread makes
    /// its own.
    private final class Tables {
        let labKeys: UnsafeMutablePointer<UInt64>
        let labValues: UnsafeMutablePointer<(overWhite: LabColor, overBlack: LabColor)>
        let pairKeys: UnsafeMutablePointer<UInt64>
        let pairValues: UnsafeMutablePointer<Double>

        init(slots: Int) {
            labKeys = calloc(slots, MemoryLayout<UInt64>.stride)!.assumingMemoryBound(to: UInt64.self)
            pairKeys = calloc(slots, MemoryLayout<UInt64>.stride)!.assumingMemoryBound(to: UInt64.self)
            labValues = .allocate(capacity: slots)
            pairValues = .allocate(capacity: slots)
        }

        deinit {
            free(labKeys)
            free(pairKeys)
            // Trivial values (Doubles): nothing to deinitialize.
            labValues.deallocate()
            pairValues.deallocate()
        }
    }
}

@available(*, unavailable)
extension PixelColorDifference: Sendable {}
