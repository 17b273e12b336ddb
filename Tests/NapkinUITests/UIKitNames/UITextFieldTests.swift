import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The shape real apps write: a wrapped field whose coordinator is its delegate, writing the text
/// back through a binding, and which becomes the first responder when the screen asks for focus.
private struct FocusedTextField: UIViewRepresentable {
    @Binding var text: String
    var isFirstResponder = false
    var log: Log? = nil
    var onReturn: () -> Void = {}

    /// What the delegate was told, in order.
    final class Log {
        var events: [String] = []
    }

    final class Coordinator: NSObject, UITextFieldDelegate {
        var parent: FocusedTextField
        init(_ parent: FocusedTextField) { self.parent = parent }

        func textFieldDidBeginEditing(_ textField: UITextField) { parent.log?.events.append("begin") }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            parent.log?.events.append("change \(range.location),\(range.length) \(string)")
            // Digits only, as a PIN or amount field does.
            return string.allSatisfy(\.isNumber)
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            parent.text = textField.text ?? ""
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            parent.log?.events.append("return")
            parent.onReturn()
            textField.resignFirstResponder()
            return true
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField(frame: .zero)
        field.placeholder = "PIN"
        field.borderStyle = .roundedRect
        field.keyboardType = .numberPad
        field.delegate = context.coordinator
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        uiView.text = text
        if isFirstResponder, !uiView.isFirstResponder { uiView.becomeFirstResponder() }
    }
}

@MainActor
@Suite("UITextField")
struct UITextFieldTests {
    private let bodyLine = UIFont.systemFont(ofSize: 17).font.spec.lineHeight

    @Test("Typing goes character by character through the delegate, which may refuse some; the binding gets the result")
    func typingThroughTheDelegate() throws {
        var stored = ""
        let log = FocusedTextField.Log()
        let window = Window()
        window.rootViewController = HostingController(
            rootView: FocusedTextField(text: Binding(get: { stored }, set: { stored = $0 }), log: log).padding())
        try window.type("1a2", into: "PIN")
        #expect(stored == "12")
        #expect(log.events == ["begin", "change 0,0 1", "change 1,0 a", "change 1,0 2"])
        let element = try #require(window.interactiveElements().first { $0.label == "PIN" })
        #expect(element.kind == .textField && element.value == "12")
    }

    @Test("Return asks textFieldShouldReturn, then sends editingDidEndOnExit and the primary action")
    func returnKey() throws {
        var returned = 0
        let log = FocusedTextField.Log()
        let window = Window()
        window.rootViewController = HostingController(
            rootView: FocusedTextField(text: .constant("42"), log: log, onReturn: { returned += 1 }).padding())
        try window.submit("PIN")
        #expect(returned == 1 && log.events == ["return"])
        let field = UITextField()
        var sent: [String] = []
        field.addAction(UIAction { _ in sent.append("exit") }, for: .editingDidEndOnExit)
        field.addAction(UIAction { _ in sent.append("primary") }, for: .primaryActionTriggered)
        field.addAction(UIAction { _ in sent.append("changed") }, for: .editingChanged)
        field.type("ab")
        field.pressReturn()
        #expect(sent == ["changed", "changed", "exit", "primary"])
        #expect(field.text == "ab")
    }

    @Test("becomeFirstResponder starts editing (telling the delegate and editingDidBegin), resign ends it; a disabled field cannot")
    func firstResponder() {
        let field = UITextField()
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
        #expect(!field.isFirstResponder && field.canBecomeFirstResponder)
        #expect(field.becomeFirstResponder() && field.isFirstResponder && field.isEditing)
        #expect(field.resignFirstResponder() && !field.isFirstResponder)
        #expect(events == ["began", "ended"])
        field.isEnabled = false
        #expect(!field.becomeFirstResponder() && !field.isFirstResponder)
    }

