import FamilyControls
@_exported import Foundation
import ManagedSettings

/// The name of a monitored activity, as DeviceActivity's `DeviceActivityName`.
public struct DeviceActivityName: RawRepresentable, Hashable, Codable, Sendable {
    /// The name, as written.
    public let rawValue: String
    /// A name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// When an activity is monitored, as DeviceActivity's `DeviceActivitySchedule`: an interval given by date
/// components (hour and minute, or fuller), repeating or not.
public struct DeviceActivitySchedule: Hashable, Codable, Sendable {
    /// When the interval starts.
    public let intervalStart: DateComponents
    /// When the interval ends.
    public let intervalEnd: DateComponents
    /// Whether the interval repeats (at the next matching date).
    public let repeats: Bool
    /// How long before the start and the end the monitor is warned.
    public let warningTime: DateComponents?

    /// An interval from `intervalStart` to `intervalEnd`, repeating or not, warned `warningTime` before.
    public init(intervalStart: DateComponents, intervalEnd: DateComponents, repeats: Bool, warningTime: DateComponents? = nil) {
        self.intervalStart = intervalStart
        self.intervalEnd = intervalEnd
        self.repeats = repeats
        self.warningTime = warningTime
    }

    /// The next interval (the current one when it has started), in the current calendar; `nil` when the components
    /// match no date.
    public var nextInterval: DateInterval? { interval(after: Date(), calendar: .current) }

    func interval(after now: Date, calendar: Calendar) -> DateInterval? {
        let policy = Calendar.MatchingPolicy.nextTime
        // The start is the last match at or before now when the interval is still running, else the next match.
        guard let nextStart = calendar.nextDate(after: now, matching: intervalStart, matchingPolicy: policy) else { return nil }
        let previousStart = calendar.nextDate(after: now, matching: intervalStart, matchingPolicy: policy, direction: .backward)
        for start in [previousStart, nextStart].compactMap({ $0 }) {
            guard let end = calendar.nextDate(after: start, matching: intervalEnd, matchingPolicy: policy) else { return nil }
            if end > now || start == nextStart { return DateInterval(start: start, end: end) }
        }
        return nil
    }
}

/// A usage threshold inside an activity, as DeviceActivity's `DeviceActivityEvent`.
public struct DeviceActivityEvent: Hashable, Codable, Sendable {
    /// The name of an event, as `DeviceActivityEvent.Name`.
    public struct Name: RawRepresentable, Hashable, Codable, Sendable {
        /// The name, as written.
        public let rawValue: String
        /// A name from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The apps whose use counts.
    public let applications: Set<ApplicationToken>
    /// The categories whose use counts.
    public let categories: Set<ActivityCategoryToken>
    /// The web domains whose use counts.
    public let webDomains: Set<WebDomainToken>
    /// How much use reaches the event.
    public let threshold: DateComponents
    /// Whether use before monitoring started counts (iOS 17.4).
    public let includesPastActivity: Bool

    /// An event reached when the use of the given apps, categories and domains reaches `threshold`.
    public init(
        applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [], webDomains: Set<WebDomainToken> = [],
        threshold: DateComponents
    ) {
        self.init(
            applications: applications, categories: categories, webDomains: webDomains, threshold: threshold, includesPastActivity: false)
    }

    /// An event, counting use before monitoring started when `includesPastActivity` is true.
    public init(
        applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [], webDomains: Set<WebDomainToken> = [],
        threshold: DateComponents, includesPastActivity: Bool
    ) {
        self.applications = applications
        self.categories = categories
        self.webDomains = webDomains
        self.threshold = threshold
        self.includesPastActivity = includesPastActivity
    }
}

/// Starts and stops monitoring activities, as DeviceActivity's `DeviceActivityCenter`.
///
/// Linux has no Screen Time: nothing is measured and no monitor extension runs. The center checks what iOS checks
/// (authorization, the interval's length, the number of activities), keeps what the app registered for the process
/// (shared by every center, as on iOS), and a test reads it back with ``activities``, ``schedule(for:)`` and
/// ``events(for:)``.
public class DeviceActivityCenter {
    /// Why monitoring could not start, as `DeviceActivityCenter.MonitoringError`.
    public enum MonitoringError: Error, Sendable, Hashable, LocalizedError {
        /// The app already monitors the most activities allowed (20).
        case excessiveActivities
        /// The interval is longer than a week.
        case intervalTooLong
        /// The interval is shorter than 15 minutes.
        case intervalTooShort
        /// The schedule's components match no date.
        case invalidDateComponents
        /// The app has no Screen Time authorization (`AuthorizationCenter.shared.requestAuthorization(for:)`).
        case unauthorized

