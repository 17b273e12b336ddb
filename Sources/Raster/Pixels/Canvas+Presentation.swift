import CCairo

extension Canvas {
    /// Scales the drawing that follows by `factor` about the origin (after ``translate(by:)``,
    /// about any point): NapkinUI draws the screen behind a sheet shrunk, as iOS does.
    public func scale(by factor: Double) {
        cairo_scale(cr, factor, factor)
    }

    /// Limits the drawing that follows to `shape` inscribed in `rect` (intersected with the
    /// current clip): a sheet's rounded card.
    public func clip(to shape: ShapeKind, in rect: Rect) {
        guard case .roundedRectangle(let radius) = shape, radius > 0 else {
            clip(to: rect)
            return
        }
        let r = min(radius, min(rect.width, rect.height) / 2)
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -half, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, half)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, half, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * half)
        cairo_close_path(cr)
        cairo_clip(cr)
    }
}
