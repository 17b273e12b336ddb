import PackageTestSupport
import Testing

@testable import Raster

/// Layout work grows linearly with the paragraph, proven by counting the work rather than
/// timing it: the counts per character stay under a constant at 2k and at 32k characters.
@Suite("Text layout is linear")
struct TextLayoutLinearityTests {
    /// A paragraph shape that once made some part of layout quadratic.
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        let width: Double?
        let make: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    static let shapes = [
        // Greedy filling summed each candidate line again from its start, word by word.
        Shape(name: "prose at a list item's width", width: 334) { length in
            String(String(repeating: "Post-oak smoked brisket, burnt ends & house pickles. ", count: length / 50 + 1).prefix(length))
        },
        // Emergency breaks inside a word measured every prefix of each line from its start.
        Shape(name: "one word with no break opportunity", width: 334) { String(repeating: "x", count: $0) },
        // ...and walked back over the trailing spaces for every scalar.
        Shape(name: "a letter, spaces, a letter, narrower than the letter", width: 2) { "a" + String(repeating: " ", count: $0 - 2) + "b" },
        // Every word is whitespace: trimming walked back to the line's only letter each time.
        Shape(name: "words of spaces after one letter", width: 334) { "a" + String(repeating: " \u{2000}", count: ($0 - 1) / 2) },
        // One cluster of marks: no cluster start inside it, so every prefix was measured.
        Shape(name: "a letter and a run of combining marks", width: 1) { "e" + String(repeating: "\u{0301}", count: $0 - 1) },
        // Placement searched all glyphs for each line's.
        Shape(name: "thousands of short lines", width: nil) { String(repeating: "a\n", count: $0 / 2) },
    ]

    @Test("Work per character stays bounded from 2k to 32k characters", arguments: shapes)
    func workPerCharacterIsBounded(shape: Shape) async {
        for length in [2_000, 32_000] {
            let text = shape.make(length)
            let width = shape.width
            // Seconds of a debug build: laid out on a thread of its own, not on one of the
            // cooperative pool's (two on a 2-core machine) that every async test shares.
            let layout = await onOwnThread { TextLayout(text, font: .serif(22), maxWidth: width) }
            let scalars = text.unicodeScalars.count
            #expect(layout.lines.map(\.text).joined() == text)
            // Each scalar's advance is added to a line's width at most four times: measuring
            // the line it was on, the line it wrapped to, its word's prefixes, the final line.
            #expect(layout.work.advancesSummed <= 4 * scalars, "\(length) characters")
            // Counting glyphs per line, sorting them into lines, placing them.
            #expect(layout.work.glyphsVisited <= 3 * layout.work.glyphsShaped, "\(length) characters")
            // One look at each scalar finds where every line's visible text ends.
            #expect(layout.work.spaceChecks <= scalars, "\(length) characters")
        }
    }
}
