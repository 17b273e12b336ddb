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
    /// The rows this canvas draws when it draws one band of a bitmap whose other rows other
    /// canvases draw at the same time (``render(size:scale:background:splits:_:)``); nil when
    /// it draws them all. Its surface spans the whole bitmap and a clip to the band's rows lies
    /// under every other, so that every coordinate, and the extents of everything drawn
    /// within the band, are what one canvas drawing everything would have. (A band surface
    /// of its rows alone, at a device offset, would not do: Cairo rounds a pattern's matrix
    /// about the centre of its extents in surface pixels, so a scaled picture or a blur's
    /// layer would move by a fraction of a pixel's 65536th and change a few pixels.)
    let rows: Range<Int>?
    /// The context Cairo was given at the start; ``cr`` is another one while a filtered
    /// layer is drawn.
    private let baseContext: OpaquePointer
    /// For a band (``rows``): a recording canvas over the whole bitmap's extents that is given
    /// the same transforms, clips and saves as this one, so that a blur or shadow drawn at the
    /// top level sizes its layer by the clip it would have on one canvas, not by the band's.
    var clipReference: Canvas?

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
        size: Size, scale: Double, background: SRGBColor?, layout: PixelLayout, memory: UnsafeMutableRawPointer, storage: PixelStorage?,
        rows: Range<Int>? = nil
    ) {
        self.size = size
        self.scale = scale
        pixelWidth = layout.width
        pixelHeight = layout.height
        self.storage = storage
        self.rows = rows
        recorder = nil
        // An opaque background will cover every pixel (when the first drawing needs it);
        // otherwise the memory (recycled, or not yet initialised) is cleared: a band's rows only.
        let opaque = background.map { $0.opacity >= 1 } ?? false
        if !opaque {
            let cleared = rows ?? 0..<layout.height
            memset(memory + cleared.lowerBound * layout.stride, 0, layout.stride * cleared.count)
        }
        surface = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), Int32(layout.stride))
        cr = cairo_create(surface)
        baseContext = cr
        clipToRows()
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
    ///
    /// With `wholeExtents`, its surface has the drawing canvas's extents (and no pixels), so
    /// that its clip extents are those of a drawing canvas under the same calls: a band's
    /// ``clipReference``.
    init(recordingSize size: Size, scale: Double, into recorder: DisplayListRecorder, wholeExtents: Bool = false) {
        precondition(scale > 0, "A canvas needs a positive scale")
        let layout = Canvas.pixelLayout(size: size, scale: scale)
        self.size = size
        self.scale = scale
        pixelWidth = layout.width
        pixelHeight = layout.height
        storage = nil
        rows = nil
        self.recorder = recorder
        if wholeExtents {
            var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(layout.width), height: Double(layout.height))
            surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        } else {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        }
        cr = cairo_create(surface)
        baseContext = cr
        cairo_scale(cr, scale, scale)
    }

    /// Limits everything drawn to ``rows`` (in device pixels, under no transform): the clip
    /// under every other, which no restore removes.
    private func clipToRows() {
        guard let rows else { return }
        cairo_rectangle(cr, 0, Double(rows.lowerBound), Double(pixelWidth), Double(rows.count))
        cairo_clip(cr)
    }

    /// The context whose clip extents a filter's layer is sized by: the ``clipReference``'s
    /// for a band drawing at its top level, else the one drawn on.
    var clipExtentsContext: OpaquePointer {
        if cr == baseContext, let clipReference { return clipReference.cr }
        return cr
    }

    /// On a recording canvas: notes that a call drawing within `rect` (points, under the
    /// current transform) widened by `outset` points must be drawn by one band, because Cairo
    /// and pixman draw it from its extents (a pattern's matrix is rounded about their centre,
    /// a scaled picture's rows are stepped from their top), and a band boundary through it
    /// would change those.
    func noteBandSensitive(_ rect: Rect, outset: Double = 0) {
        guard let recorder else { return }
        var top = Double.infinity, bottom = -Double.infinity
        for (x, y) in [
            (rect.minX - outset, rect.minY - outset), (rect.maxX + outset, rect.minY - outset),
            (rect.minX - outset, rect.maxY + outset), (rect.maxX + outset, rect.maxY + outset),
        ] {
            var x = x, y = y
            cairo_user_to_device(cr, &x, &y)
            top = min(top, y)
            bottom = max(bottom, y)
        }
        recorder.noteBandSensitive(top: top, bottom: bottom)
    }

    /// On a recording canvas: ``noteBandSensitive(_:outset:)`` for `shape` in `rect`; an
    /// outline of its own (``ShapeKind/path(_:)``, which ignores the rectangle) by its extents.
    func noteBandSensitive(_ shape: ShapeKind, in rect: Rect, outset: Double) {
        guard recorder != nil else { return }
        guard case .path = shape else { return noteBandSensitive(rect, outset: outset) }
        addPath(shape, in: rect)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_path_extents(cr, &x0, &y0, &x1, &y1)
        cairo_new_path(cr)
        noteBandSensitive(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), outset: outset)
    }

    /// On a recording canvas: notes the rows of a solid fill of `shape` in `rect` that a band
    /// boundary may not cross. Cairo fills an upright rectangle under rectangular clips pixel
    /// by pixel from its edges, split or not; a rounded rectangle's straight sides likewise,
    /// but not its corners; any other outline, transform or clip is noted whole (Cairo's
    /// scan converter and clip intersections round at the extents they are given).
    func noteSolidFill(_ shape: ShapeKind, in rect: Rect) {
        guard recorder != nil else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let clipList = cairo_copy_clip_rectangle_list(cr)
        let rectangularClip = clipList?.pointee.status == CAIRO_STATUS_SUCCESS
        cairo_rectangle_list_destroy(clipList)
        guard matrix.xy == 0, matrix.yx == 0, rectangularClip else { return noteBandSensitive(shape, in: rect, outset: 1) }
        let half = min(rect.width, rect.height) / 2
        let corners: (top: Double, bottom: Double)
        switch shape {
        case .rectangle: return
        case .roundedRectangle(let radius): corners = (min(radius, half), min(radius, half))
        case .capsule: corners = (half, half)
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            corners = (min(max(topLeading, topTrailing), half), min(max(bottomLeading, bottomTrailing), half))
        default: return noteBandSensitive(shape, in: rect, outset: 1)
        }
        noteBandSensitive(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: corners.top), outset: 1)
        noteBandSensitive(Rect(x: rect.minX, y: rect.maxY - corners.bottom, width: rect.width, height: corners.bottom), outset: 1)
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
        clipToRows()
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
        // A band's pixels are its rows.
        let width = Double(pixelWidth), top = Double(rows?.lowerBound ?? 0), bottom = Double(rows?.upperBound ?? pixelHeight)
        guard min(x0, x1) <= 0, min(y0, y1) <= top, max(x0, x1) >= width, max(y0, y1) >= bottom else { return false }
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
        return min(cx0, cx1) <= 0 && min(cy0, cy1) <= top && max(cx0, cx1) >= width && max(cy0, cy1) >= bottom
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

    /// Draws a picture as ``render(size:scale:background:_:)`` does, in bands of rows drawn
    /// at the same time on as many threads as the machine lends, a band starting at each row
    /// of `splits` (ascending): `draw` is called once a band, with a canvas that draws only
    /// that band's rows and a recording canvas over the whole picture that `draw` must give
    /// the same transforms, clips, saves and groups as the first (the band's
    /// ``clipReference``; nil when one canvas draws everything). The caller chooses splits
    /// that change no pixel (``DisplayList/bandSplits(_:)``); they do not depend on the
    /// machine, and neither do the pixels.
    static func render(
        size: Size, scale: Double, background: SRGBColor?, splits: [Int], _ draw: @Sendable (_ band: Canvas, _ whole: Canvas?) -> Void
    ) -> Bitmap {
        let layout = pixelLayout(size: size, scale: scale)
        let bounds = [0] + splits + [layout.height]
        guard !splits.isEmpty, layout.stride == layout.width * 4, zip(bounds, bounds.dropFirst()).allSatisfy({ $0 < $1 }) else {
            return render(size: size, scale: scale, background: background) { draw($0, nil) }
        }
        let bands = splits.count + 1
        let count = layout.width * layout.height
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            // Raw pointers are not Sendable; the address travels as an integer. The memory
            // stays valid until concurrentPerform returns, and each band writes its own rows.
            let base = UInt(bitPattern: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let memory = UnsafeMutableRawPointer(bitPattern: base)!
                let rows = bounds[band]..<bounds[band + 1]
                // Each band faults in its own rows, so the first render's fresh pages are
                // shared between the threads too.
                prefault(UnsafeMutableRawBufferPointer(start: memory + rows.lowerBound * layout.stride, count: rows.count * layout.stride))
                let canvas = Canvas(
                    size: size, scale: layout.scale, background: background, layout: layout, memory: memory, storage: nil, rows: rows)
                let whole = Canvas(
                    recordingSize: size, scale: layout.scale, into: DisplayListRecorder(keepsOperations: false), wholeExtents: true)
                canvas.clipReference = whole
                defer { canvas.finish() }
                draw(canvas, whole)
            }
            // Every row was written by its band's clear or opaque background fill.
            initialized = count
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
        precondition(
            rows == nil, "A band's canvas draws its rows only; the bitmap is the one render(size:scale:background:splits:_:) returns")
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
