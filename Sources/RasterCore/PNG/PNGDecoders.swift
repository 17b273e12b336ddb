/// Which decoders ``Bitmap/init(pngData:)`` tries, in order.
///
/// Debug builds (what `swift test` runs) use libpng alone, because the direct decoder's Swift
/// loops are slow unoptimised; optimised builds try ``DirectPNGDecoder`` first and hand it
/// nothing it cannot vouch for. Both must give every file the same verdict: the same pixels,
/// or a refusal.
package enum PNGDecoders: Sendable, Equatable {
    /// libpng alone.
    case libpng
    /// `DirectPNGDecoder` first; libpng for every file it declines or finds damaged.
    case directThenLibpng

    /// What this build uses.
    package static var thisBuild: PNGDecoders {
        #if DEBUG
        return .libpng
        #else
        return .directThenLibpng
        #endif
    }
}
