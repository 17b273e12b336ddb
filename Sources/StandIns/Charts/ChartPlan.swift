import Foundation
import NapkinUI

/// A chart's marks resolved for drawing, before any size is known: each mark's colour, series
/// and stacked extent, the legend, and the values each axis must show.
@MainActor
struct ChartPlan {
    /// A mark with what the chart decided for it.
    struct PlacedMark {
        var record: MarkRecord
        var style: AnyShapeStyle
        /// The point's symbol: the mark's own, its `symbol(by:)` value's, or nil (a plain
        /// circle on a point; none on a line).
        var symbol: (any ChartSymbolShape)?
        /// A bar or area whose length runs along x (its category on y).
        var isHorizontal = false
        /// The stacked extent along the value axis (bars and areas), if stacked.
        var low: Double?
        var high: Double?
        /// The slot of `position(by:)` among its category's slots.
        var slot: (index: Int, count: Int)?
        /// The line or area this mark belongs to (lines and areas only).
        var series = 0
    }

    /// A line of the legend.
    struct LegendEntry: Equatable {
        var label: String
        var style: AnyShapeStyle
        var symbol: (any ChartSymbolShape)?
        /// The palette's colour, when the entry has one of its colours (not a scale's style).
        var paletteColor: Color?

        static func == (lhs: LegendEntry, rhs: LegendEntry) -> Bool {
            lhs.label == rhs.label && (lhs.symbol as? BasicChartSymbolShape) == (rhs.symbol as? BasicChartSymbolShape)
                && (lhs.symbol == nil) == (rhs.symbol == nil)
        }
    }

    /// The values one axis spans.
    enum AxisDomain: Equatable {
        case none
        case categories([String])
        case numbers(ClosedRange<Double>, explicit: Bool)
        case dates(ClosedRange<Double>)
    }

