import Testing

@testable import Raster

/// Text that real apps meet and that once aborted the process: flags, noncharacters, lone
/// marks, every scalar Unicode has.
@Suite("Line breaking never fails")
struct LineBreakRobustnessTests {
    @Test("Flags pair up: a break before a flag and between flags, never inside one")
    func flags() {
        #expect(LineBreaks.opportunities(in: "Made in 🇺🇸") == [5, 8, 10])
        #expect(LineBreaks.opportunities(in: "🇺🇸🇫🇷🇩🇪") == [2, 4, 6])
        // An odd regional indicator out stands alone.
        #expect(LineBreaks.opportunities(in: "🇺🇸🇫") == [2, 3])
        // A mark inside a flag belongs to it (LB9) and does not restart the pairing.
        #expect(LineBreaks.opportunities(in: "🇺\u{0308}🇸🇫🇷") == [3, 5])
    }

    @Test(
        "Noncharacters, private use and unassigned code points break like letters",
        arguments: [
            0xFFFF, 0xFFFE, 0xFDD0, 0x10FFFF, 0xE000, 0xF0000, 0x50000, 0x0378,
        ] as [UInt32])
    func oddScalarsAreLetters(value: UInt32) throws {
        // Built at run time: the compiler rejects some noncharacters in literals.
        let scalar = String(try #require(Unicode.Scalar(value)))
        #expect(LineBreaks.opportunities(in: scalar) == [1])
        #expect(LineBreaks.opportunities(in: "a\(scalar)b") == [3])
        #expect(LineBreaks.opportunities(in: "a \(scalar) b") == [2, 4, 5])
    }

    @Test("Lone marks, joiners, controls and line ends")
    func loneScalars() {
        #expect(LineBreaks.opportunities(in: "") == [0])
        #expect(LineBreaks.opportunities(in: "\u{0301}") == [1])
        #expect(LineBreaks.opportunities(in: "\u{200D}") == [1])
        #expect(LineBreaks.opportunities(in: "a\u{0301}b") == [3])
        // After a space a mark has nothing to attach to and is a letter (LB10).
        #expect(LineBreaks.opportunities(in: " \u{0301}") == [1, 2])
        #expect(LineBreaks.opportunities(in: "a\r\nb") == [3, 4])
        #expect(LineBreaks.opportunities(in: "\r\r") == [1, 2])
        #expect(LineBreaks.opportunities(in: "a\u{FFFC}b") == [1, 2, 3])
        #expect(LineBreaks.opportunities(in: "a\u{200B}b") == [2, 3])
        #expect(LineBreaks.opportunities(in: "\u{0000}\u{0007}") == [2])
    }

    @Test("Every scalar, alone and after a letter, gives a well-formed answer")
    func everyScalar() {
        var malformed: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            let alone = LineBreaks.opportunities(in: String(scalar))
            var afterLetter = "a"
            afterLetter.unicodeScalars.append(scalar)
            let after = LineBreaks.opportunities(in: afterLetter)
            // Alone: only the end. After a letter: the end, and perhaps the boundary between.
            if alone != [1] || (after != [2] && after != [1, 2]), malformed.count < 10 {
                malformed.append("U+\(String(value, radix: 16, uppercase: true)): \(alone) alone, \(after) after a letter")
            }
        }
        #expect(malformed.isEmpty)
    }

    @Test("A text holding every assigned plane's scalars lays out and keeps every scalar")
    func everyScalarLaysOut() {
        // Planes 4 to 13 are unassigned and 15 and 16 private use: every scalar there is
        // alike, so a sample of them (and each plane's two noncharacters) stands for all.
        let alike = { (value: UInt32) in (0x4_0000..<0xE_0000).contains(value) || value >= 0xF_0000 }
        let values = (UInt32(0)...0x10FFFF).filter { !alike($0) || $0 % 97 == 0 || $0 & 0xFFFE == 0xFFFE }
        var text = ""
        text.unicodeScalars.append(contentsOf: values.compactMap(Unicode.Scalar.init))
        let layout = TextLayout(text, font: .serif(22), maxWidth: 334)
        #expect(layout.lines.map(\.text).joined() == text)
        #expect(layout.hasMissingGlyphs)
    }

    @Test("A Text with a flag lays out, the flag whole on one line", arguments: [nil, 334.0, 60, 1])
    func flagLaysOut(width: Double?) {
        let layout = TextLayout("Made in 🇺🇸", font: .serif(22), maxWidth: width)
        #expect(layout.lines.map(\.text).joined() == "Made in 🇺🇸")
        #expect(layout.lines.contains { $0.text.unicodeScalars.contains("🇺") && $0.text.unicodeScalars.contains("🇸") })
        #expect(layout.size.width > 0)
    }

    @Test("Lines wrap only where LineBreaks allows, and always after a newline")
    func layoutUsesTheOpportunities() {
        let text = "Made in 🇺🇸 by Rosa — “what’s smoking?” (12.50 $), brisket/ribs; x-ray 👍🏽👍🏽 and 漢字かな.\nNext"
        let opportunities = Set(LineBreaks.opportunities(in: text))
        let layout = TextLayout(text, font: .serif(22), maxWidth: 260)
        #expect(layout.lineCount >= 4)
        #expect(layout.lines.allSatisfy { $0.width <= 260 }, "a word is wider than the line, so an emergency break is expected")
        var offset = 0
        for line in layout.lines.dropLast() {
            offset += line.text.unicodeScalars.count
            #expect(opportunities.contains(offset), "line \"\(line.text)\" ends at \(offset)")
        }
        #expect(layout.lines.last?.text == "Next")
    }
}
