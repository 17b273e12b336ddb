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

    /// A window showing the screen on `device`.
    @MainActor
    public func makeWindow(device: Device = .iPhone13Pro) -> Window {
        let window = Window(device: device)
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
        }
    }
}
