import Foundation
import NapkinUI
import Testing

@testable import Charts

/// A day's sales of one product.
private struct Sale: Identifiable {
    let day: String
    let product: String
    let units: Double
    var id: String { day + product }
}

/// A pet kind plotted by its raw value.
private enum Pet: String, Plottable {
    case cat, dog
}

/// Three bars whose content is its own type, as an app's charts split their marks.
private struct WeekBars: ChartContent {
    var body: some ChartContent {
        BarMark(x: .value("Day", "Mon"), y: .value("Units", 3))
        BarMark(x: .value("Day", "Tue"), y: .value("Units", 4))
    }
}

@MainActor
@Suite("Charts stand-in: scales, ticks, stacking, legend")
struct ChartsTests {
    @Test("Nice ticks: 0…37 is 0, 10, 20, 30, 40; the domain widens to whole steps")
    func niceTicks() {
        let ticks = NiceNumbers.ticks(lower: 0, upper: 37, desiredCount: 5)
        #expect(ticks.ticks == [0, 10, 20, 30, 40])
        #expect(ticks.domain == 0...40)
        #expect(NiceNumbers.ticks(lower: 0, upper: 4_500, desiredCount: 5).ticks == [0, 1_000, 2_000, 3_000, 4_000, 5_000])
        #expect(NiceNumbers.ticks(lower: -12, upper: 48, desiredCount: 5).ticks == [-20, -10, 0, 10, 20, 30, 40, 50])
        #expect(NiceNumbers.ticks(lower: 0, upper: 1, desiredCount: 5).ticks == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(NiceNumbers.ticks(lower: 0, upper: 100, desiredCount: 2).ticks == [0, 50, 100])
        // One value: the domain runs from zero to it.
        #expect(NiceNumbers.ticks(lower: 7, upper: 7, desiredCount: 5).domain == 0...7)
        // An explicit domain keeps its bounds; the ticks are the steps inside it.
        #expect(NiceNumbers.ticks(in: 5...95, desiredCount: 5) == [20, 40, 60, 80])
    }

    @Test("Tick labels: grouped thousands, the decimals the step needs, a minus sign")
    func tickLabels() {
        #expect(NiceNumbers.label(12_500, step: 2_500) == "12,500")
        #expect(NiceNumbers.label(1_000_000, step: 500_000) == "1,000,000")
        #expect(NiceNumbers.label(0.25, step: 0.05) == "0.25")
        #expect(NiceNumbers.label(0.4, step: 0.2) == "0.4")
        #expect(NiceNumbers.label(-1_500, step: 500) == "-1,500")
        #expect(NiceNumbers.label(0, step: 10) == "0")
    }

    @Test("A band scale puts categories at the middles of equal bands, in order")
    func bandScale() {
        let scale = AxisScale.band(categories: ["A", "B", "C", "D"])
        #expect(scale.position(.category("A"), length: 400) == 50)
        #expect(scale.position(.category("D"), length: 400) == 350)
        #expect(scale.position(.category("E"), length: 400) == nil)
        #expect(scale.bandwidth(length: 400) == 100)
        let linear = AxisScale.linear(domain: 0...40, isDate: false)
        #expect(linear.position(.number(10), length: 200) == 50)
    }

    @Test("Bars sharing a category stack in the order written; negative values stack downwards")
    func stacking() {
        let marks = ChartContentBuilder.buildBlock(
            BarMark(x: .value("Day", "Mon"), y: .value("Units", 3)),
            BarMark(x: .value("Day", "Mon"), y: .value("Units", 5)),
            BarMark(x: .value("Day", "Tue"), y: .value("Units", 4)),
            BarMark(x: .value("Day", "Mon"), y: .value("Units", -2))
        ).marks()
        let plan = ChartPlan(marks: marks, settings: ChartSettings())
        #expect(plan.marks.map(\.low) == [0, 3, 0, -2])
        #expect(plan.marks.map(\.high) == [3, 8, 4, 0])
        #expect(plan.yDomain == .numbers(-2...8, explicit: false))
        #expect(plan.xDomain == .categories(["Mon", "Tue"]))
        #expect(plan.marks.allSatisfy { !$0.isHorizontal })
    }

