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
        window.rootViewController = HostingController(rootView: HStack(spacing: 0) {
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
}
