import NapkinSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A rectangle of premultiplied 32-bit ARGB pixels, the format Cairo draws into.
///
/// Each pixel is one `UInt32` laid out as `0xAARRGGBB` with the colour channels already
/// multiplied by alpha. Rows run top to bottom with no padding, so the pixel at `(x, y)` is
/// `pixels[y * width + x]`. A bitmap is a value: copies are cheap until one is changed.
public struct Bitmap: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, row by row, `width * height` of them.
    public internal(set) var pixels: [UInt32]

    /// A bitmap of `width × height` pixels, all set to `color` (transparent by default).
    public init(width: Int, height: Int, color: SRGBColor = .clear) {
        precondition(width >= 0 && height >= 0, "A bitmap cannot have a negative size")
        self.width = width
        self.height = height
        self.pixels = Array(repeating: color.premultipliedARGB, count: width * height)
    }

    /// A bitmap over existing premultiplied ARGB32 pixels; `pixels.count` must be
    /// `width * height`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "A \(width)×\(height) bitmap needs \(width * height) pixels, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The colour of the pixel at column `x`, row `y`.
    public func color(atX x: Int, y: Int) -> SRGBColor {
        SRGBColor(premultipliedARGB: self[x, y])
    }

    /// True when every pixel is fully opaque (such a bitmap is written as 8-bit RGB PNG).
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            for pixel in buffer where pixel < 0xFF00_0000 { return false }
            return true
        }
    }

    /// The pixel size as a `Size`.
    public var size: Size { Size(width: Double(width), height: Double(height)) }

    /// Reads a PNG file.
    ///
    /// Only a regular file (or a link to one) of at most ``maximumPNGFileSize`` bytes is read,
    /// and only an image within ``maximumDimension`` and ``maximumPixelCount`` is decoded, so a
    /// damaged or hostile file costs milliseconds, never the process's memory.
    ///
    /// - Throws: ``PNGError`` when the file cannot be read or is not a valid PNG.
    public init(contentsOf url: URL) throws {
        let data = try Self.readImageFile(url)
        do {
            try self.init(pngData: data)
        } catch let error as PNGError {
            throw error.inFile(url.path)
        }
    }

    /// The bytes of the image file at `url`: a regular file (or a link to one) of at most
    /// ``maximumPNGFileSize`` bytes, for the PNG and the PNG-or-JPEG readers alike.
    ///
    /// - Throws: ``PNGError/unreadableFile(path:reason:)`` saying why it cannot be read.
    static func readImageFile(_ url: URL) throws(PNGError) -> Data {
        do {
            return try readRegularFile(url, limit: maximumPNGFileSize)
        } catch {
            throw PNGError.unreadableFile(path: error.path, reason: error.reason)
        }
    }

    /// Writes the bitmap as a PNG file, atomically: the bytes go to a temporary file in the
    /// same folder which then replaces `url`, so a reader never sees half a file. A device or
    /// pipe (`/dev/stdout`) is written through, never replaced; a link is followed.
    ///
    /// - Throws: ``PNGError/encodingFailed(reason:)`` for an empty bitmap,
    ///   `FileWriteError` when the file cannot be written (the reason says why).
    public func write(to url: URL) throws {
        let data = try pngData()
        try writeAtomically(data, to: url)
    }
}
