/// A paragraph of attributed text shaped by HarfBuzz and broken into lines at the
/// opportunities ``LineBreaks`` finds (UAX #14), ready to measure and draw.
///
/// A layout is immutable: build it once for a width, read its ``size`` and baselines, and
/// draw it with ``Canvas/draw(_:at:color:)`` as often as needed. Kerning and standard
/// ligatures are on. A character that the run's face lacks is drawn from the next face in
/// ``FontSpec/Face/fallbackChain``; one that no bundled face has draws the `.notdef` box.
public final class TextLayout: Sendable {
    /// One positioned glyph.
    public struct Glyph: Sendable, Hashable {
        /// The face the glyph belongs to.
        public let face: FontSpec.Face
        /// The glyph index in that face.
        public let index: UInt32
        /// The font size in points.
        public let size: Double
        /// The position of the glyph origin (on the baseline), relative to the layout's
        /// top-left corner, in points.
        public let position: Point
        /// The run's colour, or `nil` for the default.
        public let color: SRGBColor?
    }

    /// One line of the paragraph.
    public struct Line: Sendable, Hashable {
        /// The baseline's distance from the top of the layout, in points.
        public let baseline: Double
        /// The width of the line's ink advance, trailing spaces excluded.
        public let width: Double
        /// The text of the line, trailing spaces included.
        public let text: String
    }

    /// An underline or strikethrough along glyphs of one run on one line.
    public struct DecorationLine: Sendable, Hashable {
        /// What it is and its pattern.
        public let decoration: TextDecoration
        /// Its colour, or `nil` for the paint the text is drawn with.
        public let color: SRGBColor?
        /// Where it starts and ends, from the layout's left edge, in points.
        public internal(set) var minX: Double
        /// Where it ends.
        public internal(set) var maxX: Double
        /// Its middle's distance from the top of the layout.
        public let y: Double
        /// Its thickness in points.
        public let thickness: Double
    }

    /// The runs the layout was made from.
    public let runs: [TextRun]
    /// The width the text was wrapped to (`nil`: never wrapped).
    public let maxWidth: Double?
    /// The alignment of lines within the layout's width.
    public let alignment: LineAlignment
    /// Extra space added between lines, in points.
    public let lineSpacing: Double
    /// The paragraph direction when the text has no strong character of its own (the
    /// direction of the view around it); otherwise the first strong character decides (UAX #9
    /// rules P2–P3), so an Arabic sentence reads right to left anywhere.
    public let naturalDirection: BidiLevelDirection
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Every glyph, positioned.
    public let glyphs: [Glyph]
    /// The underlines and strikethroughs, left to right on each line.
    public let decorationLines: [DecorationLine]
    /// The size the text occupies: the widest line by the height of all lines.
    public let size: Size
    /// True when some character had no glyph in any bundled face and draws as `.notdef`.
    public let hasMissingGlyphs: Bool
    /// The work laying out took, for tests that prove it linear.
    let work: LayoutWork

    /// The number of lines.
    public var lineCount: Int { lines.count }
    /// The baselines of all lines, from the top of the layout.
    public var lineBaselines: [Double] { lines.map(\.baseline) }
    /// The first line's baseline, from the top of the layout (0 when there is no text).
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// The last line's baseline, from the top of the layout.
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }

    /// Lays out `runs` as one paragraph.
    ///
    /// - Parameters:
    ///   - runs: the paragraph's text, each run in one font and colour.
    ///   - maxWidth: wrap lines to this width in points; `nil` or infinity keeps each
    ///     paragraph on one line (explicit newlines still break).
    ///   - alignment: where shorter lines sit within the layout's width.
    ///   - lineSpacing: extra points between lines.
    ///   - naturalDirection: the paragraph direction of text with no strong character.
    ///
    /// Mixed left-to-right and right-to-left text is reordered per line by the Unicode
    /// Bidirectional Algorithm (``BidiParagraph``); right-to-left runs are shaped right to left.
    public init(
        runs: [TextRun], maxWidth: Double? = nil, alignment: LineAlignment = .leading, lineSpacing: Double = 0,
        naturalDirection: BidiLevelDirection = .leftToRight
    ) {
        self.runs = runs
        let width = maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
        self.maxWidth = width
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.naturalDirection = naturalDirection
        let shaped = ShapedParagraph(runs: runs, naturalDirection: naturalDirection)
        let result = shaped.layout(maxWidth: width, alignment: alignment, lineSpacing: lineSpacing)
        lines = result.lines
        glyphs = result.glyphs
        decorationLines = result.decorations
        size = result.size
        work = result.work
        hasMissingGlyphs = shaped.hasMissingGlyphs
    }

    /// Lays out a single run.
    public convenience init(
        _ text: String, font: FontSpec, maxWidth: Double? = nil, alignment: LineAlignment = .leading, lineSpacing: Double = 0,
        naturalDirection: BidiLevelDirection = .leftToRight
    ) {
        self.init(
            runs: [TextRun(text, font: font)], maxWidth: maxWidth, alignment: alignment, lineSpacing: lineSpacing,
            naturalDirection: naturalDirection)
    }
}
