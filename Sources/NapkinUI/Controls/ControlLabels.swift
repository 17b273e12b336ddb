/// Whether controls draw their labels, as SwiftUI's `labelsHidden()` sets it.
private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// Whether a view is a row of a `Form` (pickers show their label there and only their value
/// elsewhere, as in SwiftUI).
private struct FormRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside `.labelsHidden()`: toggles, pickers, steppers and date pickers draw only
    /// the control (the label still names it to `Window`'s lookups).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// True for the rows of a `Form`.
    var isFormRow: Bool {
        get { self[FormRowKey.self] }
        set { self[FormRowKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside, as SwiftUI's `labelsHidden()`: the control is
    /// drawn alone, and its label still names it for lookups.
    public func labelsHidden() -> some View {
        EnvironmentModifiedView(content: self) { $0.labelsHidden = true }
    }
}

/// The words of a control's label view, as a lookup compares them.
@MainActor
func labelText(of view: any View, in environment: EnvironmentValues) -> String {
    buildNode(view, in: environment).textContent
}
