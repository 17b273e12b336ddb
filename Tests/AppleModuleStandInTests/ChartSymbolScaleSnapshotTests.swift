import Charts
import Foundation
import NapkinUI
import SnapshotTesting
import Testing

/// Two weeks of running by time of day (as a running app charts them): distance per day,
/// one smooth line per shift with a ring or an outlined square on each day, the legend on top.
private struct ShiftRuns: View {
    static let start = DateComponents(
        calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 11, day: 23
    ).date!
    static let runs: [(shift: String, day: Int, km: Double)] = [
        ("Day", 0, 4.2), ("Day", 1, 5.1), ("Day", 2, 3.6), ("Day", 3, 6.0), ("Day", 4, 5.4), ("Day", 5, 7.2), ("Day", 6, 6.1),
        ("Night", 0, 2.8), ("Night", 1, 3.0), ("Night", 2, 4.4), ("Night", 3, 3.1), ("Night", 4, 2.2), ("Night", 5, 3.9),
        ("Night", 6, 4.8),
    ]

    var body: some View {
        Chart {
            ForEach(Array(Self.runs.enumerated()), id: \.offset) { _, run in
                LineMark(
                    x: .value("Day", Self.start.addingTimeInterval(Double(run.day) * 86_400), unit: .day),
                    y: .value("Km", run.km)
                )
                .foregroundStyle(by: .value("Shift", run.shift))
                .symbol(by: .value("Shift", run.shift))
                .interpolationMethod(.catmullRom)
            }
        }
        .chartForegroundStyleScale(["Day": Color.purple, "Night": Color.green])
        .chartSymbolScale(["Day": Circle().strokeBorder(lineWidth: 2), "Night": InsetSquare().strokeBorder(lineWidth: 2)])
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisTick()
                AxisGridLine()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
            }
        }
        .chartLegend(position: .top)
    }
}

@MainActor
@Suite("Charts stand-in: symbol scale drawing")
struct ChartSymbolScaleSnapshotTests {
    @Test("Two smooth lines with stroked circle and square symbols from the symbol scale, the legend on top")
    func strokedSymbolLines() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: AnyView(ShiftRuns().frame(height: 240).padding(16).background(Color.systemBackground)),
                as: .image(layout: .fixed(width: 360, height: 272), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
