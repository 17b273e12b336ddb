/// Whether something the system draws is shown, as SwiftUI's `Visibility`.
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// The system decides (usually shown).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
