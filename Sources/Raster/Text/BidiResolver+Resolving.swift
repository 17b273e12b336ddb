// Rules W1–W7, N0–N2 and I1–I2 on one isolating run sequence: weak types, brackets,
// neutral types and implicit levels.
extension BidiResolver {
    // MARK: W1–W7

    mutating func resolveWeakTypes(_ sequence: Sequence) {
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

    mutating func resolveBrackets(_ sequence: Sequence) {
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

    mutating func resolveNeutralTypes(_ sequence: Sequence) {
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

    mutating func resolveImplicitLevels(_ sequence: Sequence) {
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
