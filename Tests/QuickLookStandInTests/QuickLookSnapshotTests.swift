import Foundation
import NapkinUI
import QuickLook
import SnapshotTesting
import Testing

/// A data source of fixed files.
@MainActor
final class FixedFiles: QLPreviewControllerDataSource {
    let urls: [URL]
    init(_ urls: [URL]) { self.urls = urls }
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int { urls.count }
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem { urls[index] }
}

@MainActor
@Suite("QuickLook stand-in: drawing")
struct QuickLookSnapshotTests {
    /// Draws the preview controller showing `urls` (the first) in light and in dark.
    private func check(_ urls: [URL], testName: String = #function) {
        let files = FixedFiles(urls)
        for scheme in [ColorScheme.light, .dark] {
            let preview = QLPreviewController()
            preview.dataSource = files
            assertSnapshot(
                of: preview, as: .image(on: Device.iPhone13Pro.applying(UITraitCollection(userInterfaceStyle: scheme))),
                named: scheme == .light ? "light" : "dark", testName: testName)
        }
    }

    @Test("A picture fits the screen under Done and its name, above the share button")
    func picture() throws {
        let files = try QuickLookFixtures()
        check([try files.file("Harbour.png", QuickLookFixtures.landscapePNG(width: 600, height: 400))])
    }

    @Test("A PDF's pages are stacked across the width on the grouped background; two items add the list button")
    func pdf() throws {
        let files = try QuickLookFixtures()
        check([
            try files.file("Lease Agreement.pdf", QuickLookFixtures.twoPagePDF()),
            try files.file("Notes.txt", Data("Second".utf8)),
        ])
    }

    @Test("A file napkin does not draw shows the card: its icon, name, kind and size")
    func unknownType() throws {
        let files = try QuickLookFixtures()
        check([try files.file("Project Backup.zip", Data(repeating: 0x50, count: 48_213))])
    }
}
