import Foundation
import PackageTestSupport
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A list screen's modifiers: `.searchable`, `.swipeActions`, `.contextMenu`, `.refreshable`,
/// `.badge` on rows, `.redacted`, `.contentShape`, and the fields and links around them.
@MainActor
@Suite("Searchable lists, row actions, redaction, shapes of taps")
struct ListActionsTests {
    @Test("searchable draws iOS's field under the large title, and the content starts under it")
    func searchFieldMetrics() throws {
        var query = ""
        let view = NavigationStack {
            List { Text("Milk") }.navigationTitle("Groceries").searchable(text: Binding(get: { query }, set: { query = $0 }))
        }
        let description = window(showing: view).layoutDescription()
        let field = try #require(description.split(separator: "\n").first { $0.contains("SearchField") })
        let frame = numbers(String(field[field.firstIndex(of: "(")!...field.firstIndex(of: ")")!]))
        // Status bar 47, bar row 44, large title band 52, then 1 point to the field.
        #expect(frame == [16, 47 + 44 + 52 + 1, 358, 36])
        // The list's first section starts 35 under the 46-point search band.
        let section = try #require(description.split(separator: "\n").first { $0.contains("Section (") })
        let sectionFrame = numbers(String(section[section.firstIndex(of: "(")!...section.firstIndex(of: ")")!]))
        #expect(abs(sectionFrame[1] - (47 + 44 + 52 + 46 + 35)) < 0.011)
    }

    @Test("Typing into the search field writes through its binding; the prompt names it")
    func typingSearches() throws {
        var query = ""
        let view = NavigationStack {
            Text("Results for \(query)").searchable(text: Binding(get: { query }, set: { query = $0 }), prompt: "Find a recipe")
        }
        let window = window(showing: view)
        try window.type("ribs", into: "Find a recipe")
        #expect(query == "ribs")
        #expect(window.layoutDescription().contains("text=\"ribs\""))
    }

    @Test("An active search shows Cancel, which ends the search and clears the text")
    func activeSearch() throws {
        var query = "rib"
        var active = true
        let view = NavigationStack {
            Text("List").searchable(
                text: Binding(get: { query }, set: { query = $0 }), isPresented: Binding(get: { active }, set: { active = $0 }))
        }
        let window = window(showing: view)
        try window.tap(label: "Cancel")
        #expect(!active && query.isEmpty)
    }

    @Test("The search field is tertiarySystemFill with the magnifying glass and prompt in the secondary colour")
    func searchFieldColors() throws {
        let view = NavigationStack { Text("x").searchable(text: .constant("")).navigationBarTitleDisplayMode(.inline) }
        let bitmap = renderView(view)
        // Inline: the field is 1 point under the 44-point row.
        let fill = pixel(bitmap, atPoint: 30 + 330, 47 + 44 + 1 + 18)
        #expect(isClose(fill, Color(red: 239 / 255, green: 239 / 255, blue: 240 / 255)))
        let lines = layoutLines(view)
        let promptLine = try #require(lines.first { $0.contains("Text (") && $0.hasSuffix("\"Search\"") })
        let prompt = numbers(String(promptLine[promptLine.firstIndex(of: "(")!...promptLine.firstIndex(of: ")")!]))
        #expect(abs(prompt[0] - (16 + 8 + 16 + 7)) < 0.6)
    }

    @Test("Swipe actions: the row is drawn settled; an action runs by name on its row")
    func swipeActions() throws {
        var deleted: [String] = []
        let items = ["Milk", "Eggs"]
        let view = List {
            ForEach(items, id: \.self) { item in
                Text(item).swipeActions {
                    Button("Delete", role: .destructive) { deleted.append(item) }
                    Button("Pin") {}
                }
            }
        }
        #expect(renderView(view).pixels == renderView(List { ForEach(items, id: \.self) { Text($0) } }).pixels)
        let window = window(showing: view)
        try window.swipeAction("Delete", onRow: "Eggs")
        #expect(deleted == ["Eggs"])
        // Plain taps do not reach hidden actions.
        #expect(throws: InteractionError.self) { try window.tap(label: "Delete") }
        #expect(throws: InteractionError.self) { try window.swipeAction("Archive", onRow: "Milk") }
    }

    @Test("A context menu's items run by name, and nothing of the menu is drawn")
    func contextMenu() throws {
        var copied = 0
        let view = Text("Invoice 42").contextMenu { Button("Copy") { copied += 1 } }
        #expect(renderView(view).pixels == renderView(Text("Invoice 42")).pixels)
        try window(showing: view).contextMenuAction("Copy", on: "Invoice")
        #expect(copied == 1)
    }

    @Test("Pulling to refresh runs the refreshable action and waits for it")
    func refreshable() async throws {
        let counter = RefreshCounter()
        let refreshing = window(showing: List { Text("Row") }.refreshable { await counter.increment() })
        try await refreshing.pullToRefresh()
        #expect(await counter.value == 1)
        let plain = window(showing: List { Text("Row") })
        await #expect(throws: InteractionError.self) { try await plain.pullToRefresh() }
    }

    @Test("A row's badge sits at the trailing edge in the secondary colour; 0 shows none")
    func rowBadges() throws {
        let view = List {
            Text("Inbox").badge(12)
            Text("Drafts").badge(0)
        }
        let badge = numbers(try frame(of: "\"12\"", in: view)), title = numbers(try frame(of: "\"Inbox\"", in: view))
        #expect(abs(badge[0] + badge[2] - 350) < 0.011)
        #expect(abs(badge[1] - title[1]) < 0.011)
        #expect(!layoutLines(view).contains { $0.contains("\"0\"") })
    }

