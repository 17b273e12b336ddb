/// How much work a layout did, counted as it was done, so that tests can prove the cost is
/// linear in the paragraph's length without timing anything.
struct LayoutWork: Sendable, Hashable {
    /// Advances added up while measuring lines, candidate lines and final ones alike.
    var advancesSummed = 0
    /// Glyphs HarfBuzz gave for the paragraph.
    var glyphsShaped = 0
    /// Glyphs looked at while placing them on their lines, every pass counted.
    var glyphsVisited = 0
    /// Scalars checked for being spaces while finding where lines' visible text ends.
    var spaceChecks = 0
}

extension ShapedParagraph {
    /// The laid-out paragraph.
    struct Result {
        var lines: [TextLayout.Line] = []
        var glyphs: [TextLayout.Glyph] = []
        var decorations: [TextLayout.DecorationLine] = []
        var size = Size(width: 0, height: 0)
        var work = LayoutWork()
    }

    func layout(maxWidth: Double?, alignment: LineAlignment, lineSpacing: Double) -> Result {
        if scalars.isEmpty {
            // An empty text still has the height of one line of its font, as in UIKit.
            return Result(size: Size(width: 0, height: runs.first?.font.lineHeight ?? 0))
        }
        var result = Result()
        result.work.glyphsShaped = glyphs.count
        let visibleEnds = visibleEnds(work: &result.work)
        let ranges = lineRanges(maxWidth: maxWidth, visibleEnds: visibleEnds, work: &result.work)
        var widths: [Double] = []
        var top = 0.0
        for (n, range) in ranges.enumerated() {
            var meter = LineMeter(start: range.lowerBound)
            let width = meter.width(to: max(range.lowerBound, visibleEnds[range.upperBound]), in: self, work: &result.work)
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
            result.lines.append(TextLayout.Line(baseline: baseline, width: width, text: String(String.UnicodeScalarView(scalars[range]))))
            top = baseline + descent + gap
        }
        // Like SwiftUI's Text, the layout is as wide as its widest line, not as the
        // proposal; alignment places the other lines within that width.
        let layoutWidth = widths.max() ?? 0
        (result.glyphs, result.decorations) = place(
            ranges: ranges, visibleEnds: visibleEnds, widths: widths, layoutWidth: layoutWidth,
            baselines: result.lines.map(\.baseline), alignment: alignment, work: &result.work)
        result.size = Size(width: layoutWidth, height: top)
        return result
    }

    /// Positions each line's glyphs, trailing spaces left out. A glyph belongs to the line
    /// holding its cluster's scalar, in the order the glyphs were shaped; sorting them into
    /// lines once, rather than searching all glyphs for each line's, looks at each glyph three
    /// times however many lines there are.
    private func place(
        ranges: [Range<Int>], visibleEnds: [Int], widths: [Double], layoutWidth: Double,
        baselines: [Double], alignment: LineAlignment, work: inout LayoutWork
    ) -> ([TextLayout.Glyph], [TextLayout.DecorationLine]) {
        // The line of each scalar that is drawn; -1 for trailing spaces.
        var lineOfScalar = [Int](repeating: -1, count: scalars.count)
        for (n, range) in ranges.enumerated() {
            for i in range.lowerBound..<max(range.lowerBound, visibleEnds[range.upperBound]) { lineOfScalar[i] = n }
        }
        // A stable counting sort of the glyphs by line.
        var firstOfLine = [Int](repeating: 0, count: ranges.count + 1)
        for glyph in glyphs {
            work.glyphsVisited += 1
            if lineOfScalar[glyph.cluster] >= 0 { firstOfLine[lineOfScalar[glyph.cluster] + 1] += 1 }
        }
        for n in ranges.indices { firstOfLine[n + 1] += firstOfLine[n] }
        var order = [Int](repeating: 0, count: firstOfLine[ranges.count])
        var next = firstOfLine
        for (g, glyph) in glyphs.enumerated() {
            work.glyphsVisited += 1
            let line = lineOfScalar[glyph.cluster]
            guard line >= 0 else { continue }
            order[next[line]] = g
            next[line] += 1
        }
        var placed: [TextLayout.Glyph] = []
        placed.reserveCapacity(order.count)
        var decorations = DecorationBuilder(runs: runs)
        if bidi != nil {
            for n in ranges.indices {
                reorderVisually(&order, line: ranges[n], glyphs: firstOfLine[n]..<firstOfLine[n + 1])
            }
        }
        for n in ranges.indices {
            var x: Double
            switch alignment {
            case .leading: x = 0
            case .center: x = (layoutWidth - widths[n]) / 2
            case .trailing: x = layoutWidth - widths[n]
            }
            for g in order[firstOfLine[n]..<firstOfLine[n + 1]] {
                work.glyphsVisited += 1
                let glyph = glyphs[g]
                placed.append(
                    TextLayout.Glyph(
                        face: glyph.face,
                        index: glyph.index,
                        size: glyph.size,
                        position: Point(x: x + glyph.offset.x, y: baselines[n] + glyph.offset.y),
                        color: glyph.color
                    ))
                decorations.extend(run: runOfScalar[glyph.cluster], from: x, to: x + glyph.advance, line: n, baseline: baselines[n])
                x += glyph.advance
            }
        }
        return (placed, decorations.lines)
    }

