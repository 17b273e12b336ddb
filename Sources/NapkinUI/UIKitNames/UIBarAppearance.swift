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

    /// A bar appearance with the default background, as `configureWithDefaultBackground()`.
    public nonisolated init() {}

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
}

/// A tab bar's appearance, as UIKit's `UITabBarAppearance`: its background
/// (``UIBarAppearance``) and the colour of selected items.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The tint of the selected item (`nil`: the bar's tint).
    public var selectionIndicatorTintColor: UIColor?
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
