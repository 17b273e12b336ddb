import Testing

@testable import NapkinUI

/// The gap a stack with no spacing of its own leaves between two texts: SwiftUI sets them as a
/// paragraph's lines, the lower text's leading apart, on whole pixels, not 8 points. Measured on
/// iOS: the two body texts of DesignSystemKit's `CardView` reference have baselines 21.33 points
/// apart at `.medium` (8 points more would put them 29), and a column of body texts at `.large`
/// is 22.33 points a line (gabriel/swiftui-snapshot-testing).
@MainActor
@Suite("Stacked text spacing")
struct StackedTextSpacingTests {
    @Test("Two body texts are a body line apart on whole pixels: 21.33 points at the presets' text size")
    func bodyUnderBody() throws {
        // The iPhone presets carry upstream's `.medium` text size: the body is 16 points, its
        // line box 16 × 2444/2048 = 19.094, its leading 21 (22 at `.large`). At 3x the line
        // box takes 58 pixels (19.333) and the 1.906 points beyond it 6 (2).
        let view = VStack {
            Text("Titre")
            Text("Contenu de la carte")
        }
        let first = try verticalFrame("\"Titre\"", in: view), second = try verticalFrame("\"Contenu", in: view)
        expectTwoDecimals(first.height, 19.09)
        expectTwoDecimals(second.top - first.top, 21.33)
    }

    @Test("A column of body texts is 22.33 points a line at `.large` and 3x, 21.5 at `.medium` and 2x")
    func columnOnWholePixels() throws {
        let view = VStack {
            Text("Item 0")
            Text("Item 1")
            Text("Item 2")
        }
        // `.large`: line box 17 × 2444/2048 = 20.287 → 61 pixels, leading beyond it 1.713 → 6.
        let large = Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .large))
        let first = try verticalFrame("\"Item 0\"", in: view, device: large),
            third = try verticalFrame("\"Item 2\"", in: view, device: large)
        expectTwoDecimals(third.top - first.top, 2 * 22.33)
        // The iPhone SE draws at 2x: 19.094 → 19.5 and 1.906 → 2 at the presets' `.medium`.
        let top = try verticalFrame("\"Item 0\"", in: view, device: .iPhoneSe),
            bottom = try verticalFrame("\"Item 2\"", in: view, device: .iPhoneSe)
        expectTwoDecimals(bottom.top - top.top, 2 * 21.5)
    }

    @Test("The lower text's style sets the gap, at the environment's Dynamic Type size")
    func headlineOverSubheadline() throws {
        let view = VStack(alignment: .leading) {
            Text("Critical error").font(.headline)
            Text("Unable to load data.").font(.subheadline).foregroundColor(.secondary)
        }
        let large = Device.iPhone13Pro.applying(Traits(dynamicTypeSize: .large))
        let title = try verticalFrame("\"Critical", in: view, device: large),
            message = try verticalFrame("\"Unable", in: view, device: large)
        // Headline at `.large`: line box 17 × 2444/2048 = 20.287, 20.333 on whole pixels at 3x.
        // Subheadline at `.large`: 15 points, leading 20, line box 15 × 2444/2048 = 17.900; the
        // 2.1 points beyond it take 7 pixels (2.333).
        expectTwoDecimals(message.top - (title.top + title.height), (20.333 - 20.287) + 2.333)
    }

    @Test("A fixed-size or custom font, an explicit spacing or an HStack keep their spacing")
    func otherNeighboursKeepTheirSpacing() throws {
        let fixed = VStack {
            Text("Fixed").font(.system(size: 16))
            Text("Body")
        }
        let fixedTop = try verticalFrame("\"Fixed\"", in: fixed), under = try verticalFrame("\"Body\"", in: fixed)
        expectTwoDecimals(under.top - (fixedTop.top + fixedTop.height), 8)
        let custom = VStack {
            Text("Custom").font(.custom("Avenir", size: 16, relativeTo: .body))
            Text("Body")
        }
        let customTop = try verticalFrame("\"Custom\"", in: custom), below = try verticalFrame("\"Body\"", in: custom)
        expectTwoDecimals(below.top - (customTop.top + customTop.height), 8)
        let explicit = VStack(spacing: 4) {
            Text("One")
            Text("Two")
        }
        let one = try verticalFrame("\"One\"", in: explicit), two = try verticalFrame("\"Two\"", in: explicit)
        expectTwoDecimals(two.top - one.top, 19.09 + 4)
        let row = HStack {
            Text("Left")
            Text("Right")
        }
        let left = try frame(of: "\"Left\"", in: row), right = try frame(of: "\"Right\"", in: row)
        let numbers = { (frame: String) in frame.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) } }
        expectTwoDecimals(numbers(right)[0] - (numbers(left)[0] + numbers(left)[2]), 8)
    }

    @Test("Modifiers that leave a text's edges alone keep it text for the stack")
    func decoratedText() throws {
        let view = VStack {
            Text("Name").opacity(0.5).accessibilityLabel("name")
            Text("Rick").background(Color.yellow).accessibilityLabel("value")
        }
        let name = try verticalFrame("\"name\"", in: view), value = try verticalFrame("\"value\"", in: view)
        expectTwoDecimals(value.top - name.top, 21.33)
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
