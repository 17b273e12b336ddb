import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The shape apps wrap a search bar in: a coordinator as its delegate filtering as the text changes.
private struct SearchBarView: UIViewRepresentable {
    @Binding var text: String
    var showsCancel = false
    var log: Log? = nil

    final class Log {
        var events: [String] = []
    }

    final class Coordinator: NSObject, UISearchBarDelegate {
        var parent: SearchBarView
        init(_ parent: SearchBarView) { self.parent = parent }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            parent.text = searchText
            parent.log?.events.append("text \(searchText)")
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            parent.log?.events.append("search")
            searchBar.resignFirstResponder()
        }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            parent.log?.events.append("cancel")
            parent.text = ""
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar(frame: .zero)
        bar.searchBarStyle = .minimal
        bar.placeholder = "Search recipes"
        bar.delegate = context.coordinator
        return bar
    }

    func updateUIView(_ uiView: UISearchBar, context: Context) {
        uiView.text = text
        uiView.setShowsCancelButton(showsCancel, animated: false)
    }
}

@MainActor
@Suite("UISearchBar")
struct UISearchBarTests {
    @Test("Typing tells the delegate textDidChange for each character; Search and Cancel reach it too")
    func delegate() throws {
        var text = ""
        let log = SearchBarView.Log()
        let window = Window()
        window.rootViewController = HostingController(
            rootView: SearchBarView(text: Binding(get: { text }, set: { text = $0 }), showsCancel: true, log: log))
        try window.type("pie", into: "Search recipes")
        #expect(text == "pie")
        try window.submit("Search recipes")
        try window.tap(label: "Cancel")
        #expect(log.events == ["text p", "text pi", "text pie", "search", "cancel"])
        #expect(text == "")
    }

    @Test("A bar is 56 points tall and as wide as offered; its field 36 points tall, 8 in from the sides; placeholder Search")
    func geometry() throws {
        let bar = UISearchBar()
        #expect(bar.placeholder == "Search" && bar.searchBarStyle == .default)
        #expect(bar.intrinsicContentSize.height == 56)
        let window = Window()
        window.rootViewController = HostingController(rootView: ShowUIView(view: bar))
        let field = try #require(window.interactiveElements().first { $0.label == "Search" })
        #expect(bar.frame.width == 390 && bar.frame.height == 56)
        #expect(Double(field.frame.width) == 390 - 16 && Double(field.frame.height) == 36)
        bar.showsCancelButton = true
        let narrower = try #require(window.interactiveElements().first { $0.label == "Search" })
        #expect(narrower.frame.width < field.frame.width - 50)
        #expect(window.interactiveElements().contains { $0.label == "Cancel" && $0.kind == .button })
    }

    @Test("The field is the tertiary system fill with the glass and the grey placeholder; minimal draws no bar")
    func drawing() throws {
        let bar = UISearchBar()
        bar.barTintColor = .systemRed
        let bitmap = renderView(ShowUIView(view: bar))
        #expect(isNear(pixel(bitmap, atPoint: Double(bar.frame.minX) + 3, Double(bar.frame.minY) + 3), UIColor.systemRed.color))
        bar.searchBarStyle = .minimal
        let minimal = renderView(ShowUIView(view: bar))
        #expect(isNear(pixel(minimal, atPoint: Double(bar.frame.minX) + 3, Double(bar.frame.minY) + 3), .white))
        // The field's fill: tertiarySystemFill over white, a light grey.
        let fill = pixel(minimal, atPoint: Double(bar.frame.maxX) - 20, Double(bar.frame.midY))
        #expect(fill.red < 0.97 && fill.red > 0.9)
        // The glass at the field's start is grey ink.
        let glass = try #require(
            inkBounds(in: minimal, rect: CGRect(x: bar.frame.minX + 8, y: bar.frame.minY, width: 30, height: 56), background: fill))
        #expect(glass.minX >= bar.frame.minX + 15 && glass.maxX <= bar.frame.minX + 34)
    }

    @Test("Search bars in light and dark: empty with the placeholder, and editing with text, clear button and Cancel")
    func searchBarSnapshot() {
        let empty = UISearchBar()
        let editing = UISearchBar()
        editing.searchBarStyle = .minimal
        editing.text = "apple pie"
        editing.showsCancelButton = true
        editing.becomeFirstResponder()
        assertLightAndDark(
            VStack(spacing: 0) {
                ShowUIView(view: empty)
                ShowUIView(view: editing)
            }, width: 390, height: 112)
    }
}
