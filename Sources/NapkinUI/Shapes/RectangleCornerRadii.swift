internal import Raster

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`:
/// `.clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 16, topTrailing: 16)))`.
public struct RectangleCornerRadii: Sendable, Hashable {
    /// The radius of each corner, in points.
    public var topLeading, bottomLeading, bottomTrailing, topTrailing: CGFloat

    /// Radii for each corner (0 by default: square).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

extension UnevenRoundedRectangle {
    /// A rectangle with the corners `cornerRadii`.
    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init(
            topLeadingRadius: cornerRadii.topLeading, bottomLeadingRadius: cornerRadii.bottomLeading,
            bottomTrailingRadius: cornerRadii.bottomTrailing, topTrailingRadius: cornerRadii.topTrailing, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with the corners `cornerRadii`, as SwiftUI's `.rect(cornerRadii:style:)`.
    nonisolated public static func rect(
        cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`: a widget's
/// rounded corners, inset for the view. An app's screen has no such container, so it is the
/// view's rectangle, as on iPhone.
public struct ContainerRelativeShape: BuiltinShape, PrimitiveView {
    /// The container's shape.
    nonisolated public init() {}
    /// A rectangle: an app's content has no rounded container.
    var kind: ShapeKind { .rectangle }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container the view is in (a rectangle in an app's screen).
    nonisolated public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
