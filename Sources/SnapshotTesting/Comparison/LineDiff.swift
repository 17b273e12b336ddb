/// A line-by-line comparison of two texts, printed as unified-diff hunks exactly as
/// swift-snapshot-testing prints them, so a test that matches a failure by its diff keeps
/// matching.
///
/// Alignment follows upstream's rule: find the longest run of consecutive lines the two texts
/// share (scanning the new text's lines in order, with upstream's choice among runs found on
/// one line), keep it, and align the lines before it and after it the same way; lines with no
/// run in common are shown as removed, then added. Should the texts be very large (over four
/// million line pairs) the common head and tail are kept and the middle is shown as removed
/// and re-added instead, which keeps the comparison fast and its memory bounded.
struct LineDiff {
    /// One line of the comparison.
    enum Line: Equatable {
        /// In both texts.
        case common(String)
        /// Only in the old text.
        case removed(String)
        /// Only in the new text.
        case added(String)
    }

    /// A run of lines of one kind, as the alignment produced it (two runs of one kind may
    /// follow each other; the hunks depend on where runs begin, as upstream's do).
    struct Block: Equatable {
        enum Kind { case common, removed, added }
        var kind: Kind
        var lines: ArraySlice<String>
    }

    /// The runs of both texts, in order.
    let blocks: [Block]

    /// Compares `old` with `new`, line by line (`\n` separated).
    init(old: String, new: String) {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        blocks = LineDiff.align(oldLines, newLines)
    }

    /// The lines of both texts, in order.
    var lines: [Line] {
        blocks.flatMap { block -> [Line] in
            switch block.kind {
            case .common: block.lines.map(Line.common)
            case .removed: block.lines.map(Line.removed)
            case .added: block.lines.map(Line.added)
            }
        }
    }

    /// How many lines were removed.
    var removedCount: Int { blocks.filter { $0.kind == .removed }.reduce(0) { $0 + $1.lines.count } }
    /// How many lines were added.
    var addedCount: Int { blocks.filter { $0.kind == .added }.reduce(0) { $0 + $1.lines.count } }

    /// The changes as hunks with `context` unchanged lines before and after (all of an
    /// unchanged run of up to twice `context` lines between or after changes): a header
    /// `@@ −3,2 +3,2 @@`, then lines marked `−` (removed), `+` (added) or a figure space
    /// (U+2007, unchanged). A line ending in a space gets a visible `¬`.
    func unifiedHunks(context: Int = 4) -> String {
        var hunks: [Hunk] = []
        var current = Hunk(oldStart: 0, newStart: 0)
        for block in blocks {
            let count = block.lines.count
            switch block.kind {
            case .common where count > 2 * context:
                current.append(block.lines.prefix(context), marker: .common)
                if current.hasChanges { hunks.append(current) }
                let skipped = current.oldStart + current.oldCount + count - 2 * context
                let skippedNew = current.newStart + current.newCount + count - 2 * context
                current = Hunk(oldStart: skipped, newStart: skippedNew)
                current.append(block.lines.suffix(context), marker: .common)
            case .common where current.lines.isEmpty:
                let kept = block.lines.suffix(context)
                current = Hunk(oldStart: current.oldStart + count - kept.count, newStart: current.newStart + count - kept.count)
                current.append(kept, marker: .common)
            case .common, .removed, .added:
                current.append(block.lines, marker: block.kind)
            }
        }
        if current.hasChanges { hunks.append(current) }
        return hunks.flatMap { [$0.header] + $0.lines }.joined(separator: "\n")
    }

    /// One hunk being built.
    private struct Hunk {
        var oldStart: Int
        var newStart: Int
        var oldCount = 0
        var newCount = 0
        var lines: [String] = []
        var hasChanges = false

        init(oldStart: Int, newStart: Int) {
            self.oldStart = oldStart
            self.newStart = newStart
        }

        var header: String {
            "@@ \(minusSign)\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@"
        }

