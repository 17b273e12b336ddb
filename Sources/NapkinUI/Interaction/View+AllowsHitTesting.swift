extension View {
    /// Whether the view and everything inside it take touches, as SwiftUI's
    /// `allowsHitTesting(_:)`. With `false` the view draws as before and VoiceOver still reads
    /// it, but a tap goes through it to whatever is behind: its buttons, fields and gestures
    /// are not among the window's ``Window/interactiveElements()``, so `Window.tap(at:)` reaches
    /// the element under it and `Window.tap(label:)` does not find it. `true` changes nothing
    /// (an inner `allowsHitTesting(true)` does not bring back what an outer `false` took away,
    /// as on iOS).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        ModifiedView(content: self) { node, _ in enabled ? node : HitTestingDisabledNode(child: node) }
    }
}

/// Draws and reads its child unchanged and hands no interactive elements up.
@MainActor
final class HitTestingDisabledNode: WrapperNode {
    override func collectElements(into elements: inout [InteractiveElement]) {}
}
