import Foundation
import Testing

@testable import NapkinUI

@MainActor
private final class Pantry {
    var items = ["Brisket", "Ribs", "Burnt ends", "Pulled pork"]
}

private struct PantryList: View {
    let pantry: Pantry
    var body: some View {
        List {
            ForEach(pantry.items, id: \.self) { Text($0) }
                .onDelete { pantry.items.remove(atOffsets: $0) }
                .onMove { pantry.items.move(fromOffsets: $0, toOffset: $1) }
        }
    }
}

@MainActor
@Suite("onDelete, onMove and SwiftUI's collection helpers")
struct EditableRowTests {
    @Test("remove(atOffsets:) removes exactly the offsets given, keeping the order of the rest")
    func removeAtOffsets() {
        var letters = Array("abcdefg")
        letters.remove(atOffsets: IndexSet([0, 2, 3, 6, 40]))
        #expect(String(letters) == "bef")
        var empty: [Int] = []
        empty.remove(atOffsets: IndexSet(integer: 0))
        #expect(empty.isEmpty)
    }

    @Test("move(fromOffsets:toOffset:) puts the moved elements, in order, before the destination")
    func moveOffsets() {
        var letters = Array("abcdef")
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
        #expect(String(letters) == "acebdf")
        letters = Array("abcdef")
        letters.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
        #expect(String(letters) == "eabcdf")
        letters = Array("abcdef")
        letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 6)
        #expect(String(letters) == "bcdefa")
        letters.move(fromOffsets: IndexSet(integer: 2), toOffset: 99)
        #expect(String(letters) == "bcefad")
    }

    @Test("Deleting a row runs onDelete with its offset, and the next render shows the list without it")
    func deleteRow() throws {
        let pantry = Pantry()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: PantryList(pantry: pantry))
        let rows = window.interactiveElements().filter { $0.kind == .editableRow }
        #expect(rows.map(\.label) == pantry.items)
        #expect(rows.map(\.value) == ["1 of 4", "2 of 4", "3 of 4", "4 of 4"])
        try window.deleteRow("Burnt ends")
        #expect(pantry.items == ["Brisket", "Ribs", "Pulled pork"])
        #expect(!window.layoutDescription().contains("Burnt ends"))
    }

    @Test("Moving a row runs onMove with its offset and the destination")
    func moveRow() throws {
        let pantry = Pantry()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: PantryList(pantry: pantry))
        try window.moveRow("Pulled pork", toOffset: 0)
        #expect(pantry.items == ["Pulled pork", "Brisket", "Ribs", "Burnt ends"])
    }

    @Test("A row without the action, or a label that is no row, is a typed error naming what is on screen")
    func errors() throws {
        let pantry = Pantry()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: List { ForEach(pantry.items, id: \.self) { Text($0) }.onMove { pantry.items.move(fromOffsets: $0, toOffset: $1) } })
        #expect(throws: InteractionError.self) { try window.deleteRow("Ribs") }
        do {
            try window.moveRow("Smoked salmon", toOffset: 0)
            Issue.record("moved a row that is not there")
        } catch {
            #expect(error.reason == .notFound)
            #expect(error.description.hasPrefix("No editable row labelled \"Smoked salmon\" is on screen."))
        }
    }

    @Test("Rows with editing draw exactly as rows without")
    func drawing() {
        let pantry = Pantry()
        let editable = Window(device: .iPhoneSE)
        editable.rootViewController = HostingController(rootView: PantryList(pantry: pantry))
        let plain = Window(device: .iPhoneSE)
        plain.rootViewController = HostingController(rootView: List { ForEach(pantry.items, id: \.self) { Text($0) } })
        #expect(editable.render() == plain.render())
    }

    @Test("A row's own insets, background and separator apply with editing as without")
    func rowOptions() {
        let items = ["Brisket", "Ribs"]
        func row(_ item: String) -> some View {
            Text(item).listRowInsets(EdgeInsets(top: 4, leading: 60, bottom: 4, trailing: 8)).listRowBackground(Color.yellow)
                .listRowSeparator(.hidden)
        }
        let editable = Window(device: .iPhoneSE)
        editable.rootViewController = HostingController(
            rootView: List { ForEach(items, id: \.self) { row($0) }.onDelete { _ in }.onMove { _, _ in } })
        let plain = Window(device: .iPhoneSE)
        plain.rootViewController = HostingController(rootView: List { ForEach(items, id: \.self) { row($0) } })
        #expect(editable.render() == plain.render())
        let bare = Window(device: .iPhoneSE)
        bare.rootViewController = HostingController(rootView: List { ForEach(items, id: \.self) { Text($0) } })
        #expect(plain.render() != bare.render())
    }
}
