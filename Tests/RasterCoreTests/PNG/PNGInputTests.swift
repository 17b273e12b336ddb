import Foundation
import PackageTestSupport
import Testing

@testable import Raster

@Suite("PNG input from outside: sizes, depths, files")
struct PNGInputTests {
    @Test("A tiny file whose header claims 100000×100000 is refused from the header, naming the file")
    func hugeHeaderRefused() throws {
        let data = HandmadePNG.header(width: 100_000, height: 100_000)
        #expect(data.count < 80)
        #expect(throws: PNGError.tooLarge(path: nil, width: 100_000, height: 100_000)) {
            try Bitmap(pngData: data)
        }
        let url = try temporaryFile("huge.png", data)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: PNGError.tooLarge(path: url.path, width: 100_000, height: 100_000)) {
            try Bitmap(contentsOf: url)
        }
        let message = PNGError.tooLarge(path: url.path, width: 100_000, height: 100_000).description
        #expect(message.contains(url.path) && message.contains("record it again"))
    }

    @Test(
        "Each limit holds alone: a side over 16384, or too many pixels in all",
        arguments: [
            (UInt32(16_385), UInt32(1)), (1, 16_385), (16_384, 4_097),
        ])
    func limits(width: UInt32, height: UInt32) {
        #expect(throws: PNGError.tooLarge(path: nil, width: Int(width), height: Int(height))) {
            try Bitmap(pngData: HandmadePNG.header(width: width, height: height))
        }
    }

    @Test("An image at the side limit is not refused for its size")
    func atTheLimit() throws {
        // 16384×1 RGBA, all transparent: within both limits, so it decodes.
        let scanline = [UInt8(0)] + [UInt8](repeating: 0, count: 16_384 * 4)
        let bitmap = try Bitmap(pngData: HandmadePNG.file(width: 16_384, height: 1, bitDepth: 8, colorType: 6, scanlines: scanline))
        #expect(bitmap.width == 16_384 && bitmap.height == 1)
    }

    @Test("A 16-bit image without a colour-space chunk decodes to the same pixels as its 8-bit twin")
    func sixteenBitIsSRGB() throws {
        // 16×16 RGB in a gradient; the 16-bit file repeats each byte (v * 257), as exporters do.
        var eight: [UInt8] = [], sixteen: [UInt8] = []
        for y in 0..<16 {
            eight.append(0)
            sixteen.append(0)
            for x in 0..<16 {
                for channel in [x * 16, y * 16, (x + y) * 8] {
                    let value = UInt8(channel)
                    eight.append(value)
                    sixteen += [value, value]
                }
            }
        }
        let eightBit = try Bitmap(pngData: HandmadePNG.file(width: 16, height: 16, bitDepth: 8, colorType: 2, scanlines: eight))
        let sixteenBit = try Bitmap(pngData: HandmadePNG.file(width: 16, height: 16, bitDepth: 16, colorType: 2, scanlines: sixteen))
        #expect(eightBit.color(atX: 5, y: 3) == SRGBColor(red: 80 / 255, green: 48 / 255, blue: 64 / 255))
        let differing = zip(eightBit.pixels, sixteenBit.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) of 256 pixels differ between the 8-bit and the 16-bit file")
    }

    @Test("A folder, a FIFO or a device is refused as a PNG file without blocking")
    func notARegularFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        for path in [folder.path, fifo.path, "/dev/zero"] {
            #expect {
                try Bitmap(contentsOf: URL(fileURLWithPath: path))
            } throws: { error in
                guard case PNGError.unreadableFile(let named, let reason) = error else { return false }
                return named == path && reason.contains("not a regular file")
            }
        }
        let missing = folder.appendingPathComponent("missing.png")
        #expect(throws: PNGError.unreadableFile(path: missing.path, reason: "the file does not exist")) {
            try Bitmap(contentsOf: missing)
        }
    }
}

/// A file with `data` in a fresh temporary folder.
func temporaryFile(_ name: String, _ data: Data) throws -> URL {
    let url = try makeTemporaryFolder().appendingPathComponent(name)
    try data.write(to: url)
    return url
}
