import Foundation
import NapkinUI
import Testing

@testable import PDFKit

/// A `width` × `height` point image (at 1 pixel per point) of two colour bands.
@MainActor
func bandsImage(width: CGFloat, height: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        UIColor.systemTeal.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height / 2))
        UIColor.systemOrange.setFill()
        context.fill(CGRect(x: 0, y: height / 2, width: width, height: height / 2))
    }
}

@MainActor
@Suite("PDFKit stand-in: documents and pages")
struct PDFDocumentTests {
    @Test("Pages are inserted, removed and exchanged; index(for:) and page.document follow")
    func editingPages() throws {
        let document = PDFDocument()
        #expect(document.pageCount == 0)
        let a = PDFPage(), b = PDFPage(), c = PDFPage()
        document.insert(a, at: 0)
        document.insert(c, at: 1)
        document.insert(b, at: 1)
        #expect(document.pageCount == 3)
        #expect([a, b, c].map { document.index(for: $0) } == [0, 1, 2])
        #expect(b.document === document)
        #expect(b.label == "2")
        document.exchangePage(at: 0, withPageAt: 2)
        #expect(document.page(at: 0) === c && document.page(at: 2) === a)
        document.removePage(at: 1)
        #expect(document.pageCount == 2)
        #expect(document.index(for: b) == NSNotFound)
        #expect(b.document == nil)
        // A page moved to another document leaves the first.
        let other = PDFDocument()
        other.insert(a, at: 0)
        #expect(document.pageCount == 1 && other.pageCount == 1 && a.document === other)
    }

    @Test("A blank page is US Letter; boxes fall back to the crop box; rotation keeps multiples of 90")
    func pageBoxesAndRotation() {
        let page = PDFPage()
        #expect(page.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 612, height: 792))
        #expect(page.bounds(for: .artBox) == page.bounds(for: .mediaBox))
        page.setBounds(CGRect(x: 36, y: 36, width: 540, height: 720), for: .cropBox)
        #expect(page.bounds(for: .trimBox) == CGRect(x: 36, y: 36, width: 540, height: 720))
        page.setBounds(.zero, for: .cropBox)
        #expect(page.bounds(for: .cropBox) == page.bounds(for: .mediaBox))
        page.rotation = -90
        #expect(page.rotation == 270)
        page.rotation = 450
        #expect(page.rotation == 90)
        page.rotation = 45
        #expect(page.rotation == 90)
        #expect(page.string == nil)
    }

    @Test("PDFPage(image:) is the image's size in points; a symbol has no pixels and gives nil")
    func imagePage() throws {
        let page = try #require(PDFPage(image: bandsImage(width: 300, height: 200)))
        #expect(page.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(PDFPage(image: UIImage(systemName: "star")!) == nil)
        let thumbnail = page.thumbnail(of: CGSize(width: 60, height: 60), for: .cropBox)
        #expect(thumbnail.size == CGSize(width: 60, height: 40))
    }

