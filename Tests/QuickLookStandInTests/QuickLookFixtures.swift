import Foundation
import NapkinUI
import PDFKit
import Raster

#if canImport(Glibc)
import Glibc
#endif

/// Files the tests preview, written to a fresh temporary folder per test.
struct QuickLookFixtures {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-quicklook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Premultiplied `0xAARRGGBB` of an opaque colour.
    static func argb(_ red: UInt32, _ green: UInt32, _ blue: UInt32) -> UInt32 { 0xFF00_0000 | red << 16 | green << 8 | blue }

    /// A `width × height` picture whose pixel at (x, y) is `colour(x, y)`.
    static func image(width: Int, height: Int, _ colour: (Int, Int) -> UInt32) -> UIImage {
        var pixels = [UInt32]()
        for y in 0..<height { for x in 0..<width { pixels.append(colour(x, y)) } }
        return UIImage(cgImage: CGImage(width: width, height: height, premultipliedARGB: pixels)!)
    }

    /// A landscape photo's stand-in (3:2): sky blue above, grass green below, an orange sun; red in the left column.
    static func landscapePNG(width: Int = 300, height: Int = 200) -> Data {
        image(width: width, height: height) { x, y in
            if x < width / 10 { return argb(0xE0, 0x20, 0x20) }
            let dx = x - width * 3 / 4, dy = y - height / 4
            if dx * dx + dy * dy < (height / 8) * (height / 8) { return argb(0xFF, 0xAA, 0x22) }
            return y < height * 3 / 5 ? argb(0x5A, 0xA9, 0xE6) : argb(0x4C, 0x9A, 0x2A)
        }.pngData()!
    }

    /// A two-page PDF written by the PDFKit stand-in: US Letter, then A4.
    @MainActor
    static func twoPagePDF() -> Data {
        let document = PDFDocument()
        document.insert(PDFPage(), at: 0)
        let a4 = PDFPage()
        a4.setBounds(CGRect(x: 0, y: 0, width: 595, height: 842), for: .mediaBox)
        document.insert(a4, at: 1)
        return document.dataRepresentation()!
    }

    /// Writes `data` to `name` in the folder.
    func file(_ name: String, _ data: Data) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// A symbolic link `name` pointing at `target`.
    func link(_ name: String, to target: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
        return url
    }

    /// A named pipe `name` (reading one would block for ever).
    func pipe(_ name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        guard mkfifo(url.path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return url
    }

    /// A sparse file of `size` bytes (nothing written but its length).
    func sparse(_ name: String, size: Int) throws -> URL {
        let url = folder.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        return url
    }

    /// The channels of a premultiplied pixel.
    static func channels(_ pixel: UInt32) -> (alpha: UInt32, red: UInt32, green: UInt32, blue: UInt32) {
        (pixel >> 24, (pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF)
    }

    /// The pixels of `image`.
    static func pixels(of image: UIImage) throws -> Bitmap {
        try Bitmap(imageData: image.pngData()!)
    }
}

/// A value the tests hand out as a binding.
@MainActor
final class QuickLookBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
