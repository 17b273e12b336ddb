import NapkinUI

/// A profile screen that signs out behind an alert: a title, a message, a cancel and a
/// destructive action.
public struct SignOutScreen: View {
    @State private var confirming: Bool
    private let signOut: @MainActor () -> Void

    /// The screen, with the alert shown or not; `signOut` runs when the user confirms.
    public init(alertShown: Bool = true, signOut: @escaping @MainActor () -> Void = {}) {
        _confirming = State(initialValue: alertShown)
        self.signOut = signOut
    }

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    Text("ada@example.com")
                    Toggle("Keep Me Signed In", isOn: .constant(true))
                }
                Section {
                    Button("Sign Out", role: .destructive) { confirming = true }
                }
            }
            .navigationTitle("Profile")
            .alert("Sign out?", isPresented: $confirming) {
                Button("Cancel", role: .cancel) {}
                Button("Sign Out", role: .destructive, action: signOut)
            } message: {
                Text("You will need your password to sign in again.")
            }
        }
    }
}

#Preview("Sign-out alert") {
    SignOutScreen()
}
