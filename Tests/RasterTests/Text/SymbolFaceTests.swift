import Testing

@testable import Raster

@Suite("The symbol face in a run of text")
struct SymbolFaceTests {
    /// Material Icons' "star" (SF Symbols' `star.fill`), a private-use code point.
    private let star = "\u{E838}"

    @Test("It has no fallbacks, and no design or weight picks it")
    func outsideTheFamilies() {
        #expect(FontSpec.Face.symbol.fallbackChain == [.symbol])
        for design in FontSpec.Design.allCases {
            for weight in FontSpec.Weight.allCases {
                #expect(FontSpec.Face.matching(family: design, weight: weight, italic: false) != .symbol)
                #expect(FontSpec.Face.matching(family: design, weight: weight, italic: true) != .symbol)
            }
        }
        // A letter the symbol font lacks is not looked for elsewhere: it is missing.
        #expect(TextLayout("A", font: FontSpec(face: .symbol, size: 17)).hasMissingGlyphs)
        #expect(!TextLayout(star, font: FontSpec(face: .symbol, size: 17)).hasMissingGlyphs)
    }

    @Test("A symbol beside words keeps the line box of the system font and draws at emScale times the size")
    func lineBoxAndSize() throws {
        var words = FontSpec.sans(17)
        words.usesSystemMetrics = true
        let plain = TextLayout(runs: [TextRun("Rated", font: words)])
        let mixed = TextLayout(runs: [TextRun(star, font: FontSpec(face: .symbol, size: 17)), TextRun("Rated", font: words)])
        #expect(mixed.size.height == plain.size.height)
        #expect(mixed.firstBaseline == plain.firstBaseline)
        let glyph = try #require(mixed.glyphs.first)
        #expect(glyph.face == .symbol)
        #expect(abs(glyph.size - 17 * SymbolFont.emScale) < 1e-9)
        // The em square's middle sits half the system cap height above the baseline.
        let emMiddle = glyph.position.y - SymbolFont.shared.baseline * glyph.size + glyph.size / 2
        #expect(abs(mixed.firstBaseline - emMiddle - FontSpec.systemCapHeight * 17 / 2) < 1e-9)
    }
}
