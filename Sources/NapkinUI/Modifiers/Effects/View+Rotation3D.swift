internal import Raster

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension View {
    /// Renders the view's content as if it were turned by `angle` about `axis` in three
    /// dimensions, as SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the
    /// turn is about the line through `anchor` (a unit point of the view) at depth `anchorZ`,
    /// and the turned content is projected onto the view's plane as seen from a point at a
    /// distance of the view's larger side divided by `perspective` in front of the anchor (the
    /// vanishing point is the anchor; `perspective` 0 projects with no perspective). Depth
    /// points towards the viewer: a positive turn about the y-axis takes the trailing edge
    /// away (smaller) and brings the leading edge nearer (larger). Right to left, the turn is
    /// mirrored, as SwiftUI mirrors it. Layout is unchanged.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        ModifiedView(content: self) { node, environment in
            Rotation3DNode(
                child: node, rotation: Rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective),
                rightToLeft: environment.layoutDirection == .rightToLeft)
        }
    }
}

/// The numbers of one `rotation3DEffect`, and the projection they make of a view's rectangle.
struct Rotation3D: Sendable, Equatable {
    let radians: Double
    let axis: (x: Double, y: Double, z: Double)
    let anchor: UnitPoint
    let anchorZ: Double
    let perspective: Double

    init(radians: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, anchorZ: Double, perspective: Double) {
        self.radians = radians
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// The numbers a modifier was given, any that is not finite replaced as SwiftUI would
    /// ignore it (and reported once).
    init(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat) {
        self.init(
            radians: GeometryInput.number(angle.radians, "rotation3DEffect", fallback: 0),
            axis: (
                GeometryInput.number(Double(axis.x), "rotation3DEffect(axis:)", fallback: 0),
                GeometryInput.number(Double(axis.y), "rotation3DEffect(axis:)", fallback: 0),
                GeometryInput.number(Double(axis.z), "rotation3DEffect(axis:)", fallback: 0)
            ),
            anchor: anchor, anchorZ: GeometryInput.number(Double(anchorZ), "rotation3DEffect(anchorZ:)", fallback: 0),
            perspective: GeometryInput.number(Double(perspective), "rotation3DEffect(perspective:)", fallback: 1))
    }

    static func == (a: Rotation3D, b: Rotation3D) -> Bool {
        a.radians == b.radians && a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ && a.perspective == b.perspective
    }

    /// The projection, in the coordinates `frame` is given in, of the view in `frame`: a point
    /// p goes to a + r.xy / (1 − r.z / d), where a is the anchor, r the rotation (Rodrigues')
    /// of p − a (at depth −anchorZ) and d the larger side over `perspective`. Right to left,
    /// the same in the view mirrored across its width.
    func projection(in frame: Rect, rightToLeft: Bool = false) -> Projection {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let side = max(frame.width, frame.height)
        guard length > 0, side > 0, radians != 0 else { return .identity }
        let (kx, ky, kz) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(radians), s = sin(radians), t = 1 - c
        // Rodrigues' rotation: r = R q, for columns q.
        let r = [
            [c + kx * kx * t, kx * ky * t - kz * s, kx * kz * t + ky * s],
            [ky * kx * t + kz * s, c + ky * ky * t, ky * kz * t - kx * s],
            [kz * kx * t - ky * s, kz * ky * t + kx * s, c + kz * kz * t],
        ]
        let inverseDistance = perspective / side
        // In the view's own coordinates (origin at its top leading corner).
        let ax = anchor.x * frame.width, ay = anchor.y * frame.height, az = anchorZ
        // r = R (x − ax, y − ay, −az): each row's coefficients of x, y and its constant.
        func row(_ i: Int) -> (Double, Double, Double) {
            (r[i][0], r[i][1], -r[i][0] * ax - r[i][1] * ay - r[i][2] * az)
        }
        let (xx, xy, x0) = row(0), (yx, yy, y0) = row(1), (zx, zy, z0) = row(2)
        // w = 1 − r.z · inverseDistance; X = ax + r.x / w, Y = ay + r.y / w, over w.
        let wx = -zx * inverseDistance, wy = -zy * inverseDistance, w0 = 1 - z0 * inverseDistance
        var local = Projection(
            m11: xx + ax * wx, m12: xy + ax * wy, m13: x0 + ax * w0,
            m21: yx + ay * wx, m22: yy + ay * wy, m23: y0 + ay * w0,
            m31: wx, m32: wy, m33: w0)
        if rightToLeft {
            let mirror = Projection(m11: -1, m12: 0, m13: frame.width, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
            local = mirror.after(local).after(mirror)
        }
        let toFrame = Projection(m11: 1, m12: 0, m13: frame.minX, m21: 0, m22: 1, m23: frame.minY, m31: 0, m32: 0, m33: 1)
        let fromFrame = Projection(m11: 1, m12: 0, m13: -frame.minX, m21: 0, m22: 1, m23: -frame.minY, m31: 0, m32: 0, m33: 1)
        return toFrame.after(local).after(fromFrame)
    }
}

/// Draws its child turned in depth (``Rotation3D``) by a projective warp of its drawing.
@MainActor
final class Rotation3DNode: WrapperNode {
    let rotation: Rotation3D
    let rightToLeft: Bool

    /// Points around the frame whose drawing is turned too (a card's shadow); beyond them
    /// nothing of the view is drawn.
    static let overflow = 40.0

    init(child: LayoutNode, rotation: Rotation3D, rightToLeft: Bool) {
        self.rotation = rotation
        self.rightToLeft = rightToLeft
        super.init(child: child)
    }

    override func draw(in canvas: Raster.Canvas) {
        let projection = rotation.projection(in: frame, rightToLeft: rightToLeft)
        guard projection != .identity else { return child.draw(in: canvas) }
        // What the view draws beyond its frame (a shadow) turns with it, as its layer does on
        // iOS: the plane drawn is the frame with a margin.
        let margin = Rotation3DNode.overflow
        canvas.drawProjected(region: frame.insetBy(dx: -margin, dy: -margin), projection: projection) { child.draw(in: canvas) }
    }
}
