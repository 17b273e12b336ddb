import Testing

@testable import Raster

/// `Canvas.render` draws straight into the bitmap it returns; it must draw exactly what a
/// canvas drawn the usual way and copied out draws, and nothing after it returns.
@Suite("Canvas.render")
struct CanvasRenderTests {
    /// Text, a translucent capsule, a hairline and a gradient over `background`.
    private static func drawScene(on canvas: Canvas) {
        canvas.fill(.capsule, in: Rect(x: 6, y: 8, width: 60, height: 24), with: SRGBColor(hex: 0x2A6F97).opacity(0.6))
        canvas.fill(canvas.hairline(from: 4, to: 90, y: 40.3), with: .black)
        canvas.draw(TextLayout("Smokehouse 01", font: .serif(14)), at: Point(x: 8, y: 44), color: SRGBColor(hex: 0x1C1A17))
        canvas.fill(
            .roundedRectangle(cornerRadius: 5), in: Rect(x: 70, y: 6, width: 24, height: 30),
            with: Paint.linearGradient(
                [GradientStop(color: .white, location: 0), GradientStop(color: SRGBColor(hex: 0xC0392B), location: 1)],
                start: Point(x: 0, y: 0), end: Point(x: 0, y: 1)))
    }

    @Test(
        "Draws the same pixels as a canvas that is copied out",
        arguments: [nil, SRGBColor.white, SRGBColor(hex: 0xF3EDE1), SRGBColor.black.opacity(0.3)] as [SRGBColor?])
    func sameAsCopiedCanvas(background: SRGBColor?) {
        let size = Size(width: 100, height: 70)
        let canvas = Canvas(size: size, scale: 3, background: background)
        Self.drawScene(on: canvas)
        let copied = canvas.makeBitmap()
        let rendered = Canvas.render(size: size, scale: 3, background: background) { Self.drawScene(on: $0) }
        #expect(rendered.width == 300 && rendered.height == 210)
        #expect(differingPixels(rendered, copied) == 0)
        // Not a blank picture by accident: the scene's ink is there.
        #expect(Set(rendered.pixels).count > 10)
    }

