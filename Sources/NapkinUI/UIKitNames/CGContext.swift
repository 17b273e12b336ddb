import Foundation
internal import Raster

/// How an image drawn larger or smaller than its pixels is sampled, as Core Graphics'
/// `CGInterpolationQuality` (`context.cgContext.interpolationQuality = .high`).
public enum CGInterpolationQuality: Int32, Sendable, Hashable {
    /// The context's default: Cairo's good filter, as `medium`.
    case `default` = 0
    /// Nearest pixel: crisp, blocky edges.
    case none = 1
    /// Bilinear filtering.
    case low = 2
    /// Cairo's best filter: a downscaled image averages every pixel it covers.
    case high = 3
    /// Cairo's good filter.
    case medium = 4

    /// The renderer's sampling.
    var bitmapInterpolation: BitmapInterpolation {
        switch self {
        case .none: .none
        case .low: .low
        case .default, .medium: .medium
        case .high: .high
        }
    }
}

/// How what a ``CGContext`` draws is composited onto what is there, as Core Graphics'
/// `CGBlendMode` (the same raw values). NapkinUI has the blend modes SwiftUI's ``BlendMode``
/// has; Core Graphics' clear, copy, source-in, source-out, destination-in, destination-atop
/// and xor are not declared, so code that asks for them does not compile rather than drawing
/// something else.
public enum CGBlendMode: Int32, Sendable, Hashable, CaseIterable {
    /// Source over destination.
    case normal = 0
    /// Source × destination: never lighter.
    case multiply = 1
    /// The inverse of the product of the inverses: never darker.
    case screen = 2
    /// Multiply or screen, by the destination's colour.
    case overlay = 3
    /// The darker of the two, channel by channel.
    case darken = 4
    /// The lighter of the two, channel by channel.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    case colorBurn = 7
    /// Darkens or lightens, by the source, softly.
    case softLight = 8
    /// Multiply or screen, by the source's colour.
    case hardLight = 9
    /// The absolute difference.
    case difference = 10
    /// Like difference, with less contrast.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// The source where the destination is, the destination elsewhere.
    case sourceAtop = 20
    /// The destination over the source.
    case destinationOver = 21
    /// The destination where the source is not: erases by the source's alpha.
    case destinationOut = 23
    /// The sum of the two, clamped, darkening.
    case plusDarker = 26
    /// The sum of the two, clamped, lightening.
    case plusLighter = 27

    /// SwiftUI's mode of the same name: the two enums declare the same 21 modes in the same order
    /// (Core Graphics' raw values skip the Porter–Duff operators NapkinUI does not declare).
    var blendMode: BlendMode { BlendMode.all[Self.allCases.firstIndex(of: self)!] }

    /// The renderer's operator, by SwiftUI's mode: one table serves both.
    var rasterOperator: BlendOperator { blendMode.rasterOperator }
}

/// Which parts of a path with loops are inside, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable, Hashable {
    /// Inside where the outline winds around a point a nonzero number of times.
    case winding = 0
    /// Inside where a ray from a point crosses the outline an odd number of times.
    case evenOdd = 1
}

/// What ``CGContext/drawPath(using:)`` does with the current path, as Core Graphics'
/// `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
    /// Fills by the winding rule.
    case fill = 0
    /// Fills by the even-odd rule.
    case eoFill = 1
    /// Strokes.
    case stroke = 2
    /// Fills by the winding rule, then strokes.
    case fillStroke = 3
    /// Fills by the even-odd rule, then strokes.
    case eoFillStroke = 4
}

