/// The corners of a rectangle, as UIKit's `UIRectCorner`, for
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Corners from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 2)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 8)
    /// Every corner.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path class, for the SwiftUI shapes that build their outline with it and hand it
/// over as `Path(bezier.cgPath)`: the classic "round some corners" shape compiles and draws
/// as on iOS. Coordinates are UIKit's: y grows downwards, and `clockwise` means clockwise on
/// screen.
public final class UIBezierPath {
    /// The outline, as a SwiftUI path.
    public private(set) var path = Path()
    /// The width `stroke()` draws with (SwiftUI's `Path(bezier.cgPath)` strokes with its own).
    public var lineWidth: CGFloat = 1
    /// The ends of the lines `stroke()` draws.
    public var lineCapStyle: CGLineCap = .butt
    /// The corners of the lines `stroke()` draws.
    public var lineJoinStyle: CGLineJoin = .miter
    /// How far a miter corner of `stroke()` may reach, in line widths.
    public var miterLimit: CGFloat = 10
    /// True when `fill()` and `addClip()` use the even-odd rule instead of the winding rule.
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(rect: CGRect) {
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the `corners` given rounded by `cornerRadii.width` (UIKit uses the
    /// width only), the others square; radii larger than half a side are clamped to it.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let half = Double.pi / 2
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        path.move(to: CGPoint(x: minX + r(.topLeft), y: minY))
        path.addLine(to: CGPoint(x: maxX - r(.topRight), y: minY))
        corner(center: CGPoint(x: maxX - r(.topRight), y: minY + r(.topRight)), radius: r(.topRight), from: -half)
        path.addLine(to: CGPoint(x: maxX, y: maxY - r(.bottomRight)))
        corner(center: CGPoint(x: maxX - r(.bottomRight), y: maxY - r(.bottomRight)), radius: r(.bottomRight), from: 0)
        path.addLine(to: CGPoint(x: minX + r(.bottomLeft), y: maxY))
        corner(center: CGPoint(x: minX + r(.bottomLeft), y: maxY - r(.bottomLeft)), radius: r(.bottomLeft), from: half)
        path.addLine(to: CGPoint(x: minX, y: minY + r(.topLeft)))
        corner(center: CGPoint(x: minX + r(.topLeft), y: minY + r(.topLeft)), radius: r(.topLeft), from: .pi)
        path.closeSubpath()
    }

    /// A quarter circle clockwise from `start` (radians), when the corner is rounded.
    private func corner(center: CGPoint, radius: CGFloat, from start: Double) {
        guard radius > 0 else { return }
        path.addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(start + .pi / 2), clockwise: false)
    }

    /// An arc of a circle, as UIKit's `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The outline as a Core Graphics path, for `Path(_:)`.
    public var cgPath: CGPath { CGPath(path) }

    /// True when the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    /// An arc; `clockwise` means clockwise on screen (UIKit's y grows downwards).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // SwiftUI's `clockwise` is in a flipped space: `false` is clockwise on screen.
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
            clockwise: !clockwise)
    }
    /// Closes the current subpath.
    public func close() { path.closeSubpath() }
    /// Adds the elements of `other`.
    public func append(_ other: UIBezierPath) {
        path.data.elements += other.path.data.elements
    }
}
