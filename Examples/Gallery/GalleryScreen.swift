import NapkinUI

/// The gallery's screens, each written with SwiftUI's names only, in light and dark.
public enum GalleryScreen: String, CaseIterable, Sendable {
    /// iOS-style settings.
    case settings
    /// iOS-style settings in dark mode.
    case settingsDark
    /// A profile header over a photo grid.
    case profile
    /// A plain list of messages.
    case inbox
    /// Cards in an adaptive grid.
    case cards
    /// Cards in dark mode.
    case cardsDark
    /// A tab app with badges (TabView, LabeledContent rows).
    case tabs
    /// The tab app in dark mode.
    case tabsDark
    /// An async-image feed: loaded, loading and failed photos.
    case feed
    /// The feed in dark mode.
    case feedDark
    /// A searchable list with badges, swipe actions and pull to refresh.
    case search
    /// The search list in dark mode.
    case searchDark
    /// A dashboard with gauges, progress, a Canvas chart and bordered buttons.
    case dashboard
    /// The dashboard in dark mode.
    case dashboardDark
    /// A settings screen whose choices are kept in `@AppStorage`.
    case preferences
    /// The preferences in dark mode.
    case preferencesDark
    /// A detail page written in Markdown.
    case recipe
    /// The recipe in dark mode.
    case recipeDark

    /// A window showing the screen on `device`. The newer screens' dark variants are drawn on
    /// a dark device, so the window's own background is dark too.
    @MainActor
    public func makeWindow(device: Device = .iPhone13Pro) -> Window {
        let darkDevice = [.tabsDark, .feedDark, .searchDark, .dashboardDark, .preferencesDark, .recipeDark].contains(self)
        let window = Window(device: darkDevice ? device.applying(Traits(userInterfaceStyle: .dark)) : device)
        window.rootViewController = HostingController(rootView: view)
        return window
    }

    @MainActor
    private var view: AnyView {
        switch self {
        case .settings: return AnyView(SettingsScreen())
        case .settingsDark: return AnyView(SettingsScreen().environment(\.colorScheme, .dark))
        case .profile: return AnyView(ProfileScreen())
        case .inbox: return AnyView(InboxScreen())
        case .cards: return AnyView(CardsScreen())
        case .cardsDark: return AnyView(CardsScreen().environment(\.colorScheme, .dark))
        case .tabs, .tabsDark: return AnyView(SmokehouseTabsScreen())
        case .feed, .feedDark: return AnyView(PhotoFeedScreen().environment(\.asyncImageLoader, FeedPhotos.loader))
        case .search, .searchDark: return AnyView(PantrySearchScreen(query: "rib"))
        case .dashboard, .dashboardDark: return AnyView(PitDashboardScreen())
        case .preferences, .preferencesDark: return AnyView(PreferencesScreen().defaultAppStorage(PreferencesScreen.sampleStore()))
        case .recipe, .recipeDark: return AnyView(RecipeDetailScreen())
        }
    }
}
