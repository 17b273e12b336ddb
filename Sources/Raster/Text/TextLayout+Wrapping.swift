extension ShapedParagraph {
    /// Greedy line filling: each line takes as many break-delimited words as fit; a word wider
    /// than the line is broken between characters. Lines end at every mandatory break.
    ///
    /// One pass: the candidate line's width grows word by word in a ``LineMeter`` instead of
    /// being summed again from the line's start for every word, and trailing spaces are
    /// found in `visibleEnds` instead of by walking back.
    func lineRanges(maxWidth: Double?, visibleEnds: [Int], work: inout LayoutWork) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var lineStart = 0
        var wordStart = 0
        var meter = LineMeter(start: 0)
        let epsilon = 1e-6
        /// The width of the line from `lineStart` through `end`, trailing spaces excluded.
        func width(to end: Int) -> Double {
            if meter.start != lineStart { meter = LineMeter(start: lineStart) }
            return meter.width(to: max(lineStart, visibleEnds[end]), in: self, work: &work)
        }
        for i in scalars.indices {
            let action = breakBefore[i + 1]
            let isLast = i == scalars.count - 1
            guard action != .prohibited || isLast else { continue }
            let wordEnd = i + 1
            if let maxWidth, lineStart < wordStart, width(to: wordEnd) > maxWidth + epsilon {
                // The word does not fit on the current line: wrap before it.
                result.append(lineStart..<wordStart)
                lineStart = wordStart
            }
            if let maxWidth, lineStart == wordStart, width(to: wordEnd) > maxWidth + epsilon {
                // A single word wider than the line: break it between characters.
                lineStart = breakLongWord(
                    from: lineStart, to: wordEnd, maxWidth: maxWidth, meter: &meter, visibleEnds: visibleEnds, into: &result, work: &work)
            }
            wordStart = wordEnd
            if action == .mandatory && !isLast {
                result.append(lineStart..<wordEnd)
                lineStart = wordEnd
            }
        }
        if lineStart < scalars.count || result.isEmpty {
            result.append(lineStart..<scalars.count)
        }
        return result
    }

    /// Emergency breaks inside one over-long word, at cluster starts; returns where its last
    /// line starts, with `meter` measuring that line.
    private func breakLongWord(
        from start: Int, to end: Int, maxWidth: Double, meter: inout LineMeter, visibleEnds: [Int],
        into result: inout [Range<Int>], work: inout LayoutWork
    ) -> Int {
        var lineStart = start
        // The caller measured the whole word; its prefixes are measured afresh, once.
        meter = LineMeter(start: start)
        var j = start + 1
        while j < end {
            if meter.start != lineStart { meter = LineMeter(start: lineStart) }
            let candidate = meter.width(to: max(lineStart, visibleEnds[j + 1]), in: self, work: &work)
            let startsCluster = advances[j] != 0 || scalars[j].isWhitespaceScalar
            if candidate > maxWidth, j > lineStart, startsCluster {
                result.append(lineStart..<j)
                lineStart = j
            }
            j += 1
        }
        if meter.start != lineStart { meter = LineMeter(start: lineStart) }
        return lineStart
    }
}
