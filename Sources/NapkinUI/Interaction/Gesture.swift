import Foundation
internal import Raster

/// A gesture a view recognises, as SwiftUI's `Gesture`, attached with ``View/gesture(_:including:)``.
///
/// NapkinUI recognises a ``TapGesture`` (driven as a button: `window.tap(label:)`), a
/// ``LongPressGesture`` (`window.longPress(_:)`) and a ``DragGesture`` (driven by
/// `window.drag(from:by:)`); another gesture type (a pinch, a turn) is accepted and never
/// recognised, as no touch reaches it.
public protocol Gesture {
    /// What the gesture reports to its `onChanged` and `onEnded` actions.
    associatedtype Value
}

/// What a gesture attached to a view leaves out, as SwiftUI's `GestureMask` (NapkinUI's
/// gestures do not compete, so the mask changes nothing recognised).
public struct GestureMask: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// A mask from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Neither the gesture nor its subviews'.
    public static let none = GestureMask([])
    /// The attached gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}

/// A tap, as SwiftUI's `TapGesture`: `.gesture(TapGesture().onEnded { … })` reads as
/// `onTapGesture`, and a test taps it by its label.
public struct TapGesture: Gesture {
    /// A tap reports nothing.
    public typealias Value = Void
    /// The taps needed (taps are driven one action at a time, so any count runs it).
    public let count: Int
    var ended: [@MainActor () -> Void] = []

    /// A gesture of `count` taps.
    public init(count: Int = 1) {
        self.count = count
    }

    /// The gesture, running `action` when it is recognised.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> TapGesture {
        var copy = self
        copy.ended.append { action(()) }
        return copy
    }
}

extension View {
    /// Attaches `gesture`, as SwiftUI's `gesture(_:including:)`.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        ModifiedView(content: self) { node, environment in
            guard mask.contains(.gesture) else { return node }
            return attachGesture(gesture, to: node, environment: environment)
        }
    }

    /// Attaches `gesture` to be recognised with the subviews' gestures, as SwiftUI's
    /// `simultaneousGesture(_:including:)` (here as ``gesture(_:including:)``).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }

    /// Attaches `gesture` ahead of the subviews' gestures, as SwiftUI's
    /// `highPriorityGesture(_:including:)` (here as ``gesture(_:including:)``).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }
}

/// A gesture NapkinUI recognises: it wraps the view's node in the node a test drives, and it can
/// report its value to a combined gesture (``SimultaneousGesture``, ``ExclusiveGesture``,
/// ``SequenceGesture``) as well as to its own actions.
protocol AttachableGesture: Gesture {
    /// The node that makes `node` respond to this gesture.
    @MainActor func attach(to node: LayoutNode, environment: EnvironmentValues) -> LayoutNode
    /// This gesture, with `changed` and `ended` also hearing each value it reports.
    func reporting(changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void) -> Self
    /// This gesture, whose actions run only while `isOpen` answers true (the second gesture of
    /// a sequence, before the first has ended).
    func gated(by isOpen: @escaping @MainActor () -> Bool) -> Self
    /// What a test does to perform it: gestures of one kind compete for the same touch.
    var kind: GestureKind { get }
}

/// The touches a test drives, one kind per gesture NapkinUI recognises.
enum GestureKind: Equatable {
    case tap, longPress, drag
    /// A combined gesture: the kinds of its parts.
    case combined([GestureKind])

    /// Whether a touch of one kind could reach both.
    func overlaps(_ other: GestureKind) -> Bool {
        switch (self, other) {
        case (.combined(let parts), _): return parts.contains { $0.overlaps(other) }
        case (_, .combined(let parts)): return parts.contains { overlaps($0) }
        default: return self == other
        }
    }
}

/// `node` made to respond to `gesture`, when NapkinUI recognises it; otherwise `node` (a
/// pinch or a turn, which no touch reaches).
@MainActor
func attachGesture(_ gesture: any Gesture, to node: LayoutNode, environment: EnvironmentValues) -> LayoutNode {
    guard let attachable = gesture as? any AttachableGesture else { return node }
    return attachable.attach(to: node, environment: environment)
}

extension TapGesture: AttachableGesture {
    @MainActor func attach(to node: LayoutNode, environment: EnvironmentValues) -> LayoutNode {
        guard !ended.isEmpty else { return node }
        let actions = ended
        return TapGestureNode(child: node, isEnabled: environment.isEnabled) { for action in actions { action() } }
    }

