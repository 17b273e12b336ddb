import Foundation

/// The app's door to the calendar database, as EventKit's `EKEventStore`.
///
/// Linux has no calendar database and nobody to answer a permission prompt, so napkin keeps one database in
/// memory for the whole process, shared by every store (as every store of an iOS app sees the device's), and
/// decides each prompt deterministically:
///
/// - The database starts as a device without accounts: a local source ("Default") holding an event calendar
///   titled "Calendar" (``defaultCalendarForNewEvents``) and a reminder list titled "Reminders"
///   (``defaultCalendarForNewReminders()``), and no events or reminders.
/// - Access starts ``EKAuthorizationStatus/notDetermined`` for both entity types. A request prompts only when iOS
///   would (not determined, or a full-access request over write-only access); the person declines unless a test
///   said otherwise with ``answerAccessRequests(for:granting:)``: the status becomes
///   ``EKAuthorizationStatus/denied`` and the completion hears `false` (no error), as when "Don't Allow" is tapped.
///   Completions are called before the request returns.
/// - As on iOS, reading needs full access (without it ``calendars(for:)`` and ``events(matching:)`` are empty),
///   write-only access may save new events to the default calendar, and saving without access throws
///   ``EKError/Code/eventStoreNotAuthorized``.
///
/// A test chooses the answer, seeds and resets with napkin's additions:
///
/// ```swift
/// EKEventStore.resetCalendarDatabase()
/// EKEventStore.setAuthorizationStatus(.fullAccess, for: .event)
/// try EKEventStore.seed { store in
///     let standUp = EKEvent(eventStore: store)
///     standUp.title = "Stand-up"
///     standUp.startDate = nine
///     standUp.endDate = nine.addingTimeInterval(900)
///     standUp.calendar = store.defaultCalendarForNewEvents
///     try store.save(standUp, span: .thisEvent)
/// }
/// ```
///
/// Events do not repeat: this store keeps no recurrence rules, so every event is one occurrence.
open class EKEventStore: NSObject, @unchecked Sendable {
    // Sound: a store's own state (its uncommitted changes) is read and written under `lock`; the database has
    // its own lock.
    private let database: CalendarDatabase
    private let lock = NSLock()
    private var pending: [() -> Void] = []
    private var cancelledFetches: Set<Int> = []
    private var nextFetch = 0
    /// True for the stores ``seed(_:)`` hands out and the database's own: they read and write whatever the
    /// person answered.
    private var bypassesAuthorization = false

    /// A store on the process's calendar database.
    public override init() {
        database = .shared
        super.init()
    }

    init(database: CalendarDatabase) {
        self.database = database
        bypassesAuthorization = true
        super.init()
    }

    /// The database's identifier.
    public var eventStoreIdentifier: String { "napkin-calendar-database" }

    // MARK: Access

