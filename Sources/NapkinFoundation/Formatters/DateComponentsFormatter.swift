import Foundation

/// A formatter that writes a quantity of time, "1:01:40", "1h 1m 40s", "1 hour, 1 minute,
/// 40 seconds", as Apple's `DateComponentsFormatter` does (swift-corelibs-foundation marks its own
/// unavailable; this one takes its place).
///
/// The time is split into the allowed units, largest first, each unit keeping the whole amount
/// that fits (the remainder below the smallest unit is dropped, or kept as a fraction when
/// `allowsFractionalUnits` is set). Units of fixed length (weeks, days, hours, minutes, seconds)
/// are counted from the seconds; when months or years are allowed the calendar counts from
/// `referenceDate`. The unit names come from ICU in the locale of `calendar`.
///
/// ```swift
/// let formatter = DateComponentsFormatter()
/// formatter.allowedUnits = [.hour, .minute, .second]
/// formatter.string(from: 3700)   // "1:01:40"
/// formatter.unitsStyle = .abbreviated
/// formatter.string(from: 3700)   // "1h 1m 40s"
/// ```
open class DateComponentsFormatter: Formatter {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// Colon-separated positions, "1:01:40".
        case positional = 0
        /// "1h 1m 40s".
        case abbreviated = 1
        /// "1 hr, 1 min, 40 sec".
        case short = 2
        /// "1 hour, 1 minute, 40 seconds".
        case full = 3
        /// "one hour, one minute, forty seconds".
        case spellOut = 4
        /// "1hr 1min 40sec".
        case brief = 5
    }

    /// What happens to units whose value is zero.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt

        /// The options whose bits `rawValue` holds.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Every allowed unit is shown, zero or not.
        public static let none = ZeroFormattingBehavior([])
        /// Positional: leading zero units are dropped, the others padded ("1:00:10"); every other
        /// style drops all zero units ("1h 10s").
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units before the first non-zero one are dropped ("10m 0s").
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between non-zero ones are dropped ("1h 10s").
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units after the last non-zero one are dropped ("1h 10m").
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit is dropped.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zero units are kept, and positional values padded to two digits ("00:05").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units the string may use; hours, minutes and seconds (with years, months, weeks and
    /// days) unless set. An empty set means the same.
    open var allowedUnits: NSCalendar.Unit = DateComponentsFormatter.defaultUnits
    /// How units are written; `.positional` unless set.
    open var unitsStyle: UnitsStyle = .positional
    /// What happens to zero units; `.default` unless set.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The most units shown, counted from the largest non-zero one; 0 (unlimited) unless set.
    open var maximumUnitCount: Int = 0
    /// Whether a largest unit of 1 is folded into the next unit ("65s" for 1m 5s).
    open var collapsesLargestUnit: Bool = false
    /// Whether the smallest unit shown may carry a fraction ("1.5h" when minutes are not allowed).
    open var allowsFractionalUnits: Bool = false
    /// Whether the string says the time is approximate ("About 5 minutes").
    open var includesApproximationPhrase: Bool = false
    /// Whether the string says the time remains ("5 minutes remaining").
    open var includesTimeRemainingPhrase: Bool = false
    /// The capitalization of the result; `.unknown` unless set. `.beginningOfSentence` capitalizes
    /// the first letter ("One hour").
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar that counts months and years, and whose locale words the units; the current
    /// one unless set.
    open var calendar: Calendar? = .current
    /// The date from which months and years are counted for a time interval; now unless set.
    open var referenceDate: Date?

    static let defaultUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]

    /// A positional formatter of the default units.
    public override init() {
        super.init()
    }

    /// A formatter decoded from `coder`, with the default configuration.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `ti` seconds as a string, or `nil` when it is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let units = orderedUnits
        if units.contains(where: { $0.length == nil }) {
            let start = referenceDate ?? Date()
            return string(from: start, to: start.addingTimeInterval(ti))
        }
        return render(TimeSplit.fixed(seconds: abs(ti), units: units, fractional: allowsFractionalUnits), negative: ti < 0)
    }

    /// The time the components describe, counted in the allowed units ("1:30" for 90 minutes
    /// when hours and minutes are allowed).
    open func string(from components: DateComponents) -> String? {
        let calendarAmounts = [components.era, components.year, components.month].contains { ($0 ?? 0) != 0 }
        if calendarAmounts || orderedUnits.contains(where: { $0.length == nil }) {
            let start = referenceDate ?? Date()
            guard let end = currentCalendar.date(byAdding: components, to: start) else { return nil }
            return string(from: start, to: end)
        }
        var seconds = Double(components.nanosecond ?? 0) / 1e9
        seconds += Double(components.second ?? 0)
        seconds += Double(components.minute ?? 0) * 60
        seconds += Double(components.hour ?? 0) * 3600
        seconds += Double(components.day ?? 0) * 86400
        seconds += Double((components.weekOfMonth ?? 0) + (components.weekOfYear ?? 0)) * 604_800
        return string(from: seconds)
    }

    /// The time between two dates, counted by `calendar` in the allowed units.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let units = orderedUnits
        if !units.contains(where: { $0.length == nil }) {
            return string(from: endDate.timeIntervalSince(startDate))
        }
        let negative = endDate < startDate
        let (from, to) = negative ? (endDate, startDate) : (startDate, endDate)
        return render(
            TimeSplit.calendar(from: from, to: to, units: units, calendar: currentCalendar, fractional: allowsFractionalUnits),
            negative: negative)
    }

    /// The string of `obj` when it is `DateComponents` or a time interval in seconds, `nil`
    /// otherwise.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let components as DateComponents: string(from: components)
        case let interval as TimeInterval: string(from: interval)
        case let interval as Int: string(from: TimeInterval(interval))
        case let number as NSNumber: string(from: number.doubleValue)
        default: nil
        }
    }

    /// The components written with the default units in `unitsStyle`.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    // MARK: - Choosing the units

    private var currentCalendar: Calendar { calendar ?? .current }

    /// The allowed units, largest first.
    var orderedUnits: [TimeUnit] {
        let allowed = allowedUnits.isEmpty ? Self.defaultUnits : allowedUnits
        return TimeUnit.allCases.filter { allowed.contains($0.calendarUnit) || (($0 == .week) && allowed.contains(.weekOfYear)) }
    }

    /// The units to show with their values: collapsed, cut to the maximum count, zeros dropped.
    func shownAmounts(_ split: [TimeAmount]) -> [TimeAmount] {
        var amounts = split
        if collapsesLargestUnit, let first = amounts.firstIndex(where: { $0.value != 0 }), first + 1 < amounts.count,
            amounts[first].value == 1, let ratio = amounts[first].unit.ratio(to: amounts[first + 1].unit)
        {
            amounts[first + 1].value += ratio
            amounts[first].value = 0
        }
        if maximumUnitCount > 0, let first = amounts.firstIndex(where: { $0.value != 0 }) {
            let last = min(amounts.count, first + maximumUnitCount) - 1
            if allowsFractionalUnits {
                for index in stride(from: amounts.count - 1, to: last, by: -1) {
                    guard let ratio = amounts[index - 1].unit.ratio(to: amounts[index].unit) else { break }
                    amounts[index - 1].value += amounts[index].value / ratio
                }
            }
            for index in (last + 1)..<amounts.count { amounts[index].value = 0 }
            amounts = Array(amounts[...last])
        }
        return dropZeros(amounts)
    }

    private func dropZeros(_ amounts: [TimeAmount]) -> [TimeAmount] {
        var behavior = zeroFormattingBehavior
        if behavior.contains(.default) {
            behavior = unitsStyle == .positional ? .dropLeading : .dropAll
        }
        let nonZero = amounts.indices.filter { amounts[$0].value != 0 }
        let minimum = unitsStyle == .positional ? min(2, amounts.count) : 1
        var keep = Array(repeating: true, count: amounts.count)
        if let firstNonZero = nonZero.first, let lastNonZero = nonZero.last {
            for index in amounts.indices where amounts[index].value == 0 {
                if index < firstNonZero, behavior.contains(.dropLeading) { keep[index] = false }
                if index > firstNonZero, index < lastNonZero, behavior.contains(.dropMiddle) { keep[index] = false }
                if index > lastNonZero, behavior.contains(.dropTrailing) { keep[index] = false }
            }
        } else if behavior.contains(.dropLeading) || behavior.contains(.dropTrailing) {
            // All zero: the smallest units remain ("0s", "0:00").
            keep = amounts.indices.map { $0 >= amounts.count - minimum }
        }
        var kept = amounts.indices.filter { keep[$0] }.map { amounts[$0] }
        // Positional time needs two positions: the zero before a lone unit stays ("0:05").
        while kept.count < minimum {
            guard let first = kept.first else {
                kept = Array(amounts.suffix(minimum))
                break
            }
            guard let index = amounts.firstIndex(where: { $0.unit == first.unit }), index > 0 else { break }
            kept.insert(amounts[index - 1], at: 0)
        }
        return kept
    }

    // MARK: - Writing

    private func render(_ split: [TimeAmount]?, negative: Bool) -> String? {
        guard let split, !split.isEmpty else { return nil }
        let amounts = shownAmounts(split)
        guard !amounts.isEmpty else { return nil }
        let locale = currentCalendar.locale ?? .current
        var text: String
        if unitsStyle == .positional {
            text = DurationText.positional(amounts, padsFirst: zeroFormattingBehavior.contains(.pad))
        } else {
            guard let words = DurationText.words(amounts, style: unitsStyle, locale: locale) else { return nil }
            text = words
        }
        if negative { text = "-" + text }
        text = DurationText.phrases(text, approximate: includesApproximationPhrase, remaining: includesTimeRemainingPhrase)
        if formattingContext == .beginningOfSentence, let first = text.first {
            text = first.uppercased() + text.dropFirst()
        }
        return text
    }
}
