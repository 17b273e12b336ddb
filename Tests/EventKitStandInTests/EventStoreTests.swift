import EventKit
import Foundation
import Testing

/// A date on 3 December 2026 at `hour`:`minute`, in the test's calendar.
func december3(_ hour: Int, _ minute: Int = 0) -> Date {
    Calendar.current.date(from: DateComponents(year: 2026, month: 12, day: 3, hour: hour, minute: minute))!
}

/// An event in `store`'s default calendar.
func makeEvent(_ title: String, from start: Date, minutes: Double, in store: EKEventStore) -> EKEvent {
    let event = EKEvent(eventStore: store)
    event.title = title
    event.startDate = start
    event.endDate = start.addingTimeInterval(minutes * 60)
    event.calendar = store.defaultCalendarForNewEvents
    return event
}

/// The calendar database is one per process: these suites run one at a time.
@Suite("EventKit stand-in", .serialized)
struct EventKitStandInTests {
    @Suite("The store") struct Store {
        init() { EKEventStore.resetCalendarDatabase() }

        @Test("Saved events come back by predicate (overlapping the range, in the calendars asked), earliest first")
        func saveAndFetch() throws {
            EKEventStore.setAuthorizationStatus(.fullAccess, for: .event)
            let store = EKEventStore()
            let lunch = makeEvent("Lunch", from: december3(12), minutes: 60, in: store)
            let standUp = makeEvent("Stand-up", from: december3(9), minutes: 15, in: store)
            let tomorrow = makeEvent("Dentist", from: december3(9).addingTimeInterval(86_400), minutes: 30, in: store)
            #expect(lunch.eventIdentifier == nil && lunch.isNew)
            for event in [lunch, standUp, tomorrow] { try store.save(event, span: .thisEvent) }
            #expect(lunch.eventIdentifier != nil && !lunch.isNew && !lunch.hasChanges)

            let day = store.predicateForEvents(withStart: december3(0), end: december3(23, 59), calendars: nil)
            #expect(store.events(matching: day).map(\.title) == ["Stand-up", "Lunch"])
            let morning = store.predicateForEvents(withStart: december3(9, 10), end: december3(11), calendars: nil)
            #expect(store.events(matching: morning).map(\.title) == ["Stand-up"])

            // Another store of the process sees the same database; its copies are its own objects.
            let other = EKEventStore()
            let fetched = try #require(other.event(withIdentifier: lunch.eventIdentifier))
            #expect(fetched !== lunch && fetched.title == "Lunch" && fetched.calendar === store.defaultCalendarForNewEvents)
            let work = EKCalendar(for: .event, eventStore: store)
            work.title = "Work"
            work.source = store.sources.first
            try store.saveCalendar(work, commit: true)
            #expect(
                store.events(matching: store.predicateForEvents(withStart: december3(0), end: december3(23), calendars: [work])).isEmpty)
            #expect(store.calendars(for: .event).map(\.title) == ["Calendar", "Work"])
        }

        @Test("A change is kept only once saved; remove takes the event out; commit false waits for commit()")
        func changeRemoveAndCommit() throws {
            EKEventStore.setAuthorizationStatus(.fullAccess, for: .event)
            let store = EKEventStore()
            let event = makeEvent("Review", from: december3(14), minutes: 30, in: store)
            try store.save(event, span: .thisEvent)
            event.title = "Design review"
            #expect(event.hasChanges)
            #expect(store.event(withIdentifier: event.eventIdentifier)?.title == "Review")
            try store.save(event, span: .thisEvent)
            #expect(store.event(withIdentifier: event.eventIdentifier)?.title == "Design review")

            try store.remove(event, span: .thisEvent, commit: false)
            #expect(store.event(withIdentifier: event.calendarItemIdentifier) != nil)
            try store.commit()
            #expect(store.event(withIdentifier: event.calendarItemIdentifier) == nil)

            let draft = makeEvent("Draft", from: december3(16), minutes: 30, in: store)
            try store.save(draft, span: .thisEvent, commit: false)
            store.reset()
            try store.commit()
            #expect(store.events(matching: store.predicateForEvents(withStart: december3(0), end: december3(23), calendars: nil)).isEmpty)
        }

