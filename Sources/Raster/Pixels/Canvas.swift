import CCairo
import Foundation

/// Draws into a bitmap through Cairo, in points, at a fixed scale factor.
///
/// A canvas of `Size(width: 390, height: 844)` at scale 3 covers 1170×2532 pixels; every
/// coordinate passed to it is in points. Drawing is antialiased and deterministic: the same
/// calls give the same pixels in every process and build. Use ``snap(_:)`` to align a
/// rectangle with the device pixel grid and ``hairline(from:to:y:)`` for one-pixel rules.
public final class Canvas {
    /// The size of the drawing area in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The width in pixels.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int

    private let surface: OpaquePointer
    /// The Cairo context; internal so that Raster's drawing extensions in other files
    /// (symbols, bitmaps) draw through the same state. While a filtered layer is drawn, it is
    /// the layer's context (see Canvas+Filters.swift), so that everything drawn goes there.
    var cr: OpaquePointer
    /// The pooled memory drawn into; nil when the canvas draws straight into the pixels of
    /// the bitmap ``render(size:scale:background:_:)`` returns.
    private let storage: PixelStorage?
    /// An opaque colour that covers every pixel but is not written yet. A screen's first
    /// drawing is usually another opaque full-screen fill (the root view's background), and
    /// each full fill costs about a millisecond at 1170×2532; until something else is drawn,
    /// such a fill only replaces this colour. ``prepareToDraw()`` writes it before any other
    /// drawing, and before the pixels are read.
    var pendingBackground: SRGBColor?
    /// Where a recording canvas (``record(size:scale:_:)``) keeps what it is asked to draw,
    /// instead of drawing it; `nil` for a canvas that draws.
    let recorder: DisplayListRecorder?
    /// Pictures already scaled down for this canvas (see Canvas+ScaledBitmaps.swift): a grid
    /// of thumbnails of one picture convolves it once, not once a tile.
    var scaledBitmaps = ScaledBitmapCache()
    /// False draws every downscaled picture straight through Cairo's pattern (for tests that
    /// check the two ways give the same pixels).
    var reusesScaledBitmaps = true

    /// A transparent canvas of `size` points at `scale` pixels per point, optionally filled
    /// with `background`.
    ///
    /// ``makeBitmap()`` copies the pixels out, so drawing can go on afterwards. To draw a
    /// picture once and keep it, ``render(size:scale:background:_:)`` is cheaper: it draws
    /// straight into the bitmap's memory, with no 12 MB copy for an iPhone screen.
    ///
    /// A size beyond the limits (see ``pixelSize(of:scale:)``) makes an empty canvas of 0×0
    /// pixels, which draws nothing, and warns on standard error: nothing is allocated for it.
    public convenience init(size: Size, scale: Double, background: SRGBColor? = nil) {
        self.init(size: size, background: background, layout: Canvas.pixelLayout(size: size, scale: scale))
    }

    /// A canvas on pooled memory for a layout already checked.
    private convenience init(size: Size, background: SRGBColor?, layout: PixelLayout) {
        let storage = PixelStorage.take(byteCount: layout.stride * layout.height)
        self.init(
            size: size, scale: layout.scale, background: background, layout: layout, memory: UnsafeMutableRawPointer(storage.bytes),
            storage: storage)
    }