/// A Core Graphics drawing context over a bitmap, as the one `UIGraphicsImageRenderer` hands
/// out (`context.cgContext`): UIKit's coordinates (origin top-left, y down, in points), with
/// the renderer's scale already applied, drawn by Cairo.
///
/// As in Core Graphics, the graphics state (transform, clip, colours, line style, alpha, blend
/// mode, interpolation quality) is saved and restored with ``saveGState()`` and
/// ``restoreGState()``; the current path is not part of it, and its points keep where they
/// were added when the transform changes afterwards. Fills and strokes use the current
/// transform, so a line's width is in the user space of the moment it is stroked.
///
/// ``ctm`` answers what Core Graphics answers for a UIKit image context: the flip from UIKit's
/// points to the bitmap's y-up pixels, `(scale, 0, 0, -scale, 0, pixel height)`, after the
/// transforms applied. ``draw(_:in:)`` draws a `CGImage` as Core Graphics does in such a
/// context, upside down (`UIImage.draw(in:)` draws it upright).
///
/// Not `Sendable`: a context belongs to the code drawing into it, on one thread.
public final class CGContext {
    /// The canvas drawn into; its transform always equals the state's `ctm` (after its
    /// scale to pixels).
    let canvas: Raster.Canvas
    /// Pixels per point.
    let scale: Double
    /// True for an opaque bitmap (no alpha): what is cleared becomes black.
    let isOpaque: Bool
    /// The bitmap's width in pixels.
    public let width: Int
    /// The bitmap's height in pixels.
    public let height: Int

    /// What ``saveGState()`` saves.
    private struct GraphicsState {
        /// From user space to the renderer's points (top-left origin, y down).
        var ctm = CGAffineTransform.identity
        var fillColor = SRGBColor.black
        var strokeColor = SRGBColor.black
        var lineWidth = 1.0
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit = 10.0
        var dash: [Double] = []
        var dashPhase = 0.0
        var alpha = 1.0
        var blendMode = CGBlendMode.normal
        var interpolationQuality = CGInterpolationQuality.default
        /// The shadow under what is filled: offset (points), blur, colour.
        var shadow: (offset: CGSize, blur: Double, color: SRGBColor)?
    }

    private var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The current path, in the current user space.
    private var path = PathData()

    init(canvas: Raster.Canvas, opaque: Bool) {
        self.canvas = canvas
        scale = canvas.scale
        isOpaque = opaque
        width = canvas.pixelWidth
        height = canvas.pixelHeight
    }

    /// The pixels drawn so far, as a Core Graphics image.
    public func makeImage() -> CGImage? {
        CGImage(bitmap: canvas.makeBitmap())
    }

    // MARK: Graphics state

    /// Saves the graphics state (not the path); pair with ``restoreGState()``.
    public func saveGState() {
        canvas.save()
        savedStates.append(state)
    }