    @Test("Normalized stacks reach 1; unstacked bars start at zero; position(by:) puts bars side by side")
    func stackingMethods() {
        let normalized = ChartPlan(
            marks: ChartContentBuilder.buildBlock(
                BarMark(x: .value("Day", "Mon"), y: .value("Units", 1), stacking: .normalized),
                BarMark(x: .value("Day", "Mon"), y: .value("Units", 3), stacking: .normalized)
            ).marks(), settings: ChartSettings())
        #expect(normalized.marks.map(\.high) == [0.25, 1])
        let unstacked = ChartPlan(
            marks: ChartContentBuilder.buildBlock(
                AreaMark(x: .value("Day", "Mon"), y: .value("Units", 1), stacking: .unstacked),
                AreaMark(x: .value("Day", "Mon"), y: .value("Units", 3), stacking: .unstacked)
            ).marks(), settings: ChartSettings())
        #expect(unstacked.marks.map(\.low) == [0, 0])
        let grouped = ChartPlan(
            marks: ChartContentBuilder.buildBlock(
                BarMark(x: .value("Day", "Mon"), y: .value("Units", 1)).position(by: .value("Shop", "North")),
                BarMark(x: .value("Day", "Mon"), y: .value("Units", 3)).position(by: .value("Shop", "South"))
            ).marks(), settings: ChartSettings())
        #expect(grouped.marks.map(\.high) == [1, 3])
        #expect(grouped.marks.map { $0.slot?.index } == [0, 1])
    }

    @Test("A bar with a number on x and a category on y is horizontal, its length along x")
    func horizontalBars() {
        let plan = ChartPlan(
            marks: ChartContentBuilder.buildBlock(
                BarMark(x: .value("Units", 5), y: .value("Product", "Tea")),
                BarMark(x: .value("Units", 2), y: .value("Product", "Tea"))
            ).marks(), settings: ChartSettings())
        #expect(plan.marks.allSatisfy { $0.isHorizontal })
        #expect(plan.marks.map(\.high) == [5, 7])
        #expect(plan.xDomain == .numbers(0...7, explicit: false))
        #expect(plan.yDomain == .categories(["Tea"]))
    }

    @Test("The legend lists foregroundStyle(by:) values in order of appearance with the palette's colours in iOS's order")
    func legendOrder() {
        let sales = [
            Sale(day: "Mon", product: "Tea", units: 3), Sale(day: "Mon", product: "Coffee", units: 5),
            Sale(day: "Tue", product: "Tea", units: 4), Sale(day: "Tue", product: "Cocoa", units: 1),
        ]
        let content = ForEach(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Units", sale.units)).foregroundStyle(by: .value("Product", sale.product))
        }
        let plan = ChartPlan(marks: content.marks(), settings: ChartSettings())
        #expect(plan.legend.map(\.label) == ["Tea", "Coffee", "Cocoa"])
        #expect(Array(ChartPlan.palette.prefix(7)) == [.blue, .green, .orange, .purple, .red, .cyan, .yellow])
        #expect(plan.legend.map(\.paletteColor) == [.blue, .green, .orange])

        var settings = ChartSettings()
        settings.styleScale = [(.category("Cocoa"), AnyShapeStyle(Color.brown)), (.category("Tea"), AnyShapeStyle(Color.mint))]
        let scaled = ChartPlan(marks: content.marks(), settings: settings)
        #expect(scaled.legend.map(\.label) == ["Cocoa", "Tea", "Coffee"])
        #expect(scaled.legend.map(\.paletteColor) == [nil, nil, .blue])
    }

