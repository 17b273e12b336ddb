import Foundation
import NapkinUI

/// Where a chart's plot, axes and labels go in a given size.
@MainActor
struct ChartGeometry {
    /// One value an axis marks: where it is and what is drawn for it.
    struct AxisItem {
        var value: PlotValue
        /// The value's place along its axis, in the chart's coordinates.
        var position: CGFloat = 0
        var label: String?
        var labelView: AnyView?
        var labelElement: AxisMarkElement?
        var grid: AxisMarkElement?
        var tick: AxisMarkElement?

        var hasLabel: Bool { label != nil || labelView != nil }
    }

    /// The height of a caption2 label line.
    static let labelHeight: CGFloat = 13
    /// The space between the plot (or its ticks) and the labels.
    static let labelGap: CGFloat = 6
    /// An axis title's line.
    static let titleHeight: CGFloat = 16

    let size: CGSize
    var plot: CGRect
    var xScale: AxisScale?
    var yScale: AxisScale?
    var xItems: [AxisItem] = []
    var yItems: [AxisItem] = []
    /// The y labels sit on the leading side (else trailing, as iOS's default).
    var yLabelsLeading = false
    /// The x labels sit above the plot (else below).
    var xLabelsOnTop = false
    var xLabelsLeadingAtTick = false
    /// The x axis shows categories (their labels already sit in their bands' middles).
    var xIsCategories = false
    var yGutter: CGFloat = 0
    /// A number or date axis run backwards (`.automatic(reversed: true)`): x from the trailing
    /// edge, y from the top.
    var xReversed = false
    var yReversed = false

    init(plan: ChartPlan, size: CGSize, calendar: Calendar = ChartPlan.defaultCalendar) {
        self.size = size
        plot = CGRect(origin: .zero, size: size)
        guard !plan.isPie else { return }
        xIsCategories = plan.xDomain.isCategories
        let settings = plan.settings
        xReversed = settings.xAutomatic?.reversed == true && !plan.xDomain.isCategories
        yReversed = settings.yAutomatic?.reversed == true && !plan.yDomain.isCategories
        let xVisible = settings.xAxis.visibility != .hidden && plan.xDomain != .none
        let yVisible = settings.yAxis.visibility != .hidden && plan.yDomain != .none
        let xMarks = settings.xAxis.marks ?? [AxisMarks()]
        let yMarks = settings.yAxis.marks ?? [AxisMarks()]
        // Whether each axis has labels: its marks' content asked for the axis's own values (the
        // x axis's at the chart's full width; only their number depends on it).
        let xHasLabels =
            xVisible
            && Self.axis(plan.xDomain, unit: plan.xUnit, marks: xMarks, length: size.width, calendar: calendar).1.contains(
                where: \.hasLabel)
        let yHasLabels =
            yVisible
            && Self.axis(plan.yDomain, unit: plan.yUnit, marks: yMarks, length: size.height, calendar: calendar).1.contains(
                where: \.hasLabel)
        xLabelsOnTop = xMarks.first?.position == .top
        yLabelsLeading = yMarks.first?.position == .leading

        var top: CGFloat = settings.yAxis.title == nil ? 0 : Self.titleHeight
        var bottom: CGFloat = xHasLabels ? Self.labelGap + Self.labelHeight : 0
        if settings.xAxis.title != nil { bottom += Self.titleHeight }
        if xLabelsOnTop {
            top += bottom - (settings.xAxis.title == nil ? 0 : Self.titleHeight)
            bottom = settings.xAxis.title == nil ? 0 : Self.titleHeight
        }
        // The top label is centred on the top grid line, as on iOS: half a line of room above.
        // (Categories' labels sit in their bands' middles and need none.)
        if yHasLabels && top == 0 && !xLabelsOnTop && !plan.yDomain.isCategories { top = Self.labelHeight / 2 }
        // The y axis first: its labels' width narrows the plot.
        let estimatedHeight = max(1, size.height - top - bottom)
        let (yScale, yItems) = Self.axis(
            plan.yDomain, unit: plan.yUnit, marks: yVisible ? yMarks : [], length: estimatedHeight, calendar: calendar)
        self.yScale = yScale
        if yHasLabels {
            let widest = yItems.compactMap { $0.label.map(Self.estimatedWidth) ?? ($0.labelView == nil ? nil : 24) }.max() ?? 0
            yGutter = widest > 0 ? ceil(widest) + Self.labelGap : 0
        }
        let plotWidth = max(1, size.width - yGutter)
        let (xScale, xItems) = Self.axis(
            plan.xDomain, unit: plan.xUnit, marks: xVisible ? xMarks : [], length: plotWidth, calendar: calendar)
        self.xScale = xScale
        xLabelsLeadingAtTick = plan.xDomain.isDates
        plot = CGRect(x: yLabelsLeading ? yGutter : 0, y: top, width: plotWidth, height: estimatedHeight)
        self.xItems = xItems.compactMap { item in
            var item = item
            guard let position = x(item.value) else { return nil }
            item.position = position
            return item
        }
        self.yItems = yItems.compactMap { item in
            var item = item
            guard let position = y(item.value) else { return nil }
            item.position = position
            return item
        }
        thinXLabels()
    }

