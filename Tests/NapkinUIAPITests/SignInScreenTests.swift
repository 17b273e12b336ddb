import NapkinUI
import SnapshotTesting
import Testing

/// A sign-in form as an app writes it: state, bindings, a field, a toggle, a button and a
/// message that follows the state.
private struct SignInScreen: View {
    @State private var email = ""
    @State private var remember = false
    @State private var message = "Signed out"

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Email", text: $email)
                    Toggle("Remember me", isOn: $remember)
                }
                Section {
                    Button("Sign In") {
                        message = email.isEmpty ? "Enter your email" : "Welcome, \(email)\(remember ? " (remembered)" : "")"
                    }
                    Text(message)
                }
            }
            .navigationTitle("Sign In")
        }
    }
}

@MainActor
@Suite("A screen as a user builds, renders and drives it")
struct SignInScreenTests {
    private func signIn() -> Window {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: SignInScreen())
        window.makeKeyAndVisible()
        return window
    }

    @Test("render() draws the device's pixels: 1170×2532 on an iPhone 13 Pro, grouped grey behind the form")
    func render() {
        let bitmap = signIn().render()
        #expect(bitmap.width == 1170 && bitmap.height == 2532)
        // Between the cards, at the screen's edge: the grouped background, #F2F2F7.
        #expect(Color(premultipliedARGB: bitmap[3, 1800]) == Color(hex: 0xF2F2F7))
    }

    @Test("Taps and typing drive the state; the next layout shows it")
    func interaction() throws {
        let window = signIn()
        try window.tap(label: "Sign In")
        #expect(window.layoutDescription().contains("\"Enter your email\""))
        try window.type("ada@example.com", into: "Email")
        try window.tap(label: "Remember me")
        try window.tap(label: "Sign In")
        #expect(window.layoutDescription().contains("\"Welcome, ada@example.com (remembered)\""))
        let toggle = try #require(window.interactiveElements().first { $0.label == "Remember me" })
        #expect(toggle.kind == .toggle && toggle.value == "on")
    }

    @Test("Interactive elements list each control with its kind and CGRect frame, front to back")
    func elements() throws {
        let elements = signIn().interactiveElements()
        #expect(elements.map(\.kind) == [.textField, .toggle, .button])
        #expect(elements.map(\.label) == ["Email", "Remember me", "Sign In"])
        let field = elements[0].frame
        // The form's card is inset 20 points from the screen's edges, the field 16 more.
        #expect(field.minX == 36 && field.maxX == 354)
        #expect(elements[1].frame.minY >= field.maxY)
    }

    @Test("An unknown label is a typed error naming what is on screen")
    func unknownLabel() {
        #expect(throws: InteractionError.self) { try self.signIn().tap(label: "Sign Up") }
    }

    @Test("The layout description snapshots as text, as a user's test does")
    func layoutSnapshot() throws {
        let window = signIn()
        try window.type("ada@example.com", into: "Email")
        assertSnapshot(of: window, as: .layoutDescription)
    }
}
