import SnapshotTesting
import Testing

@testable import NapkinUI

/// Renders a form with every new control and compares it with its reference.
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
                    } header: {
                        Text("Account")
                    } footer: {
                        Text("Footers explain a section in small grey text.")
                    }
                    Text("A loose row gets a card of its own.").foregroundStyle(.red).font(.footnote)
                    Section { ProgressView().frame(maxWidth: .infinity) }
                    Section { Button("Continue") {}.disabled(true) }
                }
                .navigationTitle("Controls")
            }
        }
    }

    @Test("The showcase form matches its reference")
    func showcase() {
        let window = Window()
        window.rootViewController = HostingController(rootView: Showcase())
        assertSnapshot(of: window, as: .image)
    }
}
