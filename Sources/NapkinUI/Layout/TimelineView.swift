import Foundation

/// A view that redraws on a schedule, as SwiftUI's `TimelineView`; a render is one frame of it.
///
/// ```swift
/// TimelineView(.everyMinute) { context in
///     Text(context.date, style: .time)
/// }
/// ```
/// The frame shown is the schedule's latest entry at or before the environment's
/// ``EnvironmentValues/timelineDate``. That date is the moment of the render unless a test
/// sets one, `.environment(\.timelineDate, fixedDate)`, which makes the frame the same on
/// every run.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given: the frame's date and how often frames come.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @Environment(\.timelineDate) private var timelineDate

    /// A timeline showing what `content` builds for each of the schedule's dates.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the frame at the timeline date.
    public var body: some View {
        let now = timelineDate ?? Date()
        let cadences: [Context.Cadence] = [.live, .seconds, .minutes]
        let level = (schedule as? CadencedSchedule)?.cadenceLevel ?? 0
        return content(Context(date: schedule.frameDate(at: now), cadence: cadences[min(max(level, 0), 2)]))
    }
}

/// What a ``TimelineView``'s content is given, as SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
    /// How often a schedule's frames come.
    public enum Cadence: Sendable, Hashable, Comparable {
        /// As often as the display refreshes.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }

    /// The date of this frame.
    public let date: Date
    /// How often frames come.
    public let cadence: Cadence
}

/// When a ``TimelineView`` shows a new frame, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule: Sendable {
    /// The date of the frame shown at `date`: the latest entry at or before it.
    func frameDate(at date: Date) -> Date
}

/// NapkinUI's schedules say how often their frames come: 0 live, 1 seconds, 2 minutes.
protocol CadencedSchedule {
    var cadenceLevel: Int { get }
}

/// A frame every `interval` seconds from `startDate`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, CadencedSchedule {
    let startDate: Date
    let interval: TimeInterval

    /// Frames at `startDate` and every `interval` seconds after it.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The last multiple of the interval after the start, at or before `date` (the start
    /// itself before it).
    public func frameDate(at date: Date) -> Date {
        guard interval > 0, date > startDate else { return startDate }
        let steps = (date.timeIntervalSince(startDate) / interval).rounded(.down)
        return startDate.addingTimeInterval(steps * interval)
    }

    /// Seconds for intervals under a minute, minutes otherwise.
    var cadenceLevel: Int { interval < 60 ? 1 : 2 }
}

/// A frame at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, CadencedSchedule {
    /// Every minute.
    public init() {}

    /// The start of the minute `date` is in.
    public func frameDate(at date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }

    /// Minutes.
    var cadenceLevel: Int { 2 }
}

/// A frame as often as the display refreshes, as SwiftUI's `AnimationTimelineSchedule`: a
/// render shows the frame at the timeline date itself.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let isPaused: Bool

    /// Frames at least `minimumInterval` seconds apart (a still render shows one frame).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        isPaused = paused
    }

    /// The date itself.
    public func frameDate(at date: Date) -> Date { date }
}

/// Frames at the given dates, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule: TimelineSchedule {
    let dates: [Date]

    /// Frames at `dates`.
    public init<S: Sequence>(_ dates: S) where S.Element == Date {
        self.dates = dates.sorted()
    }

    /// The latest of the dates at or before `date`, or the first date when all are later.
    public func frameDate(at date: Date) -> Date {
        dates.last { $0 <= date } ?? dates.first ?? date
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Frames every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A frame at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Frames as often as the display refreshes.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Frames at least `minimumInterval` seconds apart, or none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    /// Frames at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

private struct TimelineDateKey: EnvironmentKey {
    static var defaultValue: Date? { nil }
}

extension EnvironmentValues {
    /// The moment a ``TimelineView`` shows its frame for: `nil` (the default) is the moment of
    /// the render; a test sets a fixed date so the frame is the same on every run.
    public var timelineDate: Date? {
        get { self[TimelineDateKey.self] }
        set { self[TimelineDateKey.self] = newValue }
    }
}
