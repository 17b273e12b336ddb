import CCairo

/// A picture scaled down by Cairo's good or best filter, in device pixels, kept for the
/// canvas's other draws of the same picture at the same scale and sub-pixel phase.
struct ScaledBitmapKey: Hashable {
    /// The picture's pixel storage (the entry keeps the bitmap, so the address cannot be reused).
    let storage: UInt
    let width: Int
    let height: Int
    /// The part of the picture drawn, in its pixels (a value: a key costs no allocation).
    let part: Rect
    /// Picture pixels per device pixel, across and down.
    let scaleX: Double
    let scaleY: Double
    /// Where the destination starts inside its first device pixel, across and down.
    let phaseX: Double
    let phaseY: Double
    /// The device pixels the scaled picture covers.
    let boxWidth: Int
    let boxHeight: Int
    let interpolation: BitmapInterpolation
}

/// The scaled pictures of one canvas, bounded: past ``byteLimit`` the oldest go first.
struct ScaledBitmapCache {
    /// A scaled picture and the bitmap whose pixels it came from.
    final class Entry {
        let source: Bitmap
        let surface: OpaquePointer
        let bytes: Int
        init(source: Bitmap, surface: OpaquePointer, bytes: Int) {
            self.source = source
            self.surface = surface
            self.bytes = bytes
        }
        deinit { cairo_surface_destroy(surface) }
    }

    /// At most this many bytes of scaled pictures per canvas.
    static let byteLimit = 64 << 20
    private var entries: [ScaledBitmapKey: Entry] = [:]
    private var order: [ScaledBitmapKey] = []
    private var bytes = 0

    subscript(key: ScaledBitmapKey) -> Entry? { entries[key] }

    /// How many scaled pictures are kept.
    var count: Int { entries.count }

    mutating func insert(_ entry: Entry, for key: ScaledBitmapKey) {
        guard entry.bytes <= Self.byteLimit else { return }
        while bytes + entry.bytes > Self.byteLimit, !order.isEmpty {
            let oldest = order.removeFirst()
            bytes -= entries.removeValue(forKey: oldest)?.bytes ?? 0
        }
        entries[key] = entry
        order.append(key)
        bytes += entry.bytes
    }
}

extension Canvas {
    /// Draws `bitmap`'s `part` into `destination` through a copy scaled down in device
    /// pixels, made once per picture, scale and sub-pixel phase and painted pixel for pixel:
    /// Cairo's good and best filters convolve every device pixel of a picture drawn smaller,
    /// which made a grid of nine thumbnails of one photo cost nine convolutions. Returns false
    /// (nothing drawn) where the draw is not a plain downscale: the transform rotates or
    /// flips, the picture is not made smaller by more than Cairo's bilinear threshold, or the
    /// copy would be huge. The copy is always used where it applies, cached or not, so the
    /// pixels never depend on what was drawn before.
    func drawScaledDown(_ bitmap: Bitmap, part: Rect, in destination: Rect, interpolation: BitmapInterpolation) -> Bool {
        guard interpolation == .medium || interpolation == .high else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return false }
        let deviceX = matrix.xx * destination.minX + matrix.x0, deviceY = matrix.yy * destination.minY + matrix.y0
        let deviceWidth = matrix.xx * destination.width, deviceHeight = matrix.yy * destination.height
        guard deviceWidth.isFinite, deviceHeight.isFinite, deviceWidth > 0, deviceHeight > 0 else { return false }
        let scaleX = part.width / deviceWidth, scaleY = part.height / deviceHeight
        // Cairo draws a picture scaled by less than 4/3 with its bilinear filter, which is cheap.
        guard scaleX > 4.0 / 3.0 || scaleY > 4.0 / 3.0 else { return false }
        let left = deviceX.rounded(.down), top = deviceY.rounded(.down)
        let boxWidth = Int((deviceX + deviceWidth).rounded(.up) - left), boxHeight = Int((deviceY + deviceHeight).rounded(.up) - top)
        guard boxWidth > 0, boxHeight > 0, boxWidth <= 16_384, boxHeight <= 16_384, boxWidth * boxHeight <= 16 << 20 else {
            return false
        }
        // Nothing of it shows (a band of rows drawn apart, a picture scrolled out of a clip):
        // drawn as it would be, as nothing, and not scaled for it.
        guard isVisible(left: left, top: top, width: Double(boxWidth), height: Double(boxHeight)) else { return true }
        let storage = bitmap.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let key = ScaledBitmapKey(
            storage: storage, width: bitmap.width, height: bitmap.height, part: part,
            scaleX: scaleX, scaleY: scaleY, phaseX: deviceX - left, phaseY: deviceY - top, boxWidth: boxWidth,
            boxHeight: boxHeight, interpolation: interpolation)
        let entry: ScaledBitmapCache.Entry
        if let cached = scaledBitmaps[key] {
            entry = cached
        } else {
            guard let made = Self.scaledCopy(of: bitmap, key: key) else { return false }
            scaledBitmaps.insert(made, for: key)
            entry = made
        }
        withSavedState {
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, deviceX, deviceY, deviceWidth, deviceHeight)
            cairo_clip(cr)
            cairo_set_source_surface(cr, entry.surface, left, top)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
            cairo_paint(cr)
        }
        return true
    }

    /// The picture's part scaled into a `boxWidth` × `boxHeight` surface whose first pixel
    /// starts `phase` device pixels before the destination, as the direct draw samples it.
    /// Whether any of the device-space box lies within the clip's extents.
    private func isVisible(left: Double, top: Double, width: Double, height: Double) -> Bool {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        return left < x1 && left + width > x0 && top < y1 && top + height > y0
    }

    private static func scaledCopy(of bitmap: Bitmap, key: ScaledBitmapKey) -> ScaledBitmapCache.Entry? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.boxWidth), Int32(key.boxHeight))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        withPattern(of: bitmap, interpolation: key.interpolation) { pattern in
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            // Surface pixel (x, y) shows the picture at part's origin + (x - phase) × scale.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_translate(&matrix, key.part.minX, key.part.minY)
            cairo_matrix_scale(&matrix, key.scaleX, key.scaleY)
            cairo_matrix_translate(&matrix, -key.phaseX, -key.phaseY)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
        cairo_surface_flush(surface)
        return ScaledBitmapCache.Entry(source: bitmap, surface: surface, bytes: key.boxWidth * key.boxHeight * 4)
    }
}
