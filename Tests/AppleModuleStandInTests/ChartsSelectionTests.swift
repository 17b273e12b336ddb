import Foundation
import NapkinUI
import Raster
import SnapshotTesting
import Testing

@testable import Charts

/// Everything a selection binding was given, in order, and the chart's proxy and plot frame.
@MainActor
private final class SelectionLog {
    var dates: [Date?] = []
    var ranges: [ClosedRange<Date>?] = []
    var angles: [Double?] = []
    var proxy: ChartProxy?
    /// The plot area in window points.
    var globalPlot: CGRect?

    var date: Binding<Date?> { Binding(get: { self.dates.last ?? nil }, set: { self.dates.append($0) }) }
    var range: Binding<ClosedRange<Date>?> { Binding(get: { self.ranges.last ?? nil }, set: { self.ranges.append($0) }) }
    var angle: Binding<Double?> { Binding(get: { self.angles.last ?? nil }, set: { self.angles.append($0) }) }
}

/// A week of step counts, one day a bar, as a health screen draws them.
private enum Week {
    static let start = Date(timeIntervalSinceReferenceDate: 799_977_600)  // a UTC midnight
    static let steps: [Double] = [6_200, 8_400, 7_100, 9_800, 12_300, 4_100, 11_600]
    static func day(_ index: Int) -> Date { start.addingTimeInterval(Double(index) * 86_400) }
}

/// Daily bars whose x selection is logged, with an overlay that reads the proxy.
private struct SelectableBars: View {
    let log: SelectionLog
    var selected: Date?

    var body: some View {
        Chart {
            if let selected {
                RuleMark(x: .value("Selected", selected, unit: .day))
                    .foregroundStyle(Color.red)
                    .lineStyle(StrokeStyle(lineWidth: 4))
            }
            ForEach(0..<7, id: \.self) { index in
                BarMark(x: .value("Day", Week.day(index), unit: .day), y: .value("Steps", Week.steps[index]))
                    .foregroundStyle(Color.pink)
            }
        }
        .chartXSelection(value: log.date)
        .chartXSelection(range: log.range)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let _ = note(proxy, geometry)
                Color.clear
            }
        }
        .padding(20)
    }

    private func note(_ proxy: ChartProxy, _ geometry: GeometryProxy) {
        log.proxy = proxy
        if let anchor = proxy.plotFrame {
            let global = geometry.frame(in: .global)
            log.globalPlot = geometry[anchor].offsetBy(dx: global.minX, dy: global.minY)
        }
    }
}

/// Daily bars selected through the screen's own gesture and the proxy.
private struct GestureBars: View {
    let log: SelectionLog

    var body: some View {
        Chart {
            ForEach(0..<7, id: \.self) { index in
                BarMark(x: .value("Day", Week.day(index), unit: .day), y: .value("Steps", Week.steps[index]))
            }
        }
        .chartXSelection(value: log.date)
        .chartGesture { proxy in
            DragGesture(minimumDistance: 0).onChanged { proxy.selectXValue(at: $0.location.x) }
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let _ = note(proxy, geometry)
                Color.clear
            }
        }
        .padding(20)
    }

    private func note(_ proxy: ChartProxy, _ geometry: GeometryProxy) {
        log.proxy = proxy
        if let anchor = proxy.plotFrame {
            let global = geometry.frame(in: .global)
            log.globalPlot = geometry[anchor].offsetBy(dx: global.minX, dy: global.minY)
        }
    }
}

/// A donut of three sectors whose angle selection is logged.
private struct SelectableDonut: View {
    let log: SelectionLog

