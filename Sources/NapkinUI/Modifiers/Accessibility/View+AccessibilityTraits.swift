// Traits and headings, as SwiftUI's: `.accessibilityAddTraits(.isHeader)`,
// `.accessibilityRemoveTraits(.isImage)`, `.accessibilityHeading(.h1)`.

extension View {
    /// Adds `traits` to the view's element (or to each element inside), as SwiftUI's
    /// `accessibilityAddTraits(_:)`: `.isHeader` makes VoiceOver say "Heading", `.isButton`
    /// "Button", `.isSelected` "Selected"; on a view that is not an element yet (a shape),
    /// traits make it one.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityModifiers(AccessibilityModifiers(addTraits: traits))
    }

    /// Removes `traits` from the view's element (or each element inside), as SwiftUI's
    /// `accessibilityRemoveTraits(_:)`: `.isImage` off a decorative-looking picture that
    /// VoiceOver should read as text.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityModifiers(AccessibilityModifiers(removeTraits: traits))
    }

    /// Makes the view's element a heading of `level`, as SwiftUI's `accessibilityHeading(_:)`:
    /// it gets the `.isHeader` trait, and VoiceOver's rotor moves between headings of a level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityModifiers(AccessibilityModifiers(addTraits: .isHeader, headingLevel: level))
    }
}
