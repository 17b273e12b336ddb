import Foundation

extension Gesture {
    /// This gesture and `other`, recognised together, as SwiftUI's `simultaneously(with:)`:
    /// a long press that arms a drag, a pinch beside a turn.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` when this one is not recognised, as SwiftUI's
    /// `exclusively(before:)`: a double tap before a single tap.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }

    /// This gesture, then `other` once this one has ended, as SwiftUI's `sequenced(before:)`:
    /// a long press, then a drag.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// Two gestures recognised together, as SwiftUI's `SimultaneousGesture`: each part runs its own
/// actions, and the combined gesture's actions hear both parts' latest values.
///
/// A test drives each part as it drives it alone (`window.longPress(_:)`, `window.drag(from:by:)`).
/// The combined gesture changes whenever a part changes and ends when every part that started
/// has ended. Two parts of one kind (two drags) share the touch: the first part hears it.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The parts' latest values; `nil` for a part that has not reported yet.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    var actions = CombinedActions<Value>()

    /// `first` and `second`, recognised together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The gesture, running `action` whenever a part changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        addingChanged(action)
    }

    /// The gesture, running `action` when every part that started has ended.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        addingEnded(action)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One of two gestures, as SwiftUI's `ExclusiveGesture`: the first when it is recognised, the
/// second otherwise.
///
/// Parts of different kinds (a tap and a long press) are each driven as they are alone. Parts of
/// one kind compete for the same touch, and the first wins it, as on iOS when the first is
/// recognised: `TapGesture(count: 2).exclusively(before: TapGesture())` runs the double tap's
/// actions for a test's tap (a test's tap is one action, whatever the count).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture was recognised, with its value.
    public enum Value {
        /// The first gesture.
        case first(First.Value)
        /// The second gesture.
        case second(Second.Value)
    }

    /// The gesture that wins when recognised.
    public var first: First
    /// The gesture recognised otherwise.
    public var second: Second
    var actions = CombinedActions<Value>()

    /// `first`, or `second` when `first` is not recognised.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The gesture, running `action` whenever the recognised part changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        addingChanged(action)
    }

    /// The gesture, running `action` when the recognised part ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        addingEnded(action)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Two gestures one after the other, as SwiftUI's `SequenceGesture`: the second is recognised
/// only once the first has ended, and its actions (its own and the sequence's) run only then;
/// when the second ends, the sequence starts over.
///
/// Where the sequence has got to lives with the gesture value, as ``State`` lives with its view
/// value (NapkinUI keeps no identity-keyed state): a test drives the long press and then the
/// drag on one window, and both reach the same sequence when the gesture is a property of the
/// root view or is made once and handed to it. A gesture made anew by a `body` that is evaluated
/// again between the two starts over.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture is running, with its value.
        case first(First.Value)
        /// The first gesture has ended with its value; the second's value, once it has one.
        case second(First.Value, Second.Value?)
    }

    /// The gesture recognised first.
    public var first: First
    /// The gesture recognised after it.
    public var second: Second
    var actions = CombinedActions<Value>()

    /// Where the sequence is, shared by every copy of this value.
    let progress = SequenceProgress<First.Value>()

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The gesture, running `action` whenever the running part changes (and as the first ends).
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        addingChanged(action)
    }

    /// The gesture, running `action` when the second gesture ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        addingEnded(action)
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// What a combined gesture's parts have reported during one run.
@MainActor
private final class CombinedRun<A, B> {
    var first: A?
    var second: B?
    var firstActive = false
    var secondActive = false

    func reset() {
        first = nil
        second = nil
        firstActive = false
        secondActive = false
    }
}

/// How far a ``SequenceGesture`` has got: the first gesture's final value once it has ended,
/// until the second ends.
final class SequenceProgress<Value> {
    var finishedFirst: Value?
}

extension SimultaneousGesture: CombinedGesture {
    @MainActor func attach(to node: LayoutNode, environment: EnvironmentValues) -> LayoutNode {
        var parts: (any Gesture, any Gesture) = (first, second)
        if !(actions.changed.isEmpty && actions.ended.isEmpty) {
            let run = CombinedRun<First.Value, Second.Value>()
            let (changed, ended) = (actions.changed, actions.ended)
            let report = { @MainActor in for action in changed { action(Value(first: run.first, second: run.second)) } }
            let finish = { @MainActor in
                guard !run.firstActive, !run.secondActive else { return }
                let value = Value(first: run.first, second: run.second)
                run.reset()
                for action in ended { action(value) }
            }
            parts.0 = reportingGesture(
                first,
                changed: {
                    run.first = $0
                    run.firstActive = true
                    report()
                },
                ended: {
                    run.first = $0
                    run.firstActive = false
                    finish()
                })
            parts.1 = reportingGesture(
                second,
                changed: {
                    run.second = $0
                    run.secondActive = true
                    report()
                },
                ended: {
                    run.second = $0
                    run.secondActive = false
                    finish()
                })
        }
        // The first part is attached innermost, so it hears a touch both parts could take.
        return attachParts(parts, gate: actions.gate, to: node, environment: environment)
    }
}

