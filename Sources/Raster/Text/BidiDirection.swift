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