    var body: some View {
        Chart {
            ForEach([10.0, 20, 30], id: \.self) { value in
                SectorMark(angle: .value("Steps", value), innerRadius: .ratio(0.6))
            }
        }
        .chartAngleSelection(value: log.angle)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let _ = note(proxy, geometry)
                Color.clear
            }
        }
        .padding(20)
    }

    private func note(_ proxy: ChartProxy, _ geometry: GeometryProxy) {
        log.proxy = proxy
        if let anchor = proxy.plotFrame {
            let global = geometry.frame(in: .global)
            log.globalPlot = geometry[anchor].offsetBy(dx: global.minX, dy: global.minY)
        }
    }
}

@MainActor
private func window<V: View>(_ view: V) -> Window {
    let window = Window(device: .iPhoneSE)
    window.rootViewController = HostingController(rootView: view.frame(height: 300))
    return window
}

@MainActor
@Suite("Charts stand-in: selection, Plot, offset, annotation overflow and scale domains")
struct ChartsSelectionTests {
    @Test("A finger on the plot writes the day under it through chartXSelection(value:), and nil when it lifts")
    func xSelectionFollowsTheFinger() throws {
        let log = SelectionLog()
        let window = window(SelectableBars(log: log))
        _ = window.render()
        let proxy = try #require(log.proxy)
        let plot = try #require(log.globalPlot)
        // Touch the middle of Thursday's bar (index 3) and slide to Saturday's (index 5).
        let thursday = try #require(proxy.position(forX: Week.day(3).addingTimeInterval(43_200)))
        let saturday = try #require(proxy.position(forX: Week.day(5).addingTimeInterval(43_200)))
        #expect(
            window.drag(from: CGPoint(x: plot.minX + thursday, y: plot.midY), by: CGSize(width: saturday - thursday, height: 0), steps: 2))
        let written = log.dates
        #expect(written.count == 3, "two moves and the lift: \(written)")
        let calendar = ChartPlan.defaultCalendar
        let first = try #require(written.first ?? nil)
        let second = try #require(written.dropFirst().first ?? nil)
        #expect(calendar.isDate(first, inSameDayAs: Week.day(4)), "halfway between Thursday and Saturday is Friday: \(first)")
        #expect(calendar.isDate(second, inSameDayAs: Week.day(5)))
        #expect(written.last == .some(nil), "the lift clears the selection")
        // The range form spans from where the finger went down to where it is.
        let range = try #require(log.ranges.dropLast().last ?? nil)
        #expect(calendar.isDate(range.lowerBound, inSameDayAs: Week.day(3)) && calendar.isDate(range.upperBound, inSameDayAs: Week.day(5)))
        #expect(log.ranges.last == .some(nil))
    }

    @Test("A finger past the plot's edge selects the edge's value; a drag outside the plot selects nothing")
    func xSelectionClampsToThePlot() throws {
        let log = SelectionLog()
        let window = window(SelectableBars(log: log))
        _ = window.render()
        let plot = try #require(log.globalPlot)
        #expect(window.drag(from: CGPoint(x: plot.maxX - 2, y: plot.midY), by: CGSize(width: 60, height: 0), steps: 1))
        let last = try #require(log.dates.first ?? nil)
        #expect(ChartPlan.defaultCalendar.isDate(last, inSameDayAs: Week.day(6)) || last == Week.day(7), "the axis's last day: \(last)")
        log.dates = []
        #expect(!window.drag(from: CGPoint(x: plot.midX, y: plot.maxY + 40), by: CGSize(width: 10, height: 0)))
        #expect(log.dates.isEmpty)
    }

    @Test("The bound value drives what the screen draws: a selected day gets its rule, at that day's x")
    func boundValueIsDrawn() throws {
        let log = SelectionLog()
        let plain = window(SelectableBars(log: log)).render()
        let selected = window(SelectableBars(log: log, selected: Week.day(2))).render()
        let proxy = try #require(log.proxy)
        let plot = try #require(log.globalPlot)
        let scale = Double(selected.width) / Double(Device.iPhoneSE.size.width)
        // The columns where the two frames differ are the rule's: around Wednesday's middle
        // (read near the plot's top, above the bars, which are drawn over the rule).
        var changed: [Int] = []
        for x in 0..<selected.width {
            let y = Int((Double(plot.minY + 4) * scale).rounded())
            if plain[x, y] != selected[x, y] { changed.append(x) }
        }
        let middle = try #require(proxy.position(forX: Week.day(2).addingTimeInterval(43_200)))
        let expected = (Double(plot.minX + middle) * scale)
        #expect(!changed.isEmpty)
        let centre = Double(changed.min()! + changed.max()!) / 2
        #expect(abs(centre - expected) <= 2 * scale, "the rule is drawn at \(centre), Wednesday's middle is \(expected)")
        #expect(Double(changed.max()! - changed.min()!) <= 6 * scale, "only the 4-point rule changed")
    }

    @Test("chartAngleSelection writes the running total at the finger's angle, from 12 o'clock clockwise")
    func angleSelection() throws {
        let log = SelectionLog()
        let window = window(SelectableDonut(log: log))
        _ = window.render()
        let plot = try #require(log.globalPlot)
        let radius = min(plot.width, plot.height) / 2 * 0.8
        // 3 o'clock is a quarter of the way round the total of 60; 9 o'clock three quarters.
        #expect(window.drag(from: CGPoint(x: plot.midX + radius, y: plot.midY), by: CGSize.zero, steps: 1))
        #expect(abs((log.angles.first ?? nil).map { $0 - 15 } ?? 99) < 0.01, "\(log.angles)")
        #expect(log.angles.last == .some(nil))
        log.angles = []
        #expect(window.drag(from: CGPoint(x: plot.midX - radius, y: plot.midY), by: CGSize.zero, steps: 1))
        #expect(abs((log.angles.first ?? nil).map { $0 - 45 } ?? 99) < 0.01, "\(log.angles)")
    }

    @Test("chartGesture replaces the selection drag; its proxy selects the value at a plot position")
    func chartGestureSelects() throws {
        let log = SelectionLog()
        let window = window(GestureBars(log: log))
        _ = window.render()
        let proxy = try #require(log.proxy)
        let plot = try #require(log.globalPlot)
        let tuesday = try #require(proxy.position(forX: Week.day(1).addingTimeInterval(43_200)))
        #expect(window.drag(from: CGPoint(x: plot.minX + tuesday, y: plot.midY), by: CGSize.zero, steps: 1))
        let selected = try #require(log.dates.first ?? nil)
        #expect(ChartPlan.defaultCalendar.isDate(selected, inSameDayAs: Week.day(1)))
        #expect(log.dates.count == 1, "the screen's gesture clears nothing on lift: \(log.dates)")
    }

    @Test("Plot groups marks so a modifier reaches each; offset(y:) moves a mark and what is placed on it")
    func plotAndOffset() throws {
        let content = Plot {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3))
            LineMark(x: .value("Day", "Mon"), y: .value("Steps", 3))
        }
        .accessibilityLabel("Monday")
        .offset(y: -10)
        let marks = content.marks()
        #expect(marks.map(\.kind) == [.bar, .line])
        #expect(marks.allSatisfy { $0.accessibilityLabel == "Monday" && $0.offset == CGSize(width: 0, height: -10) })
        let rule = RuleMark(x: .value("Day", "Mon")).offset(x: 3, y: -10).marks()
        let plan = ChartPlan(marks: rule + BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).marks(), settings: ChartSettings())
        let geometry = ChartGeometry(plan: plan, size: CGSize(width: 300, height: 200))
        let renderer = ChartRenderer(plan: plan, geometry: geometry)
        let anchor = try #require(renderer.anchor(of: plan.marks[0], at: 0, sectors: []))
        let line = try #require(renderer.ruleLine(plan.marks[0]))
        #expect(anchor.minY == line.0.y - 10 && anchor.minX == line.0.x + 3, "the rule's anchor moved with it: \(anchor)")
    }

    @Test("An annotation fitted to the chart slides back inside it; disabled leaves it overflowing")
    func annotationFits() {
        let chart = CGRect(x: 0, y: 0, width: 300, height: 150)
        let plot = CGRect(x: 0, y: 6, width: 260, height: 124)
        let nearTrailingEdge = CGRect(x: 280, y: 6, width: 0, height: 124)
        let size = CGSize(width: 100, height: 40)
        let fitted = FittedAnnotationLayout.origin(
            of: size, anchor: nearTrailingEdge, position: .top, alignment: .center, spacing: 0,
            xBounds: AnnotationOverflowResolution.Strategy.fit(to: .chart).bounds(plot: plot, chart: chart),
            yBounds: AnnotationOverflowResolution.Strategy.disabled.bounds(plot: plot, chart: chart))
        #expect(fitted == CGPoint(x: 200, y: 6 - 40), "inside the chart's trailing edge, still above the mark")
        let loose = FittedAnnotationLayout.origin(
            of: size, anchor: nearTrailingEdge, position: .top, alignment: .center, spacing: 0, xBounds: nil, yBounds: nil)
        #expect(loose.x + size.width > chart.maxX)
        // `.fit` and `.padScale` keep it inside the plot area, the leading edge too.
        let nearLeadingEdge = CGRect(x: 10, y: 60, width: 0, height: 0)
        let inPlot = FittedAnnotationLayout.origin(
            of: size, anchor: nearLeadingEdge, position: .trailing, alignment: .center, spacing: 4,
            xBounds: AnnotationOverflowResolution.Strategy.fit.bounds(plot: plot, chart: chart),
            yBounds: AnnotationOverflowResolution.Strategy.padScale.bounds(plot: plot, chart: chart))
        #expect(inPlot == CGPoint(x: 14, y: 40))
        let before = FittedAnnotationLayout.origin(
            of: size, anchor: nearLeadingEdge, position: .leading, alignment: .center, spacing: 4,
            xBounds: AnnotationOverflowResolution.Strategy.fit(to: .plot).bounds(plot: plot, chart: chart), yBounds: nil)
        #expect(before.x == plot.minX)
        #expect(AnnotationOverflowResolution.automatic.x.bounds(plot: plot, chart: chart) == nil)
    }

    @Test("The y domain takes in zero by default; includesZero: false spans the data; reversed runs it downwards")
    func automaticDomains() throws {
        let weights: [Double] = [152.4, 154.1, 151.8, 156.3, 155.0]
        let marks = weights.enumerated().flatMap { index, weight in
            LineMark(x: .value("Day", index), y: .value("Weight", weight)).marks()
        }
        func labels(_ domain: AutomaticScaleDomain?) -> (ChartGeometry, [String]) {
            var settings = ChartSettings()
            settings.yAutomatic = domain
            let geometry = ChartGeometry(plan: ChartPlan(marks: marks, settings: settings), size: CGSize(width: 300, height: 200))
            return (geometry, geometry.yItems.compactMap(\.label))
        }
        let (_, withZero) = labels(nil)
        #expect(withZero.first == "0" && withZero.last == "200", "\(withZero)")
        let (_, alsoWithZero) = labels(.automatic(includesZero: true))
        #expect(alsoWithZero == withZero)
        let (tight, withoutZero) = labels(.automatic(includesZero: false))
        #expect(!withoutZero.contains("0"), "\(withoutZero)")
        let numbers = withoutZero.compactMap { Double($0) }
        #expect(numbers.min()! >= 150 && numbers.min()! <= 151.8 && numbers.max()! >= 156.3 && numbers.max()! <= 158, "\(withoutZero)")
        // Upwards normally: the heavier day sits higher.
        #expect(try #require(tight.y(.number(156.3))) < (try #require(tight.y(.number(151.8)))))
        let (reversed, _) = labels(.automatic(includesZero: false, reversed: true))
        #expect(try #require(reversed.y(.number(156.3))) > (try #require(reversed.y(.number(151.8)))))
        // A modified inferred domain: the goal weight of 140 joins it.
        let (_, withGoal) = labels(
            .automatic(includesZero: false, dataType: Double.self) { domain in domain.append(140) })
        #expect(withGoal.compactMap { Double($0) }.min()! <= 140 && !withGoal.contains("0"), "\(withGoal)")
    }

    @Test("chartYScale(domain: .automatic(includesZero: false)) reaches the chart; a range domain still wins exactly")
    func scaleModifiers() throws {
        @MainActor
        final class Seen { var proxy: ChartProxy? }
        func bottomValue<V: View>(_ modify: (Chart<ChartContentGroup>) -> V) throws -> Double {
            let seen = Seen()
            let chart = Chart {
                LineMark(x: .value("Day", 0), y: .value("Weight", 152.0))
                LineMark(x: .value("Day", 1), y: .value("Weight", 156.0))
            }
            let view = modify(chart).chartOverlay { proxy in
                let _ = { seen.proxy = proxy }()
                Color.clear
            }
            _ = window(view).render()
            let proxy = try #require(seen.proxy)
            return try #require(proxy.value(atY: proxy.plotSize.height, as: Double.self))
        }
        #expect(try bottomValue { $0 } == 0)
        let tight = try bottomValue { $0.chartYScale(domain: .automatic(includesZero: false)) }
        #expect(tight >= 150 && tight <= 152)
        #expect(try bottomValue { $0.chartYScale(domain: .automatic) } == 0)
        #expect(try bottomValue { $0.chartYScale(domain: 100...200) } == 100)
    }

    @Test("AxisValueLabel with a string shows that string at each value")
    func stringAxisLabels() {
        var settings = ChartSettings()
        settings.yAxis.marks =
            AxisMarks { value in
                AxisGridLine()
                AxisValueLabel("\(Int(value.as(Double.self) ?? 0) / 1_000)K")
            }
            .axisMarks
        let marks = [4_000.0, 12_000].enumerated().flatMap { index, steps in
            BarMark(x: .value("Day", "\(index)"), y: .value("Steps", steps)).marks()
        }
        let geometry = ChartGeometry(plan: ChartPlan(marks: marks, settings: settings), size: CGSize(width: 300, height: 200))
        #expect(geometry.yItems.compactMap(\.label) == ["0K", "2K", "4K", "6K", "8K", "10K", "12K"])
        #expect(AxisValueLabel(LocalizedStringKey("Steps")).axisMarkElement.labelText == "Steps")
    }
}

