import Foundation

/// What events and reminders share, as EventKit's `EKCalendarItem`.
open class EKCalendarItem: EKObject {
    /// The store the item was made with or fetched from.
    let store: EKEventStore
    /// Its identifier, given when it is made.
    public let calendarItemIdentifier: String
    /// The identifier of the database's copy: set by the first save.
    var savedIdentifier: String?
    /// Its calendar: set it (for a new event, to ``EKEventStore/defaultCalendarForNewEvents``) before saving.
    public var calendar: EKCalendar! { didSet { changed = true } }
    /// Its title.
    public var title: String! { didSet { changed = true } }
    /// Where it takes place.
    public var location: String? { didSet { changed = true } }
    /// Its notes.
    public var notes: String? { didSet { changed = true } }
    /// Its link.
    public var url: URL? { didSet { changed = true } }
    /// Its alarms (`nil` when it has none).
    public var alarms: [EKAlarm]? {
        get { alarmList.isEmpty ? nil : alarmList }
        set {
            alarmList = newValue ?? []
            changed = true
        }
    }
    /// When it was first saved.
    public internal(set) var creationDate: Date?
    /// When it was last saved.
    public internal(set) var lastModifiedDate: Date?
    /// Its time zone (`nil`: floating).
    public var timeZone: TimeZone? { didSet { changed = true } }
    private var alarmList: [EKAlarm] = []

    init(store: EKEventStore, identifier: String = UUID().uuidString) {
        self.store = store
        calendarItemIdentifier = identifier
        timeZone = TimeZone.current
    }

    /// Whether it has notes.
    public var hasNotes: Bool { !(notes ?? "").isEmpty }
    /// Whether it has alarms.
    public var hasAlarms: Bool { !alarmList.isEmpty }
    /// Whether it repeats: never, as this store keeps no recurrence rules.
    public var hasRecurrenceRules: Bool { false }
    /// The people invited (`nil` when none), as EventKit's `attendees`. EventKit gives apps no way to set them: they
    /// come from a calendar account's invitations, which a test puts there with ``seedAttendees(_:organizer:)``.
    public internal(set) var attendees: [EKParticipant]?
    /// Whether it has attendees.
    public var hasAttendees: Bool { !(attendees ?? []).isEmpty }
    /// Whether it was never saved.
    public var isNew: Bool { savedIdentifier == nil }

    /// Gives the item `attendees` (and, for an event, its `organizer`) as an invitation from a calendar account would
    /// (napkin's addition: Linux has no accounts; call it before saving, e.g. inside ``EKEventStore/seed(_:)``).
    public func seedAttendees(_ attendees: [EKParticipant], organizer: EKParticipant? = nil) {
        self.attendees = attendees.isEmpty ? nil : attendees
        if let event = self as? EKEvent {
            event.organizer = organizer
            if !attendees.isEmpty, event.status == .none { event.status = .confirmed }
        }
        changed = true
    }

    /// Adds `alarm`.
    public func addAlarm(_ alarm: EKAlarm) {
        alarmList.append(alarm)
        changed = true
    }

    /// Removes `alarm`.
    public func removeAlarm(_ alarm: EKAlarm) {
        alarmList.removeAll { $0 === alarm }
        changed = true
    }

    /// A copy of the item for `store` (what the database keeps, and what a fetch hands out).
    func duplicate(for store: EKEventStore) -> EKCalendarItem { fatalError("EKCalendarItem is abstract") }

    /// Copies the shared values into `copy`.
    func copyCommonValues(into copy: EKCalendarItem) {
        copy.savedIdentifier = savedIdentifier
        copy.calendar = calendar
        copy.title = title
        copy.location = location
        copy.notes = notes
        copy.url = url
        copy.alarmList = alarmList.map { $0.copy() as! EKAlarm }
        copy.attendees = attendees
        copy.creationDate = creationDate
        copy.lastModifiedDate = lastModifiedDate
        copy.timeZone = timeZone
        copy.changed = false
    }
}

