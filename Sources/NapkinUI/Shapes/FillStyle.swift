/// How the inside of a path is found when it is filled, clipped to or hit-tested, as SwiftUI's
/// `FillStyle`.
public struct FillStyle: Sendable, Hashable {
    /// True for the even-odd rule (a point inside an even number of loops is outside: two
    /// nested circles make a ring); false for the nonzero winding rule.
    public var isEOFilled: Bool
    /// Accepted: NapkinUI always antialiases edges.
    public var isAntialiased: Bool

    /// A fill style; the default is the winding rule, antialiased.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
