extension View {
    /// The identifier UI tests find the view's element by, as SwiftUI's
    /// `accessibilityIdentifier(_:)`. VoiceOver never reads it; the accessibility tree shows it
    /// as `id="…"`, so a test can pin it.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibilityModifiers(AccessibilityModifiers(identifier: identifier))
    }
}
