import NapkinSupport

/// Why no canvas of a size can be made: its pixels would not fit the limits every canvas is
/// held to (``Canvas/maximumPixelDimension`` a side, ``Canvas/maximumPixelCount`` in all, the
/// same limits a PNG is decoded within), or the size or scale is not a finite positive number.
public struct CanvasSizeError: Error, Equatable, CustomStringConvertible {
    /// The size asked for, in points.
    public let size: Size
    /// The scale asked for, in pixels per point.
    public let scale: Double

    /// An error for a canvas of `size` points at `scale`.
    public init(size: Size, scale: Double) {
        self.size = size
        self.scale = scale
    }

    /// The same request: equal sizes and scales, NaN counting as equal to NaN.
    public static func == (lhs: CanvasSizeError, rhs: CanvasSizeError) -> Bool {
        func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
        return same(lhs.size.width, rhs.size.width) && same(lhs.size.height, rhs.size.height) && same(lhs.scale, rhs.scale)
    }

    /// A sentence that names the size and the limits, and what to do.
    public var description: String {
        guard scale.isFinite, scale > 0 else {
            return "A canvas needs a positive scale, not \(scale); use the device's scale (1, 2 or 3)."
        }
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return "A canvas of \(size.width)×\(size.height) points cannot be drawn: its size must be finite and not negative."
        }
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        let megapixels = Canvas.maximumPixelCount / 1_048_576, mebibytes = Canvas.maximumByteCount / 1_048_576
        return """
            A canvas of \(cFormat("%.0f", width))×\(cFormat("%.0f", height)) pixels (\(size.width)×\(size.height) points at \(scale)×) \
            is beyond the limits of \(Canvas.maximumPixelDimension) pixels a side and \(megapixels) megapixels \
            (\(mebibytes) MiB) in all, which no PNG this toolkit reads back may pass either; it was not \
            allocated. Draw less at once: a shorter list, or the viewport instead of the full content.
            """
    }
}
