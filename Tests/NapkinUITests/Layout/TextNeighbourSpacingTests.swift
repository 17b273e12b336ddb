import Testing

@testable import NapkinUI

/// The gap a stack with no spacing of its own leaves between a text and a view that is not
/// text. Measured on iOS (SpeziViews' `SimpleTile`, a body text, a padded divider, a body text
/// and a padded button): 9.7 points between the first text and the divider, 6.0 between the
/// divider and the text under it, 10.3 between that text and the button (with our line boxes;
/// 8 points of the button's padding aside). The rule gives 9.82, 5.86 and 9.82.
@MainActor
@Suite("Text neighbour spacing")
struct TextNeighbourSpacingTests {
    /// The body at the iPhone presets' 16 points: line box 15.234 + 3.859, SF Pro's cap height
    /// 11.273, a tenth of the line 1.909 → 2 on thirds of a point.
    private let aboveView = 15.234375 - 11.2734375 + 3.859375 + 2, belowView = 3.859375 + 2.0

    @Test("SpeziViews' tile: a text, a padded divider, a text and a padded button")
    func simpleTile() throws {
        let tile = VStack(alignment: .leading) {
            Text("Clean Code")
            Divider().accessibilityLabel("divider").padding(.bottom, 4)
            Text("A book by Robert C. Martin")
            Button("Buy") {}.padding(.top, 8).accessibilityLabel("buy")
        }
        let title = try verticalFrame("\"Clean Code\"", in: tile), divider = try verticalFrame("\"divider\"", in: tile)
        let text = try verticalFrame("\"A book", in: tile), buy = try verticalFrame("\"buy\"", in: tile)
        expectTwoDecimals(aboveView, 9.82)
        expectTwoDecimals(divider.top - (title.top + title.height), aboveView)
        // The divider's 4 points of padding, then the view-to-text gap.
        expectTwoDecimals(text.top - (divider.top + divider.height), 4 + belowView)
        // The button's top is padded: a view's edge, whatever its label holds.
        expectTwoDecimals(buy.top - (text.top + text.height), aboveView)
    }

    @Test("A shape above a text keeps a tenth of a line and the descent from it")
    func shapeAboveText() throws {
        let view = VStack {
            Color.red.frame(height: 10).accessibilityLabel("rule")
            Text("Body")
        }
        let rule = try verticalFrame("\"rule\"", in: view), text = try verticalFrame("\"Body\"", in: view)
        expectTwoDecimals(text.top - (rule.top + 10), 5.86)
    }

    @Test("A padded edge is a view's edge, an edge left alone stays text")
    func paddedText() throws {
        let bottomPadded = VStack {
            Text("Title").padding(.bottom, 4)
            Text("Body")
        }
        let title = try verticalFrame("\"Title\"", in: bottomPadded), body = try verticalFrame("\"Body\"", in: bottomPadded)
        expectTwoDecimals(body.top - (title.top + title.height), 4 + belowView)
        // Horizontal padding leaves the top and bottom edges text: a body line apart on whole
        // pixels (21.33).
        let sidePadded = VStack {
            Text("Name")
            Text("Rick").padding(.horizontal, 25)
        }
        let name = try verticalFrame("\"Name\"", in: sidePadded), rick = try verticalFrame("\"Rick\"", in: sidePadded)
        expectTwoDecimals(rick.top - name.top, 21.33)
    }

    @Test("A vertical stack passes on its first child's top edge and its last child's bottom edge")
    func nestedStack() throws {
        // SpeziViews' list header: an image and a padded title, then the instructions.
        let view = VStack {
            VStack {
                Color.blue.frame(width: 40, height: 40).accessibilityLabel("icon")
                Text("Create").padding(.bottom, 4).accessibilityLabel("title")
            }
            Text("Please fill out the details.")
        }
        let icon = try verticalFrame("\"icon\"", in: view), title = try verticalFrame("\"title\"", in: view)
        let instructions = try verticalFrame("\"Please", in: view)
        expectTwoDecimals(title.top - (icon.top + 40), belowView)
        expectTwoDecimals(instructions.top - (title.top + title.height), belowView)
        // A stack ending in text, above a shape: the text's gap above a view.
        let ending = VStack {
            VStack {
                Text("One")
                Text("Two")
            }
            Color.red.frame(height: 10).accessibilityLabel("rule")
        }
        let two = try verticalFrame("\"Two\"", in: ending), rule = try verticalFrame("\"rule\"", in: ending)
        expectTwoDecimals(rule.top - (two.top + two.height), aboveView)
    }

    @Test("Text whose spacing is not measured, controls and horizontal stacks keep 8 points")
    func unmeasuredNeighbours() throws {
        let fixed = VStack {
            Text("Fixed").font(.system(size: 16))
            Color.red.frame(height: 10).accessibilityLabel("rule")
        }
        let text = try verticalFrame("\"Fixed\"", in: fixed), rule = try verticalFrame("\"rule\"", in: fixed)
        expectTwoDecimals(rule.top - (text.top + text.height), 8)
        // A button's label is text the pairs do not measure next to other text.
        let button = VStack {
            Text("Body")
            Button("Buy") {}.accessibilityLabel("buy")
        }
        let body = try verticalFrame("\"Body\"", in: button), buy = try verticalFrame("\"buy\"", in: button)
        expectTwoDecimals(buy.top - (body.top + body.height), 8)
        let row = HStack {
            Text("Left")
            Color.red.frame(width: 10, height: 10).accessibilityLabel("square")
        }
        let left = try frame(of: "\"Left\"", in: row), square = try frame(of: "\"square\"", in: row)
        let numbers = { (frame: String) in frame.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) } }
        expectTwoDecimals(numbers(square)[0] - (numbers(left)[0] + numbers(left)[2]), 8)
    }

    @Test("The tenth of a line is rounded up to whole pixels: 2.33 points for the body at .large on 3x, 2.5 on 2x")
    func pixelRounding() {
        // Body at `.large`: 17 points, line box 20.287, a tenth 2.029.
        let body = StackedText(leading: 0, ascent: 17 * 1950 / 2048, descent: 17 * 494 / 2048, capHeight: 17 * 1443 / 2048, pixel: 1.0 / 3)
        expectTwoDecimals(body.tenth, 7.0 / 3)
        var twice = body
        twice.pixel = 0.5
        expectTwoDecimals(twice.tenth, 2.5)
        twice.pixel = 0
        expectTwoDecimals(twice.tenth, 2.029)
    }
}