    @Test("A field that is the first responder shows the caret in the tint colour after its text; at rest it shows none")
    func caretWhenFocused() throws {
        let blue = UIColor.systemBlue.color
        let field = UITextField()
        field.text = "12"
        field.becomeFirstResponder()
        let bitmap = renderView(ShowUIView(view: field).frame(width: 200))
        let text = try #require(inkBounds(in: bitmap, rect: field.frame, background: .white))
        // The caret is the rightmost ink, just after the digits.
        let caret = CGRect(x: text.maxX - 2, y: field.frame.minY, width: 2, height: field.frame.height)
        #expect(isNear(inkColor(in: bitmap, rect: caret, background: .white), blue, tolerance: 0.05))
        let resting = UITextField()
        resting.text = "12"
        let plain = renderView(ShowUIView(view: resting).frame(width: 200))
        let restingInk = try #require(inkBounds(in: plain, rect: resting.frame, background: .white))
        #expect(restingInk.maxX < text.maxX - 1)
        #expect(!isNear(inkColor(in: plain, rect: resting.frame, background: .white), blue, tolerance: 0.2))
    }

    @Test("Heights follow the border style: one line bare, 7 points around it in a rounded box; the width is what is offered")
    func sizes() {
        let field = UITextField()
        field.placeholder = "Name"
        #expect(abs(field.intrinsicContentSize.height - bodyLine) < 0.01)
        field.borderStyle = .roundedRect
        #expect(abs(field.intrinsicContentSize.height - (bodyLine + 14)) < 0.01)
        field.borderStyle = .bezel
        #expect(abs(field.intrinsicContentSize.height - (bodyLine + 10)) < 0.01)
        field.borderStyle = .roundedRect
        _ = renderView(ShowUIView(view: field).padding(.horizontal, 20))
        #expect(field.frame.width == 390 - 40 && abs(field.frame.height - (bodyLine + 14)) < 0.01)
    }

    @Test("Overlay views and the clear button take room from the text by their modes")
    func overlays() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        field.borderStyle = .roundedRect
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        field.leftView = glass
        let bounds = field.bounds
        #expect(field.textRect(forBounds: bounds).minX == 7)
        field.leftViewMode = .always
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: bounds).minX == 30)
        field.clearButtonMode = .whileEditing
        field.text = "Query"
        #expect(field.clearButtonRect(forBounds: bounds).width == 0)
        field.becomeFirstResponder()
        let clear = field.clearButtonRect(forBounds: bounds)
        #expect(clear == CGRect(x: 300 - 7 - 19, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: bounds).maxX == clear.minX - 4)
        field.leftViewMode = .unlessEditing
        #expect(field.leftViewRect(forBounds: bounds).width == 0)
    }

    @Test("The placeholder is drawn in placeholderText grey; secure text as dots, and its value is dots")
    func placeholderAndSecureText() throws {
        for scheme in [ColorScheme.light, .dark] {
            let field = UITextField()
            field.placeholder = "Mmmm"
            let bitmap = window(showing: ShowUIView(view: field).frame(width: 200), in: scheme).render()
            let background = scheme == .light ? Color.white : Color.black
            let traits = Traits(userInterfaceStyle: scheme == .dark ? .dark : .light)
            let grey = UIColor.placeholderText.resolvedColor(with: traits).color
            let ink = inkColor(in: bitmap, rect: field.frame, background: background)
            // The placeholder grey is translucent: over the background it is between the two.
            let expected = Color(
                red: background.red + (grey.red - background.red) * grey.opacity,
                green: background.green + (grey.green - background.green) * grey.opacity,
                blue: background.blue + (grey.blue - background.blue) * grey.opacity)
            #expect(isNear(ink, expected, tolerance: 0.08))
        }
        var password = ""
        let window = Window()
        let field = UITextField()
        field.placeholder = "Password"
        field.isSecureTextEntry = true
        field.addAction(UIAction { action in password = (action.sender as? UITextField)?.text ?? "" }, for: .editingChanged)
        window.rootViewController = HostingController(rootView: ShowUIView(view: field).padding())
        try window.type("hunter2", into: "Password")
        let element = try #require(window.interactiveElements().first { $0.label == "Password" })
        #expect(password == "hunter2")
        #expect(element.kind == .secureField && element.value == String(repeating: "\u{2022}", count: 7))
    }
}
