/// An animation of an SF Symbol's layers, as iOS 17's `SymbolEffect`: `.pulse`, `.bounce`,
/// `.variableColor`. Each is motion over time, so a still frame draws the symbol at rest, as
/// with the other animations (see ``Animation``).
public protocol SymbolEffect: Sendable, Hashable {}

/// An effect that runs while it is active (``View/symbolEffect(_:options:isActive:)``).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that runs once each time a value changes (``View/symbolEffect(_:options:value:)``).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// Whether an effect animates the symbol's layers one after another or the symbol as a whole.
enum SymbolEffectScope: Sendable, Hashable {
    case automatic, byLayer, wholeSymbol
}

/// Fades the symbol's opacity in and out, as `.pulse`.
public struct PulseSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    let scope: SymbolEffectScope
    /// The effect on each layer in turn.
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(scope: .byLayer) }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(scope: .wholeSymbol) }
}

/// Moves the symbol up or down and back, as `.bounce`.
public struct BounceSymbolEffect: DiscreteSymbolEffect {
    enum Direction: Sendable, Hashable { case automatic, up, down }
    let direction: Direction
    let scope: SymbolEffectScope
    /// Bounces upward.
    public var up: BounceSymbolEffect { BounceSymbolEffect(direction: .up, scope: scope) }
    /// Bounces downward.
    public var down: BounceSymbolEffect { BounceSymbolEffect(direction: .down, scope: scope) }
    /// The effect on each layer in turn.
    public var byLayer: BounceSymbolEffect { BounceSymbolEffect(direction: direction, scope: .byLayer) }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(direction: direction, scope: .wholeSymbol) }
}

/// Dims and lights the symbol's variable layers in turn, as `.variableColor`.
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    let isIterative: Bool
    let isReversing: Bool
    let hidesInactiveLayers: Bool
    /// One layer lit at a time.
    public var iterative: VariableColorSymbolEffect { with(iterative: true) }
    /// Layers lit one after another and left lit.
    public var cumulative: VariableColorSymbolEffect { with(iterative: false) }
    /// Plays forward, then backward.
    public var reversing: VariableColorSymbolEffect { with(reversing: true) }
    /// Plays forward only.
    public var nonReversing: VariableColorSymbolEffect { with(reversing: false) }
    /// Unlit layers are hidden rather than dimmed.
    public var hideInactiveLayers: VariableColorSymbolEffect { with(hidesInactiveLayers: true) }
    /// Unlit layers are dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { with(hidesInactiveLayers: false) }

    private func with(iterative: Bool? = nil, reversing: Bool? = nil, hidesInactiveLayers: Bool? = nil) -> Self {
        VariableColorSymbolEffect(
            isIterative: iterative ?? isIterative, isReversing: reversing ?? isReversing,
            hidesInactiveLayers: hidesInactiveLayers ?? self.hidesInactiveLayers)
    }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// Fades the symbol's opacity in and out.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(scope: .automatic) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// Moves the symbol and back.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(direction: .automatic, scope: .automatic) }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Lights the symbol's variable layers in turn.
    public static var variableColor: VariableColorSymbolEffect {
        VariableColorSymbolEffect(isIterative: false, isReversing: false, hidesInactiveLayers: false)
    }
}

/// An effect that shows or hides the symbol (``View/symbolEffect(_:options:isActive:)`` with
/// `.appear` or `.disappear`), as iOS 17's `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// Scales the symbol up or down while active, as `.scale`. A still frame draws the symbol at
/// its own size: iOS's scale factor is not documented.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    enum Direction: Sendable, Hashable { case automatic, up, down }
    let direction: Direction
    let scope: SymbolEffectScope
    /// Scales up.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(direction: .up, scope: scope) }
    /// Scales down.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(direction: .down, scope: scope) }
    /// The effect on each layer in turn.
    public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(direction: direction, scope: .byLayer) }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { ScaleSymbolEffect(direction: direction, scope: .wholeSymbol) }
}

/// Draws the symbol in (active) or out, as `.appear`: active, the symbol shows.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    let scope: SymbolEffectScope
    /// The effect on each layer in turn.
    public var byLayer: AppearSymbolEffect { AppearSymbolEffect(scope: .byLayer) }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: AppearSymbolEffect { AppearSymbolEffect(scope: .wholeSymbol) }
    /// Grows from nothing as it appears.
    public var up: AppearSymbolEffect { self }
    /// Shrinks from larger as it appears.
    public var down: AppearSymbolEffect { self }
}

/// Draws the symbol out (active) or back, as `.disappear`: while active, the symbol is hidden,
/// and a still frame leaves its space empty.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    let scope: SymbolEffectScope
    /// The effect on each layer in turn.
    public var byLayer: DisappearSymbolEffect { DisappearSymbolEffect(scope: .byLayer) }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: DisappearSymbolEffect { DisappearSymbolEffect(scope: .wholeSymbol) }
    /// Shrinks away.
    public var up: DisappearSymbolEffect { self }
    /// Grows away.
    public var down: DisappearSymbolEffect { self }
}

