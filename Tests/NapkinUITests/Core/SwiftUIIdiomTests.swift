import Foundation
import Testing

@testable import NapkinUI

/// Screens written the way SwiftUI tutorials and apps write them, older forms included, so
/// that each compiles with only the import changed and behaves as on iOS.
@MainActor
@Suite("SwiftUI idioms for controls, navigation and modals compile and behave")
struct SwiftUIIdiomTests {
    final class Settings {
        var wifi = false
        var flavor = "Vanilla"
        var count = 1
        var saved = false
    }

    struct OlderStyleScreen: View {
        let settings: Settings
        @State private var showingDetail = false
        @State private var showingAlert = false

        var body: some View {
            NavigationView {
                Form {
                    Toggle(isOn: Binding(get: { settings.wifi }, set: { settings.wifi = $0 })) {
                        Text("Wi-Fi")
                    }
                    .toggleStyle(SwitchToggleStyle(tint: .orange))
                    Picker(selection: Binding(get: { settings.flavor }, set: { settings.flavor = $0 }), label: Text("Flavor")) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Mint").tag("Mint")
                    }
                    .pickerStyle(SegmentedPickerStyle())
                    Stepper(value: Binding(get: { settings.count }, set: { settings.count = $0 }), in: 1...5) {
                        Text("Count: \(settings.count)")
                    }
                    NavigationLink(destination: Detail()) {
                        Text("Details")
                    }
                    Button("Save") { showingAlert = true }
                }
                .navigationBarTitle("Preferences", displayMode: .inline)
                .navigationBarItems(trailing: EditButton())
                .alert(isPresented: $showingAlert) {
                    Alert(
                        title: Text("Save?"), message: Text("Keep these settings."),
                        primaryButton: .default(Text("Save")) { settings.saved = true },
                        secondaryButton: .cancel())
                }
            }
        }
    }

    struct Detail: View {
        @Environment(\.presentationMode) var presentationMode

        var body: some View {
            Button("Close") { presentationMode.wrappedValue.dismiss() }
                .navigationTitle("Details")
        }
    }

    @Test("The older forms: NavigationView, navigationBarTitle, navigationBarItems, Alert, presentationMode")
    func olderForms() throws {
        let settings = Settings()
        let window = Window()
        window.rootViewController = HostingController(rootView: OlderStyleScreen(settings: settings))
        let labels = window.interactiveElements().map(\.label)
        #expect(labels == ["Wi-Fi", "Flavor", "Count: 1", "Details", "Save", "Edit"])
        try window.tap(label: "Wi-Fi")
        try window.select("Mint", in: "Flavor")
        try window.increment("Count: 1")
        #expect(settings.wifi && settings.flavor == "Mint" && settings.count == 2)
        try window.tap(label: "Details")
        try window.tap(label: "Close")
        #expect(window.interactiveElements().contains { $0.label == "Details" })
        try window.tap(label: "Save")
        try window.tap(label: "Save")
        #expect(settings.saved)
        #expect(!window.interactiveElements().contains { $0.kind == .alertAction })
    }

    @Test("A toggle takes the tint a view sets, and is green without one")
    func toggleTint() {
        func trackColor(_ view: some View) -> Color {
            let window = Window()
            window.rootViewController = HostingController(rootView: view.labelsHidden())
            let bitmap = window.render()
            // The track's centre, left of the knob (the toggle is on, so the knob is right).
            let frame = window.interactiveElements()[0].frame
            return Color(premultipliedARGB: bitmap[Int((frame.minX + 8) * 3), Int(frame.midY * 3)])
        }
        #expect(trackColor(Toggle("On", isOn: .constant(true))) == Color(hex: 0x34C759))
        #expect(trackColor(Toggle("On", isOn: .constant(true)).tint(.orange)) == Color(hex: 0xFF9500))
    }

    @Test("The older ActionSheet shows its title, message and buttons, Cancel added")
    func olderActionSheet() throws {
        let chosen = Box<[String]>([])
        let window = Window()
        window.rootViewController = HostingController(
            rootView: Text("Photo").actionSheet(isPresented: .constant(true)) {
                ActionSheet(
                    title: Text("Change photo"), message: Text("Choose a source"),
                    buttons: [
                        .default(Text("Take Photo")) { chosen.value.append("camera") },
                        .destructive(Text("Remove Photo")) { chosen.value.append("remove") },
                    ])
            })
        #expect(window.interactiveElements().map(\.label) == ["Take Photo", "Remove Photo", "Cancel"])
        #expect(window.layoutDescription().contains("\"Change photo\""))
        try window.tap(label: "Remove Photo")
        #expect(chosen.value == ["remove"])
    }

    @Test("Bottom-bar toolbar items sit in a 49-point bar above the home indicator")
    func bottomBar() throws {
        let window = Window()
        window.rootViewController = HostingController(
            rootView: NavigationStack {
                Text("Drafts")
                    .navigationTitle("Mail")
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Filter") {}
                            Button("New") {}
                        }
                    }
            })
        let elements = window.interactiveElements()
        let filter = try #require(elements.first { $0.label == "Filter" }).frame
        let new = try #require(elements.first { $0.label == "New" }).frame
        #expect(abs(filter.midY - (844 - 34 - 24.5)) < 0.001 && abs(new.midY - filter.midY) < 0.001)
        #expect(filter.minX == 16 && abs(new.maxX - 374) < 0.001)
    }
}
