import Foundation
import Testing

@testable import UserNotifications

/// Answers a completion handler once, safe to call from a `@Sendable` closure.
private final class Answers<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    func append(_ value: Value) { lock.withLock { values.append(value) } }
    var all: [Value] { lock.withLock { values } }
}

/// A delegate written with the completion-handler form, as most apps' AppDelegates are.
private final class TapRecorder: NSObject, UNUserNotificationCenterDelegate {
    var actions: [String] = []
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        actions.append("\(response.notification.request.identifier) \(response.actionIdentifier)")
        completionHandler()
    }
}

private func content(_ title: String) -> UNMutableNotificationContent {
    let content = UNMutableNotificationContent()
    content.title = title
    content.sound = .default
    return content
}

private func utcCalendar() -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
}

private func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

@Suite("UserNotifications stand-in", .serialized)
struct UserNotificationsTests {
    let center = UNUserNotificationCenter.current()

    init() { center.reset() }

    @Test("The prompt waits for the user's answer; later requests get the same answer without a prompt")
    func authorizationFlow() async throws {
        let answers = Answers<Bool>()
        center.requestAuthorization(options: [.alert, .sound]) { granted, _ in answers.append(granted) }
        #expect(answers.all.isEmpty && center.promptsShown == 1)
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
        center.promptAnswer = true
        #expect(answers.all == [true])
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .authorized)
        #expect(settings.alertSetting == .enabled && settings.soundSetting == .enabled && settings.badgeSetting == .disabled)
        #expect(try await center.requestAuthorization(options: [.alert]) && center.promptsShown == 1)
    }

    @Test("Denied: no requests may be added")
    func denied() async {
        center.promptAnswer = false
        let answers = Answers<Bool>()
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in answers.append(granted) }
        #expect(answers.all == [false])
        let errors = Answers<UNError.Code?>()
        center.add(UNNotificationRequest(identifier: "a", content: content("A"), trigger: nil)) { error in
            errors.append((error as? UNError)?.code)
        }
        #expect(errors.all == [.notificationsNotAllowed])
        await #expect(throws: UNError(.notificationsNotAllowed)) {
            try await center.add(UNNotificationRequest(identifier: "a", content: content("A"), trigger: nil))
        }
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test("Provisional authorization is granted at once, quietly, without a prompt")
    func provisional() async throws {
        #expect(try await center.requestAuthorization(options: [.provisional, .alert]))
        let settings = await center.notificationSettings()
        #expect(settings.authorizationStatus == .provisional && center.promptsShown == 0)
        #expect(settings.notificationCenterSetting == .enabled && settings.alertSetting == .disabled)
    }

    @Test("Pending requests: a copy of the content, replaced by identifier, removed by identifier or all")
    func pendingRequests() async throws {
        center.setAuthorizationStatus(.authorized)
        let body = content("Report due")
        try await center.add(
            UNNotificationRequest(
                identifier: "report", content: body, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)))
        body.title = "Changed after adding"
        var pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.identifier) == ["report"] && pending.first?.content.title == "Report due")
        #expect(pending.first?.content.sound == .default)
        try await center.add(
            UNNotificationRequest(
                identifier: "report", content: content("Replaced"),
                trigger: UNTimeIntervalNotificationTrigger(timeInterval: 900, repeats: false)))
        try await center.add(
            UNNotificationRequest(
                identifier: "other", content: content("Other"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true))
        )
        pending = await center.pendingNotificationRequests()
        #expect(pending.map(\.content.title) == ["Replaced", "Other"])
        center.removePendingNotificationRequests(withIdentifiers: ["report"])
        #expect(await center.pendingNotificationRequests().map(\.identifier) == ["other"])
        center.removeAllPendingNotificationRequests()
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test("A request without a trigger is delivered at once; a due one is delivered, a repeating one stays pending")
    func delivery() async throws {
        center.setAuthorizationStatus(.authorized)
        try await center.add(UNNotificationRequest(identifier: "now", content: content("Now"), trigger: nil))
        #expect(await center.pendingNotificationRequests().isEmpty)
        #expect(await center.deliveredNotifications().map(\.request.identifier) == ["now"])

        let start = utc("2026-12-02T10:00:00Z")
        let soon = UNNotificationRequest(
            identifier: "soon", content: content("Soon"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false))
        let hourly = UNNotificationRequest(
            identifier: "tick", content: content("Tick"), trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true))
        #expect(center.schedule(soon, now: start) == nil && center.schedule(hourly, now: start) == nil)
        #expect(center.pendingRequests(now: start.addingTimeInterval(4)).map(\.identifier) == ["soon", "tick"])
        let later = start.addingTimeInterval(130)
        #expect(center.pendingRequests(now: later).map(\.identifier) == ["tick"])
        #expect(center.pendingFireDates(now: later)["tick"] == start.addingTimeInterval(180))
        let delivered = center.deliveredNotifications(now: later)
        #expect(delivered.map(\.request.identifier) == ["now", "soon", "tick"])
        #expect(delivered[1].date == start.addingTimeInterval(5))
        center.removeDeliveredNotifications(withIdentifiers: ["soon"])
        #expect(center.deliveredNotifications(now: later).count == 2)
    }

    @Test("Calendar triggers fire at the next matching date; one that never will is refused")
    func calendarTriggers() {
        let calendar = utcCalendar()
        let now = utc("2026-12-02T10:00:00Z")  // a Wednesday
        var nineThirty = DateComponents(hour: 9, minute: 30)
        nineThirty.calendar = calendar
        #expect(
            UNCalendarNotificationTrigger(dateMatching: nineThirty, repeats: true).nextTriggerDate(after: now)
                == utc("2026-12-03T09:30:00Z"))
        var fifth = DateComponents()
        fifth.day = 5
        fifth.calendar = calendar
        #expect(
            UNCalendarNotificationTrigger(dateMatching: fifth, repeats: true).nextTriggerDate(after: now) == utc("2026-12-05T00:00:00Z"))
        var monday = DateComponents(hour: 8, weekday: 2)
        monday.calendar = calendar
        #expect(
            UNCalendarNotificationTrigger(dateMatching: monday, repeats: false).nextTriggerDate(after: now) == utc("2026-12-07T08:00:00Z"))
        var past = DateComponents(year: 2020, month: 1, day: 1, hour: 9)
        past.calendar = calendar
        let never = UNCalendarNotificationTrigger(dateMatching: past, repeats: false)
        #expect(never.nextTriggerDate() == nil)
        center.setAuthorizationStatus(.authorized)
        #expect(
            center.schedule(UNNotificationRequest(identifier: "past", content: content("Past"), trigger: never), now: now)
                == UNError(.notificationInvalidNoDate))
        let interval = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
        let next = interval.nextTriggerDate()
        #expect(next.map { abs($0.timeIntervalSinceNow - 5) < 1 } == true && !interval.repeats)
    }

    @Test("A repeating interval under 60 seconds, or a non-positive one, stops the app as on iOS")
    func intervalRules() async {
        _ = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
        _ = UNTimeIntervalNotificationTrigger(timeInterval: 1, repeats: false)
        await #expect(processExitsWith: .failure) { _ = UNTimeIntervalNotificationTrigger(timeInterval: 59, repeats: true) }
        await #expect(processExitsWith: .failure) { _ = UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false) }
    }

    @Test("The centre keeps the 64 pending requests that fire soonest")
    func pendingLimit() {
        center.setAuthorizationStatus(.authorized)
        let now = utc("2026-12-02T10:00:00Z")
        for index in 0..<70 {
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: TimeInterval(1000 - index), repeats: false)
            _ = center.schedule(UNNotificationRequest(identifier: "r\(index)", content: content("\(index)"), trigger: trigger), now: now)
        }
        let kept = center.pendingRequests(now: now).map(\.identifier)
        #expect(kept.count == 64 && kept.first == "r6" && kept.last == "r69")
    }

    @Test("Badges, and a tap reaching the delegate's completion-handler form")
    func badgeAndDelegate() async throws {
        try await center.setBadgeCount(3)
        #expect(center.badgeCount == 3)
        await #expect(throws: UNError(.badgeInputInvalid)) { try await center.setBadgeCount(-1) }
        center.setAuthorizationStatus(.authorized)
        let recorder = TapRecorder()
        center.delegate = recorder
        try await center.add(UNNotificationRequest(identifier: "note", content: content("Note"), trigger: nil))
        #expect(await center.simulateResponse(toRequestWithIdentifier: "note"))
        #expect(!(await center.simulateResponse(toRequestWithIdentifier: "missing")))
        #expect(recorder.actions == ["note \(UNNotificationDefaultActionIdentifier)"])
    }

    @Test("The calls of a profile screen's notification toggle compile and schedule")
    func screenCalls() async {
        center.promptAnswer = true
        let scheduled = Answers<Bool>()
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { success, error in
            guard success else { return }
            let content = UNMutableNotificationContent()
            content.title = "Reminder"
            content.subtitle = "Don't forget to submit your report!"
            content.sound = UNNotificationSound.default
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 5, repeats: false)
            let request = UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)
            UNUserNotificationCenter.current().add(request) { error in scheduled.append(error == nil) }
        }
        #expect(scheduled.all == [true])
        #expect(await center.pendingNotificationRequests().map(\.content.subtitle) == ["Don't forget to submit your report!"])
        UNUserNotificationCenter.current().removeAllPendingNotificationRequests()
        #expect(await center.pendingNotificationRequests().isEmpty)
    }

    @Test("Registered categories read back; registering again replaces them; reset clears them")
    func categories() async {
        let reply = UNTextInputNotificationAction(
            identifier: "reply", title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        let delete = UNNotificationAction(identifier: "delete", title: "Delete", options: [.destructive])
        let message = UNNotificationCategory(
            identifier: "message", actions: [reply, delete], intentIdentifiers: [], options: [.customDismissAction])
        center.setNotificationCategories([message])
        let registered = await center.notificationCategories()
        #expect(registered.map(\.identifier) == ["message"])
        #expect(registered.first?.actions.map(\.identifier) == ["reply", "delete"])
        #expect(registered.first?.actions.last?.options == [.destructive])
        #expect((registered.first?.actions.first as? UNTextInputNotificationAction)?.textInputButtonTitle == "Send")
        center.setNotificationCategories([UNNotificationCategory(identifier: "reminder", actions: [], intentIdentifiers: [])])
        #expect(await center.notificationCategories().map(\.identifier) == ["reminder"])
        center.reset()
        #expect(await center.notificationCategories().isEmpty)
    }

    @Test("A file importing only UserNotifications sees Foundation, as on iOS: its daily reminder fires at the hour given")
    func foundationComesWithTheImport() throws {
        let request = dailyReminder(title: "Walk the dog", hour: 8, minute: 30)
        let trigger = try #require(request.trigger as? UNCalendarNotificationTrigger)
        #expect(trigger.dateComponents.hour == 8 && trigger.dateComponents.minute == 30 && trigger.repeats)
        #expect(UUID(uuidString: request.identifier) != nil && request.content.title == "Walk the dog")
    }
}
