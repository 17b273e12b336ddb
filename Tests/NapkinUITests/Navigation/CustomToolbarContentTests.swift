import Testing

@testable import NapkinUI

/// A toolbar an app declares as its own type, as SwiftUI apps do to share one between screens.
private struct EditorToolbar: ToolbarContent {
    let canSave: Bool
    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        if canSave {
            ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
        }
    }
}

/// Customizable content, as an app names it for `.toolbar(id:)`-style items.
private struct FormattingToolbar: CustomizableToolbarContent {
    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "bold", placement: .bottomBar) { Button("Bold") {} }
    }
}

/// A screen with a title menu, as corpus apps write it with iOS 16's `.toolbarTitleMenu`.
private struct Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Lunch on Friday?")
                Text("Your receipt")
            }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarTitleMenu {
                Button("Mark All as Read") {}
                Button("Filter") {}
            }
            .toolbar { EditorToolbar(canSave: true) }
        }
    }
}

@MainActor
@Suite("An app's own ToolbarContent types and the title menu")
struct CustomToolbarContentTests {
    @Test("a ToolbarContent type's body places its items, with its `if`s")
    func ownToolbarType() {
        let saving = window(showing: NavigationStack { Text("Draft").toolbar { EditorToolbar(canSave: true) } }).layoutDescription()
        #expect(saving.contains("\"Cancel\"") && saving.contains("\"Save\""))
        let notSaving = window(showing: NavigationStack { Text("Draft").toolbar { EditorToolbar(canSave: false) } }).layoutDescription()
        #expect(notSaving.contains("\"Cancel\"") && !notSaving.contains("\"Save\""))
        #expect(EditorToolbar(canSave: true).placedItems.count == 2)
        #expect(FormattingToolbar().placedItems.count == 1)
    }

    @Test("a title menu shows beside the inline title, whether set by modifier or by ToolbarTitleMenu")
    func titleMenuIndicator() {
        #expect(window(showing: Inbox()).layoutDescription().contains("Title menu"))
        let asItem = NavigationStack {
            Text("Notes")
                .navigationTitle("Notes")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarTitleMenu { Button("Rename") {} } }
        }
        #expect(window(showing: asItem).layoutDescription().contains("Title menu"))
        let without = NavigationStack { Text("Notes").navigationTitle("Notes").navigationBarTitleDisplayMode(.inline) }
        #expect(!window(showing: without).layoutDescription().contains("Title menu"))
        #expect(ToolbarTitleMenu().placedItems.count == 1)
    }

    @Test("the title menu's chevron is drawn beside the title, light and dark")
    func titleMenuDrawn() {
        assertScreenLightAndDark(Inbox())
    }
}
