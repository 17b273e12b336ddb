import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The shape real apps write for a multi-line editor before `TextEditor` (or beside it): a
/// wrapped text view whose coordinator, its delegate, writes the text back and ends editing on
/// return.
private struct NotesEditor: UIViewRepresentable {
    @Binding var text: String
    var endsOnReturn = false
    var editable = true

    final class Coordinator: NSObject, UITextViewDelegate {
        var parent: NotesEditor
        var changes = 0
        init(_ parent: NotesEditor) { self.parent = parent }

        func textViewDidChange(_ textView: UITextView) {
            changes += 1
            parent.text = textView.text
        }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            guard parent.endsOnReturn, text == "\n" else { return true }
            textView.resignFirstResponder()
            return false
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = context.coordinator
        textView.isEditable = editable
        textView.accessibilityLabel = "Notes"
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
    }
}

@MainActor
@Suite("UITextView")
struct UITextViewTests {
    private let bodyLine = UIFont.systemFont(ofSize: 17).font.spec.lineHeight

    @Test("Typing reaches the coordinator's textViewDidChange, which writes the binding; return types a line break")
    func typingThroughTheCoordinator() throws {
        var stored = "Milk"
        let window = Window()
        window.rootViewController = HostingController(rootView: NotesEditor(text: Binding(get: { stored }, set: { stored = $0 })))
        try window.type(", eggs", into: "Notes")
        #expect(stored == "Milk, eggs")
        try window.submit("Notes")
        #expect(stored == "Milk, eggs\n")
        let element = try #require(window.interactiveElements().first { $0.label == "Notes" })
        #expect(element.kind == .textField && element.value == "Milk, eggs\n")
    }

    @Test("A delegate refusing the line break ends editing on return; a read-only text view takes no typing")
    func returnEndsEditingAndReadOnly() throws {
        var stored = ""
        let window = Window()
        window.rootViewController = HostingController(
            rootView: NotesEditor(text: Binding(get: { stored }, set: { stored = $0 }), endsOnReturn: true))
        try window.type("Done", into: "Notes")
        try window.submit("Notes")
        #expect(stored == "Done")
        let textView = UITextView()
        textView.isEditable = false
        #expect(!textView.canBecomeFirstResponder && !textView.becomeFirstResponder())
        let readOnly = Window()
        readOnly.rootViewController = HostingController(rootView: NotesEditor(text: .constant("Fixed"), editable: false))
        #expect(throws: InteractionError.self) { try readOnly.type("x", into: "Notes") }
    }

    @Test("The delegate hears begin, each change and selection, and end; the notification is posted per character")
    func delegateOrder() {
        final class Recorder: NSObject, UITextViewDelegate {
            var events: [String] = []
            func textViewDidBeginEditing(_ textView: UITextView) { events.append("begin") }
            func textViewDidChange(_ textView: UITextView) { events.append("change \(textView.text ?? "")") }
            func textViewDidChangeSelection(_ textView: UITextView) { events.append("selection \(textView.selectedRange.location)") }
            func textViewDidEndEditing(_ textView: UITextView) { events.append("end") }
        }
        let recorder = Recorder()
        let textView = UITextView()
        textView.delegate = recorder
        final class Counter: @unchecked Sendable {
            var count = 0
        }
        let posted = Counter()
        let observer = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: textView, queue: nil) {
            _ in
            posted.count += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        textView.type("ab")
        textView.resignFirstResponder()
        #expect(recorder.events == ["begin", "selection 1", "change a", "selection 2", "change ab", "end"])
        #expect(posted.count == 2)
    }

    @Test("Without scrolling it is as tall as its wrapped text and the insets; with scrolling it fills the space offered")
    func sizes() {
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 17)
        textView.text = "One line"
        #expect(textView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        textView.isScrollEnabled = false
        #expect(Double(textView.sizeThatFits(CGSize(width: 300, height: 0)).height) == ceil(bodyLine + 16))
        textView.text = String(repeating: "several words wrap ", count: 10)
        let wrapped = textView.sizeThatFits(CGSize(width: 200, height: 0)).height
        #expect(wrapped > 4 * bodyLine + 16)
        _ = renderView(ShowUIView(view: textView).frame(width: 200))
        #expect(textView.frame.width == 200 && abs(textView.frame.height - wrapped) < 1)
        let scrolling = UITextView()
        scrolling.text = "Short"
        _ = renderView(ShowUIView(view: scrolling).frame(width: 200, height: 300))
        #expect(scrolling.frame.size == CGSize(width: 200, height: 300))
    }

    @Test("Drawn on the system background of each appearance, the text 8 points down and 5 in; lineFragmentPadding moves it")
    func drawing() throws {
        for scheme in [ColorScheme.light, .dark] {
            let textView = UITextView()
            textView.font = .systemFont(ofSize: 20)
            textView.text = "Mmm"
            // A window in the other appearance's background, so the view's own fill shows.
            let bitmap = window(showing: ShowUIView(view: textView).frame(width: 200, height: 100).background(Color.red), in: scheme)
                .render()
            let background = scheme == .light ? Color.white : Color.black
            let corner = CGPoint(x: textView.frame.maxX - 3, y: textView.frame.maxY - 3)
            #expect(isNear(pixel(bitmap, atPoint: Double(corner.x), Double(corner.y)), background))
            let ink = try #require(inkBounds(in: bitmap, rect: textView.frame, background: background))
            #expect(ink.minX - textView.frame.minX >= 5 && ink.minX - textView.frame.minX < 8)
            #expect(ink.minY - textView.frame.minY > 8)
        }
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 20)
        textView.text = "Mmm"
        textView.textContainer.lineFragmentPadding = 0
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 30, bottom: 0, right: 0)
        let bitmap = renderView(ShowUIView(view: textView).frame(width: 200, height: 100))
        let ink = try #require(inkBounds(in: bitmap, rect: textView.frame, background: .white))
        #expect(ink.minX - textView.frame.minX >= 30 && ink.minX - textView.frame.minX < 33)
        #expect(ink.minY - textView.frame.minY > 20)
    }

    @Test("UITextView.appearance().backgroundColor reaches text views, as apps clear TextEditor's background with it")
    func appearanceBackground() {
        defer { AppearanceRegistry.removeAll() }
        UITextView.appearance().backgroundColor = .clear
        let textView = UITextView()
        let bitmap = renderView(ShowUIView(view: textView).frame(width: 100, height: 100).background(Color.red))
        #expect(isNear(pixel(bitmap, atPoint: Double(textView.frame.midX), Double(textView.frame.midY)), Color.red))
        let own = UITextView()
        own.backgroundColor = .blue
        let mine = renderView(ShowUIView(view: own).frame(width: 100, height: 100).background(Color.red))
        #expect(isNear(pixel(mine, atPoint: Double(own.frame.midX), Double(own.frame.midY)), Color(red: 0, green: 0, blue: 1)))
    }
}
