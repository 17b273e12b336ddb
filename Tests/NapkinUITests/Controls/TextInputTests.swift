import Foundation
import Raster
import Testing

@testable import NapkinUI

@MainActor
private final class SignUp {
    var email = ""
    var code = ""
    var log: [String] = []
}

private struct SignUpForm: View {
    let model: SignUp
    var body: some View {
        VStack {
            TextField("Email", text: Binding(get: { model.email }, set: { model.email = $0 }))
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .disableAutocorrection(true)
                .submitLabel(.next)
                .onSubmit { model.log.append("email submitted") }
            TextField("Code", text: Binding(get: { model.code }, set: { model.code = $0 }), onCommit: { model.log.append("commit") })
                .keyboardType(.numberPad)
                .textFieldStyle(.roundedBorder)
        }
        .onSubmit { model.log.append("form submitted") }
        .padding()
    }
}

/// A style of the code's own, written as SwiftUI's users write theirs.
private struct Outlined: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        HStack {
            Image(systemName: "envelope")
            configuration
        }
        .padding(10)
        .background(Color.orange)
    }
}

@MainActor
@Suite("Text fields: input traits, submitting, styles")
struct TextInputTests {
    @Test("A style's _body(configuration:) draws around the field, which is still typed into through its binding")
    func customStyle() throws {
        let email = Box("")
        let window = Window()
        window.rootViewController = HostingController(
            rootView: VStack {
                TextField("Email", text: email.binding).textFieldStyle(Outlined())
                Spacer()
            })
        try window.type("ada@example.com", into: "Email")
        #expect(email.value == "ada@example.com")
        let description = window.layoutDescription()
        #expect(description.contains("text=\"ada@example.com\""))
        // The style's orange background surrounds the field: 10 points of it above the text.
        let field = try #require(window.interactiveElements().first { $0.label == "Email" }).frame
        let bitmap = window.render()
        #expect(isClose(pixel(bitmap, atPoint: Double(field.midX), Double(field.minY) - 5), .orange))
        // The built-in styles keep drawing the field themselves: no orange under a plain field.
        let plain = renderView(TextField("Email", text: .constant("")).textFieldStyle(.plain))
        #expect(!isClose(pixel(plain, atPoint: 195, 47 + 5), .orange))
    }

    @Test("A custom style draws around secure fields too; their text stays dots and typing still reaches the binding")
    func customStyleOnSecureField() throws {
        let password = Box("")
        let submitted = Box(false)
        let window = Window()
        window.rootViewController = HostingController(
            rootView: VStack {
                SecureField("Password", text: password.binding) { submitted.value = true }.textFieldStyle(Outlined())
                Spacer()
            })
        try window.type("hunter2", into: "Password")
        #expect(password.value == "hunter2")
        try window.submit("Password")
        #expect(submitted.value)
        let description = window.layoutDescription()
        #expect(description.contains("SecureField") && !description.contains("hunter2"), "\(description)")
        let field = try #require(window.interactiveElements().first { $0.label == "Password" }).frame
        #expect(isClose(pixel(window.render(), atPoint: Double(field.midX), Double(field.minY) - 5), .orange))
        // The styled secure field is the styled text field with its words drawn as dots.
        let styled = renderView(SecureField("Password", text: .constant("abc")).textFieldStyle(Outlined()))
        #expect(styled != renderView(SecureField("Password", text: .constant("abc"))))
        #expect(styled != renderView(TextField("Password", text: .constant("abc")).textFieldStyle(Outlined())))
    }

    @Test("Input traits are recorded on each field and shown in the layout description")
    func traits() {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: SignUpForm(model: SignUp()))
        let description = window.layoutDescription()
        #expect(
            description.contains(
                "\"Email\" text=\"\" keyboard=emailAddress contentType=emailAddress autocapitalization=never autocorrection=off submitLabel=next"
            ),
            "\(description)")
        #expect(description.contains("\"Code\" text=\"\" keyboard=numberPad"))
    }

    @Test("Submitting a field runs its onCommit, then every onSubmit around it, innermost first")
    func submit() throws {
        let model = SignUp()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: SignUpForm(model: model))
        try window.submit("Email")
        try window.submit("Code")
        #expect(model.log == ["email submitted", "form submitted", "commit", "form submitted"])
        #expect(throws: InteractionError.self) { try window.submit("Password") }
    }

    @Test("A rounded-border field is 7 points taller on each side, boxed and bordered")
    func roundedBorder() throws {
        var plainText = "", boxedText = ""
        let plain = try line(containing: "TextField", in: TextField("Code", text: Binding(get: { plainText }, set: { plainText = $0 })))
        let boxed = try line(
            containing: "TextField",
            in: TextField("Code", text: Binding(get: { boxedText }, set: { boxedText = $0 })).textFieldStyle(.roundedBorder))
        let plainHeight = Double(sizeText(String(plain.split(separator: "\"")[0])).split(separator: "×")[1])!
        let boxedHeight = Double(sizeText(String(boxed.split(separator: "\"")[0])).split(separator: "×")[1])!
        #expect(abs(boxedHeight - plainHeight - 14) < 0.01)
        let bitmap = renderView(
            TextField("Code", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200).frame(
                maxHeight: .infinity, alignment: .top
            )
            .background(Color.gray))
        // Inside the box it is white; the box sits on the grey background.
        let frame = try line(
            containing: "TextField",
            in: TextField("Code", text: .constant("")).textFieldStyle(.roundedBorder).frame(width: 200).frame(
                maxHeight: .infinity, alignment: .top))
        #expect(frame.contains("200×"))
        #expect(pixel(bitmap, atPoint: 195, 52) == Color.white)
    }

    @Test("An empty field's placeholder is iOS's placeholder grey of its colour scheme (light grey on dark)")
    func placeholderColour() throws {
        for scheme in [ColorScheme.light, .dark] {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let node = buildNode(TextField("Email", text: .constant("")), in: environment)
            func firstText(_ node: LayoutNode) -> TextNode? {
                node as? TextNode ?? node.children.lazy.compactMap(firstText).first
            }
            let text = try #require(firstText(node))
            let expected = scheme == .dark ? SRGBColor(hex: 0xEBEBF5, opacity: 0.3) : SRGBColor(hex: 0x3C3C43, opacity: 0.3)
            #expect(text.runs.first?.color == expected)
        }
    }

    @Test("A prompt replaces the title as the placeholder; a field labelled by a view takes its words as title")
    func promptAndLabel() throws {
        let prompted = try line(containing: "TextField", in: TextField("Email", text: .constant(""), prompt: Text("you@example.com")))
        #expect(prompted.contains("\"Email\""))
        let labelled = try line(containing: "TextField", in: TextField(text: .constant("")) { Text("Status") })
        #expect(labelled.contains("\"Status\""))
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: TextField("Email", text: .constant(""), prompt: Text("you@example.com")))
        #expect(window.interactiveElements().map(\.label) == ["Email"])
    }
}
