internal import Raster

/// A rectangle.
public struct Rectangle: BuiltinShape, PrimitiveView {
    /// A rectangle.
    nonisolated public init() {}
    /// A rectangle.
    var kind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: BuiltinShape, PrimitiveView {
    /// The corner radius in points.
    public let cornerRadius: CGFloat
    /// A rectangle whose corners are arcs of `cornerRadius` points.
    nonisolated public init(cornerRadius: CGFloat) {
        self.cornerRadius = cornerRadius
    }
    /// A rounded rectangle.
    var kind: ShapeKind { .roundedRectangle(cornerRadius: GeometryInput.length(cornerRadius, "RoundedRectangle(cornerRadius:)")) }
}

/// The corner shapes of SwiftUI's `RoundedCornerStyle`. NapkinUI draws both as circular arcs
/// (iOS's continuous corners blend into the sides more gradually; the difference is under a
/// point at common radii).
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curvature (drawn as quarter circles).
    case continuous
}

extension RoundedRectangle {
    /// A rounded rectangle with `style` corners.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle) {
        self.init(cornerRadius: cornerRadius)
    }

    /// A rounded rectangle whose corners are `cornerSize.width` points.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadius: cornerSize.width)
    }
}

extension Capsule {
    /// A capsule with `style` ends, as SwiftUI's `Capsule(style:)`: semicircles either way (see
    /// ``RoundedCornerStyle``).
    nonisolated public init(style: RoundedCornerStyle) {
        self.init()
    }
}

/// A capsule: a rounded rectangle whose shorter sides are semicircles.
public struct Capsule: BuiltinShape, PrimitiveView {
    /// A capsule.
    nonisolated public init() {}
    /// A capsule.
    var kind: ShapeKind { .capsule }
}

/// A circle, centred in its frame, as wide as the frame's shorter side.
public struct Circle: BuiltinShape, PrimitiveView {
    /// A circle.
    nonisolated public init() {}
    /// A circle.
    var kind: ShapeKind { .ellipse }
}

/// An ellipse filling its frame.
public struct Ellipse: BuiltinShape, PrimitiveView {
    /// An ellipse.
    nonisolated public init() {}
    /// An ellipse.
    var kind: ShapeKind { .ellipse }
}

/// A rectangle whose corners each have a radius, as SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: BuiltinShape, PrimitiveView {
    /// The radii.
    public var topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius: CGFloat

    /// A rectangle with four corner radii in points.
    nonisolated public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.topLeadingRadius = topLeadingRadius
        self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius
        self.topTrailingRadius = topTrailingRadius
    }

    /// The outline Raster draws.
    var kind: ShapeKind {
        .unevenRoundedRectangle(
            topLeading: Double(topLeadingRadius), bottomLeading: Double(bottomLeadingRadius),
            bottomTrailing: Double(bottomTrailingRadius), topTrailing: Double(topTrailingRadius))
    }
}
