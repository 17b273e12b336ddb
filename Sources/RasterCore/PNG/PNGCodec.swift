import CPNG

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

// PNG decoding through libpng's simplified API (`png_image`), which reports errors in
// `png_image.message` instead of printing or longjmp-ing through Swift frames. Encoding is
// `PNGEncoder`'s: zlib directly, in parallel bands.

private let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
// Format flags from png.h, spelled out because the composite macros are not imported.
private let formatFlagAlpha: UInt32 = 0x01
private let formatFlagColor: UInt32 = 0x02
private let formatFlagBGR: UInt32 = 0x10
// PNG_IMAGE_FLAG_16BIT_sRGB: on read, 16-bit components without colour-space information
// are sRGB-encoded (libpng's default for them is linear).
private let flag16BitSRGB: UInt32 = 0x04

extension Bitmap {
    /// The bitmap encoded as PNG.
    ///
    /// The bytes are deterministic: the same pixels always give the same bytes, on every
    /// machine (no timestamps, no text chunks, a fixed number of compression bands). An opaque
    /// bitmap is written as 8-bit RGB, any other as 8-bit RGBA with straight
    /// (un-premultiplied) alpha. Compression is zlib's fastest level, run on all cores
    /// (see `PNGEncoder`).
    ///
    /// A bitmap larger than this toolkit decodes (``maximumDimension`` a side,
    /// ``maximumPixelCount`` in all) is not encoded: a file that could never be read back is
    /// not written.
    ///
    /// - Throws: ``PNGError/encodingFailed(reason:)`` for an empty bitmap, one beyond the
    ///   decoding limits, or a zlib failure.
    public func pngData() throws -> Data {
        guard width > 0, height > 0 else {
            throw PNGError.encodingFailed(reason: "a PNG needs at least one pixel, and this bitmap is \(width)×\(height)")
        }
        guard width <= Self.maximumDimension, height <= Self.maximumDimension, width * height <= Self.maximumPixelCount else {
            throw PNGError.encodingFailed(
                reason: """
                    the bitmap is \(width)×\(height) pixels, beyond the \(Self.maximumDimension) pixels a side and \
                    \(Self.maximumPixelCount / 1_048_576) megapixels this toolkit decodes, so the PNG could never be read back
                    """)
        }
        let opaque = isOpaque
        let width = self.width
        return try pixels.withUnsafeBufferPointer { source in
            let base = source.baseAddress!
            return try PNGEncoder.encode(width: width, height: height, channels: opaque ? 3 : 4) { y, row in
                if opaque {
                    packRGB(base + y * width, count: width, into: row)
                } else {
                    packStraightRGBA(base + y * width, count: width, into: row)
                }
            }
        }
    }

    /// The widest or tallest PNG this toolkit decodes, in pixels (16384): four times the
    /// largest device canvas. Larger headers are refused before any pixel memory exists.
    public static let maximumDimension = 16_384
    /// The most pixels a decoded PNG may have (64 Mi, 256 MiB of ARGB): refused beyond it
    /// before decoding, so a decompression bomb costs milliseconds, not gigabytes.
    public static let maximumPixelCount = 64 * 1_048_576
    /// The largest file ``init(contentsOf:)`` reads (256 MiB); snapshot references of any
    /// format are held to the same bound.
    public static let maximumPNGFileSize = 256 * 1_048_576

    /// Decodes PNG bytes of any colour type and bit depth into premultiplied ARGB32 pixels.
    ///
    /// Colour is read as sRGB whatever the bit depth: a 16-bit image without a colour-space
    /// chunk is taken as sRGB (as an 8-bit one is), so the same picture saved at either depth
    /// decodes to the same pixels. Images larger than ``maximumDimension`` or
    /// ``maximumPixelCount`` are refused from the header alone.
    ///
    /// - Throws: ``PNGError/notPNG(path:)`` when the bytes are not a PNG at all,
    ///   ``PNGError/tooLarge(path:width:height:)`` beyond the limits,
    ///   ``PNGError/corrupt(path:reason:)`` when they are truncated or damaged.
    public init(pngData data: Data) throws {
        try self.init(pngData: data, decoders: .thisBuild)
    }

    /// Decodes as ``init(pngData:)`` does, with the decoders given rather than this build's:
    /// how a debug test build runs the optimised builds' path too, to prove both builds give
    /// every file one verdict.
    package init(pngData data: Data, decoders: PNGDecoders) throws {
        guard data.count >= pngSignature.count, data.prefix(pngSignature.count).elementsEqual(pngSignature) else {
            throw PNGError.notPNG(path: nil)
        }
        // Optimised builds read the files snapshot tools write directly (see DirectPNGDecoder);
        // anything else, and anything damaged, goes through libpng.
        if let scope = decoders.directScope, let direct = data.withUnsafeBytes({ DirectPNGDecoder.decode($0, scope: scope) }) {
            self = direct
            return
        }
        try self.init(libpngData: data)
    }

    /// True only when `data` decodes, as ``init(pngData:decoders:)`` decodes it, to exactly this
    /// bitmap (the same size and pixels), found without allocating the decoded image: how a
    /// matching image snapshot is proved against its reference file in one streaming pass.
    ///
    /// Only files the build's direct decoder takes are streamed (every PNG napkin writes);
    /// for any other file, a damaged one, or one that differs, the answer is `false`, which
    /// only means "decode it and compare".
    package func isDecoded(fromPNG data: Data, decoders: PNGDecoders = .thisBuild) -> Bool {
        guard let scope = decoders.directScope, data.count >= pngSignature.count,
            data.prefix(pngSignature.count).elementsEqual(pngSignature)
        else { return false }
        return data.withUnsafeBytes { DirectPNGDecoder.matches($0, expected: self, scope: scope) }
    }

