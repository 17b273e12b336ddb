import CCairo

// The transform and the clip the drawing that follows is under, and the device pixel grid
// seen through them.
extension Canvas {
    /// Saves the transform and clip; pair with ``restore()``.
    public func save() {
        recorder?.append(.save)
        cairo_save(cr)
    }

    /// Restores the transform and clip saved by the matching ``save()``.
    public func restore() {
        recorder?.append(.restore)
        cairo_restore(cr)
    }

    /// Moves the origin by `offset` points for the drawing that follows.
    public func translate(by offset: Point) {
        recorder?.append(.translate(offset))
        cairo_translate(cr, offset.x, offset.y)
    }

    /// Limits the drawing that follows to `rect` (intersected with the current clip).
    public func clip(to rect: Rect) {
        recorder?.append(.clipRect(rect))
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
        recorder?.append(.clipShape(shape, rect))
        addPath(shape, in: rect)
        cairo_clip(cr)
    }

    /// Rotates the drawing that follows by `radians` (clockwise on screen) around `center`.
    public func rotate(by radians: Double, around center: Point) {
        recorder?.append(.rotate(radians, around: center))
        cairo_translate(cr, center.x, center.y)
        cairo_rotate(cr, radians)
        cairo_translate(cr, -center.x, -center.y)
    }

    /// Scales the drawing that follows by `sx`, `sy` around `anchor`.
    public func scale(x sx: Double, y sy: Double, around anchor: Point) {
        recorder?.append(.scale(x: sx, y: sy, around: anchor))
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

    /// Multiplies the transform of the drawing that follows by the affine matrix
    /// `[a b 0; c d 0; tx ty 1]` (a point (x, y) becomes (a·x + c·y + tx, b·x + d·y + ty)), as
    /// Core Graphics' `concatenate`. A singular matrix draws nothing (an empty clip says so).
    public func concatenate(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        recorder?.append(.concatenate(AffineMatrix(a: a, b: b, c: c, d: d, tx: tx, ty: ty)))
        applyTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Multiplies Cairo's transform by the matrix (see ``concatenate(a:b:c:d:tx:ty:)``),
    /// recording nothing.
    private func applyTransform(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        guard a * d - b * c != 0, [a, b, c, d, tx, ty].allSatisfy(\.isFinite) else {
            cairo_rectangle(cr, 0, 0, 0, 0)
            cairo_clip(cr)
            return
        }
        var matrix = cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
        cairo_transform(cr, &matrix)
    }

    /// Limits the drawing that follows to `shape` in `rect` seen through the affine matrix
    /// `[a b; c d; tx ty]` (see ``concatenate(a:b:c:d:tx:ty:)``), under the even-odd rule when
    /// `evenOdd` is true; the transform of the drawing that follows is left as it was.
    public func clip(
        to shape: ShapeKind, in rect: Rect, a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double, evenOdd: Bool
    ) {
        recorder?.append(.clipTransformed(shape, rect, AffineMatrix(a: a, b: b, c: c, d: d, tx: tx, ty: ty), evenOdd: evenOdd))
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        applyTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        addPath(shape, in: rect)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_matrix(cr, &saved)
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
}
