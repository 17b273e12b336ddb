import Foundation

/// Seconds, as Core Foundation's `CFTimeInterval` (Core Animation's times).
public typealias CFTimeInterval = Double

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The time of the system's monotonic clock, in seconds, as Core Animation's
/// `CACurrentMediaTime()` (what `beginTime = CACurrentMediaTime() + 0.3` is measured against).
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}

/// The name of a standard timing curve, as Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Core Animation's `linear` timing curve.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Core Animation's `easeIn` timing curve.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Core Animation's `easeOut` timing curve.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Core Animation's `easeInEaseOut` timing curve.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's `default` timing curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time, as Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Core Animation's `removed` fill mode.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Core Animation's `forwards` fill mode.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Core Animation's `backwards` fill mode.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Core Animation's `both` fill mode.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// How a keyframe animation goes between its values, as Core Animation's `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Core Animation's `linear` calculation mode.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Core Animation's `discrete` calculation mode.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Core Animation's `paced` calculation mode.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Core Animation's `cubic` calculation mode.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Core Animation's `cubicPaced` calculation mode.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How a keyframe animation turns a layer along its path, as Core Animation's `CAAnimationRotationMode`.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Core Animation's `rotateAuto` rotation mode.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Core Animation's `rotateAutoReverse` rotation mode.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// The kind of a transition, as Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Core Animation's `fade` transition.
    public static let fade = CATransitionType(rawValue: "fade")
    /// Core Animation's `moveIn` transition.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// Core Animation's `push` transition.
    public static let push = CATransitionType(rawValue: "push")
    /// Core Animation's `reveal` transition.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a transition, as Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Core Animation's `fromRight` transition direction.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// Core Animation's `fromLeft` transition direction.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// Core Animation's `fromTop` transition direction.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// Core Animation's `fromBottom` transition direction.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1), as Core Animation's `CAMediaTimingFunction`.
open class CAMediaTimingFunction: NSObject {
    /// The two control points, x1, y1, x2, y2.
    public let controlPoints: (Float, Float, Float, Float)

    /// One of the standard curves, with Core Animation's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// A curve of the control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// Writes control point `idx` (0…3: the ends and the two control points) into `ptr` as x, y.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), (controlPoints.0, controlPoints.1), (controlPoints.2, controlPoints.3), (1, 1)]
        let point = points[min(max(idx, 0), 3)]
        ptr[0] = point.0
        ptr[1] = point.1
    }
}

/// What an animation tells when it starts and stops, as Core Animation's `CAAnimationDelegate`
/// (both methods optional). In a still frame an animation starts when it is added and stops when
/// it is removed.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of a layer, as Core Animation's `CAAnimation`, with its timing (Core
/// Animation's `CAMediaTiming`). NapkinUI draws still frames: an animation added to a layer is
/// kept and can be read back; the layer draws its model values, the values an animation with
/// `isRemovedOnCompletion` ends on (set the model value to the `toValue`, as iOS code should).
open class CAAnimation: NSObject {
    /// An animation with Core Animation's defaults.
    public override init() {
        super.init()
    }

    /// The timing curve; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops (held strongly, as Core Animation holds it).
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is removed from its layer when it ends.
    open var isRemovedOnCompletion = true
    /// When the animation begins, in its layer's time (0: now).
    open var beginTime: CFTimeInterval = 0
    /// How long one run lasts, in seconds; 0 means Core Animation's 0.25.
    open var duration: CFTimeInterval = 0
    /// How fast time runs for the animation.
    open var speed: Float = 1
    /// Where in its time the animation starts.
    open var timeOffset: CFTimeInterval = 0
    /// How many times it repeats (`.infinity` forever).
    open var repeatCount: Float = 0
    /// How long it repeats, in seconds.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each run plays backwards after it plays forwards.
    open var autoreverses = false
    /// What it shows outside its active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether it is drawn ahead of its time; kept.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// The default value of the property `key` (Core Animation's class method); `nil`.
    open class func defaultValue(forKey key: String) -> Any? { nil }
}

/// A range of frame rates an animation prefers, as Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Sendable, Hashable {
    /// The lowest rate, frames per second.
    public var minimum: Float
    /// The highest rate.
    public var maximum: Float
    /// The rate preferred.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The system's choice.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// An animation of one property of a layer, named by a key path (`"strokeEnd"`,
/// `"transform.rotation.z"`), as Core Animation's `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// The property animated.
    open var keyPath: String?
    /// Whether the values are added to the model value.
    open var isAdditive = false
    /// Whether repeats build on the previous run's end.
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation from one value to another, as Core Animation's `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value it starts from (`nil`: the current value).
    open var fromValue: Any?
    /// The value it ends on (`nil`: the model value).
    open var toValue: Any?
    /// The change it makes, when `toValue` is `nil`.
    open var byValue: Any?
}

