/// A finger-and-wrist movement that presses a button, as SwiftUI's `HandGestureShortcut` (iOS 18; performed on
/// Apple Watch).
public struct HandGestureShortcut: Sendable, Equatable {
    let name: String

    /// The primary action's shortcut: on Apple Watch, a double tap of the thumb and index finger.
    public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

extension View {
    /// Assigns a hand gesture shortcut to the buttons and toggles inside, as SwiftUI's
    /// `handGestureShortcut(_:isEnabled:)` (iOS 18). Apple Watch performs the gesture; an iPhone has no hand gestures,
    /// draws the control as it is and takes its taps as before, and so does NapkinUI.
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View { self }
}
