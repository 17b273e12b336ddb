import Foundation
import SnapshotTesting
import Testing

@testable import NapkinUI

@MainActor
private final class Shelf {
    var items = ["Brisket", "Ribs", "Burnt ends", "Pulled pork"]
    var seen: [EditMode?] = []
}

/// Records the edit mode its content sees, as an app reads it.
private struct EditModeProbe: View {
    let shelf: Shelf
    @Environment(\.editMode) private var editMode

    var body: some View {
        shelf.seen.append(editMode?.wrappedValue)
        return Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Not editing")
    }
}

/// A list whose rows can be deleted and moved, the first one kept, with an Edit button.
private struct ShelfScreen: View {
    let shelf: Shelf

    var body: some View {
        NavigationStack {
            List {
                ForEach(shelf.items, id: \.self) { item in
                    Text(item).deleteDisabled(item == "Brisket")
                }
                .onDelete { shelf.items.remove(atOffsets: $0) }
                .onMove { shelf.items.move(fromOffsets: $0, toOffset: $1) }
                Section("Only deletable") {
                    ForEach(["Slaw"], id: \.self) { Text($0) }.onDelete { _ in }
                }
            }
            .navigationTitle("Pit")
            .toolbar { EditButton() }
        }
    }
}

private struct Smoke: Identifiable, Hashable {
    let id: Int
    let name: String
    static let all = [Smoke(id: 1, name: "Hickory"), Smoke(id: 2, name: "Oak"), Smoke(id: 3, name: "Cherry")]
}

/// A list with a set selection, in edit mode as the code says.
private struct WoodPicker: View {
    @Binding var selection: Set<Int>
    let mode: Binding<EditMode>

    var body: some View {
        NavigationStack {
            List(Smoke.all, selection: $selection) { Text($0.name) }
                .navigationTitle("Woods")
                .toolbar { EditButton() }
                .environment(\.editMode, mode)
        }
    }
}

/// The description lines of the nodes of `kind` (e.g. "DeleteControl").
@MainActor
private func frameOf(_ kind: String, in window: Window) -> [String] {
    window.layoutDescription().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(kind) }
}

extension Window {
    /// The frame of the text showing exactly `words`, as the layout description writes it.
    fileprivate func textFrame(_ words: String) -> CGRect? {
        let lines = layoutDescription().split(separator: "\n").map(String.init)
        guard let line = lines.first(where: { $0.contains("Text (") && $0.hasSuffix("\"\(words)\"") }),
            let start = line.firstIndex(of: "("), let end = line[start...].firstIndex(of: ")")
        else { return nil }
        let numbers = line[line.index(after: start)..<end].split { ", ×".contains($0) }.compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// The first text inside `node`.
@MainActor
private func firstText(_ node: LayoutNode) -> TextNode? {
    node as? TextNode ?? node.children.lazy.compactMap(firstText).first
}

@MainActor
@Suite("Edit mode: EditMode, \\.editMode, EditButton and a list's edit-mode rows")
struct EditModeTests {
    @Test("EditMode.isEditing is true while active or transient")
    func isEditing() {
        #expect(!EditMode.inactive.isEditing)
        #expect(EditMode.transient.isEditing)
        #expect(EditMode.active.isEditing)
    }

    @Test("A screen's content sees its own edit mode, inactive at first; .environment(\\.editMode, …) replaces it")
    func environmentValue() throws {
        let shelf = Shelf()
        #expect(EnvironmentValues().editMode == nil)
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: EditModeProbe(shelf: shelf))
        _ = window.layoutDescription()
        #expect(shelf.seen.last == .inactive)

        var mode = EditMode.active
        let binding = Binding(get: { mode }, set: { mode = $0 })
        window.rootViewController = HostingController(rootView: EditModeProbe(shelf: shelf).environment(\.editMode, binding))
        #expect(window.layoutDescription().contains("Editing"))
        #expect(shelf.seen.last == .active)
        mode = .transient
        #expect(window.layoutDescription().contains("\"Editing\""))
        mode = .inactive
        #expect(window.layoutDescription().contains("Not editing"))
    }

    @Test("EditButton in a toolbar toggles the screen's edit mode, reading Edit, then Done in semibold")
    func editButtonToggles() throws {
        let shelf = Shelf()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: ShelfScreen(shelf: shelf))
        #expect(frameOf("DeleteControl", in: window).isEmpty)
        try window.tap(label: "Edit")
        let buttons = window.interactiveElements().filter { $0.kind == .button }.map(\.label)
        #expect(buttons.contains("Done"))
        #expect(!buttons.contains("Edit"))
        #expect(!frameOf("DeleteControl", in: window).isEmpty)
        let done = try #require(firstText(buildNode(EditButtonLabelProbe(editing: true), in: EnvironmentValues())))
        let edit = try #require(firstText(buildNode(EditButtonLabelProbe(editing: false), in: EnvironmentValues())))
        let semibold = try #require(firstText(buildNode(Text("Done").fontWeight(.semibold), in: EnvironmentValues())))
        let regular = try #require(firstText(buildNode(Text("Edit"), in: EnvironmentValues())))
        #expect(done.runs.map(\.text) == ["Done"] && edit.runs.map(\.text) == ["Edit"])
        #expect(done.runs.first?.font == semibold.runs.first?.font)
        #expect(edit.runs.first?.font == regular.runs.first?.font)
        #expect(done.runs.first?.font != edit.runs.first?.font)
        try window.tap(label: "Done")
        #expect(window.interactiveElements().contains { $0.label == "Edit" })
        #expect(frameOf("DeleteControl", in: window).isEmpty)
    }

