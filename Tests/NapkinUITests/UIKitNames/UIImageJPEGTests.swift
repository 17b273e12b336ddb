import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// JPEG through UIKit's and SwiftUI's names: `UIImage(data:)`, `jpegData(compressionQuality:)`,
/// JPEG image sets and bundle resources. The fixtures (Resources/Assets.xcassets/Photo.imageset's
/// photo.jpg, Resources/pier@2x.jpeg) were drawn and encoded with napkin's own encoder.
@MainActor
@Suite("UIImage and Image with JPEG")
struct UIImageJPEGTests {
    /// A 6 × 3 picture: green on the left two thirds, white on the right third.
    static func picture() -> Bitmap {
        var bitmap = Bitmap(width: 6, height: 3, color: SRGBColor(hex: 0x34C759))
        for y in 0..<3 {
            for x in 4..<6 { bitmap[x, y] = 0xFFFF_FFFF }
        }
        return bitmap
    }

    @Test("UIImage(data:) reads a JPEG at the scale given; jpegData gives a JPEG of the same pixels")
    func dataRoundTrip() throws {
        let data = try Self.picture().jpegData(quality: 1)
        let image = try #require(UIImage(data: data, scale: 3))
        #expect(image.size == CGSize(width: 2, height: 1) && image.scale == 3)
        let encoded = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(encoded.starts(with: [0xFF, 0xD8, 0xFF]))
        let again = try #require(UIImage(data: encoded))
        #expect(again.size == CGSize(width: 6, height: 3) && again.scale == 1)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16])) == nil)
    }

    @Test("jpegData: lower quality, fewer bytes; quality clamped; nil for a symbol")
    func jpegData() throws {
        let photo = try #require(UIImage(named: "Photo", in: .module))
        let small = try #require(photo.jpegData(compressionQuality: 0.1))
        let large = try #require(photo.jpegData(compressionQuality: 0.9))
        #expect(small.count < large.count)
        #expect(photo.jpegData(compressionQuality: 0.8) == photo.jpegData(compressionQuality: 0.8))
        #expect(photo.jpegData(compressionQuality: 4) == photo.jpegData(compressionQuality: 1))
        #expect(photo.jpegData(compressionQuality: -1) == photo.jpegData(compressionQuality: 0))
        #expect(UIImage(systemName: "star.fill")?.jpegData(compressionQuality: 0.8) == nil)
        // No alpha in a JPEG: a transparent image comes back black and opaque.
        let clear = try #require(UIImage(data: Bitmap(width: 4, height: 4, color: .clear).pngData()))
        let decoded = try Bitmap(jpegData: #require(clear.jpegData(compressionQuality: 1)))
        #expect(decoded.isOpaque && decoded.pixels.allSatisfy { $0 & 0xFF_FFFF < 0x04_0404 })
    }

    @Test("A JPEG with EXIF orientation 6 is a portrait UIImage, as iOS shows it")
    func orientation() throws {
        var data = try Bitmap(width: 8, height: 4, color: SRGBColor(hex: 0x007AFF)).jpegData(quality: 0.9)
        let exif: [UInt8] =
            Array("Exif".utf8) + [0, 0, 0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 1, 0]
            + [0x12, 0x01, 0x03, 0x00, 1, 0, 0, 0, 6, 0, 0, 0] + [0, 0, 0, 0]
        data.insert(contentsOf: [0xFF, 0xE1, 0, UInt8(exif.count + 2)] + exif, at: 2)
        #expect(UIImage(data: data)?.size == CGSize(width: 4, height: 8))
    }

    @Test("UIImage(contentsOfFile:) reads a .jpg file")
    func contentsOfFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-uiimage-jpeg-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shot.jpg")
        try Self.picture().jpegData(quality: 0.8).write(to: file)
        #expect(UIImage(contentsOfFile: file.path)?.size == CGSize(width: 6, height: 3))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("none.jpg").path) == nil)
    }

    @Test("A JPEG image set and a .jpeg bundle resource load by name, at their scales")
    func namedJPEGs() throws {
        let photo = try #require(UIImage(named: "Photo", in: .module))
        #expect(photo.size == CGSize(width: 60, height: 40) && photo.scale == 2)
        #expect(try line(containing: "Image", in: Image("Photo", bundle: .module)).contains("60×40)"))
        let pier = try line(containing: "Image", in: Image("pier", bundle: .module))
        #expect(pier.contains("\"pier\" 40×20px@2x"), "\(pier)")
    }

    @Test("A JPEG image set drawn by Image(\"Photo\") matches its reference")
    func photoSnapshot() {
        let card = VStack(spacing: 10) {
            Image("Photo", bundle: .module)
                .resizable()
                .scaledToFill()
                .frame(width: 240, height: 160)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text("Lake at dusk").font(.headline)
        }
        assertSnapshot(
            of: card,
            as: .image(layout: .fixed(width: 320, height: 240), traits: UITraitCollection(userInterfaceStyle: .light)),
            named: "photo")
    }
}
