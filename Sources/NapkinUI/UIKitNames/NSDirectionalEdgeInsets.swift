/// Insets named by the reading direction, as UIKit's `NSDirectionalEdgeInsets`: `leading` is the
/// left in a left-to-right layout and the right in a right-to-left one (a button configuration's
/// ``UIButton/Configuration/contentInsets``).
public struct NSDirectionalEdgeInsets: Sendable, Hashable {
    /// The top inset.
    public var top: CGFloat
    /// The inset at the start of a line.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The inset at the end of a line.
    public var trailing: CGFloat

    /// Insets of `top`, `leading`, `bottom` and `trailing` points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}

/// Edges named by the reading direction, as UIKit's `NSDirectionalRectEdge` (where a button
/// configuration places its image).
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The start of a line.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The end of a line.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