    @Test("redacted(reason: .placeholder) draws text as bars and images as boxes; unredacted() keeps a part")
    func redaction() throws {
        let view = VStack(alignment: .leading, spacing: 8) {
            Text("Smoked brisket")
            Text("Kept").unredacted()
        }
        .redacted(reason: .placeholder)
        let bitmap = renderView(view)
        let title = numbers(try frame(of: "\"Smoked brisket\"", in: view))
        // In the middle of the bar: label at 16 % over white, no glyph edges.
        let bar = pixel(bitmap, atPoint: title[0] + title[2] / 2, title[1] + title[3] * 0.55)
        #expect(isClose(bar, Color(red: 214 / 255, green: 214 / 255, blue: 214 / 255)))
        let kept = numbers(try frame(of: "\"Kept\"", in: view))
        #expect(renderView(Text("Kept")).pixels != bitmap.pixels)
        let keptInk = (0..<Int(kept[2])).contains { dx in pixel(bitmap, atPoint: kept[0] + Double(dx), kept[1] + kept[3] * 0.6).red < 0.2 }
        #expect(keptInk)
    }

    @Test("contentShape(Circle()) leaves a tap on the frame's corner unanswered")
    func contentShape() throws {
        var taps = 0
        let view = Color.blue.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { taps += 1 }
        let inside = window(showing: view)
        let frame = try #require(inside.interactiveElements().first).frame
        #expect(!inside.tap(at: CGPoint(x: frame.minX + 4, y: frame.minY + 4)))
        #expect(inside.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
        #expect(taps == 1)
        // Applied outside the gesture, the shape shapes the tap too.
        let outside = window(showing: Color.blue.frame(width: 100, height: 100).onTapGesture { taps += 1 }.contentShape(Circle()))
        #expect(!outside.tap(at: CGPoint(x: frame.minX + 4, y: frame.minY + 4)))
        #expect(outside.tap(at: CGPoint(x: frame.midX, y: frame.midY)))
        #expect(taps == 2)
    }

    @Test("TextField(axis: .vertical) wraps, growing between the lines lineLimit keeps room for and allows")
    func verticalTextField() throws {
        func height(_ text: String, _ limit: ClosedRange<Int>) throws -> Double {
            numbers(
                try frame(
                    of: "TextField", in: TextField("Notes", text: .constant(text), axis: .vertical).lineLimit(limit).frame(width: 200)))[3]
        }
        let line = try height("", 1...1)
        #expect(abs(try height("", 2...5) - 2 * line) < 0.02)
        let long = String(repeating: "smoke and fire ", count: 20)
        #expect(abs(try height(long, 2...5) - 5 * line) < 0.02)
        #expect(try height("one two three four five six seven", 1...9) > line)
        let horizontal = numbers(try frame(of: "TextField", in: TextField("Notes", text: .constant(long)).frame(width: 200)))[3]
        #expect(horizontal == line)
    }

    @Test("Text keeps room for the lower bound of a line-limit range")
    func textReservesLines() throws {
        let one = numbers(try frame(of: "\"Hi\"", in: Text("Hi")))[3]
        // Each reserved line beyond the first adds the body's leading, 21 points at `.medium`.
        #expect(abs(numbers(try frame(of: "\"Hi\"", in: Text("Hi").lineLimit(3...5)))[3] - (one + 2 * 21)) < 0.02)
        #expect(abs(numbers(try frame(of: "\"Hi\"", in: Text("Hi").lineLimit(2, reservesSpace: true)))[3] - (one + 21)) < 0.02)
    }

    @Test("NavigationLink(destination:isActive:) pushes when tapped and when its binding turns true; Back writes false")
    func isActiveLink() throws {
        var active = false
        let view = NavigationStack {
            NavigationLink(destination: Text("Order details"), isActive: Binding(get: { active }, set: { active = $0 })) {
                Text("Open order")
            }
            .navigationViewStyle(.stack)
        }
        let window = window(showing: view)
        try window.tap(label: "Open order")
        #expect(active)
        #expect(window.layoutDescription().contains("\"Order details\""))
        try window.tap(label: "Back")
        _ = window.render()
        #expect(!active)
        active = true
        #expect(window.layoutDescription().contains("\"Order details\""))
    }

    @Test("presentationDetents(_:selection:) rests the sheet at the selected detent")
    func detentSelection() throws {
        var detent = PresentationDetent.large
        var shown = true
        let view = Text("Behind").sheet(isPresented: Binding(get: { shown }, set: { shown = $0 })) {
            Text("Sheet").presentationDetents([.medium, .large], selection: Binding(get: { detent }, set: { detent = $0 }))
        }
        let window = window(showing: view)
        let tall = window.layoutDescription()
        detent = .medium
        let half = window.layoutDescription()
        #expect(tall != half)
        #expect(half.contains("\"Sheet\""))
    }

    @Test("A searchable list with badges, swipe actions and a redacted row, light and dark")
    func snapshot() {
        let view = NavigationStack {
            List {
                Text("Inbox").badge(4)
                Text("Brisket order").swipeActions { Button("Delete", role: .destructive) {} }
                Text("Loading row placeholder").redacted(reason: .placeholder)
            }
            .navigationTitle("Mail")
            .searchable(text: .constant(""))
            .refreshable {}
        }
        assertScreenLightAndDark(view)
    }
}

/// A counter a refresh increments from another task.
private actor RefreshCounter {
    var value = 0
    func increment() { value += 1 }
}
