import CPNG

extension Bitmap {
    /// What decides the pixels ``init(pngData:)`` makes of given bytes, as text: the running
    /// libpng's version, this decoder's revision, and the pixels it decodes from a probe that
    /// exercises every conversion (opaque, transparent and half-transparent pixels through an
    /// encode and a decode).
    ///
    /// Caches of decoded pixels include it in their keys, so a libpng upgrade or a change to
    /// the decoder's conversions retires their entries instead of trusting them.
    package static let pngDecoderIdentity: String = {
        // Bump when `init(pngData:)` changes how bytes become pixels in a way the probe
        // below might not show.
        // 2: whole-buffer inflates also refuse what zlib refuses (a stream libdeflate read that
        // libpng would not), so entries for such files are retired.
        let revision = 2
        let probe = Bitmap(
            width: 6, height: 1,
            pixels: [
                0xFF1C_1A17, 0x0000_0000, 0x0101_0000, 0x8040_2010, 0xFE7F_3F1F, 0x8080_8080,
            ])
        let decoded: String
        do {
            decoded = try Bitmap(pngData: probe.pngData()).pixels.map { String($0, radix: 16) }.joined(separator: ",")
        } catch {
            decoded = "probe failed: \(error)"
        }
        #if DEBUG
        let decoders = "libpng \(png_access_version_number())"
        #else
        // Direct decoder 2 checks the zlib stream's Adler-32 and end: entries that decoder 1
        // wrote for damaged files it read are retired with it.
        let decoders = "direct 2, libpng \(png_access_version_number())"
        #endif
        return "\(decoders); decoder revision \(revision); probe \(decoded)"
    }()
}
