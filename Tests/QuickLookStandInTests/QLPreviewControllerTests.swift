import Foundation
import NapkinUI
import QuickLook
import Testing

/// An attachment as mail and chat apps model one: a file and the name the sender gave it.
final class Attachment: NSObject, QLPreviewItem {
    let previewItemURL: URL?
    let previewItemTitle: String?

    init(url: URL, title: String) {
        previewItemURL = url
        previewItemTitle = title
    }
}

/// A data source and delegate recording what the controller asked and said.
@MainActor
final class AttachmentPreviewer: NSObject, QLPreviewControllerDataSource, QLPreviewControllerDelegate {
    var items: [any QLPreviewItem]
    var events: [String] = []

    init(_ items: [any QLPreviewItem]) { self.items = items }

    func numberOfPreviewItems(in controller: QLPreviewController) -> Int {
        events.append("count")
        return items.count
    }

    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
        events.append("item \(index)")
        return items[index]
    }

    func previewControllerWillDismiss(_ controller: QLPreviewController) { events.append("will dismiss") }
    func previewControllerDidDismiss(_ controller: QLPreviewController) { events.append("did dismiss") }
}

@MainActor
@Suite("QuickLook stand-in: QLPreviewController and quickLookPreview")
struct QLPreviewControllerTests {
    @Test("Presented, the controller covers the screen under Done and the item's title; Done tells the delegate and closes it")
    func presentAndDone() throws {
        let files = try QuickLookFixtures()
        let photo = try files.file("harbour.png", QuickLookFixtures.landscapePNG())
        let previewer = AttachmentPreviewer([photo as NSURL])
        let preview = QLPreviewController()
        preview.dataSource = previewer
        preview.delegate = previewer
        let window = Window(device: .iPhone13Pro)
        let root = HostingController(rootView: Text("Inbox"))
        window.rootViewController = root
        root.present(preview, animated: true)
        window.layout()
        #expect(preview.modalPresentationStyle == .fullScreen)
        #expect(preview.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let description = window.layoutDescription()
        #expect(description.contains("harbour.png"))
        #expect(description.contains("Done"))
        #expect(previewer.events.prefix(2) == ["count", "item 0"])
        #expect(preview.currentPreviewItem?.previewItemURL == photo)
        // One item: no list button.
        #expect(!window.interactiveElements().contains { $0.label == "List" })
        try window.tap(label: "Done")
        #expect(Array(previewer.events.suffix(2)) == ["will dismiss", "did dismiss"])
        #expect(root.presentedViewController == nil)
    }

    @Test("Several items: the title is the current item's own, the list button shows them, choosing one shows it")
    func severalItems() throws {
        let files = try QuickLookFixtures()
        let first = try files.file("a.txt", Data("First note".utf8))
        let second = try files.file("b.txt", Data("Second note".utf8))
        let previewer = AttachmentPreviewer([
            Attachment(url: first, title: "Meeting notes"), Attachment(url: second, title: "Shopping list"),
        ])
        let preview = QLPreviewController()
        preview.dataSource = previewer
        preview.currentPreviewItemIndex = 1
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = preview
        window.layout()
        #expect(window.layoutDescription().contains("Shopping list"))
        #expect(window.layoutDescription().contains("Second note"))
        #expect(preview.currentPreviewItem?.previewItemTitle == "Shopping list")
        try window.tap(label: "List")
        #expect(preview.presentedViewController != nil)
        try window.tap(label: "Meeting notes")
        window.layout()
        #expect(preview.presentedViewController == nil)
        #expect(preview.currentPreviewItemIndex == 0)
        #expect(window.layoutDescription().contains("First note"))
    }

    @Test("Items are asked for once; reloadData asks again, refreshCurrentPreviewItem reads the file again")
    func reloading() throws {
        let files = try QuickLookFixtures()
        let note = try files.file("note.txt", Data("Version one".utf8))
        let previewer = AttachmentPreviewer([note])
        let preview = QLPreviewController()
        preview.dataSource = previewer
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = preview
        window.layout()
        window.layout()
        #expect(previewer.events == ["count", "item 0"])
        try Data("Version two".utf8).write(to: note)
        window.layout()
        #expect(window.layoutDescription().contains("Version one"))
        preview.refreshCurrentPreviewItem()
        #expect(window.layoutDescription().contains("Version two"))
        let other = try files.file("other.txt", Data("Another file".utf8))
        previewer.items = [other]
        preview.reloadData()
        #expect(window.layoutDescription().contains("other.txt"))
        #expect(previewer.events.filter { $0 == "count" }.count == 2)
        // An index past the items shows the first, as QuickLook does.
        preview.currentPreviewItemIndex = 5
        #expect(preview.currentPreviewItem?.previewItemURL == other)
    }

    @Test("canPreview: pictures, PDFs and text napkin draws; other kinds, missing files and web URLs it does not")
    func canPreview() throws {
        let files = try QuickLookFixtures()
        #expect(QLPreviewController.canPreview(try files.file("photo.png", QuickLookFixtures.landscapePNG()) as NSURL))
        #expect(QLPreviewController.canPreview(try files.file("report.pdf", QuickLookFixtures.twoPagePDF())))
        #expect(QLPreviewController.canPreview(try files.file("settings.json", Data("{}".utf8))))
        #expect(!QLPreviewController.canPreview(try files.file("archive.zip", Data([0x50, 0x4B, 0x03, 0x04, 0, 0]))))
        #expect(!QLPreviewController.canPreview(files.folder.appendingPathComponent("gone.png")))
        #expect(!QLPreviewController.canPreview(URL(string: "https://example.com/photo.png")!))
    }

