internal import Raster

/// The system colours controls draw with, resolved for the environment's colour scheme.
///
/// Each is one of iOS 17's semantic colours (`Color.label`, `.tertiarySystemFill`, …) taken
/// at its light or dark value where the control is built, so a control inside
/// `.environment(\.colorScheme, .dark)` draws dark by itself. They are fixed colours, the
/// renderer's type, so drawing code takes them as they are; a view wraps one in `Color(_:)`.
struct ControlPalette {
    let environment: EnvironmentValues

    init(_ environment: EnvironmentValues) {
        self.environment = environment
    }

    private func resolve(_ color: Color) -> SRGBColor { color.srgb(in: environment) }

    var isDark: Bool { environment.colorScheme == .dark }
    /// systemGreen: an on switch.
    var green: SRGBColor { resolve(.green) }
    /// systemRed: destructive actions.
    var red: SRGBColor { resolve(.red) }
    /// label: primary text.
    var label: SRGBColor { resolve(.label) }
    /// secondaryLabel: values and captions.
    var secondaryLabel: SRGBColor { resolve(.secondaryLabel) }
    /// tertiaryLabel: chevrons of navigation rows, disabled stepper halves.
    var tertiaryLabel: SRGBColor { resolve(.tertiaryLabel) }
    /// separator: hairlines.
    var separator: SRGBColor { resolve(.separator) }
    /// An off switch's track (secondarySystemFill).
    var switchOff: SRGBColor { resolve(.secondarySystemFill) }
    /// tertiarySystemFill: segmented controls, steppers, date pills.
    var fill: SRGBColor { resolve(.tertiarySystemFill) }
    /// A slider's unfilled track (systemFill).
    var track: SRGBColor { resolve(.systemFill) }
    /// A selected segment: white, or systemGray in dark.
    var selectedSegment: SRGBColor { isDark ? SRGBColor(hex: 0x636366) : .white }
    /// Knobs and thumbs: white in both appearances.
    var knob: SRGBColor { .white }
    /// The fill of an alert or action sheet (its material, without the blur).
    var alertBackground: SRGBColor { isDark ? SRGBColor(hex: 0x252525) : SRGBColor(hex: 0xF2F2F2) }
    /// The card of a sheet: systemBackground, raised to its elevated grey in dark.
    var sheetBackground: SRGBColor { isDark ? SRGBColor(hex: 0x1C1C1E) : .white }
    /// A cancel button's card in an action sheet.
    var cancelBackground: SRGBColor { isDark ? SRGBColor(hex: 0x2C2C2E) : .white }
    /// The colour over the screen behind an alert or action sheet.
    var dimming: SRGBColor { SRGBColor.black.opacity(isDark ? 0.48 : 0.2) }

    /// The colour of an "on" switch: the environment's tint when a view set one, green
    /// otherwise, as SwiftUI draws a toggle green unless `.tint(_:)` says otherwise.
    func switchOn(_ environment: EnvironmentValues) -> SRGBColor {
        environment.tint == EnvironmentValues().tint ? green : resolve(environment.tint)
    }

    /// The tint of controls' text and glyphs, resolved.
    func tint(_ environment: EnvironmentValues) -> SRGBColor {
        resolve(environment.tint)
    }
}
