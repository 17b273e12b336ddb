import Testing

@testable import NapkinUI

/// Shows the environment values the names under test set.
private struct EnvironmentReader: View {
    @Environment(\.dynamicTypeSize) private var size
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Text("size \(size.rawValue), scheme \(scheme == .dark ? "dark" : "light")")
    }
}

/// Names real SwiftUI screens call that had no NapkinUI counterpart (the corpus's blockers).
@MainActor
@Suite("SwiftUI names from real screens")
struct SwiftUINamesTests {
    @Test("Button(_:systemImage:action:) is a button labelled with a Label, and runs its action")
    func buttonWithSystemImage() throws {
        var taps = 0
        let button = Button("Add", systemImage: "plus") { taps += 1 }
        let labelled = Button(action: {}) { Label("Add", systemImage: "plus") }
        #expect(renderView(button).pixels == renderView(labelled).pixels)
        try window(showing: button).tap(label: "Add")
        #expect(taps == 1)
    }

    @Test("accessibilityIdentifier shows in the layout description and leaves the drawing alone")
    func accessibilityIdentifier() {
        let view = Text("Save").accessibilityIdentifier("saveButton")
        #expect(layoutLines(view).contains { $0.contains("identifier=\"saveButton\"") })
        #expect(renderView(view).pixels == renderView(Text("Save")).pixels)
    }

    @Test("dynamicTypeSize(range) moves a size outside the range to its nearest end")
    func dynamicTypeSizeRange() {
        let capped = EnvironmentReader().dynamicTypeSize(...DynamicTypeSize.xxxLarge).environment(\.dynamicTypeSize, .accessibility3)
        #expect(layoutLines(capped).contains { $0.contains("\"size xxxLarge, scheme light\"") })
        let raised = EnvironmentReader().dynamicTypeSize(DynamicTypeSize.large...).environment(\.dynamicTypeSize, .small)
        #expect(layoutLines(raised).contains { $0.contains("\"size large,") })
        let inside = EnvironmentReader().dynamicTypeSize(.small ... .xLarge).environment(\.dynamicTypeSize, .medium)
        #expect(layoutLines(inside).contains { $0.contains("\"size medium,") })
    }

    @Test("colorScheme(_:) draws the view inside in that scheme")
    func colorSchemeModifier() {
        #expect(layoutLines(EnvironmentReader().colorScheme(.dark)).contains { $0.contains("scheme dark\"") })
        let dark = renderView(Color.primary.frame(width: 20, height: 20).colorScheme(.dark))
        #expect(pixel(dark, atPoint: 195, 422) == pixel(renderView(Color.white.frame(width: 20, height: 20)), atPoint: 195, 422))
    }

    @Test("mask(_:) given the view masks as mask { } does")
    func maskWithView() {
        let square = Color.red.frame(width: 100, height: 100)
        #expect(renderView(square.mask(Circle())).pixels == renderView(square.mask { Circle() }).pixels)
        #expect(renderView(square.mask(Circle())).pixels != renderView(square).pixels)
    }

    @Test("compositingGroup(): an opacity over overlapping views already fades them as one layer")
    func compositingGroup() {
        let overlap = ZStack {
            Color.red.frame(width: 80, height: 80)
            Color.blue.frame(width: 40, height: 40)
        }
        let grouped = renderView(overlap.compositingGroup().opacity(0.5))
        #expect(grouped.pixels == renderView(overlap.opacity(0.5)).pixels)
        // In the middle only the blue shows, at half strength over the white screen.
        #expect(pixel(grouped, atPoint: 195, 422) == pixel(renderView(Color.blue.opacity(0.5)), atPoint: 195, 422))
    }
}
