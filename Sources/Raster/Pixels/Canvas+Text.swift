import CCairo

// Drawing laid-out text: runs of glyphs in their own colour or the given paint.
extension Canvas {
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
        if let recorder {
            // Glyphs reach beyond the layout's lines (accents, tails, colour emoji scaled
            // from their bitmaps): widened by the largest glyph's size.
            noteBandSensitive(bounds, outset: glyphs.map(\.size).max() ?? 0)
            return recorder.append(.text(layout, at: origin, paint))
        }
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
        for line in layout.decorationLines { drawDecoration(line, at: origin, paint: paint, bounds: bounds) }
    }

    /// An underline or strikethrough: a bar of the font's thickness, or a stroke in its
    /// pattern (dots and dashes measured in thicknesses, as Core Text draws them).
    private func drawDecoration(_ line: TextLayout.DecorationLine, at origin: Point, paint: Paint, bounds: Rect) {
        let lineRect = Rect(
            x: origin.x + line.minX, y: origin.y + line.y - line.thickness / 2, width: line.maxX - line.minX, height: line.thickness)
        let lineFill = line.color.map { Paint.color($0) } ?? paint
        let t = line.thickness
        let dash: [Double]
        switch line.decoration.pattern {
        case .solid:
            return fill(.rectangle, in: lineRect, with: lineFill)
        case .dot: dash = [t, 2 * t]
        case .dash: dash = [4 * t, 2 * t]
        case .dashDot: dash = [4 * t, 2 * t, t, 2 * t]
        case .dashDotDot: dash = [4 * t, 2 * t, t, 2 * t, t, 2 * t]
        }
        var path = PathData()
        path.elements = [
            .move(to: Point(x: lineRect.minX, y: lineRect.midY)), .line(to: Point(x: lineRect.maxX, y: lineRect.midY)),
        ]
        stroke(.path(path), in: line.color == nil ? bounds : lineRect, with: lineFill, style: LineStyle(lineWidth: t, dash: dash))
    }
}