    func reporting(changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void) -> TapGesture {
        onEnded(ended)
    }

    func gated(by isOpen: @escaping @MainActor () -> Bool) -> TapGesture {
        var copy = self
        copy.ended = ended.map { action in { if isOpen() { action() } } }
        return copy
    }

    var kind: GestureKind { .tap }
}

extension LongPressGesture: AttachableGesture {
    @MainActor func attach(to node: LayoutNode, environment: EnvironmentValues) -> LayoutNode {
        guard !(changed.isEmpty && ended.isEmpty) else { return node }
        let (changed, ended) = (self.changed, self.ended)
        return LongPressGestureNode(
            child: node, isEnabled: environment.isEnabled, action: { for action in ended { action(true) } },
            onPressingChanged: { down in if down { for action in changed { action(true) } } })
    }

    func reporting(changed: @escaping @MainActor (Bool) -> Void, ended: @escaping @MainActor (Bool) -> Void) -> LongPressGesture {
        onChanged(changed).onEnded(ended)
    }

    func gated(by isOpen: @escaping @MainActor () -> Bool) -> LongPressGesture {
        var copy = self
        copy.changed = changed.map { action in { if isOpen() { action($0) } } }
        copy.ended = ended.map { action in { if isOpen() { action($0) } } }
        return copy
    }

    var kind: GestureKind { .longPress }
}

extension DragGesture: AttachableGesture {
    @MainActor func attach(to node: LayoutNode, environment: EnvironmentValues) -> LayoutNode {
        DragGestureNode(child: node, gesture: self, isEnabled: environment.isEnabled)
    }

    func reporting(changed: @escaping @MainActor (Value) -> Void, ended: @escaping @MainActor (Value) -> Void) -> DragGesture {
        onChanged(changed).onEnded(ended)
    }

    func gated(by isOpen: @escaping @MainActor () -> Bool) -> DragGesture {
        var copy = self
        copy.changed = changed.map { action in { if isOpen() { action($0) } } }
        copy.ended = ended.map { action in { if isOpen() { action($0) } } }
        return copy
    }

    var kind: GestureKind { .drag }
}

extension AttachableGesture {
    /// This gesture also reporting to `changed` and `ended`, for a caller that knows its
    /// value's type only as a generic parameter (a combined gesture's part).
    func reportingAny(changed: @escaping @MainActor (Any) -> Void, ended: @escaping @MainActor (Any) -> Void) -> any AttachableGesture {
        reporting(changed: { changed($0) }, ended: { ended($0) })
    }
}

/// `gesture` also reporting its values to `changed` and `ended`, when NapkinUI recognises it;
/// otherwise `gesture` as it is.
func reportingGesture<G: Gesture>(
    _ gesture: G, changed: @escaping @MainActor (G.Value) -> Void, ended: @escaping @MainActor (G.Value) -> Void
) -> any Gesture {
    guard let attachable = gesture as? any AttachableGesture else { return gesture }
    return attachable.reportingAny(
        changed: { value in if let value = value as? G.Value { changed(value) } },
        ended: { value in if let value = value as? G.Value { ended(value) } })
}

/// `gesture`, whose actions run only while `isOpen` answers true.
func gatedGesture(_ gesture: any Gesture, by isOpen: @escaping @MainActor () -> Bool) -> any Gesture {
    guard let attachable = gesture as? any AttachableGesture else { return gesture }
    return attachable.gated(by: isOpen)
}

/// The touches that reach `gesture`, or `nil` when none does.
func gestureKind(of gesture: any Gesture) -> GestureKind? {
    (gesture as? any AttachableGesture)?.kind
}

/// The type SwiftUI gives `gesture.onChanged { … }`: in NapkinUI, `onChanged` returns the gesture
/// itself with the action added, so a property declared as
/// `_EndedGesture<_ChangedGesture<DragGesture>>` holds the `DragGesture` that
/// `DragGesture().onChanged { … }.onEnded { … }` makes.
public typealias _ChangedGesture<Content: Gesture> = Content

/// The type SwiftUI gives `gesture.onEnded { … }`: the gesture itself in NapkinUI (see
/// ``_ChangedGesture``).
public typealias _EndedGesture<Content: Gesture> = Content
