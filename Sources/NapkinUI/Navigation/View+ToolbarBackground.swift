internal import Raster

/// A bar a toolbar modifier speaks of, as SwiftUI's `ToolbarPlacement`: `.navigationBar`,
/// `.tabBar`, `.bottomBar`, or `.automatic` (on an iPhone, the navigation bar).
public struct ToolbarPlacement: Sendable, Hashable {
    enum Bar: Sendable, Hashable {
        case navigationBar
        case tabBar
        case bottomBar
    }

    let bar: Bar

    /// The platform's main bar: the navigation bar on an iPhone.
    public static let automatic = ToolbarPlacement(bar: .navigationBar)
    /// The navigation bar at the top of a navigation stack's screens.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// A tab view's bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The toolbar at the bottom of a navigation stack's screen (`.bottomBar` items).
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}

/// How a screen asked a bar's background to be drawn (`.toolbarBackground`).
struct BarBackground {
    /// The fill when the background shows; `nil` for the bar's own material.
    var style: AnyShapeStyle?
    /// `.visible`: always drawn; `.hidden`: never; `.automatic`: as the bar does by itself
    /// (a navigation bar at rest is clear, a tab bar shows it when content runs under it).
    var visibility: Visibility = .automatic
    /// The colour scheme the bar is drawn in where its background shows (`.toolbarColorScheme`);
    /// `nil` is the screen's.
    var colorScheme: ColorScheme?
}

extension View {
    /// Fills `bars`' backgrounds with `style` where they show one, as SwiftUI's
    /// `toolbarBackground(_:for:)`: `.toolbarBackground(.ultraThinMaterial, for: .navigationBar)`.
    /// A navigation bar at rest shows none unless ``toolbarBackground(_:for:)-(Visibility,_)``
    /// makes it visible.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let style = AnyShapeStyle(style)
        return barBackgrounds(bars) { $0.style = style }
    }

    /// Shows (`.visible`) or hides (`.hidden`) `bars`' backgrounds, as SwiftUI's
    /// `toolbarBackground(_:for:)` given a visibility: a visible navigation bar background is
    /// drawn behind the bar (and a large title) from the top of the screen, with the bar's
    /// hairline under it.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackgrounds(bars) { $0.visibility = visibility }
    }

    /// Shows or hides `bars`' backgrounds, as iOS 18's `toolbarBackgroundVisibility(_:for:)`
    /// (the same as ``toolbarBackground(_:for:)-(Visibility,_)``).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barBackgrounds(bars) { $0.visibility = visibility }
    }

    /// Draws `bars` in `colorScheme` where their backgrounds show, as SwiftUI's
    /// `toolbarColorScheme(_:for:)`: `.toolbarColorScheme(.dark, for: .tabBar)` gives the tab bar
    /// the dark material and its items their dark colours. Apple documents it as the scheme of
    /// the bar's background, so a bar showing no background (a navigation bar at rest, a tab bar
    /// with no content under it) keeps the screen's scheme: pair it with
    /// ``toolbarBackground(_:for:)-(Visibility,_)`` to see it always. `nil` follows the screen; no
    /// bars means `.automatic`.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barBackgrounds(bars.isEmpty ? [.automatic] : bars) { $0.colorScheme = colorScheme }
    }

    private func barBackgrounds(_ bars: [ToolbarPlacement], _ change: @escaping @MainActor (inout BarBackground) -> Void) -> some View {
        navigationBar { item in
            for bar in Set(bars.map(\.bar)) { change(&item.barBackgrounds[bar, default: BarBackground()]) }
        }
    }
}

extension NavigationItem {
    /// The navigation bar's fill when its background shows, or `nil` when it shows none: at
    /// the top of the content none unless a screen made it visible; over content resting
    /// scrolled under it (`contentScrolled`) its material unless a screen hid it.
    func navigationBarFill(contentScrolled: Bool) -> AnyShapeStyle? {
        let background = barBackgrounds[.navigationBar] ?? BarBackground()
        let shows = background.visibility == .visible || (contentScrolled && background.visibility == .automatic)
        return shows ? background.style ?? AnyShapeStyle(Material.bar) : nil
    }

    /// The bottom toolbar's fill: its own unless a screen set one or hid it.
    var bottomBarFill: AnyShapeStyle? {
        let background = barBackgrounds[.bottomBar] ?? BarBackground()
        if background.visibility == .hidden { return nil }
        return background.style ?? AnyShapeStyle(Color.secondarySystemBackground.opacity(0.94))
    }
}
