import Foundation

// UIKit's bar appearances (iOS 13 and later), which SwiftUI apps build and hand to the bars'
// appearance proxies to restyle every navigation or tab bar:
//
//     let appearance = UINavigationBarAppearance()
//     appearance.configureWithOpaqueBackground()
//     appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
//     UINavigationBar.appearance().standardAppearance = appearance
//
// As with the other appearance settings (UIAppearance.swift), NapkinUI keeps what is set, so a
// test can read it, and draws its bars itself: use `.toolbarBackground` and
// `.toolbarColorScheme` for an effect on what is drawn.

/// The background and shadow of a bar, as UIKit's `UIBarAppearance`.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The bar's background colour over its background effect (`nil`: none).
    public var backgroundColor: UIColor?
    /// An image drawn over the background colour.
    public var backgroundImage: UIImage?
    /// The colour of the bar's shadow line (`nil` or clear: no line).
    public var shadowColor: UIColor? = UIColor(white: 0, alpha: 0.3)
    /// An image for the bar's shadow, tinted with ``shadowColor``.
    public var shadowImage: UIImage?
    /// The material under the background colour (`nil`: none).
    public var backgroundEffect: UIBlurEffect? = UIBlurEffect(style: .systemChromeMaterial)

    private let requestedIdiom: UIUserInterfaceIdiom?

    /// A bar appearance with the default background, as `configureWithDefaultBackground()`, for
    /// the current device.
    public nonisolated init() { requestedIdiom = nil }

    /// A bar appearance with the default background for bars on `idiom` devices (UIKit's
    /// `init(idiom:)`): NapkinUI draws one bar for every idiom, so only ``idiom`` differs.
    public nonisolated init(idiom: UIUserInterfaceIdiom) { requestedIdiom = idiom }

    /// A bar appearance with the background, shadow and idiom of `barAppearance` (UIKit's
    /// `init(barAppearance:)`); a subclass's own settings (titles, items) start at their defaults.
    public init(barAppearance: UIBarAppearance) {
        requestedIdiom = barAppearance.requestedIdiom
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        backgroundEffect = barAppearance.backgroundEffect
    }

    /// The kind of device the appearance is for: the one given to ``init(idiom:)``, else the
    /// current device's.
    public var idiom: UIUserInterfaceIdiom { requestedIdiom ?? UIDevice.current.userInterfaceIdiom }

    /// The system's translucent material with a shadow line and no colour: a bar's default.
    public func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowImage = nil
        shadowColor = Self.defaultShadowColor
    }

    /// An opaque background in the system background colour, with a shadow line.
    public func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowImage = nil
        shadowColor = Self.defaultShadowColor
    }

    /// No background and no shadow line: the content shows through.
    public func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowImage = nil
        shadowColor = nil
    }

    /// The shadow line of the default and opaque backgrounds: black at 30 %.
    private static var defaultShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }
}

/// A navigation bar's appearance, as UIKit's `UINavigationBarAppearance`: its background
/// (``UIBarAppearance``) and the text attributes of its titles.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The inline title's text attributes (`.font`, `.foregroundColor`, …).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the inline title is moved from its place.
    public var titlePositionAdjustment = UIOffset.zero
    /// The look of the bar's plain buttons.
    public var buttonAppearance = UIBarButtonItemAppearance()
    /// The look of the bar's done buttons.
    public var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    public var backButtonAppearance = UIBarButtonItemAppearance()
    /// The back button's chevron (`nil`: the system's).
    public private(set) var backIndicatorImage: UIImage?
    /// The mask the chevron slides out under when a screen is pushed (`nil`: the system's).
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Replaces the back button's chevron and its transition mask, as UIKit's
    /// `setBackIndicatorImage(_:transitionMaskImage:)`: both or neither (UIKit ignores one without the other).
    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else { return }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }
}

/// The look of a bar's buttons in each state, as UIKit's `UIBarButtonItemAppearance`.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
    /// Which buttons the appearance is for.
    public enum Style: Int, Sendable {
        /// Plain buttons.
        case plain
        /// Done buttons (bold).
        case done
    }

    /// The look of a button in one state, as UIKit's `UIBarButtonItemStateAppearance`.
    @preconcurrency @MainActor
    public final class StateAppearance {
        /// The title's text attributes.
        public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        /// How far the title is moved from its place.
        public var titlePositionAdjustment = UIOffset.zero
        /// An image behind the button.
        public var backgroundImage: UIImage?
        /// How far the background image is moved.
        public var backgroundImagePositionAdjustment = UIOffset.zero
        nonisolated init() {}
    }

    /// The style it is for.
    public private(set) var style: Style
    /// Enabled, untouched buttons.
    public let normal = StateAppearance()
    /// Buttons while touched.
    public let highlighted = StateAppearance()
    /// Disabled buttons.
    public let disabled = StateAppearance()
    /// Focused buttons (keyboard and pointer).
    public let focused = StateAppearance()

    /// An appearance for `style` buttons.
    public nonisolated init(style: Style = .plain) {
        self.style = style
    }

    /// Back to the system's look for `style` buttons.
    public func configureWithDefault(for style: Style) {
        self.style = style
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = [:]
            state.titlePositionAdjustment = UIOffset.zero
            state.backgroundImage = nil
            state.backgroundImagePositionAdjustment = UIOffset.zero
        }
    }
}

