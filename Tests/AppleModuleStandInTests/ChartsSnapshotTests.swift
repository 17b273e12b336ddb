import Charts
import NapkinUI
import SnapshotTesting
import Testing

/// One product's sales on one day.
private struct DailySales: Identifiable {
    let day: String
    let product: String
    let units: Int
    var id: String { day + product }

    static let week: [DailySales] = [
        .init(day: "Mon", product: "Tea", units: 12), .init(day: "Mon", product: "Coffee", units: 18),
        .init(day: "Tue", product: "Tea", units: 9), .init(day: "Tue", product: "Coffee", units: 14),
        .init(day: "Wed", product: "Tea", units: 15), .init(day: "Wed", product: "Coffee", units: 20),
        .init(day: "Thu", product: "Tea", units: 7), .init(day: "Thu", product: "Coffee", units: 11),
        .init(day: "Fri", product: "Tea", units: 16), .init(day: "Fri", product: "Coffee", units: 21),
    ]
}

/// A month's temperature range.
private struct Reading: Identifiable {
    let month: String
    let low: Double
    let high: Double
    var id: String { month }

    static let year: [Reading] = [
        .init(month: "Jan", low: 2, high: 7), .init(month: "Feb", low: 3, high: 9), .init(month: "Mar", low: 5, high: 13),
        .init(month: "Apr", low: 8, high: 17), .init(month: "May", low: 11, high: 21), .init(month: "Jun", low: 14, high: 25),
    ]
}

/// A spending category's share.
private struct Spending: Identifiable {
    let category: String
    let amount: Double
    var id: String { category }

    static let month: [Spending] = [
        .init(category: "Rent", amount: 1_200), .init(category: "Food", amount: 450), .init(category: "Travel", amount: 300),
        .init(category: "Fun", amount: 150),
    ]
}

/// Stacked bars coloured by product, with the legend below.
private struct StackedBarChart: View {
    var body: some View {
        Chart(DailySales.week) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
    }
}

/// A temperature band with its high line and points.
private struct TemperatureChart: View {
    var body: some View {
        Chart {
            ForEach(Reading.year) { reading in
                AreaMark(x: .value("Month", reading.month), yStart: .value("Low", reading.low), yEnd: .value("High", reading.high))
                    .foregroundStyle(Color.orange.opacity(0.25))
                    .interpolationMethod(.catmullRom)
            }
            ForEach(Reading.year) { reading in
                LineMark(x: .value("Month", reading.month), y: .value("High", reading.high))
                    .foregroundStyle(Color.orange)
                    .interpolationMethod(.catmullRom)
                    .symbol(.circle)
            }
            RuleMark(y: .value("Average", 12))
                .foregroundStyle(Color.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
        }
    }
}

/// A donut of spending with gaps between rounded sectors.
private struct SpendingDonut: View {
    var body: some View {
        Chart(Spending.month) { item in
            SectorMark(angle: .value("Amount", item.amount), innerRadius: .ratio(0.618), angularInset: 2)
                .foregroundStyle(by: .value("Category", item.category))
                .cornerRadius(4)
        }
    }
}

/// Horizontal bars ranked by units, each with its count after it, category labels leading.
private struct RankedBars: View {
    var body: some View {
        Chart(DailySales.week.filter { $0.product == "Coffee" }) { sale in
            BarMark(x: .value("Units", sale.units), y: .value("Day", sale.day))
                .cornerRadius(4)
                .annotation(position: .trailing) {
                    Text("\(sale.units)").font(.caption).foregroundStyle(.secondary)
                }
        }
        .chartXAxis(.hidden)
        .chartYAxis { AxisMarks(position: .leading) }
        .chartPlotStyle { plot in
            plot.background(Color.gray.opacity(0.1))
        }
    }
}

/// Two shops' weekly scores as lines with symbols, on a fixed 0…100 scale with dashed grid lines
/// every 25, dotted week lines from 1 to 5, coloured by an explicit scale with the legend on top.
private struct ScoreLines: View {
    static let scores: [(shop: String, week: Int, score: Double)] = [
        ("North", 1, 40), ("North", 2, 55), ("North", 3, 52), ("North", 4, 70), ("North", 5, 82),
        ("South", 1, 65), ("South", 2, 60), ("South", 3, 48), ("South", 4, 51), ("South", 5, 45),
    ]

