// The cases are Unicode's own abbreviations (`L`, `AL`, `NSM`), as UAX #9 and its test files write them.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A character's directional type, Unicode's `Bidi_Class` (UAX #9, table 4).
public enum BidiClass: UInt8, Sendable, Hashable, CaseIterable {
    case L, R, AL, EN, ES, ET, AN, CS, NSM, BN, B, S, WS, ON
    case LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI

    /// The class of `scalar`, from the Unicode Character Database (`BidiTable`).
    public init(_ scalar: Unicode.Scalar) {
        let key = scalar.value << 8 | 0xFF
        var low = 0, high = BidiTable.ranges.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if BidiTable.ranges[middle] <= key { low = middle } else { high = middle }
        }
        self = BidiClass(rawValue: UInt8(BidiTable.ranges[low] & 0xFF))!
    }

    /// LRI, RLI and FSI.
    var isIsolateInitiator: Bool { self == .LRI || self == .RLI || self == .FSI }
    /// The explicit embedding and override controls and BN, which rule X9 removes.
    var isRemovedByX9: Bool {
        switch self {
        case .LRE, .LRO, .RLE, .RLO, .PDF, .BN: return true
        default: return false
        }
    }
    /// Neutral and isolate types, which rules N1 and N2 resolve.
    var isNeutralOrIsolate: Bool {
        switch self {
        case .B, .S, .WS, .ON, .LRI, .RLI, .FSI, .PDI: return true
        default: return false
        }
    }
}

/// The paragraph direction asked for: rule P2/P3 decides `.auto` from the first strong
/// character, falling back to `autoFallback`.
public enum BidiDirection: Sendable, Hashable {
    /// Left to right (paragraph level 0).
    case leftToRight
    /// Right to left (paragraph level 1).
    case rightToLeft
    /// From the text's first strong character; `fallback` when it has none.
    case auto(fallback: BidiLevelDirection)
}

/// One of the two directions, for `BidiDirection.auto`'s fallback.
public enum BidiLevelDirection: Sendable, Hashable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// The Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0) run on one paragraph: the
/// embedding level of every character, and the visual order of a line.
///
/// Written here from the specification; `BidiConformanceTests` runs every line of Unicode's
/// `BidiCharacterTest.txt` against it.
public struct BidiParagraph: Sendable {
    /// The paragraph embedding level: 0 left to right, 1 right to left.
    public let paragraphLevel: UInt8
    /// The resolved level of every scalar after rules I1–I2 (before L1); `nil` for the
    /// characters rule X9 removes (embedding controls, BN).
    public let levels: [UInt8?]
    /// The classes of the scalars as given (before any rule changed them).
    let originalClasses: [BidiClass]

    /// Resolves `scalars` as one paragraph in `direction`.
    public init(_ scalars: [Unicode.Scalar], direction: BidiDirection) {
        self.init(classes: scalars.map(BidiClass.init), scalars: scalars, direction: direction)
    }

    init(classes original: [BidiClass], scalars: [Unicode.Scalar], direction: BidiDirection) {
        originalClasses = original
        var resolver = BidiResolver(original: original, scalars: scalars)
        switch direction {
        case .leftToRight: paragraphLevel = 0
        case .rightToLeft: paragraphLevel = 1
        case .auto(let fallback):
            paragraphLevel = resolver.firstStrongLevel(from: 0, to: original.count) ?? (fallback == .rightToLeft ? 1 : 0)
        }
        levels = resolver.resolve(paragraphLevel: paragraphLevel)
    }

    /// True when every character is left to right at level 0 (no reordering needed).
    public var isLeftToRightOnly: Bool { levels.allSatisfy { ($0 ?? 0) == 0 } }

    /// The levels of the scalars in `line` after rule L1: segment and paragraph separators,
    /// and whitespace and isolate controls before them or at the end of the line, go back to
    /// the paragraph level. Removed characters take the level of the character before them
    /// (or the paragraph's) so that they move with their neighbours.
    public func lineLevels(_ line: Range<Int>) -> [UInt8] {
        var result = [UInt8](repeating: paragraphLevel, count: line.count)
        var previous = paragraphLevel
        for i in line {
            let level = levels[i] ?? previous
            result[i - line.lowerBound] = level
            previous = level
        }
        var trailing = true  // inside whitespace that runs up to the end or to a separator
        for i in line.reversed() {
            let type = originalClasses[i]
            if type == .S || type == .B {
                result[i - line.lowerBound] = paragraphLevel
                trailing = true
            } else if type == .WS || type.isIsolateInitiator || type == .PDI || type.isRemovedByX9 {
                if trailing { result[i - line.lowerBound] = paragraphLevel }
            } else {
                trailing = false
            }
        }
        return result
    }

