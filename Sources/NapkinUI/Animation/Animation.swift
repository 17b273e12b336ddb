/// How a change moves from its old state to its new one, as SwiftUI's `Animation`:
/// `.easeInOut`, `.spring(response: 0.4, dampingFraction: 0.8)`, `.linear(duration: 2).delay(1)`.
///
/// **Semantics.** NapkinUI draws still frames, and a still frame of an animated change shows
/// the change finished: the settled state. So an animation never changes what is drawn; it is
/// a value that code passes around (`withAnimation`, `.animation(_:value:)`,
/// `Binding.animation(_:)`), compares and prints, with the timing SwiftUI would use, so that
/// views written with animations compile and render as their final frame.
public struct Animation: Sendable, Hashable, CustomStringConvertible {
    /// The shape of the timing.
    enum Curve: Sendable, Hashable {
        /// Constant speed.
        case linear
        /// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
        case bezier(Double, Double, Double, Double)
        /// A spring: how long it takes to settle (response) and how much it bounces.
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }

    let curve: Curve
    /// The length of one run, in seconds (a spring's response).
    let duration: Double
    /// Seconds before it starts.
    var delay: Double = 0
    /// How much faster than written it runs.
    var speed: Double = 1
    /// How many times it runs, and whether every other run goes backwards; `nil`: once.
    var repetition: Repetition?

    /// How an animation repeats.
    struct Repetition: Sendable, Hashable {
        /// How many runs; `nil`: for ever.
        var count: Int?
        /// True when every other run goes backwards.
        var autoreverses: Bool
    }

    init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = max(0, duration)
    }

    /// The time the animation takes to settle, in seconds, before any repetition: its delay
    /// plus its duration, divided by its speed.
    var settlingTime: Double { delay + duration / max(speed, .ulpOfOne) }

    // MARK: Timing curves

    /// iOS's default animation: a smooth spring that settles in about half a second.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1, blendDuration: 0)

    /// Constant speed for 0.35 seconds.
    public static let linear = Animation.linear(duration: 0.35)
    /// Constant speed for `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }

    /// Starts slowly, for 0.35 seconds.
    public static let easeIn = Animation.easeIn(duration: 0.35)
    /// Starts slowly, for `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .bezier(0.42, 0, 1, 1), duration: duration) }

    /// Ends slowly, for 0.35 seconds.
    public static let easeOut = Animation.easeOut(duration: 0.35)
    /// Ends slowly, for `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .bezier(0, 0, 0.58, 1), duration: duration) }

    /// Starts and ends slowly, for 0.35 seconds.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// Starts and ends slowly, for `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .bezier(0.42, 0, 0.58, 1), duration: duration) }

    /// A cubic Bézier timing curve through the control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(curve: .bezier(c0x, c0y, c1x, c1y), duration: duration)
    }

    // MARK: Springs

    /// A spring that settles in about half a second without bouncing.
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)

    /// A spring that takes `response` seconds per oscillation and loses `dampingFraction` of
    /// its motion (1: no bounce), as SwiftUI's older spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration), duration: response)
    }

    /// A spring that settles in about `duration` seconds with `bounce` (0: none, 1: endless),
    /// as iOS 17's spring. `.spring()` with no arguments is the older form's default (SwiftUI's
    /// `.spring()` compiles unambiguously, so this one gives way).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A spring tuned for following a finger.
    public static let interactiveSpring = Animation.interactiveSpring()

    /// A spring tuned for following a finger, with these parameters.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation
    {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring given by its physical constants (mass 1 by default).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    /// A spring with a little bounce (iOS 17's `.smooth`).
    public static let smooth = Animation.smooth()
    /// A smooth spring that settles in about `duration` seconds.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A quick spring with a small bounce (iOS 17's `.snappy`).
    public static let snappy = Animation.snappy()
    /// A snappy spring that settles in about `duration` seconds.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible bounce (iOS 17's `.bouncy`).
    public static let bouncy = Animation.bouncy()
    /// A bouncy spring that settles in about `duration` seconds.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Changing an animation

    /// The animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }

    /// The animation running `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed
        return copy
    }

    /// The animation running `repeatCount` times, every other time backwards when
    /// `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetition = Repetition(count: max(0, repeatCount), autoreverses: autoreverses)
        return copy
    }

    /// The animation running for ever (a still frame shows where one run ends).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetition = Repetition(count: nil, autoreverses: autoreverses)
        return copy
    }

    /// The animation in words: `easeInOut(duration: 0.35)`, `spring(response: 0.5, dampingFraction: 0.825).delay(1)`.
    public var description: String {
        var text: String
        switch curve {
        case .linear: text = "linear(duration: \(format(duration)))"
        case .bezier(0.42, 0, 1, 1): text = "easeIn(duration: \(format(duration)))"
        case .bezier(0, 0, 0.58, 1): text = "easeOut(duration: \(format(duration)))"
        case .bezier(0.42, 0, 0.58, 1): text = "easeInOut(duration: \(format(duration)))"
        case .bezier(let a, let b, let c, let d):
            text = "timingCurve(\(format(a)), \(format(b)), \(format(c)), \(format(d)), duration: \(format(duration)))"
        case .spring(let response, let damping, let blend):
            text = "spring(response: \(format(response)), dampingFraction: \(format(damping))"
            text += blend == 0 ? ")" : ", blendDuration: \(format(blend)))"
        }
        if delay != 0 { text += ".delay(\(format(delay)))" }
        if speed != 1 { text += ".speed(\(format(speed)))" }
        if let repeats = repetition {
            let reverses = repeats.autoreverses ? "" : "autoreverses: false"
            if let count = repeats.count {
                text += ".repeatCount(\(count)\(reverses.isEmpty ? "" : ", " + reverses))"
            } else {
                text += ".repeatForever(\(reverses))"
            }
        }
        return text
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