    @Test("Lines join the marks of one series: one per foregroundStyle(by:) value, or per series:")
    func lineSeries() {
        let marks = ChartContentBuilder.buildBlock(
            LineMark(x: .value("Day", "Mon"), y: .value("Units", 1)).foregroundStyle(by: .value("Shop", "North")),
            LineMark(x: .value("Day", "Mon"), y: .value("Units", 2)).foregroundStyle(by: .value("Shop", "South")),
            LineMark(x: .value("Day", "Tue"), y: .value("Units", 3)).foregroundStyle(by: .value("Shop", "North")),
            LineMark(x: .value("Day", "Tue"), y: .value("Units", 3), series: .value("Plan", "P")),
            LineMark(x: .value("Day", "Wed"), y: .value("Units", 3), series: .value("Plan", "P"))
        ).marks()
        let plan = ChartPlan(marks: marks, settings: ChartSettings())
        #expect(plan.marks.map(\.series) == [0, 1, 0, 2, 2])
    }

    @Test("The builder takes if/else, optionals, for loops and content types of your own")
    func builder() {
        let showTarget = true
        let extra: Double? = nil
        let chart = Chart {
            WeekBars()
            if showTarget {
                RuleMark(y: .value("Target", 5))
            } else {
                PointMark(x: .value("Day", "Mon"), y: .value("Units", 1))
            }
            if let extra { RuleMark(y: .value("Extra", extra)) }
            for units in [1, 2] { PointMark(x: .value("Day", "Wed"), y: .value("Units", units)) }
        }
        let kinds: [MarkRecord.Kind] = chart.content.marks().map { $0.kind }
        #expect(kinds == [.bar, .bar, .rule, .point, .point])
    }

    @Test("Plottable: numbers, strings, dates, and an enum by its raw value; AxisValue converts back")
    func plottable() {
        #expect(PlottableValue.value("Pet", Pet.dog).plotValue == .category("dog"))
        #expect(PlottableValue.value("N", Float(2.5)).plotValue == .number(2.5))
        #expect(PlottableValue.value("N", CGFloat(3)).plotValue == .number(3))
        #expect(PlottableValue.value("N", 4).label == "N")
        let day = Date(timeIntervalSinceReferenceDate: 86_400 * 10 + 3_600 * 5)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let value = PlottableValue.value("Day", day, unit: .day, calendar: calendar)
        #expect(value.plotValue == .date(Date(timeIntervalSinceReferenceDate: 86_400 * 10)))
        #expect(AxisValue(value: .number(20), index: 0, count: 1).as(Double.self) == 20)
        #expect(AxisValue(value: .number(20), index: 0, count: 1).as(Int.self) == 20)
        #expect(AxisValue(value: .category("cat"), index: 0, count: 1).as(Pet.self) == .cat)
        #expect(AxisValue(value: .category("cat"), index: 0, count: 1).as(Double.self) == nil)
    }