        /// What went wrong and what to do, in words.
        public var errorDescription: String? {
            switch self {
            case .excessiveActivities: "The app already monitors 20 activities: stop one before starting another."
            case .intervalTooLong: "A monitored interval may last at most one week."
            case .intervalTooShort: "A monitored interval must last at least 15 minutes."
            case .invalidDateComponents: "The schedule's date components match no date."
            case .unauthorized: "Request Screen Time authorization with AuthorizationCenter before monitoring."
            }
        }
    }

    /// A center for the process's monitored activities.
    public init() {}

    /// The activities being monitored.
    public var activities: [DeviceActivityName] { MonitorTable.shared.names }

    /// The schedule `activity` is monitored on, or `nil`.
    public func schedule(for activity: DeviceActivityName) -> DeviceActivitySchedule? { MonitorTable.shared.entry(activity)?.schedule }

    /// The events registered for `activity`.
    public func events(for activity: DeviceActivityName) -> [DeviceActivityEvent.Name: DeviceActivityEvent] {
        MonitorTable.shared.entry(activity)?.events ?? [:]
    }

    /// Starts monitoring `activity` on `schedule`, replacing an earlier registration of that name.
    public func startMonitoring(
        _ activity: DeviceActivityName, during schedule: DeviceActivitySchedule,
        events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]
    ) throws {
        guard AuthorizationCenter.shared.authorizationStatus == .approved else { throw MonitoringError.unauthorized }
        guard let interval = schedule.interval(after: Date(), calendar: .current) else { throw MonitoringError.invalidDateComponents }
        if interval.duration < 15 * 60 { throw MonitoringError.intervalTooShort }
        if interval.duration > 7 * 24 * 60 * 60 { throw MonitoringError.intervalTooLong }
        try MonitorTable.shared.add(activity, schedule: schedule, events: events)
    }

    /// Stops monitoring `activities` (every activity when empty).
    public func stopMonitoring(_ activities: [DeviceActivityName] = []) { MonitorTable.shared.remove(activities) }
}

/// The process's monitored activities.
private final class MonitorTable: @unchecked Sendable {
    // Sound: every access to `entries` holds `lock`.
    static let shared = MonitorTable()
    private let lock = NSLock()
    private var entries:
        [(name: DeviceActivityName, schedule: DeviceActivitySchedule, events: [DeviceActivityEvent.Name: DeviceActivityEvent])] =
            []

    var names: [DeviceActivityName] { lock.withLock { entries.map(\.name) } }

    func entry(_ name: DeviceActivityName) -> (schedule: DeviceActivitySchedule, events: [DeviceActivityEvent.Name: DeviceActivityEvent])? {
        lock.withLock { entries.first { $0.name == name }.map { ($0.schedule, $0.events) } }
    }

    func add(_ name: DeviceActivityName, schedule: DeviceActivitySchedule, events: [DeviceActivityEvent.Name: DeviceActivityEvent]) throws {
        try lock.withLock {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                entries[index] = (name, schedule, events)
                return
            }
            if entries.count >= 20 { throw DeviceActivityCenter.MonitoringError.excessiveActivities }
            entries.append((name, schedule, events))
        }
    }

    func remove(_ names: [DeviceActivityName]) {
        lock.withLock { entries.removeAll { names.isEmpty || names.contains($0.name) } }
    }
}

/// The app extension Screen Time calls as intervals start and end and events are reached, as DeviceActivity's
/// `DeviceActivityMonitor`. Linux runs no extension: nothing calls these unless a test does.
open class DeviceActivityMonitor {
    /// A monitor.
    public init() {}
    open func intervalDidStart(for activity: DeviceActivityName) {}
    open func intervalDidEnd(for activity: DeviceActivityName) {}
    open func eventDidReachThreshold(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {}
    open func intervalWillStartWarning(for activity: DeviceActivityName) {}
    open func intervalWillEndWarning(for activity: DeviceActivityName) {}
    open func eventWillReachThresholdWarning(_ event: DeviceActivityEvent.Name, activity: DeviceActivityName) {}
}