    @Test("Hostile files show the card with their name and never what they point at; a pipe does not block")
    func hostileFiles() throws {
        let files = try QuickLookFixtures()
        let secret = try files.file("secret.txt", Data("TOP SECRET".utf8))
        let cases: [(URL, String)] = [
            (files.folder.appendingPathComponent("missing.pdf"), "The file couldn’t be opened because it doesn’t exist."),
            (try files.link("shortcut.txt", to: secret), "The file couldn’t be opened."),
            (try files.pipe("stream.txt"), "The file couldn’t be opened."),
            (files.folder, "The file couldn’t be opened."),
            (try files.sparse("huge.txt", size: 64 * 1024 * 1024 + 1), "The file couldn’t be opened."),
            (try files.file("broken.png", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])), "PNG image – "),
            (try files.file("binary.txt", Data([0x41, 0, 0x42, 0])), "Plain text – 4 bytes"),
            (
                try files.file("damaged.pdf", Data("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\n%%EOF".utf8)),
                "PDF document – "
            ),
        ]
        for (url, words) in cases {
            #expect(!QLPreviewController.canPreview(url), "\(url.lastPathComponent)")
            let previewer = AttachmentPreviewer([url])
            let preview = QLPreviewController()
            preview.dataSource = previewer
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = preview
            let description = window.layoutDescription()
            #expect(description.contains(words), "\(url.lastPathComponent): \(description)")
            #expect(!description.contains("TOP SECRET"))
        }
    }

    @Test("quickLookPreview(_:) presents over the whole screen while the URL is set; Done sets it back to nil")
    func swiftUIModifier() throws {
        let files = try QuickLookFixtures()
        let contract = try files.file("contract.pdf", QuickLookFixtures.twoPagePDF())
        let selection = QuickLookBox<URL?>(nil)
        let root = HostingController(rootView: Text("Documents").quickLookPreview(selection.binding))
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = root
        window.layout()
        #expect(root.presentedViewController == nil)
        selection.value = contract
        window.layout()
        #expect(root.presentedViewController?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.layoutDescription().contains("contract.pdf"))
        try window.tap(label: "Done")
        #expect(selection.value == nil)
        window.layout()
        #expect(root.presentedViewController == nil)
        // Setting the URL to nil closes it too.
        selection.value = contract
        window.layout()
        #expect(root.presentedViewController != nil)
        selection.value = nil
        window.layout()
        #expect(root.presentedViewController == nil)
    }

    @Test("quickLookPreview(_:in:) shows the selection among the items, lists them, and ignores a selection not among them")
    func swiftUIModifierWithItems() throws {
        let files = try QuickLookFixtures()
        let slides = try (1...3).map { try files.file("slide\($0).txt", Data("Slide \($0) text".utf8)) }
        let selection = QuickLookBox<URL?>(files.folder.appendingPathComponent("elsewhere.txt"))
        let root = HostingController(rootView: Text("Deck").quickLookPreview(selection.binding, in: slides))
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = root
        window.layout()
        #expect(root.presentedViewController == nil)
        selection.value = slides[1]
        window.layout()
        #expect(window.layoutDescription().contains("Slide 2 text"))
        try window.tap(label: "List")
        try window.tap(label: "slide3.txt")
        #expect(selection.value == slides[2])
        window.layout()
        #expect(window.layoutDescription().contains("Slide 3 text"))
        try window.tap(label: "Done")
        #expect(selection.value == nil)
    }
}

/// The wrapper SwiftUI apps write around the controller: a coordinator (no `NSObject`) as its data source.
struct QuickLookRepresentable: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> QLPreviewController {
        let controller = QLPreviewController()
        controller.dataSource = context.coordinator
        return controller
    }

    func updateUIViewController(_ uiViewController: QLPreviewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    final class Coordinator: QLPreviewControllerDataSource {
        let parent: QuickLookRepresentable
        init(parent: QuickLookRepresentable) { self.parent = parent }
        func numberOfPreviewItems(in controller: QLPreviewController) -> Int { 1 }
        func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
            parent.url as QLPreviewItem
        }
    }
}

@MainActor
@Suite("QuickLook stand-in: the controller inside apps' containers")
struct QLPreviewControllerContainerTests {
    @Test("Wrapped in a UIViewControllerRepresentable and shown in a sheet, the preview draws its bars and the file")
    func representableInSheet() throws {
        let files = try QuickLookFixtures()
        let invoice = try files.file("invoice.txt", Data("Total due: 42 EUR".utf8))
        let root = HostingController(
            rootView: Text("Invoices").sheet(isPresented: .constant(true)) { QuickLookRepresentable(url: invoice) })
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = root
        let description = window.layoutDescription()
        #expect(description.contains("Total due: 42 EUR"))
        #expect(description.contains("invoice.txt"))
        #expect(window.interactiveElements().contains { $0.label == "Done" })
    }

    @Test("Pushed on a navigation controller, the preview shows in that controller's bar: its back button, no Done")
    func pushed() throws {
        let files = try QuickLookFixtures()
        let note = try files.file("agenda.txt", Data("1. Budget".utf8))
        let previewer = AttachmentPreviewer([note])
        let preview = QLPreviewController()
        preview.dataSource = previewer
        let list = ViewController(contentView: Text("Attachments"))
        list.title = "Mail"
        let navigation = UINavigationController(rootViewController: list)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = navigation
        window.layout()
        navigation.pushViewController(preview, animated: false)
        window.layout()
        let description = window.layoutDescription()
        #expect(description.contains("1. Budget"))
        #expect(preview.navigationItem.title == "agenda.txt")
        let labels = window.interactiveElements().map(\.label)
        #expect(!labels.contains("Done"))
        #expect(labels.contains("Share"))
        #expect(labels.contains("Back"))
        #expect(description.contains("\"agenda.txt\""))
    }
}
