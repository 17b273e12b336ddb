/// A shape that a ``Canvas`` can fill or stroke within a rectangle.
public enum ShapeKind: Sendable, Hashable {
    /// The rectangle itself.
    case rectangle
    /// A rectangle with circular corners of the given radius (clamped to half the shorter side).
    case roundedRectangle(cornerRadius: Double)
    /// A true capsule: the shorter side is a full semicircle at each end.
    case capsule
    /// The ellipse inscribed in the rectangle (a circle when it is square).
    case ellipse
    /// A rectangle whose four corners have radii of their own (each clamped to half the
    /// shorter side).
    case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double)
    /// An outline of its own, in absolute coordinates (the rectangle is ignored).
    case path(PathData)
}

/// An outline made of lines and curves, in points, as drawn by ``ShapeKind/path(_:)``.
public struct PathData: Sendable, Hashable {
    /// One drawing step.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line to the point.
        case line(to: Point)
        /// A quadratic Bézier curve to `to` with one control point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to `to` with two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// A circular arc; `increasingAngle` draws clockwise on screen (y grows downwards).
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, increasingAngle: Bool)
        /// Closes the subpath with a line to its start.
        case close
    }

    /// The steps, in order.
    public var elements: [Element]

    /// An outline from `elements`.
    public init(elements: [Element] = []) {
        self.elements = elements
    }
}

extension ShapeKind {
    /// True for an outline of its own (drawn whatever the rectangle).
    var isPath: Bool {
        if case .path = self { return true }
        return false
    }
}
