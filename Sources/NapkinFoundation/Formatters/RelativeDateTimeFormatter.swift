import Foundation

/// A formatter that names a date relative to another, "2 hours ago", "in 3 days", "yesterday", as
/// Apple's `RelativeDateTimeFormatter` does (swift-corelibs-foundation has none).
///
/// The formatter finds the largest calendar unit in which the two dates differ (year, month,
/// week, day, hour, minute, second) and formats that unit's whole value alone: ninety minutes ago
/// is "1 hour ago". ICU's relative date-time formatter words it in the formatter's locale.
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
        let units: [(Int?, ICURelativeUnit)] = [
            (dateComponents.year, .year), (dateComponents.month, .month),
            (dateComponents.weekOfMonth ?? dateComponents.weekOfYear, .week), (dateComponents.day, .day),
            (dateComponents.hour, .hour), (dateComponents.minute, .minute), (dateComponents.second, .second),
        ]
        let chosen = units.first { ($0.0 ?? 0) != 0 }.map { ($0.0 ?? 0, $0.1) } ?? (0, .second)
        return format(chosen.0, chosen.1)
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
        return localizedString(from: components)
    }

    /// The relative time of `obj` from now when it is a `Date`, `nil` for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private func format(_ value: Int, _ unit: ICURelativeUnit) -> String {
        let width: ICURelativeDateTimeFormatter.Width =
            switch unitsStyle {
            case .full, .spellOut: .long
            case .short: .short
            case .abbreviated: .narrow
            }
        let formatter = ICURelativeDateTimeFormatter(
            localeIdentifier: (locale ?? .current).icuIdentifier, width: width,
            spellsOutNumbers: unitsStyle == .spellOut, capitalization: formattingContext)
        return formatter.format(value, unit, named: dateTimeStyle == .named) ?? "\(value) \(unit)"
    }
}
