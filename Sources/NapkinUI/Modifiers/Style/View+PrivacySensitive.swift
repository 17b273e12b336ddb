private struct PrivacySensitiveKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// True inside a view marked `.privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// True when text and images here draw as placeholders: inside `.redacted(reason:
    /// .placeholder)`, or inside a privacy-sensitive view when the reasons include `.privacy`.
    var redactsContent: Bool {
        redactionReasons.contains(.placeholder) || (isPrivacySensitive && redactionReasons.contains(.privacy))
    }
}

extension View {
    /// Marks the view as showing private data, as SwiftUI's `privacySensitive(_:)`: when the
    /// environment's ``EnvironmentValues/redactionReasons`` include `.privacy` (a widget on the
    /// lock screen, `.redacted(reason: .privacy)`), its text and images draw as placeholders,
    /// as `.redacted(reason: .placeholder)` draws them; otherwise it draws as it is. `false`
    /// clears the mark set by a view around it.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        EnvironmentModifiedView(content: self) { $0.isPrivacySensitive = sensitive }
    }
}
