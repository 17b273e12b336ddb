import Foundation
import PackageTestSupport
import Testing

@testable import RasterCore

/// The direct decoder in debug builds' scope: unfiltered RGB files (every PNG napkin writes)
/// are read with libpng's pixels, zlib checking the stream; every other file is declined.
@Suite("Direct PNG decoder, unfiltered RGB scope")
struct DirectPNGDecoderScopeTests {
    private func unfilteredRGB(_ data: Data) -> Bitmap? {
        data.withUnsafeBytes { DirectPNGDecoder.decode($0, scope: .unfilteredRGB) }
    }

    /// An opaque picture with gradients and noise.
    private func picture(width: Int, height: Int, seed: UInt64 = 7) -> Bitmap {
        var generator = SeededGenerator(seed: seed)
        let pixels = (0..<(width * height)).map { index -> UInt32 in
            let noise = UInt32(truncatingIfNeeded: generator.next())
            let x = UInt32(index % width), y = UInt32(index / width)
            return 0xFF00_0000 | (x * 255 / UInt32(max(1, width - 1))) << 16 | (y * 7 & 0xFF) << 8 | noise & 0xFF
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test("What the encoder writes decodes to libpng's pixels, every width's last few pixels included")
    func encoderOutput() throws {
        for width in 1...13 {
            for height in [1, 2, 17, 40] {
                let data = try picture(width: width, height: height).pngData()
                let decoded = try #require(unfilteredRGB(data), "\(width)×\(height) was declined")
                #expect(decoded == (try Bitmap(libpngData: data)), "\(width)×\(height)")
            }
        }
        let screen = try picture(width: 1170, height: 64).pngData()
        #expect(try #require(unfilteredRGB(screen)) == (try Bitmap(libpngData: screen)))
    }

    @Test("A file with a filtered row, or with alpha, is declined (libpng reads it)", arguments: [1, 2, 3, 4])
    func declined(filter: UInt8) throws {
        let rows: [UInt8] = [0, 10, 20, 30, 40, 50, 60] + [filter, 1, 2, 3, 4, 5, 6]
        let filtered = HandmadePNG.file(width: 2, height: 2, bitDepth: 8, colorType: 2, scanlines: rows)
        #expect(unfilteredRGB(filtered) == nil)
        #expect(filtered.withUnsafeBytes { DirectPNGDecoder.decode($0) } == (try Bitmap(libpngData: filtered)))
        #expect(try Bitmap(pngData: filtered, decoders: .directUnfilteredRGBThenLibpng) == (try Bitmap(libpngData: filtered)))
        let withAlpha = HandmadePNG.file(width: 1, height: 1, bitDepth: 8, colorType: 6, scanlines: [0, 1, 2, 3, 255])
        #expect(unfilteredRGB(withAlpha) == nil)
    }

    @Test(
        "Damage is left to libpng: zlib's own check catches a wrong Adler-32",
        arguments: ["adler", "no stream end", "idat crc", "truncated"])
    func damaged(kind: String) throws {
        let good = try picture(width: 9, height: 6).pngData()
        var chunks = HandmadePNG.chunks(of: good)
        let image = try #require(chunks.firstIndex { $0.type == "IDAT" })
        let damaged: Data
        switch kind {
        case "adler":
            chunks[image].body[chunks[image].body.count - 2] ^= 0x10
            damaged = HandmadePNG.assemble(chunks)
        case "no stream end":
            chunks[image].body.removeLast(4)
            damaged = HandmadePNG.assemble(chunks)
        case "idat crc":
            var bytes = [UInt8](good)
            let offset = try #require(bytes.indices.dropLast(4).first { bytes[$0..<($0 + 4)].elementsEqual(Array("IDAT".utf8)) })
            bytes[offset + 4 + 3] ^= 0x40
            damaged = Data(bytes)
        default:
            damaged = good.prefix(good.count - 20)
        }
        #expect(unfilteredRGB(damaged) == nil, "\(kind)")
        #expect(throws: PNGError.self) { try Bitmap(pngData: damaged, decoders: .directUnfilteredRGBThenLibpng) }
    }

    @Test("Debug builds read PNGs through the unfiltered-RGB scope first, optimised builds through the whole decoder")
    func thisBuild() {
        #if DEBUG
        #expect(PNGDecoders.thisBuild == .directUnfilteredRGBThenLibpng)
        #else
        #expect(PNGDecoders.thisBuild == .directThenLibpng)
        #endif
    }
}
