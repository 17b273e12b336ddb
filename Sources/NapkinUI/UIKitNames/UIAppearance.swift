import Foundation

// UIKit's appearance proxies, which SwiftUI screens set in an `init` to restyle the UIKit
// views under SwiftUI's lists and bars: `UITableView.appearance().backgroundColor = .clear`,
// `UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]`.
// NapkinUI draws its lists and bars itself, so these settings are kept (a test can read them)
// but change nothing drawn; use SwiftUI's own modifiers (`.scrollContentBackground(.hidden)`,
// `.toolbarBackground`) for an effect. `appearance(whenContainedInInstancesOf:)` keeps a proxy per
// containment, likewise. The proxies of views NapkinUI draws (`UIView`, `UISlider`,
// `UINavigationBar`, `UISegmentedControl`, `UIPageControl`) are UIView+Appearance.swift's, and
// do change what is drawn.

/// The settings one UIKit view class's appearance proxy keeps.
@preconcurrency @MainActor
public final class UIAppearanceProxy {
    /// The background colour.
    public var backgroundColor: UIColor?
    /// The tint of controls.
    public var tintColor: UIColor?
    /// The bar's tint.
    public var barTintColor: UIColor?
    /// The colour of separators.
    public var separatorColor: UIColor?
    /// The separator style of a table (`.singleLine` by default).
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The inset of a table's separators.
    public var separatorInset = UIEdgeInsets()
    /// The view under a table's last row (`UITableView.appearance().tableFooterView = UIView()`, the old way to
    /// hide the separators of empty rows; SwiftUI's lists draw none either way).
    public var tableFooterView: UIView?
    /// The view above a table's first row.
    public var tableHeaderView: UIView?
    /// The space above each section header of a table (iOS 15); `UITableView.automaticDimension` by default.
    public var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// Whether a table's rows can be selected.
    public var allowsSelection = true
    /// How a cell shows it is selected (`.default`).
    public var selectionStyle: UITableViewCell.SelectionStyle = .default
    /// The view behind a selected cell.
    public var selectedBackgroundView: UIView?
    /// The extra space around a scroll view's content.
    public var contentInset = UIEdgeInsets()
    /// Whether a scroll view shows its vertical indicator while scrolling.
    public var showsVerticalScrollIndicator = true
    /// Whether a scroll view shows its horizontal indicator while scrolling.
    public var showsHorizontalScrollIndicator = true
    /// How dragging a scroll view dismisses the keyboard (`.none`).
    public var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
    /// The title's text attributes.
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The background image.
    public var backgroundImage: UIImage?
    /// The shadow image.
    public var shadowImage: UIImage?
    /// True when the bar is translucent.
    public var isTranslucent = true
    /// True when large titles are preferred.
    public var prefersLargeTitles = false
    /// The colour of a page control's dots.
    public var pageIndicatorTintColor: UIColor?
    /// The colour of a page control's current dot.
    public var currentPageIndicatorTintColor: UIColor?
    /// The colour of a selected segment.
    public var selectedSegmentTintColor: UIColor?
    /// The colour of unselected tab items.
    public var unselectedItemTintColor: UIColor?
    /// True to hide the views: `UITabBar.appearance().isHidden = true`, which apps that draw a tab
    /// bar of their own set, hides every SwiftUI `TabView`'s bar, as it does on iOS (the content
    /// takes the bar's place). Kept for the other proxies. As on iOS it holds for the process:
    /// set it back to `false` to show the bars again.
    public var isHidden = false
    /// How a tab bar spreads its items (kept; an iPhone's bar fills its width either way).
    public var itemPositioning: UITabBar.ItemPositioning = .automatic
    /// The minutes a date picker's wheel steps by (1 to 30, as UIKit's `minuteInterval`; other
    /// values are kept as 1, as UIKit ignores intervals that do not divide an hour).
    public var minuteInterval: Int {
        get { storedMinuteInterval }
        set { storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }
    private var storedMinuteInterval = 1

    /// Text attributes for a control state (kept per state).
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControlState) {
        stateAttributes[state.rawValue] = attributes
    }

    /// The text attributes set for a control state.
    public func titleTextAttributes(for state: UIControlState) -> [NSAttributedString.Key: Any]? {
        stateAttributes[state.rawValue]
    }

    private var stateAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The bar appearances set (UIBarAppearance.swift).
    var barAppearances = BarAppearances()

    nonisolated init() {}

    private static var containedProxies: [[ObjectIdentifier]: UIAppearanceProxy] = [:]

    /// The proxy of `type` within `containers`, made the first time it is asked for.
    static func contained(in containers: [any UIAppearanceContainer.Type], of type: Any.Type) -> UIAppearanceProxy {
        let key = [ObjectIdentifier(type)] + containers.map { ObjectIdentifier($0) }
        if let proxy = containedProxies[key] { return proxy }
        let proxy = UIAppearanceProxy()
        containedProxies[key] = proxy
        return proxy
    }
}

