import Foundation
import Testing
@testable import NapkinUI

/// Renders a form with every new control and compares it with the reference PNG kept next
/// to the other NapkinUI references (NapkinUITests does not depend on SnapshotTesting, so
/// the comparison is done here: exact pixels).
@MainActor
@Suite("Form rendering")
struct FormSnapshotTests {
    struct Showcase: View {
        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        TextField("Email", text: .constant(""))
                        TextField("Name", text: .constant("Ada Lovelace"))
                        SecureField("Password", text: .constant("hunter22"))
                    } header: { Text("Account") } footer: { Text("Footers explain a section in small grey text.") }
                    Text("A loose row gets a card of its own.").foregroundStyle(.red).font(.footnote)
                    Section { ProgressView().frame(maxWidth: .infinity) }
                    Section { Button("Continue") {}.disabled(true) }
                }
                .navigationTitle("Controls")
            }
        }
    }

    @Test("The showcase form matches its reference (record with NAPKINUI_RECORD=1)")
    func showcase() throws {
        let window = Window()
        window.rootViewController = HostingController(rootView: Showcase())
        let bitmap = window.render()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let reference = root.appendingPathComponent("__Snapshots__/FormSnapshotTests/showcase.png")
        if ProcessInfo.processInfo.environment["NAPKINUI_RECORD"] != nil || !FileManager.default.fileExists(atPath: reference.path) {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bitmap.write(to: reference)
            Issue.record("Recorded \(reference.path); run again to compare.")
            return
        }
        let expected = try Bitmap(contentsOf: reference)
        #expect(bitmap == expected, "The form differs from \(reference.path); look at it, then re-record with NAPKINUI_RECORD=1.")
    }
}