    /// Puts the glyphs `order[glyphs]` of `line` (in shaping order) into visual order, left
    /// to right: the line is cut into segments of one shaping item and one level (after rule
    /// L1), whose glyphs are already in visual order (HarfBuzz reverses right-to-left items),
    /// and rule L2 orders the segments.
    private func reorderVisually(_ order: inout [Int], line: Range<Int>, glyphs range: Range<Int>) {
        guard let bidi, range.count > 1 else { return }
        let levels = bidi.lineLevels(line)
        var segments: [(glyphs: Range<Int>, level: UInt8, first: Int)] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let glyph = glyphs[order[start]]
            let level = levels[glyph.cluster - line.lowerBound]
            var end = start + 1
            var first = glyph.cluster
            while end < range.upperBound, glyphs[order[end]].item == glyph.item,
                levels[glyphs[order[end]].cluster - line.lowerBound] == level
            {
                first = min(first, glyphs[order[end]].cluster)
                end += 1
            }
            segments.append((start..<end, level, first))
            start = end
        }
        guard segments.count > 1 || segments[0].level % 2 == 1 else { return }
        segments.sort { $0.first < $1.first }  // logical order
        let visual = BidiParagraph.reorder(segments.map(\.level)).flatMap { order[segments[$0].glyphs] }
        order.replaceSubrange(range, with: visual)
    }

    /// Spaces at the end of a line hang: they take no width and draw nothing.
    func isSpace(_ i: Int) -> Bool {
        let scalar = scalars[i]
        return scalar.isWhitespaceScalar && scalar != "\u{00A0}"
    }

    /// For each offset 0...count: the end of the text before it without its trailing spaces,
    /// i.e. one past the last scalar before it that is not a space (0 if there is none). A line
    /// `a..<b` shows `a..<max(a, visibleEnds[b])`; one array answers that for every line at
    /// once, where walking back from each candidate line end could cross the same spaces again
    /// and again.
    func visibleEnds(work: inout LayoutWork) -> [Int] {
        var ends = [Int](repeating: 0, count: scalars.count + 1)
        for i in scalars.indices {
            work.spaceChecks += 1
            ends[i + 1] = isSpace(i) ? ends[i] : i + 1
        }
        return ends
    }
}

/// The width of a line that grows from `start`: the advances are added up from the line's
/// first scalar in text order, exactly as a fresh sum would, but a longer candidate line only
/// adds its new scalars to the sum of the shorter one.
struct LineMeter {
    /// The line's first scalar.
    let start: Int
    /// The scalars summed so far: `start..<end`.
    private(set) var end: Int
    private var sum = 0.0

    init(start: Int) {
        self.start = start
        end = start
    }

    /// The width of `start..<visibleEnd`, less the tracking after its last character.
    mutating func width(to visibleEnd: Int, in paragraph: ShapedParagraph, work: inout LayoutWork) -> Double {
        if visibleEnd < end {
            // A shorter line than the last one measured: start over, which adds in the same
            // order and so gives the same value. Greedy filling measures lines that only grow,
            // except when it goes back to break an over-long word, once per such word.
            self = LineMeter(start: start)
        }
        while end < visibleEnd {
            sum += paragraph.advances[end]
            end += 1
            work.advancesSummed += 1
        }
        guard visibleEnd > start else { return 0 }
        return sum
            - paragraph.trackingOf(face: paragraph.faceOfScalar[visibleEnd - 1], run: paragraph.runs[paragraph.runOfScalar[visibleEnd - 1]])
    }
}

/// Collects the underlines and strikethroughs of a paragraph while its glyphs are placed:
/// glyphs side by side on one line, of one run, share one line per decoration.
struct DecorationBuilder {
    let runs: [TextRun]
    private(set) var lines: [TextLayout.DecorationLine] = []
    /// For each open line: its run and text line, to know whether the next glyph continues it.
    private var open: [(run: Int, line: Int, index: Int)] = []

    init(runs: [TextRun]) {
        self.runs = runs
    }

    mutating func extend(run: Int, from x0: Double, to x1: Double, line: Int, baseline: Double) {
        let decorations = runs[run].decorations
        guard !decorations.isEmpty else { return }
        let font = runs[run].font
        for decoration in decorations {
            // The same run's decoration, already open on this line and ending where this glyph starts.
            if let match = open.first(where: { $0.run == run && $0.line == line && lines[$0.index].decoration == decoration }),
                abs(lines[match.index].maxX - x0) < 0.001
            {
                lines[match.index].maxX = x1
                continue
            }
            let y: Double, thickness: Double
            switch decoration.position {
            case .underline: (y, thickness) = (baseline - font.baselineOffset + font.underlineOffset, font.underlineThickness)
            case .strikethrough: (y, thickness) = (baseline - font.baselineOffset - font.strikeoutOffset, font.strikeoutThickness)
            }
            open.removeAll { $0.run == run && $0.line == line && lines[$0.index].decoration == decoration }
            open.append((run, line, lines.count))
            lines.append(
                TextLayout.DecorationLine(
                    decoration: decoration, color: decoration.color ?? runs[run].color, minX: x0, maxX: x1, y: y, thickness: thickness))
        }
    }
}
