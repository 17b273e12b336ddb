import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

@MainActor
@Suite("Text: an image inside a text")
struct InlineImageTests {
    /// The width of the first node whose description line holds `needle`.
    private func width(of needle: String, in view: some View) throws -> Double {
        try #require(Double(sizeText(try frame(of: needle, in: view)).split(separator: "×")[0]))
    }

    /// The height of the first node whose description line holds `needle`.
    private func height(of needle: String, in view: some View) throws -> Double {
        try #require(Double(sizeText(try frame(of: needle, in: view)).split(separator: "×")[1]))
    }

    @Test("Text(Image(systemName:)), its interpolation and + make one text that reads the symbol's name")
    func wordsAndAccessibility() throws {
        let joined = Text(Image(systemName: "globe")) + Text(" Web")
        #expect(joined.string == "globe Web")
        let interpolated = Text("\(Image(systemName: "heart.fill")) 12")
        #expect(interpolated.string == "heart fill 12")
        #expect(interpolated.segments.first?.image != nil)
        #expect(try line(containing: "Text", in: joined).contains("\"globe Web\""))
        #expect(accessibilityElements(joined).map(\.label) == ["globe Web"])
        #expect(accessibilityElements(Text(Image(systemName: "star.fill"))).map(\.label) == ["star fill"])
        // The symbol is a character of the symbol face, one run between the words' runs.
        let runs = interpolated.runs(in: EnvironmentValues()).runs
        #expect(runs[1].font.face != .symbol && runs[1].text == " 12")
        #expect(runs[0].text.unicodeScalars.map(\.value) == [0xE87D])
    }

    @Test("A symbol widens its line by its advance, one em of the symbol face at 1.2 times the text size")
    func widthGrowsByTheAdvance() throws {
        let font = Font.system(size: 20)
        let words = try width(of: "Web", in: Text("Web").font(font))
        let withSymbol = try width(of: "Web", in: (Text(Image(systemName: "globe")) + Text("Web")).font(font))
        let advance = FontSpec(face: .symbol, size: 20 * SymbolFont.emScale).nominalAdvance(of: "\u{E80B}")
        #expect(abs(advance - 24) < 0.01)
        #expect(abs(withSymbol - words - advance) < 0.01)
        // Image scale sizes an inline symbol as it sizes a symbol image.
        let large = try width(of: "Web", in: (Text(Image(systemName: "globe")) + Text("Web")).font(font).imageScale(.large))
        #expect(abs(large - words - advance * 1.29) < 0.01)
    }

    @Test("A symbol does not make the line taller, and sits centred on the capitals as a symbol image does")
    func lineBoxAndPlacement() throws {
        let font = Font.system(size: 40)
        let plain = try height(of: "Web", in: Text("Web").font(font))
        let mixed = try height(of: "Web", in: (Text(Image(systemName: "circle.fill")) + Text("Web")).font(font))
        #expect(mixed == plain)
        // The disc's ink (on a 48-point em) is centred 14.1 points (half the system cap height)
        // above the baseline, as `Image(systemName:)` is beside text.
        let runs = (Text(Image(systemName: "circle.fill")).font(font)).runs(in: EnvironmentValues()).runs
        let layout = TextLayout(runs: runs)
        let glyph = try #require(layout.glyphs.first)
        #expect(glyph.face == .symbol && glyph.size == 48)
        let ink = SymbolFont.shared.inkBounds(of: glyph.index)
        let emTop = glyph.position.y - SymbolFont.shared.baseline * 48
        let inkMiddle = emTop + ink.midY * 48
        #expect(abs(layout.firstBaseline - inkMiddle - 0.705 * 40 / 2) < 0.05)
    }

    @Test("A symbol takes the text's foreground style")
    func colourFollowsForegroundStyle() throws {
        func middle(_ style: Color) throws -> Color {
            let view = (Text(Image(systemName: "circle.fill")).foregroundStyle(style) + Text(" Web")).font(.system(size: 40))
            let numbers = try frame(of: "Web", in: view).dropFirst().dropLast().split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            // The middle of the disc: half its 48-point advance in, half the system cap height
            // above the baseline (the ascender, 0.952 of 40 points, below the top).
            return pixel(renderView(view), atPoint: numbers[0] + 24, numbers[1] + 0.952 * 40 - 0.705 * 20)
        }
        #expect(isClose(try middle(Color(red: 1, green: 0, blue: 0)), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(try middle(Color(red: 0, green: 0.5, blue: 1)), Color(red: 0, green: 0.5, blue: 1)))
    }

    @Test("A symbol wraps with the line: a line too narrow for the word and the symbol puts the symbol on the next")
    func wrapsWithTheLine() throws {
        let text = Text("Favourites \(Image(systemName: "star.fill"))").font(.system(size: 17))
        let runs = text.runs(in: EnvironmentValues()).runs
        let word = TextLayout(runs: Array(runs.prefix(1))).size.width
        let wide = TextLayout(runs: runs)
        #expect(wide.lineCount == 1)
        let narrow = TextLayout(runs: runs, maxWidth: word + 4)
        #expect(narrow.lineCount == 2)
        #expect(narrow.lines[1].text == "\u{E838}")
        #expect(narrow.size.height == 2 * wide.size.height)
    }

    @Test("A text cut among its symbols ends with an ellipsis in the words' font")
    func truncatedAmongTheSymbols() throws {
        var text = Text("Rated ")
        for _ in 0..<8 { text = text + Text(Image(systemName: "star.fill")) }
        let runs = text.font(.system(size: 17)).runs(in: EnvironmentValues()).runs
        let words = TextLayout(runs: Array(runs.prefix(1))).size.width
        let layout = TextFitting(lineLimit: 1).layout(
            runs, width: words + 50, alignment: .leading, lineSpacing: 0, naturalDirection: .leftToRight)
        #expect(layout.lineCount == 1)
        #expect(layout.lines[0].text.hasPrefix("Rated \u{E838}") && layout.lines[0].text.hasSuffix("\u{E838}…"))
        #expect(!layout.hasMissingGlyphs)
        #expect(try #require(layout.glyphs.last).face != .symbol)
    }

    @Test("An unmapped symbol draws the replacement character; a bitmap image is left out and read by its label")
    func unmappedAndBitmap() throws {
        let unknown = Text(Image(systemName: "no.such.symbol")).runs(in: EnvironmentValues()).runs
        #expect(unknown.map(\.text) == ["\u{FFFD}"] && unknown[0].font.face != .symbol)
        let bitmap = Text(Image("checker", bundle: .module, label: Text("Ada"))) + Text(" wrote")
        #expect(bitmap.runs(in: EnvironmentValues()).runs.map(\.text) == [" wrote"])
        #expect(bitmap.string == "Ada wrote")
    }

    struct RatingCard: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                Text("\(Image(systemName: "star.fill")) 4.8 · 1,204 ratings").font(.headline).foregroundStyle(.orange)
                Text(Image(systemName: "globe")) + Text(" Website").foregroundStyle(.blue)
                Text(
                    "Tap \(Image(systemName: "heart")) to keep a recipe; your saved recipes wait under \(Image(systemName: "bookmark.fill")) Saved."
                )
                .font(.body)
                Text("Hours \(Image(systemName: "clock"))").font(.system(size: 30, design: .serif))
            }
            .padding()
            .frame(width: 300)
        }
    }

    @Test("Inline symbols in a headline, a link-like line, a wrapped paragraph and serif text match the reference")
    func ratingCard() {
        let window = Window()
        window.rootViewController = HostingController(rootView: RatingCard())
        assertSnapshot(of: window, as: .image)
    }
}
