/// How a button sizes its label, as SwiftUI's `ButtonSizing` (iOS 26).
public struct ButtonSizing: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, fitted, flexible }
    let kind: Kind

    /// The style's choice: the label's own size for the styles NapkinUI draws.
    public static let automatic = ButtonSizing(kind: .automatic)
    /// The label's own size.
    public static let fitted = ButtonSizing(kind: .fitted)
    /// As wide as the room offered: the label grows and the style's shape with it, so buttons side by side share a
    /// row equally.
    public static let flexible = ButtonSizing(kind: .flexible)
}

private struct ButtonSizingKey: EnvironmentKey {
    static let defaultValue = ButtonSizing.automatic
}

extension EnvironmentValues {
    /// How the buttons inside size their labels (`.buttonSizing(_:)`).
    var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
}

extension View {
    /// Sets how the buttons inside size their labels, as SwiftUI's `buttonSizing(_:)` (iOS 26): `.flexible` makes a
    /// button take the width offered (a bordered button's capsule spans the row, and buttons in an `HStack` split it
    /// evenly), `.fitted` and `.automatic` keep the label's own size.
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        EnvironmentModifiedView(content: self) { $0.buttonSizing = sizing }
    }
}
