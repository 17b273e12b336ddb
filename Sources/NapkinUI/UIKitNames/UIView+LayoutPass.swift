import Foundation

/// A constraint's priority, as UIKit's `UILayoutPriority` (1 to 1000): how much a constraint, a
/// view's content hugging or compression resistance, or a fitting size matters.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1 to 1000.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Must be met (1000).
    public static let required = UILayoutPriority(1000)
    /// A button's resistance to being squeezed (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A button's hugging of its content (250).
    public static let defaultLow = UILayoutPriority(250)
    /// What `systemLayoutSizeFitting(_:)` fits with (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` higher (`.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` lower (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

extension UIView {
    /// The smallest size a view's layout allows, as UIKit's `layoutFittingCompressedSize` (0 × 0).
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size a view's layout allows, as UIKit's `layoutFittingExpandedSize` (a large size).
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Marks the view as needing its subviews laid out, as UIKit's `setNeedsLayout()`: the next
    /// ``layoutIfNeeded()`` (or the next render) calls ``layoutSubviews()``.
    public func setNeedsLayout() {
        needsLayoutPass = true
    }

    /// Lays the view's subviews out now if they were marked (``setNeedsLayout()``), as UIKit's
    /// `layoutIfNeeded()`: ``layoutSubviews()`` runs for this view and then for each marked subview, parents first.
    /// Every render lays views out anyway, so this only matters to code that reads frames right after.
    public func layoutIfNeeded() {
        if needsLayoutPass {
            needsLayoutPass = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Marks the view's content as needing drawing, as UIKit's `setNeedsDisplay()`. NapkinUI draws every view at
    /// every render (``draw(_:)`` runs then), so nothing waits for the mark.
    public func setNeedsDisplay() {}

    /// Marks part of the view's content as needing drawing (see ``setNeedsDisplay()``).
    public func setNeedsDisplay(_ rect: CGRect) {}
}
