import CJPEGCodec
import Foundation
import PackageTestSupport
import Testing

@testable import RasterCore

/// JPEG decoding and encoding through libjpeg-turbo: what `UIImage(data:)` and
/// `jpegData(compressionQuality:)` rely on.
@Suite("Bitmap JPEG")
struct BitmapJPEGTests {
    /// A smooth picture with some detail: gradients in all three channels and a dark square.
    static func photo(width: Int = 64, height: Int = 48) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt32(x * 255 / (width - 1)), g = UInt32(y * 255 / (height - 1)), b = UInt32((x + y) * 255 / (width + height - 2))
                let inSquare = (width / 4..<width / 2).contains(x) && (height / 4..<height / 2).contains(y)
                bitmap[x, y] = inSquare ? 0xFF20_2020 : 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        return bitmap
    }

    /// The largest and the mean difference of any channel between two bitmaps of one size.
    static func difference(_ a: Bitmap, _ b: Bitmap) -> (largest: Int, mean: Double) {
        var largest = 0, total = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for shift in stride(from: 0, through: 24, by: 8) {
                let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                largest = max(largest, d)
                total += d
            }
        }
        return (largest, Double(total) / Double(a.pixels.count * 4))
    }

    @Test("A picture encoded at quality 0.9 decodes to the same size, opaque, within a few levels of each channel")
    func roundTrip() throws {
        let original = Self.photo()
        let data = try original.jpegData(quality: 0.9)
        #expect(Bitmap.isJPEG(data))
        let decoded = try Bitmap(jpegData: data)
        #expect(decoded.width == 64 && decoded.height == 48)
        #expect(decoded.isOpaque)
        let (largest, mean) = Self.difference(original, decoded)
        #expect(largest <= 40, "largest channel difference \(largest)")
        #expect(mean < 3, "mean channel difference \(mean)")
    }

    @Test("A lower quality gives fewer bytes: 0.1 < 0.5 < 1.0")
    func qualityLowersSize() throws {
        let photo = Self.photo(width: 160, height: 120)
        let sizes = try [0.1, 0.5, 1.0].map { try photo.jpegData(quality: $0).count }
        #expect(sizes[0] < sizes[1] && sizes[1] < sizes[2], "\(sizes)")
    }

    @Test("Compression quality 0...1 becomes libjpeg's 1...100, clamped, NaN as 0")
    func qualityMapping() throws {
        #expect(Bitmap.libjpegQuality(0) == 1)
        #expect(Bitmap.libjpegQuality(0.8) == 80)
        #expect(Bitmap.libjpegQuality(0.755) == 76)
        #expect(Bitmap.libjpegQuality(1) == 100)
        #expect(Bitmap.libjpegQuality(7) == 100)
        #expect(Bitmap.libjpegQuality(-1) == 1)
        #expect(Bitmap.libjpegQuality(.nan) == 1)
        // Out-of-range qualities are clamped, not refused.
        #expect(try Self.photo().jpegData(quality: 3) == Self.photo().jpegData(quality: 1))
    }

    @Test("The same pixels and quality give the same bytes, and the same bytes the same pixels")
    func deterministic() throws {
        let photo = Self.photo()
        let first = try photo.jpegData(quality: 0.8), second = try photo.jpegData(quality: 0.8)
        #expect(first == second)
        #expect(try Bitmap(jpegData: first) == Bitmap(jpegData: second))
        // JFIF at 72 pixels per inch: APP0 "JFIF\0", version 1.1, unit 1 (inches), 72 × 72.
        #expect(
            Array(first[2..<20]) == [0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x01, 0x00, 0x48, 0x00, 0x48, 0, 0])
    }

    @Test("Transparent pixels are written black and half-transparent ones darkened, as drawn over black")
    func alphaOverBlack() throws {
        var bitmap = Bitmap(width: 32, height: 16, color: .clear)
        for y in 0..<16 {
            for x in 16..<32 { bitmap[x, y] = 0x8080_8080 }  // white at half opacity, premultiplied
        }
        let decoded = try Bitmap(jpegData: bitmap.jpegData(quality: 1))
        #expect(decoded.isOpaque)
        let clear = decoded.color(atX: 4, y: 8), half = decoded.color(atX: 28, y: 8)
        #expect(clear.red < 0.03 && clear.green < 0.03 && clear.blue < 0.03, "\(clear)")
        #expect(abs(half.red - 0.5) < 0.03 && abs(half.green - 0.5) < 0.03 && abs(half.blue - 0.5) < 0.03, "\(half)")
    }

    @Test("Data cut short is refused as truncated, not drawn half grey")
    func truncated() throws {
        let data = try Self.photo().jpegData(quality: 0.9)
        for length in [data.count / 2, data.count - 2, 40] {
            #expect(throws: JPEGError.self) { try Bitmap(jpegData: data.prefix(length)) }
            do {
                _ = try Bitmap(jpegData: data.prefix(length))
            } catch let error as JPEGError {
                guard case .truncated = error else {
                    Issue.record("\(length) bytes: \(error)")
                    continue
                }
                #expect(error.description.contains("cut short"))
            }
        }
    }

    @Test("A PNG, an empty file and text are not JPEGs; damaged bytes after the marker are corrupt")
    func notJPEG() throws {
        let png = try Self.photo().pngData()
        #expect(throws: JPEGError.notJPEG(path: nil)) { try Bitmap(jpegData: png) }
        #expect(throws: JPEGError.notJPEG(path: nil)) { try Bitmap(jpegData: Data()) }
        #expect(throws: JPEGError.notJPEG(path: nil)) { try Bitmap(jpegData: Data("hello".utf8)) }
        var damaged = try Self.photo().jpegData(quality: 0.9)
        // The frame header says it has no components, which its length contradicts.
        let bytes = [UInt8](damaged)
        let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        damaged[sof + 9] = 0
        do {
            _ = try Bitmap(jpegData: damaged)
            Issue.record("damaged data decoded")
        } catch let error as JPEGError {
            guard case .corrupt(_, let reason) = error else { throw error }
            #expect(!reason.isEmpty)
        }
    }

    @Test("A header claiming 65000 × 65000 pixels is refused before any pixel memory is allocated")
    func tooLarge() throws {
        var data = try Self.photo(width: 16, height: 16).jpegData(quality: 0.5)
        // The baseline frame header: FF C0, length, precision, height, width.
        let bytes = [UInt8](data)
        let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        data.replaceSubrange((sof + 5)..<(sof + 9), with: [0xFD, 0xE8, 0xFD, 0xE8])
        // 16.9 GB of pixels if it were allocated: the test would not survive it.
        #expect(throws: JPEGError.tooLarge(path: nil, width: 65000, height: 65000)) { try Bitmap(jpegData: data) }
        #expect(JPEGError.tooLarge(path: nil, width: 65000, height: 65000).description.contains("65000×65000"))
    }

    @Test("Progressive and grey JPEGs decode; Adobe's inverted CMYK becomes RGB")
    func otherKinds() throws {
        let photo = Self.photo()
        let progressive = try photo.jpegData(quality: 0.9, options: NAPKIN_JPEG_PROGRESSIVE)
        #expect(progressive != (try photo.jpegData(quality: 0.9)))
        let fromProgressive = try Bitmap(jpegData: progressive)
        #expect(Self.difference(photo, fromProgressive).mean < 3)

        let grey = try Bitmap(jpegData: photo.jpegData(quality: 1, options: NAPKIN_JPEG_GRAYSCALE))
        #expect(grey.width == 64 && grey.isOpaque)
        for pixel in grey.pixels {
            #expect((pixel >> 16) & 0xFF == pixel & 0xFF && (pixel >> 8) & 0xFF == pixel & 0xFF)
        }

        // Memory order C, M, Y, K (255: no ink): full cyan on the left, nothing on the right.
        var inks = Bitmap(width: 16, height: 8)
        for y in 0..<8 {
            for x in 0..<16 {
                inks[x, y] = x < 8 ? UInt32(littleEndian: 0xFFFF_FF00) : 0xFFFF_FFFF
            }
        }
        let cmyk = try Bitmap(jpegData: inks.jpegData(quality: 1, options: NAPKIN_JPEG_ADOBE_CMYK))
        let cyan = cmyk.color(atX: 2, y: 4), white = cmyk.color(atX: 13, y: 4)
        #expect(cyan.red < 0.05 && cyan.green > 0.95 && cyan.blue > 0.95, "\(cyan)")
        #expect(white.red > 0.95 && white.green > 0.95 && white.blue > 0.95, "\(white)")
    }

    /// `data` with an APP1 Exif segment saying `orientation` right after the start-of-image marker.
    static func withOrientation(_ orientation: UInt8, _ data: Data) -> Data {
        // "Exif\0\0", a big-endian TIFF header, one IFD of one entry: tag 0x0112, SHORT, count 1.
        let exif: [UInt8] =
            Array("Exif".utf8) + [0, 0] + [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8] + [0, 1]
            + [0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0, orientation, 0, 0] + [0, 0, 0, 0]
        let length = exif.count + 2
        return data.prefix(2) + Data([0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + exif) + data.dropFirst(2)
    }

    @Test("The EXIF orientation turns the pixels upright, swapping the sides for 5 to 8")
    func exifOrientation() throws {
        // Red on the left half, blue on the right, 32 × 16.
        var bitmap = Bitmap(width: 32, height: 16)
        for y in 0..<16 {
            for x in 0..<32 { bitmap[x, y] = x < 16 ? 0xFFFF_0000 : 0xFF00_00FF }
        }
        let data = try bitmap.jpegData(quality: 1)
        func isRed(_ color: SRGBColor) -> Bool { color.red > 0.9 && color.blue < 0.1 }
        func isBlue(_ color: SRGBColor) -> Bool { color.blue > 0.9 && color.red < 0.1 }

        let upright = try Bitmap(jpegData: Self.withOrientation(1, data))
        #expect(upright.width == 32 && upright.height == 16 && isRed(upright.color(atX: 2, y: 8)))
        // 6: stored turned a quarter anticlockwise, shown turned a quarter clockwise: left goes to the top.
        let six = try Bitmap(jpegData: Self.withOrientation(6, data))
        #expect(six.width == 16 && six.height == 32)
        #expect(isRed(six.color(atX: 8, y: 2)) && isBlue(six.color(atX: 8, y: 29)))
        // 8: left goes to the bottom.
        let eight = try Bitmap(jpegData: Self.withOrientation(8, data))
        #expect(eight.width == 16 && isBlue(eight.color(atX: 8, y: 2)) && isRed(eight.color(atX: 8, y: 29)))
        // 3 and 2: left goes right.
        for orientation: UInt8 in [2, 3] {
            let turned = try Bitmap(jpegData: Self.withOrientation(orientation, data))
            #expect(turned.width == 32 && isBlue(turned.color(atX: 2, y: 8)) && isRed(turned.color(atX: 29, y: 8)))
        }
        // An orientation out of range is ignored.
        #expect(try Bitmap(jpegData: Self.withOrientation(9, data)) == upright)
    }

    @Test("Every orientation maps the corners as EXIF defines them")
    func orientationCorners() {
        // 3 × 2, pixels numbered 0...5 row by row: 0 1 2 / 3 4 5.
        let bitmap = Bitmap(width: 3, height: 2, pixels: [0, 1, 2, 3, 4, 5])
        let expected: [Int: (Int, Int, [UInt32])] = [
            1: (3, 2, [0, 1, 2, 3, 4, 5]),
            2: (3, 2, [2, 1, 0, 5, 4, 3]),
            3: (3, 2, [5, 4, 3, 2, 1, 0]),
            4: (3, 2, [3, 4, 5, 0, 1, 2]),
            5: (2, 3, [0, 3, 1, 4, 2, 5]),
            6: (2, 3, [3, 0, 4, 1, 5, 2]),
            7: (2, 3, [5, 2, 4, 1, 3, 0]),
            8: (2, 3, [2, 5, 1, 4, 0, 3]),
        ]
        for (orientation, (width, height, pixels)) in expected {
            let turned = bitmap.applyingEXIFOrientation(orientation)
            #expect(turned.width == width && turned.height == height && turned.pixels == pixels, "orientation \(orientation)")
        }
    }

    @Test("init(imageData:) and init(imageContentsOf:) read PNG and JPEG alike, and name the file in errors")
    func eitherFormat() throws {
        let photo = Self.photo()
        #expect(try Bitmap(imageData: photo.pngData()) == photo)
        #expect(try Bitmap(imageData: photo.jpegData(quality: 0.9)).width == 64)
        #expect(throws: PNGError.notPNG(path: nil)) { try Bitmap(imageData: Data("GIF89a".utf8)) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "napkin-jpeg-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("photo.jpg")
        let data = try photo.jpegData(quality: 0.9)
        try data.write(to: file)
        #expect(try Bitmap(imageContentsOf: file) == Bitmap(jpegData: data))
        try data.prefix(100).write(to: file)
        do {
            _ = try Bitmap(imageContentsOf: file)
            Issue.record("a truncated file decoded")
        } catch let error as JPEGError {
            #expect(error.description.contains(file.path))
        }
    }

    @Test("Damaged files (bytes flipped, cut or repeated) decode or throw a JPEGError; none crashes or exits")
    func mutations() throws {
        var generator = SeededGenerator(seed: 14)
        let originals = [
            try Self.photo().jpegData(quality: 0.8), try Self.photo().jpegData(quality: 0.8, options: NAPKIN_JPEG_PROGRESSIVE),
        ]
        var refused = 0, decoded = 0
        for round in 0..<1500 {
            var data = originals[round % 2]
            switch generator.next() % 3 {
            case 0:
                for _ in 0..<(1 + generator.next() % 4) {
                    data[2 + Int(generator.next() % UInt64(data.count - 2))] = UInt8(truncatingIfNeeded: generator.next())
                }
            case 1:
                data = data.prefix(3 + Int(generator.next() % UInt64(data.count - 3)))
            default:
                let start = 2 + Int(generator.next() % UInt64(data.count - 2))
                let piece = data[start..<min(data.count, start + 1 + Int(generator.next() % 64))]
                data.insert(contentsOf: piece, at: start)
            }
            do {
                let bitmap = try Bitmap(jpegData: data)
                #expect(bitmap.width <= Bitmap.maximumDimension && bitmap.isOpaque)
                decoded += 1
            } catch is JPEGError {
                refused += 1
            }
        }
        #expect(refused > 100 && decoded > 100, "refused \(refused), decoded \(decoded)")
    }

    @Test("An empty bitmap is not encoded")
    func emptyBitmap() {
        #expect(throws: JPEGError.self) { try Bitmap(width: 0, height: 4).jpegData(quality: 1) }
    }
}
