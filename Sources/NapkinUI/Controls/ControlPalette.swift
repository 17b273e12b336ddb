/// The system colours controls draw with, resolved for the environment's colour scheme.
///
/// Each is one of iOS 17's semantic colours (`Color.label`, `.tertiarySystemFill`, …) taken
/// at its light or dark value where the control is built, so a control inside
/// `.environment(\.colorScheme, .dark)` draws dark by itself.
struct ControlPalette {
    let environment: EnvironmentValues

    init(_ environment: EnvironmentValues) {
        self.environment = environment
    }

    private func resolve(_ color: Color) -> Color { color.resolved(in: environment) }

    var isDark: Bool { environment.colorScheme == .dark }
    /// systemGreen: an on switch.
    var green: Color { resolve(.green) }
    /// systemRed: destructive actions.
    var red: Color { resolve(.red) }
    /// label: primary text.
    var label: Color { resolve(.label) }
    /// secondaryLabel: values and captions.
    var secondaryLabel: Color { resolve(.secondaryLabel) }
    /// tertiaryLabel: chevrons of navigation rows, disabled stepper halves.
    var tertiaryLabel: Color { resolve(.tertiaryLabel) }
    /// separator: hairlines.
    var separator: Color { resolve(.separator) }
    /// An off switch's track (secondarySystemFill).
    var switchOff: Color { resolve(.secondarySystemFill) }
    /// tertiarySystemFill: segmented controls, steppers, date pills.
    var fill: Color { resolve(.tertiarySystemFill) }
    /// A slider's unfilled track (systemFill).
    var track: Color { resolve(.systemFill) }
    /// A selected segment: white, or systemGray in dark.
    var selectedSegment: Color { isDark ? Color(hex: 0x636366) : .white }
    /// Knobs and thumbs: white in both appearances.
    var knob: Color { .white }
    /// The fill of an alert or action sheet (its material, without the blur).
    var alertBackground: Color { isDark ? Color(hex: 0x252525) : Color(hex: 0xF2F2F2) }
    /// The card of a sheet: systemBackground, raised to its elevated grey in dark.
    var sheetBackground: Color { isDark ? Color(hex: 0x1C1C1E) : .white }
    /// A cancel button's card in an action sheet.
    var cancelBackground: Color { isDark ? Color(hex: 0x2C2C2E) : .white }
    /// The colour over the screen behind an alert or action sheet.
    var dimming: Color { Color.black.opacity(isDark ? 0.48 : 0.2) }

    /// The colour of an "on" switch: the environment's tint when a view set one, green
    /// otherwise, as SwiftUI draws a toggle green unless `.tint(_:)` says otherwise.
    func switchOn(_ environment: EnvironmentValues) -> Color {
        environment.tint == EnvironmentValues().tint ? green : resolve(environment.tint)
    }

    /// The tint of controls' text and glyphs, resolved.
    func tint(_ environment: EnvironmentValues) -> Color {
        resolve(environment.tint)
    }
}