/// Two sectors coloured by name from an explicit range, with an overlay that reads the plot.
private struct RangeColouredPie: View {
    let log: SelectionLog

    var body: some View {
        Chart {
            ForEach(["Rent", "Food"], id: \.self) { name in
                SectorMark(angle: .value("Amount", 1)).foregroundStyle(by: .value("Name", name))
            }
        }
        .chartForegroundStyleScale(range: [Color.red, Color.green])
        .chartLegend(.hidden)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let _ = note(proxy, geometry)
                Color.clear
            }
        }
        .padding(20)
    }

    private func note(_ proxy: ChartProxy, _ geometry: GeometryProxy) {
        log.proxy = proxy
        if let anchor = proxy.plotFrame {
            let global = geometry.frame(in: .global)
            log.globalPlot = geometry[anchor].offsetBy(dx: global.minX, dy: global.minY)
        }
    }
}

/// One big point of a line, drawn with `symbol`.
private struct SymbolLine<Symbol: ChartSymbolShape>: View {
    let symbol: Symbol?

    var body: some View {
        Chart {
            ForEach(0..<3, id: \.self) { index in
                if let symbol {
                    LineMark(x: .value("Month", index), y: .value("Weight", 5 + index)).symbol(symbol).symbolSize(
                        CGSize(width: 30, height: 30))
                } else {
                    LineMark(x: .value("Month", index), y: .value("Weight", 5 + index))
                }
            }
        }
        .padding(20)
    }
}

