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
