import Foundation

/// A unit `DateComponentsFormatter` counts in, largest first.
enum TimeUnit: Int, CaseIterable, Comparable {
    case year, month, week, day, hour, minute, second

    static func < (lhs: TimeUnit, rhs: TimeUnit) -> Bool { lhs.rawValue > rhs.rawValue }

    /// The unit as `allowedUnits` names it and as `DateComponents` holds it, in one table (a
    /// week is the week of the month, as Apple's formatter counts it).
    private var names: (unit: NSCalendar.Unit, component: Calendar.Component) {
        switch self {
        case .year: (.year, .year)
        case .month: (.month, .month)
        case .week: (.weekOfMonth, .weekOfMonth)
        case .day: (.day, .day)
        case .hour: (.hour, .hour)
        case .minute: (.minute, .minute)
        case .second: (.second, .second)
        }
    }

    var calendarUnit: NSCalendar.Unit { names.unit }

    var calendarComponent: Calendar.Component { names.component }

    /// Seconds in one unit, `nil` for months and years, whose length the calendar decides.
    var length: Double? {
        switch self {
        case .year, .month: nil
        case .week: 604_800
        case .day: 86_400
        case .hour: 3_600
        case .minute: 60
        case .second: 1
        }
    }

    /// How many of `smaller` make one of this unit, when that is fixed.
    func ratio(to smaller: TimeUnit) -> Double? {
        if self == .year, smaller == .month { return 12 }
        guard let length, let smallerLength = smaller.length else { return nil }
        return length / smallerLength
    }

    /// ICU's name of the unit (`duration-hour`).
    var icuName: String {
        switch self {
        case .year: "year"
        case .month: "month"
        case .week: "week"
        case .day: "day"
        case .hour: "hour"
        case .minute: "minute"
        case .second: "second"
        }
    }
}

/// A value of one unit.
struct TimeAmount: Equatable {
    var unit: TimeUnit
    var value: Double
}

/// Splitting a time into allowed units, largest first.
enum TimeSplit {
    /// Within a billionth, a value counts as whole (3600 × 0.1 × 10 is one hour).
    private static let tolerance = 1e-9

    /// `seconds` in units of fixed length: each unit takes the whole amount that fits; the
    /// smallest keeps the rest as a fraction, or drops it.
    static func fixed(seconds: Double, units: [TimeUnit], fractional: Bool) -> [TimeAmount] {
        var remaining = seconds
        return units.enumerated().map { index, unit in
            let length = unit.length ?? 1
            let exact = remaining / length
            let isSmallest = index == units.count - 1
            let value = isSmallest && fractional ? exact : (exact + tolerance).rounded(.down)
            remaining = max(0, remaining - value * length)
            return TimeAmount(unit: unit, value: value)
        }
    }

    /// The time between two dates as the calendar counts it in `units`; below the smallest
    /// unit, what is left is a fraction of it (when allowed and its length is fixed) or dropped.
    static func calendar(from start: Date, to end: Date, units: [TimeUnit], calendar: Calendar, fractional: Bool)
        -> [TimeAmount]?
    {
        var components = Set(units.map(\.calendarComponent))
        components.insert(.nanosecond)
        let counted = calendar.dateComponents(components, from: start, to: end)
        var amounts = units.map { TimeAmount(unit: $0, value: Double(counted.value(for: $0.calendarComponent) ?? 0)) }
        if fractional, let last = amounts.indices.last, let length = amounts[last].unit.length {
            var rest = Double(counted.nanosecond ?? 0) / 1e9
            if let reached = calendar.date(byAdding: counted, to: start) {
                rest = end.timeIntervalSince(reached)
            }
            amounts[last].value += rest / length
        }
        return amounts
    }
}

/// The words and positions of `DateComponentsFormatter`.
enum DurationText {
    /// "1:01:40": every position after the first has two digits, the first too when padded.
    static func positional(_ amounts: [TimeAmount], padsFirst: Bool) -> String {
        amounts.enumerated().map { index, amount in
            let whole = Int(amount.value.rounded(.down))
            var text = index == 0 && !padsFirst ? String(whole) : twoDigits(whole)
            let fraction = amount.value - Double(whole)
            if fraction > 1e-9 {
                let digits = String(Int((fraction * 1000).rounded()))
                let padded = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
                text += "." + padded.replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
            }
            return text
        }.joined(separator: ":")
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    /// The amounts as unit words in `locale`, joined as the locale lists measures.
    static func words(_ amounts: [TimeAmount], style: DateComponentsFormatter.UnitsStyle, locale: Locale) -> String? {
        let identifier = locale.icuIdentifier
        let width =
            switch style {
            case .full, .spellOut, .positional: "unit-width-full-name"
            case .short, .brief: "unit-width-short"
            case .abbreviated: "unit-width-narrow"
            }
        var items: [String] = []
        for amount in amounts {
            let formatter = ICUNumberFormatter(
                skeleton: "measure-unit/duration-\(amount.unit.icuName) \(width)", localeIdentifier: identifier)
            guard var item = formatter.format(amount.value) else { return nil }
            if style == .spellOut { item = spelledOut(item, value: amount.value, locale: locale) }
            if style == .brief { item = joiningNumberAndUnit(item) }
            items.append(item)
        }
        let listWidth: ICUUnitListFormatter.Width =
            switch style {
            case .full, .spellOut, .positional: .wide
            case .short: .short
            case .abbreviated, .brief: .narrow
            }
        return ICUUnitListFormatter(localeIdentifier: identifier, width: listWidth).format(items)
    }

    /// "40 seconds" as "forty seconds": the digits ICU wrote, replaced by the locale's words.
    private static func spelledOut(_ item: String, value: Double, locale: Locale) -> String {
        let digits = ICUNumberFormatter(skeleton: "", localeIdentifier: locale.icuIdentifier).format(value)
        let speller = NumberFormatter()
        speller.numberStyle = .spellOut
        speller.locale = locale
        guard let digits, let words = speller.string(from: NSNumber(value: value)),
            let range = item.range(of: digits)
        else { return item }
        return item.replacingCharacters(in: range, with: words)
    }

    /// "1 hr" as "1hr": the brief style's unit follows its number without a space.
    private static func joiningNumberAndUnit(_ item: String) -> String {
        guard let space = item.firstIndex(where: { $0 == " " || $0 == "\u{00A0}" || $0 == "\u{202F}" }),
            space > item.startIndex, item[item.index(before: space)].isNumber
        else { return item }
        var joined = item
        joined.remove(at: space)
        return joined
    }

    /// "About 5 minutes", "5 minutes remaining", "About 5 minutes remaining". The phrases are
    /// English, as Apple writes them in English.
    static func phrases(_ text: String, approximate: Bool, remaining: Bool) -> String {
        var result = text
        if remaining { result += " remaining" }
        if approximate { result = "About " + result }
        return result
    }
}
