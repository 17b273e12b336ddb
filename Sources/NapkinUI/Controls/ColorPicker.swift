/// A control that chooses a colour, as SwiftUI's `ColorPicker`: its label, and at the trailing
/// end iOS's colour well, a 28-point ring of hues around the chosen colour.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent, supportsOpacity: false)
/// ```
/// The well is drawn at rest (iOS opens its palette in a sheet, which a still frame does not
/// show); a test changes the colour through the binding.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// A picker labelled by a view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label, a spacer and the well.
    public var body: some View {
        HStack {
            label
            Spacer()
            ColorWell(color: selection.wrappedValue).accessibilityLabel(labelTextIfAny)
        }
    }

    /// The label's words, which name the well for lookups.
    private var labelTextIfAny: String {
        labelText(of: label, in: EnvironmentValues())
    }
}

extension ColorPicker where Label == Text {
    /// A picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker with a text label shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// iOS's colour well: a ring of every hue, a gap, and the colour.
private struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(
                AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center), lineWidth: 3)
            Circle().fill(color).padding(5)
        }
        .frame(width: 28, height: 28)
    }
}
