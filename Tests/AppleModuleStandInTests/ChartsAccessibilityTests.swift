import Foundation
import NapkinUI
import Testing

@testable import Charts

/// A month's spending, as corpus9's dashboard charts it.
private struct MonthSpend: Identifiable {
    let month: String
    let amount: Double
    var id: String { month }
}

@MainActor
@Suite("Charts stand-in: VoiceOver's words for marks")
struct ChartsAccessibilityTests {
    @Test("accessibilityLabel and accessibilityValue name every mark; accessibilityHidden skips them")
    func markAccessibility() {
        let months = [MonthSpend(month: "Jan", amount: 120), MonthSpend(month: "Feb", amount: 80.5)]
        let content = ForEach(months) { data in
            BarMark(x: .value("Month", data.month), y: .value("Amount", data.amount))
                .accessibilityLabel("Month: \(data.month)")
                .accessibilityValue(Text("Amount: \(data.amount, format: .number)"))
        }
        let marks = content.marks()
        #expect(marks.map(\.accessibilityLabel) == ["Month: Jan", "Month: Feb"])
        #expect(marks.map(\.accessibilityValue) == ["Amount: 120", "Amount: 80.5"])
        #expect(marks.allSatisfy { !$0.accessibilityHidden })
        let hidden = LineMark(x: .value("Month", "Jan"), y: .value("Amount", 1)).accessibilityHidden(true).marks()
        #expect(hidden.map(\.accessibilityHidden) == [true])
        #expect(hidden.map(\.accessibilityLabel) == [nil])
    }

    @Test("Accessibility words change nothing the chart draws")
    func drawingUnchanged() {
        let months = [MonthSpend(month: "Jan", amount: 120), MonthSpend(month: "Feb", amount: 80)]
        let plain = Chart(months) { BarMark(x: .value("Month", $0.month), y: .value("Amount", $0.amount)) }
            .frame(width: 300, height: 200)
        let named = Chart(months) {
            BarMark(x: .value("Month", $0.month), y: .value("Amount", $0.amount)).accessibilityLabel($0.month)
        }
        .frame(width: 300, height: 200)
        let first = Window(device: .iPhoneSE)
        first.rootViewController = HostingController(rootView: plain)
        let second = Window(device: .iPhoneSE)
        second.rootViewController = HostingController(rootView: named)
        #expect(first.render() == second.render())
    }
}