extension ChartsSelectionTests {
    @Test("chartForegroundStyleScale(range:) colours the values in the order they appear")
    func styleRange() throws {
        let log = SelectionLog()
        let bitmap = window(RangeColouredPie(log: log)).render()
        let plot = try #require(log.globalPlot)
        let scale = Double(bitmap.width) / Double(Device.iPhoneSE.size.width)
        let radius = min(plot.width, plot.height) / 2
        func colour(atX x: CGFloat) -> SRGBColor {
            bitmap.color(atX: Int((Double(x) * scale).rounded()), y: Int((Double(plot.midY) * scale).rounded()))
        }
        // The first sector runs clockwise from 12 o'clock over the right half: "Rent", red.
        let right = colour(atX: plot.midX + radius / 2)
        let left = colour(atX: plot.midX - radius / 2)
        #expect(right.red > 0.8 && right.green < 0.4, "\(right)")
        #expect(left.green > 0.6 && left.red < 0.4, "\(left)")
    }

    @Test("symbol(_:) with a shape of one's own draws that shape at each point")
    func shapeSymbols() {
        let plain = window(SymbolLine<Circle>(symbol: nil)).render()
        let circles = window(SymbolLine(symbol: Circle())).render()
        let squares = window(SymbolLine(symbol: Rectangle())).render()
        #expect(circles != plain, "the circles are drawn")
        #expect(squares != circles, "squares are not circles")
        func inked(_ bitmap: Bitmap) -> Int { bitmap.pixels.filter { $0 != plain.pixels[0] }.count }
        #expect(inked(squares) > inked(circles), "a square covers its corners too")
    }
}