    @Test("A date with a unit and no calendar starts its unit in the chart's calendar (UTC unless the environment says)")
    func unitStartInChartCalendar() {
        let noon = Date(timeIntervalSinceReferenceDate: 86_400 * 10 + 3_600 * 12)
        let marks = ChartContentBuilder.buildBlock(BarMark(x: .value("Day", noon, unit: .day), y: .value("Steps", 1))).marks()
        #expect(
            ChartPlan(marks: marks, settings: ChartSettings()).marks[0].record.x?.value
                == .date(Date(timeIntervalSinceReferenceDate: 86_400 * 10)))
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let inTokyo = ChartPlan(marks: marks, settings: ChartSettings(), calendar: tokyo)
        // Midnight in Tokyo, 15:00 the day before in UTC.
        #expect(inTokyo.marks[0].record.x?.value == .date(Date(timeIntervalSinceReferenceDate: 86_400 * 9 + 3_600 * 15)))
    }

    @Test("Date axes: a tick at the start of each month, labelled with the month's short name")
    func dateTicks() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!
        let end = calendar.date(from: DateComponents(year: 2024, month: 6, day: 1))!
        let (unit, count) = DateTicks.unit(for: start...end, desiredCount: 5)
        #expect(unit == .month && count == 1)
        let ticks = DateTicks.ticks(in: start...end, unit: unit, count: count, calendar: calendar)
        #expect(ticks.map { DateTicks.label($0, unit: unit, calendar: calendar) } == ["Jan", "Feb", "Mar", "Apr", "May", "Jun"])
    }

    @Test("Layout: the y labels on the trailing edge, the x labels below, the zero line at the plot's bottom")
    func geometry() {
        let marks = ChartContentBuilder.buildBlock(
            BarMark(x: .value("Day", "Mon"), y: .value("Units", 37)),
            BarMark(x: .value("Day", "Tue"), y: .value("Units", 12))
        ).marks()
        let plan = ChartPlan(marks: marks, settings: ChartSettings())
        let geometry = ChartGeometry(plan: plan, size: CGSize(width: 300, height: 219))
        #expect(geometry.yItems.map(\.label) == ["0", "10", "20", "30", "40"])
        #expect(geometry.plot.minX == 0 && geometry.plot.maxX == 300 - geometry.yGutter && geometry.yGutter > 10)
        #expect(geometry.plot.maxY == 219 - ChartGeometry.labelGap - ChartGeometry.labelHeight)
        #expect(geometry.yItems.first?.position == geometry.plot.maxY)
        #expect(geometry.yItems.last?.position == geometry.plot.minY)
        #expect(geometry.xItems.map(\.label) == ["Mon", "Tue"])
        #expect(geometry.xItems.allSatisfy { $0.grid == nil })  // categories: labels only
        let renderer = ChartRenderer(plan: plan, geometry: geometry)
        let bar = renderer.rect(of: plan.marks[0])!
        let band = geometry.plot.width / 2
        #expect(abs(bar.width - band * 0.75) < 0.001 && abs(bar.midX - band / 2) < 0.001)
        #expect(abs(bar.maxY - geometry.plot.maxY) < 0.001 && abs(bar.height - geometry.plot.height * 37 / 40) < 0.001)

        var hidden = ChartSettings()
        hidden.xAxis.visibility = .hidden
        hidden.yAxis.visibility = .hidden
        let bare = ChartGeometry(plan: ChartPlan(marks: marks, settings: hidden), size: CGSize(width: 300, height: 200))
        #expect(bare.plot == CGRect(x: 0, y: 0, width: 300, height: 200) && bare.yItems.isEmpty)
    }

    @Test("Sectors: the first starts at 12 o'clock, each sweeps its share clockwise; ratio radii make a donut")
    func sectors() {
        let marks = ChartContentBuilder.buildBlock(
            SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5)),
            SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.5), outerRadius: .inset(10))
        ).marks()
        let plan = ChartPlan(marks: marks, settings: ChartSettings())
        #expect(plan.isPie)
        let geometry = ChartGeometry(plan: plan, size: CGSize(width: 200, height: 100))
        let sectors = ChartRenderer(plan: plan, geometry: geometry).sectors()
        #expect(abs(sectors[0].start + .pi / 2) < 1e-9 && abs(sectors[0].end - 0) < 1e-9)
        #expect(abs(sectors[1].end - 3 * .pi / 2) < 1e-9)
        #expect(sectors[0].outer == 50 && sectors[0].inner == 25 && sectors[1].outer == 40)
        #expect(sectors[0].center == CGPoint(x: 100, y: 50))
    }

    @Test("Monotone interpolation never overshoots: a flat tangent at a peak")
    func monotone() {
        let tangents = Interpolation.monotoneTangents([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 10), CGPoint(x: 2, y: 0)])
        #expect(tangents[1] == 0)
        #expect(tangents[0] == 10 && tangents[2] == -10)
    }

    @Test("Steps turn at the start, the middle or the end of each interval; Catmull–Rom passes through every point")
    func interpolationPieces() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 20, y: 0)]
        typealias Piece = Interpolation.Piece
        #expect(Interpolation.pieces(through: points, method: .linear) == [Piece.line(points[1]), .line(points[2])])
        #expect(
            Interpolation.pieces(through: points, method: .stepStart).prefix(2) == [Piece.line(CGPoint(x: 0, y: 20)), .line(points[1])])
        #expect(Interpolation.pieces(through: points, method: .stepEnd).prefix(2) == [Piece.line(CGPoint(x: 10, y: 0)), .line(points[1])])
        #expect(
            Interpolation.pieces(through: points, method: .stepCenter).prefix(3) == [
                Piece.line(CGPoint(x: 5, y: 0)), .line(CGPoint(x: 5, y: 20)), .line(points[1]),
            ])
        let curve = Interpolation.pieces(through: points, method: .catmullRom)
        #expect(curve.count == 2)
        if case .curve(let end, let control1, _) = curve[0] {
            #expect(end == points[1])
            #expect(control1 == CGPoint(x: 10.0 / 6, y: 20.0 / 6))  // along the line to the next point, a sixth of the way
        }
    }

    @Test("Rectangles span their ranges; rules cross the plot or their span; centred stacks straddle zero")
    func rectanglesRulesAndCentredStacks() {
        let marks = ChartContentBuilder.buildBlock(
            RectangleMark(xStart: .value("X", 0), xEnd: .value("X", 5), yStart: .value("Y", 0), yEnd: .value("Y", 10)),
            RuleMark(y: .value("Y", 5)),
            RuleMark(x: .value("X", 5), yStart: .value("Y", 0), yEnd: .value("Y", 5)),
            PointMark(x: .value("X", 10))
        ).marks()
        var settings = ChartSettings()
        settings.xAxis.visibility = .hidden
        settings.yAxis.visibility = .hidden
        let plan = ChartPlan(marks: marks, settings: settings)
        let geometry = ChartGeometry(plan: plan, size: CGSize(width: 100, height: 100))
        let renderer = ChartRenderer(plan: plan, geometry: geometry)
        // x: 0…10, y: 0…10 on 100 × 100 points.
        #expect(renderer.rect(of: plan.marks[0]) == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(renderer.ruleLine(plan.marks[1]).map { [$0.0, $0.1] } == [CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)])
        #expect(renderer.ruleLine(plan.marks[2]).map { [$0.0, $0.1] } == [CGPoint(x: 50, y: 100), CGPoint(x: 50, y: 50)])
        #expect(renderer.rect(of: plan.marks[3])?.midY == 50)  // no y: the middle of the plot

        let centred = ChartPlan(
            marks: ChartContentBuilder.buildBlock(
                AreaMark(x: .value("Day", "Mon"), y: .value("Units", 1), stacking: .center),
                AreaMark(x: .value("Day", "Mon"), y: .value("Units", 3), stacking: .center)
            ).marks(), settings: ChartSettings())
        #expect(centred.marks.map(\.low) == [-2, -1])
        #expect(centred.marks.map(\.high) == [-1, 2])
    }

    @Test("Bar widths: three quarters of the band by default, or fixed, inset or a ratio of the band; symbol sizes by area")
    func dimensions() {
        func width(_ dimension: MarkDimension) -> CGFloat? {
            let marks = ChartContentBuilder.buildBlock(
                BarMark(x: .value("Day", "Mon"), y: .value("Units", 1), width: dimension),
                BarMark(x: .value("Day", "Tue"), y: .value("Units", 1), width: dimension)
            ).marks()
            var settings = ChartSettings()
            settings.yAxis.visibility = .hidden
            let plan = ChartPlan(marks: marks, settings: settings)
            let geometry = ChartGeometry(plan: plan, size: CGSize(width: 200, height: 100))
            return ChartRenderer(plan: plan, geometry: geometry).rect(of: plan.marks[0])?.width
        }
        #expect(width(.automatic) == 75)
        #expect(width(12) == 12)
        #expect(width(.inset(15)) == 60)
        #expect(width(.ratio(0.5)) == 50)
        let point = PointMark(x: .value("X", 1), y: .value("Y", 1)).symbolSize(100).marks()[0]
        #expect(abs((point.symbolSize?.width ?? 0) - (400 / Double.pi).squareRoot()) < 1e-9)  // a circle of 100 square points
    }

    @Test("Modifiers reach every mark of the content they are applied to")
    func modifiers() {
        let content = ForEach(0..<3) { index in
            PointMark(x: .value("X", index), y: .value("Y", index))
        }
        .symbol(.diamond)
        .symbolSize(CGSize(width: 12, height: 12))
        .opacity(0.5)
        .interpolationMethod(.monotone)
        let marks = content.marks()
        #expect(marks.count == 3)
        #expect(marks.allSatisfy { $0.symbol == .diamond && $0.symbolSize == CGSize(width: 12, height: 12) && $0.opacity == 0.5 })
        #expect(marks.allSatisfy { $0.interpolation == .monotone })
    }

    @Test("A ForEach of ForEach in a chart type-checks as written and gives every inner mark, in order")
    func nestedForEach() {
        let content = NestedSeries.content(NestedSeries.sample)
        let marks = content.marks()
        #expect(marks.count == 6)
        let plan = ChartPlan(marks: marks, settings: ChartSettings())
        #expect(plan.legend.map(\.label) == ["Water", "Steps"])
        // The same written inside `Chart { }`, as apps do, draws a line per series.
        let chart = Chart { NestedSeries.content(NestedSeries.sample) }
        #expect(texts(chart).contains("Water") && texts(chart).contains("Steps"))
    }
}

