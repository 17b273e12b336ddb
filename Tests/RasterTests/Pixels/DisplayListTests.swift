import Dispatch
import Foundation
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

    @Test(
        "Drawn in bands of rows at once, a recording gives the bytes one canvas gives, however many bands are asked for",
        arguments: [1.0, 3.0])
    func bandsMatchOneCanvas(scale: Double) {
        let size = Size(width: 120, height: 90)
        let recording = Canvas.record(size: size, scale: scale) { Self.drawEverything(on: $0) }
        let whole = recording.render(background: .white, bands: 1)
        let direct = Canvas.render(size: size, scale: scale, background: .white) { Self.drawEverything(on: $0) }
        #expect(Self.differences(whole, direct) == "none")
        let clear = recording.render(background: nil, bands: 1)
        for bands in 2...9 {
            #expect(Self.differences(recording.render(background: .white, bands: bands), whole) == "none", "\(bands) bands")
            #expect(Self.differences(recording.render(background: nil, bands: bands), clear) == "none", "\(bands) bands, clear")
        }
        if ProcessInfo.processInfo.environment["NAPKIN_DRAW_BANDS"] == nil { #expect(DisplayList.bands == 2) }
    }

    /// Solid fills a band boundary may cross (upright rectangles with fractional edges, the
    /// straight sides of rounded rectangles and capsules, under rectangular clips, in groups
    /// and masks), with outlines it may not (an ellipse, strokes, a line, a rotated fill, a
    /// fill under a rounded clip) above and below.
    static func drawSolids(on canvas: Canvas) {
        canvas.fill(Rect(x: 0, y: 0, width: 60, height: 40), with: SRGBColor(hex: 0xF3EDE1))
        canvas.fill(.roundedRectangle(cornerRadius: 7), in: Rect(x: 3.3, y: 2.6, width: 30, height: 33.3), with: SRGBColor(hex: 0x3366CC))
        canvas.fill(.capsule, in: Rect(x: 40.2, y: 1.1, width: 12.5, height: 37.6), with: SRGBColor(hex: 0xCC3366).opacity(0.7))
        canvas.fill(Rect(x: 10.3, y: 0.4, width: 20.2, height: 39.1), with: SRGBColor(hex: 0x33AA66).opacity(0.6))
        canvas.fill(canvas.hairline(from: 0, to: 60, y: 17.3), with: .black)
        canvas.fill(
            .unevenRoundedRectangle(topLeading: 4, bottomLeading: 0, bottomTrailing: 9, topTrailing: 2),
            in: Rect(x: 20.5, y: 5.5, width: 25, height: 30), with: SRGBColor(hex: 0x7A3EC8).opacity(0.5))
        canvas.withSavedState {
            canvas.clip(to: Rect(x: 5.5, y: 3.3, width: 40.7, height: 33.3))
            canvas.fill(Rect(x: 0, y: 12.7, width: 60, height: 9.9), with: SRGBColor(hex: 0x1C1A17).opacity(0.3))
        }
        canvas.drawGroup(opacity: 0.5) {
            canvas.fill(.roundedRectangle(cornerRadius: 3), in: Rect(x: 25, y: 4, width: 30, height: 32), with: SRGBColor(hex: 0x3366CC))
        }
        canvas.drawMasked(
            { canvas.fill(Rect(x: 0, y: 6, width: 45, height: 28), with: .black) },
            mask: {
                canvas.fill(
                    .roundedRectangle(cornerRadius: 4), in: Rect(x: 2, y: 7, width: 40, height: 26), with: SRGBColor.white.opacity(0.4))
            })
        // What no boundary may cross, near the top and the bottom.
        canvas.fill(.ellipse, in: Rect(x: 30.5, y: 0.2, width: 25, height: 8), with: SRGBColor(hex: 0xCC3366))
        canvas.stroke(.capsule, in: Rect(x: 8, y: 33, width: 44, height: 6), with: SRGBColor(hex: 0x1C1A17), lineWidth: 1.3)
        canvas.strokeLine(from: Point(x: 2, y: 1), to: Point(x: 58, y: 6), with: .black, lineWidth: 0.7)
        canvas.withSavedState {
            canvas.clip(to: .roundedRectangle(cornerRadius: 3), in: Rect(x: 5, y: 30, width: 50, height: 9))
            canvas.fill(Rect(x: 0, y: 31, width: 60, height: 6), with: SRGBColor(hex: 0x33AA66))
        }
        canvas.withSavedState {
            canvas.rotate(by: 0.4, around: Point(x: 30, y: 4))
            canvas.fill(Rect(x: 20, y: 2, width: 20, height: 4), with: SRGBColor(hex: 0x7A3EC8))
        }
    }

    @Test("Solid fills draw the same bytes split at any row no noted call straddles", arguments: [1.0, 2.0, 3.0])
    func solidsSplitWhereAllowed(scale: Double) {
        let size = Size(width: 60, height: 40)
        let recording = Canvas.record(size: size, scale: scale) { Self.drawSolids(on: $0) }
        let noted = recording.bandSensitiveRows ?? []
        let height = Int(size.height * scale)
        let allowed = (1..<height).filter { row in noted.allSatisfy { !($0.lowerBound < row && row < $0.upperBound) } }
        // The rounded corners, the ellipse, strokes, line, rotated fill and rounded clip are
        // noted; the straight middle (about 12 to 25 points down) is not.
        #expect(allowed.count >= 8 * Int(scale), "allowed rows: \(allowed)")
        #expect(!allowed.contains { $0 < 9 * Int(scale) || $0 > 29 * Int(scale) }, "allowed rows: \(allowed)")
        let whole = recording.render(background: .white, bands: 1)
        for row in allowed {
            let split = Canvas.render(size: size, scale: scale, background: .white, splits: [row]) { canvas, whole in
                DisplayOperation.replay(recording.operations, on: canvas, mirroringStateOn: whole)
            }
            #expect(Self.differences(split, whole) == "none", "split at row \(row)")
        }
        #expect(Self.differences(recording.render(background: .white), whole) == "none")
    }

    /// The effects ``drawEffect(_:on:)`` draws.
    static let effectNames = [
        "blur", "brightness", "group", "mask", "picture", "saturation", "shadow", "hueRotation", "contrast", "colorInvert", "plusDarker",
        "multiply", "projected",
    ]

    /// One effect, drawn well below row 20 points down, where a band starts.
    static func drawEffect(_ name: String, on canvas: Canvas) {
        let box = Rect(x: 10, y: 50, width: 40, height: 20)
        switch name {
        case "shadow", "blur":
            let filter: PixelFilter = name == "shadow" ? .shadow(color: SRGBColor.black.opacity(0.4), sigma: 3) : .blur(sigma: 2.5)
            canvas.drawFiltered(
                region: Rect(x: 0, y: 40, width: 60, height: 40),
                { canvas.fill(.roundedRectangle(cornerRadius: 4), in: box, with: SRGBColor(hex: 0xAA3300)) }, filter: filter)
        case "brightness", "saturation":
            let filter: PixelFilter = name == "brightness" ? .brightness(0.3) : .saturation(0.2)
            canvas.drawFiltered(
                region: Rect(x: 5, y: 45, width: 50, height: 30), { canvas.fill(box, with: SRGBColor(hex: 0x33AA66)) }, filter: filter)
        case "hueRotation", "contrast", "colorInvert":
            let filter: PixelFilter = name == "hueRotation" ? .hueRotation(radians: 2) : name == "contrast" ? .contrast(1.7) : .colorInvert
            canvas.drawFiltered(
                region: Rect(x: 5, y: 45, width: 50, height: 30), { canvas.fill(.ellipse, in: box, with: SRGBColor(hex: 0x33AA66)) },
                filter: filter)
        case "plusDarker", "multiply":
            canvas.drawGroup(opacity: 0.9, blend: name == "multiply" ? .multiply : .plusDarker) {
                canvas.fill(.ellipse, in: box, with: SRGBColor(hex: 0x2266AA))
            }
        case "mask":
            canvas.drawMasked(
                { canvas.fill(Rect(x: 0, y: 45, width: 60, height: 30), with: .black) },
                mask: { canvas.fill(.ellipse, in: box, with: SRGBColor.white.opacity(0.8)) })
        case "group":
            canvas.drawGroup(opacity: 0.5) { canvas.fill(.ellipse, in: box, with: .black) }
        case "projected":
            // The left side nearer (larger) than the right, as a turn about a vertical axis.
            let projection = Projection(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0.004, m32: 0, m33: 0.88)
            canvas.drawProjected(region: box, projection: projection) {
                canvas.fill(.roundedRectangle(cornerRadius: 4), in: box, with: SRGBColor(hex: 0x2266AA))
            }
        default:
            var pixels = [UInt32](repeating: 0xFF00_0000, count: 1200)
            for index in 0..<1200 {
                let red = UInt32(index % 40 * 6), blue = UInt32(index / 40 * 8)
                pixels[index] |= red << 16 | blue
            }
            let photo = Bitmap(width: 40, height: 30, pixels: pixels)
            canvas.draw(photo, in: Rect(x: 10, y: 50, width: 8, height: 6), interpolation: .high)
            canvas.draw(photo, in: Rect(x: 20, y: 50, width: 30, height: 20), interpolation: .low)
        }
    }

    @Test("An effect drawn in one band draws the bytes it draws on one canvas", arguments: effectNames)
    func effectInOneBand(effect: String) {
        let size = Size(width: 60, height: 90)
        let recording = Canvas.record(size: size, scale: 3) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 60, height: 90), with: SRGBColor(hex: 0xF3EDE1))
            Self.drawEffect(effect, on: canvas)
        }
        let whole = recording.render(background: .white, bands: 1)
        for row in [30, 60, 100] {
            let split = Canvas.render(size: size, scale: 3, background: .white, splits: [row]) { canvas, whole in
                DisplayOperation.replay(recording.operations, on: canvas, mirroringStateOn: whole)
            }
            #expect(Self.differences(split, whole) == "none", "\(effect), split at row \(row)")
        }
    }

    @Test("Band splits keep clear of pictures, gradients, text, symbols and filters, and are left out where none can")
    func splitsAvoidSensitiveCalls() {
        let size = Size(width: 100, height: 100)
        let recording = Canvas.record(size: size, scale: 2) { canvas in
            canvas.fill(
                .rectangle, in: Rect(x: 0, y: 40, width: 100, height: 20),
                with: .linearGradient(
                    [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)], start: Point(x: 0, y: 0),
                    end: Point(x: 1, y: 0)))
            canvas.draw(TextLayout("Band", font: FontSpec(face: .serif, size: 12)), at: Point(x: 4, y: 62), color: .black)
        }
        let splits = recording.bandSplits(2)
        #expect(splits.count == 1)
        let noted = recording.bandSensitiveRows ?? []
        #expect(noted.count == 2)
        for split in splits {
            #expect(split >= 50 && split < 150)
            #expect(noted.allSatisfy { !($0.lowerBound < split && split < $0.upperBound) }, "\(split) straddles one of \(noted)")
        }
        let screenful = Canvas.record(size: size, scale: 2) { canvas in
            canvas.fill(
                .rectangle, in: Rect(x: 0, y: 0, width: 100, height: 100),
                with: .radialGradient(
                    [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)], center: Point(x: 0.5, y: 0.5),
                    startRadius: 0, endRadius: 50))
        }
        #expect(screenful.bandSplits(2) == [])
        #expect(Self.differences(screenful.render(background: .white), screenful.render(background: .white, bands: 1)) == "none")
    }

    /// "none", or how many pixels of `a` differ from `b` and where (the box around them).
    static func differences(_ a: Bitmap, _ b: Bitmap) -> String {
        guard a.width == b.width, a.height == b.height else { return "sizes \(a.width)×\(a.height), \(b.width)×\(b.height)" }
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixels[y * a.width + x] != b.pixels[y * a.width + x] {
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return count == 0 ? "none" : "\(count) pixels in x \(minX)...\(maxX), y \(minY)...\(maxY)"
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
