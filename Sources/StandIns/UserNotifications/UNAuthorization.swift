import Foundation

/// What an app asks to do with notifications, as `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// A value with this raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Set the number on the app's icon.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Play sounds for critical alerts through silent mode (an entitlement on iOS).
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// The app has its own notification settings screen.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly to Notification Center without asking first.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may post notifications, with UserNotifications' numbers.
public enum UNAuthorizationStatus: Int, Sendable {
    /// The user has not been asked.
    case notDetermined = 0
    /// The user said no.
    case denied = 1
    /// The user said yes.
    case authorized = 2
    /// Quiet delivery to Notification Center, without having asked.
    case provisional = 3
    /// For a limited time (App Clips).
    case ephemeral = 4

    /// Whether requests may be added.
    var allowsScheduling: Bool { self == .authorized || self == .provisional || self == .ephemeral }
}

/// Whether one kind of presentation is on.
public enum UNNotificationSetting: Int, Sendable {
    /// The app cannot use it.
    case notSupported = 0
    /// Off.
    case disabled = 1
    /// On.
    case enabled = 2
}

/// How alerts look.
public enum UNAlertStyle: Int, Sendable {
    case none = 0
    case banner = 1
    case alert = 2
}

/// How a notification is shown while the app is in front.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// A value with this raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Show the notification this way: badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Show the notification this way: sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show the notification this way: alert.
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Show the notification this way: list.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show the notification this way: banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The app's notification settings, as `UNNotificationSettings`: what the user allowed.
public final class UNNotificationSettings: NSObject, Sendable {
    /// Whether the app may post notifications.
    public let authorizationStatus: UNAuthorizationStatus
    /// Whether this kind of presentation is on.
    public let soundSetting: UNNotificationSetting
    /// Whether this kind of presentation is on.
    public let badgeSetting: UNNotificationSetting
    /// Whether this kind of presentation is on.
    public let alertSetting: UNNotificationSetting
    /// Whether this kind of presentation is on.
    public let notificationCenterSetting: UNNotificationSetting
    /// Whether this kind of presentation is on.
    public let lockScreenSetting: UNNotificationSetting
    /// Whether this kind of presentation is on.
    public let carPlaySetting: UNNotificationSetting
    /// Whether this kind of presentation is on.
    public let criticalAlertSetting: UNNotificationSetting
    /// How alerts look.
    public let alertStyle: UNAlertStyle
    /// Whether the app has its own notification settings screen.
    public let providesAppNotificationSettings: Bool

    /// The settings of an app with `status` that was granted `options`: each kind asked for and
    /// granted is enabled, the others disabled; provisional delivery is Notification Center only.
    init(status: UNAuthorizationStatus, granted options: UNAuthorizationOptions) {
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            status == .authorized || status == .ephemeral ? (options.contains(option) ? .enabled : .disabled) : .disabled
        }
        let delivers = status.allowsScheduling
        authorizationStatus = status
        soundSetting = setting(.sound)
        badgeSetting = setting(.badge)
        alertSetting = setting(.alert)
        carPlaySetting = setting(.carPlay)
        criticalAlertSetting = setting(.criticalAlert)
        notificationCenterSetting = delivers ? .enabled : .disabled
        lockScreenSetting = alertSetting
        alertStyle = alertSetting == .enabled ? .banner : .none
        providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
    }
}

/// An error of UserNotifications, as `UNError`.
public struct UNError: Error, Hashable, Sendable, CustomNSError, CustomStringConvertible {
    /// What went wrong, with UserNotifications' numbers.
    public enum Code: Int, Sendable, Hashable {
        /// The app may not post notifications (the user denied it or was not asked).
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        /// The trigger will never fire (a calendar date in the past).
        case notificationInvalidNoDate = 1400
        /// The request has nothing to show.
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
        /// A negative badge count.
        case badgeInputInvalid = 1600
    }

    /// What went wrong.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// The error domain, for `NSError` bridging.
    public static var errorDomain: String { "UNErrorDomain" }
    /// The code's number, for `NSError` bridging.
    public var errorCode: Int { code.rawValue }
    /// How the value prints.
    public var description: String { "UNError(\(code))" }

    /// `UNError.Code.notificationsNotAllowed`, for `catch UNError.notificationsNotAllowed`.
    public static let notificationsNotAllowed = Code.notificationsNotAllowed
    /// `UNError.Code.notificationInvalidNoDate`, for `catch UNError.notificationInvalidNoDate`.
    public static let notificationInvalidNoDate = Code.notificationInvalidNoDate
    /// `UNError.Code.notificationInvalidNoContent`, for `catch UNError.notificationInvalidNoContent`.
    public static let notificationInvalidNoContent = Code.notificationInvalidNoContent
    /// `UNError.Code.badgeInputInvalid`, for `catch UNError.badgeInputInvalid`.
    public static let badgeInputInvalid = Code.badgeInputInvalid
}

extension UNError.Code {
    /// Whether `error` is a ``UNError`` with this code, for `catch UNError.notificationsNotAllowed`.
    public static func ~= (code: UNError.Code, error: any Error) -> Bool {
        (error as? UNError)?.code == code
    }
}