    /// Restores the state the matching ``saveGState()`` saved; without one, does nothing (Core
    /// Graphics logs an error).
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        canvas.restore()
        let previous = state.ctm
        state = saved
        reexpressPath(leaving: previous)
    }

    /// The transform from user space to the bitmap's pixels, as Core Graphics answers for a
    /// UIKit image context: y up from the bottom row.
    public var ctm: CGAffineTransform {
        state.ctm.concatenating(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: Double(height)))
    }

    /// Moves the origin by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { apply(CGAffineTransform(translationX: tx, y: ty)) }
    /// Scales user space by `sx` across and `sy` down.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { apply(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space by `angle` radians (clockwise on screen, where y grows down).
    public func rotate(by angle: CGFloat) { apply(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` before the current one.
    public func concatenate(_ transform: CGAffineTransform) { apply(transform) }

    private func apply(_ t: CGAffineTransform) {
        canvas.concatenate(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        let previous = state.ctm
        state.ctm = t.concatenating(state.ctm)
        reexpressPath(leaving: previous)
    }

    /// Keeps the current path where it was drawn when the transform changes from `previous`.
    private func reexpressPath(leaving previous: CGAffineTransform) {
        guard !path.elements.isEmpty, previous != state.ctm else { return }
        path = path.transformed(by: previous.concatenating(state.ctm.inverted()))
    }

    /// The colour fills use.
    public func setFillColor(_ color: CGColor) { state.fillColor = color.color.srgb(dark: CurrentDrawingTraits.isDark) }
    /// The colour fills use, from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = SRGBColor(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// The grey fills use.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = SRGBColor(red: Double(gray), green: Double(gray), blue: Double(gray), opacity: Double(alpha))
    }
    /// The colour strokes use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.color.srgb(dark: CurrentDrawingTraits.isDark) }
    /// The colour strokes use, from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = SRGBColor(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    /// The grey strokes use.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = SRGBColor(red: Double(gray), green: Double(gray), blue: Double(gray), opacity: Double(alpha))
    }
    /// The width of strokes, in user space (1 at first).
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = Double(width) }
    /// The ends of stroked lines.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// The corners of stroked lines.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// How far a miter corner may reach, in line widths (10 at first).
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = Double(limit) }
    /// Dashes and gaps of strokes (`[]`: solid), starting `phase` points into the pattern.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dash = lengths.map { Double($0) }
        state.dashPhase = Double(phase)
    }
    /// The opacity everything drawn is composited with (0…1, 1 at first).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(Double(alpha), 0), 1) }
    /// How what is drawn is composited.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Casts a shadow under every fill from now on (until the state is restored): moved by
    /// `offset` in UIKit's direction (a positive height moves it down, as in UIKit's contexts
    /// since iOS 3.2), blurred by `blur` points (a Gaussian of half that deviation), in `color`
    /// (a clear or `nil` colour turns shadows off).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        state.shadow = (offset, max(0, Double(blur)), color.color.srgb(dark: CurrentDrawingTraits.isDark))
    }

    /// ``setShadow(offset:blur:color:)`` in black at a third's opacity, Core Graphics' default.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }
    /// How images drawn larger or smaller than their pixels are sampled.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: The current path

    /// Discards the current path.
    public func beginPath() { path = PathData() }
    /// True when the current path has no elements.
    public var isPathEmpty: Bool { path.elements.isEmpty }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.elements.append(.move(to: Point(point))) }
    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) { path.elements.append(.line(to: Point(point))) }
    /// Lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) { append { $0.addLines(points) } }
    /// A cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.elements.append(.curve(to: Point(end), control1: Point(control1), control2: Point(control2)))
    }
    /// A quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.elements.append(.quadCurve(to: Point(end), control: Point(control)))
    }
    /// A closed rectangle.
    public func addRect(_ rect: CGRect) { append { $0.addRect(rect) } }
    /// Closed rectangles.
    public func addRects(_ rects: [CGRect]) { append { path in rects.forEach { path.addRect($0) } } }
    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { append { $0.addEllipse(in: rect) } }
    /// An arc of a circle, after a line from the current point to its start. `clockwise` is Core
    /// Graphics' (in y-up space): in UIKit's coordinates `clockwise: false` turns clockwise on
    /// screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.elements.append(
            .arc(
                center: Point(center), radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                increasingAngle: !clockwise))
    }
    /// The elements of `other`.
    public func addPath(_ other: CGPath) { path.elements += other.path.data.elements }
    /// Closes the current subpath.
    public func closePath() { path.elements.append(.close) }

    private func append(_ build: (inout Path) -> Void) {
        var addition = Path()
        build(&addition)
        path.elements += addition.data.elements
    }

    // MARK: Drawing

    /// Fills the current path, then discards it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let outline = path
        path = PathData()
        fill(.path(outline), in: .zero, evenOdd: rule == .evenOdd)
    }

    /// Strokes the current path, then discards it.
    public func strokePath() {
        let outline = path
        path = PathData()
        stroke(.path(outline), in: .zero)
    }

    /// Fills or strokes (or both) the current path, then discards it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let outline = path
        path = PathData()
        if mode != .stroke { fill(.path(outline), in: .zero, evenOdd: mode == .eoFill || mode == .eoFillStroke) }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { stroke(.path(outline), in: .zero) }
    }

    /// Fills `rect` with the fill colour (the current path is kept).
    public func fill(_ rect: CGRect) { fill(.rectangle, in: Rect(rect), evenOdd: false) }
    /// Fills each of `rects`.
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { fill(.ellipse, in: Rect(rect), evenOdd: false) }
    /// Strokes the outline of `rect`, centred on its edges.
    public func stroke(_ rect: CGRect) { stroke(.rectangle, in: Rect(rect)) }
    /// Strokes the outline of `rect` with a line `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { stroke(.ellipse, in: Rect(rect)) }
    /// Strokes a line between each pair of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = PathData()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            segments.elements += [.move(to: Point(points[index])), .line(to: Point(points[index + 1]))]
        }
        stroke(.path(segments), in: .zero)
    }

    /// Limits what is drawn afterwards to `rect` (within the current clip).
    public func clip(to rect: CGRect) { canvas.clip(to: Rect(rect)) }
    /// Limits what is drawn afterwards to the union of `rects`.
    public func clip(to rects: [CGRect]) {
        var outline = Path()
        rects.forEach { outline.addRect($0) }
        canvas.clip(to: .path(outline.data), in: .zero)
    }
    /// Limits what is drawn afterwards to the current path, then discards it.
    public func clip(using rule: CGPathFillRule = .winding) {
        canvas.clip(to: .path(path), in: .zero, a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0, evenOdd: rule == .evenOdd)
        path = PathData()
    }

    /// Makes the pixels of `rect` transparent (black in an opaque bitmap).
    public func clear(_ rect: CGRect) {
        if isOpaque { return canvas.fill(Rect(rect), with: .black) }
        canvas.drawGroup(opacity: 1, blend: .destinationOut) { canvas.fill(Rect(rect), with: .black) }
    }

    /// Draws `image` into `rect`, as Core Graphics does in a UIKit image context: upside down
    /// (its first row at the bottom of `rect`). Sampled by ``interpolationQuality``.
    public func draw(_ image: CGImage, in rect: CGRect) {
        drawBitmap(image.bitmap, in: Rect(rect), upright: false, blendMode: state.blendMode, alpha: state.alpha)
    }

    /// Draws `bitmap` into `rect`, upright (as UIKit's image drawing does) or as Core Graphics'
    /// y-up space puts it, composited with `blendMode` at `alpha` times the context's alpha.
    /// A `tint` draws the bitmap's alpha filled with that colour (a tinted image).
    func drawBitmap(_ bitmap: Bitmap, in rect: Rect, upright: Bool, blendMode: CGBlendMode, alpha: Double, tint: SRGBColor? = nil) {
        let interpolation = state.interpolationQuality.bitmapInterpolation
        compositeLayer(blendMode: blendMode, alpha: alpha) {
            canvas.withSavedState {
                if !upright { canvas.concatenate(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY) }
                canvas.draw(bitmap, in: rect, interpolation: interpolation, tint: tint)
            }
        }
    }

    /// Draws the glyph of a symbol so that its ink fills `rect`, in `color` (black for a symbol
    /// image drawn with `UIImage.draw(in:)` that no tint colour was given).
    func drawSymbol(_ glyph: UInt32, ink: Rect, in rect: Rect, blendMode: CGBlendMode, alpha: Double, color: SRGBColor = .black) {
        let sx = rect.width / max(ink.width, 0.001), sy = rect.height / max(ink.height, 0.001)
        let em = Rect(x: rect.minX - ink.minX * sx, y: rect.minY - ink.minY * sy, width: sx, height: sy)
        compositeLayer(blendMode: blendMode, alpha: alpha) { canvas.drawSymbol(glyph, em: em, color: color) }
    }

    /// Runs `draw` on the canvas (in user space) composited with the context's blend mode and
    /// alpha: text drawn by NSString's and NSAttributedString's `draw` methods.
    func drawWithState(_ draw: (Raster.Canvas) -> Void) {
        compositeLayer(blendMode: state.blendMode, alpha: 1) { draw(canvas) }
    }

    /// Fills `outline` (in user space) without touching the current path.
    func fill(_ outline: PathData, evenOdd: Bool) { fill(.path(outline), in: .zero, evenOdd: evenOdd) }

    /// Strokes `outline` (in user space) without touching the current path.
    func stroke(_ outline: PathData) { stroke(.path(outline), in: .zero) }

    private func fill(_ shape: ShapeKind, in rect: Rect, evenOdd: Bool) {
        let color = state.fillColor
        composite(blendMode: state.blendMode, alpha: 1) { opacity in
            if let shadow = state.shadow, let bounds = Self.bounds(of: shape, in: rect) {
                let sigma = shadow.blur / 2
                let reach = 3 * sigma + 1
                canvas.withSavedState {
                    canvas.translate(by: Point(x: Double(shadow.offset.width), y: Double(shadow.offset.height)))
                    canvas.drawFiltered(
                        region: bounds.insetBy(dx: -reach, dy: -reach),
                        { canvas.fill(shape, in: rect, with: .color(color), evenOdd: evenOdd) },
                        filter: .shadow(color: shadow.color.opacity(shadow.color.opacity * opacity), sigma: sigma))
                }
            }
            canvas.fill(shape, in: rect, with: .color(color.opacity(opacity)), evenOdd: evenOdd)
        }
    }

    /// Where `shape` drawn in `rect` can paint (a path's points and control points bound it).
    private static func bounds(of shape: ShapeKind, in rect: Rect) -> Rect? {
        guard case .path(let data) = shape else { return rect }
        return data.controlPointBox
    }

    private func stroke(_ shape: ShapeKind, in rect: Rect) {
        let color = state.strokeColor
        let style = StrokeStyle(
            lineWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: state.miterLimit,
            dash: state.dash.map { CGFloat($0) }, dashPhase: state.dashPhase
        ).lineStyle
        composite(blendMode: state.blendMode, alpha: 1) { opacity in
            canvas.stroke(shape, in: rect, with: .color(color.opacity(opacity)), style: style)
        }
    }

    /// Runs `draw` composited with `blendMode` at `alpha` times the context's alpha. A solid
    /// colour under the normal mode takes the alpha itself (`draw`'s argument); anything else is
    /// drawn in a layer composited at that alpha.
    private func composite(blendMode: CGBlendMode, alpha: Double, _ draw: (_ opacity: Double) -> Void) {
        let opacity = state.alpha * min(max(alpha, 0), 1)
        guard opacity > 0 else { return }
        if blendMode == .normal { return draw(opacity) }
        canvas.drawGroup(opacity: 1, blend: blendMode.rasterOperator) { draw(opacity) }
    }

    /// Runs `draw` (which cannot take an alpha itself) composited with `blendMode` at `alpha`
    /// times the context's alpha.
    private func compositeLayer(blendMode: CGBlendMode, alpha: Double, _ draw: () -> Void) {
        let opacity = state.alpha * min(max(alpha, 0), 1)
        guard opacity > 0 else { return }
        if blendMode == .normal, opacity >= 1 { return draw() }
        canvas.drawGroup(opacity: opacity, blend: blendMode.rasterOperator, draw)
    }
}

