@_exported import Foundation
import NapkinUI

/// A widget's size class, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case systemSmall = 0
    case systemMedium = 1
    case systemLarge = 2
    case systemExtraLarge = 3
    case accessoryCorner = 4
    case accessoryCircular = 5
    case accessoryRectangular = 6
    case accessoryInline = 7

    /// The name, as written in code.
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCorner: "accessoryCorner"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    /// The family's size in points on napkin's device (iPhone 13 Pro, 390 x 844), as Apple's HIG tables give the
    /// home-screen sizes: small 170 x 170, medium 364 x 170, large 364 x 382. Extra large exists only on iPad
    /// (the 12.9-inch iPad's 715 x 330 is used); the Lock Screen sizes (circular 72 x 72, rectangular 160 x 72,
    /// inline 257 x 26) and the watch corner (80 x 80) are the nearest HIG figures, not confirmed for this phone.
    public var napkinSize: CGSize {
        switch self {
        case .systemSmall: CGSize(width: 170, height: 170)
        case .systemMedium: CGSize(width: 364, height: 170)
        case .systemLarge: CGSize(width: 364, height: 382)
        case .systemExtraLarge: CGSize(width: 715, height: 330)
        case .accessoryCorner: CGSize(width: 80, height: 80)
        case .accessoryCircular: CGSize(width: 72, height: 72)
        case .accessoryRectangular: CGSize(width: 160, height: 72)
        case .accessoryInline: CGSize(width: 257, height: 26)
        }
    }

    /// Whether the family is a home-screen widget (drawn on its rounded background) rather than a Lock Screen one.
    var isSystem: Bool { rawValue <= WidgetFamily.systemExtraLarge.rawValue }
}

/// What the system tells a timeline provider about the widget it provides for, as WidgetKit's
/// `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The widget's family.
    public let family: WidgetFamily
    /// The widget's size in points.
    public let displaySize: CGSize
    /// True when the system asks for the widget gallery's preview (answer quickly, with sample data).
    public let isPreview: Bool

    /// A context for `family` at its size on napkin's device (a napkin addition: on iOS only the system makes them).
    public init(family: WidgetFamily, isPreview: Bool = false) {
        self.family = family
        displaySize = family.napkinSize
        self.isPreview = isPreview
    }
}

/// How much an entry matters now, as WidgetKit's `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    /// How much the entry matters, against the widget's other entries.
    public let score: Float
    /// How long the score holds, in seconds (0: until the next entry).
    public let duration: TimeInterval
    /// A relevance of `score` for `duration` seconds.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// One moment of a widget's timeline, as WidgetKit's `TimelineEntry`: the date it is shown from.
public protocol TimelineEntry {
    /// When the system shows the entry.
    var date: Date { get }
    /// How much the entry matters (for Smart Stacks); `nil` by default.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No relevance.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// When the system asks for the next timeline, as WidgetKit's `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case atEnd, never
        case after(Date)
    }
    let kind: Kind

    /// After the timeline's last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks (`WidgetCenter.reloadTimelines(ofKind:)`).
    public static let never = TimelineReloadPolicy(kind: .never)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// A widget's entries and when to ask again, as WidgetKit's `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, in the order given (the system shows each from its date).
    public let entries: [EntryType]
    /// When to ask for the next timeline.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries`, asked for again as `policy` says.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }

    /// The entry shown at `date`: the latest whose date is not after it (the first, before them all); `nil` without
    /// entries (a napkin addition, for tests of what a widget shows when).
    public func entry(at date: Date) -> EntryType? {
        entries.filter { $0.date <= date }.max { $0.date < $1.date } ?? entries.min { $0.date < $1.date }
    }

    /// When the system would next ask for a timeline: the last entry's date for `.atEnd`, the given date for
    /// `.after`, `nil` for `.never` (a napkin addition).
    public var nextReloadDate: Date? {
        switch policy.kind {
        case .atEnd: entries.map(\.date).max()
        case .never: nil
        case .after(let date): date
        }
    }
}

/// What gives a widget its entries, as WidgetKit's `TimelineProvider`.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    /// An entry to draw while the widget loads (redacted on iOS): return at once, with sample data.
    func placeholder(in context: Context) -> Entry
    /// One entry for the widget gallery and transient appearances.
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// The entries to show from now, and when to ask again.
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}
