/// A spring's physical description, as iOS 17's `Spring`: make one from its duration and
/// bounce, its response and damping ratio, or its mass, stiffness and damping, and animate
/// with it (`.interpolatingSpring(Spring(stiffness: 170, damping: 15))`).
public struct Spring: Sendable, Hashable {
    /// Seconds per oscillation of the undamped spring.
    public var response: Double
    /// How much of its motion the spring loses (1: settles without bouncing).
    public var dampingRatio: Double

    /// A spring of `response` seconds and `dampingRatio`.
    public init(response: Double, dampingRatio: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
    }

    /// A spring that settles in about `duration` seconds with `bounce` (0: none).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// A spring of mass `mass` on a spring of `stiffness`, slowed by `damping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let response = 2 * Double.pi * (mass / max(stiffness, .ulpOfOne)).squareRoot()
        let ratio = damping / (2 * (max(stiffness, .ulpOfOne) * mass).squareRoot())
        self.init(response: response, dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
    }

    /// Seconds the spring takes to settle, as its `duration`.
    public var duration: Double { response }
    /// The bounce: 1 minus the damping ratio (negative when over-damped).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 - 1 / dampingRatio }
}

extension Animation {
    /// An animation moved by `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        .spring(response: spring.response, dampingFraction: spring.dampingRatio)
    }

    /// An animation moved by `spring`.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        .spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }
}

extension Spring {
    /// A smooth spring with no bounce (iOS 17's `.smooth`).
    public static let smooth = Spring.smooth()
    /// A smooth spring that settles in about `duration` seconds.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A quick spring with a small bounce (iOS 17's `.snappy`).
    public static let snappy = Spring.snappy()
    /// A snappy spring that settles in about `duration` seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce (iOS 17's `.bouncy`).
    public static let bouncy = Spring.bouncy()
    /// A bouncy spring that settles in about `duration` seconds.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// The spring's stiffness for a mass of 1: (2π / response)².
    public var stiffness: Double {
        let angular = 2 * Double.pi / max(response, .ulpOfOne)
        return angular * angular
    }

    /// The spring's damping for a mass of 1: 4π × dampingRatio / response.
    public var damping: Double { 4 * Double.pi * dampingRatio / max(response, .ulpOfOne) }

    /// The value at `time` seconds of a spring that starts at zero with `initialVelocity`
    /// (units per second) and pulls towards `target`, as SwiftUI's `value(target:initialVelocity:time:)`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (position, velocity) = response(at: time)
        return target - target.scaled(by: position) + initialVelocity.scaled(by: velocity)
    }

    /// The velocity at `time` of the motion ``value(target:initialVelocity:time:)`` describes.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let step = 1e-5
        let early = max(0, time - step)
        let late = time + step
        let change =
            value(target: target, initialVelocity: initialVelocity, time: late)
            - value(target: target, initialVelocity: initialVelocity, time: early)
        return change.scaled(by: 1 / (late - early))
    }

    /// The seconds the spring takes to come to rest, as SwiftUI's `settlingDuration`: from 0
    /// towards a target of 1 at rest, the time after which the value stays within 0.001 of the
    /// target (60 seconds at most, for a spring without damping).
    public var settlingDuration: TimeInterval {
        let epsilon = 0.001
        let limit = 60.0
        let step = 1.0 / 2000
        var lastOutside = 0.0
        var time = 0.0
        // The motion's envelope decays, so once it is past the last excursion it stays inside.
        while time <= limit {
            if abs(1 - value(target: 1.0, time: time)) >= epsilon { lastOutside = time }
            if time - lastOutside > 4 * response { break }
            time += step
        }
        return min(limit, lastOutside + step)
    }

    /// How a displacement d₀ and a velocity v₀ at time 0 carry to `time`: the displacement
    /// then is d₀ · position + v₀ · velocity (a damped harmonic oscillator of mass 1).
    func response(at time: Double) -> (position: Double, velocity: Double) {
        let t = max(0, time)
        let natural = 2 * Double.pi / max(response, .ulpOfOne)
        let ratio = max(0, dampingRatio)
        if abs(ratio - 1) < 1e-9 {
            let decay = exp(-natural * t)
            return (decay * (1 + natural * t), decay * t)
        }
        if ratio < 1 {
            let damped = natural * (1 - ratio * ratio).squareRoot()
            let decay = exp(-ratio * natural * t)
            let (sine, cosine) = (sin(damped * t), cos(damped * t))
            return (decay * (cosine + ratio * natural / damped * sine), decay * sine / damped)
        }
        let root = (ratio * ratio - 1).squareRoot()
        let fast = -natural * (ratio + root)
        let slow = -natural * (ratio - root)
        let (eSlow, eFast) = (exp(slow * t), exp(fast * t))
        return ((-fast * eSlow + slow * eFast) / (slow - fast), (eSlow - eFast) / (slow - fast))
    }
}
