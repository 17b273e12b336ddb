/// Whether the text in a view can be selected, as SwiftUI's `TextSelectability`: a style for
/// `textSelection(_:)`, `.enabled` or `.disabled`.
public protocol TextSelectability {
    /// True when the text can be selected.
    static var allowsSelection: Bool { get }
}

/// Selectable text, as SwiftUI's `EnabledTextSelectability` (`.enabled`).
public struct EnabledTextSelectability: TextSelectability {
    /// Text can be selected.
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected, as SwiftUI's `DisabledTextSelectability` (`.disabled`).
public struct DisabledTextSelectability: TextSelectability {
    /// Text cannot be selected.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// The text can be selected (on iOS by a long press, which shows the edit menu).
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// The text cannot be selected: the default.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct TextSelectionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the text below can be selected (`textSelection(_:)`); false unless asked for.
    var isTextSelectionEnabled: Bool {
        get { self[TextSelectionKey.self] }
        set { self[TextSelectionKey.self] = newValue }
    }
}

extension View {
    /// Lets the text in the view be selected (`.enabled`) or not (`.disabled`), as SwiftUI's
    /// `textSelection(_:)`. Selecting starts with a long press; the text is drawn the same.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.isTextSelectionEnabled, S.allowsSelection)
    }
}
