internal import Raster

/// Where text that does not fit loses characters, as SwiftUI's `Text.TruncationMode`.
extension Text {
    /// Where text that does not fit loses characters: its end, its beginning or its middle.
    public enum TruncationMode: Sendable, Hashable {
        /// "Beginning of the te…"
        case tail
        /// "…nd of the text"
        case head
        /// "Begin…the text"
        case middle
    }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct ReservedLinesKey: EnvironmentKey {
    static var defaultValue: Int { 1 }
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static var defaultValue: Double { 1 }
}

extension EnvironmentValues {
    /// The most lines text inside may take (`nil`: as many as it needs).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The lines text inside keeps room for even when shorter (`.lineLimit(2...5)` keeps 2).
    var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// Where text that exceeds its line limit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How far text may shrink (0…1) before it is truncated.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Limits the text inside to `number` lines; the rest is cut with an ellipsis, as SwiftUI's
    /// `lineLimit(_:)`.
    public func lineLimit(_ number: Int?) -> some View {
        EnvironmentModifiedView(content: self) { $0.lineLimit = number.map { max(1, $0) } }
    }

    /// Limits the text inside to the range's upper bound of lines and keeps room for its lower
    /// bound, as SwiftUI's `lineLimit(_:)` taking a range (`TextField(_:text:axis: .vertical)`
    /// grows from 2 to 5 lines with `.lineLimit(2...5)`).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        EnvironmentModifiedView(content: self) {
            $0.lineLimit = max(1, limit.upperBound)
            $0.reservedLines = max(1, limit.lowerBound)
        }
    }

    /// Limits the text inside to at most `limit.upperBound` lines (`.lineLimit(...5)`).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        EnvironmentModifiedView(content: self) {
            $0.lineLimit = max(1, limit.upperBound)
            $0.reservedLines = 1
        }
    }

    /// Keeps room for at least `limit.lowerBound` lines, with no upper limit (`.lineLimit(3...)`).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        EnvironmentModifiedView(content: self) {
            $0.lineLimit = nil
            $0.reservedLines = max(1, limit.lowerBound)
        }
    }

    /// Limits the text inside to `limit` lines and, when `reservesSpace`, keeps room for all
    /// of them even when the text is shorter, as SwiftUI's `lineLimit(_:reservesSpace:)`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        EnvironmentModifiedView(content: self) {
            $0.lineLimit = max(1, limit)
            $0.reservedLines = reservesSpace ? max(1, limit) : 1
        }
    }

    /// Where text that exceeds its line limit is cut, as SwiftUI's `truncationMode(_:)`.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        EnvironmentModifiedView(content: self) { $0.truncationMode = mode }
    }

    /// Lets text inside squeeze a line that is a little too long before it is truncated, as
    /// SwiftUI's `allowsTightening(_:)`. iOS tightens the letter spacing; NapkinUI shrinks the
    /// line by up to 5 % instead (a set ``minimumScaleFactor(_:)`` below that is kept), which
    /// fits the same lines at nearly the same width.
    public func allowsTightening(_ flag: Bool) -> some View {
        EnvironmentModifiedView(content: self) {
            if flag, $0.minimumScaleFactor > 0.95 { $0.minimumScaleFactor = 0.95 }
        }
    }

    /// Lets text inside shrink down to `factor` of its size before it is truncated, as
    /// SwiftUI's `minimumScaleFactor(_:)`.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        EnvironmentModifiedView(content: self) {
            $0.minimumScaleFactor = max(GeometryInput.fraction(Double(factor), "minimumScaleFactor", fallback: 1), 0.01)
        }
    }
}

/// How a paragraph is fitted to a line limit: shrunk down to a scale, then cut with "…".
struct TextFitting: Hashable {
    var lineLimit: Int?
    var truncationMode: Text.TruncationMode = .tail
    var minimumScaleFactor: Double = 1