extension AxisMarkElement {
    /// The text a label element shows for any value.
    @MainActor
    fileprivate var labelText: String? {
        if case .label(let format, _, _) = kind { return format(.number(1)) }
        return nil
    }
}

/// The selection pattern of a health screen: the selected day's rule lifted 10 points, with its
/// date and value in a card above the plot that is kept inside the chart's width.
private struct SelectedDayChart: View {
    let selected: Int

    var body: some View {
        Chart {
            RuleMark(x: .value("Selected", Week.day(selected), unit: .day))
                .foregroundStyle(Color.secondary.opacity(0.3))
                .offset(y: -10)
                .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                    VStack(alignment: .leading) {
                        Text("Fri, May 15").font(.footnote.bold()).foregroundStyle(.secondary)
                        Text("11,600").fontWeight(.heavy).foregroundStyle(.pink)
                    }
                    .padding(12)
                    .background(RoundedRectangle(cornerRadius: 4).fill(Color(.secondarySystemBackground)))
                }
            ForEach(0..<7, id: \.self) { index in
                Plot {
                    BarMark(x: .value("Date", Week.day(index), unit: .day), y: .value("Steps", Week.steps[index]))
                        .foregroundStyle(Color.pink.gradient)
                        .opacity(index == selected ? 1 : 0.3)
                }
            }
        }
        .frame(height: 150)
        .chartYAxis {
            AxisMarks { value in
                AxisGridLine().foregroundStyle(Color.secondary.opacity(0.3))
                let steps = Int(value.as(Double.self) ?? 0)
                AxisValueLabel(steps == 0 ? "0" : "\(steps / 1_000)K")
            }
        }
        .padding(EdgeInsets(top: 90, leading: 16, bottom: 16, trailing: 16))
        .background(Color.systemBackground)
    }
}

@MainActor
@Suite("Charts stand-in: selection drawing")
struct ChartsSelectionSnapshotTests {
    @Test("The last day selected: dimmed bars, a lifted rule and its card slid inside the chart's trailing edge")
    func selectedDay() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: AnyView(SelectedDayChart(selected: 6)),
                as: .image(layout: .fixed(width: 360, height: 260), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
