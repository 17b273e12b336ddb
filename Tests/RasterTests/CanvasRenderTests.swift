import Testing
@testable import Raster

/// `Canvas.render` draws straight into the bitmap it returns; it must draw exactly what a
/// canvas drawn the usual way and copied out draws, and nothing after it returns.
@Suite("Canvas.render")
struct CanvasRenderTests {
    /// Text, a translucent capsule, a hairline and a gradient over `background`.
    private static func drawScene(on canvas: Canvas) {
        canvas.fill(.capsule, in: Rect(x: 6, y: 8, width: 60, height: 24), with: Color(hex: 0x2A6F97).opacity(0.6))
        canvas.fill(canvas.hairline(from: 4, to: 90, y: 40.3), with: .black)
        canvas.draw(TextLayout("Smokehouse 01", font: .serif(14)), at: Point(x: 8, y: 44), color: Color(hex: 0x1C1A17))
        canvas.fill(.roundedRectangle(cornerRadius: 5), in: Rect(x: 70, y: 6, width: 24, height: 30), with: Paint.linearGradient([GradientStop(color: .white, location: 0), GradientStop(color: Color(hex: 0xC0392B), location: 1)], start: Point(x: 0, y: 0), end: Point(x: 0, y: 1)))
    }

    @Test("Draws the same pixels as a canvas that is copied out", arguments: [nil, Color.white, Color(hex: 0xF3EDE1), Color.black.opacity(0.3)] as [Color?])
    func sameAsCopiedCanvas(background: Color?) {
        let size = Size(width: 100, height: 70)
        let canvas = Canvas(size: size, scale: 3, background: background)
        Self.drawScene(on: canvas)
        let copied = canvas.makeBitmap()
        let rendered = Canvas.render(size: size, scale: 3, background: background) { Self.drawScene(on: $0) }
        #expect(rendered.width == 300 && rendered.height == 210)
        #expect(rendered == copied)
        // Not a blank picture by accident: the scene's ink is there.
        #expect(Set(rendered.pixels).count > 10)
    }

    @Test("Without a background, pixels nothing covers are transparent, whatever the memory held")
    func transparentWhereUndrawn() {
        // Fill and drop a few canvases first so that freed memory holds opaque pixels.
        for _ in 0..<3 {
            _ = Canvas.render(size: Size(width: 64, height: 64), scale: 2, background: Color(hex: 0xFF00FF)) { _ in }
        }
        let bitmap = Canvas.render(size: Size(width: 64, height: 64), scale: 2) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .black)
        }
        #expect(bitmap[0, 0] == Color.black.premultipliedARGB)
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
        #expect(bitmap.pixels.allSatisfy { $0 == Color.white.premultipliedARGB })
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
}