/// A spring animation, as Core Animation's `CASpringAnimation`.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring.
    open var mass: CGFloat = 1
    /// The spring's stiffness.
    open var stiffness: CGFloat = 100
    /// The friction.
    open var damping: CGFloat = 10
    /// The speed at the start.
    open var initialVelocity: CGFloat = 0
    /// Whether the spring may overshoot; kept.
    open var allowsOverdamping = false

    /// A spring that settles in about `perceptualDuration` seconds with `bounce` (−1…1),
    /// as iOS 17's initializer: stiffness (2π / duration)² and the damping for the bounce.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 0.01)
        stiffness = pow(2 * .pi / CGFloat(duration), 2)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = 4 * .pi * ratio / CGFloat(duration)
        self.duration = settlingDuration
    }

    /// The time the spring takes to come to rest (within 0.1 % of its travel), in seconds.
    open var settlingDuration: CFTimeInterval {
        let mass = max(self.mass, 1e-6), stiffness = max(self.stiffness, 1e-6)
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        guard zeta > 0 else { return .infinity }
        // The envelope e^(-ζωt) falls to 0.001 at t = ln(1000) / (ζω) (the slower root when overdamped).
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        return CFTimeInterval(log(1000) / decay)
    }
}

/// An animation through several values, as Core Animation's `CAKeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values passed through.
    open var values: [Any]?
    /// A path a point property follows.
    open var path: CGPath?
    /// When each value is reached, 0…1.
    open var keyTimes: [NSNumber]?
    /// The curves between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How the values are interpolated.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// How the layer turns along ``path``.
    open var rotationMode: CAAnimationRotationMode?
}

/// Animations run together, as Core Animation's `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?
}

/// A transition between a layer's states, as Core Animation's `CATransition`: in a still frame
/// the new state is drawn.
open class CATransition: CAAnimation {
    /// The kind of transition.
    open var type: CATransitionType = .fade
    /// Its direction.
    open var subtype: CATransitionSubtype?
    /// Where it starts, 0…1.
    open var startProgress: Float = 0
    /// Where it ends, 0…1.
    open var endProgress: Float = 1
}

/// Groups changes of layers, as Core Animation's `CATransaction`. NapkinUI's layers do not
/// animate implicitly, so a transaction records its settings and runs its completion block when
/// the outermost transaction commits (no animation of it is still running in a still frame).
open class CATransaction: NSObject {
    /// The transactions begun and not committed, innermost last (shared by all threads).
    private static let stack = TransactionStack()

    /// Begins a transaction.
    open class func begin() {
        stack.withLock { $0.append(TransactionStack.Settings()) }
    }

    /// Commits the innermost transaction; its completion block runs now.
    open class func commit() {
        let finished = stack.withLock { $0.popLast() }
        finished?.completion?.run()
    }

    /// Commits any implicit transaction; there is none to flush.
    open class func flush() {}
    /// Takes the lock Core Animation guards layer trees with; layers here belong to one thread.
    open class func lock() {}
    /// Releases that lock.
    open class func unlock() {}

    /// The duration of the innermost transaction's animations (0.25 s by default).
    open class func animationDuration() -> CFTimeInterval { current.duration }
    /// Sets it.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { update { $0.duration = dur } }
    /// Its timing curve.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timing?.function }
    /// Sets it.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        update { $0.timing = function.map(TimingBox.init) }
    }
    /// Whether property changes in the innermost transaction animate implicitly.
    open class func disableActions() -> Bool { current.disablesActions }
    /// Sets it.
    open class func setDisableActions(_ flag: Bool) { update { $0.disablesActions = flag } }
    /// The block run when the transaction's animations end.
    open class func completionBlock() -> (() -> Void)? { current.completion?.block }
    /// Sets the block run when the innermost transaction's animations end: at its commit, as
    /// nothing animates in a still frame. Outside a transaction, it runs at once.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let stored = stack.withLock { transactions -> Bool in
            guard !transactions.isEmpty else { return false }
            transactions[transactions.count - 1].completion = block.map(CompletionBox.init)
            return true
        }
        if !stored { block?() }
    }

    private static var current: TransactionStack.Settings { stack.withLock { $0.last ?? TransactionStack.Settings() } }
    private static func update(_ change: (inout TransactionStack.Settings) -> Void) {
        stack.withLock { transactions in
            guard !transactions.isEmpty else { return }
            change(&transactions[transactions.count - 1])
        }
    }
}

/// The open transactions behind a lock.
private final class TransactionStack: @unchecked Sendable {
    // Sound: `transactions` is read and written only under `lock`.
    struct Settings {
        var duration: CFTimeInterval = 0.25
        var timing: TimingBox?
        var disablesActions = false
        var completion: CompletionBox?
    }
    private let lock = NSLock()
    private var transactions: [Settings] = []

    func withLock<T>(_ body: (inout [Settings]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&transactions)
    }
}

/// A timing function kept by a transaction.
private struct TimingBox {
    let function: CAMediaTimingFunction
}

/// A completion block kept by a transaction (run on the thread that commits it).
private struct CompletionBox {
    let block: () -> Void
    func run() { block() }
}
