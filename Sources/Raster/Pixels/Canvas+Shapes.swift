import CCairo
import Foundation

// Filling and stroking shapes, lines and outlines, and the Cairo paths they are made of.
extension Canvas {
    // MARK: Shapes

    /// Fills `rect` with `color`.
    public func fill(_ rect: Rect, with color: SRGBColor) {
        fill(.rectangle, in: rect, with: color)
    }

    /// Fills `shape` inscribed in `rect` with `color`.
    public func fill(_ shape: ShapeKind, in rect: Rect, with color: SRGBColor) {
        guard !rect.isEmpty || shape.isPath, color.opacity > 0 else { return }
        if let recorder {
            noteSolidFill(shape, in: rect)
            return recorder.append(.fillColor(shape, rect, color))
        }
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
        if let recorder {
            noteBandSensitive(shape, in: rect, outset: 1)
            return recorder.append(.strokeInside(shape, rect, color, lineWidth: lineWidth))
        }
        let inset = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        prepareToDraw()
        setSource(color)
        addPath(shape, in: inset)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
    }

    /// Draws a straight line from `start` to `end`.
    public func strokeLine(from start: Point, to end: Point, with color: SRGBColor, lineWidth: Double) {
        if let recorder {
            noteBandSensitive(
                Rect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x), height: abs(end.y - start.y)),
                outset: lineWidth + 1)
            return recorder.append(.line(from: start, to: end, color, lineWidth: lineWidth))
        }
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
        if let recorder {
            let ys = points.map(\.y), xs = points.map(\.x)
            noteBandSensitive(
                Rect(
                    x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0), height: (ys.max() ?? 0) - (ys.min() ?? 0)),
                outset: lineWidth + 1)
            return recorder.append(.polyline(points, color, lineWidth: lineWidth))
        }
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
        if let recorder {
            if case .color = paint { noteSolidFill(shape, in: rect) } else { noteBandSensitive(shape, in: rect, outset: 1) }
            return recorder.append(.fillPaint(shape, rect, paint))
        }
        if case .color(let color) = paint { return fill(shape, in: rect, with: color) }
        prepareToDraw()
        addPath(shape, in: rect)
        fillCurrentPath(with: paint, in: rect)
    }

    /// Fills `shape` in `rect` with `paint` under the even-odd rule when `evenOdd` is true (a
    /// region inside an even number of the outline's loops stays empty: a ring from two
    /// circles), and the nonzero winding rule otherwise.
    public func fill(_ shape: ShapeKind, in rect: Rect, with paint: Paint, evenOdd: Bool) {
        guard evenOdd else { return fill(shape, in: rect, with: paint) }
        guard !rect.isEmpty || shape.isPath, !paint.isInvisible else { return }
        if let recorder {
            noteBandSensitive(shape, in: rect, outset: 1)
            return recorder.append(.fillEvenOdd(shape, rect, paint))
        }
        prepareToDraw()
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        addPath(shape, in: rect)
        fillCurrentPath(with: paint, in: rect)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// True when `point` (in points, under the current transform) lies inside `shape` in
    /// `rect`, by the even-odd rule when `evenOdd` is true and the winding rule otherwise:
    /// hit-testing a tap against a shape. Draws nothing.
    public func contains(_ point: Point, in shape: ShapeKind, in rect: Rect, evenOdd: Bool = false) -> Bool {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        addPath(shape, in: rect)
        let inside = cairo_in_fill(cr, point.x, point.y) != 0
        cairo_new_path(cr)
        return inside
    }

    /// Strokes the outline of `shape` in `rect` with a line centred on the outline, as
    /// SwiftUI's `stroke`: a 2-point stroke of a circle reaches 1 point outside its frame.
    /// A gradient's unit geometry is relative to `rect`.
    public func stroke(_ shape: ShapeKind, in rect: Rect, with paint: Paint, style: LineStyle) {
        guard !rect.isEmpty || shape.isPath, style.lineWidth > 0, !paint.isInvisible else { return }
        if let recorder {
            noteBandSensitive(shape, in: rect, outset: style.lineWidth + 1)
            return recorder.append(.stroke(shape, rect, paint, style))
        }
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
    func fillCurrentPath(with paint: Paint, in rect: Rect) {
        prepareToDraw()
        setSource(paint, in: rect)
        cairo_fill(cr)
    }

    func addPath(_ shape: ShapeKind, in rect: Rect) {
        // Cairo asserts on some non-finite input (an arc's NaN angle aborts the process), so
        // nothing that is not a number reaches it: such a shape, or path element, is skipped.
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        switch shape {
        case .rectangle:
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        case .roundedRectangle(let radius):
            addRoundedRect(rect, radius: min(max(radius, 0), min(rect.width, rect.height) / 2))
        case .capsule:
            addRoundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            let limit = min(rect.width, rect.height) / 2
            func clamp(_ r: Double) -> Double { min(max(r, 0), limit) }
            addCorners(
                rect, topLeading: clamp(topLeading), bottomLeading: clamp(bottomLeading), bottomTrailing: clamp(bottomTrailing),
                topTrailing: clamp(topTrailing))
        case .path(let data):
            cairo_new_sub_path(cr)
            var current = Point.zero
            for element in data.elements where element.isFinite {
                switch element {
                case .move(let point):
                    cairo_move_to(cr, point.x, point.y)
                    current = point
                case .line(let point):
                    cairo_line_to(cr, point.x, point.y)
                    current = point
                case .quadCurve(let to, let control):
                    // A quadratic curve as the cubic with the same shape.
                    let c1 = Point(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                    let c2 = Point(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                    cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
                    current = to
                case .curve(let to, let control1, let control2):
                    cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
                    current = to
                case .arc(let center, let radius, let start, let end, let increasing):
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

    func addRoundedRect(_ rect: Rect, radius r: Double) {
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        addCorners(rect, topLeading: r, bottomLeading: r, bottomTrailing: r, topTrailing: r)
    }

    /// A closed outline of `rect` with a circular arc of its own radius at each corner,
    /// clockwise from the top trailing one.
    func addCorners(_ rect: Rect, topLeading tl: Double, bottomLeading bl: Double, bottomTrailing br: Double, topTrailing tr: Double) {
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - tr, rect.minY + tr, tr, -half, 0)
        cairo_arc(cr, rect.maxX - br, rect.maxY - br, br, 0, half)
        cairo_arc(cr, rect.minX + bl, rect.maxY - bl, bl, half, .pi)
        cairo_arc(cr, rect.minX + tl, rect.minY + tl, tl, .pi, 3 * half)
        cairo_close_path(cr)
    }
}

extension PathData.Element {
    /// True when every number of the element is finite.
    var isFinite: Bool {
        func finite(_ point: Point) -> Bool { point.x.isFinite && point.y.isFinite }
        switch self {
        case .move(let point), .line(let point): return finite(point)
        case .quadCurve(let to, let control): return finite(to) && finite(control)
        case .curve(let to, let control1, let control2): return finite(to) && finite(control1) && finite(control2)
        case .arc(let center, let radius, let start, let end, _): return finite(center) && radius.isFinite && start.isFinite && end.isFinite
        case .close: return true
        }
    }
}
