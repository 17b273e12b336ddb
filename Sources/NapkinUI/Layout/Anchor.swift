/// A geometric value (a rectangle or a point) recorded where one view is laid out, that another
/// view reads in its own coordinates, as SwiftUI's `Anchor`: `geometry[anchor]`.
///
/// NapkinUI records anchors in the window's coordinates; reading one through a
/// ``GeometryProxy`` moves it into that proxy's space. Charts' `ChartProxy.plotFrame` is one.
public struct Anchor<Value> {
    /// The value in the window's coordinates.
    let global: Value
    /// `value` moved by `dx`, `dy` points.
    let translate: @Sendable (Value, CGFloat, CGFloat) -> Value
}

extension Anchor where Value == CGRect {
    /// An anchor of `rect`, given in the window's coordinates.
    package init(globalRect rect: CGRect) {
        self.init(global: rect) { rect, dx, dy in rect.offsetBy(dx: dx, dy: dy) }
    }
}

extension Anchor where Value == CGPoint {
    /// An anchor of `point`, given in the window's coordinates.
    package init(globalPoint point: CGPoint) {
        self.init(global: point) { point, dx, dy in CGPoint(x: point.x + dx, y: point.y + dy) }
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors of the same value in the window.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.global == rhs.global }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the value in the window.
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor: Sendable where Value: Sendable {}

extension GeometryProxy {
    /// `anchor`'s value in this proxy's coordinates (its top-leading corner at 0, 0), as SwiftUI's
    /// `subscript(_: Anchor<T>)`.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let origin = frame(in: .global).origin
        return anchor.translate(anchor.global, -origin.x, -origin.y)
    }
}
