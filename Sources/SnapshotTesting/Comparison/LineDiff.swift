/// A line-by-line comparison of two texts, printed as unified-diff hunks.
///
/// Lines are matched by their longest common subsequence after the common head and tail are
/// set aside. Should the differing middle be very large (over four million line pairs) it is
/// shown as removed and re-added instead, which keeps the comparison fast and its memory
/// bounded.
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

    /// The lines of both texts, in order.
    let lines: [Line]

    /// Compares `old` with `new`, line by line (`\n` separated).
    init(old: String, new: String) {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines = LineDiff.align(oldLines, newLines)
    }

    /// How many lines were removed.
    var removedCount: Int { lines.filter { if case .removed = $0 { true } else { false } }.count }
    /// How many lines were added.
    var addedCount: Int { lines.filter { if case .added = $0 { true } else { false } }.count }

    /// The changes as unified-diff hunks with `context` unchanged lines around each change:
    /// `@@ −3,2 +3,2 @@`, then lines marked `−` (removed), `+` (added) or a figure space
    /// (U+2007, unchanged), with four lines of context, as upstream's hunks. A line ending in
    /// spaces or tabs gets a visible `¬` so invisible differences show.
    func unifiedHunks(context: Int = 4) -> String {
        var output: [String] = []
        var index = 0
        // Positions (0-based) of each line in the old and new text.
        var oldPositions: [Int] = [], newPositions: [Int] = []
        var oldLine = 0, newLine = 0
        for line in lines {
            oldPositions.append(oldLine)
            newPositions.append(newLine)
            switch line {
            case .common: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        while index < lines.count {
            guard let firstChange = lines[index...].firstIndex(where: { !$0.isCommon }) else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            // Extend the hunk while the next change is within 2 × context common lines.
            while true {
                var next = end + 1
                while next < lines.count, !lines[next].isCommon { next += 1 }
                let lastChange = next - 1
                guard let following = lines[next...].firstIndex(where: { !$0.isCommon }), following - lastChange - 1 <= 2 * context else {
                    end = min(lines.count - 1, lastChange + context)
                    break
                }
                end = following
            }
            let hunk = lines[start...end]
            let oldCount = hunk.filter { !$0.isAdded }.count
            let newCount = hunk.filter { !$0.isRemoved }.count
            let oldStart = oldCount == 0 ? oldPositions[start] : oldPositions[start] + 1
            let newStart = newCount == 0 ? newPositions[start] : newPositions[start] + 1
            output.append("@@ \(minusSign)\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            for line in hunk {
                output.append(line.marked)
            }
            index = end + 1
        }
        return output.joined(separator: "\n")
    }

    private static func align(_ old: [String], _ new: [String]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        var result = old[..<prefix].map(Line.common)
        result += alignMiddle(oldMiddle, newMiddle)
        result += old[(old.count - suffix)...].map(Line.common)
        return result
    }

    private static func alignMiddle(_ old: [String], _ new: [String]) -> [Line] {
        let n = old.count, m = new.count
        if n == 0 || m == 0 || n * m > 4_000_000 {
            return old.map(Line.removed) + new.map(Line.added)
        }
        // Lines as small integers, so the table compares numbers, not strings.
        var ids: [String: Int] = [:]
        let a = old.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
        let b = new.map { line in ids[line] ?? { ids[line] = ids.count; return ids.count - 1 }() }
        // lengths[i * (m + 1) + j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        lengths.withUnsafeMutableBufferPointer { table in
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i * (m + 1) + j] = a[i] == b[j]
                        ? table[(i + 1) * (m + 1) + j + 1] + 1
                        : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
                }
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < n, j < m {
            if a[i] == b[j] {
                result.append(.common(old[i])); i += 1; j += 1
            } else if lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1] {
                result.append(.removed(old[i])); i += 1
            } else {
                result.append(.added(new[j])); j += 1
            }
        }
        result += old[i...].map(Line.removed)
        result += new[j...].map(Line.added)
        return result
    }
}

extension LineDiff.Line {
    var isCommon: Bool { if case .common = self { true } else { false } }
    var isAdded: Bool { if case .added = self { true } else { false } }
    var isRemoved: Bool { if case .removed = self { true } else { false } }

    /// The line with its diff marker.
    var marked: String {
        switch self {
        case .common(let text): return "\u{2007}" + visible(text)
        case .removed(let text): return minusSign + visible(text)
        case .added(let text): return "+" + visible(text)
        }
    }

    private func visible(_ text: String) -> String {
        guard let last = text.last, last == " " || last == "\t" else { return text }
        return text + "¬"
    }
}
