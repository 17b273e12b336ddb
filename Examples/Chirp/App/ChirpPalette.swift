import NapkinUI

/// Chirp's colours: iOS's system colours in their Increase Contrast variants (what a user who
/// turns on Settings › Accessibility › Increase Contrast sees), chosen because the standard
/// ones measure 3.1–4.0:1 against white and the grouped background (the accessibility audit
/// in ChirpAccessibilityTests), under WCAG AA's 4.5:1; these measure 4.7:1 or more in both
/// appearances.
enum ChirpPalette {
    /// Buttons, links and the selected tab: iOS's blue (7.6:1 on white).
    static let accent = Color(light: Color(hex: 0x0040DD), dark: Color(hex: 0x409CFF))
    /// The avatar's fill behind white initials: the light blue in both appearances, since white
    /// on the dark appearance's lighter blue measures 2.8:1.
    static let avatarFill = Color(hex: 0x0040DD)
    /// Errors and the destructive row: iOS's red (5.4:1 on white).
    static let destructive = Color(light: Color(hex: 0xD70015), dark: Color(hex: 0xFF6961))
    /// Secondary words, section headers and footers, unselected tabs: iOS's grey (5.2:1 on
    /// white, 4.7:1 on the grouped background).
    static let secondary = Color(light: Color(hex: 0x6C6C70), dark: Color(hex: 0xAEAEB2))
}
