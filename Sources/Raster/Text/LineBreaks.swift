/// Where a line of text may break: the Unicode Line Breaking Algorithm (UAX #14) of
/// Unicode 15.0, implemented here and generated from the Unicode Character Database.
///
/// It agrees with every line of Unicode's own conformance file, `LineBreakTest.txt` (7654 of
/// 7654 in Unicode 15.0, which uses the numbers tailoring of UAX #14's example 7: "$(12.50)"
/// stays whole), takes time linear in the text's length, and accepts every scalar: flags,
/// emoji sequences, noncharacters such as U+FFFF, private use and unassigned code points.
/// ``TextLayout`` wraps lines only at these offsets, and at every mandatory break.
public enum LineBreaks {
    /// The offsets into `text.unicodeScalars` before which a line may break, ascending.
    ///
    /// Offset `k` means between scalar `k - 1` and scalar `k`. The start of the text (0) is
    /// never an opportunity and the end (`text.unicodeScalars.count`) always is, so the last
    /// element is always the scalar count and the empty string gives `[0]`. Mandatory breaks
    /// (after a newline, say) are opportunities like the others.
    ///
    /// ```swift
    /// LineBreaks.opportunities(in: "Made in 🇺🇸")  // [5, 8, 10]: before "in", before the flag, the end
    /// ```
    public static func opportunities(in text: String) -> [Int] {
        let actions = actions(for: Array(text.unicodeScalars))
        var offsets: [Int] = []
        for (offset, action) in actions.enumerated() where action != .prohibited {
            offsets.append(offset)
        }
        return offsets
    }

    /// For each offset `0...scalars.count`, what the rules allow before the scalar there;
    /// the last entry, the end of the text, is always `.mandatory`.
    static func actions(for scalars: [Unicode.Scalar]) -> [LineBreakAction] {
        LineBreakRules(properties: scalars.map(LineBreakProperty.init(of:))).actions()
    }
}