    @Test("A document of image pages is written by Cairo and reads back: pages, sizes, metadata")
    func imageDocumentRoundTrip() throws {
        let document = PDFDocument()
        document.insert(try #require(PDFPage(image: bandsImage(width: 300, height: 200))), at: 0)
        let rotated = try #require(PDFPage(image: bandsImage(width: 100, height: 50)))
        rotated.rotation = 90
        document.insert(rotated, at: 1)
        document.insert(PDFPage(), at: 2)
        document.documentAttributes = [
            PDFDocumentAttribute.titleAttribute: "Receipts", PDFDocumentAttribute.authorAttribute: "Zoë",
        ]
        let data = try #require(document.dataRepresentation())
        #expect(data.starts(with: Array("%PDF-".utf8)))
        let read = try #require(PDFDocument(data: data))
        #expect(read.pageCount == 3)
        #expect(read.page(at: 0)?.bounds(for: .mediaBox).size == CGSize(width: 300, height: 200))
        // Cairo has no /Rotate: the rotated page is written turned, at its shown size.
        #expect(read.page(at: 1)?.bounds(for: .mediaBox).size == CGSize(width: 50, height: 100))
        #expect(read.page(at: 2)?.bounds(for: .mediaBox).size == CGSize(width: 612, height: 792))
        #expect(read.documentAttributes?[PDFDocumentAttribute.titleAttribute] as? String == "Receipts")
        #expect(read.documentAttributes?[PDFDocumentAttribute.authorAttribute] as? String == "Zoë")
        #expect((read.documentAttributes?[PDFDocumentAttribute.producerAttribute] as? String)?.contains("cairo") == true)
        // The image is in the file: a page with an image is larger than a blank one.
        #expect(data.count > 2_000)
    }

    @Test("write(to:) writes a file PDFDocument(url:) reads, with its documentURL")
    func writeAndReadURL() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdfkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("notes.pdf")
        let document = try #require(PDFDocument(data: HandMadePDF.threePages().data))
        #expect(document.write(to: url))
        let read = try #require(PDFDocument(url: url))
        #expect(read.documentURL == url)
        #expect(read.pageCount == 3)
        #expect(PDFDocument(url: folder.appendingPathComponent("missing.pdf")) == nil)
        #expect(!document.write(to: URL(string: "https://example.com/a.pdf")!))
    }

    @Test("An unchanged file writes its own bytes; a changed one is rewritten and reads back changed")
    func rewrite() throws {
        let original = HandMadePDF.threePages().data
        let document = try #require(PDFDocument(data: original))
        #expect(document.dataRepresentation() == original)
        let third = try #require(document.page(at: 2))
        document.removePage(at: 0)
        document.exchangePage(at: 0, withPageAt: 1)
        third.rotation = 180
        document.insert(PDFPage(), at: 2)
        document.documentAttributes = [PDFDocumentAttribute.titleAttribute: "Reordered"]
        let data = try #require(document.dataRepresentation())
        #expect(data != original)
        let read = try #require(PDFDocument(data: data))
        #expect(read.pageCount == 3)
        #expect(read.page(at: 0)?.bounds(for: .cropBox) == CGRect(x: 50, y: 50, width: 300, height: 250))
        #expect(read.page(at: 0)?.rotation == 180)
        #expect(read.page(at: 1)?.rotation == 90)
        #expect(read.page(at: 2)?.bounds(for: .mediaBox).size == CGSize(width: 612, height: 792))
        #expect(read.documentAttributes?[PDFDocumentAttribute.titleAttribute] as? String == "Reordered")
        // The first page's inherited resources and content came along; the information dictionary,
        // unchanged, is the file's own.
        let text = try #require(PDFDocument(data: original))
        text.exchangePage(at: 0, withPageAt: 2)
        let movedData = try #require(text.dataRepresentation())
        let moved = try #require(PDFDocument(data: movedData))
        #expect(moved.page(at: 2)?.string == "Hello, napkin\nSecond line")
        #expect(moved.documentAttributes?[PDFDocumentAttribute.titleAttribute] as? String == "Field notes (draft)")
        #expect(String(decoding: movedData, as: UTF8.self).contains("/Info 8 0 R"))
    }

    @Test("What cannot be written answers nil: a file's pages mixed with image pages, a password")
    func unwritable() throws {
        let document = try #require(PDFDocument(data: HandMadePDF.threePages().data))
        document.insert(try #require(PDFPage(image: bandsImage(width: 10, height: 10))), at: 0)
        #expect(document.dataRepresentation() == nil)
        let plain = PDFDocument()
        plain.insert(PDFPage(), at: 0)
        #expect(plain.dataRepresentation(options: [PDFDocumentWriteOption.userPasswordOption: "secret"]) == nil)
        #expect(plain.dataRepresentation(options: [:]) != nil)
    }

    @Test("An empty document writes a valid file with no pages")
    func emptyDocument() throws {
        let data = try #require(PDFDocument().dataRepresentation())
        let read = try #require(PDFDocument(data: data))
        #expect(read.pageCount == 0)
    }
}