/// A tab bar's appearance, as UIKit's `UITabBarAppearance`: its background
/// (``UIBarAppearance``) and the colour of selected items.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The tint of the selected item (`nil`: the bar's tint).
    public var selectionIndicatorTintColor: UIColor?
    /// The items' look when their titles sit under their icons (an iPhone in portrait).
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look when titles sit beside icons (a regular-width bar).
    public var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look beside icons in a compact-height bar (an iPhone in landscape).
    public var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// How stacked items spread across the bar.
    public var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The space between stacked items when they are centred (`0`: the system's).
    public var stackedItemSpacing: CGFloat = 0
    /// The width of stacked items when they are centred (`0`: the system's).
    public var stackedItemWidth: CGFloat = 0
}

/// How a tab bar's items look in each state, as UIKit's `UITabBarItemAppearance`: kept, as the
/// other bar appearances are, for the item layout it is given to.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
    /// The item layouts an appearance is made for, as UIKit's `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable {
        /// Titles under icons.
        case stacked
        /// Titles beside icons.
        case inline
        /// Titles beside icons in a compact-height bar.
        case compactInline
    }

    /// Items not selected.
    public var normal = UITabBarItemStateAppearance()
    /// The selected item.
    public var selected = UITabBarItemStateAppearance()
    /// Disabled items.
    public var disabled = UITabBarItemStateAppearance()
    /// A focused item.
    public var focused = UITabBarItemStateAppearance()
    /// The layout this appearance was made for.
    public private(set) var style: Style

    /// The system's item appearance for `style` (stacked unless said otherwise).
    public init(style: Style = .stacked) {
        self.style = style
    }

    /// Sets every state back to the system's look for `style`.
    public func configureWithDefault(for style: Style) {
        self.style = style
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }
}

/// One state of a tab bar item's look, as UIKit's `UITabBarItemStateAppearance`: `nil` and empty
/// values leave the system's.
@preconcurrency @MainActor
public final class UITabBarItemStateAppearance {
    /// The title's text attributes (`.foregroundColor`, `.font`, …).
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from where the system puts it.
    public var titlePositionAdjustment = UIOffset.zero
    /// The icon's colour.
    public var iconColor: UIColor?
    /// The badge's background colour.
    public var badgeBackgroundColor: UIColor?
    /// The badge's text attributes.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge moves.
    public var badgePositionAdjustment = UIOffset.zero
    /// How far the badge's title moves inside the badge.
    public var badgeTitlePositionAdjustment = UIOffset.zero

    /// The system's look.
    nonisolated public init() {}
}

/// A distance to move something by, as UIKit's `UIOffset`.
public struct UIOffset: Sendable, Hashable {
    /// Points to the right.
    public var horizontal: CGFloat
    /// Points down.
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

extension UIAppearanceProxy {
    /// The appearance of a bar at rest (a navigation bar scrolled, or any tab bar), as UIKit's
    /// `standardAppearance` (a ``UINavigationBarAppearance`` or ``UITabBarAppearance``).
    public var standardAppearance: UIBarAppearance {
        get { barAppearances.standard }
        set { barAppearances.standard = newValue }
    }

    /// The appearance of a compact-height navigation bar (`nil`: the standard one).
    public var compactAppearance: UIBarAppearance? {
        get { barAppearances.compact }
        set { barAppearances.compact = newValue }
    }

    /// The appearance of a bar whose content is scrolled to its edge (`nil`: the standard one).
    public var scrollEdgeAppearance: UIBarAppearance? {
        get { barAppearances.scrollEdge }
        set { barAppearances.scrollEdge = newValue }
    }

    /// The appearance of a compact-height bar at its content's edge (`nil`: the compact one).
    public var compactScrollEdgeAppearance: UIBarAppearance? {
        get { barAppearances.compactScrollEdge }
        set { barAppearances.compactScrollEdge = newValue }
    }
}
