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

private struct ScrollClipDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True when the scroll views and lists inside draw their content past their frame
    /// (`.scrollClipDisabled`).
    var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Lets the scroll views inside draw their content past their frame instead of clipping
    /// it there, as iOS 17's `scrollClipDisabled(_:)`: a shadow or the next card of a padded
    /// carousel shows outside the scroll view.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }

    /// Flashes the scroll indicators when the scroll views inside appear, as iOS 17's
    /// `scrollIndicatorsFlash(onAppear:)`. A flash fades out, and a still frame shows the
    /// scroll views at rest, with no indicators, so nothing drawn changes.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        settled()
    }

    /// Flashes the scroll indicators when `value` changes, as iOS 17's
    /// `scrollIndicatorsFlash(trigger:)`; at rest no indicator shows, so nothing drawn changes.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        settled()
    }
}
