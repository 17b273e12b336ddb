/// Distances inset from each edge of a rectangle, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// Insets for each edge, zero by default.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The sum of the leading and trailing insets.
    public var horizontal: CGFloat { leading + trailing }
    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }
}
