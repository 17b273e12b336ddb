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