    var body: some View {
        Chart {
            ForEach(Array(Self.scores.enumerated()), id: \.offset) { _, entry in
                LineMark(x: .value("Week", entry.week), y: .value("Score", entry.score))
                    .foregroundStyle(by: .value("Shop", entry.shop))
                    .symbol(by: .value("Shop", entry.shop))
                    .interpolationMethod(.monotone)
            }
        }
        .chartForegroundStyleScale(["North": Color.indigo, "South": Color.pink])
        .chartYScale(domain: 0...100)
        .chartYAxis {
            AxisMarks(values: .stride(by: 25)) { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [3, 3]))
                AxisValueLabel {
                    Text("\(value.as(Int.self) ?? 0)%")
                }
            }
        }
        .chartXAxis { AxisMarks(values: [1, 2, 3, 4, 5], stroke: StrokeStyle(lineWidth: 1, dash: [2, 2])) }
        .chartLegend(position: .top)
    }
}

/// Two weeks of daily steps as bars a day wide, with the average as an annotated rule.
private struct DailySteps: View {
    static let steps = [6_200, 8_400, 7_100, 9_800, 12_300, 4_100, 3_900, 7_700, 8_800, 10_400, 9_100, 11_600, 5_200, 6_800]
    static let days: [Date] = {
        let start = DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 11, day: 16)
        return (0..<14).map { start.date!.addingTimeInterval(Double($0) * 86_400 + 9 * 3_600) }
    }()

    var body: some View {
        Chart {
            ForEach(0..<14) { index in
                BarMark(x: .value("Day", Self.days[index], unit: .day), y: .value("Steps", Self.steps[index]))
                    .foregroundStyle(Color.teal)
            }
            RuleMark(y: .value("Average", 7_957))
                .foregroundStyle(Color.primary)
                .annotation(position: .top, alignment: .leading) {
                    Text("Average 7,957").font(.caption2).foregroundStyle(.secondary)
                }
        }
    }
}

/// `chart` on the system background with a margin, as a card on a phone.
@MainActor
private func card<Content: View>(_ chart: Content) -> some View {
    chart
        .padding(16)
        .background(Color.systemBackground)
}

@MainActor
@Suite("Charts stand-in: drawing")
struct ChartsSnapshotTests {
    private func check<Content: View>(_ view: Content, height: CGFloat, testName: String = #function) {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: AnyView(card(view)),
                as: .image(layout: .fixed(width: 360, height: height), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark", testName: testName)
        }
    }

    @Test("Stacked bars by product: nice y ticks on the trailing edge, day labels below, legend below")
    func stackedBars() {
        check(StackedBarChart(), height: 260)
    }

    @Test("An area band with a smooth line, points and a dashed rule")
    func lineAndArea() {
        check(TemperatureChart(), height: 240)
    }

    @Test("Horizontal bars with trailing annotations, leading category labels, no x axis and a styled plot area")
    func rankedBars() {
        check(RankedBars(), height: 220)
    }

    @Test("Lines by shop with symbols, an explicit colour scale, a fixed domain, custom y marks and the legend on top")
    func scoreLines() {
        check(ScoreLines(), height: 240)
    }

    @Test("Daily bars on a date axis (a tick each week, labelled by month and day) and an annotated rule")
    func dailySteps() {
        check(DailySteps(), height: 240)
    }

    @Test("A donut: sectors from 12 o'clock clockwise, palette colours, gaps and rounded corners")
    func donut() {
        check(SpendingDonut(), height: 260)
    }
}
