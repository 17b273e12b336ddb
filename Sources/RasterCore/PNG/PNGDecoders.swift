/// Which decoders ``Bitmap/init(pngData:)`` tries, in order.
///
/// Optimised builds try ``DirectPNGDecoder`` first for every file it understands. Debug builds
/// (what `swift test` runs) try it only for unfiltered RGB files (what napkin writes), where its
/// work is C either way, and use libpng for the rest, because the direct decoder's other loops
/// are Swift, slow unoptimised. Every combination must give every file the same verdict: the
/// same pixels, or a refusal.
package enum PNGDecoders: Sendable, Equatable {
    /// libpng alone.
    case libpng
    /// `DirectPNGDecoder` first; libpng for every file it declines or finds damaged.
    case directThenLibpng
    /// `DirectPNGDecoder` for unfiltered RGB files; libpng for everything else.
    case directUnfilteredRGBThenLibpng

    /// What this build uses.
    package static var thisBuild: PNGDecoders {
        #if DEBUG
        return .directUnfilteredRGBThenLibpng
        #else
        return .directThenLibpng
        #endif
    }

    /// The direct decoder's scope in this combination, or nil when it is not tried.
    var directScope: DirectPNGDecoder.Scope? {
        switch self {
        case .libpng: return nil
        case .directThenLibpng: return .all
        case .directUnfilteredRGBThenLibpng: return .unfilteredRGB
        }
    }
}
