/// A tinted label on a light fill, as SwiftUI's `.bordered`: the grey of iOS's "gray" buttons
/// (tertiarySystemFill) under the tint colour's label, or the tint itself at 15 % once a view
/// sets one with `.tint(_:)`. Padding, text style and corners follow `.controlSize` (a
/// regular button is its label plus 7 points above and below and 12 at the sides, corners of
/// 8), the outline follows `.buttonBorderShape`.
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}

    /// The label on its fill.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, look: .bordered)
    }
}

/// The label in white on a fill of the tint colour, as SwiftUI's `.borderedProminent`: the
/// primary action. Metrics as ``BorderedButtonStyle``.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The bordered prominent style.
    public init() {}

    /// The label on the tint.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButton(configuration: configuration, look: .prominent)
    }
}

/// The label in the tint colour with no fill, as SwiftUI's `.borderless` (outside a list it
/// looks as the automatic style does).
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}

    /// The label, tinted.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticButtonStyle().makeBody(configuration: configuration)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// A tinted label on a light fill.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// A tinted label with no fill.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// The bordered looks: the label padded for the control size on a shape filled as the
/// style says. Disabled, all draw a grey fill under a tertiary label.
struct BorderedButton: View {
    /// How the fill is made.
    enum Look {
        /// The grey system fill, or the tint at 15 % when a view set one.
        case bordered
        /// The tint itself under a white label.
        case prominent
        /// The regular material (``Material/regularMaterial``) under a tinted label.
        case glass
    }

    let configuration: ButtonStyleConfiguration
    let look: Look

    var body: some View {
        EnvironmentReader { environment in
            let metrics = BorderedButtonMetrics(environment.controlSize)
            let colors = colors(in: environment)
            configuration.label
                .font(metrics.font ?? environment.fontAsSet)
                .foregroundStyle(colors.label)
                .padding(.vertical, metrics.vertical)
                .padding(.horizontal, metrics.horizontal)
                .background(environment.buttonBorderShape.shape(for: environment.controlSize).fill(colors.fill))
        }
    }

    /// The label's and the fill's styles.
    private func colors(in environment: EnvironmentValues) -> (label: Color, fill: AnyShapeStyle) {
        guard configuration.isEnabled else { return (.tertiaryLabel, AnyShapeStyle(Color.tertiarySystemFill)) }
        let explicitTint = environment.tint != EnvironmentValues().tint
        let tint: Color = configuration.role == .destructive ? .red : environment.tint
        switch look {
        case .prominent:
            return (.white, AnyShapeStyle(tint))
        case .glass:
            return (tint, AnyShapeStyle(Material.regularMaterial))
        case .bordered:
            let tinted = explicitTint || configuration.role == .destructive
            return (tint, tinted ? AnyShapeStyle(tint.opacity(0.15)) : AnyShapeStyle(Color.tertiarySystemFill))
        }
    }
}