    /// A label's width, estimated from its length at caption2's size (Inter's digits are about
    /// 0.6 em wide): the y gutter is sized before any text is laid out.
    static func estimatedWidth(_ label: String) -> CGFloat {
        CGFloat(label.count) * 11 * 0.6
    }

    /// Drops every other x label (and again) while the labels would overlap.
    mutating func thinXLabels() {
        let labelled = xItems.indices.filter { xItems[$0].label != nil }
        guard labelled.count > 2 else { return }
        let widest = labelled.map { Self.estimatedWidth(xItems[$0].label!) }.max() ?? 0
        var keepEvery = 1
        while keepEvery < labelled.count {
            let spacing = (xItems[labelled[keepEvery]].position - xItems[labelled[0]].position)
            if spacing >= widest + 6 { break }
            keepEvery += 1
        }
        guard keepEvery > 1 else { return }
        for (order, index) in labelled.enumerated() where order % keepEvery != 0 {
            xItems[index].label = nil
        }
    }

    /// The x coordinate of `value` in the plot.
    func x(_ value: PlotValue) -> CGFloat? {
        guard let scale = xScale, let position = scale.position(value, length: Double(plot.width)) else { return nil }
        return xReversed ? plot.maxX - CGFloat(position) : plot.minX + CGFloat(position)
    }

    /// The y coordinate of `value` in the plot (numbers grow upwards, categories run down).
    func y(_ value: PlotValue) -> CGFloat? {
        guard let scale = yScale, let position = scale.position(value, length: Double(plot.height)) else { return nil }
        return scale.isBand || yReversed ? plot.minY + CGFloat(position) : plot.maxY - CGFloat(position)
    }

    /// The automatic number of ticks for an axis `length` points long (one per 40 points, 2…5).
    static func desiredTickCount(length: CGFloat) -> Int {
        min(5, max(2, Int(length / 40)))
    }

