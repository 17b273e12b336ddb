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

    @Test("VoiceOver finds each named mark over its bar, with its value; hidden and unnamed marks are not elements")
    func markElements() throws {
        let months = [MonthSpend(month: "Jan", amount: 120), MonthSpend(month: "Feb", amount: 60)]
        let chart = Chart {
            ForEach(months) { data in
                BarMark(x: .value("Month", data.month), y: .value("Amount", data.amount))
                    .accessibilityLabel("Month: \(data.month)")
                    .accessibilityValue("\(Int(data.amount)) dollars")
            }
            RuleMark(y: .value("Budget", 100)).accessibilityHidden(true).accessibilityLabel("Budget")
            PointMark(x: .value("Month", "Feb"), y: .value("Amount", 90))
        }
        .frame(width: 300, height: 200)
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: chart)
        let elements = window.accessibilityElements()
        let jan = try #require(elements.first { $0.label == "Month: Jan" })
        let feb = try #require(elements.first { $0.label == "Month: Feb" })
        #expect(jan.value == "120 dollars" && feb.value == "60 dollars")
        // Bars stand on the same baseline; January's is twice as tall, and to the left.
        #expect(jan.frame.maxY == feb.frame.maxY)
        #expect(abs(jan.frame.height - 2 * feb.frame.height) < 1)
        #expect(jan.frame.midX < feb.frame.midX)
        #expect(!elements.contains { $0.label == "Budget" })
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
