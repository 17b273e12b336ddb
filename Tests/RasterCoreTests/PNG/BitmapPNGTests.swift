import Foundation
import NapkinSupport
import Testing

@testable import Raster

@Suite("Bitmap and PNG")
struct BitmapPNGTests {
    static func specimen() -> Bitmap {
        let canvas = Canvas(size: Size(width: 120, height: 60), scale: 3, background: SRGBColor(hex: 0xF3EDE1))
        canvas.fill(.capsule, in: Rect(x: 10, y: 30, width: 100, height: 24), with: SRGBColor(hex: 0x1C1A17))
        canvas.draw(TextLayout("Smoke", font: .serifItalic(22)), at: Point(x: 10, y: 2), color: SRGBColor(hex: 0x1C1A17))
        canvas.stroke(.ellipse, in: Rect(x: 90, y: 4, width: 20, height: 20), with: SRGBColor(hex: 0xFF3B30), lineWidth: 1.5)
        return canvas.makeBitmap()
    }

    @Test("Two renders give identical pixels and identical PNG bytes")
    func deterministic() throws {
        let a = Self.specimen(), b = Self.specimen()
        #expect(a == b)
        #expect(try a.pngData() == b.pngData())
    }

    @Test("An opaque bitmap round-trips through PNG pixel for pixel")
    func opaqueRoundTrip() throws {
        let bitmap = Self.specimen()
        #expect(bitmap.isOpaque)
        let decoded = try Bitmap(pngData: bitmap.pngData())
        #expect(decoded == bitmap)
    }

    @Test("A translucent bitmap round-trips through PNG pixel for pixel")
    func translucentRoundTrip() throws {
        let canvas = Canvas(size: Size(width: 40, height: 20), scale: 2)
        canvas.fill(.ellipse, in: Rect(x: 2, y: 2, width: 30, height: 16), with: SRGBColor(hex: 0x336699, opacity: 0.37))
        canvas.draw(TextLayout("ok", font: .sans(12)), at: Point(x: 4, y: 2), color: .black.opacity(0.6))
        let bitmap = canvas.makeBitmap()
        #expect(!bitmap.isOpaque)
        let decoded = try Bitmap(pngData: bitmap.pngData())
        #expect(decoded == bitmap)
    }

    @Test("Every premultiplied value survives the straight-alpha PNG round trip")
    func exhaustiveAlpha() throws {
        var pixels: [UInt32] = []
        for a in UInt32(0)...255 {
            for c in stride(from: UInt32(0), through: a, by: UInt32.Stride(max(1, a / 15))) {
                pixels.append(a << 24 | c << 16 | (a - c) << 8 | c / 2)
            }
        }
        let bitmap = Bitmap(width: pixels.count, height: 1, pixels: pixels)
        #expect(try Bitmap(pngData: bitmap.pngData()) == bitmap)
    }

    @Test("A truncated PNG throws the typed corrupt error")
    func truncated() throws {
        let data = try Self.specimen().pngData()
        #expect {
            try Bitmap(pngData: data.prefix(data.count / 2))
        } throws: { error in
            guard case PNGError.corrupt = error else { return false }
            return true
        }
    }

    @Test("A text file throws the typed not-a-PNG error naming the file")
    func textFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-not-png-\(UUID().uuidString).png")
        try Data("hello, I am text".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: PNGError.notPNG(path: url.path)) {
            try Bitmap(contentsOf: url)
        }
    }

    @Test("Writing is atomic and an unwritable folder is a typed error")
    func writeAtomically() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("a.png")
        try Self.specimen().write(to: url)
        #expect(try Bitmap(contentsOf: url) == Self.specimen())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.png"])
        let missing = folder.appendingPathComponent("no/such/folder/b.png")
        #expect {
            try Self.specimen().write(to: missing)
        } throws: { error in
            guard let error = error as? FileWriteError else { return false }
            return error.path == missing.path && error.reason.contains("does not exist")
        }
    }
}
