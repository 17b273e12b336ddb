import Foundation
import Testing

@testable import NapkinUI
@testable import PDFKit

/// The red, green and blue (0…255) of the pixel at (`x`, `y`) of `image`.
private func rgb(_ image: UIImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
    let value = image.cgImage?.bitmap[x, y] ?? 0
    return (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
}

@MainActor
@Suite("PDFKit stand-in: UIGraphicsPDFRenderer")
struct UIGraphicsPDFRendererTests {
    @Test("a report drawn with UIKit's string and rectangle drawing is written page by page, as baby-log exports write it")
    func report() throws {
        let page = CGRect(x: 0, y: 0, width: 595, height: 842)
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [PDFDocumentAttribute.titleAttribute.rawValue: "Feeding log"]
        let renderer = UIGraphicsPDFRenderer(bounds: page, format: format)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let report: (UIGraphicsPDFRendererContext) -> Void = { context in
            context.beginPage()
            #expect(context.pdfContextBounds == page)
            let title: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.black]
            "Feeding log".draw(at: CGPoint(x: 40, y: 50), withAttributes: title)
            UIColor.red.setFill()
            context.fill(CGRect(x: 40, y: 100, width: 100, height: 40))
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 200), pageInfo: [:])
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 300, height: 200))
        }
        try renderer.writePDF(to: url, withActions: report)
        let document = try #require(PDFDocument(url: url))
        #expect(document.pageCount == 2)
        #expect(document.page(at: 0)?.bounds(for: .mediaBox).size == page.size)
        #expect(document.page(at: 1)?.bounds(for: .mediaBox).size == CGSize(width: 300, height: 200))
        #expect(document.documentAttributes?[PDFDocumentAttribute.titleAttribute] as? String == "Feeding log")
        // The pages as drawn (napkin draws no page read back from a file): red where the rectangle is, blue page 2.
        let drawn = renderer.document(actions: report)
        let first = try #require(drawn.page(at: 0)).thumbnail(of: page.size, for: .mediaBox)
        let scale = Int(first.scale)
        let (red, green, blue) = rgb(first, 90 * scale, 120 * scale)
        #expect(red > 200 && green < 60 && blue < 60)
        #expect(rgb(first, 90 * scale, 300 * scale).1 > 200)
        // The title's ink: dark pixels in the line it was drawn on.
        let titleInk = (40..<200).contains { x in (52..<74).contains { y in rgb(first, x * scale, y * scale).0 < 100 } }
        #expect(titleInk)
        let second = try #require(drawn.page(at: 1)).thumbnail(of: CGSize(width: 300, height: 200), for: .mediaBox)
        #expect(rgb(second, 10, 10).2 > 200)
    }

    @Test("pdfData without pages is a document of none; an unwritable address throws")
    func emptyAndUnwritable() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: .zero)
        #expect(renderer.bounds.size == CGSize(width: 612, height: 792))
        let data = renderer.pdfData { _ in }
        #expect(PDFDocument(data: data)?.pageCount == 0)
        #expect(throws: (any Error).self) {
            try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent-folder/out.pdf")) { $0.beginPage() }
        }
    }
}
