import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

// A compose screen as public apps write it around UIKit's text views: an attributed UILabel
// header, a search-style UITextField that becomes the first responder when shown, a UITextView
// editor with a coordinator as its delegate, and UIButtons (a configuration and a system one).

/// An attributed header line, as apps wrap UILabel for text SwiftUI's Text could not style.
private struct HeaderLabel: UIViewRepresentable {
    let title: String
    let detail: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        let text = NSMutableAttributedString(
            string: title, attributes: [.font: UIFont.systemFont(ofSize: 28, weight: .bold), .foregroundColor: UIColor.label])
        text.append(
            NSAttributedString(
                string: "  " + detail,
                attributes: [.font: UIFont.preferredFont(forTextStyle: .subheadline), .foregroundColor: UIColor.secondaryLabel]))
        uiView.attributedText = text
    }
}

/// A field that takes focus as soon as the screen shows, the commonest reason apps wrap UITextField.
private struct FirstResponderField: UIViewRepresentable {
    @Binding var text: String
    let placeholder: String
    var becomesFirstResponder = true

    final class Coordinator: NSObject, UITextFieldDelegate {
        @Binding var text: String
        init(text: Binding<String>) { _text = text }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            text = textField.text ?? ""
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.returnKeyType = .search
        field.autocorrectionType = .no
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        field.leftView = glass
        field.leftViewMode = .always
        field.delegate = context.coordinator
        return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
        uiView.text = text
        if becomesFirstResponder { uiView.becomeFirstResponder() }
    }
}

/// A multi-line editor whose coordinator is the text view's delegate.
private struct BodyEditor: UIViewRepresentable {
    @Binding var text: String

    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>
        init(_ text: Binding<String>) { self.text = text }

        func textViewDidChange(_ textView: UITextView) {
            text.wrappedValue = textView.text
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator($text) }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.backgroundColor = .secondarySystemBackground
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        textView.dataDetectorTypes = [.link, .phoneNumber]
        textView.delegate = context.coordinator
        textView.accessibilityLabel = "Body"
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
    }
}

/// A row of UIKit buttons: a filled configuration with an image and a system button.
private struct ActionButtons: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        var send = UIButton.Configuration.filled()
        send.title = "Send"
        send.image = UIImage(systemName: "paperplane.fill")
        send.imagePadding = 6
        send.cornerStyle = .capsule
        let sendButton = UIButton(configuration: send, primaryAction: UIAction { _ in })
        sendButton.frame = CGRect(origin: CGPoint(x: 0, y: 8), size: sendButton.intrinsicContentSize)
        container.addSubview(sendButton)
        var draft = UIButton.Configuration.tinted()
        draft.title = "Draft"
        draft.subtitle = "Saved 2 min ago"
        let draftButton = UIButton(configuration: draft)
        draftButton.frame = CGRect(origin: CGPoint(x: sendButton.frame.maxX + 12, y: 0), size: draftButton.intrinsicContentSize)
        container.addSubview(draftButton)
        let cancel = UIButton(type: .system)
        cancel.setTitle("Cancel", for: .normal)
        cancel.frame = CGRect(origin: CGPoint(x: draftButton.frame.maxX + 12, y: 10), size: cancel.intrinsicContentSize)
        container.addSubview(cancel)
        return container
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

private struct ComposeScreen: View {
    @State var query = ""
    @State var noteText = "Meet at the station at 9. Call 555-0100 if the train is late, or check the timetable first."

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HeaderLabel(title: "New note", detail: "Personal")
            FirstResponderField(text: $query, placeholder: "Search notes")
            BodyEditor(text: $noteText).frame(height: 140)
            ActionButtons().frame(height: 50)
        }
        .padding(16)
    }
}

@MainActor
@Suite("UIKit text views in a SwiftUI screen")
struct UIKitTextScreenTests {
    @Test("A wrapped field that becomes first responder is editing when shown; typing and return reach the coordinator")
    func firstResponderField() throws {
        var query = ""
        let window = Window()
        window.rootViewController = HostingController(
            rootView: FirstResponderField(text: Binding(get: { query }, set: { query = $0 }), placeholder: "Search notes").padding())
        let description = window.layoutDescription()
        #expect(description.contains("UITextField") && description.contains("firstResponder"))
        try window.type("trains", into: "Search notes")
        #expect(query == "trains")
        try window.submit("Search notes")
        let element = try #require(window.interactiveElements().first { $0.label == "Search notes" })
        #expect(element.value == "trains")
    }

    @Test("The compose screen's editor writes its binding through the coordinator")
    func editorBinding() throws {
        let window = Window()
        var text = "Hello"
        window.rootViewController = HostingController(
            rootView: BodyEditor(text: Binding(get: { text }, set: { text = $0 })).frame(height: 100))
        try window.type(" world", into: "Body")
        #expect(text == "Hello world")
    }

    @Test("The compose screen in light and dark: attributed header, focused search field, editor, buttons")
    func composeSnapshot() {
        assertLightAndDark(ComposeScreen(), width: 390, height: 340)
    }

    @Test("Text field border styles, placeholder, secure text and a right-to-left label, light and dark")
    func fieldGallerySnapshot() {
        assertLightAndDark(FieldGallery(), width: 320, height: 250)
    }
}

/// Each border style, a placeholder, secure text, and labels aligned in a right-to-left layout.
private struct FieldGallery: View {
    var body: some View {
        VStack(spacing: 10) {
            ShowUIView(view: field(.none, text: "No border"))
            ShowUIView(view: field(.line, text: "Line"))
            ShowUIView(view: field(.bezel, text: "Bezel"))
            ShowUIView(view: field(.roundedRect, placeholder: "Rounded, empty"))
            ShowUIView(view: field(.roundedRect, text: "secret", secure: true))
            ShowUIView(view: label("Natural, right to left", .natural)).frame(height: 21).environment(\.layoutDirection, .rightToLeft)
            ShowUIView(view: label("Centred label in secondary", .center, color: .secondaryLabel)).frame(height: 21)
        }
        .padding(16)
    }

    private func field(_ style: UITextField.BorderStyle, text: String = "", placeholder: String = "", secure: Bool = false) -> UITextField {
        let field = UITextField()
        field.borderStyle = style
        field.text = text
        field.placeholder = placeholder
        field.isSecureTextEntry = secure
        return field
    }

    /// A label across a container's width, as a label laid out by its frame in a wrapped view.
    private func label(_ text: String, _ alignment: NSTextAlignment, color: UIColor = .label) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 288, height: 21))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 288, height: 21))
        label.text = text
        label.textAlignment = alignment
        label.textColor = color
        container.addSubview(label)
        return container
    }
}