/// Two series of three samples, as an app keeps its data lines.
private struct NestedSeries: Identifiable {
    struct Sample: Identifiable {
        let id: Int
        let value: Double
    }

    let id: String
    let samples: [Sample]

    static let sample = [
        NestedSeries(id: "Water", samples: (0..<3).map { Sample(id: $0, value: Double($0) + 1) }),
        NestedSeries(id: "Steps", samples: (0..<3).map { Sample(id: $0, value: Double($0) * 2) }),
    ]

    @MainActor @ChartContentBuilder static func content(_ lines: [NestedSeries]) -> some ChartContent {
        ForEach(lines) { line in
            ForEach(line.samples) { sample in
                LineMark(x: .value("Day", sample.id), y: .value("Value", sample.value))
                    .foregroundStyle(by: .value("Series", line.id))
            }
        }
    }
}

/// The texts a window shows, in layout order (quoted in its layout description).
@MainActor
private func texts<V: View>(_ view: V) -> [String] {
    let window = Window(device: .iPhoneSE)
    window.rootViewController = HostingController(rootView: view.frame(height: 240))
    _ = window.render()
    return window.layoutDescription().split(separator: "\n").compactMap { line in
        guard line.contains("Text ("), let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else {
            return nil
        }
        return String(line[line.index(after: start)..<end])
    }
}

