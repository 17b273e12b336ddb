/// What a navigation bar shows while a controller is on top of a navigation stack, as UIKit's
/// `UINavigationItem`: the title, how large it is drawn, the bar's buttons and whether the
/// back button shows.
///
/// A controller showing SwiftUI-style content has its item filled from that content on every
/// layout (`.navigationTitle`, `.navigationBarTitleDisplayMode`, `.toolbar`,
/// `.navigationBarItems`, `.navigationBarBackButtonHidden`); other controllers set it in code.
@MainActor
public final class NavigationItem {
    /// How large the title is drawn, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Sendable, Hashable {
        /// As the controller below it in the stack (large for the root, when the navigation
        /// controller prefers large titles).
        case automatic
        /// A large title under the bar.
        case always
        /// A small title in the bar.
        case never
        /// A large title in the bar's row, at its leading end (iOS 17's `.inline`, SwiftUI's
        /// `.toolbarTitleDisplayMode(.inlineLarge)`): leading items move to an overflow button at the
        /// trailing end. Under a back button it falls back to ``always``, as UIKit does.
        case inline
    }

    /// The title, or `nil` to use the controller's ``ViewController/title``.
    public var title: String?
    /// A line under the title, or `nil` for none, as UIKit's `UINavigationItem.subtitle` and SwiftUI's
    /// `.navigationSubtitle` (iOS 26).
    public var subtitle: String?
    /// How large the title is drawn.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// True to hide the back button.
    public var hidesBackButton = false
    /// False when the back button shows only its chevron (SwiftUI's `.toolbarRole(.editor)`).
    var backButtonShowsTitle = true
    /// Views at the bar's leading end, in order.
    public var leadingItems: [AnyView] = []
    /// Views at the bar's trailing end, in order from leading to trailing.
    public var trailingItems: [AnyView] = []
    /// A view in place of the title.
    public var titleView: AnyView?
    /// The title's menu (`.toolbarTitleMenu`, `ToolbarTitleMenu`), shown as a chevron beside the inline title.
    var titleMenu: AnyView?
    /// Views of the bottom toolbar, spread across it.
    public var bottomItems: [AnyView] = []
    /// The `.searchable` field under the bar, if any.
    var search: SearchItem?
    /// The `.searchScopes` of the search field, if any.
    var searchScopes: SearchScopes?
    /// True when this screen hides the navigation bar (SwiftUI's `.navigationBarHidden(true)`).
    public var hidesNavigationBar = false
    /// The bars' backgrounds as `.toolbarBackground` set them.
    var barBackgrounds: [ToolbarPlacement.Bar: BarBackground] = [:]
    /// True when this screen hides the tab bar of the tab view it is in (`.toolbar(.hidden, for: .tabBar)`).
    var hidesTabBar = false

    /// The UIKit bar button items and settings set on the item (UINavigationController.swift).
    var uiKitItems = UIKitNavigationItems()

    /// An empty item.
    public init() {}
}