/// Shakes the symbol, as iOS 18's `.wiggle`: motion, drawn at rest.
public struct WiggleSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    let direction: String
    let scope: SymbolEffectScope
    private func toward(_ direction: String) -> WiggleSymbolEffect { WiggleSymbolEffect(direction: direction, scope: scope) }
    /// Up and back.
    public var up: WiggleSymbolEffect { toward("up") }
    /// Down and back.
    public var down: WiggleSymbolEffect { toward("down") }
    /// Left and back.
    public var left: WiggleSymbolEffect { toward("left") }
    /// Right and back.
    public var right: WiggleSymbolEffect { toward("right") }
    /// Forward in the reading direction.
    public var forward: WiggleSymbolEffect { toward("forward") }
    /// Backward in the reading direction.
    public var backward: WiggleSymbolEffect { toward("backward") }
    /// Clockwise.
    public var clockwise: WiggleSymbolEffect { toward("clockwise") }
    /// Counterclockwise.
    public var counterClockwise: WiggleSymbolEffect { toward("counterClockwise") }
    /// Along `angle` (degrees).
    public func custom(angle: Double) -> WiggleSymbolEffect { toward("angle \(angle)") }
    /// The effect on each layer in turn.
    public var byLayer: WiggleSymbolEffect { WiggleSymbolEffect(direction: direction, scope: .byLayer) }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { WiggleSymbolEffect(direction: direction, scope: .wholeSymbol) }
}

/// Turns the symbol, as iOS 18's `.rotate`: motion, drawn at rest.
public struct RotateSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    let isClockwise: Bool
    let scope: SymbolEffectScope
    /// Clockwise.
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(isClockwise: true, scope: scope) }
    /// Counterclockwise.
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(isClockwise: false, scope: scope) }
    /// The effect on each layer in turn.
    public var byLayer: RotateSymbolEffect { RotateSymbolEffect(isClockwise: isClockwise, scope: .byLayer) }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { RotateSymbolEffect(isClockwise: isClockwise, scope: .wholeSymbol) }
}

/// Swells and settles the symbol, as iOS 18's `.breathe`: motion, drawn at rest.
public struct BreatheSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    let pulses: Bool
    let scope: SymbolEffectScope
    /// Scale alone.
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(pulses: false, scope: scope) }
    /// Scale with the opacity pulsing.
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(pulses: true, scope: scope) }
    /// The effect on each layer in turn.
    public var byLayer: BreatheSymbolEffect { BreatheSymbolEffect(pulses: pulses, scope: .byLayer) }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { BreatheSymbolEffect(pulses: pulses, scope: .wholeSymbol) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// Scales the symbol while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(direction: .automatic, scope: .automatic) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// Shows the symbol.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(scope: .automatic) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Hides the symbol while active.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(scope: .automatic) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// Shakes the symbol.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(direction: "automatic", scope: .automatic) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// Turns the symbol.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(isClockwise: true, scope: .automatic) }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Swells and settles the symbol.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(pulses: false, scope: .automatic) }
}

/// How a symbol effect runs, as `SymbolEffectOptions`: how often and how fast.
public struct SymbolEffectOptions: Sendable, Hashable {
    /// The number of runs; `nil` repeats while active.
    public private(set) var repeatCount: Int?
    /// The speed relative to the effect's own.
    public private(set) var speedMultiplier: Double

    /// The effect's own repeat and speed.
    public static let `default` = SymbolEffectOptions(repeatCount: nil, speedMultiplier: 1, repeatBehavior: nil)
    /// Repeats while active.
    public static let repeating = SymbolEffectOptions.default
    /// Runs once.
    public static let nonRepeating = SymbolEffectOptions.default.repeat(1)

    /// Runs `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .default.repeat(count) }
    /// Runs at `speed` times the effect's own speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { .default.speed(speed) }

    /// How an effect repeats (iOS 18): without a pause, or in runs with a delay between them.
    public struct RepeatBehavior: Sendable, Hashable {
        /// The number of runs; `nil` repeats while active.
        public let count: Int?
        /// The pause between runs in seconds, `nil` for the effect's own.
        public let delay: Double?

        /// Runs again as soon as a run ends, while active.
        public static let continuous = RepeatBehavior(count: nil, delay: 0)
        /// Runs again after the effect's own pause, while active.
        public static let periodic = RepeatBehavior(count: nil, delay: nil)

        /// Runs `count` times (or while active), `delay` seconds apart.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count.map { max($0, 0) }, delay: delay)
        }

        /// Runs while active, `delay` seconds apart.
        public static func periodic(delay: Double?) -> RepeatBehavior {
            RepeatBehavior(count: nil, delay: delay)
        }
    }

    /// How the effect repeats, when set with a repeat behaviour (`.repeat(.continuous)`).
    public private(set) var repeatBehavior: RepeatBehavior?

    /// Repeats as `behavior` says (`.repeat(.continuous)`, `.repeat(.periodic(2, delay: 1))`).
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { .default.repeat(behavior) }

    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var options = self
        options.repeatBehavior = behavior
        options.repeatCount = behavior.count
        return options
    }

    /// These options, run `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = max(count, 0)
        return options
    }

    /// These options at `speed` times the effect's own speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedMultiplier = speed
        return options
    }
}

extension View {
    /// Runs `effect` on the view's symbols while `isActive`, as iOS 17's modifier. The effect
    /// is motion over time; a still frame draws the symbols at rest.
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true)
        -> some View
    {
        // An active `.disappear` has hidden the symbol; every other effect settles at rest.
        settled().opacity(isActive && effect is DisappearSymbolEffect ? 0 : 1)
    }

    /// Runs `effect` on the view's symbols each time `value` changes, as iOS 17's modifier.
    /// A still frame draws the symbols at rest, after the effect.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U)
        -> some View
    {
        settled()
    }

    /// Turns off the symbol effects inside, as iOS 17's `symbolEffectsRemoved(_:)`; the still
    /// frame is the same.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        settled()
    }
}
