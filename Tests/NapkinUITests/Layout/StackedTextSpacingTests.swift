import Testing

@testable import NapkinUI

/// The gap a stack with no spacing of its own leaves between two texts: SwiftUI sets them as a
/// paragraph's lines, the lower text's leading apart, not 8 points. Measured on iOS: the two
/// body texts of DesignSystemKit's `CardView` reference have baselines 21.33 points apart (8
/// points more would put them 29).
@MainActor
@Suite("Stacked text spacing")
struct StackedTextSpacingTests {
    /// The top edge and height of the node whose description line contains `needle`.
    private func vertical(_ needle: String, in view: some View, device: Device = .iPhone13Pro) throws -> (top: Double, height: Double) {
        let frame = try frame(of: needle, in: view, device: device)
        let numbers = frame.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        try #require(numbers.count == 4, "\(frame)")
        return (numbers[1], numbers[3])
    }

    private func expectClose(_ value: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        // The layout description writes two decimals.
        #expect(abs(value - expected) < 0.011, "\(value) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test("Two body texts are a body line apart, baseline to baseline: 21 points at the presets' text size")
    func bodyUnderBody() throws {
        // The iPhone presets carry upstream's `.medium` text size: the body is 16 points, its
        // line box 16 × 2444/2048 = 19.094, its leading 21 (22 at `.large`).
        let view = VStack {
            Text("Titre")
            Text("Contenu de la carte")
        }
        let first = try vertical("\"Titre\"", in: view), second = try vertical("\"Contenu", in: view)
        expectClose(first.height, 19.09)
        expectClose(second.top - first.top, 21)
    }

    @Test("The lower text's style sets the gap, at the environment's Dynamic Type size")
    func headlineOverSubheadline() throws {
        let view = VStack(alignment: .leading) {
            Text("Critical error").font(.headline)
            Text("Unable to load data.").font(.subheadline).foregroundColor(.secondary)
        }
        let large = Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .large))
        let title = try vertical("\"Critical", in: view, device: large), message = try vertical("\"Unable", in: view, device: large)
        // Subheadline at `.large`: 15 points, leading 20, line box 15 × 2444/2048 = 17.900.
        expectClose(message.top - (title.top + title.height), 20 - 17.900)
    }

    @Test("A fixed-size or custom font, an explicit spacing or an HStack keep their spacing")
    func otherNeighboursKeepTheirSpacing() throws {
        let fixed = VStack {
            Text("Fixed").font(.system(size: 16))
            Text("Body")
        }
        let fixedTop = try vertical("\"Fixed\"", in: fixed), under = try vertical("\"Body\"", in: fixed)
        expectClose(under.top - (fixedTop.top + fixedTop.height), 8)
        let custom = VStack {
            Text("Custom").font(.custom("Avenir", size: 16, relativeTo: .body))
            Text("Body")
        }
        let customTop = try vertical("\"Custom\"", in: custom), below = try vertical("\"Body\"", in: custom)
        expectClose(below.top - (customTop.top + customTop.height), 8)
        let explicit = VStack(spacing: 4) {
            Text("One")
            Text("Two")
        }
        let one = try vertical("\"One\"", in: explicit), two = try vertical("\"Two\"", in: explicit)
        expectClose(two.top - one.top, 19.09 + 4)
        let row = HStack {
            Text("Left")
            Text("Right")
        }
        let left = try frame(of: "\"Left\"", in: row), right = try frame(of: "\"Right\"", in: row)
        let numbers = { (frame: String) in frame.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) } }
        expectClose(numbers(right)[0] - (numbers(left)[0] + numbers(left)[2]), 8)
    }

    @Test("Modifiers that leave a text's edges alone keep it text for the stack")
    func decoratedText() throws {
        let view = VStack {
            Text("Name").opacity(0.5).accessibilityLabel("name")
            Text("Rick").background(Color.yellow).accessibilityLabel("value")
        }
        let name = try vertical("\"name\"", in: view), value = try vertical("\"value\"", in: view)
        expectClose(value.top - name.top, 21)
    }

    @Test(
        "Each style's leading moves with its size, a point per point of Apple's table",
        arguments: [
            (Font.TextStyle.body, DynamicTypeSize.medium, 21.0), (.body, .large, 22), (.body, .xLarge, 24),
            (.headline, .medium, 21), (.subheadline, .large, 20), (.caption2, .xxxLarge, 19), (.largeTitle, .medium, 40),
        ])
    func leadingTable(style: Font.TextStyle, size: DynamicTypeSize, leading: Double) {
        #expect(Double(style.leading(at: size)) == leading)
    }
}