    /// An axis's scale and the values its marks mark, with their labels and elements.
    static func axis(_ domain: ChartPlan.AxisDomain, unit: Calendar.Component?, marks: [AxisMarks], length: CGFloat, calendar: Calendar)
        -> (AxisScale?, [AxisItem])
    {
        let automaticCount: Int = {
            if case .automatic(let count?) = marks.first?.values.kind { return count }
            return desiredTickCount(length: length)
        }()
        switch domain {
        case .none:
            return (nil, [])
        case .categories(let names):
            let scale = AxisScale.band(categories: names)
            let items = marks.flatMap { set in
                let values: [PlotValue] =
                    if case .values(let given) = set.values.kind { given } else { names.map(PlotValue.category) }
                return axisItems(set, values: values, defaults: [.label], label: { $0.label })
            }
            return (scale, items)
        case .numbers(let range, let explicit):
            let nice =
                explicit
                ? (range, NiceNumbers.ticks(in: range, desiredCount: automaticCount))
                : NiceNumbers.ticks(lower: range.lowerBound, upper: range.upperBound, desiredCount: automaticCount)
            let scale = AxisScale.linear(domain: nice.0, isDate: false)
            let items = marks.flatMap { set in
                let values: [Double] =
                    switch set.values.kind {
                    case .automatic(let count?) where count != automaticCount: NiceNumbers.ticks(in: nice.0, desiredCount: count)
                    case .automatic: nice.1
                    case .numberStride(let step): NiceNumbers.ticks(in: nice.0, step: step)
                    case .dateStride: []
                    case .values(let given): given.compactMap(\.number)
                    }
                let step = zip(values, values.dropFirst()).map { abs($1 - $0) }.min() ?? 1
                return axisItems(set, values: values.map(PlotValue.number), defaults: [.grid, .tick, .label]) {
                    NiceNumbers.label($0.number ?? 0, step: step)
                }
            }
            return (scale, items)
        case .dates(let range):
            let scale = AxisScale.linear(domain: range, isDate: true)
            let dates = Date(timeIntervalSinceReferenceDate: range.lowerBound)...Date(timeIntervalSinceReferenceDate: range.upperBound)
            let items = marks.flatMap { set in
                var (tickUnit, count) = DateTicks.unit(for: dates, desiredCount: automaticCount)
                let values: [PlotValue]
                switch set.values.kind {
                case .dateStride(let component, let stride):
                    (tickUnit, count) = (component, stride)
                    values = DateTicks.ticks(in: dates, unit: tickUnit, count: count, calendar: calendar).map(PlotValue.date)
                case .values(let given): values = given
                default: values = DateTicks.ticks(in: dates, unit: tickUnit, count: count, calendar: calendar).map(PlotValue.date)
                }
                let labelUnit = tickUnit
                return axisItems(set, values: values, defaults: [.grid, .tick, .label]) { value in
                    guard case .date(let date) = value else { return value.label }
                    return DateTicks.label(date, unit: labelUnit, calendar: calendar)
                }
            }
            _ = unit
            return (scale, items)
        }
    }

    enum DefaultElement { case grid, tick, label }

    /// Where an x label goes along the axis.
    enum XLabelPlacement: Equatable {
        /// At its value (centred on it, or after its tick on a date axis).
        case atValue
        /// Centred at this x, in the middle of the interval its value starts.
        case centred(CGFloat)
        /// Not drawn.
        case hidden
    }

    /// Where the x label of `xItems[index]` goes: a label made with `AxisValueLabel(centered: true)` on a number
    /// or date axis sits in the middle between its value and the next marked value (the last value's interval as
    /// wide as the one before); when that middle lies past the plot's trailing edge (the interval after the
    /// domain's end) the label is not drawn, as on iOS, whose weekday labels under a week of days number seven.
    func xLabelPlacement(at index: Int) -> XLabelPlacement {
        let item = xItems[index]
        guard item.labelElement?.centered == true, !xIsCategories, xItems.count > 1 else { return .atValue }
        let next = index + 1 < xItems.count ? xItems[index + 1].position : nil
        let width = next.map { $0 - item.position } ?? (item.position - xItems[index - 1].position)
        let middle = item.position + width / 2
        return middle > plot.maxX + 0.5 || middle < plot.minX - 0.5 ? .hidden : .centred(middle)
    }

    /// The items of one `AxisMarks` at `values`: its content's elements, or the defaults.
    static func axisItems(_ set: AxisMarks, values: [PlotValue], defaults: [DefaultElement], label: (PlotValue) -> String) -> [AxisItem] {
        values.enumerated().map { index, value in
            var item = AxisItem(value: value)
            let elements: [AxisMarkElement] =
                if let content = set.content { content(AxisValue(value: value, index: index, count: values.count)) } else {
                    defaults.map { element in
                        switch element {
                        case .grid: AxisGridLine(stroke: set.stroke).axisMarkElement
                        case .tick: AxisTick(stroke: set.stroke).axisMarkElement
                        case .label:
                            AxisMarkElement(kind: .label(format: set.format ?? { _ in nil }, content: nil, anchor: nil))
                        }
                    }
                }
            for element in elements {
                switch element.kind {
                case .gridLine: item.grid = element
                case .tick: item.tick = element
                case .label(let format, let content, _):
                    item.labelElement = element
                    if let content {
                        item.labelView = content(AxisValue(value: value, index: index, count: values.count))
                    } else {
                        item.label = format(value) ?? label(value)
                    }
                }
            }
            return item
        }
    }
}

extension ChartPlan.AxisDomain {
    var isCategories: Bool {
        if case .categories = self { return true }
        return false
    }

    var isDates: Bool {
        if case .dates = self { return true }
        return false
    }
}
