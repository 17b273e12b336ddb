import Foundation
import NapkinSupport
import PackageTestSupport
import Testing

@testable import RasterCore

/// The direct decoder (release builds' first choice) must give libpng's pixels for every file
/// it takes, and must hand every other file, and every damaged one, to libpng.
@Suite("Direct PNG decoder")
struct DirectPNGDecoderTests {
    /// The direct decoder's bitmap, or nil when it declines.
    private func direct(_ data: Data) -> Bitmap? {
        data.withUnsafeBytes { DirectPNGDecoder.decode($0) }
    }

    /// A deterministic picture with smooth areas, edges and noise, opaque or with every alpha.
    private func picture(width: Int, height: Int, alpha: Bool, seed: UInt64 = 1) -> Bitmap {
        var generator = SeededGenerator(seed: seed)
        var pixels: [UInt32] = []
        for y in 0..<height {
            for x in 0..<width {
                let noise = UInt32(truncatingIfNeeded: generator.next())
                let r = UInt32((x * 255) / max(1, width - 1)), g = UInt32((y * 255) / max(1, height - 1)), b = noise & 0xFF
                let a: UInt32 = alpha ? (noise >> 8) & 0xFF : 0xFF
                let straight = SRGBColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
                pixels.append(straight.premultipliedARGB)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test(
        "Decodes what the encoder writes exactly as libpng does",
        arguments: [(1, 1), (2, 3), (3, 2), (4, 4), (5, 7), (7, 5), (9, 3), (37, 23), (130, 40)])
    func encoderOutput(size: (Int, Int)) throws {
        for alpha in [false, true] {
            let data = try picture(width: size.0, height: size.1, alpha: alpha).pngData()
            let viaLibpng = try Bitmap(libpngData: data)
            let decoded = try #require(direct(data), "\(size) alpha \(alpha) was declined")
            #expect(decoded == viaLibpng, "\(size) alpha \(alpha)")
        }
    }

    @Test("Every alpha level premultiplies as libpng's BGRA and Bitmap's premultiplication do")
    func everyAlpha() throws {
        var pixels: [UInt32] = []
        for a in 0...255 {
            for value in [0.0, 0.2, 0.5, 0.73, 1.0] {
                pixels.append(SRGBColor(red: value, green: 1 - value, blue: value / 2, opacity: Double(a) / 255).premultipliedARGB)
            }
        }
        let data = try Bitmap(width: 5, height: 256, pixels: pixels).pngData()
        #expect(try #require(direct(data)) == (try Bitmap(libpngData: data)))
    }

    @Test("Undoes every filter type, and a different one on each row", arguments: [0, 1, 2, 3, 4, -1])
    func filters(filter: Int) throws {
        for channels in [3, 4] {
            let width = 11, height = 9
            var generator = SeededGenerator(seed: UInt64(filter + 10))
            let raw = (0..<height).map { _ in (0..<(width * channels)).map { _ in UInt8(truncatingIfNeeded: generator.next() % 7 * 37) } }
            var scanlines: [UInt8] = []
            for y in 0..<height {
                let type = filter >= 0 ? filter : y % 5
                scanlines.append(UInt8(type))
                scanlines += applyFilter(type, row: raw[y], previous: y > 0 ? raw[y - 1] : nil, bytesPerPixel: channels)
            }
            let data = HandmadePNG.file(
                width: UInt32(width), height: UInt32(height), bitDepth: 8, colorType: channels == 4 ? 6 : 2, scanlines: scanlines)
            let viaLibpng = try Bitmap(libpngData: data)
            #expect(try #require(direct(data)) == viaLibpng, "filter \(filter), \(channels) channels")
        }
    }

    @Test("Image data split over many IDAT chunks", arguments: [1, 7, 1000, 8192])
    func splitImageData(chunkSize: Int) throws {
        let data = try picture(width: 60, height: 50, alpha: true, seed: 7).pngData()
        var chunks: [(type: String, body: [UInt8])] = []
        for chunk in HandmadePNG.chunks(of: data) {
            guard chunk.type == "IDAT" else { chunks.append(chunk); continue }
            var offset = 0
            while offset < chunk.body.count {
                chunks.append(("IDAT", Array(chunk.body[offset..<min(chunk.body.count, offset + chunkSize)])))
                offset += chunkSize
            }
        }
        let split = HandmadePNG.assemble(chunks)
        #expect(try #require(direct(split)) == (try Bitmap(libpngData: data)))
    }

    @Test("Chunks that never change pixels are passed over; sRGB included")
    func harmlessChunks() throws {
        let data = try picture(width: 8, height: 8, alpha: false).pngData()
        var chunks = HandmadePNG.chunks(of: data)
        chunks.insert(("sRGB", [0]), at: 1)
        chunks.insert(("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]), at: 1)
        chunks.insert(("tEXt", Array("Software\u{0}napkin".utf8)), at: chunks.count - 1)
        let decorated = HandmadePNG.assemble(chunks)
        #expect(try #require(direct(decorated)) == (try Bitmap(libpngData: data)))
    }

    @Test(
        "Other kinds of PNG are left to libpng", arguments: ["16-bit", "grey", "palette", "interlaced", "gAMA", "tRNS", "iCCP", "unknown"])
    func declined(kind: String) throws {
        let base = try picture(width: 6, height: 4, alpha: false).pngData()
        var chunks = HandmadePNG.chunks(of: base)
        switch kind {
        case "16-bit":
            let data = HandmadePNG.file(width: 1, height: 1, bitDepth: 16, colorType: 2, scanlines: [0, 1, 2, 3, 4, 5, 6])
            #expect(direct(data) == nil)
            _ = try Bitmap(libpngData: data)
            return
        case "grey":
            let data = HandmadePNG.file(width: 2, height: 1, bitDepth: 8, colorType: 0, scanlines: [0, 10, 200])
            #expect(direct(data) == nil)
            _ = try Bitmap(libpngData: data)
            return
        case "palette":
            let data = try Bitmap.indexedPNGData(width: 4, height: 2, palette: [0xFF00_0000, 0xFFFF_FFFF]) { y, row in
                for x in 0..<4 { row[x] = UInt8((x + y) % 2) }
            }
            #expect(direct(data) == nil)
            _ = try Bitmap(libpngData: data)
            return
        case "interlaced":
            chunks[0].body[12] = 1
        case "gAMA":
            chunks.insert(("gAMA", [0, 0, 0x5B, 0x8E]), at: 1)
        case "tRNS":
            chunks.insert(("tRNS", [0, 1, 0, 2, 0, 3]), at: 1)
        case "iCCP":
            chunks.insert(("iCCP", Array("x\u{0}\u{0}".utf8) + [0x78, 0x9C, 3, 0, 0, 0, 0, 1]), at: 1)
        default:
            chunks.insert(("abCd", [1, 2, 3]), at: 1)
        }
        #expect(direct(HandmadePNG.assemble(chunks)) == nil, "\(kind)")
    }

    @Test("A file that ends after its image data, without IEND, is read as libpng reads it")
    func missingEnd() throws {
        let good = try picture(width: 9, height: 6, alpha: true).pngData()
        let endless = HandmadePNG.assemble(HandmadePNG.chunks(of: good).filter { $0.type != "IEND" })
        #expect(try #require(direct(endless)) == (try Bitmap(libpngData: endless)))
    }

    @Test(
        "Damaged files are left to libpng, which names the damage",
        arguments: ["idat crc", "truncated", "bad filter", "short stream", "huge header", "adler", "no stream end"])
    func damaged(kind: String) throws {
        let good = try picture(width: 9, height: 6, alpha: true).pngData()
        let damaged: Data
        switch kind {
        case "idat crc":
            var bytes = [UInt8](good)
            let idat = try #require(findChunk("IDAT", in: bytes))
            bytes[idat + 8 + 3] ^= 0x40
            damaged = Data(bytes)
        case "truncated":
            damaged = good.prefix(good.count - 20)
        case "bad filter":
            damaged = HandmadePNG.file(width: 1, height: 2, bitDepth: 8, colorType: 2, scanlines: [0, 1, 2, 3, 5, 4, 5, 6])
        case "short stream":
            // Valid CRCs, but only one of the two rows the header promises.
            damaged = HandmadePNG.file(width: 1, height: 2, bitDepth: 8, colorType: 2, scanlines: [0, 1, 2, 3])
        case "adler", "no stream end":
            // Valid CRCs over a zlib stream whose checksum is wrong, or missing: what a
            // damaged encoder writes. A release build once read these; libpng never did.
            var chunks = HandmadePNG.chunks(of: good)
            let image = try #require(chunks.firstIndex { $0.type == "IDAT" })
            if kind == "adler" {
                chunks[image].body[chunks[image].body.count - 2] ^= 0x10
            } else {
                chunks[image].body.removeLast(4)
            }
            damaged = HandmadePNG.assemble(chunks)
        default:
            damaged = HandmadePNG.header(width: 20_000, height: 1)
        }
        #expect(direct(damaged) == nil, "\(kind)")
        #expect(throws: PNGError.self) { try Bitmap(libpngData: damaged) }
    }

    @Test("Image data beyond the last row is left to libpng, which reads the rows the header promises")
    func extraRows() throws {
        let data = HandmadePNG.file(width: 1, height: 1, bitDepth: 8, colorType: 2, scanlines: [0, 1, 2, 3, 0, 4, 5, 6])
        #expect(direct(data) == nil)
        #expect(try Bitmap(pngData: data, decoders: .directThenLibpng) == Bitmap(width: 1, height: 1, pixels: [0xFF01_0203]))
    }

    @Test("Random damage to the compressed data, CRCs mended, never crashes it")
    func compressedMutations() throws {
        let good = try picture(width: 23, height: 17, alpha: true, seed: 3).pngData()
        let chunks = HandmadePNG.chunks(of: good)
        let imageIndex = try #require(chunks.firstIndex { $0.type == "IDAT" })
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<400 {
            var mutated = chunks
            for _ in 0..<(1 + Int(generator.next() % 3)) {
                let index = Int(generator.next() % UInt64(mutated[imageIndex].body.count))
                mutated[imageIndex].body[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            let data = HandmadePNG.assemble(mutated)
            // Whatever it reads, libpng reads to the same pixels (both check the Adler-32).
            if let ours = direct(data) {
                #expect(ours == (try? Bitmap(libpngData: data)))
            }
        }
    }

    @Test("Random rows and filter bytes, checksums intact: it reads exactly what libpng reads")
    func scanlineMutations() throws {
        var generator = SeededGenerator(seed: 5)
        var decoded = 0, refused = 0
        for round in 0..<200 {
            let channels = round % 2 == 0 ? 3 : 4
            let width = 1 + Int(generator.next() % 9), height = 1 + Int(generator.next() % 6)
            var scanlines: [UInt8] = []
            for _ in 0..<height {
                // Mostly valid filter types, sometimes not.
                scanlines.append(UInt8(generator.next() % 7))
                for _ in 0..<(width * channels) { scanlines.append(UInt8(truncatingIfNeeded: generator.next())) }
            }
            let data = HandmadePNG.file(
                width: UInt32(width), height: UInt32(height), bitDepth: 8, colorType: channels == 4 ? 6 : 2, scanlines: scanlines)
            let theirs = try? Bitmap(libpngData: data)
            let ours = direct(data)
            #expect(ours == theirs, "round \(round)")
            if theirs == nil { refused += 1 } else { decoded += 1 }
        }
        // Both outcomes were exercised.
        #expect(decoded > 20 && refused > 20)
    }

    @Test("The committed reference screens decode to libpng's pixels")
    func references() throws {
        let root = packageRoot()
        let folder = root.appendingPathComponent("__Snapshots__")
        let files = try #require(
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }.filter {
                $0.pathExtension == "png"
            })
        #expect(files.count >= 20)
        // Every fourth file: the direct decoder is slow in the debug builds tests run in.
        for file in files.sorted(by: { $0.path < $1.path }).enumerated().filter({ $0.offset % 4 == 0 }).map(\.element) {
            let data = try Data(contentsOf: file)
            let decoded = try #require(direct(data), "\(file.lastPathComponent) was declined")
            #expect(decoded == (try Bitmap(libpngData: data)), "\(file.lastPathComponent)")
        }
    }

    // MARK: Helpers

    private func findChunk(_ type: String, in bytes: [UInt8]) -> Int? {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == type { return offset }
            offset += 12 + length
        }
        return nil
    }

    /// PNG's forward filter `type` of one row (what an encoder writes).
    private func applyFilter(_ type: Int, row: [UInt8], previous: [UInt8]?, bytesPerPixel bpp: Int) -> [UInt8] {
        let above = previous ?? [UInt8](repeating: 0, count: row.count)
        return row.indices.map { i in
            let left = i >= bpp ? Int(row[i - bpp]) : 0, up = Int(above[i]), upLeft = i >= bpp ? Int(above[i - bpp]) : 0
            let predictor: Int
            switch type {
            case 1: predictor = left
            case 2: predictor = up
            case 3: predictor = (left + up) / 2
            case 4:
                let p = left + up - upLeft
                let pa = abs(p - left), pb = abs(p - up), pc = abs(p - upLeft)
                predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
            default: predictor = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
        }
    }
}
