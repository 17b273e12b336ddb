/// A container that animates a value along keyframes and draws its content with the value,
/// as SwiftUI's `KeyframeAnimator` (iOS 17).
///
/// **At rest.** A repeating animator starts its keyframes when it appears and plays them over
/// and over; its first frame, the one a still render shows, is the content with the keyframes'
/// value at time 0 (the initial value, unless a ``MoveKeyframe`` comes first). A triggered
/// animator rests at its initial value and plays the keyframes once each time the trigger
/// changes; a still render shows it at rest, with the initial value. The keyframes are read
/// with ``KeyframeTimeline``, which gives the value at any other time.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    /// True when the keyframes play over and over from the start; false when a trigger
    /// starts them (or when they play once).
    let repeats: Bool

    /// Plays `keyframes` from `initialValue` when the view appears, over and over when
    /// `repeating`, drawing `content` with the value at each moment.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
        self.keyframes = keyframes
        repeats = repeating
    }

    /// Plays `keyframes` once each time `trigger` changes, drawing `content` with the value at
    /// each moment; at rest the value is `initialValue`.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
        self.keyframes = keyframes
        repeats = false
    }

    /// The value a still frame shows.
    var restingValue: Value {
        guard repeats else { return initialValue }
        return KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue)).value(time: 0)
    }

    /// The content with the value of the first frame.
    public var body: some View {
        content(restingValue)
    }
}

extension View {
    /// Animates effects on this view along keyframes, as SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`: `content` puts the
    /// value's effects on the view. A still frame shows the value at the keyframes' start (see
    /// ``KeyframeAnimator``).
    public func keyframeAnimator<Value, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let view = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
    }

    /// Animates effects on this view along keyframes each time `trigger` changes, as SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`. At rest, and so in a still
    /// frame, the view is drawn with `initialValue`.
    public func keyframeAnimator<Value, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let view = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
    }
}
