import Testing

@testable import Raster

@Suite("Text layout")
struct TextLayoutTests {
    @Test("Kerning tightens AVATAR in the serif")
    func kerningApplies() {
        let font = FontSpec.serif(40)
        let shaped = TextLayout("AVATAR", font: font).size.width
        let unkerned = font.nominalAdvance(of: "AVATAR")
        #expect(shaped < unkerned - 1, "shaped \(shaped) vs nominal \(unkerned)")
    }

    @Test("Wrapping never exceeds the width and keeps the italic word whole", arguments: [230.0, 260, 300, 340, 390])
    func wrappingRespectsWidth(width: Double) {
        let runs = [
            TextRun("Step inside the ", font: .serif(44)),
            TextRun("smokehouse", font: .serifItalic(44)),
            TextRun(".", font: .serif(44)),
        ]
        let layout = TextLayout(runs: runs, maxWidth: width)
        for line in layout.lines {
            #expect(line.width <= width + 0.001, "line \"\(line.text)\" is \(line.width) wide in \(width)")
        }
        #expect(layout.size.width <= width + 0.001)
        #expect(layout.lines.contains { $0.text.contains("smokehouse.") }, "lines: \(layout.lines.map(\.text))")
        #expect(layout.lines.map(\.text).joined() == "Step inside the smokehouse.")
    }

    @Test("A paragraph that fits stays on one line and reports its own width")
    func singleLine() {
        let layout = TextLayout("Brisket", font: .serif(22), maxWidth: 300)
        #expect(layout.lineCount == 1)
        #expect(layout.size.width < 300)
        #expect(layout.size.width > 50)
        #expect(layout.firstBaseline > 0 && layout.firstBaseline < layout.size.height)
    }

    @Test("Baselines advance by the line height plus line spacing")
    func baselines() {
        let font = FontSpec.serif(20)
        let layout = TextLayout("one two three four five six seven", font: font, maxWidth: 80, lineSpacing: 6)
        #expect(layout.lineCount > 2)
        let steps = zip(layout.lineBaselines.dropFirst(), layout.lineBaselines).map { $0 - $1 }
        for step in steps {
            #expect(abs(step - (font.lineHeight + 6)) < 0.001)
        }
    }

    @Test("Explicit newlines break lines")
    func newlines() {
        let layout = TextLayout("first\nsecond", font: .mono(12))
        #expect(layout.lineCount == 2)
    }

    @Test("Symbols used by RibHouse have glyphs through the fallback chain", arguments: [FontSpec.Face.serif, .mono, .sans, .serifItalic])
    func noNotdef(face: FontSpec.Face) {
        let layout = TextLayout("§ ∞ · →", font: FontSpec(face: face, size: 20))
        #expect(!layout.hasMissingGlyphs)
        #expect(!layout.glyphs.contains { $0.index == 0 })
    }

    @Test("A character no bundled face has draws .notdef instead of crashing")
    func missingGlyphIsReported() {
        let layout = TextLayout("a\u{10FFFD}b", font: .serif(20))
        #expect(layout.hasMissingGlyphs)
        #expect(layout.glyphs.count == 3)
    }

    @Test("Tracking widens text by the tracking per character, minus the last")
    func tracking() {
        let plain = TextLayout("WELCOME", font: .mono(12)).size.width
        let tracked = TextLayout("WELCOME", font: FontSpec.mono(12).tracking(2)).size.width
        #expect(abs(tracked - plain - 12) < 0.001)
    }

    @Test("Centred lines sit in the middle of the widest line")
    func centred() {
        let layout = TextLayout("a long first line\nshort", font: .serif(20), alignment: .center)
        let short = layout.glyphs.last!
        #expect(short.position.x > 20)
    }
}