        @Test("Saving checks what EventKit checks: a calendar, both dates, the end not before the start")
        func validation() {
            EKEventStore.setAuthorizationStatus(.fullAccess, for: .event)
            let store = EKEventStore()
            let event = EKEvent(eventStore: store)
            event.title = "Untimed"
            #expect(throws: EKError(.noCalendar)) { try store.save(event, span: .thisEvent) }
            event.calendar = store.defaultCalendarForNewEvents
            #expect(throws: EKError(.noStartDate)) { try store.save(event, span: .thisEvent) }
            event.startDate = december3(10)
            #expect(throws: EKError(.noEndDate)) { try store.save(event, span: .thisEvent) }
            event.endDate = december3(9)
            do {
                try store.save(event, span: .thisEvent)
                Issue.record("an inverted event was saved")
            } catch EKError.datesInverted {
                #expect(EKError(.datesInverted).errorCode == 4 && EKError.errorDomain == "EKErrorDomain")
            } catch {
                Issue.record("unexpected \(error)")
            }
            #expect(throws: EKError(.objectBelongsToDifferentStore)) {
                let foreign = makeEvent("Foreign", from: december3(8), minutes: 10, in: EKEventStore())
                try store.save(foreign, span: .thisEvent)
            }
        }

        @Test("Reminders: saved to the default list, fetched by predicate; completing sets the completion date")
        func reminders() throws {
            EKEventStore.setAuthorizationStatus(.fullAccess, for: .reminder)
            let store = EKEventStore()
            let list = try #require(store.defaultCalendarForNewReminders())
            #expect(list.title == "Reminders" && store.calendars(for: .reminder) == [list])
            for (title, day) in [("Water the plants", 3), ("Call the vet", 5)] {
                let reminder = EKReminder(eventStore: store)
                reminder.title = title
                reminder.calendar = list
                reminder.dueDateComponents = DateComponents(year: 2026, month: 12, day: day, hour: 9)
                try store.save(reminder, commit: true)
            }
            let all = fetch(store.predicateForReminders(in: nil), in: store)
            #expect(all.map(\.title) == ["Water the plants", "Call the vet"])
            let done = try #require(all.first)
            done.isCompleted = true
            #expect(done.completionDate != nil)
            try store.save(done, commit: true)
            let open = fetch(store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: nil), in: store)
            #expect(open.map(\.title) == ["Call the vet"])
            let finished = fetch(
                store.predicateForCompletedReminders(withCompletionDateStarting: nil, ending: nil, calendars: [list]), in: store)
            #expect(finished.map(\.title) == ["Water the plants"])
            let bad = EKReminder(eventStore: store)
            bad.calendar = list
            bad.priority = 12
            #expect(throws: EKError(.priorityIsInvalid)) { try store.save(bad, commit: true) }
        }

        @Test("Saving or removing posts EKEventStoreChanged")
        func changeNotification() throws {
            EKEventStore.setAuthorizationStatus(.fullAccess, for: .event)
            let store = EKEventStore()
            let counter = NotificationCounter()
            let token = NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: store, queue: nil) { _ in
                counter.add()
            }
            defer { NotificationCenter.default.removeObserver(token) }
            let event = makeEvent("Call", from: december3(11), minutes: 15, in: store)
            try store.save(event, span: .thisEvent)
            try store.remove(event, span: .thisEvent)
            #expect(counter.count == 2)
        }

        /// What a fetch hands its completion (before it returns, as documented).
        private func fetch(_ predicate: NSPredicate, in store: EKEventStore) -> [EKReminder] {
            var fetched: [EKReminder]?
            store.fetchReminders(matching: predicate) { fetched = $0 }
            return fetched ?? []
        }
    }

    @Suite("Access") struct Access {
        init() { EKEventStore.resetCalendarDatabase() }

        @Test("Undetermined access is declined unless the test grants it; a decided answer is not asked again")
        func requests() async throws {
            let store = EKEventStore()
            #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
            #expect(try await store.requestFullAccessToEvents() == false)
            #expect(EKEventStore.authorizationStatus(for: .event) == .denied)
            EKEventStore.answerAccessRequests(for: .event, granting: true)
            #expect(try await store.requestFullAccessToEvents() == false)

            EKEventStore.resetCalendarDatabase()
            EKEventStore.answerAccessRequests(for: .reminder, granting: true)
            let granted = Answer()
            store.requestFullAccessToReminders { ok, error in granted.set(ok && error == nil) }
            #expect(granted.value == true)
            #expect(EKEventStore.authorizationStatus(for: .reminder) == .fullAccess)
            #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)

            // Write-only first, then an upgrade to full access (iOS asks again for it).
            EKEventStore.answerAccessRequests(for: .event, granting: true)
            #expect(try await store.requestWriteOnlyAccessToEvents())
            #expect(EKEventStore.authorizationStatus(for: .event) == .writeOnly)
            #expect(try await store.requestAccess(to: .event))
            #expect(EKEventStore.authorizationStatus(for: .event) == .fullAccess)
            #expect(EKAuthorizationStatus.fullAccess.rawValue == 3 && EKAuthorizationStatus.writeOnly.rawValue == 4)
        }

        @Test("Seeded attendees and organizer come back with the event, as a calendar account's invitation; none by default")
        func attendees() throws {
            EKEventStore.setAuthorizationStatus(.fullAccess, for: .event)
            let store = EKEventStore()
            let plain = makeEvent("Solo", from: december3(8), minutes: 15, in: store)
            #expect(plain.attendees == nil && !plain.hasAttendees && plain.organizer == nil)
            let ada = EKParticipant(url: URL(string: "mailto:ada@example.com")!, name: "Ada", status: .accepted)
            let grace = EKParticipant(url: URL(string: "mailto:grace@example.com")!, status: .tentative, role: .optional)
            let room = EKParticipant(url: URL(string: "mailto:room-4@example.com")!, name: "Room 4", type: .room)
            EKEventStore.seed { seeder in
                let review = makeEvent("Design review", from: december3(14), minutes: 60, in: seeder)
                review.seedAttendees([ada, grace, room], organizer: ada)
                try? seeder.save(review, span: .thisEvent)
            }
            let day = store.predicateForEvents(withStart: december3(0), end: december3(23), calendars: nil)
            let review = try #require(store.events(matching: day).first { $0.title == "Design review" })
            #expect(review.hasAttendees && review.status == .confirmed)
            #expect(
                review.attendees?.map(\.url.absoluteString) == [
                    "mailto:ada@example.com", "mailto:grace@example.com", "mailto:room-4@example.com",
                ])
            #expect(review.attendees?.map(\.participantStatus) == [.accepted, .tentative, .pending])
            #expect(review.attendees?.last?.participantType == .room && review.attendees?[1].participantRole == .optional)
            #expect(review.organizer?.name == "Ada")
        }

        @Test("Without full access nothing is read and saving throws eventStoreNotAuthorized; write-only adds new events")
        func enforcement() throws {
            let store = EKEventStore()
            EKEventStore.seed { seeder in
                let event = makeEvent("Seeded", from: december3(10), minutes: 30, in: seeder)
                try? seeder.save(event, span: .thisEvent)
            }
            let day = store.predicateForEvents(withStart: december3(0), end: december3(23), calendars: nil)
            #expect(store.calendars(for: .event).isEmpty && store.defaultCalendarForNewEvents == nil && store.events(matching: day).isEmpty)
            let event = makeEvent("Mine", from: december3(12), minutes: 30, in: store)
            event.calendar = EKEventStore.seed { $0.defaultCalendarForNewEvents }
            #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.save(event, span: .thisEvent) }

            EKEventStore.setAuthorizationStatus(.writeOnly, for: .event)
            #expect(store.defaultCalendarForNewEvents != nil && store.calendars(for: .event).isEmpty)
            try store.save(event, span: .thisEvent)
            #expect(store.events(matching: day).isEmpty)
            #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.remove(event, span: .thisEvent) }

            EKEventStore.setAuthorizationStatus(.fullAccess, for: .event)
            #expect(store.events(matching: day).map(\.title) == ["Seeded", "Mine"])
            #expect(store.calendars(for: .reminder).isEmpty)
        }
    }
}

/// Counts notifications, from any thread.
final class NotificationCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}

/// What a completion handler answered.
final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool?
    func set(_ value: Bool) { lock.withLock { stored = value } }
    var value: Bool? { lock.withLock { stored } }
}
