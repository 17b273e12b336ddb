/// The look of a toggle, as SwiftUI's `ToggleStyle`: it builds a view from the label and
/// the binding.
///
/// A style of your own draws anything; the toggle stays one control for `Window`, which
/// flips `configuration.isOn` when it is tapped.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view the style builds.
    associatedtype Body: View
    /// Builds the toggle's appearance.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration
}

extension ToggleStyle {
    func makeErasedBody(configuration: Configuration) -> any View {
        makeBody(configuration: configuration)
    }
}

/// What a ``ToggleStyle`` knows of the toggle it styles.
@preconcurrency @MainActor
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public let label: AnyView
    /// Whether the toggle is on; `$isOn` writes through the toggle's binding.
    @Binding public var isOn: Bool
    /// Always false: NapkinUI toggles bind one value.
    public let isMixed = false

    init(label: AnyView, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// iOS's switch, trailing the label: the default style.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    /// The switch, green when on.
    nonisolated public init() {
        tint = nil
    }

    /// The switch, `tint` when on.
    nonisolated public init(tint: Color) {
        self.tint = tint
    }

    /// The label, flexible space, and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(configuration: configuration, tint: tint)
    }
}

private struct SwitchRow: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?

    var body: some View {
        EnvironmentReader { environment in
            if environment.labelsHidden {
                switchView
            } else {
                HStack(spacing: 0) {
                    configuration.label
                    Spacer(minLength: 8)
                    switchView
                }
            }
        }
    }

    @ViewBuilder private var switchView: some View {
        if let tint {
            SwitchView(isOn: configuration.isOn).tint(tint)
        } else {
            SwitchView(isOn: configuration.isOn)
        }
    }
}

/// The label as a button that shows whether it is on, as SwiftUI's `.button` toggle style:
/// tinted text, on a tinted capsule when on.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    nonisolated public init() {}

    /// The label in the tint, on a faint tinted rounded rectangle when on.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            let tint = Color(ControlPalette(environment).tint(environment))
            configuration.label
                .foregroundStyle(tint)
                .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
                .background(RoundedRectangle(cornerRadius: 8).fill(configuration.isOn ? tint.opacity(0.15) : .clear))
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS's switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    /// The platform's default: the switch on iOS.
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows whether it is on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: any ToggleStyle { SwitchToggleStyle() }
}

extension EnvironmentValues {
    /// The style of toggles (the switch unless `.toggleStyle(_:)` says otherwise).
    var toggleStyle: any ToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.toggleStyle = style }
    }
}
