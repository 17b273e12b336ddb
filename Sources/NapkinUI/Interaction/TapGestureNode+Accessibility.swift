extension TapGestureNode: AccessibilitySource {
    /// What the tapped view holds, as it is: as in SwiftUI, `.onTapGesture` adds no button
    /// trait, so VoiceOver does not say "Button" (add `.accessibilityAddTraits(.isButton)`).
    /// Taps still find it as a button (`Window.tap(label:)`).
    func makeAccessibilityItems() -> [AccessibilityItem] {
        childAccessibilityItems()
    }
}
