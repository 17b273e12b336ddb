import Foundation
import PackageTestSupport
import Testing

@testable import RasterCore

/// `Bitmap.isDecoded(fromPNG:)`: proving that a reference file holds exactly a snapshot's pixels
/// by streaming its rows, without the decoded image. A `true` must be as good as decoding and
/// comparing; anything else answers `false`.
@Suite("Streamed match of a bitmap against PNG bytes")
struct StreamedMatchTests {
    /// An opaque picture with gradients and noise, as a screen's rows are varied.
    private func picture(width: Int, height: Int, seed: UInt64 = 11) -> Bitmap {
        var generator = SeededGenerator(seed: seed)
        let pixels = (0..<(width * height)).map { index -> UInt32 in
            let noise = UInt32(truncatingIfNeeded: generator.next())
            return 0xFF00_0000 | UInt32(index % width & 0xFF) << 16 | UInt32(index / width & 0xFF) << 8 | noise & 0xFF
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    private let builds: [PNGDecoders] = [.directThenLibpng, .directUnfilteredRGBThenLibpng]

    @Test("A bitmap matches its own PNG in both builds' decoders, across row blocks and odd widths")
    func matchesItsOwnFile() throws {
        for (width, height) in [(1, 1), (7, 3), (13, 40), (1170, 33)] {
            let bitmap = picture(width: width, height: height)
            let data = try bitmap.pngData()
            for decoders in builds {
                #expect(bitmap.isDecoded(fromPNG: data, decoders: decoders), "\(width)×\(height), \(decoders)")
            }
            #expect(!bitmap.isDecoded(fromPNG: data, decoders: .libpng), "libpng alone never streams")
        }
    }

    @Test("One changed pixel anywhere, in the first, a middle or the last row, is not a match", arguments: [0, 16, 17, 39])
    func oneChangedPixel(row: Int) throws {
        let bitmap = picture(width: 13, height: 40)
        let data = try bitmap.pngData()
        for column in [0, 6, 12] {
            var pixels = bitmap.pixels
            pixels[row * 13 + column] ^= 0x0000_0100
            let changed = Bitmap(width: 13, height: 40, pixels: pixels)
            for decoders in builds {
                #expect(!changed.isDecoded(fromPNG: data, decoders: decoders), "row \(row), column \(column), \(decoders)")
            }
        }
    }

    @Test("Another size is not a match, even with the same pixels in the same order")
    func otherSize() throws {
        let bitmap = picture(width: 12, height: 6)
        let data = try bitmap.pngData()
        let reshaped = Bitmap(width: 6, height: 12, pixels: bitmap.pixels)
        for decoders in builds { #expect(!reshaped.isDecoded(fromPNG: data, decoders: decoders)) }
    }

    @Test("Damage behind the pixels is not a match: a wrong Adler-32, a missing stream end, extra data, truncation, not a PNG")
    func damage() throws {
        let bitmap = picture(width: 9, height: 6)
        let good = try bitmap.pngData()
        var chunks = HandmadePNG.chunks(of: good)
        let image = try #require(chunks.firstIndex { $0.type == "IDAT" })
        var wrongAdler = chunks
        wrongAdler[image].body[wrongAdler[image].body.count - 1] ^= 0x01
        var noEnd = chunks
        noEnd[image].body.removeLast(4)
        // A tenth row inflated after the ninth: the file holds more than its header says.
        let extraRow = HandmadePNG.file(
            width: 1, height: 1, bitDepth: 8, colorType: 2, scanlines: [0, 1, 2, 3, 0, 4, 5, 6])
        let onePixel = Bitmap(width: 1, height: 1, pixels: [0xFF01_0203])
        chunks.removeAll { $0.type == "IEND" }
        var notPNG = [UInt8](good)
        notPNG[1] = 0x51
        for decoders in builds {
            #expect(!bitmap.isDecoded(fromPNG: HandmadePNG.assemble(wrongAdler), decoders: decoders), "\(decoders)")
            #expect(!bitmap.isDecoded(fromPNG: HandmadePNG.assemble(noEnd), decoders: decoders), "\(decoders)")
            #expect(!bitmap.isDecoded(fromPNG: good.prefix(good.count - 20), decoders: decoders), "\(decoders)")
            #expect(!bitmap.isDecoded(fromPNG: Data(notPNG), decoders: decoders), "\(decoders)")
            #expect(!onePixel.isDecoded(fromPNG: extraRow, decoders: decoders), "\(decoders)")
            // libpng, like the direct decoder, reads a file that stops after its image data.
            #expect(bitmap.isDecoded(fromPNG: HandmadePNG.assemble(chunks), decoders: decoders), "\(decoders)")
        }
    }

    @Test("A file with alpha or filtered rows is streamed only where the build's decoder reads it directly")
    func scope() throws {
        let translucent = Bitmap(width: 2, height: 1, pixels: [0x8040_2010, 0xFF10_2030])
        let withAlpha = try translucent.pngData()
        #expect(translucent.isDecoded(fromPNG: withAlpha, decoders: .directThenLibpng))
        #expect(!translucent.isDecoded(fromPNG: withAlpha, decoders: .directUnfilteredRGBThenLibpng))
        // Row 2 with the Up filter: each byte is the difference from the row above.
        let filtered = HandmadePNG.file(
            width: 2, height: 2, bitDepth: 8, colorType: 2, scanlines: [0, 10, 20, 30, 40, 50, 60, 2, 1, 1, 1, 1, 1, 1])
        let decoded = try Bitmap(libpngData: filtered)
        #expect(decoded.pixels == [0xFF0A_141E, 0xFF28_323C, 0xFF0B_151F, 0xFF29_333D])
        #expect(decoded.isDecoded(fromPNG: filtered, decoders: .directThenLibpng))
        #expect(!decoded.isDecoded(fromPNG: filtered, decoders: .directUnfilteredRGBThenLibpng))
    }

    @Test("A zlib header declaring a small window takes zlib's streaming inflate, with the same pixels and the same match")
    func smallWindowHeader() throws {
        // Stored deflate (no distances) under CMF 0x08, a 256-byte window; FLG 0x1D makes the
        // header a multiple of 31, as zlib requires.
        let scanlines: [UInt8] = [0, 10, 20, 30, 40, 50, 60, 1, 1, 2, 3, 4, 5, 6]
        var chunks = HandmadePNG.chunks(of: HandmadePNG.file(width: 2, height: 2, bitDepth: 8, colorType: 2, scanlines: scanlines))
        let image = try #require(chunks.firstIndex { $0.type == "IDAT" })
        #expect(Array(chunks[image].body.prefix(2)) == [0x78, 0x01])
        chunks[image].body[0] = 0x08
        chunks[image].body[1] = 0x1D
        let small = HandmadePNG.assemble(chunks)
        let expected = try Bitmap(libpngData: small)
        #expect(expected.pixels == [0xFF0A_141E, 0xFF28_323C, 0xFF01_0203, 0xFF05_0709])
        let header = try #require(small.withUnsafeBytes { DirectPNGDecoder.Header($0) })
        #expect(!small.withUnsafeBytes { header.wholeBufferInflates($0) })
        #expect(small.withUnsafeBytes { DirectPNGDecoder.decode($0) } == expected)
        #expect(expected.isDecoded(fromPNG: small, decoders: .directThenLibpng))
    }
}

/// The streamed match's inflate buffers are reused across sizes and never pile up.
@Suite("Inflate buffers of the streamed match")
struct InflateScratchTests {
    @Test("At most two are kept, the largest; a smaller image borrows the smallest that fits")
    func keptAcrossSizes() {
        let scratch = InflateScratch(keptCount: 2)
        for size in [4_000, 9_000, 1_000, 6_000] {
            let storage = scratch.take(byteCount: size)
            #expect(storage.byteCount >= size)
            scratch.keep(storage)
            #expect(scratch.idleByteCounts.count <= 2)
        }
        // 1,000 and 6,000 bytes borrowed the 4,000 and 9,000 kept before them.
        #expect(scratch.idleByteCounts == [4_000, 9_000])
        let borrowed = scratch.take(byteCount: 5_000)
        #expect(borrowed.byteCount == 9_000 && scratch.idleByteCounts == [4_000])
        let larger = scratch.take(byteCount: 12_000)
        #expect(larger.byteCount == 12_000 && scratch.idleByteCounts == [4_000])
        scratch.keep(borrowed)
        scratch.keep(larger)
        #expect(scratch.idleByteCounts == [9_000, 12_000])
    }

    @Test("The streamed match leaves at most two buffers idle")
    func sharedStaysSmall() throws {
        for (width, height) in [(40, 30), (90, 70), (20, 10), (60, 50)] {
            let bitmap = Bitmap(width: width, height: height, pixels: [UInt32](repeating: 0xFF12_3456, count: width * height))
            #expect(bitmap.isDecoded(fromPNG: try bitmap.pngData(), decoders: .directUnfilteredRGBThenLibpng))
            #expect(InflateScratch.shared.idleByteCounts.count <= InflateScratch.shared.keptCount)
        }
    }
}
