import Foundation
import SnapshotTesting
import Testing

@testable import NapkinUI

/// `DisclosureGroup`: the label row with its chevron, the content when expanded, as rows of a
/// list or under the label in a stack, and the tap that expands it.
@MainActor
@Suite("DisclosureGroup")
struct DisclosureGroupTests {
    /// A permissions list in the shape of corpus17's admin screens.
    struct Permissions: View {
        let expanded: Binding<Bool>
        var body: some View {
            List {
                Section("Access") {
                    DisclosureGroup("Permissions", isExpanded: expanded) {
                        Toggle("Edit cars", isOn: .constant(true))
                        Toggle("See payments", isOn: .constant(false))
                        Text("Changes apply at the next sign-in.")
                    }
                    Text("Role")
                }
            }
        }
    }

    /// The same group in a plain stack.
    struct Stacked: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 16) {
                DisclosureGroup(isExpanded: .constant(true)) {
                    Text("Cars, payments and reports")
                    Text("Granted by the owner").foregroundStyle(.secondary)
                } label: {
                    Label("Permissions", systemImage: "lock.fill")
                }
                DisclosureGroup("Collapsed") { Text("Hidden") }
                Spacer()
            }
            .padding()
        }
    }

    @Test("Tapping the label expands an unbound group; its content rows appear under the label row; a second tap folds it")
    func tapExpandsUnbound() throws {
        let window = window(
            showing: List {
                DisclosureGroup("Details") {
                    Text("Plate AB-123")
                    Text("Seats 5")
                }
            })
        #expect(!window.layoutDescription().contains("Plate AB-123"))
        #expect(try #require(window.interactiveElements().first { $0.label == "Details" }).value == "collapsed")
        try window.tap(label: "Details")
        let description = window.layoutDescription()
        #expect(description.contains("Plate AB-123") && description.contains("Seats 5"))
        #expect(try #require(window.interactiveElements().first { $0.label == "Details" }).value == "expanded")
        try window.tap(label: "Details")
        #expect(!window.layoutDescription().contains("Plate AB-123"))
    }

    @Test("A bound isExpanded decides what shows, and a tap on the label writes it")
    func boundExpansion() throws {
        let expanded = Box(false)
        let window = window(showing: Permissions(expanded: expanded.binding))
        #expect(!window.layoutDescription().contains("Edit cars"))
        try window.tap(label: "Permissions")
        #expect(expanded.value)
        #expect(window.layoutDescription().contains("Edit cars"))
        expanded.value = false
        #expect(!window.layoutDescription().contains("Edit cars"))
        try window.tap(label: "Permissions")
        try window.tap(label: "Permissions")
        #expect(!expanded.value)
    }

    @Test("In a list each content view is its own row, 44 points at least, under the label's row")
    func contentRowsInList() throws {
        let window = window(showing: Permissions(expanded: .constant(true)))
        window.layout()
        let elements = window.interactiveElements()
        let label = try #require(elements.first { $0.label == "Permissions" }).frame
        let edit = try #require(elements.first { $0.label == "Edit cars" }).frame
        let see = try #require(elements.first { $0.label == "See payments" }).frame
        #expect(edit.minY >= label.maxY)
        #expect(see.minY >= edit.maxY)
        #expect(see.minY - edit.minY >= 44 - 0.01)
    }

    @Test("The chevron is drawn in the tint at the row's trailing edge, the label text in the primary colour")
    func chevronInTint() throws {
        let window = window(showing: Permissions(expanded: .constant(false)))
        let bitmap = window.render()
        let row = try #require(window.interactiveElements().first { $0.label == "Permissions" }).frame
        var tinted = 0
        var stride = 0.0
        while stride < 24 {
            for dy in Swift.stride(from: 0.0, to: Double(row.height), by: 1 / 3) {
                let p = pixel(bitmap, atPoint: Double(row.maxX) - 24 + stride, Double(row.minY) + dy)
                if p.blue > 0.8 && p.red < 0.3 && p.green > 0.35 && p.green < 0.65 { tinted += 1 }
            }
            stride += 1 / 3
        }
        #expect(tinted > 10)
        // The label's words are dark, not tinted.
        var dark = 0
        for dy in Swift.stride(from: 0.0, to: Double(row.height), by: 1 / 3) {
            for dx in Swift.stride(from: 0.0, to: 60, by: 1 / 3) {
                let p = pixel(bitmap, atPoint: Double(row.minX) + dx, Double(row.minY) + dy)
                if p.red < 0.2 && p.green < 0.2 && p.blue < 0.2 && p.opacity > 0.9 { dark += 1 }
            }
        }
        #expect(dark > 10)
    }

    @Test("All the initialisers: title keys, strings, content and label closures, bound and unbound")
    func initialisers() throws {
        let title = "Vehicle"
        let shown = Box(true)
        let window = window(
            showing: VStack {
                DisclosureGroup("Key") { Text("A") }
                DisclosureGroup(title) { Text("B") }
                DisclosureGroup("Key bound", isExpanded: shown.binding) { Text("C") }
                DisclosureGroup(title + " bound", isExpanded: shown.binding) { Text("D") }
                DisclosureGroup {
                    Text("E")
                } label: {
                    Text("Custom")
                }
                DisclosureGroup(isExpanded: shown.binding) {
                    Text("F")
                } label: {
                    Text("Custom bound")
                }
            })
        let labels = Set(window.interactiveElements().map(\.label))
        #expect(labels.isSuperset(of: ["Key", "Vehicle", "Key bound", "Vehicle bound", "Custom", "Custom bound"]))
        let description = window.layoutDescription()
        let visible = ["\"C\"", "\"D\"", "\"F\""].filter { description.contains($0) }
        let hidden = ["\"A\"", "\"B\"", "\"E\""].filter { description.contains($0) }
        #expect(visible.count == 3 && hidden.isEmpty)
    }

    @Test("A list of groups, one expanded, matches its references in light and dark")
    func listSnapshots() {
        assertScreenLightAndDark(Permissions(expanded: .constant(true)))
    }

    @Test("Groups in a plain stack, one expanded, one collapsed, match their references in light and dark")
    func stackSnapshots() {
        assertLightAndDark(Stacked(), width: 390, height: 260)
    }
}
