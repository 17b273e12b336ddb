import Foundation

extension Text {
    /// Text from a literal with a translator's comment (NapkinUI has no string tables: the
    /// literal is shown, read as Markdown), as SwiftUI's `Text(_:tableName:bundle:comment:)`.
    public init(_ key: LocalizedStringKey, comment: StaticString) {
        self.init(key)
    }

    /// Text from a literal looked up in a string table (shown as written; see
    /// ``init(_:comment:)``).
    public init(_ key: LocalizedStringKey, tableName: String?, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key)
    }

    /// `input` formatted by `format`, as SwiftUI's `Text(_:format:)`:
    /// `Text(price, format: .currency(code: "EUR"))`, `Text(count, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// `subject` written by a Foundation formatter, as SwiftUI's `Text(_:formatter:)`:
    /// `Text(dueDate, formatter: dateFormatter)` (empty when the formatter cannot write it).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// An object written by a Foundation formatter (see the form above).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A date written by a Foundation formatter (`Date` is not `ReferenceConvertible` in
    /// Foundation on Linux, as it is on Apple platforms).
    public init(_ date: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: date) ?? "")
    }

    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    public enum DateStyle: Sendable, Hashable {
        /// The date: "June 3, 2026".
        case date
        /// The time: "9:41 AM".
        case time
        /// The time from now: "2 hours, 5 minutes".
        case relative
        /// The signed time from now: "+2 hours".
        case offset
        /// A count-up or count-down timer: "2:05:00".
        case timer
    }

    /// A date shown in `style`, formatted with the environment's locale and time zone (en_US
    /// and UTC unless set, so renders do not depend on the machine). Relative styles count
    /// from the moment of the render.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Text.format(date, style: style, environment: EnvironmentValues(), now: Date()))
        segments[0].formatter = { environment in Text.format(date, style: style, environment: environment, now: Date()) }
    }

    /// A duration in English words, its two largest units: "2 hours, 5 minutes"
    /// (swift-corelibs-foundation has no `DateComponentsFormatter`).
    static func spelledDuration(_ seconds: Double) -> String {
        var rest = Int(seconds.rounded(.down))
        let units: [(String, Int)] = [("day", 86_400), ("hour", 3600), ("minute", 60), ("second", 1)]
        var parts: [String] = []
        for (name, size) in units where parts.count < 2 {
            let count = rest / size
            rest %= size
            if count > 0 { parts.append("\(count) \(name)\(count == 1 ? "" : "s")") } else if !parts.isEmpty { break }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }

    /// `date` as `style` says, in `environment`'s locale and time zone, relative to `now`.
    static func format(_ date: Date, style: DateStyle, environment: EnvironmentValues, now: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        switch style {
        case .date:
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            return formatter.string(from: date)
        case .time:
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            return formatter.string(from: date)
        case .relative, .offset:
            let seconds = date.timeIntervalSince(now)
            let text = spelledDuration(abs(seconds))
            guard style == .offset else { return text }
            return (seconds < 0 ? "-" : "+") + text
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let hours = total / 3600, minutes = (total % 3600) / 60, seconds = total % 60
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
        }
    }
}
