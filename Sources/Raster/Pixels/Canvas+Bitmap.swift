import CCairo

/// How a bitmap's pixels are sampled when drawn larger or smaller than their size.
public enum BitmapInterpolation: Sendable, Hashable {
    /// Nearest pixel: crisp, blocky edges (pixel art).
    case none
    /// Bilinear filtering.
    case low
    /// Cairo's good filter (the default).
    case medium
    /// Cairo's best filter.
    case high
}

extension Canvas {
    /// Draws the part `source` (in the bitmap's pixels) of `bitmap` into `destination` (in
    /// points), scaled to fill it.
    ///
    /// - Parameters:
    ///   - bitmap: the picture to draw.
    ///   - source: the part of `bitmap` to draw, in its pixels (`nil`: all of it).
    ///   - destination: where to draw it, in points.
    ///   - interpolation: how pixels are sampled when the part is drawn larger or smaller.
    ///   - tiled: repeat the part at `tileScale` instead of stretching it.
    ///   - tileScale: the pixels per point of a tile (the image's own scale).
    ///   - tint: draw the bitmap's alpha as a mask filled with this colour (template images).
    public func draw(
        _ bitmap: Bitmap,
        source: Rect? = nil,
        in destination: Rect,
        interpolation: BitmapInterpolation = .medium,
        tiled: Bool = false,
        tileScale: Double = 1,
        tint: SRGBColor? = nil
    ) {
        let part = source ?? Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height))
        guard bitmap.width > 0, bitmap.height > 0, part.width > 0, part.height > 0,
            destination.width > 0, destination.height > 0
        else { return }
        if let recorder {
            noteBandSensitive(destination, outset: 1)
            return recorder.append(
                .bitmap(
                    bitmap, source: source, destination: destination, interpolation, tiled: tiled, tileScale: tileScale, tint: tint))
        }
        prepareToDraw()
        if reusesScaledBitmaps, !tiled, tint == nil, drawScaledDown(bitmap, part: part, in: destination, interpolation: interpolation) {
            return
        }
        Self.withPattern(of: bitmap, interpolation: interpolation) { pattern in
            // The pattern matrix maps user space (points) to the bitmap's pixels.
            var matrix = cairo_matrix_t()
            let scaleX = tiled ? tileScale : part.width / destination.width
            let scaleY = tiled ? tileScale : part.height / destination.height
            cairo_matrix_init_translate(&matrix, part.minX, part.minY)
            cairo_matrix_scale(&matrix, scaleX, scaleY)
            cairo_matrix_translate(&matrix, -destination.minX, -destination.minY)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
            withSavedState {
                cairo_rectangle(cr, destination.minX, destination.minY, destination.width, destination.height)
                cairo_clip(cr)
                if let tint {
                    cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.opacity)
                    cairo_mask(cr, pattern)
                } else {
                    cairo_set_source(cr, pattern)
                    cairo_paint(cr)
                }
            }
        }
    }
}

extension Canvas {
    /// Calls `body` with a Cairo pattern of `bitmap`'s pixels sampled with `interpolation`.
    /// Cairo only reads a surface used as a source, so the bitmap's own pixels serve without a
    /// copy (the pointer is mutable only because Cairo's API asks for one).
    static func withPattern(of bitmap: Bitmap, interpolation: BitmapInterpolation, _ body: (OpaquePointer) -> Void) {
        bitmap.pixels.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress.map({ UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: UInt8.self)) }) else {
                return
            }
            let surface = cairo_image_surface_create_for_data(
                base, CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4))
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            let pattern = cairo_pattern_create_for_surface(surface)!
            defer { cairo_pattern_destroy(pattern) }
            cairo_pattern_set_filter(pattern, interpolation.cairoFilter)
            body(pattern)
        }
    }
}

extension BitmapInterpolation {
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_BILINEAR
        case .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
