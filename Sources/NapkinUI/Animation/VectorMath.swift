/// Arithmetic on a value through its ``Animatable/animatableData``, as SwiftUI's `_VectorMath`:
/// what lets app code write `.degrees(Double(index) / 8) * 360` or `start + offset` with
/// ``Angle`` and ``UnitPoint`` values. Each operator works on the vector the value is made of,
/// so an angle scales its radians and a unit point both of its coordinates.
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The length of the value's vector.
    public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    /// Turns the value into its opposite.
    public mutating func negate() { animatableData = .zero - animatableData }

    /// The opposite value.
    public static prefix func - (operand: Self) -> Self {
        var result = operand
        result.negate()
        return result
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Self, rhs: Self) { lhs.animatableData += rhs.animatableData }

    /// The sum of the two values.
    public static func + (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result += rhs
        return result
    }

    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Self, rhs: Self) { lhs.animatableData -= rhs.animatableData }

    /// The difference of the two values.
    public static func - (lhs: Self, rhs: Self) -> Self {
        var result = lhs
        result -= rhs
        return result
    }

    /// Scales `lhs` by `rhs`.
    public static func *= (lhs: inout Self, rhs: Double) { lhs.animatableData.scale(by: rhs) }

    /// The value scaled by `rhs`.
    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result *= rhs
        return result
    }

    /// Divides `lhs` by `rhs`.
    public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

    /// The value divided by `rhs`.
    public static func / (lhs: Self, rhs: Double) -> Self { lhs * (1 / rhs) }
}

extension Angle: _VectorMath {}
extension UnitPoint: _VectorMath {}
