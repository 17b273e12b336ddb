extension View {
    /// Shows (`.visible`) or hides (`.hidden`) `bars` while this screen is shown, as SwiftUI's
    /// `toolbar(_:for:)`: a hidden navigation bar gives the screen its place, as
    /// ``navigationBarHidden(_:)`` does, and a hidden tab bar (`.tabBar`, set in a tab's
    /// content or on the screen on top of a navigation stack in it) gives its place to the
    /// tab's content and takes its tabs off the screen. `.automatic` leaves a bar as it is;
    /// the bottom toolbar shows while it has items.
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
