extension View {
    /// Where VoiceOver reads the view's element among the others of its container, as
    /// SwiftUI's `accessibilitySortPriority(_:)`: higher priorities are read first, and
    /// elements of one priority in the geometric order ``AccessibilityReadingOrder`` describes.
    /// The default is 0.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibilityModifiers(AccessibilityModifiers(sortPriority: sortPriority))
    }
}
