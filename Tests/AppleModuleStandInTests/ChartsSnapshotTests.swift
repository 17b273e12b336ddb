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

    @Test("A donut: sectors from 12 o'clock clockwise, palette colours, gaps and rounded corners")
    func donut() {
        check(SpendingDonut(), height: 260)
    }
}
