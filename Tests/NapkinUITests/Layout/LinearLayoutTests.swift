import Foundation
import Testing

@testable import NapkinUI

/// Stacks, lazy stacks, lists and grids lay out in time linear in their children: 10,000 rows
/// take a second in a debug build, where a stack that compared every child with every later
/// one took minutes (8,000 rows took 20 s even in release). `make bench` prints the same
/// containers at 1k, 10k and 100k children (`napkin-bench layout`).
@MainActor
@Suite("Linear layout")
struct LinearLayoutTests {
    static let count = 10_000

    @Test("10,000 children lay out in seconds, every row in its place", arguments: ["VStack", "LazyVStack", "List", "LazyVGrid"])
    func manyChildren(container: String) async throws {
        let rows = ForEach(0..<Self.count, id: \.self) { index in
            Rectangle().frame(height: 20).accessibilityLabel(index == Self.count - 1 ? "last" : "")
        }
        let screen: AnyView
        switch container {
        case "VStack": screen = AnyView(ScrollView { VStack(spacing: 0) { rows } })
        case "LazyVStack": screen = AnyView(ScrollView { LazyVStack(spacing: 0) { rows } })
        case "List": screen = AnyView(List { rows })
        default: screen = AnyView(ScrollView { LazyVGrid(columns: [GridItem(.fixed(20), spacing: 0)], spacing: 0) { rows } })
        }
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: screen)
        let clock = ContinuousClock()
        let started = clock.now
        window.layout()
        let elapsed = clock.now - started
        #expect(elapsed < .seconds(30), "\(container): \(Self.count) children took \(elapsed)")
        // The main actor back to the suite's other tests between the two long walks.
        await Task.yield()
        let description = window.layoutDescription()
        let last = try #require(description.split(separator: "\n").first { $0.contains("label=\"last\"") })
        // One row after another: 20 points each from the top of the safe area, or a list's
        // 44-point rows from its first row's content at 94.
        let y = container == "List" ? 94 + 44 * (Self.count - 1) : 47 + 20 * (Self.count - 1)
        #expect(last.contains(", \(y), ") && last.hasSuffix("×20) label=\"last\""), "\(container): \(last)")
    }
}
