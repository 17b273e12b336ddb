import Raster
import Testing

@testable import NapkinUI

/// Lays `view` out right to left on an iPhone 13 Pro (390 points wide).
@MainActor
private func rtlFrame<V: View>(of needle: String, in view: V, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    try frame(of: needle, in: view.environment(\.layoutDirection, .rightToLeft), sourceLocation: sourceLocation)
}

@MainActor
@Suite("Right-to-left layout")
struct RightToLeftLayoutTests {
    @Test("An HStack runs from the right: its first child is rightmost")
    func hstackOrder() throws {
        let row = HStack(spacing: 10) {
            Color.red.frame(width: 100, height: 20).accessibilityLabel("first")
            Color.blue.frame(width: 50, height: 20).accessibilityLabel("second")
        }
        // 160 wide, centred: 115…275. Left to right "first" is at 115; right to left at 175.
        #expect(try frame(of: "first", in: row) == "(115, 418.5, 100×20)")
        #expect(try rtlFrame(of: "first", in: row) == "(175, 418.5, 100×20)")
        #expect(try rtlFrame(of: "second", in: row) == "(115, 418.5, 50×20)")
    }

    @Test("Leading alignment and leading padding sit on the right")
    func leadingIsRight() throws {
        let view = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20).accessibilityLabel("short")
            Color.blue.frame(width: 300, height: 20)
        }
        .padding(.leading, 16)
        .frame(maxWidth: .infinity, alignment: .leading)
        #expect(try frame(of: "short", in: view) == "(16, 408.5, 100×20)")
        #expect(try rtlFrame(of: "short", in: view) == "(274, 408.5, 100×20)")
    }

    @Test("A left-to-right island inside a right-to-left screen keeps its own order")
    func nestedDirections() throws {
        let island = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).accessibilityLabel("a")
            Color.blue.frame(width: 40, height: 20).accessibilityLabel("b")
        }
        .environment(\.layoutDirection, .leftToRight)
        let view = HStack(spacing: 0) {
            island
            Color.black.frame(width: 40, height: 20).accessibilityLabel("c")
        }
        // 120 wide at 135…255: right to left the island takes the right 80 points, "a" before "b".
        #expect(try rtlFrame(of: "\"a\"", in: view) == "(175, 418.5, 40×20)")
        #expect(try rtlFrame(of: "\"b\"", in: view) == "(215, 418.5, 40×20)")
        #expect(try rtlFrame(of: "\"c\"", in: view) == "(135, 418.5, 40×20)")
    }

    @Test("A device's right-to-left trait mirrors the whole screen, and taps follow")
    func traitMirrorsWindow() throws {
        let window = Window(device: Device.iPhone13Pro.applying(Traits(layoutDirection: .rightToLeft)))
        var tapped = ""
        window.rootViewController = HostingController(
            rootView: HStack(spacing: 0) {
                Button("One") { tapped = "one" }.frame(width: 195, height: 44)
                Button("Two") { tapped = "two" }.frame(width: 195, height: 44)
            })
        let one = try #require(window.interactiveElements().first { $0.label == "One" })
        let two = try #require(window.interactiveElements().first { $0.label == "Two" })
        #expect(one.frame.minX >= 195 && two.frame.maxX <= 195)
        #expect(window.tap(at: CGPoint(x: 100, y: 422)))
        #expect(tapped == "two")
        try window.tap(label: "One")
        #expect(tapped == "one")
    }

    @Test("Right to left, the navigation bar's back button sits on the right and its chevron points right")
    func backButton() throws {
        let window = Window(device: Device.iPhone13Pro.applying(Traits(layoutDirection: .rightToLeft)))
        let first = HostingController(rootView: Text("First"))
        first.title = "Menu"
        let navigation = NavigationController(rootViewController: first)
        let second = HostingController(rootView: Text("Second"))
        second.title = "Brisket"
        navigation.pushViewController(second, animated: false)
        window.rootViewController = navigation
        let back = try #require(window.interactiveElements().first { $0.kind == .backButton })
        #expect(back.frame.minX > 195, "the back button is on the leading (right) side")
        #expect(window.layoutDescription().contains("\"\u{200F}‹ Menu\""))
    }

    @Test("Right to left, a scroll view shows its content through its own, reflected viewport")
    func scrollViewportReflected() {
        let view = HStack(spacing: 0) {
            ScrollView { Color.red.frame(height: 100) }.frame(width: 100, height: 200)
            Spacer()
        }
        // The HStack is centred in the safe area (47…810): the scroll view spans 328.5…528.5
        // and its content, at its top, 328.5…428.5; right to left it is at x 290…390.
        let rtl = renderedPixel(view.environment(\.layoutDirection, .rightToLeft), x: 340, y: 378)
        let ltr = renderedPixel(view, x: 50, y: 378)
        #expect(rtl == SRGBColor(hex: 0xFF3B30) && ltr == SRGBColor(hex: 0xFF3B30))
        #expect(renderedPixel(view.environment(\.layoutDirection, .rightToLeft), x: 50, y: 378) == .white)
    }

    @Test("Right to left, a list row's separator runs from the card's left edge to where the text starts")
    func listSeparatorsReflected() throws {
        let list = List {
            Text("One")
            Text("Two")
        }
        .listStyle(.insetGrouped)
        // Between the rows, the card is white but for the separator: left to right it starts
        // after the leading inset (x 32), right to left it starts at the card's edge (x 16)
        // and stops before the text on the right.
        func separatorRows(_ view: some View, atX x: Double) throws -> Int {
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = HostingController(rootView: view)
            let lines = window.layoutDescription().split(separator: "\n")
            let one = try #require(lines.first { $0.hasSuffix("\"One\"") && $0.contains("Text") })
            let two = try #require(lines.first { $0.hasSuffix("\"Two\"") && $0.contains("Text") })
            let top = try #require(Double(one.split(separator: ",")[1].trimmingCharacters(in: .whitespaces)))
            let bottom = try #require(Double(two.split(separator: ",")[1].trimmingCharacters(in: .whitespaces)))
            let bitmap = window.render()
            return (Int(top * 3)..<Int(bottom * 3)).filter { bitmap[Int(x * 3), $0] != SRGBColor.white.premultipliedARGB }.count
        }
        let rtl = list.environment(\.layoutDirection, .rightToLeft)
        #expect(try separatorRows(list, atX: 24) == 0)
        #expect(try separatorRows(rtl, atX: 24) == 1)
        #expect(try separatorRows(list, atX: 366) == 1)
        #expect(try separatorRows(rtl, atX: 366) == 0)
    }

    /// The colour of the pixel at point (`x`, `y`) of `view` rendered on an iPhone 13 Pro.
    private func renderedPixel(_ view: some View, x: Double, y: Double) -> SRGBColor {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        return window.render().color(atX: Int(x * 3), y: Int(y * 3))
    }
}