    /// The scalars of `line` in visual order, left to right (rule L2), without the characters
    /// rule X9 removes.
    public func visualOrder(_ line: Range<Int>) -> [Int] {
        let order = Self.reorder(lineLevels(line)).map { $0 + line.lowerBound }
        return order.filter { levels[$0] != nil }
    }

    /// Rule L2 on `levels`: from the highest level down to the lowest odd one, reverses every
    /// run at that level or higher. Returns the indices in visual order.
    public static func reorder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max() else { return order }
        let lowestOdd = (levels.min() ?? 0) | 1
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order
    }
}

/// The working state of one resolution: rules X1–X10, W1–W7, N0–N2 and I1–I2.
private struct BidiResolver {
    let original: [BidiClass]
    let scalars: [Unicode.Scalar]
    var types: [BidiClass]
    var levels: [UInt8]
    /// For each isolate initiator, the index of its matching PDI (BD9), or nil.
    var matchingPDI: [Int?]
    /// For each PDI, whether an initiator matches it.
    var isMatchedPDI: [Bool]

    init(original: [BidiClass], scalars: [Unicode.Scalar]) {
        self.original = original
        self.scalars = scalars
        types = original
        levels = [UInt8](repeating: 0, count: original.count)
        matchingPDI = [Int?](repeating: nil, count: original.count)
        isMatchedPDI = [Bool](repeating: false, count: original.count)
        var open: [Int] = []
        for (i, type) in original.enumerated() {
            if type.isIsolateInitiator {
                open.append(i)
            } else if type == .PDI, let initiator = open.popLast() {
                matchingPDI[initiator] = i
                isMatchedPDI[i] = true
            } else if type == .B {
                open.removeAll()
            }
        }
    }

    /// P2: the level of the first strong character in `from..<to`, skipping isolates.
    func firstStrongLevel(from start: Int, to end: Int) -> UInt8? {
        var i = start
        while i < end {
            switch original[i] {
            case .L: return 0
            case .R, .AL: return 1
            case .B: return nil
            case .LRI, .RLI, .FSI:
                guard let pdi = matchingPDI[i] else { return nil }
                i = pdi
            default: break
            }
            i += 1
        }
        return nil
    }

    mutating func resolve(paragraphLevel: UInt8) -> [UInt8?] {
        explicitLevels(paragraphLevel: paragraphLevel)
        for sequence in isolatingRunSequences(paragraphLevel: paragraphLevel) {
            resolveWeakTypes(sequence)
            resolveBrackets(sequence)
            resolveNeutralTypes(sequence)
            resolveImplicitLevels(sequence)
        }
        return original.indices.map { original[$0].isRemovedByX9 ? nil : levels[$0] }
    }

    // MARK: X1–X8

    private struct Status {
        let level: UInt8
        let override: BidiClass?
        let isolate: Bool
    }

    private static let maximumDepth: UInt8 = 125

