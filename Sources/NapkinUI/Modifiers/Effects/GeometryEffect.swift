internal import Raster

/// A 3×3 transform of a view's drawing, as SwiftUI's `ProjectionTransform`: an affine transform
/// with a perspective row (`m13`, `m23`, `m33`). NapkinUI draws the affine part.
public struct ProjectionTransform: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3 (perspective).
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3 (perspective).
    public var m23: CGFloat = 0
    /// Row 3, column 1 (translation across).
    public var m31: CGFloat = 0
    /// Row 3, column 2 (translation down).
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projection of an affine transform.
    public init(_ transform: CGAffineTransform) {
        m11 = transform.a
        m12 = transform.b
        m21 = transform.c
        m22 = transform.d
        m31 = transform.tx
        m32 = transform.ty
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it has no perspective part.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs` (row vectors, as Core Graphics multiplies).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let b = [[rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33]]
        var c = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for row in 0..<3 {
            for column in 0..<3 { c[row][column] = (0..<3).reduce(0) { $0 + a[row][$1] * b[$1][column] } }
        }
        (result.m11, result.m12, result.m13) = (c[0][0], c[0][1], c[0][2])
        (result.m21, result.m22, result.m23) = (c[1][0], c[1][1], c[1][2])
        (result.m31, result.m32, result.m33) = (c[2][0], c[2][1], c[2][2])
        return result
    }

    /// Inverts it in place; returns false (and leaves it) when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let det =
            m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0, det.isFinite else { return false }
        let inverse = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        self = inverse
        return true
    }

    /// The inverse, or the transform itself when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    private init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The affine part, as drawn.
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }
}

extension CGAffineTransform {
    /// The affine part of `projection` (its perspective row dropped).
    public init(_ projection: ProjectionTransform) {
        self = projection.affine
    }
}

/// A modifier that moves a view's drawing by a transform of its size, as SwiftUI's
/// `GeometryEffect` (a shake, a flip): layout is unchanged, and the transform applies in the
/// view's own coordinates (its top-left corner at the origin). Animations move its
/// `animatableData`; a still frame draws the transform of the value the effect holds.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 3), y: 0))
///     }
/// }
/// ```
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transform of a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The content drawn through ``effectValue(size:)`` (SwiftUI's effects have no body of their
    /// own; this one applies the transform).
    public func body(content: Content) -> some View {
        TransformedDrawing(content: content) { size in effectValue(size: size).affine }
    }
}

extension View {
    /// Draws the view through `transform`, in its own coordinates, as SwiftUI's
    /// `transformEffect(_:)`: layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        TransformedDrawing(content: self) { _ in transform }
    }

    /// Draws the view through `transform`'s affine part, as SwiftUI's `projectionEffect(_:)`.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        TransformedDrawing(content: self) { _ in transform.affine }
    }
}

/// A view drawn through a transform of its laid-out size.
struct TransformedDrawing<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let transform: @MainActor (CGSize) -> CGAffineTransform

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        AffineTransformNode(child: buildNode(content, in: environment), transform: transform)
    }
}

/// Draws its child through an affine transform of its frame's size, about the frame's top-left
/// corner.
@MainActor
final class AffineTransformNode: WrapperNode {
    let transform: @MainActor (CGSize) -> CGAffineTransform

    init(child: LayoutNode, transform: @escaping @MainActor (CGSize) -> CGAffineTransform) {
        self.transform = transform
        super.init(child: child)
    }

    override func draw(in canvas: Raster.Canvas) {
        let t = transform(CGSize(width: frame.width, height: frame.height))
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
        guard values.allSatisfy(\.isFinite) else { return child.draw(in: canvas) }
        canvas.withSavedState {
            canvas.concatenate(a: 1, b: 0, c: 0, d: 1, tx: frame.minX, ty: frame.minY)
            canvas.concatenate(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
            canvas.concatenate(a: 1, b: 0, c: 0, d: 1, tx: -frame.minX, ty: -frame.minY)
            child.draw(in: canvas)
        }
    }
}
