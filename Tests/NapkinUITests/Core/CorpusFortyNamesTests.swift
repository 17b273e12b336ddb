import Foundation
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A grid of places as held-out sample 36's tapas app titles it: iOS 17's large title in the bar's row.
private struct TapasScreen: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(["Patatas bravas", "Gambas al ajillo", "Croquetas"], id: \.self) { Text($0) }
            }
            .navigationTitle("Tapas")
            .toolbarTitleDisplayMode(.inlineLarge)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") {} }
            }
        }
    }
}

/// The frame of the first text drawing `text` (a layout line `Text (x, y, w×h) "text"`), as x, y, width, height
/// (the corpus and sweep suites share it).
@MainActor
func frame(of text: String, in window: Window) throws -> [Double] {
    let line = try #require(
        window.layoutDescription().split(separator: "\n").first { $0.contains("Text (") && $0.contains("\"\(text)\"") })
    let range = try #require(line.range(of: #"\([-0-9.]+, [-0-9.]+, [-0-9.]+×[-0-9.]+\)"#, options: .regularExpression))
    return line[range].dropFirst().dropLast().split(whereSeparator: { $0 == "," || $0 == "×" })
        .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
}

@MainActor
@Suite("Held-out samples 36, 37 and 38's names")
struct CorpusFortyNamesTests {
    @Test(".inlineLarge: the title large at the leading end of the bar's row, the content right under the row")
    func inlineLargeTitle() throws {
        let inlineLarge = window(showing: TapasScreen())
        let large = window(
            showing: NavigationStack {
                List { ForEach(["Patatas bravas"], id: \.self) { Text($0) } }.navigationTitle("Tapas").toolbarTitleDisplayMode(.large)
            })
        let title = try frame(of: "Tapas", in: inlineLarge)
        let largeTitle = try frame(of: "Tapas", in: large)
        // The same large-title text, 16 points from the leading edge, but in the 44-point row under the status bar
        // (47 points on an iPhone 13 Pro), not in the band below it.
        #expect(title[0] == 16 && abs(title[3] - largeTitle[3]) < 0.5)
        #expect(title[1] >= 47 && title[1] + title[3] <= 47 + 44 + 1)
        #expect(largeTitle[1] > 47 + 44 - 1)
        #expect(try frame(of: "Patatas bravas", in: inlineLarge)[1] < frame(of: "Patatas bravas", in: large)[1] - 40)
        // A bar button made with a title and a symbol shows the symbol alone, as iOS draws bar items.
        #expect(!inlineLarge.layoutDescription().split(separator: "\n").contains { $0.contains("Text (") && $0.contains("\"Add\"") })
    }

    @Test(".inlineLarge moves leading items behind a More button, and falls back to .large under a back button")
    func inlineLargeLeadingItemsAndBackButton() throws {
        let withLeading = window(
            showing: NavigationStack {
                Text("Menu").navigationTitle("Tapas").toolbarTitleDisplayMode(.inlineLarge)
                    .toolbar { ToolbarItem(placement: .topBarLeading) { Button("Edit") {} } }
            })
        let description = withLeading.layoutDescription()
        #expect(!description.contains("\"Edit\""))
        #expect(description.contains("More"))
        let pushed = window(
            showing: NavigationStack {
                NavigationLink("Open", isActive: .constant(true)) {
                    Text("Detail").navigationTitle("Gambas").toolbarTitleDisplayMode(.inlineLarge)
                }
                .navigationTitle("Tapas")
            })
        _ = pushed.render()
        let title = try frame(of: "Gambas", in: pushed)
        #expect(title[1] > 47 + 44 - 1)
        #expect(UINavigationItem.LargeTitleDisplayMode.inline != .always)
    }

    @Test(".inlineLarge drawn, light and dark")
    func inlineLargeDrawn() {
        assertScreenLightAndDark(TapasScreen())
    }

    @Test("NavigationLink(_:isActive:destination:) with a trailing destination pushes while its binding is true")
    func titledIsActiveLinkWithTrailingDestination() throws {
        var active = false
        let window = window(
            showing: NavigationStack {
                NavigationLink("Open chat", isActive: Binding(get: { active }, set: { active = $0 })) { Text("Messages") }
                NavigationLink(isActive: .constant(false)) {
                    Text("Never")
                } label: {
                    Text("Closure form")
                }
            })
        #expect(!window.layoutDescription().contains("\"Messages\""))
        try window.tap(label: "Open chat")
        #expect(active)
        #expect(window.layoutDescription().contains("\"Messages\""))
        try window.tap(label: "Back")
        _ = window.render()
        #expect(!active)
        #expect(!window.layoutDescription().contains("\"Never\""))
    }

    @Test("NavigationLink(tag:selection:): tapping writes the tag, a written tag pushes, Back clears it")
    func taggedLinks() throws {
        var selection: String? = nil
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let window = window(
            showing: NavigationStack {
                VStack {
                    NavigationLink("Inbox", destination: Text("Inbox list"), tag: "inbox", selection: binding)
                    NavigationLink(tag: "sent", selection: binding) {
                        Text("Sent list")
                    } label: {
                        Text("Sent")
                    }
                }
            })
        try window.tap(label: "Sent")
        #expect(selection == "sent")
        #expect(window.layoutDescription().contains("\"Sent list\""))
        try window.tap(label: "Back")
        _ = window.render()
        #expect(selection == nil)
        selection = "inbox"
        #expect(window.layoutDescription().contains("\"Inbox list\""))
        #expect(!window.layoutDescription().contains("\"Sent list\""))
    }

