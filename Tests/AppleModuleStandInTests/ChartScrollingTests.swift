import Foundation
import NapkinUI
import SnapshotTesting
import Testing

@testable import Charts

/// Weekly runs as a statistics screen lists them.
private struct RunsChart: View {
    let scrollable: Bool
    var body: some View {
        let chart = Chart {
            ForEach(Array([3.2, 5.0, 4.1, 6.3, 2.8, 7.4, 5.5].enumerated()), id: \.offset) { day, distance in
                BarMark(x: .value("Day", "D\(day + 1)"), y: .value("km", distance))
            }
        }
        .frame(height: 220)
        .padding()
        if scrollable {
            chart.chartScrollableAxes(.horizontal)
        } else {
            chart
        }
    }
}

@MainActor
@Suite("Charts stand-in: scrolling")
struct ChartScrollingTests {
    @Test("A scrollable chart with no visible domain set shows its whole domain: it draws as the same chart without scrolling")
    func wholeDomainInView() {
        func render(_ scrollable: Bool) -> Bitmap {
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(rootView: RunsChart(scrollable: scrollable))
            return window.render()
        }
        #expect(render(true) == render(false))
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: Text("x").chartScrollableAxes([.horizontal, .vertical]))
        #expect(window.layoutDescription().contains("\"x\""))
    }
}
