/// How scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`. A still frame shows
/// none (iOS fades them out at rest), so every value draws the same.
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    private let name: String
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether lists and forms inside paint their own background (`.scrollContentBackground`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Hides (`.hidden`) the grey or white background lists and forms paint behind their rows,
    /// so a `.background` of your own shows through, as in SwiftUI.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// Accepted: a still frame draws no scroll indicators (see ``ScrollIndicatorVisibility``).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
}