    @Test("isDetailLink(_:) keeps the link pushing onto the iPhone's one stack")
    func detailLink() throws {
        let window = window(showing: NavigationStack { NavigationLink("Flights", destination: Text("Results")).isDetailLink(false) })
        try window.tap(label: "Flights")
        #expect(window.layoutDescription().contains("\"Results\""))
    }

    @Test("UITabBarAppearance(idiom:) and UINavigationBarAppearance(barAppearance:) as UIKit has them")
    func barAppearanceIdioms() {
        let pad = UITabBarAppearance(idiom: .pad)
        #expect(pad.idiom == .pad)
        #expect(UITabBarAppearance().idiom == UIDevice.current.userInterfaceIdiom)
        pad.configureWithOpaqueBackground()
        pad.backgroundColor = .systemIndigo
        let copy = UINavigationBarAppearance(barAppearance: pad)
        #expect(copy.idiom == .pad && copy.backgroundColor == .systemIndigo && copy.backgroundEffect == nil)
        #expect(copy.titleTextAttributes.isEmpty)
    }

    @Test("ToolbarSpacer: a flexible one pushes the bottom bar's later items to the far end; a fixed one adds a gap")
    func toolbarSpacers() throws {
        func screen(_ sizing: SpacerSizing?) -> Window {
            window(
                showing: NavigationStack {
                    Text("Expenses").navigationTitle("Expenses")
                        .toolbar {
                            ToolbarItem(placement: .bottomBar) { Text("Total") }
                            if let sizing { ToolbarSpacer(sizing, placement: .bottomBar) }
                            ToolbarItem(placement: .bottomBar) { Text("Edit") }
                            ToolbarItem(placement: .bottomBar) { Text("Add") }
                        }
                })
        }
        let plain = try frame(of: "Edit", in: screen(nil))
        let flexible = try frame(of: "Edit", in: screen(.flexible))
        let fixed = try frame(of: "Edit", in: screen(.fixed))
        let add = try frame(of: "Add", in: screen(.flexible))
        // Without a spacer the three items spread across the bar; after a flexible one, Edit sits right before Add.
        #expect(flexible[0] > plain[0] + 40)
        #expect(abs(add[0] - (flexible[0] + flexible[2])) < 40)
        #expect(fixed[0] >= plain[0] - 0.5)
        let top = window(
            showing: NavigationStack {
                Text("Expenses").navigationTitle("Expenses")
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Text("Sort") }
                        ToolbarSpacer(.fixed, placement: .topBarTrailing)
                        ToolbarItem(placement: .topBarTrailing) { Text("Plus") }
                    }
            })
        let sort = try frame(of: "Sort", in: top)
        let plus = try frame(of: "Plus", in: top)
        #expect(plus[0] - (sort[0] + sort[2]) > 16 + 15)
    }

    @Test("Material.ultraThin and the other Material members are the materials ShapeStyle names")
    func materialMembers() {
        #expect(Material.ultraThin == .ultraThinMaterial && Material.thin == .thinMaterial && Material.regular == .regularMaterial)
        #expect(Material.thick == .thickMaterial && Material.ultraThick == .ultraThickMaterial)
        let drawn = window(showing: Rectangle().fill(Material.ultraThin)).render()
        let expected = window(showing: Rectangle().fill(.ultraThinMaterial)).render()
        #expect(drawn == expected)
    }

    @Test("SymbolEffectOptions.repeat(.continuous) and .periodic: a still frame draws the symbol at rest")
    func repeatBehaviors() {
        let continuous = SymbolEffectOptions.repeat(.continuous)
        #expect(continuous.repeatBehavior == .continuous && continuous.repeatCount == nil)
        let twice = SymbolEffectOptions.default.speed(2).repeat(.periodic(2, delay: 0.5))
        #expect(twice.repeatCount == 2 && twice.repeatBehavior?.delay == 0.5 && twice.speedMultiplier == 2)
        #expect(SymbolEffectOptions.repeat(.periodic(delay: 1)).repeatCount == nil)
        let animated = window(showing: Image(systemName: "book").symbolEffect(.rotate.byLayer, options: .repeat(.continuous))).render()
        let still = window(showing: Image(systemName: "book")).render()
        #expect(animated == still)
    }

    @Test("ContentUnavailableView with a String title and an asset image; searchToolbarBehavior keeps the field drawn")
    func stringTitledUnavailableViewAndSearchBehavior() {
        let title: String = "No reminders"
        let view = ContentUnavailableView(title, image: "paw", description: Text("Add one for your pet"))
        let description = window(showing: view).layoutDescription()
        #expect(description.contains("\"No reminders\"") && description.contains("\"Add one for your pet\""))
        var text = ""
        let searching = NavigationStack {
            List { Text("Dune") }.navigationTitle("Books")
                .searchable(text: Binding(get: { text }, set: { text = $0 }), prompt: "Title")
        }
        let plain = window(showing: searching).render()
        let minimized = window(showing: searching.searchToolbarBehavior(.minimize)).render()
        #expect(plain == minimized)
    }
}
