import Foundation

/// The kind of calendar item, as EventKit's `EKEntityType`.
public enum EKEntityType: UInt, Sendable, Hashable {
    /// Calendar events.
    case event = 0
    /// Reminders.
    case reminder = 1
}

/// A set of entity types, as EventKit's `EKEntityMask` (what a calendar holds).
public struct EKEntityMask: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Events.
    public static let event = EKEntityMask(rawValue: 1 << 0)
    /// Reminders.
    public static let reminder = EKEntityMask(rawValue: 1 << 1)

    /// The mask of one entity type.
    init(_ type: EKEntityType) { self = type == .event ? .event : .reminder }
}

/// What the person allowed the app to do with an entity type, as EventKit's `EKAuthorizationStatus`, with its
/// numbers (iOS 17's ``fullAccess`` has the number of the older `authorized`).
public enum EKAuthorizationStatus: Int, Sendable, Hashable {
    /// The person has not been asked.
    case notDetermined = 0
    /// The app may not ask (a device management restriction).
    case restricted = 1
    /// The person declined.
    case denied = 2
    /// Reading and writing (iOS 17).
    case fullAccess = 3
    /// Writing new events only (iOS 17): no calendars or events can be read.
    case writeOnly = 4

    /// Access before iOS 17: the same number as ``fullAccess``.
    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// Which occurrences of a repeating event a save or a removal changes, as EventKit's `EKSpan`.
public enum EKSpan: Int, Sendable, Hashable {
    /// This occurrence only.
    case thisEvent = 0
    /// This occurrence and the ones after it.
    case futureEvents = 1
}

/// Where a calendar lives, as EventKit's `EKCalendarType`.
public enum EKCalendarType: Int, Sendable, Hashable {
    case local = 0
    case calDAV = 1
    case exchange = 2
    case subscription = 3
    case birthday = 4
}

/// Where a source keeps its calendars, as EventKit's `EKSourceType`.
public enum EKSourceType: Int, Sendable, Hashable {
    case local = 0
    case exchange = 1
    case calDAV = 2
    case mobileMe = 3
    case subscribed = 4
    case birthdays = 5
}

/// How an event shows the person's time, as EventKit's `EKEventAvailability`.
public enum EKEventAvailability: Int, Sendable, Hashable {
    case notSupported = -1
    case busy = 0
    case free = 1
    case tentative = 2
    case unavailable = 3
}

/// An event's status, as EventKit's `EKEventStatus`.
public enum EKEventStatus: Int, Sendable, Hashable {
    case none = 0
    case confirmed = 1
    case tentative = 2
    case canceled = 3
}

/// What EventKit throws, as EventKit's `EKError` (domain `EKErrorDomain`, EventKit's codes).
public struct EKError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// EventKit's error codes, with their numbers.
    public enum Code: Int, Sendable, Hashable {
        case eventNotMutable = 0
        case noCalendar = 1
        case noStartDate = 2
        case noEndDate = 3
        case datesInverted = 4
        case internalFailure = 5
        case calendarReadOnly = 6
        case durationGreaterThanRecurrence = 7
        case alarmGreaterThanRecurrence = 8
        case startDateTooFarInFuture = 9
        case startDateCollidesWithOtherOccurrence = 10
        case objectBelongsToDifferentStore = 11
        case invitesCannotBeMoved = 12
        case invalidSpan = 13
        case calendarHasNoSource = 14
        case calendarSourceCannotBeModified = 15
        case calendarIsImmutable = 16
        case sourceDoesNotAllowCalendarAddDelete = 17
        case recurringReminderRequiresDueDate = 18
        case structuredLocationsNotSupported = 19
        case reminderLocationsNotSupported = 20
        case alarmProximityNotSupported = 21
        case calendarDoesNotAllowEvents = 22
        case calendarDoesNotAllowReminders = 23
        case sourceDoesNotAllowReminders = 24
        case sourceDoesNotAllowEvents = 25
        case priorityIsInvalid = 26
        case invalidEntityType = 27
        case procedureAlarmsNotMutable = 28
        case eventStoreNotAuthorized = 29
        case osNotSupported = 30
    }

    /// What failed.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `EKErrorDomain`.
    public static var errorDomain: String { "EKErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// What went wrong, in English.
    public var errorDescription: String? {
        switch code {
        case .noCalendar: "No calendar has been set."
        case .noStartDate: "No start date has been set."
        case .noEndDate: "No end date has been set."
        case .datesInverted: "The start date must be before the end date."
        case .calendarReadOnly: "That calendar may not be modified."
        case .objectBelongsToDifferentStore: "That event does not belong to that event store."
        case .calendarDoesNotAllowEvents: "That calendar does not allow events."
        case .calendarDoesNotAllowReminders: "That calendar does not allow reminders."
        case .eventStoreNotAuthorized: "The app is not authorized to access the event store."
        case .invalidEntityType: "That entity type is invalid."
        case .priorityIsInvalid: "The priority must be between 0 and 9."
        default: "The operation couldn't be completed. (EKErrorDomain error \(code.rawValue).)"
        }
    }

    // The codes as static members, so that `error.code == .noCalendar` and `catch EKError.noCalendar` read as on iOS.
    /// ``Code/eventNotMutable``.
    public static var eventNotMutable: Code { .eventNotMutable }
    /// ``Code/noCalendar``.
    public static var noCalendar: Code { .noCalendar }
    /// ``Code/noStartDate``.
    public static var noStartDate: Code { .noStartDate }
    /// ``Code/noEndDate``.
    public static var noEndDate: Code { .noEndDate }
    /// ``Code/datesInverted``.
    public static var datesInverted: Code { .datesInverted }
    /// ``Code/internalFailure``.
    public static var internalFailure: Code { .internalFailure }
    /// ``Code/calendarReadOnly``.
    public static var calendarReadOnly: Code { .calendarReadOnly }
    /// ``Code/objectBelongsToDifferentStore``.
    public static var objectBelongsToDifferentStore: Code { .objectBelongsToDifferentStore }
    /// ``Code/invalidSpan``.
    public static var invalidSpan: Code { .invalidSpan }
    /// ``Code/calendarDoesNotAllowEvents``.
    public static var calendarDoesNotAllowEvents: Code { .calendarDoesNotAllowEvents }
    /// ``Code/calendarDoesNotAllowReminders``.
    public static var calendarDoesNotAllowReminders: Code { .calendarDoesNotAllowReminders }
    /// ``Code/priorityIsInvalid``.
    public static var priorityIsInvalid: Code { .priorityIsInvalid }
    /// ``Code/invalidEntityType``.
    public static var invalidEntityType: Code { .invalidEntityType }
    /// ``Code/eventStoreNotAuthorized``.
    public static var eventStoreNotAuthorized: Code { .eventStoreNotAuthorized }
}

/// What an access request's completion is given, as EventKit's `EKEventStoreRequestAccessCompletionHandler`.
public typealias EKEventStoreRequestAccessCompletionHandler = @Sendable (Bool, (any Error)?) -> Void

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted (object: the store that changed it) when the calendar database changes, as EventKit's
    /// `EKEventStoreChanged`.
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
