import CJPEGCodec
import NapkinSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// JPEG through libjpeg-turbo (CJPEGCodec's C, which turns libjpeg's fatal errors into statuses).
// Decoding uses libjpeg's accurate integer IDCT (JDCT_ISLOW, its default): libjpeg-turbo's SIMD
// version of it gives the same samples as its plain C one, so a file decodes to the same pixels
// on every machine and in every build, which a snapshot needs; the fast integer and float IDCTs
// do not promise that. Encoding uses the same DCT, baseline, 4:2:0 chroma and the standard's
// Huffman tables: the same pixels and quality give the same bytes everywhere.

/// The bytes every JPEG starts with: the start-of-image marker and the first byte of the next.
private let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

extension Bitmap {
    /// True when `data` starts as a JPEG does (the start-of-image marker, FF D8 FF).
    public static func isJPEG(_ data: Data) -> Bool {
        data.count >= jpegSignature.count && data.prefix(jpegSignature.count).elementsEqual(jpegSignature)
    }

    /// Decodes JPEG bytes (baseline or progressive; grey, YCbCr, RGB, CMYK or YCCK) into opaque
    /// pixels, turned upright as the file's EXIF orientation says (as iOS draws a photo).
    ///
    /// The header is read first: an image larger than ``maximumDimension`` a side or
    /// ``maximumPixelCount`` in all is refused before any pixel memory is allocated, and a
    /// progressive file of more than 1000 scans is refused as it decodes. Data that ends before
    /// the image does is an error, not a picture with a grey bottom. CMYK is converted without a
    /// colour profile (Adobe's inverted CMYK is recognised), so its colours are approximate.
    ///
    /// - Throws: ``JPEGError/notJPEG(path:)`` for bytes that are not a JPEG,
    ///   ``JPEGError/tooLarge(path:width:height:)`` beyond the limits,
    ///   ``JPEGError/truncated(path:reason:)``, ``JPEGError/corrupt(path:reason:)`` or
    ///   ``JPEGError/unsupported(path:reason:)``.
    public init(jpegData data: Data) throws {
        guard Self.isJPEG(data) else { throw JPEGError.notJPEG(path: nil) }
        let decoded: Result<(Int, Int, [UInt32], Int), JPEGError> = data.withUnsafeBytes { raw in
            var header = napkin_jpeg_header()
            var status = NAPKIN_JPEG_OK
            guard let decoder = napkin_jpeg_decoder_open(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), raw.count, &header, &status)
            else {
                return .failure(jpegError(status, message(&header.message)))
            }
            defer { napkin_jpeg_decoder_close(decoder) }
            let width = Int(header.width), height = Int(header.height)
            guard width > 0, height > 0, width <= Bitmap.maximumDimension, height <= Bitmap.maximumDimension,
                width * height <= Bitmap.maximumPixelCount
            else {
                return .failure(.tooLarge(path: nil, width: width, height: height))
            }
            var failure: JPEGError?
            let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                var text = [CChar](repeating: 0, count: 200)
                let result = napkin_jpeg_decoder_read(decoder, buffer.baseAddress!, &text)
                if result != NAPKIN_JPEG_OK {
                    failure = jpegError(result, cString(text))
                    // The rows are partly unwritten; the array is dropped.
                    buffer.initialize(repeating: 0)
                }
                count = width * height
            }
            if let failure { return .failure(failure) }
            return .success((width, height, pixels, Int(header.orientation)))
        }
        let (width, height, pixels, orientation) = try decoded.get()
        self = Bitmap(width: width, height: height, pixels: pixels).applyingEXIFOrientation(orientation)
    }

    /// The bitmap encoded as a baseline JPEG at `quality`, from 0 (smallest) to 1 (best),
    /// clamped to that range, as `UIImage.jpegData(compressionQuality:)` takes it; it becomes
    /// libjpeg's quality `quality × 100` rounded, at least 1.
    ///
    /// JPEG has no alpha: the premultiplied colours are written as they are, so a transparent
    /// pixel becomes black and a half-transparent one is darkened (the image drawn over black,
    /// as iOS's encoder writes an image with alpha). The bytes are deterministic: JFIF at 72
    /// pixels per inch, 4:2:0 chroma, no EXIF, no timestamps.
    ///
    /// - Throws: ``JPEGError/encodingFailed(reason:)`` for an empty bitmap, one beyond the
    ///   decoding limits, or a libjpeg failure.
    public func jpegData(quality: Double) throws -> Data {
        try jpegData(quality: quality, options: 0)
    }

    /// The bitmap encoded with CJPEGCodec's `options` (`NAPKIN_JPEG_PROGRESSIVE`,
    /// `NAPKIN_JPEG_GRAYSCALE`, `NAPKIN_JPEG_ADOBE_CMYK`): how the tests make the other kinds of
    /// JPEG a decoder meets.
    package func jpegData(quality: Double, options: Int32) throws -> Data {
        guard width > 0, height > 0 else {
            throw JPEGError.encodingFailed(reason: "a JPEG needs at least one pixel, and this bitmap is \(width)×\(height)")
        }
        guard width <= Self.maximumDimension, height <= Self.maximumDimension, width * height <= Self.maximumPixelCount else {
            throw JPEGError.encodingFailed(
                reason: "the bitmap is \(width)×\(height) pixels, beyond the \(Self.maximumDimension) pixels a side this toolkit decodes")
        }
        let libjpegQuality = Self.libjpegQuality(quality)
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var text = [CChar](repeating: 0, count: 200)
        let status = pixels.withUnsafeBufferPointer { buffer in
            napkin_jpeg_encode(buffer.baseAddress!, Int32(width), Int32(height), Int32(libjpegQuality), options, &output, &size, &text)
        }
        guard status == NAPKIN_JPEG_OK, let output else {
            throw JPEGError.encodingFailed(reason: cString(text))
        }
        defer { napkin_jpeg_free(output) }
        return Data(bytes: output, count: Int(size))
    }

    /// libjpeg's quality (1...100) for a compression quality of 0...1 (clamped; NaN is 0).
    package static func libjpegQuality(_ quality: Double) -> Int {
        let clamped = quality.isNaN ? 0 : min(max(quality, 0), 1)
        return max(1, Int((clamped * 100).rounded()))
    }

    /// Decodes PNG or JPEG bytes, whichever they are (told by their first bytes).
    ///
    /// - Throws: ``JPEGError`` for data that starts as a JPEG and cannot be read, ``PNGError``
    ///   for anything else that is not a readable PNG (``PNGError/notPNG(path:)`` for a format
    ///   that is neither).
    public init(imageData data: Data) throws {
        if Self.isJPEG(data) {
            try self.init(jpegData: data)
        } else {
            try self.init(pngData: data)
        }
    }

    /// Reads a PNG or JPEG file, with the bounds of ``init(contentsOf:)``.
    ///
    /// - Throws: ``PNGError/unreadableFile(path:reason:)`` when the file cannot be read, then
    ///   what ``init(imageData:)`` throws, naming the file.
    public init(imageContentsOf url: URL) throws {
        let data = try Self.readImageFile(url)
        do {
            try self.init(imageData: data)
        } catch let error as JPEGError {
            throw error.inFile(url.path)
        } catch let error as PNGError {
            throw error.inFile(url.path)
        }
    }

    /// The bitmap turned as EXIF orientation `orientation` (1...8) says, so that it stands
    /// upright: 2 mirrors it, 3 turns it half round, 4 flips it, 5 mirrors it across its
    /// leading diagonal, 6 turns it a quarter clockwise, 7 mirrors it across the other diagonal,
    /// 8 turns it a quarter anticlockwise. Any other value leaves it as it is.
    package func applyingEXIFOrientation(_ orientation: Int) -> Bitmap {
        guard (2...8).contains(orientation) else { return self }
        let w = width, h = height
        let swapsSides = orientation >= 5
        let outWidth = swapsSides ? h : w, outHeight = swapsSides ? w : h
        var turned = [UInt32](repeating: 0, count: w * h)
        pixels.withUnsafeBufferPointer { source in
            turned.withUnsafeMutableBufferPointer { target in
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        let (sx, sy): (Int, Int)
                        switch orientation {
                        case 2: (sx, sy) = (w - 1 - x, y)
                        case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case 4: (sx, sy) = (x, h - 1 - y)
                        case 5: (sx, sy) = (y, x)
                        case 6: (sx, sy) = (y, h - 1 - x)
                        case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                        default: (sx, sy) = (w - 1 - y, x)
                        }
                        target[y * outWidth + x] = source[sy * w + sx]
                    }
                }
            }
        }
        return Bitmap(width: outWidth, height: outHeight, pixels: turned)
    }
}

/// The C string in a fixed-size field of a C struct.
private func message<Field>(_ field: inout Field) -> String {
    withUnsafeBytes(of: &field) { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        return String(decoding: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)], as: UTF8.self)
    }
}

/// The text up to the first NUL of a message buffer.
private func cString(_ text: [CChar]) -> String {
    String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

private func jpegError(_ status: napkin_jpeg_status, _ reason: String) -> JPEGError {
    switch status {
    case NAPKIN_JPEG_TRUNCATED: .truncated(path: nil, reason: reason)
    case NAPKIN_JPEG_UNSUPPORTED: .unsupported(path: nil, reason: reason)
    case NAPKIN_JPEG_NO_MEMORY: .corrupt(path: nil, reason: reason.isEmpty ? "out of memory" : reason)
    default: .corrupt(path: nil, reason: reason.isEmpty ? "unknown libjpeg error" : reason)
    }
}
