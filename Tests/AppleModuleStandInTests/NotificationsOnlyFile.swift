// A file importing only UserNotifications, as a reminder scheduler is written: Foundation's
// `Calendar`, `DateComponents`, `UUID` and `TimeInterval` come with it, as on iOS.
import UserNotifications

/// A daily reminder's request at `hour`:`minute`, identified by a fresh UUID.
func dailyReminder(title: String, hour: Int, minute: Int) -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = title
    var components = DateComponents()
    components.calendar = Calendar(identifier: .gregorian)
    components.hour = hour
    components.minute = minute
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
    return UNNotificationRequest(identifier: UUID().uuidString, content: content, trigger: trigger)
}
