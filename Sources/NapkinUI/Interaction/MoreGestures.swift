import Foundation

/// A press held in place, as SwiftUI's `LongPressGesture`: `.gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in … })`
/// is recognised as ``View/onLongPressGesture(minimumDuration:perform:onPressingChanged:)`` is,
/// and a test performs it with `window.longPress(_:)`: `onChanged` hears `true` as the press
/// starts, `onEnded` hears `true` when it has lasted long enough.
public struct LongPressGesture: Gesture {
    /// Whether the press is (still) down: what the gesture reports.
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails, in points.
    public var maximumDistance: CGFloat
    var changed: [@MainActor (Bool) -> Void] = []
    var ended: [@MainActor (Bool) -> Void] = []

    /// A press of at least `minimumDuration` seconds that moves less than `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// The gesture, running `action` as the press starts.
    public func onChanged(_ action: @escaping @MainActor (Bool) -> Void) -> LongPressGesture {
        var copy = self
        copy.changed.append(action)
        return copy
    }

    /// The gesture, running `action` once the press has lasted long enough.
    public func onEnded(_ action: @escaping @MainActor (Bool) -> Void) -> LongPressGesture {
        var copy = self
        copy.ended.append(action)
        return copy
    }

    /// The gesture, writing through `body` into `state` while the press is down; `state` goes
    /// back to its initial value when the press ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Bool, inout State, inout Transaction) -> Void
    ) -> LongPressGesture {
        onChanged { value in state.update { body(value, &$0, &$1) } }.onEnded { _ in state.reset() }
    }
}

/// A pinch, as SwiftUI's `MagnificationGesture` (`Value` is the scale). No pinch reaches a
/// NapkinUI window, so it is accepted and never recognised: a still frame shows the scale at rest.
public struct MagnificationGesture: Gesture {
    /// The scale of the pinch.
    public typealias Value = CGFloat
    /// How far the fingers must move before the pinch is recognised.
    public var minimumScaleDelta: CGFloat

    /// A pinch recognised after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// The gesture (`action` would run with each change of scale).
    public func onChanged(_ action: @escaping @MainActor (CGFloat) -> Void) -> MagnificationGesture { self }
    /// The gesture (`action` would run when the fingers lift).
    public func onEnded(_ action: @escaping @MainActor (CGFloat) -> Void) -> MagnificationGesture { self }
}

/// iOS 17's pinch, as SwiftUI's `MagnifyGesture`; accepted and never recognised, as
/// ``MagnificationGesture``.
public struct MagnifyGesture: Gesture {
    /// What a pinch reports.
    public struct Value: Sendable, Equatable {
        /// When the value was reported.
        public var time: Date
        /// The scale of the pinch.
        public var magnification: CGFloat
        /// How fast the scale changes.
        public var velocity: CGFloat
        /// Where the pinch started, in the view's unit square.
        public var startAnchor: UnitPoint
        /// Where the pinch started, in the view's points.
        public var startLocation: CGPoint
    }

    /// How far the fingers must move before the pinch is recognised.
    public var minimumScaleDelta: CGFloat

    /// A pinch recognised after `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// The gesture (`action` would run with each change of scale).
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> MagnifyGesture { self }
    /// The gesture (`action` would run when the fingers lift).
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> MagnifyGesture { self }
}

/// A two-finger turn, as SwiftUI's `RotationGesture` (`Value` is the angle); accepted and never
/// recognised, as ``MagnificationGesture``.
public struct RotationGesture: Gesture {
    /// The angle turned.
    public typealias Value = Angle
    /// How far the fingers must turn before the gesture is recognised.
    public var minimumAngleDelta: Angle

    /// A turn recognised after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// The gesture (`action` would run with each change of angle).
    public func onChanged(_ action: @escaping @MainActor (Angle) -> Void) -> RotationGesture { self }
    /// The gesture (`action` would run when the fingers lift).
    public func onEnded(_ action: @escaping @MainActor (Angle) -> Void) -> RotationGesture { self }
}

