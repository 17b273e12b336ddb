import Foundation
import NapkinUI

/// The process's calendar database: what every ``EKEventStore`` reads and writes, in memory (Linux has no
/// calendar database), and the person's answers about access.
final class CalendarDatabase: @unchecked Sendable {
    // Sound: every stored property is read and written under `lock`.
    static let shared = CalendarDatabase()

    private let lock = NSLock()
    private var calendars: [EKCalendar] = []
    private var items: [String: EKCalendarItem] = [:]
    private var order: [String] = []
    private var statuses: [EKEntityType: EKAuthorizationStatus] = [:]
    private var grants: [EKEntityType: Bool] = [:]
    let localSource = EKSource(identifier: "napkin-local-source", type: .local, title: "Default")
    private(set) var defaultEventCalendar: EKCalendar!
    private(set) var defaultReminderCalendar: EKCalendar!
    private var store: EKEventStore!

    private init() {
        store = EKEventStore(database: self)
        reset()
    }

    /// Back to a fresh device: the two default calendars, no items, no answers yet.
    func reset() {
        let events = EKCalendar(
            identifier: "napkin-calendar", title: "Calendar", color: CGColor(red: 0, green: 0.478, blue: 1, alpha: 1), type: .local,
            source: localSource, entities: .event)
        let reminders = EKCalendar(
            identifier: "napkin-reminders", title: "Reminders", color: CGColor(red: 1, green: 0.584, blue: 0, alpha: 1), type: .local,
            source: localSource, entities: .reminder)
        lock.withLock {
            calendars = [events, reminders]
            defaultEventCalendar = events
            defaultReminderCalendar = reminders
            items = [:]
            order = []
            statuses = [:]
            grants = [:]
        }
    }

    // MARK: Authorization

    func status(for type: EKEntityType) -> EKAuthorizationStatus { lock.withLock { statuses[type] ?? .notDetermined } }
    func setStatus(_ status: EKAuthorizationStatus, for type: EKEntityType) { lock.withLock { statuses[type] = status } }
    func grantsRequests(for type: EKEntityType) -> Bool { lock.withLock { grants[type] ?? false } }
    func setGrantsRequests(_ grant: Bool, for type: EKEntityType) { lock.withLock { grants[type] = grant } }

    /// Asks the person for `wanted` (``EKAuthorizationStatus/fullAccess`` or ``EKAuthorizationStatus/writeOnly``)
    /// to `type`: prompts only when the answer could change, as iOS does, and returns whether `wanted` is granted.
    func request(_ wanted: EKAuthorizationStatus, for type: EKEntityType) -> Bool {
        lock.withLock {
            let current = statuses[type] ?? .notDetermined
            switch current {
            case .fullAccess: return true
            case .writeOnly where wanted == .writeOnly: return true
            case .denied, .restricted: return false
            case .notDetermined, .writeOnly:
                if grants[type] ?? false {
                    statuses[type] = wanted
                    return true
                }
                // Declining a request to upgrade from write-only keeps write-only.
                if current == .notDetermined { statuses[type] = .denied }
                return false
            }
        }
    }

    // MARK: Calendars

    func allCalendars() -> [EKCalendar] { lock.withLock { calendars } }

    func addOrKeep(_ calendar: EKCalendar) {
        lock.withLock {
            if !calendars.contains(where: { $0 === calendar }) { calendars.append(calendar) }
        }
    }

    func removeCalendar(_ calendar: EKCalendar) {
        lock.withLock {
            calendars.removeAll { $0 === calendar }
            let gone = items.filter { $0.value.calendar === calendar }.map(\.key)
            for key in gone { items[key] = nil }
            order.removeAll { gone.contains($0) }
        }
    }

    // MARK: Items

    /// The saved copy of the item with `identifier` (its calendar item identifier or its event identifier).
    func item(withIdentifier identifier: String) -> EKCalendarItem? {
        lock.withLock { items[identifier] ?? items.values.first { $0.savedIdentifier == identifier } }
    }

    /// The saved copies, in the order they were first saved.
    func allItems() -> [EKCalendarItem] { lock.withLock { order.compactMap { items[$0] } } }

    /// Keeps `copy` as the saved item with its identifier.
    func put(_ copy: EKCalendarItem) {
        lock.withLock {
            if items[copy.calendarItemIdentifier] == nil { order.append(copy.calendarItemIdentifier) }
            items[copy.calendarItemIdentifier] = copy
        }
    }

    /// Removes the saved item with `identifier`; false when there was none.
    @discardableResult
    func remove(identifier: String) -> Bool {
        lock.withLock {
            guard items.removeValue(forKey: identifier) != nil else { return false }
            order.removeAll { $0 == identifier }
            return true
        }
    }

    /// The store the database's own copies belong to.
    var owningStore: EKEventStore { store }
}
