internal import Raster

/// A type-erased shape, as SwiftUI's `AnyShape`: it draws exactly as the shape it wraps (a
/// wrapped capsule is still a true capsule).
public struct AnyShape: Shape, PrimitiveView {
    /// What NapkinUI draws of the wrapped shape.
    struct Erased {
        let outline: ShapeOutline
        let isCircle: Bool
        let name: String
        let path: (CGRect) -> Path
    }

    let erased: Erased

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        erased =
            (shape as? AnyShape)?.erased
            ?? Erased(outline: shape.outline, isCircle: shape.isCircle, name: shape.shapeName, path: { shape.path(in: $0) })
    }

    /// The wrapped shape's outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        erased.path(rect)
    }
}

// SwiftUI's static shape members (iOS 17): `.clipShape(.rect(cornerRadius: 12))`,
// `.background(.blue, in: .capsule)`, `.buttonStyle(.filled(.blue, shape: .circle))`.

extension Shape where Self == Rectangle {
    /// A rectangle.
    nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle whose corners are arcs of `cornerRadius` points.
    nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle whose corners are `cornerSize.width` points.
    nonisolated public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius for each corner.
    nonisolated public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    nonisolated public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle.
    nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    nonisolated public static var ellipse: Ellipse { Ellipse() }
}
