import CHarfBuzz
import CUnibreak
import Foundation

/// A paragraph of attributed text shaped by HarfBuzz and broken into lines at the
/// opportunities libunibreak finds (UAX #14), ready to measure and draw.
///
/// A layout is immutable: build it once for a width, read its ``size`` and baselines, and
/// draw it with ``Canvas/draw(_:at:color:)`` as often as needed. Kerning and standard
/// ligatures are on. A character that the run's face lacks is drawn from the next face in
/// ``Font/Face/fallbackChain``; one that no bundled face has draws the `.notdef` box.
public final class TextLayout: Sendable {
    /// One positioned glyph.
    public struct Glyph: Sendable, Hashable {
        /// The face the glyph belongs to.
        public let face: Font.Face
        /// The glyph index in that face.
        public let index: UInt32
        /// The font size in points.
        public let size: Double
        /// The position of the glyph origin (on the baseline), relative to the layout's
        /// top-left corner, in points.
        public let position: Point
        /// The run's colour, or `nil` for the default.
        public let color: Color?
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

    /// The runs the layout was made from.
    public let runs: [TextRun]
    /// The width the text was wrapped to (`nil`: never wrapped).
    public let maxWidth: Double?
    /// The alignment of lines within the layout's width.
    public let alignment: TextAlignment
    /// Extra space added between lines, in points.
    public let lineSpacing: Double
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Every glyph, positioned.
    public let glyphs: [Glyph]
    /// The size the text occupies: the widest line by the height of all lines.
    public let size: Size
    /// True when some character had no glyph in any bundled face and draws as `.notdef`.
    public let hasMissingGlyphs: Bool

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
    ///   - maxWidth: wrap lines to this width in points; `nil` or infinity keeps each
    ///     paragraph on one line (explicit newlines still break).
    ///   - alignment: where shorter lines sit within the layout's width.
    ///   - lineSpacing: extra points between lines.
    public init(runs: [TextRun], maxWidth: Double? = nil, alignment: TextAlignment = .leading, lineSpacing: Double = 0) {
        self.runs = runs
        let width = maxWidth.flatMap { $0.isFinite ? max(0, $0) : nil }
        self.maxWidth = width
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        let shaped = ShapedParagraph(runs: runs)
        let result = shaped.layout(maxWidth: width, alignment: alignment, lineSpacing: lineSpacing)
        lines = result.lines
        glyphs = result.glyphs
        size = result.size
        hasMissingGlyphs = shaped.hasMissingGlyphs
    }

    /// Lays out a single run.
    public convenience init(_ text: String, font: Font, maxWidth: Double? = nil, alignment: TextAlignment = .leading, lineSpacing: Double = 0) {
        self.init(runs: [TextRun(text, font: font)], maxWidth: maxWidth, alignment: alignment, lineSpacing: lineSpacing)
    }
}

// MARK: - Shaping

private let unibreakReady: Bool = {
    init_linebreak()
    return true
}()

/// The paragraph shaped once: per-scalar advances, break opportunities and glyphs. Line
/// breaking then only cuts this into lines, so wrapping at another width needs no reshaping.
private struct ShapedParagraph {
    struct ShapedGlyph {
        let face: Font.Face
        let index: UInt32
        let size: Double
        let cluster: Int  // scalar index
        let advance: Double
        let offset: Point
        let color: Color?
    }

    var scalars: [Unicode.Scalar] = []
    /// For each scalar: its run.
    var runOfScalar: [Int] = []
    /// For each scalar: the advance of the glyphs of the cluster it starts (0 inside a cluster).
    var advances: [Double] = []
    /// For each scalar: the break opportunity after it (libunibreak's codes).
    var breaks: [Int8] = []
    var glyphs: [ShapedGlyph] = []
    var hasMissingGlyphs = false
    let runs: [TextRun]

    init(runs: [TextRun]) {
        self.runs = runs
        for (index, run) in runs.enumerated() {
            for scalar in run.text.unicodeScalars {
                scalars.append(scalar)
                runOfScalar.append(index)
            }
        }
        advances = Array(repeating: 0, count: scalars.count)
        guard !scalars.isEmpty else { return }
        computeBreaks()
        shape()
    }

