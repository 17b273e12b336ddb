import Dispatch
import Testing

@testable import Raster

/// A recorded drawing replays to the pixels the same calls draw directly.
@Suite("Display lists")
struct DisplayListTests {
    /// Every public drawing and state call of Canvas, once or more, nested in groups, masks
    /// and filters, with queries of the pixel grid between them.
    static func drawEverything(on canvas: Canvas) {
        let photo = Bitmap(width: 4, height: 3, pixels: (0..<12).map { 0xFF00_0000 | UInt32($0 * 20) << 16 | UInt32(255 - $0 * 20) })
        canvas.fill(Rect(x: 0, y: 0, width: 120, height: 90), with: SRGBColor(hex: 0xF3EDE1))
        canvas.withSavedState {
            canvas.translate(by: Point(x: 3.3, y: 2.2))
            canvas.fill(canvas.snap(Rect(x: 5.1, y: 5.2, width: 30.3, height: 10.7)), with: .black)
            canvas.fill(canvas.hairline(from: 5, to: 60, y: 20.4), with: SRGBColor(hex: 0x5E584E))
            canvas.stroke(.capsule, in: Rect(x: 40, y: 4, width: 40, height: 14), with: SRGBColor(hex: 0x1C1A17), lineWidth: 1.5)
            canvas.strokeLine(from: Point(x: 2, y: 30), to: Point(x: 90, y: 34), with: .black, lineWidth: 0.5)
            canvas.strokePolyline([Point(x: 90, y: 5), Point(x: 96, y: 11), Point(x: 90, y: 17)], with: .black, lineWidth: 2)
        }
        canvas.fill(
            .ellipse, in: Rect(x: 10, y: 40, width: 30, height: 30),
            with: .radialGradient(
                [GradientStop(color: .white, location: 0), GradientStop(color: SRGBColor(hex: 0xCC3366), location: 1)],
                center: Point(x: 0.5, y: 0.5),
                startRadius: 0, endRadius: 15))
        canvas.stroke(
            .roundedRectangle(cornerRadius: 6), in: Rect(x: 45, y: 40, width: 30, height: 20),
            with: .linearGradient(
                [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)], start: Point(x: 0, y: 0),
                end: Point(x: 1, y: 1)),
            style: LineStyle(lineWidth: 2, dash: [3, 2]))
        canvas.draw(TextLayout("Recorded", font: FontSpec(face: .serif, size: 14)), at: Point(x: 4, y: 70), color: .black)
        canvas.drawSymbol(SymbolFont.shared.glyph(for: "\u{E838}") ?? 0, em: Rect(x: 80, y: 60, width: 16, height: 16), color: .black)
        canvas.draw(photo, in: Rect(x: 100, y: 5, width: 16, height: 12), interpolation: .low)
        canvas.draw(photo, in: Rect(x: 100, y: 20, width: 16, height: 12), interpolation: .none, tiled: true, tileScale: 2, tint: .black)
        canvas.drawGroup(opacity: 0.5) {
            canvas.fill(.ellipse, in: Rect(x: 80, y: 40, width: 30, height: 30), with: SRGBColor(hex: 0x3366CC))
        }
        canvas.drawMasked(
            { canvas.fill(Rect(x: 0, y: 75, width: 60, height: 15), with: .black) },
            mask: { canvas.fill(.ellipse, in: Rect(x: 0, y: 75, width: 60, height: 15), with: .white) })
        canvas.withSavedState {
            canvas.clip(to: .roundedRectangle(cornerRadius: 8), in: Rect(x: 60, y: 60, width: 60, height: 30))
            canvas.rotate(by: 0.3, around: Point(x: 90, y: 75))
            canvas.scale(x: 1.2, y: 0.8, around: Point(x: 90, y: 75))
            canvas.drawFiltered(
                region: Rect(x: 70, y: 62, width: 40, height: 26),
                { canvas.fill(.capsule, in: Rect(x: 75, y: 68, width: 30, height: 12), with: .black) },
                filter: .shadow(color: SRGBColor.black.opacity(0.4), sigma: 2))
            canvas.drawFiltered(
                region: Rect(x: 70, y: 62, width: 40, height: 26),
                { canvas.fill(canvas.snap(Rect(x: 80, y: 70, width: 10, height: 8)), with: SRGBColor(hex: 0x33AA66)) },
                filter: .brightness(0.3))
        }
        canvas.withSavedState {
            // A Canvas view's calls: an affine transform, a clip under its own transform, and
            // an even-odd fill (a ring), as GraphicsContext makes them.
            canvas.concatenate(a: 0.9, b: 0.2, c: -0.2, d: 0.9, tx: 6, ty: 4)
            canvas.clip(
                to: .ellipse, in: Rect(x: 20, y: 20, width: 50, height: 40), a: 1, b: 0, c: 0.3, d: 1, tx: -4, ty: 0, evenOdd: false)
            let ring = PathData(elements: [
                .move(to: Point(x: 25, y: 25)), .line(to: Point(x: 65, y: 25)), .line(to: Point(x: 65, y: 55)),
                .line(to: Point(x: 25, y: 55)), .close,
                .move(to: Point(x: 35, y: 32)), .line(to: Point(x: 55, y: 32)), .line(to: Point(x: 55, y: 48)),
                .line(to: Point(x: 35, y: 48)), .close,
            ])
            canvas.fill(.path(ring), in: Rect(x: 25, y: 25, width: 40, height: 30), with: .color(SRGBColor(hex: 0x7A3EC8)), evenOdd: true)
        }
        canvas.clip(to: Rect(x: 0, y: 0, width: 119, height: 89))
        canvas.scale(by: 0.98)
        canvas.drawFiltered(
            region: Rect(x: 0, y: 0, width: 40, height: 30),
            { canvas.fill(.ellipse, in: Rect(x: 5, y: 5, width: 20, height: 15), with: SRGBColor(hex: 0xAA3300)) },
            filter: .blur(sigma: 1.5))
        canvas.drawFiltered(
            region: Rect(x: 40, y: 0, width: 40, height: 30),
            { canvas.fill(.ellipse, in: Rect(x: 45, y: 5, width: 20, height: 15), with: SRGBColor(hex: 0xAA3300)) },
            filter: .saturation(0.2))
    }

    @Test("Replaying a recording draws the bytes drawing directly draws, on any thread", arguments: [1.0, 2.0, 3.0])
    func replayMatchesDirectDrawing(scale: Double) {
        let size = Size(width: 120, height: 90)
        let direct = Canvas.render(size: size, scale: scale, background: .white) { Self.drawEverything(on: $0) }
        let recording = Canvas.record(size: size, scale: scale) { Self.drawEverything(on: $0) }
        #expect(recording.size == size && recording.scale == scale)
        #expect(recording.operationCount > 30)
        #expect(recording.render(background: .white) == direct)
        let elsewhere = DispatchQueue.global().sync { recording.render(background: .white) }
        #expect(elsewhere == direct)
    }

    @Test("A recording canvas answers the pixel grid as a drawing canvas does, and draws nothing")
    func recordingQueries() {
        var direct: [Rect] = [], recorded: [Rect] = []
        func queries(_ canvas: Canvas, into rects: inout [Rect]) {
            canvas.translate(by: Point(x: 0.37, y: 1.9))
            rects.append(canvas.snap(Rect(x: 1.1, y: 2.2, width: 3.3, height: 4.4)))
            canvas.withSavedState {
                canvas.scale(x: 1.5, y: 0.7, around: Point(x: 3, y: 3))
                rects.append(canvas.hairline(from: 0.3, to: 9.7, y: 4.41))
            }
            rects.append(canvas.hairline(from: 0.3, to: 9.7, y: 4.41))
        }
        _ = Canvas.render(size: Size(width: 10, height: 10), scale: 3) { queries($0, into: &direct) }
        let recording = Canvas.record(size: Size(width: 10, height: 10), scale: 3) { queries($0, into: &recorded) }
        #expect(recorded == direct)
        #expect(recording.operationCount == 4)
        #expect(recording.render().pixels.allSatisfy { $0 == 0 })
    }
}
