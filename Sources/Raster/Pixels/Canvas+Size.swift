import Foundation

extension Canvas {
    /// The widest or tallest canvas, in pixels (16384): the largest PNG this toolkit decodes
    /// (`Bitmap.maximumDimension`), so nothing is drawn that could not be read back.
    public static let maximumPixelDimension = Bitmap.maximumDimension
    /// The most pixels a canvas may have (64 Mi, `Bitmap.maximumPixelCount`).
    public static let maximumPixelCount = Bitmap.maximumPixelCount
    /// The most memory a canvas's pixels may take: 256 MiB, four bytes a pixel.
    public static let maximumByteCount = maximumPixelCount * 4

    /// The pixel size of a canvas of `size` points at `scale` pixels per point, checked before
    /// anything is allocated.
    ///
    /// - Throws: ``CanvasSizeError`` when a side or the size is not finite, a side is negative,
    ///   the scale is not positive, or the pixels would pass ``maximumPixelDimension`` a side
    ///   or ``maximumPixelCount`` in all.
    public static func pixelSize(of size: Size, scale: Double) throws(CanvasSizeError) -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw CanvasSizeError(size: size, scale: scale)
        }
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        let limit = Double(maximumPixelDimension)
        guard width <= limit, height <= limit, width * height <= Double(maximumPixelCount) else {
            throw CanvasSizeError(size: size, scale: scale)
        }
        return (Int(width), Int(height))
    }
}

/// Writes `message` on standard error: what a drawing refused for bad input says instead of
/// trapping, as SwiftUI logs a runtime warning.
func warn(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
