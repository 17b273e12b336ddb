import Foundation
import Raster
import Testing

@testable import NapkinUI

/// Right to left inside a `NavigationStack` or `NavigationView`: the stack's screens are view
/// controllers laid out in window coordinates, so they are reflected in their own frames, as
/// plain views and lists are.
@MainActor
@Suite("Right to left inside navigation")
struct RightToLeftNavigationTests {
    /// A 100-point red square at the leading edge of a full-width row, titled "Menu".
    private static func screen() -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 20).accessibilityLabel("square")
            Spacer()
        }
        .navigationTitle("Menu")
    }

    /// The square's and the large title's x in the window's layout description.
    private func positions(_ view: some View, device: Device = .iPhone13Pro) throws -> (square: String, title: String) {
        let window = Window(device: device)
        window.rootViewController = HostingController(rootView: view)
        let lines = window.layoutDescription().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let square = try #require(lines.first { $0.hasPrefix("View") && $0.hasSuffix("label=\"square\"") })
        let title = try #require(lines.first { $0.hasPrefix("Text") && $0.hasSuffix("\"Menu\"") })
        return (
            String(square.split(separator: "(")[1].split(separator: ",")[0]),
            String(title.split(separator: "(")[1].split(separator: ",")[0])
        )
    }

    @Test("Left to right, the square and the large title sit at the left edge")
    func leftToRight() throws {
        let found = try positions(NavigationStack { Self.screen() })
        #expect(found.square == "0" && found.title == "16")
    }

    @Test(
        "The trait, the environment outside or inside the stack, and NavigationView all mirror the screen and its title",
        arguments: ["trait", "environment", "inside", "navigationView"])
    func mirrored(way: String) throws {
        let rightToLeft = Device.iPhone13Pro.applying(Traits(layoutDirection: .rightToLeft))
        let found: (square: String, title: String)
        switch way {
        case "trait": found = try positions(NavigationStack { Self.screen() }, device: rightToLeft)
        case "environment": found = try positions(NavigationStack { Self.screen() }.environment(\.layoutDirection, .rightToLeft))
        case "inside": found = try positions(NavigationStack { Self.screen().environment(\.layoutDirection, .rightToLeft) })
        default: found = try positions(NavigationView { Self.screen() }.environment(\.layoutDirection, .rightToLeft))
        }
        // 390 points wide: the square at 290…390; the title (88.08 wide: Inter Bold at 33 points with
        // the system font's tracking), 16 from the right edge.
        #expect(found.square == "290")
        #expect(way == "inside" || found.title == "285.92", "the bar follows the stack's direction: \(found.title)")
    }

    @Test("A screen pushed right to left is mirrored too, and its back button sits on the right")
    func pushedScreen() throws {
        let window = Window(device: Device.iPhone13Pro.applying(Traits(layoutDirection: .rightToLeft)))
        window.rootViewController = HostingController(
            rootView: NavigationStack {
                NavigationLink("Open") { Self.screen() }.navigationTitle("Start")
            })
        try window.tap(label: "Open")
        let description = window.layoutDescription()
        #expect(description.contains("View (290, "), "\(description)")
        let back = try #require(window.interactiveElements().first { $0.kind == .backButton })
        #expect(back.frame.minX > 195)
    }

    @Test("Rendered right to left, the stack's red square lies at the right edge (pixels)")
    func pixels() {
        let window = Window(device: Device.iPhone13Pro.applying(Traits(layoutDirection: .rightToLeft)))
        window.rootViewController = HostingController(rootView: NavigationStack { Self.screen() })
        let bitmap = window.render()
        // The row is centred vertically in the stack's safe area: y 466.5…486.5 points.
        #expect(bitmap.color(atX: 1100, y: 1430) == SRGBColor(hex: 0xFF3B30))
        #expect(bitmap.color(atX: 100, y: 1430) == .white)
    }
}
