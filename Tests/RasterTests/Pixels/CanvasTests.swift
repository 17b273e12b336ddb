import Foundation
import Testing

@testable import Raster

@Suite("Canvas")
struct CanvasTests {
    @Test("A hairline snapped at scale 3 covers exactly one pixel row", arguments: [3.0, 2.0])
    func hairline(scale: Double) {
        let canvas = Canvas(size: Size(width: 50, height: 20), scale: scale, background: .white)
        canvas.fill(canvas.hairline(from: 5.2, to: 44.9, y: 10.37), with: .black)
        let bitmap = canvas.makeBitmap()
        var inkRows = Set<Int>()
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] != SRGBColor.white.premultipliedARGB {
                #expect(bitmap[x, y] == SRGBColor.black.premultipliedARGB, "partial pixel at \(x),\(y)")
                inkRows.insert(y)
            }
        }
        #expect(inkRows == [Int((10.37 * scale).rounded(.down))])
    }

    @Test("Snapping moves edges to whole device pixels")
    func snap() {
        let canvas = Canvas(size: Size(width: 10, height: 10), scale: 3)
        let snapped = canvas.snap(Rect(x: 1.1, y: 2.2, width: 3.3, height: 0.1))
        // Every edge lands on a whole pixel at scale 3.
        for edge in [snapped.minX, snapped.minY, snapped.maxX, snapped.maxY] {
            #expect(abs(edge * 3 - (edge * 3).rounded()) < 1e-9)
        }
        #expect(abs(snapped.minX - 1) < 1e-9 && abs(snapped.minY - 7.0 / 3) < 1e-9)
        #expect(abs(snapped.width - 10.0 / 3) < 1e-9 && snapped.height == 0)
    }

    @Test("A stroked capsule stays inside its frame")
    func strokeInside() {
        let canvas = Canvas(size: Size(width: 60, height: 30), scale: 3, background: .white)
        let frame = Rect(x: 10, y: 5, width: 40, height: 20)
        canvas.stroke(.capsule, in: frame, with: .black, lineWidth: 2)
        let bitmap = canvas.makeBitmap()
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] != SRGBColor.white.premultipliedARGB {
                let point = Point(x: (Double(x) + 0.5) / 3, y: (Double(y) + 0.5) / 3)
                #expect(frame.contains(point), "ink outside the frame at pixel \(x),\(y)")
            }
        }
    }

    @Test("The specimen renders crisp text, a hairline and a capsule", .tags(.specimen))
    func specimen() throws {
        let bitmap = renderSpecimen()
        #expect(bitmap.width == 1080 && bitmap.height == 660)
        if let folder = ProcessInfo.processInfo.environment["NAPKIN_SPECIMEN_DIR"] {
            try bitmap.write(to: URL(fileURLWithPath: folder).appendingPathComponent("raster-specimen.png"))
        }
        // Every colour drawn is present.
        let colours = Set(bitmap.pixels)
        #expect(colours.contains(SRGBColor(hex: 0x1C1A17).premultipliedARGB))
        #expect(colours.contains(SRGBColor(hex: 0xF3EDE1).premultipliedARGB))
    }
}

extension Tag {
    @Tag static var specimen: Self
}

/// A small type specimen: kicker, two-line headline with an italic word, hairline and a
/// capsule button with centred text.
func renderSpecimen() -> Bitmap {
    let ink = SRGBColor(hex: 0x1C1A17), paper = SRGBColor(hex: 0xF3EDE1)
    let canvas = Canvas(size: Size(width: 360, height: 220), scale: 3, background: paper)
    let kicker = TextLayout("§ 00 · WELCOME", font: FontSpec.mono(12).tracking(2))
    canvas.draw(kicker, at: Point(x: 24, y: 20), color: ink)
    let headline = TextLayout(
        runs: [
            TextRun("Step inside the ", font: .serif(40)),
            TextRun("smokehouse", font: .serifItalic(40)),
            TextRun(".", font: .serif(40)),
        ], maxWidth: 312)
    canvas.draw(headline, at: Point(x: 24, y: 40), color: ink)
    let ruleY = 40 + headline.size.height + 12
    canvas.fill(canvas.hairline(from: 24, to: 336, y: ruleY), with: ink)
    let button = Rect(x: 24, y: ruleY + 16, width: 160, height: 44)
    canvas.fill(.capsule, in: button, with: ink)
    let label = TextLayout("LOGIN →", font: FontSpec.mono(13).tracking(2))
    canvas.draw(label, at: Point(x: button.midX - label.size.width / 2, y: button.midY - label.size.height / 2), color: paper)
    return canvas.makeBitmap()
}
