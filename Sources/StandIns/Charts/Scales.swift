import Foundation

/// "Nice" numbers for an axis: steps of 1, 2 or 5 times a power of ten.
enum NiceNumbers {
    /// The step between about `desiredCount` ticks across `lower…upper`.
    static func step(lower: Double, upper: Double, desiredCount: Int) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(1, desiredCount))
        let power = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / power
        let nice: Double =
            if fraction >= 50.0.squareRoot() { 10 } else if fraction >= 10.0.squareRoot() { 5 } else if fraction >= 2.0.squareRoot() {
                2
            } else { 1 }
        return nice * power
    }

    /// The domain widened to whole steps and the ticks in it: 0…37 with 5 ticks wanted is
    /// 0…40 with ticks 0, 10, 20, 30, 40.
    static func ticks(lower: Double, upper: Double, desiredCount: Int) -> (domain: ClosedRange<Double>, ticks: [Double]) {
        var lower = lower
        var upper = upper
        if lower == upper {
            // One value: a unit around it (or 0…1 for zero).
            if lower == 0 { upper = 1 } else if lower > 0 { lower = 0 } else { upper = 0 }
        }
        let step = step(lower: lower, upper: upper, desiredCount: desiredCount)
        let first = (lower / step).rounded(.down)
        let last = (upper / step).rounded(.up)
        let ticks = stride(from: first, through: last, by: 1).map { clean($0 * step) }
        return (ticks.first!...ticks.last!, ticks)
    }

    /// The ticks of `step` inside `domain` (for an explicit domain, which is kept as given).
    static func ticks(in domain: ClosedRange<Double>, desiredCount: Int) -> [Double] {
        let step = step(lower: domain.lowerBound, upper: domain.upperBound, desiredCount: desiredCount)
        return ticks(in: domain, step: step)
    }

    /// Every multiple of `step` inside `domain`.
    static func ticks(in domain: ClosedRange<Double>, step: Double) -> [Double] {
        guard step > 0 else { return [] }
        let first = (domain.lowerBound / step - 1e-9).rounded(.up)
        let last = (domain.upperBound / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { clean($0 * step) }
    }

    /// `value` without floating-point dust (0.30000000000000004 → 0.3).
    static func clean(_ value: Double) -> Double {
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == 0 ? 0 : rounded
    }

    /// A tick's label: grouped thousands, and as many decimals as the step needs.
    static func label(_ value: Double, step: Double) -> String {
        let decimals = step >= 1 || step <= 0 ? 0 : Int((-log10(step)).rounded(.up))
        return format(value, decimals: decimals)
    }

    /// `value` with `decimals` decimals and commas between thousands ("12,500", "0.25").
    static func format(_ value: Double, decimals: Int) -> String {
        let text = String(format: "%.\(decimals)f", abs(value))
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        var whole = String(parts[0])
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        grouped = whole + grouped
        let sign = value < 0 && text.contains(where: { $0 != "0" && $0 != "." }) ? "-" : ""
        return sign + grouped + (parts.count > 1 ? "." + parts[1] : "")
    }
}

/// Maps an axis's values to points along it.
enum AxisScale {
    /// Numbers (or dates, as seconds) from `domain` to `range`, linearly.
    case linear(domain: ClosedRange<Double>, isDate: Bool)
    /// Categories, each a band of equal width, in order.
    case band(categories: [String])

    /// The band's inner padding (a fraction of the band between its neighbours' marks).
    static let bandPadding = 0.25

    /// The position of `value` along `0…length` (for a band: its middle).
    func position(_ value: PlotValue, length: Double) -> Double? {
        switch (self, value) {
        case (.band(let categories), .category(let name)):
            guard let index = categories.firstIndex(of: name) else { return nil }
            return (Double(index) + 0.5) * length / Double(categories.count)
        case (.linear(let domain, _), _):
            guard let number = value.number else { return nil }
            let span = domain.upperBound - domain.lowerBound
            return span == 0 ? length / 2 : (number - domain.lowerBound) / span * length
        default:
            return nil
        }
    }

    /// The width of one category's band along `0…length` (zero on a linear scale).
    func bandwidth(length: Double) -> Double {
        if case .band(let categories) = self, !categories.isEmpty { return length / Double(categories.count) }
        return 0
    }

    var isBand: Bool {
        if case .band = self { return true }
        return false
    }
}

/// Calendar ticks for a date axis: the start of every day, week, month or year in the domain.
enum DateTicks {
    /// The unit and count of calendar steps that make about `desiredCount` ticks over `domain`.
    static func unit(for domain: ClosedRange<Date>, desiredCount: Int) -> (Calendar.Component, Int) {
        let span = domain.upperBound.timeIntervalSince(domain.lowerBound)
        let day = 86_400.0
        let candidates: [(Calendar.Component, Int, Double)] = [
            (.hour, 1, 3_600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200), (.day, 1, day), (.day, 2, 2 * day),
            (.weekOfYear, 1, 7 * day), (.weekOfYear, 2, 14 * day), (.month, 1, 30.44 * day), (.month, 3, 91.3 * day),
            (.month, 6, 182.6 * day), (.year, 1, 365.25 * day), (.year, 5, 1_826 * day), (.year, 10, 3_652 * day),
        ]
        let wanted = span / Double(max(1, desiredCount))
        return candidates.first(where: { $0.2 >= wanted }).map { ($0.0, $0.1) } ?? (.year, 50)
    }

    /// The starts of every `count`-th `unit` inside `domain`.
    static func ticks(in domain: ClosedRange<Date>, unit: Calendar.Component, count: Int, calendar: Calendar) -> [Date] {
        guard var date = calendar.dateInterval(of: unit, for: domain.lowerBound)?.start else { return [] }
        if date < domain.lowerBound, let next = calendar.date(byAdding: unit, value: 1, to: date) { date = next }
        var ticks: [Date] = []
        var index = 0
        while date <= domain.upperBound, ticks.count < 400 {
            if index % count == 0 { ticks.append(date) }
            index += 1
            guard let next = calendar.date(byAdding: unit, value: 1, to: date) else { break }
            date = next
        }
        return ticks
    }

    /// A date tick's label for its unit: "Jan", "12", "2024", "3 PM".
    static func label(_ date: Date, unit: Calendar.Component, calendar: Calendar) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
        switch unit {
        case .year: formatter.dateFormat = "yyyy"
        case .month: formatter.dateFormat = "MMM"
        case .day, .weekOfYear, .weekday: formatter.dateFormat = "MMM d"
        default: formatter.dateFormat = "h a"
        }
        return formatter.string(from: date)
    }
}
