// How a scroll view reacts to a finger and to the keyboard. A still frame shows a scroll view
// at rest at its start, with no keyboard, so these choose nothing that is drawn; they are
// accepted so that screens written with them compile and render as iOS shows them at rest.

/// Whether a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Sendable, Hashable {
    private let name: String
    /// The platform's choice (always bounce).
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounce.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounce only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    private let name: String
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Following the finger.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
    /// Sets whether scroll views inside bounce at their ends along `axes`, as SwiftUI's
    /// `scrollBounceBehavior(_:axes:)`; a still frame at rest is the same either way.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        settled()
    }

    /// Sets how scrolling dismisses the keyboard, as SwiftUI's `scrollDismissesKeyboard(_:)`;
    /// NapkinUI shows no keyboard, so nothing is drawn differently.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        settled()
    }

    /// Turns scrolling off or on for the scroll views inside, as SwiftUI's `scrollDisabled(_:)`;
    /// a still frame at rest is the same either way.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        settled()
    }
}
