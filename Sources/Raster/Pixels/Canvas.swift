import CCairo
import Foundation

/// A shape that a ``Canvas`` can fill or stroke within a rectangle.
public enum ShapeKind: Sendable, Hashable {
    /// The rectangle itself.
    case rectangle
    /// A rectangle with circular corners of the given radius (clamped to half the shorter side).
    case roundedRectangle(cornerRadius: Double)
    /// A true capsule: the shorter side is a full semicircle at each end.
    case capsule
    /// The ellipse inscribed in the rectangle (a circle when it is square).
    case ellipse
    /// A rectangle whose four corners have radii of their own (each clamped to half the
    /// shorter side).
    case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)
    /// An outline of its own, in absolute coordinates (the rectangle is ignored).
    case path(PathData)
}

/// An outline made of lines and curves, in points, as drawn by ``ShapeKind/path(_:)``.
public struct PathData: Sendable, Hashable {
    /// One drawing step.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line to the point.
        case line(to: Point)
        /// A quadratic Bézier curve to `to` with one control point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to `to` with two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// A circular arc; `increasingAngle` draws clockwise on screen (y grows downwards).
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, increasingAngle: Bool)
        /// Closes the subpath with a line to its start.
        case close
    }

    /// The steps, in order.
    public var elements: [Element]

    /// An outline from `elements`.
    public init(elements: [Element] = []) {
        self.elements = elements
    }
}

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
    /// (symbols, bitmaps) draw through the same state.
    let cr: OpaquePointer
    /// The pooled memory drawn into; nil when the canvas draws straight into the pixels of
    /// the bitmap ``render(size:scale:background:_:)`` returns.
    private let storage: PixelStorage?
    /// An opaque colour that covers every pixel but is not written yet. A screen's first
    /// drawing is usually another opaque full-screen fill (the root view's background), and
    /// each full fill costs about a millisecond at 1170×2532; until something else is drawn,
    /// such a fill only replaces this colour. ``prepareToDraw()`` writes it before any other
    /// drawing, and before the pixels are read.
    private var pendingBackground: SRGBColor?

    /// A transparent canvas of `size` points at `scale` pixels per point, optionally filled
    /// with `background`.
    ///
    /// ``makeBitmap()`` copies the pixels out, so drawing can go on afterwards. To draw a
    /// picture once and keep it, ``render(size:scale:background:_:)`` is cheaper: it draws
    /// straight into the bitmap's memory, with no 12 MB copy for an iPhone screen.
    public convenience init(size: Size, scale: Double, background: SRGBColor? = nil) {
        precondition(scale > 0, "A canvas needs a positive scale")
        let layout = Canvas.pixelLayout(size: size, scale: scale)
        let storage = PixelStorage.take(byteCount: layout.stride * layout.height)
        self.init(size: size, scale: scale, background: background, layout: layout, memory: UnsafeMutableRawPointer(storage.bytes), storage: storage)
    }

    private init(size: Size, scale: Double, background: SRGBColor?, layout: PixelLayout, memory: UnsafeMutableRawPointer, storage: PixelStorage?) {
        self.size = size
        self.scale = scale
        pixelWidth = layout.width
        pixelHeight = layout.height
        self.storage = storage
        // An opaque background will cover every pixel (when the first drawing needs it);
        // otherwise the memory (recycled, or not yet initialised) is cleared.
        let opaque = background.map { $0.opacity >= 1 } ?? false
        if !opaque {
            memset(memory, 0, layout.stride * layout.height)
        }
        surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), Int32(layout.stride))
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
    private func coversEveryPixel(_ rect: Rect) -> Bool {
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
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1, let clip = list.pointee.rectangles else { return false }
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
    public static func render(size: Size, scale: Double, background: SRGBColor? = nil, _ draw: (Canvas) throws -> Void) rethrows -> Bitmap {
        precondition(scale > 0, "A canvas needs a positive scale")
        let layout = pixelLayout(size: size, scale: scale)
        // Cairo pads rows to its stride; ARGB32 rows never need it, but a bitmap has no
        // padding, so any other layout draws on a pooled canvas and is copied.
        guard layout.stride == layout.width * 4, layout.width > 0, layout.height > 0 else {
            let canvas = Canvas(size: size, scale: scale, background: background)
            try draw(canvas)
            return canvas.makeBitmap()
        }
        let count = layout.width * layout.height
        let pixels = try [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
            let canvas = Canvas(size: size, scale: scale, background: background, layout: layout, memory: UnsafeMutableRawPointer(buffer.baseAddress!), storage: nil)
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

    /// The pixel size and Cairo's row stride of a canvas.
    private struct PixelLayout {
        let width: Int
        let height: Int
        let stride: Int
    }

    private static func pixelLayout(size: Size, scale: Double) -> PixelLayout {
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        return PixelLayout(width: width, height: height, stride: Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))))
    }

    // MARK: State

    /// Saves the transform and clip; pair with ``restore()``.
    public func save() { cairo_save(cr) }

    /// Restores the transform and clip saved by the matching ``save()``.
    public func restore() { cairo_restore(cr) }

    /// Moves the origin by `offset` points for the drawing that follows.
    public func translate(by offset: Point) { cairo_translate(cr, offset.x, offset.y) }

    /// Limits the drawing that follows to `rect` (intersected with the current clip).
    public func clip(to rect: Rect) {
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
    }

    /// Runs `body` between ``save()`` and ``restore()``.
    public func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        save()
        defer { restore() }
        return try body()
    }

    /// Limits the drawing that follows to `shape` inscribed in `rect` (intersected with the
    /// current clip), antialiased.
    public func clip(to shape: ShapeKind, in rect: Rect) {
        addPath(shape, in: rect)
        cairo_clip(cr)
    }

    /// Rotates the drawing that follows by `radians` (clockwise on screen) around `center`.
    public func rotate(by radians: Double, around center: Point) {
        cairo_translate(cr, center.x, center.y)
        cairo_rotate(cr, radians)
        cairo_translate(cr, -center.x, -center.y)
    }

    /// Scales the drawing that follows by `sx`, `sy` around `anchor`.
    public func scale(x sx: Double, y sy: Double, around anchor: Point) {
        guard sx != 0, sy != 0 else {
            // A zero scale draws nothing; an empty clip says so without a singular matrix.
            cairo_rectangle(cr, 0, 0, 0, 0)
            cairo_clip(cr)
            return
        }
        cairo_translate(cr, anchor.x, anchor.y)
        cairo_scale(cr, sx, sy)
        cairo_translate(cr, -anchor.x, -anchor.y)
    }

    /// Draws what `body` draws only where what `mask` draws is opaque (its alpha), as
    /// SwiftUI's `mask`.
    public func drawMasked(_ body: () -> Void, mask: () -> Void) {
        prepareToDraw()
        cairo_push_group(cr)
        body()
        cairo_push_group(cr)
        mask()
        let maskPattern = cairo_pop_group(cr)
        let content = cairo_pop_group(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, maskPattern)
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(maskPattern)
    }

    /// Draws what `body` draws with `filter` applied to its pixels within `region` (points):
    /// the layer is drawn, its premultiplied ARGB pixels inside the region are handed to
    /// `filter` (row-major, `width` × `height`), and the result is composited.
    public func drawFiltered(region: Rect, _ body: () -> Void, filter: (_ pixels: inout [UInt32], _ width: Int, _ height: Int, _ scale: Double) -> Void) {
        prepareToDraw()
        cairo_push_group_with_content(cr, CAIRO_CONTENT_COLOR_ALPHA)
        body()
        let pattern = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(pattern) }
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface else { return }
        cairo_surface_flush(groupSurface)
        var x0 = region.minX, y0 = region.minY, x1 = region.maxX, y1 = region.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        // The group surface covers the clip's extents; its device offset says where.
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(groupSurface, &offsetX, &offsetY)
        x0 += offsetX; x1 += offsetX
        y0 += offsetY; y1 += offsetY
        let surfaceWidth = Int(cairo_image_surface_get_width(groupSurface)), surfaceHeight = Int(cairo_image_surface_get_height(groupSurface))
        let left = max(0, Int(min(x0, x1).rounded(.down))), top = max(0, Int(min(y0, y1).rounded(.down)))
        let right = min(surfaceWidth, Int(max(x0, x1).rounded(.up))), bottom = min(surfaceHeight, Int(max(y0, y1).rounded(.up)))
        guard right > left, bottom > top, let data = cairo_image_surface_get_data(groupSurface) else { return }
        let stride = Int(cairo_image_surface_get_stride(groupSurface))
        let width = right - left, height = bottom - top
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let source = (data + (top + row) * stride + left * 4).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for column in 0..<width { pixels[row * width + column] = source[column] }
        }
        filter(&pixels, width, height, scale)
        for row in 0..<height {
            let target = (data + (top + row) * stride + left * 4).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for column in 0..<width { target[column] = pixels[row * width + column] }
        }
        cairo_surface_mark_dirty(groupSurface)
        // Only the filtered region is composited (what the layer holds outside it is unfiltered).
        cairo_save(cr)
        cairo_rectangle(cr, region.minX, region.minY, region.width, region.height)
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Starts drawing into a transparent layer; ``popGroup(opacity:)`` composites it.
    public func pushGroup() {
        prepareToDraw()
        cairo_push_group(cr)
    }

    /// Composites the layer started by ``pushGroup()`` at `opacity`.
    public func popGroup(opacity: Double) {
        prepareToDraw()
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }

    // MARK: Pixel grid

    /// `rect` with each edge moved to the nearest device pixel boundary, under the current
    /// transform. A snapped rectangle fills whole pixels, so edges are crisp.
    public func snap(_ rect: Rect) -> Rect {
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        x0.round(); y0.round(); x1.round(); y1.round()
        cairo_device_to_user(cr, &x0, &y0)
        cairo_device_to_user(cr, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle of a horizontal hairline: exactly one device pixel tall, starting at
    /// the pixel row that `y` falls in, from `x0` to `x1` snapped to pixel columns.
    public func hairline(from x0: Double, to x1: Double, y: Double) -> Rect {
        var dx0 = x0, dy = y, dx1 = x1, unused = y
        cairo_user_to_device(cr, &dx0, &dy)
        cairo_user_to_device(cr, &dx1, &unused)
        var top = dy.rounded(.down), bottom = top + 1
        var left = dx0.rounded(), right = dx1.rounded()
        cairo_device_to_user(cr, &left, &top)
        cairo_device_to_user(cr, &right, &bottom)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    // MARK: Shapes

    /// Fills `rect` with `color`.
    public func fill(_ rect: Rect, with color: SRGBColor) {
        fill(.rectangle, in: rect, with: color)
    }

    /// Fills `shape` inscribed in `rect` with `color`.
    public func fill(_ shape: ShapeKind, in rect: Rect, with color: SRGBColor) {
        guard !rect.isEmpty || shape.isPath, color.opacity > 0 else { return }
        // An opaque rectangle over every pixel, before anything else: it only changes the
        // colour the background will be (the same pixels as filling both, without the first).
        if pendingBackground != nil, shape == .rectangle, color.opacity >= 1, coversEveryPixel(rect) {
            pendingBackground = color
            return
        }
        prepareToDraw()
        setSource(color)
        addPath(shape, in: rect)
        cairo_fill(cr)
    }

    /// Strokes the outline of `shape` with a line of `lineWidth` points drawn entirely inside
    /// `rect` (like SwiftUI's `strokeBorder`), so the stroke never spills out of its frame.
    public func stroke(_ shape: ShapeKind, in rect: Rect, with color: SRGBColor, lineWidth: Double) {
        guard !rect.isEmpty, lineWidth > 0, color.opacity > 0 else { return }
        let inset = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        prepareToDraw()
        setSource(color)
        addPath(shape, in: inset)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
    }

    /// Draws a straight line from `start` to `end`.
    public func strokeLine(from start: Point, to end: Point, with color: SRGBColor, lineWidth: Double) {
        prepareToDraw()
        setSource(color)
        cairo_move_to(cr, start.x, start.y)
        cairo_line_to(cr, end.x, end.y)
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_stroke(cr)
    }

    /// Strokes a polyline through `points` with round joins and caps (chevrons, arrows).
    public func strokePolyline(_ points: [Point], with color: SRGBColor, lineWidth: Double) {
        guard let first = points.first else { return }
        prepareToDraw()
        setSource(color)
        cairo_move_to(cr, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        cairo_set_line_width(cr, lineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    }

    /// Fills `shape` inscribed in `rect` with `paint`; a gradient's unit geometry is relative
    /// to `rect`.
    public func fill(_ shape: ShapeKind, in rect: Rect, with paint: Paint) {
        guard !rect.isEmpty || shape.isPath, !paint.isInvisible else { return }
        if case .color(let color) = paint { return fill(shape, in: rect, with: color) }
        prepareToDraw()
        addPath(shape, in: rect)
        fillCurrentPath(with: paint, in: rect)
    }

    /// Strokes the outline of `shape` in `rect` with a line centred on the outline, as
    /// SwiftUI's `stroke`: a 2-point stroke of a circle reaches 1 point outside its frame.
    /// A gradient's unit geometry is relative to `rect`.
    public func stroke(_ shape: ShapeKind, in rect: Rect, with paint: Paint, style: LineStyle) {
        guard !rect.isEmpty || shape.isPath, style.lineWidth > 0, !paint.isInvisible else { return }
        prepareToDraw()
        addPath(shape, in: rect)
        cairo_set_line_width(cr, style.lineWidth)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, style.miterLimit)
        let dashes = style.dash.filter { $0 >= 0 }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), style.dashPhase)
        }
        setSource(paint, in: rect)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, 10)
    }

    /// Fills the current path with `paint`, whose geometry is relative to `rect`.
    private func fillCurrentPath(with paint: Paint, in rect: Rect) {
        prepareToDraw()
        setSource(paint, in: rect)
        cairo_fill(cr)
    }

    /// Makes `paint` the source, its geometry relative to `rect`.
    private func setSource(_ paint: Paint, in rect: Rect) {
        switch paint {
        case .color(let color):
            setSource(color)
        case let .linearGradient(stops, start, end):
            let pattern = cairo_pattern_create_linear(
                rect.minX + start.x * rect.width, rect.minY + start.y * rect.height,
                rect.minX + end.x * rect.width, rect.minY + end.y * rect.height)
            setSource(pattern, stops: stops)
        case let .radialGradient(stops, center, startRadius, endRadius):
            let x = rect.minX + center.x * rect.width, y = rect.minY + center.y * rect.height
            let pattern = cairo_pattern_create_radial(x, y, max(0, startRadius), x, y, max(0, endRadius))
            setSource(pattern, stops: stops)
        case let .angularGradient(stops, center, startAngle, endAngle):
            let pattern = angularPattern(stops, center: Point(x: rect.minX + center.x * rect.width, y: rect.minY + center.y * rect.height),
                                         radius: 2 * (rect.width + rect.height) + 1, startAngle: startAngle, endAngle: endAngle)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    private func setSource(_ pattern: OpaquePointer?, stops: [GradientStop]) {
        for stop in stops {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), color.red, color.green, color.blue, color.opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A conic gradient as a Cairo mesh: thin sectors around `center`, each interpolating
    /// between the colours at its two edges. Angles outside `startAngle…endAngle` take the
    /// nearer end's colour, as SwiftUI's `AngularGradient` does.
    private func angularPattern(_ stops: [GradientStop], center: Point, radius: Double, startAngle: Double, endAngle: Double) -> OpaquePointer? {
        let span = max(endAngle - startAngle, 1e-6)
        let gap = max(0, 2 * Double.pi - span)
        func color(at angle: Double) -> SRGBColor {
            // `angle` runs from startAngle - gap/2 to startAngle + span + gap/2.
            let t = min(max((angle - startAngle) / span, 0), 1)
            return GradientStop.color(at: t, in: stops)
        }
        let pattern = cairo_pattern_create_mesh()
        let sectors = 180
        let first = startAngle - gap / 2
        let step = 2 * Double.pi / Double(sectors)
        for index in 0..<sectors {
            let a0 = first + Double(index) * step, a1 = a0 + step
            let c0 = color(at: a0), c1 = color(at: a1)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, center.x, center.y)
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(pattern, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.opacity)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    private func setSource(_ color: SRGBColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }

    private func addPath(_ shape: ShapeKind, in rect: Rect) {
        switch shape {
        case .rectangle:
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        case .roundedRectangle(let radius):
            addRoundedRect(rect, radius: min(max(radius, 0), min(rect.width, rect.height) / 2))
        case .capsule:
            addRoundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case let .unevenRoundedRectangle(topLeading, bottomLeading, bottomTrailing, topTrailing):
            let limit = min(rect.width, rect.height) / 2
            func clamp(_ r: Double) -> Double { min(max(r, 0), limit) }
            addCorners(rect, topLeading: clamp(topLeading), bottomLeading: clamp(bottomLeading), bottomTrailing: clamp(bottomTrailing), topTrailing: clamp(topTrailing))
        case .path(let data):
            cairo_new_sub_path(cr)
            var current = Point.zero
            for element in data.elements {
                switch element {
                case .move(let point):
                    cairo_move_to(cr, point.x, point.y)
                    current = point
                case .line(let point):
                    cairo_line_to(cr, point.x, point.y)
                    current = point
                case let .quadCurve(to, control):
                    // A quadratic curve as the cubic with the same shape.
                    let c1 = Point(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                    let c2 = Point(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
                    current = to
                case let .curve(to, control1, control2):
                    cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
                    current = to
                case let .arc(center, radius, start, end, increasing):
                    if increasing {
                        cairo_arc(cr, center.x, center.y, radius, start, end)
                    } else {
                        cairo_arc_negative(cr, center.x, center.y, radius, start, end)
                    }
                    current = Point(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
                case .close:
                    cairo_close_path(cr)
                }
            }
        case .ellipse:
            cairo_save(cr)
            cairo_translate(cr, rect.midX, rect.midY)
            cairo_scale(cr, max(rect.width / 2, 1e-9), max(rect.height / 2, 1e-9))
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        }
    }

    private func addRoundedRect(_ rect: Rect, radius r: Double) {
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        addCorners(rect, topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r)
    }

    /// A closed outline of `rect` with a circular arc of its own radius at each corner,
    /// clockwise from the top trailing one.
    private func addCorners(_ rect: Rect, topLeading tl: Double, bottomLeading bl: Double, bottomTrailing br: Double, topTrailing tr: Double) {
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - tr, rect.minY + tr, tr, -half, 0)
        cairo_arc(cr, rect.maxX - br, rect.maxY - br, br, 0, half)
        cairo_arc(cr, rect.minX + bl, rect.maxY - bl, bl, half, .pi)
        cairo_arc(cr, rect.minX + tl, rect.minY + tl, tl, .pi, 3 * half)
        cairo_close_path(cr)
    }

    // MARK: Text

    /// Draws `layout` with its top-left corner at `origin`; runs without a colour of their
    /// own are drawn in `color`.
    public func draw(_ layout: TextLayout, at origin: Point, color: SRGBColor) {
        draw(layout, at: origin, paint: .color(color))
    }

    /// Draws `layout` with its top-left corner at `origin`; runs without a colour of their
    /// own are painted with `paint` (a gradient spans the layout's bounds).
    public func draw(_ layout: TextLayout, at origin: Point, paint: Paint) {
        let bounds = Rect(origin: origin, size: layout.size)
        let glyphs = layout.glyphs
        guard !glyphs.isEmpty else { return }
        var buffer: [cairo_glyph_t] = []
        buffer.reserveCapacity(glyphs.count)
        prepareToDraw()
        var start = 0
        while start < glyphs.count {
            let first = glyphs[start]
            var end = start + 1
            while end < glyphs.count, glyphs[end].face == first.face, glyphs[end].size == first.size, glyphs[end].color == first.color {
                end += 1
            }
            buffer.removeAll(keepingCapacity: true)
            for glyph in glyphs[start..<end] {
                buffer.append(cairo_glyph_t(index: UInt(glyph.index), x: origin.x + glyph.position.x, y: origin.y + glyph.position.y))
            }
            if let own = first.color {
                setSource(own)
            } else {
                setSource(paint, in: bounds)
            }
            cairo_set_font_face(cr, FontRegistry.shared.face(first.face).cairoFace)
            cairo_set_font_size(cr, first.size)
            buffer.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
            start = end
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

extension Canvas {
    /// Draws what `body` draws into a separate layer, then composites the layer at
    /// `opacity`, so overlapping parts do not show through each other.
    public func drawGroup(opacity: Double, _ body: () -> Void) {
        pushGroup()
        body()
        popGroup(opacity: opacity)
    }
}

extension ShapeKind {
    /// True for an outline of its own (drawn whatever the rectangle).
    var isPath: Bool {
        if case .path = self { return true }
        return false
    }
}
