import NapkinUI

/// The colours the gallery uses where iOS's defaults measure under WCAG AA's 4.5:1 for text
/// (the accessibility audit in GalleryAccessibilityTests), written with SwiftUI's names only.
enum AccessibleColors {
    /// Secondary words: the label colour at 62 % (6.2:1 on white, 5.6:1 on the grouped
    /// background, 7.6:1 in the dark), where `.secondary` (#3C3C43 at 60 %) measures 3.4:1 on
    /// white and 3.1:1 under a grouped list.
    static let secondaryText = Color.primary.opacity(0.62)
    /// A button's blue: iOS's blue in its Increase Contrast variant, 7.6:1 with white text
    /// (the standard blue gives white text 4.0:1).
    static let blue = Color(red: 0, green: 64 / 255, blue: 221 / 255)
    /// Fills behind white initials, in iOS's Increase Contrast hues deepened to 5.3:1 or more
    /// (the standard green, orange and pink give white text 2.2:1, 2.2:1 and 3.7:1).
    static let avatarGreen = Color(red: 30 / 255, green: 123 / 255, blue: 52 / 255)
    /// See ``avatarGreen``.
    static let avatarOrange = Color(red: 201 / 255, green: 52 / 255, blue: 0)
    /// See ``avatarGreen``.
    static let avatarPurple = Color(red: 137 / 255, green: 68 / 255, blue: 171 / 255)
    /// See ``avatarGreen``.
    static let avatarPink = Color(red: 211 / 255, green: 15 / 255, blue: 69 / 255)
}