extension PathData {
    /// The outline with every point moved by `t`; arcs become the cubic curves that trace them,
    /// since an arc seen through a transform need not be circular.
    func transformed(by t: CGAffineTransform) -> PathData {
        func map(_ p: Point) -> Point { Point(CGPoint(p).applying(t)) }
        var result: [Element] = []
        var current: Point?
        var subpathStart: Point?
        for element in elements {
            switch element {
            case .move(let p):
                result.append(.move(to: map(p)))
                current = p
                subpathStart = p
            case .line(let p):
                result.append(.line(to: map(p)))
                current = p
            case .quadCurve(let to, let control):
                result.append(.quadCurve(to: map(to), control: map(control)))
                current = to
            case .curve(let to, let c1, let c2):
                result.append(.curve(to: map(to), control1: map(c1), control2: map(c2)))
                current = to
            case .arc(let center, let radius, let start, let end, let increasing):
                let curves = Self.arcCurves(center: center, radius: radius, from: start, to: end, increasing: increasing)
                let first = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
                result.append(current == nil ? .move(to: map(first)) : .line(to: map(first)))
                if current == nil { subpathStart = first }
                for curve in curves {
                    result.append(.curve(to: map(curve.to), control1: map(curve.c1), control2: map(curve.c2)))
                }
                current = curves.last?.to ?? first
            case .close:
                result.append(.close)
                current = subpathStart
            }
        }
        return PathData(elements: result)
    }

    /// Cubic curves tracing an arc as Cairo draws it: the end angle moved by whole turns past
    /// the start in the arc's direction, in pieces of at most a quarter turn.
    static func arcCurves(
        center: Point, radius: Double, from start: Double, to end: Double, increasing: Bool
    ) -> [(to: Point, c1: Point, c2: Point)] {
        guard radius.isFinite, start.isFinite, end.isFinite, radius > 0 else { return [] }
        var end = end
        if increasing {
            while end < start { end += 2 * .pi }
        } else {
            while end > start { end -= 2 * .pi }
        }
        let pieces = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var curves: [(to: Point, c1: Point, c2: Point)] = []
        for index in 0..<pieces {
            let a0 = start + Double(index) * step, a1 = a0 + step
            let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            curves.append(
                (to: p1, c1: Point(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)), c2: Point(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))))
        }
        return curves
    }
}
