// iOS 26's bottom accessory of a tab view (a mini player, a call in progress): a capsule above the tab bar. The
// metrics are estimates by eye from iOS 26 on an iPhone: 48 points tall, 16 points from each side of the screen,
// 8 points above the bar. NapkinUI draws iOS 17's tab bar under it, without glass; the capsule is filled with the bar
// material and a soft shadow, as the glass reads over a light screen.

/// Where a tab view's bottom accessory is shown, as SwiftUI's `TabViewBottomAccessoryPlacement` (iOS 26): the
/// accessory's content reads it from the environment to fit the room it has.
public enum TabViewBottomAccessoryPlacement: Sendable, Hashable {
    /// In the minimised tab bar, beside the selected tab (after the content scrolled).
    case inline
    /// Above the tab bar at its full size: the placement at rest.
    case expanded
}

enum TabViewBottomAccessoryMetrics {
    static let height = 48.0
    static let sideInset = 16.0
    static let gap = 8.0
}

private struct TabViewBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

extension EnvironmentValues {
    /// The placement of the tab view's bottom accessory, inside it; `nil` elsewhere.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }

    /// The accessory the next tab view inside shows above its bar (`.tabViewBottomAccessory`).
    var tabViewBottomAccessory: AnyView? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }
}

extension View {
    /// Shows `content` above the tab bar of the tab view this modifies, as SwiftUI's `tabViewBottomAccessory(content:)`
    /// (iOS 26): a capsule as wide as the screen less 16 points a side, 48 points tall, 8 points above the bar; the
    /// tabs' content keeps out of it through its safe area. A screen that hides the tab bar hides the accessory too.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let accessory = AnyView(content())
        return EnvironmentModifiedView(content: self) { $0.tabViewBottomAccessory = accessory }
    }

    /// Shows `content` above the tab bar while `isEnabled` is true, as SwiftUI's
    /// `tabViewBottomAccessory(isEnabled:content:)` (iOS 26.1).
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        let accessory = isEnabled ? AnyView(content()) : nil
        return EnvironmentModifiedView(content: self) { $0.tabViewBottomAccessory = accessory }
    }
}

/// The accessory in its capsule, its content centred and told it is expanded.
struct TabViewBottomAccessoryCapsule: View {
    let content: AnyView

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .padding(.horizontal, 16)
            .background(Capsule().fill(.bar).shadow(color: .black.opacity(0.12), radius: 10, x: 0, y: 2))
            .environment(\.tabViewBottomAccessoryPlacement, .expanded)
    }
}
