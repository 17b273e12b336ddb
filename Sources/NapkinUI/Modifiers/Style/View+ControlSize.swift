/// The size of controls, as SwiftUI's `ControlSize`: bordered buttons, progress views and
/// gauges inside `.controlSize(_:)` take it.
public enum ControlSize: Sendable, Hashable, CaseIterable, Comparable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular (a 50-point bordered button).
    case large
    /// The largest (iOS draws it as large).
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size of controls inside.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls inside, as SwiftUI's `controlSize(_:)`.
    public func controlSize(_ size: ControlSize) -> some View {
        EnvironmentModifiedView(content: self) { $0.controlSize = size }
    }
}