    /// What the person allowed for `entityType`.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
        CalendarDatabase.shared.status(for: entityType)
    }

    /// Asks for access to `entityType` as before iOS 17: full access.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(database.request(.fullAccess, for: entityType), nil)
    }

    /// Asks for access to `entityType` as before iOS 17: full access.
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool {
        database.request(.fullAccess, for: entityType)
    }

    /// Asks for reading and writing events.
    open func requestFullAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(database.request(.fullAccess, for: .event), nil)
    }

    /// Asks for reading and writing events.
    open func requestFullAccessToEvents() async throws -> Bool {
        database.request(.fullAccess, for: .event)
    }

    /// Asks for adding events without reading any.
    open func requestWriteOnlyAccessToEvents(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(database.request(.writeOnly, for: .event), nil)
    }

    /// Asks for adding events without reading any.
    open func requestWriteOnlyAccessToEvents() async throws -> Bool {
        database.request(.writeOnly, for: .event)
    }

    /// Asks for reading and writing reminders.
    open func requestFullAccessToReminders(completion: @escaping EKEventStoreRequestAccessCompletionHandler) {
        completion(database.request(.fullAccess, for: .reminder), nil)
    }

    /// Asks for reading and writing reminders.
    open func requestFullAccessToReminders() async throws -> Bool {
        database.request(.fullAccess, for: .reminder)
    }

    /// Whether this store may read `type`.
    private func canRead(_ type: EKEntityType) -> Bool {
        bypassesAuthorization || database.status(for: type) == .fullAccess
    }

    /// Whether this store may write `type` (`new`: a new item, which write-only access may add).
    private func canWrite(_ type: EKEntityType, new: Bool) -> Bool {
        if canRead(type) { return true }
        return type == .event && new && database.status(for: .event) == .writeOnly
    }

    // MARK: Napkin additions

    /// Sets what the person has already answered for `entityType`, as on a device where they answered before the
    /// app ran (a napkin addition).
    public static func setAuthorizationStatus(_ status: EKAuthorizationStatus, for entityType: EKEntityType) {
        CalendarDatabase.shared.setStatus(status, for: entityType)
    }

    /// Sets how the person answers the next prompts for `entityType`: `granting` true allows what is asked,
    /// false (the default) declines (a napkin addition).
    public static func answerAccessRequests(for entityType: EKEntityType, granting: Bool) {
        CalendarDatabase.shared.setGrantsRequests(granting, for: entityType)
    }

    /// Empties the database: the default calendars only, no events or reminders, access not determined and
    /// prompts declined (a napkin addition).
    public static func resetCalendarDatabase() {
        CalendarDatabase.shared.reset()
    }

    /// Runs `body` with a store that reads and writes whatever access the person gave, to fill the database
    /// before a screen is shown (a napkin addition).
    public static func seed<Result>(_ body: (EKEventStore) throws -> Result) rethrows -> Result {
        let store = EKEventStore()
        store.bypassesAuthorization = true
        return try body(store)
    }

    /// Saves `event` whatever the access, as the system's event editor does (it adds events for apps without
    /// access); for EventKitUI.
    package func saveFromSystemEditor(_ event: EKEvent) throws {
        try save(item: event, type: .event, commit: true, authorized: true)
    }

    /// The calendar the system's event editor puts new events in, whatever the access; for EventKitUI.
    package var defaultCalendarForNewEventsInSystemEditor: EKCalendar { database.defaultEventCalendar }

    /// Removes `event` whatever the access, as the system's event editor does; for EventKitUI.
    package func removeFromSystemEditor(_ event: EKEvent) throws {
        try remove(item: event, commit: true, authorized: true)
    }

    // MARK: Sources and calendars

    /// The accounts holding calendars: the local source, once the app may read events or reminders.
    open var sources: [EKSource] {
        canRead(.event) || canRead(.reminder) ? [database.localSource] : []
    }

    /// The source with `identifier`.
    open func source(withIdentifier identifier: String) -> EKSource? {
        sources.first { $0.sourceIdentifier == identifier }
    }

    /// The calendars holding `entityType`: none without full access to it.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
        guard canRead(entityType) else { return [] }
        return database.allCalendars().filter { $0.allowedEntityTypes.contains(EKEntityMask(entityType)) }
    }

    /// The calendar new events go to: `nil` without full or write-only access.
    open var defaultCalendarForNewEvents: EKCalendar? {
        canWrite(.event, new: true) ? database.defaultEventCalendar : nil
    }

    /// The list new reminders go to: `nil` without full access to reminders.
    open func defaultCalendarForNewReminders() -> EKCalendar? {
        canRead(.reminder) ? database.defaultReminderCalendar : nil
    }

    /// The calendar with `identifier`, when the app may read what it holds.
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
        database.allCalendars().first {
            $0.calendarIdentifier == identifier
                && (canRead(.event) && $0.allowedEntityTypes.contains(.event)
                    || canRead(.reminder) && $0.allowedEntityTypes.contains(.reminder))
        }
    }

    /// Adds or updates `calendar`. Throws ``EKError/Code/eventStoreNotAuthorized`` without full access to what it
    /// holds, ``EKError/Code/calendarHasNoSource`` when it has no source, ``EKError/Code/calendarIsImmutable`` for
    /// an immutable one.
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        let types = [EKEntityType.event, .reminder].filter { calendar.allowedEntityTypes.contains(EKEntityMask($0)) }
        guard types.allSatisfy(canRead) else { throw EKError(.eventStoreNotAuthorized) }
        guard calendar.source != nil else { throw EKError(.calendarHasNoSource) }
        guard !calendar.isImmutable else { throw EKError(.calendarIsImmutable) }
        enqueue(commit: commit) { [database] in
            database.addOrKeep(calendar)
            calendar.markSaved()
        }
    }

    /// Removes `calendar` and everything in it. Throws ``EKError/Code/eventStoreNotAuthorized`` without full
    /// access, ``EKError/Code/calendarIsImmutable`` for an immutable calendar.
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
        let types = [EKEntityType.event, .reminder].filter { calendar.allowedEntityTypes.contains(EKEntityMask($0)) }
        guard types.allSatisfy(canRead) else { throw EKError(.eventStoreNotAuthorized) }
        guard !calendar.isImmutable else { throw EKError(.calendarIsImmutable) }
        enqueue(commit: commit) { [database] in database.removeCalendar(calendar) }
    }

    // MARK: Events

    /// Saves `event` and commits. See ``save(_:span:commit:)``.
    open func save(_ event: EKEvent, span: EKSpan) throws {
        try save(event, span: span, commit: true)
    }

    /// Saves `event` (`commit` false: when ``commit()`` runs). Throws what EventKit throws:
    /// ``EKError/Code/eventStoreNotAuthorized`` without access, ``EKError/Code/objectBelongsToDifferentStore``
    /// for an event of another store, ``EKError/Code/noCalendar``, ``EKError/Code/noStartDate``,
    /// ``EKError/Code/noEndDate``, ``EKError/Code/datesInverted``, ``EKError/Code/calendarReadOnly``.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        try save(item: event, type: .event, commit: commit, authorized: false)
    }

    /// Removes `event` and commits.
    open func remove(_ event: EKEvent, span: EKSpan) throws {
        try remove(event, span: span, commit: true)
    }

    /// Removes `event` (`commit` false: when ``commit()`` runs). Throws ``EKError/Code/eventStoreNotAuthorized``
    /// without full access; removing an event never saved does nothing.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
        try remove(item: event, commit: commit, authorized: false)
    }

    /// The events `predicate` matches, earliest start first: none without full access.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
        guard canRead(.event) else { return [] }
        return database.allItems().compactMap { $0 as? EKEvent }.filter { predicate.evaluate(with: $0) }
            .map { $0.duplicate(for: self) as! EKEvent }
            .sorted { $0.compareStartDate(with: $1) == .orderedAscending }
    }

    /// Calls `block` with each event `predicate` matches, earliest start first, until it sets its flag.
    open func enumerateEvents(matching predicate: NSPredicate, using block: (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for event in events(matching: predicate) {
            block(event, &stop)
            if stop.boolValue { break }
        }
    }

    /// A predicate matching the events that overlap `startDate` ..< `endDate` in `calendars` (`nil`: all).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate {
        let wanted = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return NSPredicate { object, _ in
            guard let event = object as? EKEvent, let start = event.startDate, let end = event.endDate else { return false }
            guard wanted.map({ $0.contains(event.calendar?.calendarIdentifier ?? "") }) ?? true else { return false }
            // An event of no length (start == end) counts when it starts inside the range.
            return start < endDate && (end > startDate || (end == start && start >= startDate))
        }
    }

    /// The event with `identifier` (its event identifier or its calendar item identifier), when the app may read
    /// events.
    open func event(withIdentifier identifier: String) -> EKEvent? {
        guard canRead(.event), let event = database.item(withIdentifier: identifier) as? EKEvent else { return nil }
        return event.duplicate(for: self) as? EKEvent
    }

    /// The event or reminder with `identifier`, when the app may read it.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
        guard let item = database.item(withIdentifier: identifier), canRead(item is EKEvent ? .event : .reminder) else { return nil }
        return item.duplicate(for: self)
    }

    // MARK: Reminders

    /// Saves `reminder` (`commit` false: when ``commit()`` runs). Throws ``EKError/Code/eventStoreNotAuthorized``
    /// without full access to reminders, ``EKError/Code/noCalendar``, ``EKError/Code/priorityIsInvalid``.
    open func save(_ reminder: EKReminder, commit: Bool) throws {
        try save(item: reminder, type: .reminder, commit: commit, authorized: false)
    }

    /// Removes `reminder` (`commit` false: when ``commit()`` runs).
    open func remove(_ reminder: EKReminder, commit: Bool) throws {
        try remove(item: reminder, commit: commit, authorized: false)
    }

    /// A predicate matching the reminders in `calendars` (`nil`: all lists).
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
        reminderPredicate(calendars) { _ in true }
    }

    /// A predicate matching the reminders not done whose due date is in `startDate` ..< `endDate` (a `nil`
    /// bound is open; both `nil`: every reminder not done).
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?)
        -> NSPredicate
    {
        reminderPredicate(calendars) { reminder in
            guard !reminder.isCompleted else { return false }
            if startDate == nil, endDate == nil { return true }
            guard let due = reminder.dueDateComponents.flatMap({ Calendar.current.date(from: $0) }) else { return false }
            return Self.date(due, isIn: startDate, endDate)
        }
    }

    /// A predicate matching the reminders done in `startDate` ..< `endDate` (a `nil` bound is open).
    open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?)
        -> NSPredicate
    {
        reminderPredicate(calendars) { reminder in
            guard let done = reminder.completionDate else { return false }
            return Self.date(done, isIn: startDate, endDate)
        }
    }

    /// Fetches the reminders `predicate` matches (none without full access to reminders), in the order they were
    /// first saved, and hands them to `completion` before returning; returns what ``cancelFetchRequest(_:)``
    /// takes.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void) -> Any {
        let identifier = lock.withLock {
            nextFetch += 1
            return nextFetch
        }
        let reminders: [EKReminder] =
            canRead(.reminder)
            ? database.allItems().compactMap { $0 as? EKReminder }.filter { predicate.evaluate(with: $0) }
                .map { $0.duplicate(for: self) as! EKReminder } : []
        if !lock.withLock({ cancelledFetches.contains(identifier) }) { completion(reminders) }
        return identifier
    }

    /// Cancels a fetch (fetches here end before they return, so there is nothing left to cancel).
    open func cancelFetchRequest(_ fetchIdentifier: Any) {
        if let identifier = fetchIdentifier as? Int { _ = lock.withLock { cancelledFetches.insert(identifier) } }
    }

    private func reminderPredicate(_ calendars: [EKCalendar]?, _ test: @escaping (EKReminder) -> Bool) -> NSPredicate {
        let wanted = calendars.map { Set($0.map(\.calendarIdentifier)) }
        return NSPredicate { object, _ in
            guard let reminder = object as? EKReminder else { return false }
            guard wanted.map({ $0.contains(reminder.calendar?.calendarIdentifier ?? "") }) ?? true else { return false }
            return test(reminder)
        }
    }

    private static func date(_ date: Date, isIn start: Date?, _ end: Date?) -> Bool {
        (start.map { date >= $0 } ?? true) && (end.map { date < $0 } ?? true)
    }

    // MARK: Committing

    /// Applies the changes saved or removed with `commit` false.
    open func commit() throws {
        let changes = lock.withLock {
            defer { pending = [] }
            return pending
        }
        guard !changes.isEmpty else { return }
        for change in changes { change() }
        NotificationCenter.default.post(name: .EKEventStoreChanged, object: self)
    }

    /// Forgets the changes not committed yet.
    open func reset() {
        lock.withLock { pending = [] }
    }

    /// Nothing to refresh: the database is in this process.
    open func refreshSourcesIfNecessary() {}

    private func enqueue(commit: Bool, _ change: @escaping () -> Void) {
        lock.withLock { pending.append(change) }
        if commit { try? self.commit() }
    }

    private func save(item: EKCalendarItem, type: EKEntityType, commit: Bool, authorized: Bool) throws {
        guard authorized || canWrite(type, new: item.isNew) else { throw EKError(.eventStoreNotAuthorized) }
        guard item.store === self || authorized else { throw EKError(.objectBelongsToDifferentStore) }
        guard let calendar = item.calendar else { throw EKError(.noCalendar) }
        guard calendar.allowedEntityTypes.contains(EKEntityMask(type)) else {
            throw EKError(type == .event ? .calendarDoesNotAllowEvents : .calendarDoesNotAllowReminders)
        }
        guard calendar.allowsContentModifications else { throw EKError(.calendarReadOnly) }
        if let event = item as? EKEvent {
            guard let start = event.startDate else { throw EKError(.noStartDate) }
            guard let end = event.endDate else { throw EKError(.noEndDate) }
            guard end >= start else { throw EKError(.datesInverted) }
        }
        if let reminder = item as? EKReminder, !(0...9).contains(reminder.priority) { throw EKError(.priorityIsInvalid) }
        let now = Date()
        enqueue(commit: commit) { [database] in
            if item.savedIdentifier == nil {
                item.savedIdentifier = "\(item.calendarItemIdentifier):\(UUID().uuidString)"
                item.creationDate = now
            }
            item.lastModifiedDate = now
            item.markSaved()
            database.put(item.duplicate(for: database.owningStore))
        }
    }

    private func remove(item: EKCalendarItem, commit: Bool, authorized: Bool) throws {
        let type: EKEntityType = item is EKEvent ? .event : .reminder
        guard authorized || canRead(type) else { throw EKError(.eventStoreNotAuthorized) }
        guard item.savedIdentifier != nil else { return }
        enqueue(commit: commit) { [database] in
            database.remove(identifier: item.calendarItemIdentifier)
            item.savedIdentifier = nil
        }
    }
}

extension EKError.Code {
    /// Whether `error` is an EventKit error with `code` (`catch EKError.eventStoreNotAuthorized`).
    public static func ~= (code: EKError.Code, error: any Error) -> Bool {
        (error as? EKError)?.code == code
    }
}
