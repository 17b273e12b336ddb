/// The shape transforms of SwiftUI: `Circle().scale(0.8)`, `Rectangle().rotation(.degrees(45))`,
/// `Capsule().transform(CGAffineTransform(scaleX: 1, y: 0.5))`. Each draws its base shape's outline
/// moved within the same frame; the frame, and so the layout, does not change, as in SwiftUI.
/// (A shape's `offset(x:y:)` is the view modifier here, which draws the same.)
extension Path {
    /// The path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var moved = Path()
        moved.data = data.transformed(by: transform)
        return moved
    }

    /// The path moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

/// `transform` performed about `anchor`'s point in `rect`.
private func anchoredTransform(_ transform: CGAffineTransform, about anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    return CGAffineTransform(translationX: -x, y: -y).concatenating(transform).concatenating(CGAffineTransform(translationX: x, y: y))
}

extension Shape {
    /// The shape scaled by `x` and `y` about `anchor` (the centre by default).
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` in both directions about `anchor`: `Circle().scale(0.8)`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape turned by `angle` about `anchor` (clockwise for a positive angle, as on screen).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape with every point moved by `transform` (about the frame's origin).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// A shape scaled about an anchor, as SwiftUI's `ScaledShape` (``Shape/scale(_:anchor:)``).
public struct ScaledShape<Content: Shape>: Shape, PrimitiveView {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point the shape grows from or shrinks to.
    public var anchor: UnitPoint

    /// `shape` scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The base outline in `rect`, scaled about the anchor.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(
            anchoredTransform(CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor, in: rect))
    }
}

/// A shape turned about an anchor, as SwiftUI's `RotatedShape` (``Shape/rotation(_:anchor:)``).
public struct RotatedShape<Content: Shape>: Shape, PrimitiveView {
    /// The shape turned.
    public var shape: Content
    /// How far it is turned.
    public var angle: Angle
    /// The point it turns about.
    public var anchor: UnitPoint

    /// `shape` turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The base outline in `rect`, turned about the anchor.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(anchoredTransform(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), about: anchor, in: rect))
    }
}

/// A shape whose points are moved by an affine transform, as SwiftUI's `TransformedShape`
/// (``Shape/transform(_:)``).
public struct TransformedShape<Content: Shape>: Shape, PrimitiveView {
    /// The shape moved.
    public var shape: Content
    /// The transform, about the frame's origin.
    public var transform: CGAffineTransform

    /// `shape` moved by `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The base outline in `rect`, moved by the transform relative to the frame's origin.
    public func path(in rect: CGRect) -> Path {
        let origin = CGAffineTransform(translationX: rect.minX, y: rect.minY)
        let back = CGAffineTransform(translationX: -rect.minX, y: -rect.minY)
        return shape.path(in: rect).applying(back.concatenating(transform).concatenating(origin))
    }
}
