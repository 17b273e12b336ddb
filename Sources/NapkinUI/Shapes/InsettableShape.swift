internal import Raster

/// A shape that can be drawn inside its frame by some points, as SwiftUI's `InsettableShape`:
/// `RoundedRectangle(cornerRadius: 16).inset(by: 0.5).stroke(.blue)` keeps a hairline inside the
/// frame. NapkinUI's own shapes are insettable; ``Shape/strokeBorder(_:lineWidth:antialiased:)`` insets by
/// half the line itself.
public protocol InsettableShape: Shape {
    /// The shape an inset gives.
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside the frame on every side (outside it when negative).
    func inset(by amount: CGFloat) -> InsetShape
}

/// One of NapkinUI's own shapes drawn some points inside its frame, as SwiftUI's `_Inset` types.
///
/// A rounded corner shrinks by the inset as well, so the inset outline runs parallel to the
/// original one; a circle stays a circle, centred in the inset frame.
public struct _InsetShape: InsettableShape, PrimitiveView {
    /// The shape before the inset.
    let kind: ShapeKind
    /// True when the shape is a circle inscribed in its frame.
    let inscribesCircle: Bool
    /// Points inside the frame, on every side.
    let amount: CGFloat

    /// The outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        let inset = Double(amount)
        var frame = Rect(
            x: Double(rect.minX) + inset, y: Double(rect.minY) + inset, width: max(0, Double(rect.width) - 2 * inset),
            height: max(0, Double(rect.height) - 2 * inset))
        if inscribesCircle {
            let side = min(frame.width, frame.height)
            frame = Rect(x: frame.minX + (frame.width - side) / 2, y: frame.minY + (frame.height - side) / 2, width: side, height: side)
        }
        return Path(kind: insetKind, in: frame)
    }

    /// This shape a further `amount` points inside.
    public func inset(by amount: CGFloat) -> _InsetShape {
        _InsetShape(kind: kind, inscribesCircle: inscribesCircle, amount: self.amount + amount)
    }

    /// The kind with its corners shrunk by the inset (never below zero).
    private var insetKind: ShapeKind {
        let inset = Double(amount)
        switch kind {
        case .roundedRectangle(let radius):
            return .roundedRectangle(cornerRadius: max(0, radius - inset))
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            return .unevenRoundedRectangle(
                topLeading: max(0, topLeading - inset), bottomLeading: max(0, bottomLeading - inset),
                bottomTrailing: max(0, bottomTrailing - inset), topTrailing: max(0, topTrailing - inset))
        default:
            return kind
        }
    }
}

extension BuiltinShape {
    /// This shape `amount` points inside its frame.
    func insetShape(by amount: CGFloat) -> _InsetShape {
        _InsetShape(kind: kind, inscribesCircle: isCircle, amount: amount)
    }
}

extension Rectangle: InsettableShape {
    /// The rectangle `amount` points inside the frame.
    public func inset(by amount: CGFloat) -> _InsetShape { insetShape(by: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle `amount` points inside the frame, its corners smaller by as much.
    public func inset(by amount: CGFloat) -> _InsetShape { insetShape(by: amount) }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle `amount` points inside the frame, each corner smaller by as much.
    public func inset(by amount: CGFloat) -> _InsetShape { insetShape(by: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule `amount` points inside the frame.
    public func inset(by amount: CGFloat) -> _InsetShape { insetShape(by: amount) }
}

extension Circle: InsettableShape {
    /// The circle `amount` points inside the frame.
    public func inset(by amount: CGFloat) -> _InsetShape { insetShape(by: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse `amount` points inside the frame.
    public func inset(by amount: CGFloat) -> _InsetShape { insetShape(by: amount) }
}

extension ContainerRelativeShape: InsettableShape {
    /// The container's shape `amount` points inside the frame.
    public func inset(by amount: CGFloat) -> _InsetShape { insetShape(by: amount) }
}

extension ButtonBorderShape: InsettableShape {
    /// The border shape `amount` points inside the frame.
    public func inset(by amount: CGFloat) -> _InsetShape { insetShape(by: amount) }
}
