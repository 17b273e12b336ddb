import CPixelKernels
import CZlib
import Foundation
import PackageTestSupport
import Testing

@testable import RasterCore

/// `napkin_runs_deflate`, which compresses difference maps: whatever the input and however it is
/// fed, zlib's inflate gives back exactly the bytes, and a stream ended without `final` can be
/// followed by another, as the encoder's bands are.
@Suite("DEFLATE for runs")
struct RunsDeflateTests {
    /// Compresses `bytes` fed in `pieces` (sizes), each piece given all the bytes before it
    /// as history; nil when the output outgrew its bound.
    private func deflate(_ bytes: [UInt8], pieces: [Int], stride: Int, final: Bool) -> [UInt8]? {
        let bound = napkin_runs_deflate_bound(bytes.count)
        var output = [UInt8](repeating: 0, count: bound)
        var length = 0
        let status = output.withUnsafeMutableBufferPointer { out -> Int32 in
            bytes.withUnsafeBufferPointer { input in
                var deflater = napkin_runs_deflater()
                napkin_runs_deflate_begin(&deflater, out.baseAddress, bound, final ? 1 : 0)
                var offset = 0
                for size in pieces {
                    napkin_runs_deflate(&deflater, input.baseAddress.map { $0 + offset }, size, offset, stride)
                    offset += size
                }
                defer { length = deflater.length }
                return napkin_runs_deflate_end(&deflater, final ? 1 : 0)
            }
        }
        return status == 0 ? Array(output[0..<length]) : nil
    }

    /// zlib's raw inflate of `stream`: the bytes, and whether the stream was complete.
    private func inflateRaw(_ stream: [UInt8], expecting count: Int) -> (bytes: [UInt8], complete: Bool) {
        var z = z_stream()
        #expect(inflateInit2_(&z, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK)
        defer { inflateEnd(&z) }
        var output = [UInt8](repeating: 0, count: count + 16)
        var input = stream
        let status = input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out -> Int32 in
                z.next_in = input.baseAddress
                z.avail_in = uInt(input.count)
                z.next_out = out.baseAddress
                z.avail_out = uInt(out.count)
                return inflate(&z, Z_FINISH)
            }
        }
        return (Array(output[0..<Int(z.total_out)]), status == Z_STREAM_END)
    }

    private func pieces(of count: Int, _ generator: inout SeededGenerator) -> [Int] {
        var sizes: [Int] = [], left = count
        while left > 0 {
            let size = min(left, 1 + Int(generator.next() % 5_000))
            sizes.append(size)
            left -= size
        }
        return sizes
    }

    @Test("Random, run-length, line-repeating and striped inputs come back byte for byte, fed in any pieces")
    func roundTrips() throws {
        var generator = SeededGenerator(seed: 1951)
        for trial in 0..<240 {
            let count = Int(generator.next() % 20_000)
            let stride = 1 + Int(generator.next() % 400)
            var bytes = [UInt8](repeating: 0, count: count)
            for i in 0..<count {
                let random = UInt8(truncatingIfNeeded: generator.next())
                switch trial % 4 {
                case 0: bytes[i] = random
                case 1: bytes[i] = random % 50 == 0 || i == 0 ? random : bytes[i - 1]
                case 2: bytes[i] = i >= stride && random % 30 != 0 ? bytes[i - stride] : random % 3
                default: bytes[i] = UInt8((i / 7) % 3)
                }
            }
            let stream = try #require(deflate(bytes, pieces: pieces(of: count, &generator), stride: stride, final: true))
            let back = inflateRaw(stream, expecting: count)
            #expect(back.complete && back.bytes == bytes, "trial \(trial): \(count) bytes, stride \(stride)")
        }
    }

    @Test("Long runs and repeated lines compress to a fraction; a stride beyond the window is not matched")
    func compressesRuns() throws {
        let constant = [UInt8](repeating: 7, count: 1_000_000)
        let small = try #require(deflate(constant, pieces: [constant.count], stride: 1_171, final: true))
        // A match of 258 bytes takes 13 bits: about 6.3 KB for a megabyte of one value.
        #expect(small.count < constant.count / 100)
        #expect(inflateRaw(small, expecting: constant.count).bytes == constant)
        // Lines of 40,001 bytes repeat; the line above is out of DEFLATE's 32 KB reach, so only
        // runs are matched, and the bytes still come back.
        var generator = SeededGenerator(seed: 32_768)
        let line = (0..<40_001).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let lines = line + line + line
        let wide = try #require(deflate(lines, pieces: [lines.count], stride: line.count, final: true))
        #expect(wide.count > lines.count)
        #expect(inflateRaw(wide, expecting: lines.count).bytes == lines)
    }

    @Test("A stream ended without final is followed by another, as the encoder joins its bands")
    func joinsStreams() throws {
        let first = (0..<3_000).map { UInt8($0 / 100 % 4) }, second = [UInt8](repeating: 9, count: 2_000)
        let head = try #require(deflate(first, pieces: [1_000, 2_000], stride: 300, final: false))
        let tail = try #require(deflate(second, pieces: [second.count], stride: 300, final: true))
        let back = inflateRaw(head + tail, expecting: first.count + second.count)
        #expect(back.complete && back.bytes == first + second)
        // Without its final stream the first is not complete.
        #expect(!inflateRaw(head, expecting: first.count).complete)
        // An empty stream is valid too (a band with no rows).
        let empty = try #require(deflate([], pieces: [], stride: 10, final: true))
        let nothing = inflateRaw(empty, expecting: 0)
        #expect(nothing.complete && nothing.bytes.isEmpty)
    }

    @Test("A difference map's PNG decodes to its indices, and a changed screen's map is small")
    func differenceMapPNG() throws {
        let width = 1_170, height = 2_532
        let palette: [UInt32] = [0xFFFF_0000, 0xFFA0_A0A0, 0xFFB0_B0B0]
        let index = { (x: Int, y: Int) -> UInt8 in
            y < 2_000 ? 0 : UInt8(1 + (x / 40 + y / 9) % 2)
        }
        let data = try Bitmap.indexedPNGData(width: width, height: height, palette: palette) { y, row in
            for x in 0..<width { row[x] = index(x, y) }
        }
        #expect(data.count < 40_000)
        let decoded = try Bitmap(libpngData: data)
        for (x, y) in [(0, 0), (1_169, 1_999), (0, 2_000), (39, 2_008), (40, 2_009), (1_169, 2_531)] {
            #expect(decoded.pixels[y * width + x] == palette[Int(index(x, y))], "pixel \(x), \(y)")
        }
        #expect(decoded.pixels.count == width * height)
    }
}
