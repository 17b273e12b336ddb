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

    @Test("alert(_:isPresented:presenting:) with a run-time title shows the data's actions and message")
    func alertPresentingWithStringTitle() throws {
        let title: String = "Info"
        var chosen: String?
        let view = Text("Behind").alert(title, isPresented: .constant(true), presenting: Optional("Sauna")) { facility in
            Button("Open \(facility)") { chosen = facility }
        } message: { facility in
            Text("About the \(facility)")
        }
        let shown = window(showing: view)
        #expect(shown.layoutDescription().contains("\"Info\""))
        #expect(shown.layoutDescription().contains("\"About the Sauna\""))
        try shown.tap(label: "Open Sauna")
        #expect(chosen == "Sauna")
        let none = window(
            showing: Text("Behind").alert(title, isPresented: .constant(true), presenting: String?.none) { _ in
                Button("Never") {}
            } message: { _ in
                EmptyView()
            })
        #expect(none.interactiveElements().isEmpty)
    }

    @Test("containerRelativeFrame with a closure sizes the view from the container's length")
    func containerRelativeFrameClosure() {
        let view = Color.red.containerRelativeFrame(.horizontal) { width, axis in axis == .horizontal ? width * 0.5 : 0 }
        // Half of the 390-point wide safe area, centred.
        #expect(layoutLines(view).contains { $0.contains("(97.5, ") && $0.contains(", 195×") })
    }

    @Test("onChange(of:) with a closure that takes no values runs on each change, and first with initial")
    func onChangeWithoutValues() {
        var runs = 0
        let window = Window(device: .iPhone13Pro)
        let controller = HostingController(rootView: ChangeCounter(value: 1, initial: false) { runs += 1 })
        window.rootViewController = controller
        _ = window.layoutDescription()
        #expect(runs == 0)
        controller.rootView = ChangeCounter(value: 1, initial: false) { runs += 1 }
        _ = window.layoutDescription()
        controller.rootView = ChangeCounter(value: 2, initial: false) { runs += 1 }
        _ = window.layoutDescription()
        #expect(runs == 1)
        let first = Window(device: .iPhone13Pro)
        first.rootViewController = HostingController(rootView: ChangeCounter(value: 7, initial: true) { runs += 1 })
        _ = first.layoutDescription()
        #expect(runs == 2)
    }
}

/// Counts the changes of `value` with a closure that takes no values.
private struct ChangeCounter: View {
    let value: Int
    let initial: Bool
    let changed: () -> Void

    var body: some View {
        Text("Value").onChange(of: value, initial: initial) { changed() }
    }
}
