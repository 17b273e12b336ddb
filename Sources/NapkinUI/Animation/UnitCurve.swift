/// A curve from (0, 0) to (1, 1) that maps an animation's progress to how far its value has
/// gone, as SwiftUI's `UnitCurve` (iOS 17): what a ``LinearKeyframe`` eases with.
public struct UnitCurve: Sendable, Hashable {
    enum Shape: Sendable, Hashable {
        /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points.
        case bezier(CGFloat, CGFloat, CGFloat, CGFloat)
        /// Quarter circles: easing in, out, or in then out.
        case circular(easesIn: Bool, easesOut: Bool)
    }

    let shape: Shape

    /// Constant speed.
    public static let linear = UnitCurve(shape: .bezier(0, 0, 1, 1))
    /// Starts slowly (control points (0.42, 0) and (1, 1)).
    public static let easeIn = UnitCurve(shape: .bezier(0.42, 0, 1, 1))
    /// Ends slowly (control points (0, 0) and (0.58, 1)).
    public static let easeOut = UnitCurve(shape: .bezier(0, 0, 0.58, 1))
    /// Starts and ends slowly (control points (0.42, 0) and (0.58, 1)).
    public static let easeInOut = UnitCurve(shape: .bezier(0.42, 0, 0.58, 1))
    /// A quarter circle that starts slowly: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(shape: .circular(easesIn: true, easesOut: false))
    /// A quarter circle that ends slowly: √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(shape: .circular(easesIn: false, easesOut: true))
    /// The two quarter circles joined at the middle.
    public static let circularEaseInOut = UnitCurve(shape: .circular(easesIn: true, easesOut: true))

    /// The cubic Bézier curve from (0, 0) to (1, 1) with these control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(shape: .bezier(startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y))
    }

    /// How far the value has gone at `progress` (0…1, clamped).
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch shape {
        case .bezier(let x1, let y1, let x2, let y2):
            // Control points on the diagonal make the diagonal itself: constant speed, exactly.
            if x1 == y1 && x2 == y2 { return x }
            let curve = CubicBezier(x1: Double(x1), y1: Double(y1), x2: Double(x2), y2: Double(y2))
            return curve.y(at: curve.parameter(forX: x))
        case .circular(let easesIn, let easesOut):
            switch (easesIn, easesOut) {
            case (true, false): return 1 - (1 - x * x).squareRoot()
            case (false, true): return (1 - (1 - x) * (1 - x)).squareRoot()
            default:
                return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
            }
        }
    }

    /// The curve's slope at `progress`: how fast the value goes, in multiples of constant speed.
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        switch shape {
        case .bezier(let x1, let y1, let x2, let y2):
            if x1 == y1 && x2 == y2 { return 1 }
            let curve = CubicBezier(x1: Double(x1), y1: Double(y1), x2: Double(x2), y2: Double(y2))
            let t = curve.parameter(forX: x)
            let dx = curve.xDerivative(at: t)
            // Where x stands still (an end with its control point on it), the slope is the limit.
            if dx > 1e-6 { return curve.yDerivative(at: t) / dx }
        case .circular:
            break
        }
        let step = 1e-6
        let low = max(0, x - step)
        let high = min(1, x + step)
        return (value(at: high) - value(at: low)) / (high - low)
    }
}

/// A cubic Bézier from (0, 0) to (1, 1) through (x1, y1) and (x2, y2), as timing curves use.
struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    func x(at t: Double) -> Double { coordinate(t, x1, x2) }
    func y(at t: Double) -> Double { coordinate(t, y1, y2) }
    func xDerivative(at t: Double) -> Double { derivative(t, x1, x2) }
    func yDerivative(at t: Double) -> Double { derivative(t, y1, y2) }

    /// The curve parameter whose x is `x` (x runs from 0 to 1 and, for control points inside
    /// the unit square, only grows): Newton's method, then bisection if it strays.
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = self.x(at: t) - x
            if abs(error) < 1e-12 { return t }
            let slope = xDerivative(at: t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        if t >= 0, t <= 1, abs(self.x(at: t) - x) < 1e-9 { return t }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<60 {
            if self.x(at: t) < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    private func coordinate(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }

    private func derivative(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
    }
}
