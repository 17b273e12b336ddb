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