    @Test("Without a background, pixels nothing covers are transparent, whatever the memory held")
    func transparentWhereUndrawn() {
        // Fill and drop a few canvases first so that freed memory holds opaque pixels.
        for _ in 0..<3 {
            _ = Canvas.render(size: Size(width: 64, height: 64), scale: 2, background: SRGBColor(hex: 0xFF00FF)) { _ in }
        }
        let bitmap = Canvas.render(size: Size(width: 64, height: 64), scale: 2) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .black)
        }
        #expect(bitmap[0, 0] == SRGBColor.black.premultipliedARGB)
        #expect(bitmap[127, 127] == 0)
        #expect(bitmap.pixels.filter { $0 != 0 }.count == 20 * 20)
    }

    @Test("A canvas kept after render returns draws nothing into the returned bitmap")
    func escapedCanvasIsFinished() {
        var kept: Canvas?
        let bitmap = Canvas.render(size: Size(width: 20, height: 20), scale: 1, background: .white) { canvas in
            kept = canvas
        }
        let before = bitmap.pixels
        kept?.fill(Rect(x: 0, y: 0, width: 20, height: 20), with: .black)
        kept?.draw(TextLayout("late", font: .serif(12)), at: Point(x: 1, y: 1), color: .black)
        #expect(bitmap.pixels == before)
        #expect(bitmap.pixels.allSatisfy { $0 == SRGBColor.white.premultipliedARGB })
    }

    @Test("An error thrown while drawing reaches the caller")
    func errorReachesCaller() {
        struct Stop: Error {}
        #expect(throws: Stop.self) {
            _ = try Canvas.render(size: Size(width: 10, height: 10), scale: 2) { _ in throw Stop() }
        }
    }

    @Test("An empty size gives an empty bitmap")
    func empty() {
        let bitmap = Canvas.render(size: Size(width: 0, height: 10), scale: 2, background: .white) { _ in }
        #expect(bitmap.width == 0 && bitmap.height == 20 && bitmap.pixels.isEmpty)
    }

    // MARK: The deferred background

    /// What `draw` gives over an opaque background, which the canvas writes only when needed,
    /// must be what it gives after the background was filled first like any other drawing.
    private static func expectSameAsFilledFirst(
        background: SRGBColor = SRGBColor(hex: 0xF3EDE1), scale: Double = 2, sourceLocation: SourceLocation = #_sourceLocation,
        _ draw: (Canvas) -> Void
    ) {
        let size = Size(width: 40, height: 30)
        let deferred = Canvas.render(size: size, scale: scale, background: background, draw)
        let filledFirst = Canvas.render(size: size, scale: scale) { canvas in
            canvas.fill(Rect(origin: .zero, size: size), with: background)
            draw(canvas)
        }
        #expect(differingPixels(deferred, filledFirst) == 0, sourceLocation: sourceLocation)
    }

    @Test("An opaque background nothing is drawn over is every pixel, in render and makeBitmap")
    func backgroundAlone() {
        let background = SRGBColor(hex: 0x2A6F97)
        let rendered = Canvas.render(size: Size(width: 8, height: 6), scale: 3, background: background) { _ in }
        #expect(rendered.pixels.allSatisfy { $0 == background.premultipliedARGB })
        let canvas = Canvas(size: Size(width: 8, height: 6), scale: 3, background: background)
        #expect(canvas.makeBitmap() == rendered)
        Self.expectSameAsFilledFirst { _ in }
    }

    @Test("A full-screen opaque fill over the background, then drawing, is the same picture")
    func coveringFillReplacesBackground() {
        Self.expectSameAsFilledFirst { canvas in
            canvas.fill(Rect(x: -5, y: -5, width: 60, height: 50), with: SRGBColor(hex: 0x1C1A17))
            canvas.fill(.capsule, in: Rect(x: 4, y: 4, width: 20, height: 10), with: .white)
        }
        // Translated so that the rectangle still covers the canvas.
        Self.expectSameAsFilledFirst { canvas in
            canvas.translate(by: Point(x: 3, y: 2))
            canvas.fill(Rect(x: -3, y: -2, width: 40, height: 30), with: SRGBColor(hex: 0x1C1A17))
            canvas.draw(TextLayout("ok", font: .serif(12)), at: Point(x: 2, y: 2), color: .white)
        }
    }

    @Test("Fills that do not cover every pixel plainly are drawn over the background", arguments: 0..<7)
    func partialFillsDrawOverBackground(case index: Int) {
        let ink = SRGBColor(hex: 0x1C1A17)
        let full = Rect(x: 0, y: 0, width: 40, height: 30)
        Self.expectSameAsFilledFirst { canvas in
            switch index {
            case 0:  // one pixel row short
                canvas.fill(Rect(x: 0, y: 0, width: 40, height: 29.5), with: ink)
            case 1:  // translucent
                canvas.fill(full, with: ink.opacity(0.5))
            case 2:  // under a rounded clip
                canvas.clip(to: .roundedRectangle(cornerRadius: 8), in: full)
                canvas.fill(full, with: ink)
            case 3:  // under a rectangular clip that leaves a band
                canvas.clip(to: Rect(x: 0, y: 5, width: 40, height: 25))
                canvas.fill(full, with: ink)
            case 4:  // rotated
                canvas.rotate(by: 0.3, around: Point(x: 20, y: 15))
                canvas.fill(Rect(x: -10, y: -10, width: 60, height: 50), with: ink)
            case 5:  // inside a layer composited at half opacity
                canvas.drawGroup(opacity: 0.5) { canvas.fill(full, with: ink) }
            default:  // an ellipse over everything still leaves the corners
                canvas.fill(.ellipse, in: full, with: ink)
            }
        }
    }

    @Test("A covering fill after other drawing is drawn, not taken for the background")
    func coveringFillAfterDrawing() {
        Self.expectSameAsFilledFirst { canvas in
            canvas.fill(.capsule, in: Rect(x: 4, y: 4, width: 20, height: 10), with: .white)
            canvas.fill(Rect(x: 0, y: 0, width: 40, height: 30), with: SRGBColor(hex: 0x1C1A17).opacity(0.4))
            canvas.fill(Rect(x: 0, y: 0, width: 40, height: 30), with: SRGBColor(hex: 0x2A6F97))
            canvas.strokeLine(from: Point(x: 0, y: 0), to: Point(x: 40, y: 30), with: .white, lineWidth: 1)
        }
    }
}

/// How many pixels of two same-sized bitmaps differ (a size mismatch counts every pixel), so
/// that a failure says how much, not every pixel's value.
private func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
    guard a.width == b.width, a.height == b.height else { return max(a.pixels.count, b.pixels.count, 1) }
    return zip(a.pixels, b.pixels).filter { $0 != $1 }.count
}