    private init(
        size: Size, scale: Double, background: SRGBColor?, layout: PixelLayout, memory: UnsafeMutableRawPointer, storage: PixelStorage?
    ) {
        self.size = size
        self.scale = scale
        pixelWidth = layout.width
        pixelHeight = layout.height
        self.storage = storage
        recorder = nil
        // An opaque background will cover every pixel (when the first drawing needs it);
        // otherwise the memory (recycled, or not yet initialised) is cleared.
        let opaque = background.map { $0.opacity >= 1 } ?? false
        if !opaque {
            memset(memory, 0, layout.stride * layout.height)
        }
        surface = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), Int32(layout.stride))
        cr = cairo_create(surface)
        cairo_scale(cr, scale, scale)
        FontRegistry.applyFontOptions(to: cr)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        if opaque {
            pendingBackground = background
        } else if let background {
            fill(Rect(origin: .zero, size: size), with: background)
        }
    }

    /// A canvas that records what is drawn on it: its Cairo context, on a one-pixel surface,
    /// keeps only the transform and clip that ``snap(_:)`` and ``hairline(from:to:y:)`` read.
    init(recordingSize size: Size, scale: Double, into recorder: DisplayListRecorder) {
        precondition(scale > 0, "A canvas needs a positive scale")
        let layout = Canvas.pixelLayout(size: size, scale: scale)
        self.size = size
        self.scale = scale
        pixelWidth = layout.width
        pixelHeight = layout.height
        storage = nil
        self.recorder = recorder
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        cr = cairo_create(surface)
        cairo_scale(cr, scale, scale)
    }

    /// Writes the deferred background, if any; called before anything draws or reads pixels.
    @inline(__always)
    func prepareToDraw() {
        if let background = pendingBackground { writeBackground(background) }
    }

    /// Fills every pixel with the opaque `background`, whatever the transform and clip.
    private func writeBackground(_ background: SRGBColor) {
        pendingBackground = nil
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        setSource(background)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// True when `rect` (in points, under the current transform) covers every pixel of this
    /// canvas with nothing limiting the drawing: no rotation or skew, no clip and no layer.
    func coversEveryPixel(_ rect: Rect) -> Bool {
        guard cairo_get_group_target(cr) == surface else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0 else { return false }
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let width = Double(pixelWidth), height = Double(pixelHeight)
        guard min(x0, x1) <= 0, min(y0, y1) <= 0, max(x0, x1) >= width, max(y0, y1) >= height else { return false }
        // The clip, as device rectangles: unclipped is one rectangle over the whole surface.
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1, let clip = list.pointee.rectangles else {
            return false
        }
        var cx0 = clip.pointee.x, cy0 = clip.pointee.y
        var cx1 = clip.pointee.x + clip.pointee.width, cy1 = clip.pointee.y + clip.pointee.height
        cairo_user_to_device(cr, &cx0, &cy0)
        cairo_user_to_device(cr, &cx1, &cy1)
        return min(cx0, cx1) <= 0 && min(cy0, cy1) <= 0 && max(cx0, cx1) >= width && max(cy0, cy1) >= height
    }

    deinit {
        cairo_destroy(cr)
        // Finished first, so Cairo is done with the memory before another canvas gets it.
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        storage?.recycle()
    }

    /// Draws a picture of `size` points at `scale` pixels per point with `draw`, straight
    /// into the memory of the bitmap it returns: no copy of the pixels afterwards (12 MB for
    /// an iPhone 13 Pro screen, about a third of drawing one). The same calls draw the same
    /// pixels as on a canvas made with ``init(size:scale:background:)``.
    ///
    /// The canvas is finished when `draw` returns: a canvas kept beyond it draws nothing.
    ///
    /// A size beyond the limits (see ``pixelSize(of:scale:)``) is never allocated: `draw`
    /// gets an empty canvas and the bitmap is 0×0, with a warning on standard error. Callers
    /// that must fail instead (a snapshot strategy) check ``pixelSize(of:scale:)`` first.
    public static func render(size: Size, scale: Double, background: SRGBColor? = nil, _ draw: (Canvas) throws -> Void) rethrows -> Bitmap {
        let layout = pixelLayout(size: size, scale: scale)
        // Cairo pads rows to its stride; ARGB32 rows never need it, but a bitmap has no
        // padding, so any other layout draws on a pooled canvas and is copied.
        guard layout.stride == layout.width * 4, layout.width > 0, layout.height > 0 else {
            let canvas = Canvas(size: size, background: background, layout: layout)
            try draw(canvas)
            return canvas.makeBitmap()
        }
        let count = layout.width * layout.height
        let pixels = try [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Small pages, faulted in at once (see `prefault`): the first render of a test
            // process pays least that way.
            prefault(UnsafeMutableRawBufferPointer(buffer))
            let canvas = Canvas(
                size: size, scale: layout.scale, background: background, layout: layout,
                memory: UnsafeMutableRawPointer(buffer.baseAddress!),
                storage: nil)
            // Every pixel was written by the clear or the opaque background fill in `init`.
            initialized = count
            defer { canvas.finish() }
            try draw(canvas)
        }
        return Bitmap(width: layout.width, height: layout.height, pixels: pixels)
    }

    /// Ends drawing: Cairo writes its last pixels and never touches the memory again (any
    /// later drawing on a finished surface is ignored by Cairo).
    private func finish() {
        prepareToDraw()
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
    }

    /// The pixel size and Cairo's row stride of a canvas, and the scale it draws at.
    private struct PixelLayout {
        let width: Int
        let height: Int
        let stride: Int
        let scale: Double
    }

    /// The layout of a canvas of `size` at `scale`; an empty one (0×0, scale 1) when no such
    /// canvas may be made, after a warning.
    private static func pixelLayout(size: Size, scale: Double) -> PixelLayout {
        do {
            let (width, height) = try pixelSize(of: size, scale: scale)
            return PixelLayout(
                width: width, height: height, stride: Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))), scale: scale)
        } catch {
            warn("napkin: \(error.description) It draws nothing.")
            return PixelLayout(width: 0, height: 0, stride: 0, scale: 1)
        }
    }

    // MARK: Output

    /// The pixels drawn so far, as a bitmap of ``pixelWidth`` × ``pixelHeight``.
    public func makeBitmap() -> Bitmap {
        prepareToDraw()
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), pixelWidth > 0, pixelHeight > 0 else {
            return Bitmap(width: pixelWidth, height: pixelHeight)
        }
        // Copied straight out of Cairo's surface into uninitialised storage: no zero fill.
        let rowBytes = pixelWidth * 4
        let pixels = [UInt32](unsafeUninitializedCapacity: pixelWidth * pixelHeight) { buffer, count in
            let out = UnsafeMutableRawBufferPointer(buffer)
            if stride == rowBytes {
                out.copyMemory(from: UnsafeRawBufferPointer(start: data, count: rowBytes * pixelHeight))
            } else {
                for row in 0..<pixelHeight {
                    UnsafeMutableRawBufferPointer(rebasing: out[(row * rowBytes)..<((row + 1) * rowBytes)])
                        .copyMemory(from: UnsafeRawBufferPointer(start: data + row * stride, count: rowBytes))
                }
            }
            count = pixelWidth * pixelHeight
        }
        return Bitmap(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }
}
