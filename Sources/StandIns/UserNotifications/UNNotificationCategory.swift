import Foundation

/// How an action behaves when tapped.
public struct UNNotificationActionOptions: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// A value with this raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Only on an unlocked device.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// Drawn as destructive.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Brings the app to the front.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button a notification of a category shows, as `UNNotificationAction`.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    /// What the response's `actionIdentifier` is when the user taps it.
    public let identifier: String
    /// The button's title.
    public let title: String
    /// How it behaves.
    public let options: UNNotificationActionOptions

    /// An action with an identifier, a title and options.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
    }

    /// Whether `object` is an action with the same identifier, title and options.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction else { return false }
        return identifier == other.identifier && title == other.title && options == other.options
    }

    /// Hashes the identifier.
    open override var hash: Int { identifier.hashValue }
}

/// An action that asks for text, as `UNTextInputNotificationAction`.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    /// The title of the send button.
    public let textInputButtonTitle: String
    /// The placeholder of the text field.
    public let textInputPlaceholder: String

    /// An action with a text field.
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }
}

/// How notifications of a category behave.
public struct UNNotificationCategoryOptions: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// A value with this raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Dismissing the notification reaches the delegate.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// Shown in CarPlay.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// The title shows when previews are hidden.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// The subtitle shows when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A kind of notification and its actions, as `UNNotificationCategory`: a request's content names
/// it with `categoryIdentifier`, and the app registers it with `setNotificationCategories(_:)`.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    /// The name content refers to.
    public let identifier: String
    /// The buttons, in order.
    public let actions: [UNNotificationAction]
    /// The Siri intents the category relates to.
    public let intentIdentifiers: [String]
    /// How its notifications behave.
    public let options: UNNotificationCategoryOptions

    /// A category with its actions.
    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
    }

    /// Whether `object` is a category with the same identifier, actions, intents and options.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationCategory else { return false }
        return identifier == other.identifier && actions == other.actions && intentIdentifiers == other.intentIdentifiers
            && options == other.options
    }

    /// Hashes the identifier.
    open override var hash: Int { identifier.hashValue }
}

extension UNUserNotificationCenter {
    /// Registers the app's categories, replacing the ones registered before.
    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        categoryStore.replace(with: categories)
    }

    /// The categories the app registered.
    public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        completionHandler(categoryStore.categories)
    }

    /// The categories the app registered.
    public func notificationCategories() async -> Set<UNNotificationCategory> { categoryStore.categories }
}

/// The registered categories, behind a lock.
final class CategoryStore: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Set<UNNotificationCategory> = []

    var categories: Set<UNNotificationCategory> { lock.withLock { stored } }

    func replace(with categories: Set<UNNotificationCategory>) { lock.withLock { stored = categories } }
}
