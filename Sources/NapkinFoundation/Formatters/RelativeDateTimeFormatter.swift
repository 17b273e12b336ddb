import Foundation

/// A formatter that names a date relative to another, "2 hours ago", "in 3 days", "yesterday", as
/// Apple's `RelativeDateTimeFormatter` does (swift-corelibs-foundation has none).
///
/// The formatter finds the largest calendar unit in which the two dates differ (year, month,
/// week, day, hour, minute, second) and formats that unit's whole value alone: ninety minutes ago
/// is "1 hour ago" (Apple's formatter rounds down too). `Date.AnchoredRelativeFormatStyle`, held
/// to that one unit, words it in the formatter's locale.
///
/// ```swift
/// let formatter = RelativeDateTimeFormatter()
/// formatter.localizedString(fromTimeInterval: -7200)   // "2 hours ago"
/// formatter.dateTimeStyle = .named
/// formatter.localizedString(from: DateComponents(day: -1))   // "yesterday"
/// ```
open class RelativeDateTimeFormatter: Formatter {
    /// Whether a relative date is given as a number of units or by its name.
    public enum DateTimeStyle: Int, Sendable {
        /// A number of units: "1 day ago", "in 1 week".
        case numeric = 0
        /// A name where the locale has one: "yesterday", "next week", "now"; a number otherwise.
        case named = 1
    }

    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2mo ago".
        case abbreviated = 3
    }

    /// Numbers or names; `.numeric` unless set.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How units are written; `.full` unless set.
    open var unitsStyle: UnitsStyle = .full
    /// The capitalization of the result; `.unknown` (as the locale writes it) unless set.
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar that measures the distance between two dates; the current one unless set.
    open var calendar: Calendar! = .current
    /// The locale the result is written in; the current one unless set.
    open var locale: Locale! = .current

    /// A numeric, full formatter in the current locale and calendar.
    public override init() {
        super.init()
    }

    /// A formatter decoded from `coder`, with the default configuration.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The date components' relative time: the largest non-zero unit of `dateComponents`, alone
    /// ("2 days ago" for `DateComponents(day: -2)`). Negative values are in the past.
    open func localizedString(from dateComponents: DateComponents) -> String {
        format(dateComponents, relativeTo: Date())
    }

    /// The relative time of a date `timeInterval` seconds from now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// How `date` stands relative to `referenceDate`: "3 weeks ago", "in 2 hours".
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let components = calendar.dateComponents(
            [.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from: referenceDate, to: date)
        return format(components, relativeTo: referenceDate)
    }

    /// The relative time of `obj` from now when it is a `Date`, `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// The largest non-zero unit of `components`, alone, as the date that far from `reference`.
    private func format(_ components: DateComponents, relativeTo reference: Date) -> String {
        let units: [(Int?, Calendar.Component, Date.RelativeFormatStyle.Field)] = [
            (components.year, .year, .year), (components.month, .month, .month),
            (components.weekOfMonth ?? components.weekOfYear, .weekOfMonth, .week), (components.day, .day, .day),
            (components.hour, .hour, .hour), (components.minute, .minute, .minute),
            (components.second, .second, .second),
        ]
        let chosen = units.first { ($0.0 ?? 0) != 0 } ?? (0, .second, .second)
        let calendar = self.calendar ?? .current
        let date = calendar.date(byAdding: chosen.1, value: chosen.0 ?? 0, to: reference) ?? reference
        // The anchored style says how its anchor stands from the date it formats.
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date, allowedFields: [chosen.2], presentation: dateTimeStyle == .named ? .named : .numeric,
            unitsStyle: styleUnits, locale: locale ?? .current, calendar: calendar,
            capitalizationContext: capitalization)
        return style.format(reference)
    }

    private var styleUnits: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }

    private var capitalization: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .listItem: .listItem
        case .standalone: .standalone
        default: .unknown
        }
    }
}
