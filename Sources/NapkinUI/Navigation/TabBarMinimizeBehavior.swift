// iOS 26's tab bar: it can shrink while the content scrolls, and a search tab can open its field at once. NapkinUI
// draws the tab bar of iOS 17 at rest; a still frame shows the tab bar full size (a minimised bar only appears after
// a scroll), so these settings are kept and change nothing drawn.

/// When the tab bar shrinks, as SwiftUI's `TabBarMinimizeBehavior` (iOS 26).
public struct TabBarMinimizeBehavior: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, never, onScrollDown, onScrollUp }
    let kind: Kind

    /// The platform's choice: on iPhone, never.
    public static let automatic = TabBarMinimizeBehavior(kind: .automatic)
    /// The tab bar never shrinks.
    public static let never = TabBarMinimizeBehavior(kind: .never)
    /// The tab bar shrinks when the content starts scrolling down (iPhone only).
    public static let onScrollDown = TabBarMinimizeBehavior(kind: .onScrollDown)
    /// The tab bar shrinks when the content starts scrolling up (iPhone only).
    public static let onScrollUp = TabBarMinimizeBehavior(kind: .onScrollUp)
}

/// What selecting a search tab does, as SwiftUI's `TabSearchActivation` (iOS 26).
public struct TabSearchActivation: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, searchTabSelection }
    let kind: Kind

    /// The platform's choice.
    public static let automatic = TabSearchActivation(kind: .automatic)
    /// Selecting the search tab focuses its search field.
    public static let searchTabSelection = TabSearchActivation(kind: .searchTabSelection)
}

extension View {
    /// Sets when the tab bar shrinks, as SwiftUI's `tabBarMinimizeBehavior(_:)` (iOS 26). The bar shrinks only once the
    /// content has scrolled; a still frame shows it at rest, full size, as NapkinUI draws it.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

    /// Sets what selecting the search tab does, as SwiftUI's `tabViewSearchActivation(_:)` (iOS 26); the field takes
    /// focus only after the tab is selected, and a still frame shows it as it is.
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View { self }

    /// Puts `content` above the tab view's sidebar, as SwiftUI's `tabViewSidebarHeader(content:)` (iOS 18). A sidebar
    /// shows only in a regular-width layout (iPad); an iPhone shows the tab bar, so nothing of it is drawn.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Puts `content` below the tab view's sidebar, as SwiftUI's `tabViewSidebarFooter(content:)` (iOS 18); on an
    /// iPhone there is no sidebar, so nothing of it is drawn.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Puts `content` in the sidebar's bottom bar, as SwiftUI's `tabViewSidebarBottomBar(content:)` (iOS 18); on an
    /// iPhone there is no sidebar, so nothing of it is drawn.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}
