internal import Raster

/// A control that turns something on or off, as SwiftUI's `Toggle`: by default an iOS switch
/// (a 51×31 track, green when on, with a white knob) trailing its label.
///
/// ```swift
/// Toggle("Airplane Mode", isOn: $airplaneMode)
/// ```
/// `Window.tap(label:)` (or a tap on its frame) flips it through the binding. Its look comes
/// from the environment's ``ToggleStyle`` (`.toggleStyle(.switch)` or a style of your own).
public struct Toggle: View, PrimitiveView {
    /// No body: a toggle is primitive.
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: any View

    /// A toggle drawn with `label`, bound to `isOn`.
    public init<Label: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle with a text label (read as Markdown, like `Text`'s literals).
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle with a text label shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let configuration = ToggleStyleConfiguration(label: AnyView(erasing: label), isOn: isOn)
        let body = environment.toggleStyle.makeErasedBody(configuration: configuration)
        let isOn = self.isOn
        return ControlNode(
            child: buildNode(body, in: environment),
            kind: .toggle,
            label: labelText(of: label, in: environment),
            isEnabled: environment.isEnabled,
            value: isOn.wrappedValue ? "on" : "off",
            action: .tap { isOn.wrappedValue.toggle() }
        )
    }
}

/// The switch iOS draws for a toggle: 51×31 points.
enum SwitchMetrics {
    /// The track's width.
    static let width: Double = 51
    /// The track's height.
    static let height: Double = 31
    /// Between the track's edge and the knob.
    static let knobInset: Double = 2
}

/// The track and knob of a switch. On iOS a SwiftUI switch is a `UISwitch`, so it takes
/// `UISwitch.appearance()`'s `onTintColor` and `thumbTintColor` (a `.tint` the view was given sets
/// the on colour itself, as SwiftUI sets it on its `UISwitch`); a ``UISwitch`` passes its own.
struct SwitchView: View, PrimitiveView {
    typealias Body = Never
    let isOn: Bool
    /// The switch whose colours are drawn; `nil`: a SwiftUI toggle's, with the appearance applied.
    var uiSwitch: UISwitch?

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let palette = ControlPalette(environment)
        let colors = uiSwitch ?? UISwitch.appearanceProbe(in: environment)
        let onTrack = colors.onTintColor?.color.srgb(in: environment) ?? palette.switchOn(environment)
        let track = isOn ? onTrack : palette.switchOff
        let knob = colors.thumbTintColor?.color.srgb(in: environment) ?? palette.knob
        let isOn = self.isOn
        return DrawingNode(width: SwitchMetrics.width, height: SwitchMetrics.height, idealWidth: SwitchMetrics.width, name: "Switch") {
            canvas, rect in
            let trackRect = canvas.snap(rect)
            canvas.fill(.capsule, in: trackRect, with: track)
            let side = rect.height - 2 * SwitchMetrics.knobInset
            let x = isOn ? rect.maxX - SwitchMetrics.knobInset - side : rect.minX + SwitchMetrics.knobInset
            let knobRect = Rect(x: x, y: rect.minY + SwitchMetrics.knobInset, width: side, height: side)
            // The knob's shadow stays on the track: iOS 16's switches (AirSettingsUI's, on and
            // off) draw nothing below the track, where the shadow's offset would reach.
            canvas.withSavedState {
                canvas.clip(to: .capsule, in: trackRect)
                drawSoftShadow(.ellipse, in: knobRect, on: canvas, offsetY: 2.5, radius: 5, opacity: 0.16)
            }
            canvas.fill(.ellipse, in: knobRect, with: knob)
        }
    }
}