/// A control's state, as UIKit's `UIControl.State`, for per-state appearance attributes.
public struct UIControlState: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// A state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// At rest.
    public static let normal = UIControlState([])
    /// Highlighted.
    public static let highlighted = UIControlState(rawValue: 1)
    /// Disabled.
    public static let disabled = UIControlState(rawValue: 2)
    /// Selected.
    public static let selected = UIControlState(rawValue: 4)
}

/// UIKit's table view, here only for `UITableView.appearance()` and its constants.
@preconcurrency @MainActor
public enum UITableView {
    /// "Let the system decide" for a table's sizes, as UIKit's `UITableView.automaticDimension`.
    public nonisolated static let automaticDimension: CGFloat = -1
    private static let proxy = UIAppearanceProxy()
    /// The settings every table view would take.
    public static func appearance() -> UIAppearanceProxy { proxy }
    /// The settings kept for instances inside instances of `containerTypes` (one proxy per containment).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy {
        UIAppearanceProxy.contained(in: containerTypes, of: Self.self)
    }
}

/// UIKit's table cell, here only for `UITableViewCell.appearance()` and its styles.
@preconcurrency @MainActor
public enum UITableViewCell {
    /// How a table draws the lines between rows, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable, Hashable {
        /// No lines.
        case none = 0
        /// A thin line.
        case singleLine = 1
        /// An etched line (grouped tables of old).
        case singleLineEtched = 2
    }

    /// How a cell shows it is selected, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable, Hashable {
        /// Not at all.
        case none = 0
        /// Blue (drawn grey since iOS 7).
        case blue = 1
        /// Grey.
        case gray = 2
        /// The platform's grey.
        case `default` = 3
    }

    private static let proxy = UIAppearanceProxy()
    /// The settings every cell would take.
    public static func appearance() -> UIAppearanceProxy { proxy }
    /// The settings kept for instances inside instances of `containerTypes` (one proxy per containment).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy {
        UIAppearanceProxy.contained(in: containerTypes, of: Self.self)
    }
}

/// UIKit's table section header and footer view, here only for `UITableViewHeaderFooterView.appearance()`.
@preconcurrency @MainActor
public enum UITableViewHeaderFooterView {
    private static let proxy = UIAppearanceProxy()
    /// The settings every header and footer view would take.
    public static func appearance() -> UIAppearanceProxy { proxy }
    /// The settings kept for instances inside instances of `containerTypes` (one proxy per containment).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy {
        UIAppearanceProxy.contained(in: containerTypes, of: Self.self)
    }
}

/// UIKit's collection view, here only for `UICollectionView.appearance()` (iOS 16's lists are collection views, and
/// apps clear their background through it).
@preconcurrency @MainActor
public enum UICollectionView {
    private static let proxy = UIAppearanceProxy()
    /// The settings every collection view would take.
    public static func appearance() -> UIAppearanceProxy { proxy }
    /// The settings kept for instances inside instances of `containerTypes` (one proxy per containment).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy {
        UIAppearanceProxy.contained(in: containerTypes, of: Self.self)
    }
}

/// UIKit's tab bar, here only for `UITabBar.appearance()`.
@preconcurrency @MainActor
public enum UITabBar {
    /// How a tab bar spreads its items, as UIKit's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: Int, Sendable, Hashable {
        /// As the platform does: filling the bar on an iPhone.
        case automatic
        /// Items spread across the whole bar.
        case fill
        /// Items grouped in the middle.
        case centered
    }

    private static let proxy = UIAppearanceProxy()
    /// The settings every tab bar would take.
    public static func appearance() -> UIAppearanceProxy { proxy }
    /// The settings kept for instances inside instances of `containerTypes` (one proxy per containment).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy {
        UIAppearanceProxy.contained(in: containerTypes, of: Self.self)
    }
}

/// UIKit's date picker, here only for `UIDatePicker.appearance()` (`minuteInterval`):
/// NapkinUI's ``DatePicker`` draws its own compact field, which shows the bound date as it is.
@preconcurrency @MainActor
public enum UIDatePicker {
    private static let proxy = UIAppearanceProxy()
    /// The settings every date picker would take.
    public static func appearance() -> UIAppearanceProxy { proxy }
    /// The settings kept for instances inside instances of `containerTypes` (one proxy per containment).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy {
        UIAppearanceProxy.contained(in: containerTypes, of: Self.self)
    }
}

extension NSAttributedString.Key {
    /// The text colour (a `UIColor`), as UIKit's key.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour (a `UIColor`), as UIKit's key.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The font (a `UIFont`), as UIKit's key.
    public static let font = NSAttributedString.Key("NSFont")
    /// The kerning (a number), as UIKit's key.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The paragraph's alignment, line spacing and line breaking (an ``NSParagraphStyle``), as
    /// UIKit's key.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// The four appearances a bar's proxy keeps (UIBarAppearance.swift).
@preconcurrency @MainActor
struct BarAppearances {
    var standard = UIBarAppearance()
    var compact: UIBarAppearance?
    var scrollEdge: UIBarAppearance?
    var compactScrollEdge: UIBarAppearance?
}
