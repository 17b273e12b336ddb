import Foundation
import NapkinUI
import SnapshotTesting
import Testing

@testable import PDFKit

/// The reader screen apps write: a PDFView in a UIViewRepresentable, set up in makeUIView.
private struct PDFKitView: UIViewRepresentable {
    let document: PDFDocument?
    var setUp: @MainActor (PDFView) -> Void = { $0.autoScales = true }

    func makeUIView(context: Context) -> PDFView {
        let view = PDFView()
        view.document = document
        setUp(view)
        return view
    }

    func updateUIView(_ view: PDFView, context: Context) {}
}

private struct ReaderScreen: View {
    let document: PDFDocument?
    var setUp: @MainActor (PDFView) -> Void = { $0.autoScales = true }

    var body: some View {
        NavigationStack {
            PDFKitView(document: document, setUp: setUp)
                .navigationTitle("Field notes")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

@MainActor
@Suite("PDFKit stand-in: PDFView")
struct PDFViewTests {
    private func document() throws -> PDFDocument {
        try #require(PDFDocument(data: HandMadePDF.threePages().data))
    }

    @Test("A new PDFView has PDFKit's defaults")
    func defaults() {
        let view = PDFView()
        #expect(view.document == nil && view.currentPage == nil)
        #expect(!view.autoScales)
        #expect(view.displayMode == .singlePageContinuous)
        #expect(view.displayDirection == .vertical)
        #expect(view.displaysPageBreaks && view.pageShadowsEnabled)
        #expect(view.displayBox == .cropBox)
        #expect(view.scaleFactor == 1)
        #expect(view.minScaleFactor == 0.25 && view.maxScaleFactor == 5)
        #expect(view.backgroundColor == .secondarySystemBackground)
        view.usePageViewController(true, withViewOptions: nil)
        #expect(view.isUsingPageViewController)
    }

    @Test("scaleFactor stays within its bounds; autoScales fits the widest page to the width")
    func scaling() throws {
        let view = PDFView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        view.document = try document()
        view.scaleFactor = 20
        #expect(view.scaleFactor == 5)
        view.scaleFactor = 0.01
        #expect(view.scaleFactor == 0.25)
        view.autoScales = true
        // Widest page: the A4 page turned landscape, 841.89 points, inside 4-point margins on each side.
        #expect(abs(view.scaleFactorForSizeToFit - (390 - 8) / 841.89) < 1e-9)
        #expect(view.scaleFactor == view.scaleFactorForSizeToFit)
        view.displayMode = .singlePage
        // One page at a time: the whole letter page fits (its height binds here: 700 - 9.5 over 792).
        #expect(abs(view.scaleFactor - min(382.0 / 612, 690.5 / 792)) < 1e-9)
        view.scaleFactor = 1
        #expect(!view.autoScales)
    }

    @Test("Continuous pages stack down the view, centred, with the page break margins between them")
    func continuousLayout() throws {
        let view = PDFView(frame: CGRect(x: 0, y: 0, width: 900, height: 900))
        view.document = try document()
        let frames = view.pageFrames()
        #expect(frames.count == 3)
        #expect(frames[0].frame == CGRect(x: 144, y: 4.75, width: 612, height: 792))
        // The A4 page is rotated 90°: it shows landscape.
        #expect(abs(frames[1].frame.width - 841.89) < 0.001 && abs(frames[1].frame.minY - (4.75 + 792 + 4.75 + 4.75)) < 0.001)
        #expect(view.visiblePages.count == 2)
        view.displaysPageBreaks = false
        #expect(view.pageFrames()[1].frame.minY == 792)
        view.displayDirection = .horizontal
        #expect(view.pageFrames()[1].frame.minX == 612)
    }

    @Test("go(to:) makes a page current, puts it first and posts PDFViewPageChanged")
    func goToPage() throws {
        let view = PDFView(frame: CGRect(x: 0, y: 0, width: 700, height: 600))
        let document = try document()
        view.document = document
        #expect(view.currentPage === document.page(at: 0))
        let posted = Counter()
        let observer = NotificationCenter.default.addObserver(forName: .PDFViewPageChanged, object: view, queue: nil) { _ in
            posted.add()
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        view.go(to: try #require(document.page(at: 2)))
        #expect(posted.value == 1)
        #expect(view.currentPage === document.page(at: 2))
        #expect(view.canGoToPreviousPage && !view.canGoToNextPage)
        // The last page cannot scroll to the top: the content stops at the view's bottom.
        let last = try #require(view.pageFrames().first { $0.page === document.page(at: 2) }?.frame)
        #expect(abs(last.maxY + 4.75 - 600) < 1e-9)
        view.go(to: try #require(document.page(at: 1)))
        #expect(view.pageFrames().first { $0.page === document.page(at: 1) }?.frame.minY == 4.75)
        view.goToLastPage(nil)
        view.goToFirstPage(nil)
        #expect(view.currentPage === document.page(at: 0))
        view.goToNextPage(nil)
        #expect(view.currentPage === document.page(at: 1))
    }

    private func check<Content: View>(_ view: Content, testName: String = #function) {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: AnyView(view), as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark", testName: testName)
        }
    }

    @Test("A file's pages show as white paper at their sizes, scaled to fit, with gaps and shadows (content not drawn)")
    func readerScreen() throws {
        check(ReaderScreen(document: try document()))
    }

    @Test("An image page shows its picture, one page at a time, centred and fitted")
    func imagePageScreen() throws {
        let document = PDFDocument()
        document.insert(try #require(PDFPage(image: bandsImage(width: 300, height: 420))), at: 0)
        check(
            ReaderScreen(document: document) { view in
                view.displayMode = .singlePage
                view.autoScales = true
            })
    }

    @Test("Pages across without page breaks, at half size, from the second page on")
    func horizontalScreen() throws {
        let document = try document()
        check(
            ReaderScreen(document: document) { view in
                view.displayDirection = .horizontal
                view.displaysPageBreaks = false
                view.scaleFactor = 0.4
                view.go(to: document.page(at: 1)!)
            })
    }
}

/// Counts notifications delivered synchronously on the posting thread.
private final class Counter: @unchecked Sendable {
    // Sound: posted and read on the main actor only (the notifications are posted synchronously there).
    private(set) var value = 0
    func add() { value += 1 }
}
