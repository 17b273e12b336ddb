// `Axis.Set` and `VerticalEdge`, which content needs and branch `style` also declares (in
// Layout/GeometryReader.swift, identically: horizontal = 1, vertical = 2; top, bottom).
// When `style` and `content` meet, delete this file; nothing else changes.

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`: `.vertical`, `.horizontal` or both.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// A set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Left to right.
        public static let horizontal = Set(rawValue: 1)
        /// Top to bottom.
        public static let vertical = Set(rawValue: 2)
    }
}

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Sendable, Hashable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}