/// Two products' bars on two days.
private struct TwoProducts: View {
    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Units", 37)).foregroundStyle(by: .value("Product", "Tea"))
            BarMark(x: .value("Day", "Tue"), y: .value("Units", 12)).foregroundStyle(by: .value("Product", "Cocoa"))
        }
    }
}

@MainActor
@Suite("Charts stand-in: view modifiers")
struct ChartsModifierTests {
    @Test("By default: the y labels, the x labels, then the legend")
    func defaults() {
        #expect(texts(TwoProducts()) == ["0", "10", "20", "30", "40", "Mon", "Tue", "Tea", "Cocoa"])
    }

    @Test("chartXAxis(.hidden), chartYAxis(.hidden) and chartLegend(.hidden) remove what they name")
    func hidden() {
        #expect(texts(TwoProducts().chartYAxis(.hidden)) == ["Mon", "Tue", "Tea", "Cocoa"])
        #expect(texts(TwoProducts().chartXAxis(.hidden).chartLegend(.hidden)) == ["0", "10", "20", "30", "40"])
    }

    @Test("chartLegend(position:spacing:content:) draws the app's legend in place of the marks' one, even with no styled marks")
    func customLegend() {
        let custom = TwoProducts().chartYAxis(.hidden)
            .chartLegend(position: .bottom, spacing: 8) {
                HStack(spacing: 6) {
                    Circle().fill(.orange).frame(width: 10, height: 10)
                    Text("Sold")
                }
            }
        #expect(texts(custom) == ["Mon", "Tue", "Sold"])
        let top = TwoProducts().chartYAxis(.hidden).chartLegend(position: .top) { Text("Units a day") }
        #expect(texts(top) == ["Units a day", "Mon", "Tue"])
        let unstyled = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Units", 3)) }.chartYAxis(.hidden)
        #expect(texts(unstyled) == ["Mon"])
        #expect(texts(unstyled.chartLegend(position: .bottom) { Text("Units") }) == ["Mon", "Units"])
    }

