extension View {
    /// Shows (`.visible`) or hides (`.hidden`) `bars` while this screen is shown, as SwiftUI's
    /// `toolbar(_:for:)`: a hidden navigation bar gives the screen its place, as
    /// ``navigationBarHidden(_:)`` does, and a hidden tab bar (`.tabBar`, set in a tab's
    /// content) gives its place to the content and takes its tabs off the screen. Not yet: a
    /// screen inside a navigation stack in the tab hiding the tab bar (its controller is laid
    /// out after the tab view, so the bar stays). `.automatic` leaves a bar as it is; the
    /// bottom toolbar shows while it has items.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars)
    }

    /// Shows or hides `bars`, as iOS 18's `toolbarVisibility(_:for:)` (the same as
    /// ``toolbar(_:for:)``).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars)
    }

    private func barVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        navigationBar { item in
            guard visibility != .automatic else { return }
            let hidden = visibility == .hidden
            for bar in Set(bars.map(\.bar)) {
                switch bar {
                case .navigationBar: item.hidesNavigationBar = hidden
                case .tabBar: item.hidesTabBar = hidden
                case .bottomBar: break
                }
            }
        }
    }
}
