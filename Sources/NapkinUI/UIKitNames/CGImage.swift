internal import Raster

/// Core Graphics' bitmap image, for code that hands pixels from a `UIImage` to another framework:
/// `guard let cgImage = uiImage.cgImage else { return }`.
///
/// A `CGImage` holds the pixels of a decoded image (8-bit RGBA, as NapkinUI decodes every PNG); it
/// is immutable, as Core Graphics' images are. Linux Foundation has no `CGImage`, so NapkinUI
/// declares it, beside `CGAffineTransform`.
public final class CGImage: @unchecked Sendable {
    // Sound: the only stored property is a `let` of an immutable value.
    let bitmap: Bitmap

    init(bitmap: Bitmap) {
        self.bitmap = bitmap
    }

    /// An image of `width × height` premultiplied `0xAARRGGBB` pixels, rows top to bottom: how the
    /// CoreImage stand-in hands over what it rendered. `nil` when the count does not match the size.
    package convenience init?(width: Int, height: Int, premultipliedARGB pixels: [UInt32]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        self.init(bitmap: Bitmap(width: width, height: height, pixels: pixels))
    }

    /// The pixels as premultiplied `0xAARRGGBB`, rows top to bottom (what the CoreImage stand-in reads).
    package var premultipliedARGBPixels: [UInt32] { bitmap.pixels }

    /// The width in pixels.
    public var width: Int { bitmap.width }
    /// The height in pixels.
    public var height: Int { bitmap.height }
    /// Bits in each colour component (8: NapkinUI's pixels are 8-bit RGBA).
    public var bitsPerComponent: Int { 8 }
    /// Bits in each pixel (32: red, green, blue and alpha).
    public var bitsPerPixel: Int { 32 }
    /// Bytes in one row of pixels.
    public var bytesPerRow: Int { bitmap.width * 4 }

    /// The pixels inside `rect` (in pixels, from the top-left corner), as Core Graphics'
    /// `cropping(to:)`: the rectangle is widened to whole pixels and cut to the image; `nil` when
    /// nothing of the image is inside it.
    public func cropping(to rect: CGRect) -> CGImage? {
        let standard = rect.standardized
        guard standard.width.isFinite, standard.height.isFinite, standard.minX.isFinite, standard.minY.isFinite else { return nil }
        let minX = max(0, Int(standard.minX.rounded(.down))), minY = max(0, Int(standard.minY.rounded(.down)))
        let maxX = min(width, Int(standard.maxX.rounded(.up))), maxY = min(height, Int(standard.maxY.rounded(.up)))
        guard maxX > minX, maxY > minY else { return nil }
        var pixels = [UInt32]()
        pixels.reserveCapacity((maxX - minX) * (maxY - minY))
        for y in minY..<maxY {
            pixels.append(contentsOf: bitmap.pixels[(y * width + minX)..<(y * width + maxX)])
        }
        return CGImage(bitmap: Bitmap(width: maxX - minX, height: maxY - minY, pixels: pixels))
    }
}

extension UIImage {
    /// The image's pixels as a Core Graphics image, or `nil` for a symbol or an image that could not
    /// be loaded (NapkinUI draws symbols from its font and keeps no pixels for them).
    public var cgImage: CGImage? {
        if let unturnedPixels { return unturnedPixels }
        return switch source {
        case .bitmap(let bitmap, _, _): CGImage(bitmap: bitmap)
        case .asset(let asset): CGImage(bitmap: asset.light.0)
        case .symbol, .missing: nil
        }
    }

    /// An image of `cgImage`'s pixels, at `scale` pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1) {
        self.init(source: .bitmap(cgImage.bitmap, scale: Double(max(scale, 0.01)), name: nil))
    }

    /// An image of `cgImage`'s pixels at `scale`, drawn turned as `orientation` says, as UIKit's:
    /// its ``size`` is the upright picture's (width and height swapped for `.left` and
    /// `.right`), its ``cgImage`` the pixels as given.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let upright = cgImage.bitmap.applyingEXIFOrientation(orientation.exifOrientation)
        self.init(
            source: .bitmap(upright, scale: Double(max(scale, 0.01)), name: nil), orientation: orientation,
            unturnedPixels: orientation == .up ? nil : cgImage)
    }
}
