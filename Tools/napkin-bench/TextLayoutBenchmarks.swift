import Raster

/// Lays out one long paragraph, as a server might send for a food name or a description, at
/// the width of a RibHouse list item: the cost must grow linearly with the text's length.
struct TextLayoutBenchmarks {
    /// The paragraph lengths measured by default, in characters: 40k, 160k and 1 MB.
    static let defaultLengths = [40_000, 160_000, 1_000_000]
    /// The width lines wrap to: an iPhone 13 Pro's 390 points less RibHouse's 28-point margins.
    static let width = 334.0

    /// Measured runs for the shortest paragraph; longer ones get fewer (at least 3), so that
    /// a row costs about as much time as the next.
    let runs: Int
    /// Paragraph lengths in characters (ASCII, so also bytes of UTF-8).
    let lengths: [Int]

    /// One row per length, after checking that the layout kept every character.
    func run() throws(BenchError) -> [Measurement] {
        var rows: [Measurement] = []
        let shortest = lengths.min() ?? 1
        for length in lengths {
            let text = Self.paragraph(length: length)
            let layout = TextLayout(text, font: .serif(22), maxWidth: Self.width)
            let kept = layout.lines.reduce(0) { $0 + $1.text.unicodeScalars.count }
            try check(kept == length, "a \(length)-character paragraph laid out \(kept) characters")
            let scaled = max(3, runs * shortest / length)
            rows.append(
                measure("Text layout, \(Self.label(length)), \(Int(Self.width)) pt wide", warmup: 1, runs: scaled) {
                    _ = TextLayout(text, font: .serif(22), maxWidth: Self.width)
                })
        }
        return rows
    }

    /// A note on how the cost grows: each length's median per 1,000 characters, and the
    /// longest paragraph's cost per character against the shortest's. Linear layout keeps
    /// that ratio near 1 (a long paragraph's working set outgrows the caches, so somewhat
    /// above); quadratic layout would make it the ratio of the lengths (25 for 40k → 1 MB).
    static func linearityNote(_ rows: [Measurement], lengths: [Int]) -> String {
        guard rows.count == lengths.count, let first = lengths.first, let last = lengths.last, first < last else { return "" }
        let perThousand = zip(rows, lengths).map { $0.median / Double($1) * 1000 }
        let costs = zip(lengths, perThousand).map { "\(label($0)) \(ms($1)) ms" }.joined(separator: ", ")
        let ratio = perThousand[perThousand.count - 1] / perThousand[0]
        return "Text layout per 1,000 characters: \(costs). Per character, \(label(last)) costs "
            + String(format: "%.2f", ratio) + "× what \(label(first)) does (linear: about 1×; quadratic: "
            + String(format: "%.0f", Double(last) / Double(first)) + "×)."
    }

    /// `length` characters of menu prose: words, commas, an ampersand, a dash, full stops.
    static func paragraph(length: Int) -> String {
        let sentence = "Post-oak smoked brisket, burnt ends & house pickles, rested fourteen hours - sliced to order. "
        let whole = String(repeating: sentence, count: length / sentence.count + 1)
        return String(whole.prefix(length))
    }

    /// `40k characters`, `160k characters`, `1 MB of text`.
    static func label(_ length: Int) -> String {
        if length >= 1_000_000, length.isMultiple(of: 1_000_000) { return "\(length / 1_000_000) MB of text" }
        if length >= 1000, length.isMultiple(of: 1000) { return "\(length / 1000)k characters" }
        return "\(length) characters"
    }
}
