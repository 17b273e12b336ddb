import Foundation
import Testing

@testable import NapkinUI

@MainActor
@Suite("Text: Markdown, interpolation and AttributedString")
struct MarkdownAndInterpolationTests {
    private func words(_ text: Text) -> [String] { text.segments.map(\.string) }

    @Test("Numbers interpolate as SwiftUI formats them; a specifier or a format style formats them")
    func interpolation() {
        let total = 12.5, count = 3
        #expect(Text("Total: $\(total, specifier: "%.2f")").string == "Total: $12.50")
        #expect(Text("\(count) items").string == "3 items")
        #expect(Text("Average \(total)").string == "Average 12.500000")
        #expect(Text("\(Float(1.5))").string == "1.500000")
        #expect(Text("Ratio \(CGFloat(0.25), specifier: "%.1f")").string == "Ratio 0.2")
        #expect(Text("Share \(0.256, format: .percent.precision(.fractionLength(1)))").string == "Share 25.6%")
        #expect(Text("Seen \(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)").string.hasSuffix("0001"))
    }

    @Test("Interpolated values are shown as they are, never read as Markdown; the literal around them is")
    func interpolatedValuesAreVerbatim() {
        let name = "snake_case *not em*"
        let text = Text("**\(name)**")
        #expect(text.string == name)
        #expect(text.segments.allSatisfy { $0.style.strong && !$0.style.emphasis })
        #expect(LocalizedStringKey("Hi \(name)").key == "Hi snake_case *not em*")
    }

    @Test("An interpolated Text keeps its own styling inside the literal's")
    func interpolatedText() {
        let text = Text("Total: \(Text("$12").bold()) *today*")
        #expect(words(text) == ["Total: ", "$12", " ", "today"])
        #expect(text.segments[1].weight == .bold)
        #expect(text.segments[3].style.emphasis)
    }

    @Test("Markdown: links, strikethrough, escapes; a link is drawn in the tint and tapping it opens its URL")
    func markdown() throws {
        let text = Text("Read the [pit guide](https://example.com/pit) or ~~skip it~~ \\[not a link\\]")
        #expect(words(text) == ["Read the ", "pit guide", " or ", "skip it", " [not a link]"])
        #expect(text.segments[1].style.link == URL(string: "https://example.com/pit"))
        #expect(text.segments[3].style.strikethrough)
        #expect(words(Text("[no url](not a url)")) == ["[no url](not a url)"])
        var opened: [URL] = []
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: text.environment(
                \.openURL,
                OpenURLAction {
                    opened.append($0); return .handled
                }))
        try window.tap(label: "pit guide")
        #expect(opened == [URL(string: "https://example.com/pit")!])
        let (runs, _) = text.runs(in: EnvironmentValues())
        #expect(runs[1].color == Color.blue.srgb(dark: false))
        #expect(runs[0].color == nil)
    }

    @Test("Text(AttributedString) draws each run's SwiftUI attributes and Markdown intents")
    func attributedString() throws {
        var title = AttributedString("Brisket")
        title.font = .headline
        title.foregroundColor = .red
        var rest = AttributedString(" smoked")
        rest.swiftUI.kern = 2
        title += rest
        let text = Text(title)
        #expect(words(text) == ["Brisket", " smoked"])
        #expect(text.segments[0].font == .headline)
        #expect(text.segments[1].kerning == 2)
        let (runs, _) = text.runs(in: EnvironmentValues())
        #expect(runs[0].color == Color.red.srgb(dark: false))
        let markdown = try AttributedString(markdown: "Hello **bold** and [link](https://swift.org)")
        let parsed = Text(markdown)
        #expect(words(parsed) == ["Hello ", "bold", " and ", "link"])
        #expect(parsed.segments[1].style.strong)
        #expect(parsed.segments[3].style.link?.absoluteString == "https://swift.org")
        #expect(Text("Say \(title)").string == "Say Brisket smoked")
    }
}