    @Test("AxisMarks(values:) marks exactly those values; a label's own format and content replace the default text")
    func axisMarks() {
        let shownDays = ["Tue"]
        let chart = TwoProducts()
            .chartYAxis {
                AxisMarks(values: [0, 25, 50]) { value in
                    AxisValueLabel { Text("\(value.as(Int.self) ?? -1) u") }
                }
            }
            .chartXAxis { AxisMarks(values: shownDays) }
            .chartLegend(position: .top)
        #expect(texts(chart) == ["Tea", "Cocoa", "0 u", "25 u", "50 u", "Tue"])
        let stride = TwoProducts().chartXAxis(.hidden).chartLegend(.hidden).chartYAxis { AxisMarks(values: .stride(by: 20)) }
        #expect(texts(stride) == ["0", "20", "40"])
        let formatted = TwoProducts().chartXAxis(.hidden).chartLegend(.hidden)
            .chartYAxis { AxisMarks(values: [0.0, 40.0]) { AxisValueLabel(format: FloatingPointFormatStyle<Double>.Percent()) } }
        #expect(texts(formatted) == ["0%", "4,000%"])
        let marksFormat = TwoProducts().chartXAxis(.hidden).chartLegend(.hidden)
            .chartYAxis { AxisMarks(format: FloatingPointFormatStyle<Double>.Percent(), values: [0.0, 0.25]) }
        #expect(texts(marksFormat) == ["0%", "25%"])
        // The content is asked about the axis's own values only (a category axis's are strings).
        let named = TwoProducts().chartYAxis(.hidden).chartLegend(.hidden)
            .chartXAxis { AxisMarks { value in AxisValueLabel { Text(value.as(String.self)!.uppercased()) } } }
        #expect(texts(named) == ["MON", "TUE"])
    }

    @Test("chartYScale(domain:) keeps the domain as given; chartXScale(domain:) orders the categories")
    func scales() {
        let chart = TwoProducts().chartYScale(domain: 0...100).chartXScale(domain: ["Tue", "Mon"]).chartLegend(.hidden)
        #expect(texts(chart) == ["0", "20", "40", "60", "80", "100", "Tue", "Mon"])
    }

    @Test("chartForegroundStyleScale orders the legend; axis titles are shown; annotations draw their views")
    func legendTitlesAnnotations() {
        let chart = TwoProducts()
            .chartForegroundStyleScale(["Cocoa": Color.brown, "Tea": Color.green])
            .chartXAxisLabel("Weekday")
            .chartYAxisLabel("Units sold")
            .chartYAxis(.hidden)
        #expect(texts(chart) == ["Mon", "Tue", "Units sold", "Weekday", "Cocoa", "Tea"])
        let annotated = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Units", 37)).annotation { Text("best") }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        #expect(texts(annotated) == ["best"])
    }
}