        mutating func append(_ texts: ArraySlice<String>, marker kind: Block.Kind) {
            let marker: String
            switch kind {
            case .common:
                marker = "\u{2007}"; oldCount += texts.count; newCount += texts.count
            case .removed:
                marker = minusSign; oldCount += texts.count; hasChanges = hasChanges || !texts.isEmpty
            case .added:
                marker = "+"; newCount += texts.count; hasChanges = hasChanges || !texts.isEmpty
            }
            lines += texts.map { marker + $0 + ($0.hasSuffix(" ") ? "¬" : "") }
        }
    }

    // MARK: Alignment

    private static func align(_ old: [String], _ new: [String]) -> [Block] {
        guard old.count * new.count > 4_000_000 else {
            return alignByLongestRuns(old, old.indices, new, new.indices)
        }
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let blocks = [
            Block(kind: .common, lines: old[..<prefix]),
            Block(kind: .removed, lines: old[prefix..<(old.count - suffix)]),
            Block(kind: .added, lines: new[prefix..<(new.count - suffix)]),
            Block(kind: .common, lines: old[(old.count - suffix)...]),
        ]
        return blocks.filter { !$0.lines.isEmpty }
    }

    /// Upstream's alignment, without recursion so that long texts cannot exhaust the stack.
    private static func alignByLongestRuns(_ old: [String], _ oldRange: Range<Int>, _ new: [String], _ newRange: Range<Int>) -> [Block] {
        // Lines as small integers, so runs compare numbers, not strings.
        var ids: [String: Int] = [:]
        let a = old.map { line in
            ids[line]
                ?? {
                    ids[line] = ids.count; return ids.count - 1
                }()
        }
        let b = new.map { line in
            ids[line]
                ?? {
                    ids[line] = ids.count; return ids.count - 1
                }()
        }

        enum Work { case align(Range<Int>, Range<Int>), keep(Range<Int>) }
        var pending: [Work] = [.align(oldRange, newRange)]
        var blocks: [Block] = []
        while let work = pending.popLast() {
            switch work {
            case .keep(let range):
                blocks.append(Block(kind: .common, lines: old[range]))
            case .align(let oldPart, let newPart):
                let run = longestRun(a, oldPart, b, newPart)
                guard run.length > 0 else {
                    if !oldPart.isEmpty { blocks.append(Block(kind: .removed, lines: old[oldPart])) }
                    if !newPart.isEmpty { blocks.append(Block(kind: .added, lines: new[newPart])) }
                    continue
                }
                // Last in, first out: before the run, the run, after it.
                pending.append(.align((run.old + run.length)..<oldPart.upperBound, (run.new + run.length)..<newPart.upperBound))
                pending.append(.keep(run.old..<(run.old + run.length)))
                pending.append(.align(oldPart.lowerBound..<run.old, newPart.lowerBound..<run.new))
            }
        }
        return blocks
    }

    /// The run of consecutive lines shared by `a[oldPart]` and `b[newPart]` that upstream
    /// picks: scanning the new lines in order, a run ending at each occurrence (in order) of
    /// the line in the old part replaces the pick when it is longer than the pick was before
    /// that new line.
    private static func longestRun(_ a: [Int], _ oldPart: Range<Int>, _ b: [Int], _ newPart: Range<Int>) -> (
        old: Int, new: Int, length: Int
    ) {
        var occurrences: [Int: [Int]] = [:]
        for index in oldPart { occurrences[a[index], default: []].append(index) }
        var endingAt: [Int: Int] = [:]
        var pick = (old: oldPart.lowerBound, new: newPart.lowerBound, length: 0)
        for newIndex in newPart {
            let lengthBefore = pick.length
            var next: [Int: Int] = [:]
            for oldIndex in occurrences[b[newIndex]] ?? [] {
                let length = (endingAt[oldIndex - 1] ?? 0) + 1
                next[oldIndex] = length
                if length > lengthBefore {
                    pick = (oldIndex - length + 1, newIndex - length + 1, length)
                }
            }
            endingAt = next
        }
        return pick
    }
}
