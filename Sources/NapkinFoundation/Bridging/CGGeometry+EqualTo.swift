import Foundation

#if !canImport(Darwin)
// CoreGraphics' `equalTo(_:)` on its geometry types, which Linux's Foundation (where `CGPoint`, `CGSize` and `CGRect`
// live there) does not have: `size.equalTo(.zero)` reads as `size == .zero`.

extension CGPoint {
    /// True when both coordinates are equal, as CoreGraphics' `CGPoint.equalTo(_:)`.
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    /// True when both the width and the height are equal, as CoreGraphics' `CGSize.equalTo(_:)`.
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// True when the origins and sizes are equal, as CoreGraphics' `CGRect.equalTo(_:)` (a null rectangle equals
    /// another null one).
    public func equalTo(_ rect: CGRect) -> Bool { (isNull && rect.isNull) || self == rect }
}
#endif
