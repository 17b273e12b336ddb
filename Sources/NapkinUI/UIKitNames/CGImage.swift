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
}

extension UIImage {
    /// The image's pixels as a Core Graphics image, or `nil` for a symbol or an image that could not
    /// be loaded (NapkinUI draws symbols from its font and keeps no pixels for them).
    public var cgImage: CGImage? {
        switch source {
        case .bitmap(let bitmap, _, _): CGImage(bitmap: bitmap)
        case .asset(let asset): CGImage(bitmap: asset.light.0)
        case .symbol, .missing: nil
        }
    }

    /// An image of `cgImage`'s pixels, at `scale` pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1) {
        self.init(source: .bitmap(cgImage.bitmap, scale: Double(max(scale, 0.01)), name: nil))
    }
}
