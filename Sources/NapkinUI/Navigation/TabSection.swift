/// A group of tabs under a header, as iOS 18's `TabSection`:
///
/// ```swift
/// TabView {
///     Tab("Home", systemImage: "house") { HomeView() }
///     TabSection("Collections") {
///         Tab("Albums", systemImage: "rectangle.stack") { AlbumsView() }
///         Tab("People", systemImage: "person.2") { PeopleView() }
///     }
/// }
/// .tabViewStyle(.sidebarAdaptable)
/// ```
/// On an iPhone a tab view is a tab bar, where sections have no place of their own: the
/// section's tabs take their places in the bar in order, as iOS shows them in the compact
/// width. The header is kept for the sidebar an iPad would show, and not drawn. (In SwiftUI a
/// section is `TabContent`, which only a tab view takes; here it is a view.)
public struct TabSection<Header: View, Content: View, Footer: View>: View {
    let header: Header
    let content: Content
    let footer: Footer

    /// The tabs `content` gives, under the header `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) where Footer == EmptyView {
        self.content = content()
        self.header = header()
        footer = EmptyView()
    }

    /// The tabs, in the bar in order.
    public var body: some View {
        Group { content }
    }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// The tabs `content` gives under the title `titleKey` (localized).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// The tabs `content` gives under the title `title`, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// The tabs `content` gives, with no header.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension TabSection {
    /// The section, or nothing when `hidden` is true: its tabs leave the tab bar, as
    /// `TabContent.hidden(_:)` takes them out of an iPhone's tab bar.
    public func hidden(_ hidden: Bool = true) -> some View {
        Group { if !hidden { self } }
    }
}

extension Tab {
    /// The tab, or nothing when `hidden` is true: it leaves the tab bar, as
    /// `TabContent.hidden(_:)` takes it out (and the tabs after it move up).
    public func hidden(_ hidden: Bool = true) -> some View {
        Group { if !hidden { self } }
    }
}

/// iOS 18's `.sidebarAdaptable`: a sidebar on an iPad, a tab bar on an iPhone, so NapkinUI
/// draws the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    /// A tab bar, as an iPhone shows it.
    public var kind: TabViewStyleKind { .tabBar }
}

/// iOS 18's `.tabBarOnly`: a tab bar everywhere.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    /// A tab bar.
    public var kind: TabViewStyleKind { .tabBar }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A sidebar on an iPad, the tab bar on an iPhone.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The tab bar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}
