/// What a pointer hovering over a view does to it on iPadOS, as SwiftUI's `HoverEffect`:
/// `.highlight` (a platter under the view) or `.lift` (the view grows and casts a shadow).
/// Only a pointer (a trackpad or mouse on iPad) hovers; NapkinUI's windows have none, so a
/// snapshot shows the view at rest, as iOS draws it with no pointer over it.
public struct HoverEffect: Sendable, Hashable, CustomStringConvertible {
    /// The effect's name.
    public let description: String
    /// The effect the system picks for the view.
    public static let automatic = HoverEffect(description: "automatic")
    /// A platter behind the view.
    public static let highlight = HoverEffect(description: "highlight")
    /// The view scales up and casts a shadow.
    public static let lift = HoverEffect(description: "lift")
}

/// Where a pointer is over a view, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this point of the view's coordinate space.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

extension View {
    /// Runs `action(true)` when a pointer enters the view and `action(false)` when it leaves,
    /// as SwiftUI's `onHover(perform:)`. A touch never hovers, and a NapkinUI window has no
    /// pointer, so `action` is never called, as on an iPhone.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        settled()
    }

    /// Runs `action` as a pointer moves over the view, as SwiftUI's
    /// `onContinuousHover(coordinateSpace:perform:)`; never called without a pointer.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        settled()
    }

    /// Shows `effect` while a pointer hovers over the view, as SwiftUI's `hoverEffect(_:)`;
    /// drawn at rest (no pointer).
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
        settled()
    }

    /// Shows `effect`, when `isEnabled`, while a pointer hovers over the view (iOS 17).
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool) -> some View {
        settled()
    }

    /// Turns the hover effects inside off, or on again with `false` (iOS 17).
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        settled()
    }
}