extension ExclusiveGesture: CombinedGesture {
    @MainActor func attach(to node: LayoutNode, environment: EnvironmentValues) -> LayoutNode {
        var parts: (any Gesture, any Gesture) = (first, second)
        if !(actions.changed.isEmpty && actions.ended.isEmpty) {
            let (changed, ended) = (actions.changed, actions.ended)
            parts.0 = reportingGesture(
                first, changed: { value in for action in changed { action(.first(value)) } },
                ended: { value in for action in ended { action(.first(value)) } })
            parts.1 = reportingGesture(
                second, changed: { value in for action in changed { action(.second(value)) } },
                ended: { value in for action in ended { action(.second(value)) } })
        }
        // A touch both parts could take goes to the first: the second is not attached.
        if let firstKind = gestureKind(of: first), let secondKind = gestureKind(of: second), firstKind.overlaps(secondKind) {
            return attachParts((parts.0, nil), gate: actions.gate, to: node, environment: environment)
        }
        return attachParts(parts, gate: actions.gate, to: node, environment: environment)
    }
}

extension SequenceGesture: CombinedGesture {
    @MainActor func attach(to node: LayoutNode, environment: EnvironmentValues) -> LayoutNode {
        let progress = self.progress
        let (changed, ended) = (actions.changed, actions.ended)
        let firstPart = reportingGesture(
            first, changed: { value in for action in changed { action(.first(value)) } },
            ended: { value in
                progress.finishedFirst = value
                for action in changed { action(.second(value, nil)) }
            })
        // The second part acts only after the first has ended (its own actions included).
        let secondPart = reportingGesture(
            second,
            changed: { value in
                guard let start = progress.finishedFirst else { return }
                for action in changed { action(.second(start, value)) }
            },
            ended: { value in
                guard let start = progress.finishedFirst else { return }
                progress.finishedFirst = nil
                for action in ended { action(.second(start, value)) }
            })
        // The gate is read before the second part's own actions and the sequence's, so it is
        // checked while the first part's value is still there.
        let afterFirst = gatedGesture(secondPart, by: { progress.finishedFirst != nil })
        return attachParts((firstPart, afterFirst), gate: actions.gate, to: node, environment: environment)
    }
}

/// What a combined gesture runs, and when: its own actions, and the gate a sequence puts
/// on its second part.
struct CombinedActions<Value> {
    var changed: [@MainActor (Value) -> Void] = []
    var ended: [@MainActor (Value) -> Void] = []
    /// When set, the gesture and its parts act only while it answers true (a sequence's second part).
    var gate: (@MainActor () -> Bool)?
}

/// A gesture of two parts: ``SimultaneousGesture``, ``ExclusiveGesture``, ``SequenceGesture``.
protocol CombinedGesture: AttachableGesture {
    associatedtype First: Gesture
    associatedtype Second: Gesture
    var first: First { get }
    var second: Second { get }
    var actions: CombinedActions<Value> { get set }
}

extension CombinedGesture {
    /// The gesture, also running `action` when it changes.
    func addingChanged(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        var copy = self
        copy.actions.changed.append(action)
        return copy
    }

    /// The gesture, also running `action` when it ends.
    func addingEnded(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        var copy = self
        copy.actions.ended.append(action)
        return copy
    }

    func reporting(changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void) -> Self {
        addingChanged(changed).addingEnded(ended)
    }

    func gated(by isOpen: @escaping @MainActor () -> Bool) -> Self {
        var copy = self
        copy.actions.gate = combine(actions.gate, isOpen)
        return copy
    }

    var kind: GestureKind { .combined([gestureKind(of: first), gestureKind(of: second)].compactMap { $0 }) }
}

/// A gate open while both `gate` (if any) and `isOpen` are.
private func combine(_ gate: (@MainActor () -> Bool)?, _ isOpen: @escaping @MainActor () -> Bool) -> @MainActor () -> Bool {
    guard let gate else { return isOpen }
    return { gate() && isOpen() }
}

/// `node` with a combined gesture's parts attached: the first innermost, so that it hears a
/// touch both could take; each part gated by `gate` when there is one.
@MainActor
private func attachParts(
    _ parts: (any Gesture, (any Gesture)?), gate: (@MainActor () -> Bool)?, to node: LayoutNode, environment: EnvironmentValues
) -> LayoutNode {
    func prepared(_ part: any Gesture) -> any Gesture { gate.map { gatedGesture(part, by: $0) } ?? part }
    var result = attachGesture(prepared(parts.0), to: node, environment: environment)
    if let second = parts.1 { result = attachGesture(prepared(second), to: result, environment: environment) }
    return result
}
