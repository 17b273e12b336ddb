/// A track: keyframes that move one property of the animated value, as SwiftUI's
/// `KeyframeTrack`. The track starts from the property's value when the keyframes start and
/// plays its keyframes one after another; after the last one the property keeps its value.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.2, duration: 0.15)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes, PrimitiveKeyframes
where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// A track that moves the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Primitive: the track is its own content.
    public var body: Self { return self }

    /// The track, ready to start from a root value.
    var maker: KeyframeTrackMaker<Root> {
        let keyPath = keyPath
        let segments = content.segments
        return KeyframeTrackMaker { root in
            let curve = KeyframeCurve(initial: root[keyPath: keyPath], segments: segments)
            return ResolvedKeyframeTrack(duration: curve.duration) { root, time in root[keyPath: keyPath] = curve.value(at: time) }
        }
    }

    var erasedMakers: Any { [maker] }
}

extension KeyframeTrack where Root == Value {
    /// A track that moves the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// A track once the value it starts from is known: its length, and how it sets its property
/// at a time.
struct ResolvedKeyframeTrack<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
}

/// A track waiting for the value it starts from.
struct KeyframeTrackMaker<Root> {
    let resolve: (Root) -> ResolvedKeyframeTrack<Root>
}

/// Keyframes that are tracks themselves, not made of other keyframes.
protocol PrimitiveKeyframes {
    /// The tracks, as `[KeyframeTrackMaker<Root>]`.
    var erasedMakers: Any { get }
}

extension Keyframes {
    /// The tracks of these keyframes, for a root value of type `Root`.
    func makers<Root>(of root: Root.Type) -> [KeyframeTrackMaker<Root>] {
        if let primitive = self as? any PrimitiveKeyframes {
            return primitive.erasedMakers as? [KeyframeTrackMaker<Root>] ?? []
        }
        return body.makers(of: root)
    }
}

/// Builds keyframes from tracks written side by side, as SwiftUI's `KeyframesBuilder`: the
/// tracks play at the same time, each moving its own property. Keyframes written straight into
/// the builder (`KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(…); SpringKeyframe(…) }`)
/// play one after another, as one track of the whole value.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// Tracks that play side by side.
    public struct Tracks: Keyframes, PrimitiveKeyframes {
        let makers: [KeyframeTrackMaker<Value>]
        /// Keyframes written straight into the builder, in order (each a `KeyframeSegment<Value>`).
        var keyframes: [Any] = []
        /// Makes the track of the whole value from `keyframes`.
        var makeKeyframeTrack: (([Any]) -> KeyframeTrackMaker<Value>)?

        var erasedMakers: Any {
            guard !keyframes.isEmpty, let makeKeyframeTrack else { return makers }
            return makers + [makeKeyframeTrack(keyframes)]
        }

        /// Primitive: the tracks are their own content.
        public var body: Self { return self }

        /// These tracks and `other`'s side by side, their loose keyframes one after another.
        func followed(by other: Tracks) -> Tracks {
            Tracks(
                makers: makers + other.makers, keyframes: keyframes + other.keyframes,
                makeKeyframeTrack: makeKeyframeTrack ?? other.makeKeyframeTrack)
        }

        static var empty: Tracks { Tracks(makers: []) }
    }

    /// A track of a property of the value.
    public static func buildExpression<Property, Content>(_ track: KeyframeTrack<Value, Property, Content>) -> Tracks {
        Tracks(makers: [track.maker])
    }

    /// Keyframes of the value (your own ``Keyframes`` type).
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> Tracks where K.Value == Value {
        Tracks(makers: keyframes.makers(of: Value.self))
    }

    /// The tracks side by side.
    public static func buildBlock(_ parts: Tracks...) -> Tracks {
        parts.reduce(Tracks.empty) { $0.followed(by: $1) }
    }

    /// The tracks of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ part: Tracks?) -> Tracks { part ?? Tracks.empty }
    /// The tracks of an `if`'s branch.
    public static func buildEither(first: Tracks) -> Tracks { first }
    /// The tracks of an `else` branch.
    public static func buildEither(second: Tracks) -> Tracks { second }
    /// The tracks of every pass of a `for` loop.
    public static func buildArray(_ parts: [Tracks]) -> Tracks { parts.reduce(Tracks.empty) { $0.followed(by: $1) } }
    /// The tracks of a block inside `if #available`.
    public static func buildLimitedAvailability(_ part: Tracks) -> Tracks { part }
}

extension KeyframesBuilder where Value: Animatable {
    /// A keyframe written straight into the builder: a step of the whole value's track.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> Tracks where K.Value == Value {
        Tracks(
            makers: [], keyframes: keyframe.segments.map { $0 as Any },
            makeKeyframeTrack: { keyframes in
                let segments = keyframes.compactMap { $0 as? KeyframeSegment<Value> }
                return KeyframeTrackMaker { root in
                    let curve = KeyframeCurve(initial: root, segments: segments)
                    return ResolvedKeyframeTrack(duration: curve.duration) { root, time in root = curve.value(at: time) }
                }
            })
    }
}

/// A description of how a value changes over time, as SwiftUI's `KeyframeTimeline`: its
/// tracks start together from `initialValue`, and ``value(time:)`` gives the value at any
/// time, as a keyframe animator would draw it then.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// timeline.value(time: 0.45)
/// ```
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [ResolvedKeyframeTrack<Value>]

    /// The timeline of `content`'s keyframes, starting from `initialValue`.
    public init<Content: Keyframes>(initialValue: Value, @KeyframesBuilder<Value> content: () -> Content) where Content.Value == Value {
        self.init(initialValue: initialValue, keyframes: content())
    }

    init<Content: Keyframes>(initialValue: Value, keyframes: Content) where Content.Value == Value {
        self.initialValue = initialValue
        tracks = keyframes.makers(of: Value.self).map { $0.resolve(initialValue) }
    }

    /// The length of the longest track, in seconds.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds after the start (times before the start give the start, times
    /// after the end the end).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0…1) of the timeline's duration.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}
