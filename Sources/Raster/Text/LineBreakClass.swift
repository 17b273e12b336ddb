/// A scalar's Line_Break class (UAX #14, Unicode 15.0) after rule LB1 has resolved the
/// classes that the algorithm never sees: AI, SG and XX become AL; SA becomes CM when its
/// General_Category is Mn or Mc and AL otherwise; CJ becomes NS.
///
/// The case names are the property's short names, lowercased; the raw values are what
/// `LineBreakTable` stores, so they must not change without regenerating it.
enum LineBreakClass: UInt8, CaseIterable, Sendable {
    // Non-tailorable classes.
    case bk, cr, lf, nl, cm, zwj, sp, zw, wj, gl
    // Break opportunities, punctuation and numbers.
    case ba, bb, hy, cb, cl, cp, ex, `in`, ns, op, qu, `is`, nu, po, pr, sy
    // Letters, ideographs, emoji.
    case al, hl, id, eb, em
    // Korean syllables and jamo.
    case h2, h3, jl, jv, jt
    // Regional indicators (flags) and the em dash.
    case ri, b2
}

/// What the line breaking rules need to know about one scalar: its class, and two facts
/// that single out a few scalars of a class for one rule each.
struct LineBreakProperty: Equatable, Sendable {
    /// The packed table value: the class in the low six bits, the flags above them.
    let rawValue: UInt8

    /// Bit set on OP and CP scalars whose East_Asian_Width is F, W or H: rule LB30 does not
    /// glue them to letters and numbers, as it does ASCII parentheses.
    static let eastAsianFlag: UInt8 = 0x40
    /// Bit set on unassigned (Cn) Extended_Pictographic scalars: rule LB30b keeps an emoji
    /// modifier after them, so that emoji added after Unicode 15 still hold their skin tone.
    static let unassignedPictographicFlag: UInt8 = 0x80

    /// The class.
    var lineBreakClass: LineBreakClass {
        // The table only holds values built from `LineBreakClass` raw values, so the low six
        // bits always name a case; `.al` is LB1's answer for anything unknown all the same.
        LineBreakClass(rawValue: rawValue & 0x3F) ?? .al
    }

    /// True for OP and CP scalars of East_Asian_Width F, W or H.
    var isEastAsian: Bool { rawValue & Self.eastAsianFlag != 0 }

    /// True for unassigned Extended_Pictographic scalars.
    var isUnassignedPictographic: Bool { rawValue & Self.unassignedPictographicFlag != 0 }

    /// A packed value.
    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The property of `scalar`, from the table generated from Unicode 15.0's data files.
    init(of scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            rawValue = Self.ascii[Int(value)]
        } else {
            rawValue = Self.lookUp(value)
        }
    }

    /// ASCII, looked up once: most text is mostly ASCII, and this skips the binary search.
    private static let ascii: [UInt8] = (0..<0x80).map { lookUp(UInt32($0)) }

    /// Binary search for the last range starting at or before `value`. Each table entry is a
    /// range's first scalar shifted left by 8, or'ed with the range's packed property.
    private static func lookUp(_ value: UInt32) -> UInt8 {
        let ranges = LineBreakTable.ranges
        let key = value << 8 | 0xFF
        var low = 0, high = ranges.count
        // Invariant: ranges[low - 1] <= key < ranges[high]; the first range starts at 0.
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle] <= key { low = middle + 1 } else { high = middle }
        }
        return UInt8(truncatingIfNeeded: ranges[max(low - 1, 0)])
    }
}
