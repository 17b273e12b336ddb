import Foundation
import Raster
import Testing

@testable import NapkinUI

@MainActor
@Suite("Text modifiers and formatting")
struct TextModifierTests {
    private let long = "The quick brown fox jumps over the lazy dog and keeps running far away"

    private func shownText(_ text: Text, width: Double, environment: EnvironmentValues) -> (String, TextLayout) {
        let node = text.makeNode(in: environment) as! TextNode
        let layout = node.layout(forWidth: width)
        return (layout.lines.map(\.text).joined(separator: "\n"), layout)
    }

    @Test("lineLimit(1) cuts the tail with an ellipsis that is drawn")
    func tailTruncation() {
        var environment = EnvironmentValues()
        environment.lineLimit = 1
        let (shown, layout) = shownText(Text(long), width: 200, environment: environment)
        #expect(layout.lines.count == 1)
        #expect(shown.hasSuffix("…"))
        #expect(shown.hasPrefix("The quick"))
        #expect(layout.size.width <= 200)
        #expect(layout.glyphs.count == shown.count)
    }

    @Test("Head and middle truncation keep the end, or both ends")
    func headAndMiddle() {
        var environment = EnvironmentValues()
        environment.lineLimit = 1
        environment.truncationMode = .head
        let (head, _) = shownText(Text(long), width: 200, environment: environment)
        #expect(head.hasPrefix("…") && head.hasSuffix("far away"))
        environment.truncationMode = .middle
        let (middle, _) = shownText(Text(long), width: 200, environment: environment)
        #expect(middle.hasPrefix("The") && middle.hasSuffix("away") && middle.contains("…"))
    }

    @Test("lineLimit(2) keeps two lines")
    func twoLines() {
        var environment = EnvironmentValues()
        environment.lineLimit = 2
        let (shown, layout) = shownText(Text(long), width: 150, environment: environment)
        #expect(layout.lines.count == 2)
        #expect(shown.hasSuffix("…"))
    }

    @Test("minimumScaleFactor shrinks text to fit before truncating")
    func shrinking() {
        var environment = EnvironmentValues()
        environment.lineLimit = 1
        environment.minimumScaleFactor = 0.5
        let text = Text("Fits when smaller")
        let natural = TextLayout(runs: text.runs(in: EnvironmentValues()).runs, maxWidth: nil).size.width
        let (shown, layout) = shownText(text, width: natural * 0.8, environment: environment)
        #expect(shown == "Fits when smaller")
        #expect(layout.size.width <= natural * 0.8)
        #expect(layout.glyphs.first.map { $0.size < 17 && $0.size >= 17 * 0.5 } == true)
    }

    @Test("Text(_:format:) and Text(date, style:) format deterministically")
    func formatting() throws {
        #expect(Text(42, format: .number).string == "42")
        let date = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28 20:26:40 UTC
        let runs = Text(date, style: .date).runs(in: EnvironmentValues()).runs
        #expect(runs[0].text == "May 28, 2026")
        #expect(Text(date, style: .time).runs(in: EnvironmentValues()).runs[0].text.contains("8:26"))
        #expect(Text.spelledDuration(7_500) == "2 hours, 5 minutes")
        #expect(Text.format(date, style: .timer, environment: EnvironmentValues(), now: date.addingTimeInterval(-125)) == "2:05")
        #expect(Text("Hello", comment: "greeting").string == "Hello")
    }

    @Test("TextField(value:format:) shows the formatted value and parses what is typed")
    func formattedField() {
        var stored = 12
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let text = formattedBinding(binding, format: IntegerFormatStyle<Int>.number)
        #expect(text.wrappedValue == "12")
        text.wrappedValue = "345"
        #expect(stored == 345)
        text.wrappedValue = "abc"
        #expect(stored == 345)
        #expect(text.wrappedValue == "abc")
    }
}