    /// The calendar of a chart outside a view: the environment's default (Gregorian, UTC, en_US).
    static var defaultCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }

    /// The default category colours, in the order iOS hands them out.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo, .mint, .teal]
    /// A mark's colour when nothing sets one.
    static let defaultStyle = AnyShapeStyle(Color.blue)

    var marks: [PlacedMark] = []
    var legend: [LegendEntry] = []
    var isPie = false
    var xDomain: AxisDomain = .none
    var yDomain: AxisDomain = .none
    /// The date unit of the x (or y) values, when they have one.
    var xUnit: Calendar.Component?
    var yUnit: Calendar.Component?
    let settings: ChartSettings

    init(marks records: [MarkRecord], settings: ChartSettings, calendar: Calendar = ChartPlan.defaultCalendar) {
        let records = records.map { $0.startingUnits(in: calendar) }
        self.settings = settings
        isPie = !records.isEmpty && records.allSatisfy { $0.kind == .sector }
        let styles = Self.groupStyles(records, scale: settings.styleScale, range: settings.styleRange)
        let symbols = Self.groupSymbols(records, scale: settings.symbolScale)
        marks = records.map { record in
            var placed = PlacedMark(record: record, style: Self.defaultStyle)
            if let style = record.style {
                placed.style = style
            } else if let group = record.styleGroup?.value, let index = styles.firstIndex(where: { $0.value == group }) {
                placed.style = styles[index].style
            }
            if let custom = record.customSymbol {
                placed.symbol = custom
            } else if let symbol = record.symbol {
                placed.symbol = symbol
            } else if let group = record.symbolGroup?.value, let entry = symbols.first(where: { $0.value == group }) {
                placed.symbol = entry.shape
            }
            placed.isHorizontal = Self.isHorizontal(record)
            return placed
        }
        legend = Self.legendEntries(records, styles: styles, symbols: symbols)
        assignSeries()
        assignSlots()
        stack()
        if !isPie { findDomains(calendar: calendar) }
    }

    /// The style of each `foregroundStyle(by:)` value: the scale's first, in its order, then the
    /// palette's colours in the order the values first appear.
    static func groupStyles(
        _ records: [MarkRecord], scale: [(value: PlotValue, style: AnyShapeStyle)]?, range: [AnyShapeStyle]? = nil
    ) -> [GroupStyle] {
        var styles = (scale ?? []).map { GroupStyle(value: $0.value, style: $0.style) }
        var next = 0
        for value in groupValues(records.compactMap { $0.styleGroup?.value }) where !styles.contains(where: { $0.value == value }) {
            if let range, !range.isEmpty {
                // The range's styles in turn; the legend draws them as they are.
                styles.append(GroupStyle(value: value, style: range[next % range.count]))
                next += 1
                continue
            }
            let color = palette[next % palette.count]
            styles.append(GroupStyle(value: value, style: AnyShapeStyle(color), paletteColor: color))
            next += 1
        }
        return styles
    }

    /// The style of one `foregroundStyle(by:)` value.
    struct GroupStyle {
        var value: PlotValue
        var style: AnyShapeStyle
        var paletteColor: Color?
    }

    /// The symbol of one `symbol(by:)` value.
    struct GroupSymbol {
        var value: PlotValue
        var shape: any ChartSymbolShape
    }

    /// The symbol of each `symbol(by:)` value: the values the scale names first (its pairs, then
    /// its domain), in that order, then the others in the order they first appear. A value the
    /// scale pairs with a symbol takes it; the others take the mapping's symbol, else the range's
    /// symbols in turn, else the basic symbols (circle, square, triangle...) in turn.
    static func groupSymbols(_ records: [MarkRecord], scale: ChartSettings.SymbolScale) -> [GroupSymbol] {
        let used = groupValues(records.compactMap { $0.symbolGroup?.value })
        let ordered = groupValues(scale.pairs.map(\.value) + (scale.domain ?? []) + used)
        return ordered.enumerated().map { index, value in
            if let pair = scale.pairs.first(where: { $0.value == value }) { return GroupSymbol(value: value, shape: pair.shape) }
            if let shape = scale.mapping?(value) { return GroupSymbol(value: value, shape: shape) }
            if let range = scale.range, !range.isEmpty { return GroupSymbol(value: value, shape: range[index % range.count]) }
            let palette = BasicChartSymbolShape.palette
            return GroupSymbol(value: value, shape: palette[index % palette.count])
        }
    }

    /// Distinct values in the order they first appear.
    static func groupValues(_ values: [PlotValue]) -> [PlotValue] {
        var seen = Set<PlotValue>()
        return values.filter { seen.insert($0).inserted }
    }

    /// The legend: one entry per `foregroundStyle(by:)` value the marks use, in the style scale's
    /// order, with the symbol of its marks; a chart whose marks only vary their symbol
    /// (`symbol(by:)`) lists those values with their symbols in the default colour.
    static func legendEntries(_ records: [MarkRecord], styles: [GroupStyle], symbols: [GroupSymbol])
        -> [LegendEntry]
    {
        func symbol(of record: MarkRecord?) -> (any ChartSymbolShape)? {
            guard let record else { return nil }
            if let custom = record.customSymbol { return custom }
            if let group = record.symbolGroup?.value, let entry = symbols.first(where: { $0.value == group }) { return entry.shape }
            return record.symbol
        }
        let used = Set(records.compactMap { $0.styleGroup?.value })
        guard used.isEmpty else {
            return styles.filter { used.contains($0.value) }.map { entry in
                let record = records.first { $0.styleGroup?.value == entry.value }
                return LegendEntry(
                    label: entry.value.label, style: entry.style, symbol: symbol(of: record), paletteColor: entry.paletteColor)
            }
        }
        let usedSymbols = Set(records.compactMap { $0.symbolGroup?.value })
        return symbols.filter { usedSymbols.contains($0.value) }.map { entry in
            let record = records.first { $0.symbolGroup?.value == entry.value }
            return LegendEntry(label: entry.value.label, style: record?.style ?? defaultStyle, symbol: entry.shape)
        }
    }

    /// Whether a bar or area runs along x: its x is a number (or a span) and its y a category.
    static func isHorizontal(_ record: MarkRecord) -> Bool {
        switch record.kind {
        case .bar, .rectangle:
            if record.xStart != nil && record.yStart == nil { return true }
            guard let x = record.x?.value else { return false }
            guard let y = record.y?.value else { return record.yStart == nil && record.kind == .bar }
            if case .category = y, x.number != nil, record.x?.unit == nil { return true }
            return false
        case .area:
            return record.xStart != nil
        default:
            return false
        }
    }

    /// Lines and areas join the marks of one series: named by `series:`, else by
    /// `foregroundStyle(by:)`, else by `symbol(by:)`; all others make one series per kind.
    mutating func assignSeries() {
        var keys: [String] = []
        for index in marks.indices where marks[index].record.kind == .line || marks[index].record.kind == .area {
            let record = marks[index].record
            let name = record.series?.value ?? record.styleGroup?.value ?? record.symbolGroup?.value
            let key = "\(record.kind)|\(name.map { "\($0)" } ?? "")"
            if let found = keys.firstIndex(of: key) {
                marks[index].series = found
            } else {
                marks[index].series = keys.count
                keys.append(key)
            }
        }
    }

    /// Bars with `position(by:)` share their category side by side.
    mutating func assignSlots() {
        let groups = Self.groupValues(marks.compactMap { $0.record.positionGroup?.value })
        guard !groups.isEmpty else { return }
        for index in marks.indices {
            if let group = marks[index].record.positionGroup?.value, let slot = groups.firstIndex(of: group) {
                marks[index].slot = (slot, groups.count)
            }
        }
    }

    /// The base-axis position a stacked mark shares with the marks it stacks on.
    struct StackKey: Hashable {
        var kind: MarkRecord.Kind
        var base: PlotValue?
        var slot: Int?
        var horizontal: Bool
    }

    /// Stacks bars and areas that share a position, in the order they were written: positive
    /// values upwards from zero, negative downwards; normalized stacks reach 1, centred ones
    /// straddle zero.
    mutating func stack() {
        var positive: [StackKey: Double] = [:]
        var negative: [StackKey: Double] = [:]
        var keys: [StackKey?] = Array(repeating: nil, count: marks.count)
        for index in marks.indices {
            let record = marks[index].record
            guard record.kind == .bar || record.kind == .area else { continue }
            let horizontal = marks[index].isHorizontal
            let valueCoordinate = horizontal ? record.x : record.y
            guard let value = valueCoordinate?.value.number, (horizontal ? record.xStart : record.yStart) == nil else {
                if let start = (horizontal ? record.xStart : record.yStart)?.value.number,
                    let end = (horizontal ? record.xEnd : record.yEnd)?.value.number
                {
                    marks[index].low = start
                    marks[index].high = end
                }
                continue
            }
            if case .date = valueCoordinate!.value { continue }
            if record.stacking == .unstacked {
                marks[index].low = 0
                marks[index].high = value
                continue
            }
            let key = StackKey(
                kind: record.kind, base: (horizontal ? record.y : record.x)?.value, slot: marks[index].slot?.index, horizontal: horizontal)
            keys[index] = key
            if value >= 0 {
                let low = positive[key, default: 0]
                marks[index].low = low
                marks[index].high = low + value
                positive[key] = low + value
            } else {
                let high = negative[key, default: 0]
                marks[index].high = high
                marks[index].low = high + value
                negative[key] = high + value
            }
        }
        for index in marks.indices {
            guard let key = keys[index], let low = marks[index].low, let high = marks[index].high else { continue }
            let top = positive[key, default: 0]
            let bottom = negative[key, default: 0]
            switch marks[index].record.stacking {
            case .normalized:
                let total = top - bottom
                if total > 0 {
                    marks[index].low = (low - bottom) / total
                    marks[index].high = (high - bottom) / total
                }
            case .center:
                let shift = -(top + bottom) / 2
                marks[index].low = low + shift
                marks[index].high = high + shift
            default:
                break
            }
        }
    }

    /// The values each axis spans: categories in order of appearance, numbers (with zero), or dates.
    mutating func findDomains(calendar: Calendar) {
        var xValues: [PlotValue] = []
        var yValues: [PlotValue] = []
        for mark in marks {
            let record = mark.record
            let stacked: [PlotValue] = [mark.low, mark.high].compactMap { $0.map(PlotValue.number) }
            var xs = [record.x, record.xStart, record.xEnd].compactMap { $0 }
            var ys = [record.y, record.yStart, record.yEnd].compactMap { $0 }
            if !stacked.isEmpty {
                if mark.isHorizontal { xs = [] } else { ys = [] }
            }
            xValues += (mark.isHorizontal ? stacked : []) + xs.flatMap { Self.extent(of: $0, calendar: calendar) }
            yValues += (mark.isHorizontal ? [] : stacked) + ys.flatMap { Self.extent(of: $0, calendar: calendar) }
            if xUnit == nil { xUnit = record.x?.unit }
            if yUnit == nil { yUnit = record.y?.unit }
        }
        xDomain = Self.domain(of: xValues, explicit: settings.xDomain, automatic: settings.xAutomatic)
        yDomain = Self.domain(of: yValues, explicit: settings.yDomain, automatic: settings.yAutomatic)
    }

    /// A value, or for a date with a unit, the start and end of its unit.
    static func extent(of coordinate: MarkRecord.Coordinate, calendar: Calendar) -> [PlotValue] {
        guard case .date(let date) = coordinate.value, let unit = coordinate.unit,
            let end = calendar.date(byAdding: unit, value: 1, to: date)
        else { return [coordinate.value] }
        return [.date(date), .date(end)]
    }

    /// The domain of an axis's values: categories if any value is one, else dates, else numbers
    /// (zero included, as Swift Charts' automatic domains do); an explicit domain wins.
    static func domain(of values: [PlotValue], explicit: ChartSettings.Domain?, automatic: AutomaticScaleDomain? = nil) -> AxisDomain {
        var domain = inferredDomain(of: values, explicit: explicit, automatic: automatic)
        // A reversed category domain lists its categories backwards.
        if automatic?.reversed == true, case .categories(let names) = domain { domain = .categories(names.reversed()) }
        return domain
    }

    static func inferredDomain(of values: [PlotValue], explicit: ChartSettings.Domain?, automatic: AutomaticScaleDomain?) -> AxisDomain {
        var values = values
        if let modify = automatic?.modify, !values.isEmpty {
            // The closure sees the inferred domain: the categories in order, or the two ends.
            if values.contains(where: { if case .category = $0 { true } else { false } }) {
                values = modify(groupValues(values))
            } else {
                let numbers = values.compactMap(\.number)
                let isDate = values.contains(where: { if case .date = $0 { true } else { false } })
                let ends: [PlotValue] = [numbers.min()!, numbers.max()!].map {
                    isDate ? .date(Date(timeIntervalSinceReferenceDate: $0)) : .number($0)
                }
                values = modify(ends)
            }
        }
        switch explicit {
        case .categories(let names): return .categories(names)
        case .numbers(let range):
            if values.contains(where: { if case .date = $0 { true } else { false } }) { return .dates(range) }
            return .numbers(range, explicit: true)
        case nil: break
        }
        guard !values.isEmpty else { return .none }
        if values.contains(where: { if case .category = $0 { true } else { false } }) {
            return .categories(groupValues(values).map(\.label))
        }
        let numbers = values.compactMap(\.number)
        let lower = numbers.min()!
        let upper = numbers.max()!
        if values.contains(where: { if case .date = $0 { true } else { false } }) { return .dates(lower...upper) }
        if automatic?.includesZero == false { return .numbers(lower...upper, explicit: false) }
        return .numbers(min(0, lower)...max(0, upper), explicit: false)
    }
}

extension PlotValue {
    /// The value as a label: the category's name, the number, or the date.
    var label: String {
        switch self {
        case .category(let name): name
        case .number(let number): number.rounded() == number ? NiceNumbers.format(number, decimals: 0) : "\(number)"
        case .date(let date): date.formatted(date: .abbreviated, time: .omitted)
        }
    }
}
