import Foundation
import PackageTestSupport
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// `.underline` and `.strikethrough`, on `Text` and on views.
@MainActor
@Suite("Underline and strikethrough")
struct TextDecorationTests {
    private let font = FontSpec(face: .sans, size: 17)

    @Test("An underlined run gets one line under its glyphs, at the font's underline position and thickness")
    func underlineGeometry() throws {
        let runs = [TextRun("Plain ", font: font), TextRun("under", font: font, decorations: [TextDecoration(.underline)])]
        let layout = TextLayout(runs: runs)
        let line = try #require(layout.decorationLines.first)
        #expect(layout.decorationLines.count == 1)
        let underWidth = TextLayout(runs: [TextRun("under", font: font)]).size.width
        #expect(abs(line.minX - (layout.size.width - underWidth)) < 0.05)
        #expect(abs(line.maxX - layout.size.width) < 0.01)
        #expect(abs(line.y - (layout.firstBaseline + font.underlineOffset)) < 0.001)
        #expect(line.thickness == font.underlineThickness && line.thickness > 0.5 && line.thickness < 2)
        #expect(font.underlineOffset > 0)
    }

    @Test("A strikethrough runs above the baseline, through the lower-case letters")
    func strikethroughGeometry() throws {
        let layout = TextLayout(runs: [TextRun("struck", font: font, decorations: [TextDecoration(.strikethrough)])])
        let line = try #require(layout.decorationLines.first)
        #expect(line.y < layout.firstBaseline - font.capHeight * 0.2 && line.y > layout.firstBaseline - font.capHeight * 0.6)
    }

    @Test("A wrapped decorated run gets one line per text line")
    func wrapped() {
        let layout = TextLayout(
            runs: [TextRun("one two three four five six", font: font, decorations: [TextDecoration(.underline)])], maxWidth: 80)
        #expect(layout.lineCount > 1)
        #expect(layout.decorationLines.count == layout.lineCount)
        #expect(Set(layout.decorationLines.map(\.y)).count == layout.lineCount)
    }

    @Test("Text.underline() and .strikethrough() draw their lines in the text's colour or their own")
    func textModifiers() throws {
        let view = Text("Milk").strikethrough(color: Color(red: 1, green: 0, blue: 0)).font(.system(size: 40))
        let frame = numbers(try NapkinUITests.frame(of: "\"Milk\"", in: view))
        let bitmap = renderView(view)
        let spec = Font.system(size: 40).spec
        let layout = TextLayout(runs: [TextRun("Milk", font: spec)])
        let y = frame[1] + layout.firstBaseline - spec.strikeoutOffset
        // Between the letters the strikethrough is pure red.
        let reds = (0..<Int(frame[2])).filter { dx in
            let p = pixel(bitmap, atPoint: frame[0] + Double(dx), y)
            return p.red > 0.95 && p.green < 0.05
        }
        #expect(reds.count > 5)
        // No red without the modifier.
        let plain = renderView(Text("Milk").font(.system(size: 40)))
        #expect(
            !(0..<Int(frame[2])).contains { dx in
                let p = pixel(plain, atPoint: frame[0] + Double(dx), y)
                return p.red > 0.95 && p.green < 0.05
            })
    }

    @Test("Text.underline(false) leaves the text as it is; a view's .underline reaches the text inside")
    func activeFlagAndViews() throws {
        #expect(renderView(Text("Milk").underline(false)).pixels == renderView(Text("Milk")).pixels)
        #expect(renderView(VStack { Text("Milk") }.underline()).pixels == renderView(Text("Milk").underline()).pixels)
        #expect(renderView(Text("Milk").underline()).pixels != renderView(Text("Milk")).pixels)
    }

    @Test("Underlines and strikethroughs in every pattern, light and dark")
    func snapshot() {
        let view = VStack(alignment: .leading, spacing: 10) {
            Text("Terms of Service").underline()
            Text("Buy milk").strikethrough()
            Text("Done, ") + Text("strike in red").strikethrough(color: .red) + Text(" and go on")
            Text("Dotted link").underline(pattern: .dot, color: .blue).foregroundStyle(.blue)
            Text("Dashed").underline(pattern: .dash)
            Text("Dash dot").underline(pattern: .dashDot)
            HStack {
                Text("A view's"); Text("underline")
            }.underline(color: .orange)
        }
        .padding(16)
        assertLightAndDark(view, width: 320, height: 300)
    }
}
