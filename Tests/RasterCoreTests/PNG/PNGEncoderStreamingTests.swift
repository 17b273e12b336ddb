import Foundation
import PackageTestSupport
import Testing

@testable import RasterCore

/// The encoder fills and deflates each band a chunk of rows at a time; the file it writes must
/// be the one it always wrote, so that re-recording an unchanged screen changes no byte.
@Suite("PNG encoder, rows streamed in chunks")
struct PNGEncoderStreamingTests {
    @Test(
        "Re-encoding a committed reference screen gives its file byte for byte",
        arguments: [
            "LoggedOutNapkinViewSnapshotTests/testLoggedOutNapkinView.1.png",
            "LoggedInNapkinViewSnapshotTests/testLoggedInNapkinView.1.png",
        ])
    func referenceBytes(_ path: String) throws {
        let file = packageRoot().appendingPathComponent("__Snapshots__").appendingPathComponent(path)
        let data = try Data(contentsOf: file)
        let bitmap = try Bitmap(libpngData: data)
        // More rows in a band than one chunk holds, so the stream is fed in several pieces.
        #expect(bitmap.height / PNGEncoder.bandCount > PNGEncoder.chunkBytes / (bitmap.width * 4 + 1))
        #expect(try bitmap.pngData() == data)
    }

    @Test("A tall indexed picture spans several chunks per band and decodes to its indices")
    func indexedChunks() throws {
        let width = 301, height = 4_000
        let palette: [UInt32] = (0..<7).map { 0xFF00_0000 | UInt32($0 * 36) << 16 | UInt32(255 - $0 * 36) }
        let index = { (x: Int, y: Int) in UInt8((x / 13 + y / 7) % palette.count) }
        let fill: (Int, UnsafeMutablePointer<UInt8>) -> Void = { y, row in
            for x in 0..<width { row[x] = index(x, y) }
        }
        let first = try Bitmap.indexedPNGData(width: width, height: height, palette: palette, fillRow: fill)
        #expect(try Bitmap.indexedPNGData(width: width, height: height, palette: palette, fillRow: fill) == first)
        let decoded = try Bitmap(libpngData: first)
        #expect(decoded.width == width && decoded.height == height)
        for (x, y) in [(0, 0), (150, 999), (300, 1_000), (7, 2_345), (300, 3_999)] {
            #expect(decoded.pixels[y * width + x] == palette[Int(index(x, y))], "pixel \(x), \(y)")
        }
    }

    @Test("A picture shorter than the band count still encodes (empty bands)")
    func fewerRowsThanBands() throws {
        let bitmap = Bitmap(width: 3, height: 1, pixels: [0xFF11_2233, 0xFF44_5566, 0xFF77_8899])
        #expect(try Bitmap(libpngData: bitmap.pngData()) == bitmap)
    }
}
