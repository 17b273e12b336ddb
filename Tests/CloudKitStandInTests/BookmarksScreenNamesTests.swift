import Foundation
import NapkinUI
import Testing

/// A search screen's collapsible results, as bookmark apps write it (just-another-app's SearchTab).
private struct SearchResults: View {
    @State private var bookmarksExpanded = false

    var body: some View {
        List {
            Section(isExpanded: $bookmarksExpanded) {
                Button("Open Swift.org") {}
                Button("Open Example") {}
            } header: {
                Button(bookmarksExpanded ? "Hide bookmarks" : "Show bookmarks") { bookmarksExpanded.toggle() }
            }
            Section("Folders", isExpanded: .constant(true)) {
                Button("Open Reading") {}
            }
        }
    }
}

/// The settings screen's export rows (just-another-app's SettingsTab).
private struct ExportRows: View {
    var body: some View {
        List {
            ShareLink("Export as CSV", item: "name,url\nSwift,https://swift.org", preview: SharePreview("bookmarks.csv"))
            ShareLink(item: URL(string: "https://swift.org")!, preview: SharePreview("Swift")) { Text("Send link") }
        }
    }
}

@MainActor
@Suite("NapkinUI names a bookmarks app uses: collapsible sections and share links with previews")
struct BookmarksScreenNamesTests {
    private func window(_ view: some View) -> Window {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        return window
    }

    @Test("a section's rows show only while its isExpanded binding is true; its header stays")
    func collapsibleSection() throws {
        let window = window(SearchResults())
        #expect(throws: InteractionError.self) { try window.tap(label: "Open Swift.org") }
        try window.tap(label: "Open Reading")
        try window.tap(label: "Show bookmarks")
        window.layout()
        try window.tap(label: "Open Swift.org")
        try window.tap(label: "Open Example")
        try window.tap(label: "Hide bookmarks")
        window.layout()
        #expect(throws: InteractionError.self) { try window.tap(label: "Open Example") }
    }

    @Test("a titled share link with a preview shares its item; the preview is not drawn")
    func shareLinkWithPreview() throws {
        let window = window(ExportRows())
        try window.tap(label: "Export as CSV")
        try window.tap(label: "Send link")
        #expect(window.sharedItems.map(\.description) == ["name,url\nSwift,https://swift.org", "https://swift.org"])
    }
}