/// A gesture that writes into a ``GestureState`` while it runs, as SwiftUI's
/// `GestureStateGesture`: what `updating(_:body:)` gives for a gesture without an `updating` of
/// its own (a combined gesture, a tap, a pinch). While the base gesture runs, `body` writes its
/// values into `state`; when it ends, `state` goes back to its initial value. A gesture NapkinUI
/// never recognises (a pinch, a turn) leaves the state at its initial value.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    /// The gesture that runs.
    public var gesture: Base
    /// The state it writes.
    public var state: GestureState<State>
    /// How it writes.
    public var body: @MainActor (Base.Value, inout State, inout Transaction) -> Void
    var changed: [@MainActor (Base.Value) -> Void] = []
    var ended: [@MainActor (Base.Value) -> Void] = []

    /// `gesture` writing `state` through `body`.
    public init(
        gesture: Base, state: GestureState<State>, body: @escaping @MainActor (Base.Value, inout State, inout Transaction) -> Void
    ) {
        self.gesture = gesture
        self.state = state
        self.body = body
    }

    /// The gesture, running `action` when the base gesture ends.
    public func onEnded(_ action: @escaping @MainActor (Base.Value) -> Void) -> Self {
        var copy = self
        copy.ended.append(action)
        return copy
    }

    /// The gesture, running `action` whenever the base gesture changes.
    public func onChanged(_ action: @escaping @MainActor (Base.Value) -> Void) -> Self {
        var copy = self
        copy.changed.append(action)
        return copy
    }
}

extension GestureStateGesture: AttachableGesture {
    @MainActor func attach(to node: LayoutNode, environment: EnvironmentValues) -> LayoutNode {
        let (state, body, changed, ended) = (self.state, self.body, self.changed, self.ended)
        let writing = reportingGesture(
            gesture,
            changed: { value in
                state.update { body(value, &$0, &$1) }
                for action in changed { action(value) }
            },
            ended: { value in
                state.reset()
                for action in ended { action(value) }
            })
        return attachGesture(writing, to: node, environment: environment)
    }

    func reporting(changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void) -> Self {
        onChanged(changed).onEnded(ended)
    }

    func gated(by isOpen: @escaping @MainActor () -> Bool) -> Self {
        var copy = self
        copy.changed = changed.map { action in { if isOpen() { action($0) } } }
        copy.ended = ended.map { action in { if isOpen() { action($0) } } }
        let body = self.body
        copy.body = { value, state, transaction in if isOpen() { body(value, &state, &transaction) } }
        return copy
    }

    var kind: GestureKind { gestureKind(of: gesture) ?? .combined([]) }
}

extension Gesture {
    /// The gesture writing `state` through `body` while it runs, as SwiftUI's `updating(_:body:)`.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(gesture: self, state: state, body: body)
    }
}

extension DragGesture {
    /// The drag, writing through `body` into `state` with each move; `state` goes back to its
    /// initial value when the finger lifts, as SwiftUI's `updating(_:body:)` does.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> DragGesture {
        onChanged { value in state.update { body(value, &$0, &$1) } }.onEnded { _ in state.reset() }
    }
}

/// State a gesture holds only while it runs, as SwiftUI's `@GestureState`: a drag's offset,
/// whether a press is down. `updating(_:body:)` writes it; when the gesture ends it goes back to
/// its initial value (through `reset`, if given). Views read it as a plain value: a still frame,
/// with no gesture running, shows the initial value.
@preconcurrency @MainActor
@propertyWrapper
public struct GestureState<Value> {
    final class Box {
        var value: Value
        let initial: Value
        let reset: @MainActor (Value, inout Transaction) -> Void

        init(_ value: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
            self.value = value
            initial = value
            self.reset = reset
        }
    }

    let box: Box

    /// State starting (and ending) at `wrappedValue`.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue) { _, _ in }
    }

    /// State starting (and ending) at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// State starting at `wrappedValue`, going back to it in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    /// State starting at `wrappedValue`; `reset` hears the value left when the gesture ends.
    public init(wrappedValue: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        box = Box(wrappedValue, reset: reset)
    }

    /// The value now: the initial one unless a gesture is running.
    public var wrappedValue: Value { box.value }

    /// The state itself, for `updating($offset) { … }`.
    public var projectedValue: GestureState<Value> { self }

    func update(_ change: (inout Value, inout Transaction) -> Void) {
        var transaction = Transaction()
        change(&box.value, &transaction)
    }

    func reset() {
        var transaction = Transaction()
        let last = box.value
        box.value = box.initial
        box.reset(last, &transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional state starting (and ending) at `nil`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }
}

extension View {
    /// Runs `action` after a press of `minimumDuration` seconds; `pressing` hears `true` as the
    /// press starts and `false` as it ends, as SwiftUI's older
    /// `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: (@MainActor (Bool) -> Void)? = nil,
        perform action: @escaping @MainActor () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}
