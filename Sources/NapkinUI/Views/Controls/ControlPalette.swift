/// The system colours controls draw with, in light and dark, as iOS 17 defines them.
///
/// Resolved from the environment's ``ColorScheme``, so a control drawn inside
/// `.environment(\.colorScheme, .dark)` takes the dark values by itself.
struct ControlPalette {
    let isDark: Bool

    init(_ environment: EnvironmentValues) {
        isDark = environment.colorScheme == .dark
    }

    /// systemGreen: an on switch.
    var green: Color { isDark ? Color(hex: 0x30D158) : Color(hex: 0x34C759) }
    /// systemRed: destructive actions.
    var red: Color { isDark ? Color(hex: 0xFF453A) : Color(hex: 0xFF3B30) }
    /// systemBlue: the default tint.
    var blue: Color { isDark ? Color(hex: 0x0A84FF) : Color(hex: 0x007AFF) }
    /// label: primary text.
    var label: Color { isDark ? .white : .black }
    /// secondaryLabel: values and captions.
    var secondaryLabel: Color { isDark ? Color(hex: 0xEBEBF5, opacity: 0.6) : Color(hex: 0x3C3C43, opacity: 0.6) }
    /// tertiaryLabel: chevrons of navigation rows.
    var tertiaryLabel: Color { isDark ? Color(hex: 0xEBEBF5, opacity: 0.3) : Color(hex: 0x3C3C43, opacity: 0.3) }
    /// separator: hairlines.
    var separator: Color { isDark ? Color(hex: 0x545458, opacity: 0.65) : Color(hex: 0x3C3C43, opacity: 0.29) }
    /// An off switch's track (secondarySystemFill as composited on the row).
    var switchOff: Color { isDark ? Color(hex: 0x787880, opacity: 0.32) : Color(hex: 0x787880, opacity: 0.16) }
    /// tertiarySystemFill: segmented controls, steppers, date pills.
    var fill: Color { isDark ? Color(hex: 0x767680, opacity: 0.24) : Color(hex: 0x767680, opacity: 0.12) }
    /// A slider's unfilled track (systemFill).
    var track: Color { isDark ? Color(hex: 0x787880, opacity: 0.36) : Color(hex: 0x787880, opacity: 0.2) }
    /// A selected segment.
    var selectedSegment: Color { isDark ? Color(hex: 0x636366) : .white }
    /// Knobs and thumbs.
    var knob: Color { .white }
    /// The fill of an alert or action sheet (its material, without the blur).
    var alertBackground: Color { isDark ? Color(hex: 0x252525) : Color(hex: 0xF2F2F2) }
    /// The card of a sheet (systemBackground) and of a cancel button.
    var background: Color { isDark ? .black : .white }
    /// The raised card of a sheet in dark mode (secondarySystemBackground's elevated value).
    var elevatedBackground: Color { isDark ? Color(hex: 0x1C1C1E) : .white }
    /// The colour behind an alert or sheet.
    var dimming: Color { Color.black.opacity(isDark ? 0.48 : 0.2) }

    /// The colour of an "on" switch: the environment's tint when a view set one, green
    /// otherwise, as SwiftUI draws a toggle green unless `.tint(_:)` says otherwise.
    func switchOn(_ environment: EnvironmentValues) -> Color {
        environment.tint == EnvironmentValues().tint ? green : environment.tint
    }

    /// The tint for text and glyphs of controls: the environment's tint, with the default
    /// blue taking its dark value in dark mode.
    func tint(_ environment: EnvironmentValues) -> Color {
        environment.tint == EnvironmentValues().tint ? blue : environment.tint
    }
}