    private mutating func computeBreaks() {
        _ = unibreakReady
        var values = scalars.map { utf32_t($0.value) }
        breaks = Array(repeating: Int8(LINEBREAK_NOBREAK), count: scalars.count)
        values.withUnsafeMutableBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { out in
                out.baseAddress!.withMemoryRebound(to: CChar.self, capacity: out.count) { chars in
                    set_linebreaks_utf32(text.baseAddress, text.count, nil, chars)
                }
            }
        }
    }

    /// Splits the text into items of one run and one resolved face, then shapes each item
    /// with the whole paragraph as context.
    private mutating func shape() {
        var faceOfScalar: [Font.Face] = []
        faceOfScalar.reserveCapacity(scalars.count)
        for (i, scalar) in scalars.enumerated() {
            let primary = runs[runOfScalar[i]].font.face
            if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.isVariationSelector || scalar == "\u{200D}",
               i > 0, runOfScalar[i - 1] == runOfScalar[i] {
                faceOfScalar.append(faceOfScalar[i - 1])
                continue
            }
            if scalar.properties.isWhitespace || scalar.value < 0x20 {
                faceOfScalar.append(primary)
                continue
            }
            if let face = primary.fallbackChain.first(where: { FontRegistry.shared.face($0).glyph(for: scalar) != nil }) {
                faceOfScalar.append(face)
            } else {
                faceOfScalar.append(primary)
                hasMissingGlyphs = true
            }
        }

        let codepoints = scalars.map { $0.value }
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        var start = 0
        while start < scalars.count {
            var end = start + 1
            while end < scalars.count, runOfScalar[end] == runOfScalar[start], faceOfScalar[end] == faceOfScalar[start] {
                end += 1
            }
            shapeItem(start..<end, face: faceOfScalar[start], codepoints: codepoints, buffer: buffer)
            start = end
        }
    }