/// A calendar event, as EventKit's `EKEvent`.
///
/// Made with ``init(eventStore:)``, an event has no calendar, dates or identifier; saving it with
/// ``EKEventStore/save(_:span:commit:)`` checks what EventKit checks (a calendar, a start and an end, the end
/// not before the start) and gives it its ``eventIdentifier``.
open class EKEvent: EKCalendarItem {
    /// When it starts.
    public var startDate: Date! { didSet { changed = true } }
    /// When it ends.
    public var endDate: Date! { didSet { changed = true } }
    /// Whether it lasts whole days.
    public var isAllDay = false { didSet { changed = true } }
    /// How it shows the person's time.
    public var availability: EKEventAvailability = .busy { didSet { changed = true } }
    /// Its status: ``EKEventStatus/none`` for events without invitees.
    public internal(set) var status: EKEventStatus = .none
    /// Who sent the invitation, for an event with attendees.
    public internal(set) var organizer: EKParticipant?
    /// Its identifier in the database: `nil` until it is first saved.
    public var eventIdentifier: String! { savedIdentifier }
    /// Whether it is a detached occurrence of a repeating event: never here.
    public var isDetached: Bool { false }
    /// The start of this occurrence: its start date, as no event here repeats.
    public var occurrenceDate: Date! { startDate }

    /// A new event in `eventStore`, to fill in and save.
    public init(eventStore: EKEventStore) {
        super.init(store: eventStore)
    }

    override init(store: EKEventStore, identifier: String) {
        super.init(store: store, identifier: identifier)
    }

    /// How this event's start compares with `other`'s (for sorting what ``EKEventStore/events(matching:)``
    /// returns).
    public func compareStartDate(with other: EKEvent) -> ComparisonResult {
        let mine = startDate ?? .distantPast
        let theirs = other.startDate ?? .distantPast
        return mine == theirs ? .orderedSame : (mine < theirs ? .orderedAscending : .orderedDescending)
    }

    /// Re-reads the event from the database; false when it was removed.
    public func refresh() -> Bool {
        guard let identifier = savedIdentifier, let saved = CalendarDatabase.shared.item(withIdentifier: identifier) as? EKEvent else {
            return savedIdentifier == nil
        }
        saved.copyValues(into: self)
        return true
    }

    override func duplicate(for store: EKEventStore) -> EKCalendarItem {
        let copy = EKEvent(store: store, identifier: calendarItemIdentifier)
        copyValues(into: copy)
        return copy
    }

    private func copyValues(into copy: EKEvent) {
        copy.startDate = startDate
        copy.endDate = endDate
        copy.isAllDay = isAllDay
        copy.availability = availability
        copy.status = status
        copy.organizer = organizer
        copyCommonValues(into: copy)
    }

    /// The title and dates.
    open override var description: String {
        "EKEvent \(title ?? "") \(startDate.map { "\($0)" } ?? "-") – \(endDate.map { "\($0)" } ?? "-")"
    }
}

/// A reminder, as EventKit's `EKReminder`.
open class EKReminder: EKCalendarItem {
    /// When it starts, as calendar fields.
    public var startDateComponents: DateComponents? { didSet { changed = true } }
    /// When it is due, as calendar fields.
    public var dueDateComponents: DateComponents? { didSet { changed = true } }
    /// Whether it is done: setting it true sets ``completionDate`` to now, false clears it.
    public var isCompleted: Bool {
        get { completionDate != nil }
        set { completionDate = newValue ? (completionDate ?? Date()) : nil }
    }
    /// When it was done (setting a date completes it).
    public var completionDate: Date? { didSet { changed = true } }
    /// Its priority: 0 none, 1 high … 9 low.
    public var priority: Int = 0 { didSet { changed = true } }

    /// A new reminder in `eventStore`, to fill in and save.
    public init(eventStore: EKEventStore) {
        super.init(store: eventStore)
    }

    override init(store: EKEventStore, identifier: String) {
        super.init(store: store, identifier: identifier)
    }

    override func duplicate(for store: EKEventStore) -> EKCalendarItem {
        let copy = EKReminder(store: store, identifier: calendarItemIdentifier)
        copy.startDateComponents = startDateComponents
        copy.dueDateComponents = dueDateComponents
        copy.completionDate = completionDate
        copy.priority = priority
        copyCommonValues(into: copy)
        return copy
    }

    /// The title and whether it is done.
    open override var description: String { "EKReminder \(title ?? "")\(isCompleted ? " (completed)" : "")" }
}
