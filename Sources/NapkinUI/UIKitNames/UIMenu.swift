// UIKit's menus, as SwiftUI files hand them to bar button items (`UIBarButtonItem(systemItem:
// .add, menu: UIMenu(children: [...]))`). A still frame shows a menu's button, not the menu,
// which UIKit opens on a tap: NapkinUI keeps what a menu holds, so a test can read its
// actions and perform one (`UIMenu.children`, then the action's handler through
// ``UIMenu/performAction(titled:)``).

/// Something a menu shows: an action or a submenu, as UIKit's `UIMenuElement`.
@preconcurrency @MainActor
open class UIMenuElement {
    /// An element.
    public nonisolated init() {}
}

/// A menu of actions and submenus, as UIKit's `UIMenu`.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A name for a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children shown in line in the parent menu, between separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// A menu of destructive actions.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child is chosen (a checkmark beside it).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children shown as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's title (empty: none).
    open var title: String
    /// Shown under the title.
    open var subtitle: String?
    /// The image beside the title in a parent menu.
    open var image: UIImage?
    /// The menu's name.
    public let identifier: Identifier
    /// How the children are shown.
    public let options: Options
    /// The actions and submenus, top first.
    public let children: [UIMenuElement]

    /// A menu of `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "napkin.menu.\(UIMenu.nextNumber())")
        self.options = options
        self.children = children
        super.init()
    }

    /// The same menu with `newChildren`, as UIKit's `replacingChildren(_:)`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions of the menu and its submenus, top first.
    public var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu.allActions }
            return []
        }
    }

    /// Performs the first action titled `title` in the menu or its submenus, as choosing it does;
    /// returns `false` when there is none.
    @discardableResult
    public func performAction(titled title: String, sender: AnyObject? = nil) -> Bool {
        guard let action = allActions.first(where: { $0.title == title }) else { return false }
        action.sender = sender
        action.handler(action)
        return true
    }

    private static var count = 0
    private static func nextNumber() -> Int {
        count += 1
        return count
    }
}