    private mutating func shapeItem(_ range: Range<Int>, face: Font.Face, codepoints: [UInt32], buffer: OpaquePointer) {
        let run = runs[runOfScalar[range.lowerBound]]
        let loaded = FontRegistry.shared.face(face)
        let scale = run.font.size / loaded.unitsPerEm
        hb_buffer_clear_contents(buffer)
        codepoints.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(loaded.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        guard let infos, let positions else { return }
        var lastCluster = -1
        for g in 0..<Int(count) {
            let info = infos[g], position = positions[g]
            let cluster = Int(info.cluster)
            if info.codepoint == 0, !scalars[cluster].properties.isWhitespace, scalars[cluster].value >= 0x20 {
                hasMissingGlyphs = true
            }
            var advance = Double(position.x_advance) * scale
            if cluster != lastCluster {
                // Tracking: extra space after every character (cluster), as SwiftUI's
                // `.tracking`; line breaking drops it after the last character of a line.
                advance += run.font.tracking
                lastCluster = cluster
            }
            advances[cluster] += advance
            glyphs.append(ShapedGlyph(
                face: face,
                index: info.codepoint,
                size: run.font.size,
                cluster: cluster,
                advance: advance,
                offset: Point(x: Double(position.x_offset) * scale, y: -Double(position.y_offset) * scale),
                color: run.color
            ))
        }
    }

    // MARK: Line breaking

    func layout(maxWidth: Double?, alignment: TextAlignment, lineSpacing: Double) -> (lines: [TextLayout.Line], glyphs: [TextLayout.Glyph], size: Size) {
        if scalars.isEmpty {
            // An empty text still has the height of one line of its font, as in UIKit.
            let font = runs.first?.font ?? .body
            return ([], [], Size(width: 0, height: runs.isEmpty ? 0 : font.lineHeight))
        }
        let ranges = lineRanges(maxWidth: maxWidth)
        var lines: [TextLayout.Line] = []
        var placed: [TextLayout.Glyph] = []
        var widths: [Double] = []
        var top = 0.0
        for (n, range) in ranges.enumerated() {
            let visibleEnd = trimTrailingSpaces(range)
            let width = lineWidth(range.lowerBound..<visibleEnd)
            widths.append(width)
            var ascent = 0.0, descent = 0.0, gap = 0.0
            // Once per run on the line, not per character: metrics come from the registry.
            var lastRun = -1
            for i in range where runOfScalar[i] != lastRun {
                lastRun = runOfScalar[i]
                let font = runs[lastRun].font
                ascent = max(ascent, font.ascender)
                descent = max(descent, font.descender)
                gap = max(gap, font.lineGap)
            }
            if n > 0 { top += lineSpacing }
            let baseline = top + ascent
            lines.append(TextLayout.Line(baseline: baseline, width: width, text: String(String.UnicodeScalarView(scalars[range]))))
            top = baseline + descent + gap
        }
        // Like SwiftUI's Text, the layout is as wide as its widest line, not as the
        // proposal; alignment places the other lines within that width.
        let layoutWidth = widths.max() ?? 0
        for (n, range) in ranges.enumerated() {
            let visibleEnd = trimTrailingSpaces(range)
            var x: Double
            switch alignment {
            case .leading: x = 0
            case .center: x = (layoutWidth - widths[n]) / 2
            case .trailing: x = layoutWidth - widths[n]
            }
            let baseline = lines[n].baseline
            // Glyphs were shaped in logical order, so one line's glyphs are contiguous.
            for glyph in glyphs where glyph.cluster >= range.lowerBound && glyph.cluster < visibleEnd {
                placed.append(TextLayout.Glyph(
                    face: glyph.face,
                    index: glyph.index,
                    size: glyph.size,
                    position: Point(x: x + glyph.offset.x, y: baseline + glyph.offset.y),
                    color: glyph.color
                ))
                x += glyph.advance
            }
        }
        return (lines, placed, Size(width: layoutWidth, height: top))
    }

    private func isSpace(_ i: Int) -> Bool {
        let scalar = scalars[i]
        return scalar.properties.isWhitespace && scalar != "\u{00A0}"
    }

    private func trimTrailingSpaces(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
        return end
    }

    /// Width of scalars in `range`, without the tracking after the last character.
    private func lineWidth(_ range: Range<Int>) -> Double {
        guard !range.isEmpty else { return 0 }
        var width = 0.0
        for i in range { width += advances[i] }
        let lastTracking = runs[runOfScalar[range.upperBound - 1]].font.tracking
        return width - lastTracking
    }

    /// Greedy line filling: each line takes as many break-delimited words as fit.
    private func lineRanges(maxWidth: Double?) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var lineStart = 0
        var wordStart = 0
        let epsilon = 1e-6
        var i = 0
        while i < scalars.count {
            let code = Int32(breaks[i])
            let isLast = i == scalars.count - 1
            if code == LINEBREAK_ALLOWBREAK || code == LINEBREAK_MUSTBREAK || isLast {
                let wordEnd = i + 1
                if let maxWidth, lineStart < wordStart,
                   lineWidth(lineStart..<trimTrailingSpaces(lineStart..<wordEnd)) > maxWidth + epsilon {
                    // The word does not fit on the current line: wrap before it.
                    result.append(lineStart..<wordStart)
                    lineStart = wordStart
                }
                if let maxWidth, lineStart == wordStart,
                   lineWidth(lineStart..<trimTrailingSpaces(lineStart..<wordEnd)) > maxWidth + epsilon {
                    // A single word wider than the line: break it between characters.
                    lineStart = breakLongWord(from: lineStart, to: wordEnd, maxWidth: maxWidth, into: &result)
                }
                wordStart = wordEnd
                if code == LINEBREAK_MUSTBREAK && !isLast {
                    result.append(lineStart..<wordEnd)
                    lineStart = wordEnd
                }
            }
            i += 1
        }
        if lineStart < scalars.count || result.isEmpty {
            result.append(lineStart..<scalars.count)
        }
        return result
    }

    /// Emergency breaks inside one over-long word; returns where its last line starts.
    private func breakLongWord(from start: Int, to end: Int, maxWidth: Double, into result: inout [Range<Int>]) -> Int {
        var lineStart = start
        var j = start + 1
        while j < end {
            let candidate = lineWidth(lineStart..<trimTrailingSpaces(lineStart..<(j + 1)))
            let startsCluster = advances[j] != 0 || scalars[j].properties.isWhitespace
            if candidate > maxWidth, j > lineStart, startsCluster {
                result.append(lineStart..<j)
                lineStart = j
            }
            j += 1
        }
        return lineStart
    }
}
