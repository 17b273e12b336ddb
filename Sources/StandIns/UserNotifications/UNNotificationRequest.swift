import Foundation

/// When a notification is delivered, as `UNNotificationTrigger`; a request without a trigger is
/// delivered at once.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether the notification is delivered again and again.
    public let repeats: Bool

    init(repeats: Bool) { self.repeats = repeats }

    /// The first time after `date` at which the trigger fires, `nil` for never.
    func fireDate(after date: Date) -> Date? { nil }
}

/// Fires a time after the request is added, as `UNTimeIntervalNotificationTrigger`.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Seconds from adding the request to the delivery (and between deliveries, if it repeats).
    public let timeInterval: TimeInterval

    /// A trigger `timeInterval` seconds away. As on iOS, the interval must be greater than 0, and at
    /// least 60 seconds if the trigger repeats; anything else stops the app (iOS raises an
    /// `NSInternalInconsistencyException`).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    /// When the trigger would fire if its request were added now.
    open func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }

    override func fireDate(after date: Date) -> Date? { date.addingTimeInterval(timeInterval) }
}

/// Fires when the date matches `dateComponents`, as `UNCalendarNotificationTrigger`: `hour: 9`
/// fires at the next nine o'clock, `weekday: 2, hour: 8` on the next Monday at eight.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components the date must match. Their calendar and time zone, when set, are the ones
    /// matched in; the user's otherwise.
    public let dateComponents: DateComponents

    /// Makes one.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The next date after now that matches, `nil` if none will.
    open func nextTriggerDate() -> Date? { nextTriggerDate(after: Date()) }

    /// The next date after `date` that matches, `nil` if none will.
    func nextTriggerDate(after date: Date) -> Date? {
        var calendar = dateComponents.calendar ?? Calendar.current
        if let timeZone = dateComponents.timeZone { calendar.timeZone = timeZone }
        var components = dateComponents
        components.calendar = nil
        components.timeZone = nil
        return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
    }

    override func fireDate(after date: Date) -> Date? { nextTriggerDate(after: date) }
}

/// A notification to deliver: its identifier, what it says and when, as `UNNotificationRequest`.
public final class UNNotificationRequest: NSObject, Sendable {
    /// Names the request: adding another with the same identifier replaces it.
    public let identifier: String
    /// What it says (a copy of what the app gave: later changes to that do not reach it).
    public let content: UNNotificationContent
    /// When; `nil` for at once.
    public let trigger: UNNotificationTrigger?

    /// Makes one.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.frozenCopy()
        self.trigger = trigger
    }
}

/// A delivered notification: its request and when it was delivered, as `UNNotification`.
public final class UNNotification: NSObject, Sendable {
    /// When it was delivered.
    public let date: Date
    /// What was delivered.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
        self.date = date
        self.request = request
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of the response to tapping the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of the response to dismissing it.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// What the user did with a notification, as `UNNotificationResponse`.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification.
    public let notification: UNNotification
    /// The action: ``UNNotificationDefaultActionIdentifier``, ``UNNotificationDismissActionIdentifier``
    /// or one of the category's actions.
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}