    private mutating func explicitLevels(paragraphLevel: UInt8) {
        var stack = [Status(level: paragraphLevel, override: nil, isolate: false)]
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        func next(_ level: UInt8, rightToLeft: Bool) -> UInt8 {
            rightToLeft ? (level + 1) | 1 : (level + 2) & ~1
        }
        for i in original.indices {
            let type = original[i]
            let last = stack[stack.count - 1]
            switch type {
            case .RLE, .LRE, .RLO, .LRO:
                levels[i] = last.level
                let level = next(last.level, rightToLeft: type == .RLE || type == .RLO)
                if level <= Self.maximumDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    stack.append(Status(level: level, override: type == .RLO ? .R : type == .LRO ? .L : nil, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .RLI, .LRI, .FSI:
                levels[i] = last.level
                if let override = last.override { types[i] = override }
                var rightToLeft = type == .RLI
                if type == .FSI {
                    rightToLeft = firstStrongLevel(from: i + 1, to: matchingPDI[i] ?? original.count) == 1
                }
                let level = next(last.level, rightToLeft: rightToLeft)
                if level <= Self.maximumDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Status(level: level, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .PDI:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let now = stack[stack.count - 1]
                levels[i] = now.level
                if let override = now.override { types[i] = override }
            case .PDF:
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !last.isolate, stack.count >= 2 {
                    stack.removeLast()
                }
                levels[i] = stack[stack.count - 1].level
            case .B:
                levels[i] = paragraphLevel
                stack = [Status(level: paragraphLevel, override: nil, isolate: false)]
                overflowIsolates = 0
                overflowEmbeddings = 0
                validIsolates = 0
            case .BN:
                levels[i] = last.level
            default:
                levels[i] = last.level
                if let override = last.override { types[i] = override }
            }
        }
    }

    // MARK: X9–X10

    /// A run of characters (indices, removed ones left out) resolved together, with the
    /// types at its start and end (sos and eos).
    struct Sequence {
        var indices: [Int]
        var level: UInt8
        var sos: BidiClass
        var eos: BidiClass
    }

    private func isolatingRunSequences(paragraphLevel: UInt8) -> [Sequence] {
        // Level runs over the characters X9 keeps.
        var runs: [[Int]] = []
        for i in original.indices where !original[i].isRemovedByX9 {
            if let last = runs.last?.last, levels[last] == levels[i] {
                runs[runs.count - 1].append(i)
            } else {
                runs.append([i])
            }
        }
        var runStartingAt: [Int: Int] = [:]
        for (n, run) in runs.enumerated() { runStartingAt[run[0]] = n }
        var sequences: [Sequence] = []
        for run in runs {
            let first = run[0]
            if original[first] == .PDI, isMatchedPDI[first] { continue }
            var indices = run
            while let last = indices.last, original[last].isIsolateInitiator, let pdi = matchingPDI[last], let next = runStartingAt[pdi] {
                indices += runs[next]
            }
            let level = levels[indices[0]]
            let before = (0..<indices[0]).reversed().first { !original[$0].isRemovedByX9 }.map { levels[$0] } ?? paragraphLevel
            let lastIndex = indices[indices.count - 1]
            let after: UInt8
            if original[lastIndex].isIsolateInitiator {
                after = paragraphLevel
            } else {
                after = ((lastIndex + 1)..<original.count).first { !original[$0].isRemovedByX9 }.map { levels[$0] } ?? paragraphLevel
            }
            sequences.append(Sequence(
                indices: indices, level: level,
                sos: max(before, level) % 2 == 1 ? .R : .L,
                eos: max(after, level) % 2 == 1 ? .R : .L
            ))
        }
        return sequences
    }

    // MARK: W1–W7

    private mutating func resolveWeakTypes(_ sequence: Sequence) {
        let indices = sequence.indices
        // W1: NSM takes the type before it (ON after an isolate initiator or PDI).
        for (k, i) in indices.enumerated() where types[i] == .NSM {
            if k == 0 {
                types[i] = sequence.sos
            } else {
                let previous = types[indices[k - 1]]
                types[i] = previous.isIsolateInitiator || previous == .PDI ? .ON : previous
            }
        }
        // W2: EN after AL becomes AN. W3: AL becomes R.
        var lastStrong = sequence.sos
        for i in indices {
            switch types[i] {
            case .L, .R: lastStrong = types[i]
            case .AL: lastStrong = .AL; types[i] = .R
            case .EN where lastStrong == .AL: types[i] = .AN
            default: break
            }
        }
        // W4: a single ES between ENs, or CS between two numbers of one type, joins them.
        if indices.count >= 3 {
            for k in 1..<(indices.count - 1) {
                let type = types[indices[k]], before = types[indices[k - 1]], after = types[indices[k + 1]]
                if type == .ES, before == .EN, after == .EN {
                    types[indices[k]] = .EN
                } else if type == .CS, before == after, before == .EN || before == .AN {
                    types[indices[k]] = before
                }
            }
        }
        // W5: a sequence of ETs next to an EN becomes EN.
        var k = 0
        while k < indices.count {
            guard types[indices[k]] == .ET else { k += 1; continue }
            var end = k
            while end < indices.count, types[indices[end]] == .ET { end += 1 }
            let touches = (k > 0 && types[indices[k - 1]] == .EN) || (end < indices.count && types[indices[end]] == .EN)
            if touches { for j in k..<end { types[indices[j]] = .EN } }
            k = end
        }
        // W6: the remaining separators and terminators become ON.
        for i in indices where types[i] == .ES || types[i] == .ET || types[i] == .CS {
            types[i] = .ON
        }
        // W7: EN after L (or sos L) becomes L.
        lastStrong = sequence.sos
        for i in indices {
            switch types[i] {
            case .L, .R: lastStrong = types[i]
            case .EN where lastStrong == .L: types[i] = .L
            default: break
            }
        }
    }

    // MARK: N0

    /// `scalar` with the canonical equivalents of the angle brackets folded together.
    private static func canonicalBracket(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x2329: return 0x3008
        case 0x232A: return 0x3009
        default: return value
        }
    }

    /// A strong direction for N0 and N1: EN and AN count as R.
    private static func strong(_ type: BidiClass) -> BidiClass? {
        switch type {
        case .L: return .L
        case .R, .AL, .EN, .AN: return .R
        default: return nil
        }
    }

    private mutating func resolveBrackets(_ sequence: Sequence) {
        let indices = sequence.indices
        // BD16: pairs of brackets, found with a stack of at most 63 openings.
        var stack: [(closing: UInt32, position: Int)] = []
        var pairs: [(open: Int, close: Int)] = []
        scan: for (k, i) in indices.enumerated() where types[i] == .ON {
            let value = scalars[i].value
            if let closing = BidiTable.openingPartner[value] {
                if stack.count == 63 { break scan }
                stack.append((Self.canonicalBracket(closing), k))
            } else if BidiTable.closingPartner[value] != nil {
                let canonical = Self.canonicalBracket(value)
                if let depth = stack.lastIndex(where: { $0.closing == canonical }) {
                    pairs.append((stack[depth].position, k))
                    stack.removeSubrange(depth...)
                }
            }
        }
        pairs.sort { $0.open < $1.open }
        let embedding: BidiClass = sequence.level % 2 == 1 ? .R : .L
        for pair in pairs {
            var foundEmbedding = false, foundOpposite = false
            for k in (pair.open + 1)..<pair.close {
                guard let direction = Self.strong(types[indices[k]]) else { continue }
                if direction == embedding { foundEmbedding = true; break }
                foundOpposite = true
            }
            let resolved: BidiClass
            if foundEmbedding {
                resolved = embedding
            } else if foundOpposite {
                var context = sequence.sos
                for k in stride(from: pair.open - 1, through: 0, by: -1) {
                    if let direction = Self.strong(types[indices[k]]) { context = direction; break }
                }
                resolved = context != embedding ? context : embedding
            } else {
                continue
            }
            for position in [pair.open, pair.close] {
                types[indices[position]] = resolved
                // Marks on a bracket that changed follow it.
                var k = position + 1
                while k < indices.count, original[indices[k]] == .NSM {
                    types[indices[k]] = resolved
                    k += 1
                }
            }
        }
    }

    // MARK: N1–N2

    private mutating func resolveNeutralTypes(_ sequence: Sequence) {
        let indices = sequence.indices
        let embedding: BidiClass = sequence.level % 2 == 1 ? .R : .L
        var k = 0
        while k < indices.count {
            guard types[indices[k]].isNeutralOrIsolate else { k += 1; continue }
            var end = k
            while end < indices.count, types[indices[end]].isNeutralOrIsolate { end += 1 }
            let before = k == 0 ? sequence.sos : Self.strong(types[indices[k - 1]]) ?? embedding
            let after = end == indices.count ? sequence.eos : Self.strong(types[indices[end]]) ?? embedding
            let resolved = before == after ? before : embedding
            for j in k..<end { types[indices[j]] = resolved }
            k = end
        }
    }

    // MARK: I1–I2

    private mutating func resolveImplicitLevels(_ sequence: Sequence) {
        for i in sequence.indices {
            let level = levels[i]
            switch (level % 2, types[i]) {
            case (0, .R): levels[i] = level + 1
            case (0, .AN), (0, .EN): levels[i] = level + 2
            case (1, .L), (1, .EN), (1, .AN): levels[i] = level + 1
            default: break
            }
        }
    }
}
