internal import Raster

// Core Graphics names that SwiftUI files use beside UIKit's (`Path(bezier.cgPath)`,
// `Color(cgColor:)`). Foundation brings `CGFloat`, `CGPoint`, `CGSize` and `CGRect` on Linux;
// these two are NapkinUI's, as small as the code that uses them needs.

/// A colour as Core Graphics keeps it: sRGB components and an alpha.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    let color: Color

    init(_ color: Color) {
        self.color = color
    }

    /// A colour from sRGB components and an alpha, each 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey of `gray` (0 black … 1 white) and an alpha.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(gray), opacity: Double(alpha)))
    }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.opacity].map { CGFloat($0) } }
    /// Four: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }
    /// The alpha.
    public var alpha: CGFloat { CGFloat(color.opacity) }

    /// The colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: alpha)
    }

    /// Equal components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    /// `CGColor #RRGGBB`.
    public var description: String { "CGColor \(color)" }
}

/// An outline as Core Graphics keeps it; `Path(_:)` turns it into a SwiftUI path, and
/// `UIBezierPath.cgPath` makes one.
public class CGPath: @unchecked Sendable {
    // Sound: a CGPath's outline never changes after it is made; only CGMutablePath, which
    // is not shared across threads by the code that builds it, changes it.
    var path: Path

    init(_ path: Path) {
        self.path = path
    }

    /// True when the outline has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }
}

/// An outline built step by step, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty outline.
    public init() { super.init(Path()) }

    override init(_ path: Path) { super.init(path) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Lines through `points`.
    public func addLines(between points: [CGPoint]) { path.addLines(points) }
    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    /// A rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// An ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// An arc; `clockwise` as Core Graphics means it in a flipped (y down) space.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
            clockwise: clockwise)
    }
    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// The outline of a Core Graphics path: `Path(UIBezierPath(…).cgPath)`.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(self) }
}

/// A two-dimensional vector, as Core Graphics' `CGVector` (a scroll's velocity in SwiftUI's
/// `ScrollTargetBehaviorContext`).
public struct CGVector: Sendable, Hashable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}
