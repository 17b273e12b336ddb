/// The keyframes of a ``KeyframeAnimator`` or ``KeyframeTimeline``, as SwiftUI's `Keyframes`:
/// ``KeyframeTrack``s that each move one property of the animated value, side by side.
///
/// Write your own by giving a `body` built from tracks (or from other keyframes).
public protocol Keyframes<Value> {
    /// The value the keyframes animate.
    associatedtype Value = Body.Value
    /// The keyframes these are made of.
    associatedtype Body: Keyframes where Body.Value == Value
    /// The tracks of these keyframes.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// The content of a ``KeyframeTrack``, as SwiftUI's `KeyframeTrackContent`: keyframes played
/// one after another (``LinearKeyframe``, ``SpringKeyframe``, ``CubicKeyframe``,
/// ``MoveKeyframe``).
public protocol KeyframeTrackContent<Value> {
    /// The property type the keyframes move.
    associatedtype Value: Animatable = Body.Value
    /// The content this content is made of.
    associatedtype Body: KeyframeTrackContent where Body.Value == Value
    /// The keyframes, in order.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// One keyframe, as the track's evaluation reads it.
enum KeyframeSegment<Value: Animatable> {
    /// Jumps to the value at once.
    case move(Value)
    /// Interpolates straight to the value over `duration` seconds, eased by `curve`.
    case linear(Value, duration: Double, curve: UnitCurve)
    /// Springs towards the value for `duration` seconds (the spring's settling duration when nil).
    case spring(Value, duration: Double?, spring: Spring, startVelocity: Value?)
    /// A cubic curve to the value over `duration` seconds, with the velocities given or smooth ones.
    case cubic(Value, duration: Double, startVelocity: Value?, endVelocity: Value?)
}

/// Content that is a list of keyframes itself, not made of other content.
protocol PrimitiveKeyframeTrackContent {
    /// The keyframes, as `[KeyframeSegment<Value>]`.
    var erasedSegments: Any { get }
}

extension KeyframeTrackContent {
    /// The keyframes of this content, in order.
    var segments: [KeyframeSegment<Value>] {
        if let primitive = self as? any PrimitiveKeyframeTrackContent {
            return primitive.erasedSegments as? [KeyframeSegment<Value>] ?? []
        }
        return body.segments
    }
}

/// Builds the content of a ``KeyframeTrack`` from keyframes written one after another, as
/// SwiftUI's `KeyframeTrackContentBuilder`: `if`, `if`-`else` and `for` work in it.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// Keyframes in the order they play.
    public struct Segments: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
        let list: [KeyframeSegment<Value>]
        var erasedSegments: Any { list }
        /// Primitive: the keyframes are their own content.
        public var body: Self { return self }
    }

    /// A keyframe, or content of keyframes.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> Segments where K.Value == Value {
        Segments(list: keyframe.segments)
    }

    /// The keyframes one after another.
    public static func buildBlock(_ parts: Segments...) -> Segments {
        Segments(list: parts.flatMap(\.list))
    }

    /// The keyframes of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ part: Segments?) -> Segments {
        part ?? Segments(list: [])
    }

    /// The keyframes of an `if`'s branch.
    public static func buildEither(first: Segments) -> Segments { first }

    /// The keyframes of an `else` branch.
    public static func buildEither(second: Segments) -> Segments { second }

    /// The keyframes of every pass of a `for` loop.
    public static func buildArray(_ parts: [Segments]) -> Segments {
        Segments(list: parts.flatMap(\.list))
    }

    /// The keyframes of a block inside `if #available`.
    public static func buildLimitedAvailability(_ part: Segments) -> Segments { part }
}

/// A keyframe that interpolates straight to its value, as SwiftUI's `LinearKeyframe`: from the
/// value where the previous keyframe left off, eased by `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let to: Value
    let duration: Double
    let timingCurve: UnitCurve

    /// Moves to `to` over `duration` seconds, eased by `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        self.to = to
        self.duration = max(0, duration)
        self.timingCurve = timingCurve
    }

    var erasedSegments: Any { [KeyframeSegment.linear(to, duration: duration, curve: timingCurve)] }
    /// Primitive: the keyframe is its own content.
    public var body: Self { return self }
}

/// A keyframe that springs to its value, as SwiftUI's `SpringKeyframe`: the spring starts
/// from the value and velocity where the previous keyframe left off (or `startVelocity`).
/// When `duration` is shorter than the spring takes to settle, the next keyframe starts from
/// wherever the spring has got to.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let to: Value
    let duration: Double?
    let spring: Spring
    let startVelocity: Value?

    /// Springs to `to` with `spring` for `duration` seconds (nil: the spring's settling
    /// duration), starting at `startVelocity` (nil: the velocity the previous keyframe ended with).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
        self.duration = duration.map { max(0, $0) }
        self.spring = spring
        self.startVelocity = startVelocity
    }

    var erasedSegments: Any { [KeyframeSegment.spring(to, duration: duration, spring: spring, startVelocity: startVelocity)] }
    /// Primitive: the keyframe is its own content.
    public var body: Self { return self }
}

/// A keyframe that reaches its value along a cubic curve, as SwiftUI's `CubicKeyframe`.
/// Without velocities the curve keeps the motion smooth: between cubic keyframes it is a
/// Catmull-Rom spline (the velocity at a keyframe is the change from the keyframe before it
/// to the one after it, over the time between them); beside another kind of keyframe it takes
/// that keyframe's velocity at the joint; at the start and end of the track, where the value
/// is at rest, the velocity is zero.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let to: Value
    let duration: Double
    let startVelocity: Value?
    let endVelocity: Value?

    /// Moves to `to` over `duration` seconds along a cubic curve.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
        self.duration = max(0, duration)
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
    }

    var erasedSegments: Any { [KeyframeSegment.cubic(to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)] }
    /// Primitive: the keyframe is its own content.
    public var body: Self { return self }
}

/// A keyframe that jumps to its value at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let to: Value

    /// Jumps to `to`, taking no time.
    public init(_ to: Value) {
        self.to = to
    }

    var erasedSegments: Any { [KeyframeSegment.move(to)] }
    /// Primitive: the keyframe is its own content.
    public var body: Self { return self }
}