    @Test("EditButton writes through a binding the code set, and the list follows it")
    func editButtonWritesBinding() throws {
        var mode = EditMode.inactive
        var selection: Set<Int> = []
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: WoodPicker(
                selection: Binding(get: { selection }, set: { selection = $0 }), mode: Binding(get: { mode }, set: { mode = $0 })))
        #expect(frameOf("SelectionControl", in: window).isEmpty)
        try window.tap(label: "Edit")
        #expect(mode == .active)
        #expect(frameOf("SelectionControl", in: window).count == 3)
        try window.tap(label: "Done")
        #expect(mode == .inactive)
    }

    @Test("In edit mode a deletable row shows the minus before its content, a movable one the grip after it")
    func editModeRows() throws {
        let shelf = Shelf()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: ShelfScreen(shelf: shelf))
        let before = try #require(window.textFrame("Ribs"))
        try window.tap(label: "Edit")
        let after = try #require(window.textFrame("Ribs"))
        // The content moves 38 points right, after a 22-point circle 20 in from the card.
        #expect(after.minX - before.minX == 38)
        let minus = try #require(window.interactiveElements().first { $0.label == "Delete Ribs" })
        #expect(minus.frame.width == 22 && minus.frame.minX == before.minX)
        #expect(abs(minus.frame.midY - after.midY) < 1)
        // Brisket is kept (deleteDisabled) but moves; Slaw is deleted, never moved.
        #expect(frameOf("DeleteControl", in: window).count == 4)
        #expect(frameOf("ReorderControl", in: window).count == 4)
        #expect(!window.interactiveElements().contains { $0.label == "Delete Brisket" })
        #expect(throws: InteractionError.self) { try window.deleteRow("Brisket") }
    }

    @Test("Tapping the minus shows the row's Delete button; tapping Delete runs onDelete")
    func deleteThroughMinus() throws {
        let shelf = Shelf()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: ShelfScreen(shelf: shelf))
        try window.tap(label: "Edit")
        #expect(frameOf("DeleteButton", in: window).isEmpty)
        try window.tap(label: "Delete Burnt ends")
        #expect(frameOf("DeleteControl (confirming)", in: window).count == 1)
        // The red button sits at the card's trailing edge (20 in from the screen), the row's height.
        let button = try #require(window.interactiveElements().first { $0.label == "Delete" })
        let row = try #require(window.textFrame("Burnt ends"))
        #expect(button.frame.maxX == 375 - 20 && button.frame.height == 44)
        #expect(abs(button.frame.midY - row.midY) < 1)
        #expect(frameOf("ReorderControl", in: window).count == 3)
        #expect(shelf.items.count == 4)
        try window.tap(label: "Delete")
        #expect(shelf.items == ["Brisket", "Ribs", "Pulled pork"])
        #expect(frameOf("DeleteButton", in: window).isEmpty)
        #expect(!window.layoutDescription().contains("Burnt ends"))
        // Tapping the minus again hides the button without deleting.
        try window.tap(label: "Delete Ribs")
        try window.tap(label: "Delete Ribs")
        #expect(frameOf("DeleteButton", in: window).isEmpty)
        #expect(shelf.items.count == 3)
    }

    @Test("In edit mode a list with a set selection shows circles, and a tap on a row toggles it")
    func setSelection() throws {
        var selection: Set<Int> = [2]
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: WoodPicker(selection: Binding(get: { selection }, set: { selection = $0 }), mode: .constant(.active)))
        #expect(frameOf("SelectionControl (selected)", in: window).count == 1)
        #expect(frameOf("SelectionControl", in: window).count == 3)
        try window.tap(label: "Hickory")
        #expect(selection == [1, 2])
        try window.tap(label: "Oak")
        #expect(selection == [1])
        #expect(frameOf("SelectionControl (selected)", in: window).count == 1)
        // A tap anywhere on the row selects it.
        let cherry = try #require(window.textFrame("Cherry"))
        #expect(window.tap(at: CGPoint(x: 300, y: cherry.midY)))
        #expect(selection == [1, 3])
    }

    @Test("A single selection shows the circles in edit mode too, and a tap selects one row")
    func singleSelection() throws {
        var selection: Int? = nil
        let binding = Binding(get: { selection }, set: { selection = $0 })
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: List(selection: binding) {
                ForEach(Smoke.all) { Text($0.name).tag($0.id) }
            }
            .environment(\.editMode, .constant(.active)))
        #expect(frameOf("SelectionControl", in: window).count == 3)
        try window.tap(label: "Oak")
        #expect(selection == 2)
        try window.tap(label: "Cherry")
        #expect(selection == 3)
        try window.tap(label: "Cherry")
        #expect(selection == nil)
        // Out of edit mode, no circles.
        window.rootViewController = HostingController(
            rootView: List(selection: binding) { ForEach(Smoke.all) { Text($0.name) } })
        #expect(frameOf("SelectionControl", in: window).isEmpty)
    }

    @Test("A customizable toolbar item (id:) is shown unless showsByDefault is false; an EditButton in one toggles")
    func customizableToolbarItems() throws {
        let shelf = Shelf()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: NavigationStack {
                EditModeProbe(shelf: shelf)
                    .toolbar {
                        ToolbarItem(id: "edit", placement: .topBarLeading, showsByDefault: true) { EditButton() }
                        ToolbarItem(id: "add") { Button("Add") {} }
                        ToolbarItem(id: "share", placement: .topBarTrailing, showsByDefault: false) { Button("Share") {} }
                    }
            })
        let labels = window.interactiveElements().map(\.label)
        #expect(labels.contains("Edit") && labels.contains("Add") && !labels.contains("Share"))
        try window.tap(label: "Edit")
        #expect(window.layoutDescription().contains("\"Editing\""))
    }

    @Test("A list in edit mode, its minus, grips and a kept row, matches its references in light and dark")
    func editModeSnapshot() throws {
        assertScreenLightAndDark(ShelfScreen(shelf: Shelf()).environment(\.editMode, .constant(.active)))
    }

    @Test("A row's Delete button after its minus was tapped matches its reference")
    func confirmingSnapshot() throws {
        let window = window(showing: ShelfScreen(shelf: Shelf()))
        try window.tap(label: "Edit")
        try window.tap(label: "Delete Pulled pork")
        assertSnapshot(of: window, as: .image)
    }

    @Test("A list with a selection in edit mode matches its references in light and dark")
    func selectionSnapshot() throws {
        assertScreenLightAndDark(WoodPicker(selection: .constant([1, 3]), mode: .constant(.active)))
    }
}

/// EditButton's label while editing, for reading its weight.
private struct EditButtonLabelProbe: View {
    let editing: Bool
    var body: some View {
        EditButton().environment(\.editMode, .constant(editing ? .active : .inactive))
    }
}
