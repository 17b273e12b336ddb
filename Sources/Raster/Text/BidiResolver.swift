/// The working state of one resolution: rules X1–X10, W1–W7, N0–N2 and I1–I2.
struct BidiResolver {
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
            sequences.append(
                Sequence(
                    indices: indices, level: level,
                    sos: max(before, level) % 2 == 1 ? .R : .L,
                    eos: max(after, level) % 2 == 1 ? .R : .L
                ))
        }
        return sequences
    }
}
