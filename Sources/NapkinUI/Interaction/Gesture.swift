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
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> TapGesture {
        var copy = self
        copy.ended.append(action)
        return copy
    }
}

extension View {
    /// Attaches `gesture`, as SwiftUI's `gesture(_:including:)`.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        ModifiedView(content: self) { node, environment in
            guard mask.contains(.gesture) else { return node }
            if let tap = gesture as? TapGesture, !tap.ended.isEmpty {
                let actions = tap.ended
                return TapGestureNode(child: node, isEnabled: environment.isEnabled) { for action in actions { action() } }
            }
            if let press = gesture as? LongPressGesture, !(press.changed.isEmpty && press.ended.isEmpty) {
                let (changed, ended) = (press.changed, press.ended)
                return LongPressGestureNode(
                    child: node, isEnabled: environment.isEnabled, action: { for action in ended { action(true) } },
                    onPressingChanged: { down in if down { for action in changed { action(true) } } })
            }
            if let drag = gesture as? DragGesture {
                return DragGestureNode(child: node, gesture: drag, isEnabled: environment.isEnabled)
            }
            return node
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