    /// Decodes with libpng alone (what debug builds do for all but unfiltered RGB files); the bytes must start with
    /// the PNG signature.
    package init(libpngData data: Data) throws {
        // libpng keeps the memory pointer from `begin_read` until `finish_read`, so both run
        // inside one closure, where the bytes are guaranteed to stay put.
        let decoded: Result<(Int, Int, [UInt32], Bool), PNGError> = data.withUnsafeBytes { raw in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                return .failure(.corrupt(path: nil, reason: pngMessage(&image)))
            }
            let width = Int(image.width), height = Int(image.height)
            guard width <= Bitmap.maximumDimension, height <= Bitmap.maximumDimension,
                width * height <= Bitmap.maximumPixelCount
            else {
                return .failure(.tooLarge(path: nil, width: width, height: height))
            }
            // BGRA in memory is 0xAARRGGBB as a little-endian UInt32. libpng converts in its
            // own optimised C, which matters in the debug builds `swift test` uses, where a
            // Swift loop over the 3 million pixels of a screen costs tens of milliseconds.
            let hasAlpha = image.format & formatFlagAlpha != 0
            image.format = formatFlagColor | formatFlagAlpha | formatFlagBGR
            // Without this flag libpng takes 16-bit data without a gAMA or sRGB chunk as
            // linear light and brightens it on the way to 8-bit sRGB.
            image.flags |= flag16BitSRGB
            // libpng writes every pixel, so the memory is not zeroed first (12 MB for a screen).
            var finished: Int32 = 0
            let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
                finished = png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
                // On failure the rows are partly unwritten; the array is dropped anyway.
                if finished == 0 { buffer.initialize(repeating: 0) }
                count = width * height
            }
            guard finished != 0 else {
                return .failure(.corrupt(path: nil, reason: pngMessage(&image)))
            }
            return .success((width, height, pixels, hasAlpha))
        }
        let (width, height, decodedPixels, hasAlpha) = try decoded.get()
        var pixels = decodedPixels
        // Without an alpha channel or tRNS every pixel is opaque: nothing to premultiply.
        if hasAlpha {
            pixels.withUnsafeMutableBufferPointer { premultiply($0) }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

private func pngMessage(_ image: inout png_image) -> String {
    let text = withUnsafeBytes(of: &image.message) { raw -> String in
        let bytes = raw.bindMemory(to: UInt8.self)
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
    return text.isEmpty ? "unknown libpng error" : text
}

/// Packs 0xAARRGGBB pixels as R, G, B bytes. Each pixel is stored as one little-endian
/// 32-bit word `0x00BBGGRR` (its fourth byte is overwritten by the next pixel), a store per
/// pixel instead of three; `target` needs one byte more than three per pixel.
/// Writes `count` pixels as RGB bytes. All but the last pixel are stored four bytes at a
/// time (the fourth overwritten by the next pixel), which is much faster than byte stores.
private func packRGB(_ source: UnsafePointer<UInt32>, count: Int, into target: UnsafeMutablePointer<UInt8>) {
    let base = UnsafeMutableRawPointer(target)
    var o = 0
    for i in 0..<(count - 1) {
        base.storeBytes(of: (source[i].byteSwapped >> 8).littleEndian, toByteOffset: o, as: UInt32.self)
        o += 3
    }
    let last = source[count - 1]
    target[o] = UInt8(truncatingIfNeeded: last >> 16)
    target[o + 1] = UInt8(truncatingIfNeeded: last >> 8)
    target[o + 2] = UInt8(truncatingIfNeeded: last)
}

/// Writes `count` premultiplied pixels as straight-alpha RGBA bytes.
private func packStraightRGBA(_ source: UnsafePointer<UInt32>, count: Int, into target: UnsafeMutablePointer<UInt8>) {
    var o = 0
    for i in 0..<count {
        let pixel = source[i]
        let a = pixel >> 24
        if a == 0 {
            target[o] = 0; target[o + 1] = 0; target[o + 2] = 0
        } else if a == 255 {
            target[o] = UInt8(truncatingIfNeeded: pixel >> 16)
            target[o + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
            target[o + 2] = UInt8(truncatingIfNeeded: pixel)
        } else {
            // Rounded division: premultiplying the result again gives back the same bytes.
            target[o] = UInt8(min(255, (((pixel >> 16) & 0xFF) * 255 + a / 2) / a))
            target[o + 1] = UInt8(min(255, (((pixel >> 8) & 0xFF) * 255 + a / 2) / a))
            target[o + 2] = UInt8(min(255, ((pixel & 0xFF) * 255 + a / 2) / a))
        }
        target[o + 3] = UInt8(a)
        o += 4
    }
}

private func premultiply(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
    // Screens are opaque: one vectorised pass proves it and leaves the pixels as they are.
    var all: UInt32 = 0xFFFF_FFFF
    for pixel in pixels { all &= pixel }
    if all >> 24 == 0xFF { return }
    for i in pixels.indices {
        let pixel = pixels[i]
        let a = pixel >> 24
        if a == 255 { continue }
        if a == 0 {
            pixels[i] = 0
            continue
        }
        let r = (((pixel >> 16) & 0xFF) * a + 127) / 255
        let g = (((pixel >> 8) & 0xFF) * a + 127) / 255
        let b = ((pixel & 0xFF) * a + 127) / 255
        pixels[i] = a << 24 | r << 16 | g << 8 | b
    }
}
