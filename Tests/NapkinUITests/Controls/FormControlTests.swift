import Observation
import Testing

@testable import NapkinUI

@MainActor @Observable
final class FormModel {
    var email = ""
    var password = ""
}

@MainActor
@Suite("Form controls: fields, bindings, state, spinner, navigation title")
struct FormControlTests {
    struct LoginForm: View {
        @Bindable var model: FormModel
        var disabled = false
        var body: some View {
            NavigationStack {
                Form {
                    Section("Account") {
                        TextField("Email", text: $model.email).textContentType(.emailAddress).keyboardType(.emailAddress)
                        SecureField("Password", text: $model.password).textInputAutocapitalization(.never)
                    }
                    Section { Button("Go") {} }
                }
                .disabled(disabled)
                .navigationTitle("Sign in")
            }
        }
    }

    @Test("type(_:into:) writes through a Bindable binding, appending like a keyboard")
    func typeWritesThroughBinding() throws {
        let model = FormModel()
        let window = Window()
        window.rootViewController = HostingController(rootView: LoginForm(model: model))
        try window.type("ada@", into: "email")
        try window.type("example.com", into: "Email")
        try window.type("hunter22", into: "Password")
        #expect(model.email == "ada@example.com")
        #expect(model.password == "hunter22")
        let fields = window.interactiveElements().filter { $0.kind.interaction == .textEntry }
        #expect(fields.map(\.label) == ["Email", "Password"])
        #expect(fields.map(\.kind) == [.textField, .secureField])
    }

    @Test("type(_:into:) names the label and lists the fields when nothing matches")
    func typeNoMatch() {
        let window = Window()
        window.rootViewController = HostingController(rootView: LoginForm(model: FormModel()))
        let onScreen = [InteractionError.Candidate(.textField, "Email"), .init(.secureField, "Password"), .init(.button, "Go")]
        #expect(throws: InteractionError(.notFound, label: "Username", expected: [.textField, .secureField], onScreen: onScreen)) {
            try window.type("x", into: "Username")
        }
    }

    @Test("Two fields with one title are ambiguous; an accessibility label tells them apart")
    func typeAmbiguous() throws {
        var first = "", second = ""
        let firstBinding = Binding(get: { first }, set: { first = $0 })
        let secondBinding = Binding(get: { second }, set: { second = $0 })
        let window = Window()
        window.rootViewController = HostingController(
            rootView: VStack {
                TextField("Name", text: firstBinding)
                TextField("Name", text: secondBinding)
            })
        let error = #expect(throws: InteractionError.self) { try window.type("x", into: "Name") }
        #expect(error?.reason == .ambiguous(count: 2))
        // The label replaces the title, as it does for VoiceOver: "Name" now means the first
        // field only (the old lookup also matched the second field's title, and threw).
        window.rootViewController = HostingController(
            rootView: VStack {
                TextField("Name", text: firstBinding)
                TextField("Name", text: secondBinding).accessibilityLabel("Second name")
            })
        try window.type("Ada", into: "Name")
        try window.type("Lovelace", into: "Second name")
        #expect(first == "Ada" && second == "Lovelace")
    }

    @Test("Disabled fields and buttons take no typing or taps and draw dimmed")
    func disabledControls() throws {
        let window = Window()
        window.rootViewController = HostingController(rootView: LoginForm(model: FormModel(), disabled: true))
        let elements = window.interactiveElements()
        #expect(elements.map(\.label) == ["Email", "Password", "Go"])
        #expect(elements.allSatisfy { !$0.isEnabled })
        let error = #expect(throws: InteractionError.self) { try window.type("x", into: "Email") }
        #expect(error?.reason == .disabled)
        let enabled = Window()
        enabled.rootViewController = HostingController(rootView: LoginForm(model: FormModel()))
        #expect(window.render() != enabled.render())
    }

    @Test("The layout description shows the form, the title, fields (secure ones as dots) and rows")
    func layoutDescription() throws {
        let model = FormModel()
        model.password = "secret"
        let window = Window()
        window.rootViewController = HostingController(rootView: LoginForm(model: model))
        let text = window.layoutDescription()
        #expect(text.contains("NavigationStack"))
        #expect(text.contains("title=\"Sign in\""))
        #expect(text.contains("Form"))
        #expect(text.contains("TextField"))
        #expect(text.contains("\"Email\" text=\"\""))
        #expect(text.contains("SecureField"))
        #expect(text.contains("text=\"••••••\""))
        #expect(!text.contains("secret"))
        #expect(text.contains("\"ACCOUNT\"") || text.contains("\"Account\""))
    }

    @Test("Sections are inset 20 points, rows at least 44 tall, under a 96-point title header")
    func sectionGeometry() throws {
        let window = Window()
        window.rootViewController = HostingController(rootView: LoginForm(model: FormModel()))
        window.layout()
        let lines = window.layoutDescription().split(separator: "\n")
        let field = try #require(lines.first { $0.contains("TextField") })
        // The field's content starts 20 (margin) + 16 (row inset) points from the edge.
        #expect(field.contains("x: 36") || field.contains("(36"))
        let stack = try #require(lines.first { $0.contains("NavigationStack") })
        #expect(stack.contains("47"))
    }

    @Test("@State keeps its box across copies of one view value; $state binds to it")
    func stateSemantics() {
        struct Counter: View {
            @State var count = 0
            var body: some View { Text(verbatim: "\(count)") }
        }
        let view = Counter()
        let copy = view
        copy.$count.wrappedValue = 3
        #expect(view.count == 3)
        #expect(Counter().count == 0)
    }

    @Test("Binding.constant ignores writes; dynamic members project into values and models")
    func bindingProjection() {
        struct Pair { var left = "a"; var right = "b" }
        var pair = Pair()
        let binding = Binding(get: { pair }, set: { pair = $0 })
        binding.right.wrappedValue = "c"
        #expect(pair.right == "c")
        let constant = Binding<String>.constant("fixed")
        constant.wrappedValue = "changed"
        #expect(constant.wrappedValue == "fixed")
        let model = FormModel()
        let state = State(initialValue: model)
        state.projectedValue.email.wrappedValue = "x@y"
        #expect(model.email == "x@y")
        Bindable(model).password.wrappedValue = "12345678"
        #expect(model.password == "12345678")
    }

    @Test("ProgressView is a 20-point spinner that draws the same pixels every time")
    func spinner() {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: ProgressView())
        let first = window.render()
        #expect(first == window.render())
        #expect(window.layoutDescription().contains("ProgressView"))
        #expect(
            window.layoutDescription().contains("20.0 × 20.0") || window.layoutDescription().contains("20×20")
                || window.layoutDescription().contains("20 × 20"))
    }

    @Test("Outside a NavigationStack, navigationTitle draws nothing but is described")
    func titleOutsideStack() {
        let plain = Window()
        plain.rootViewController = HostingController(rootView: Text("Hi"))
        let titled = Window()
        titled.rootViewController = HostingController(rootView: Text("Hi").navigationTitle("Hello"))
        #expect(plain.render() == titled.render())
        #expect(titled.layoutDescription().contains("NavigationTitle"))
    }
}