    /// The layout of `runs` at `width` within the line limit.
    func layout(_ runs: [TextRun], width: Double?, alignment: LineAlignment, lineSpacing: Double, naturalDirection: BidiLevelDirection)
        -> TextLayout
    {
        func lay(_ runs: [TextRun]) -> TextLayout {
            TextLayout.cached(
                runs: runs, maxWidth: width, alignment: alignment, lineSpacing: lineSpacing, naturalDirection: naturalDirection)
        }
        let full = lay(runs)
        guard let limit = lineLimit, full.lines.count > limit else { return full }
        var fitted = runs
        if minimumScaleFactor < 1 {
            if lay(Self.scaled(runs, by: minimumScaleFactor)).lines.count <= limit {
                // The largest scale (to 1/100) that fits.
                var low = minimumScaleFactor, high = 1.0
                while high - low > 0.01 {
                    let mid = (low + high) / 2
                    if lay(Self.scaled(runs, by: mid)).lines.count <= limit { low = mid } else { high = mid }
                }
                return lay(Self.scaled(runs, by: low))
            }
            fitted = Self.scaled(runs, by: minimumScaleFactor)
        }
        // The most characters that fit with the ellipsis.
        let total = fitted.reduce(0) { $0 + $1.text.count }
        var low = 0, high = total
        while low < high {
            let mid = (low + high + 1) / 2
            if lay(cut(fitted, keeping: mid)).lines.count <= limit { low = mid } else { high = mid - 1 }
        }
        return lay(cut(fitted, keeping: low))
    }

    static func scaled(_ runs: [TextRun], by scale: Double) -> [TextRun] {
        runs.map { run in
            var run = run
            run.font.size *= scale
            run.font.tracking *= scale
            return run
        }
    }

    /// `runs` keeping `count` characters and an ellipsis where the rest was.
    func cut(_ runs: [TextRun], keeping count: Int) -> [TextRun] {
        let total = runs.reduce(0) { $0 + $1.text.count }
        switch truncationMode {
        case .tail:
            return Self.prefix(runs, count) + [ellipsis(after: runs, at: count)]
        case .head:
            return [ellipsis(after: runs, at: total - count)] + Self.suffix(runs, count)
        case .middle:
            let front = (count + 1) / 2
            return Self.prefix(runs, front) + [ellipsis(after: runs, at: front)] + Self.suffix(runs, count - front)
        }
    }

    /// An ellipsis styled like the character at `offset`; in the words' font when that
    /// character is an inline symbol (the symbol face has no ellipsis).
    private func ellipsis(after runs: [TextRun], at offset: Int) -> TextRun {
        var seen = 0
        for run in runs {
            seen += run.text.count
            guard offset < seen || run == runs.last else { continue }
            let font = run.font.face == .symbol ? runs.first { $0.font.face != .symbol }?.font ?? Font.body.spec : run.font
            return TextRun("…", font: font, color: run.color)
        }
        return TextRun("…", font: Font.body.spec)
    }

    private static func prefix(_ runs: [TextRun], _ count: Int) -> [TextRun] {
        var left = count, result: [TextRun] = []
        for run in runs where left > 0 {
            var piece = run
            piece.text = String(run.text.prefix(left))
            // No space before the ellipsis: iOS trims it.
            left -= run.text.count
            if left <= 0 { piece.text = String(piece.text.reversed().drop(while: { $0 == " " }).reversed()) }
            result.append(piece)
        }
        return result
    }

    private static func suffix(_ runs: [TextRun], _ count: Int) -> [TextRun] {
        var left = count, result: [TextRun] = []
        for run in runs.reversed() where left > 0 {
            var piece = run
            piece.text = String(run.text.suffix(left))
            left -= run.text.count
            if left <= 0 { piece.text = String(piece.text.drop(while: { $0 == " " })) }
            result.insert(piece, at: 0)
        }
        return result
    }
}
