/// A value that can be added, subtracted and scaled, as SwiftUI's `VectorArithmetic`: what an
/// animation interpolates. `Double`, `Float`, `CGFloat`, ``AnimatablePair`` and
/// ``EmptyAnimatableData`` are vectors.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the vector with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The vector with every component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

/// A value an animation can move, as SwiftUI's `Animatable`: it exposes its state as a vector
/// (`animatableData`) that animations and keyframes interpolate.
public protocol Animatable {
    /// The vector the value is made of.
    associatedtype AnimatableData: VectorArithmetic
    /// The value as a vector; setting it sets the value.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing: the value does not animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: VectorArithmetic, Animatable {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of the number.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic, Animatable {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of the number.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic, Animatable {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of the number.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two vectors animated together, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first vector.
    public var first: First
    /// The second vector.
    public var second: Second

    /// The pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both zero.
    public static var zero: Self { Self(.zero, .zero) }
    /// Adds the pairs member by member.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    /// Subtracts the pairs member by member.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    /// Scales both members.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of the members' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The empty vector of a value that does not animate, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// The empty vector.
    public init() {}
    /// The empty vector.
    public static var zero: Self { Self() }
    /// The empty vector.
    public static func + (lhs: Self, rhs: Self) -> Self { Self() }
    /// The empty vector.
    public static func - (lhs: Self, rhs: Self) -> Self { Self() }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// 0.
    public var magnitudeSquared: Double { 0 }
}

extension CGPoint: Animatable {
    /// The coordinates, x first.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The width and the height.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin and the size.
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    /// The coordinates, x first.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
