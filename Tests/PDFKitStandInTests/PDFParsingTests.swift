import Foundation
import Testing

@testable import PDFKit

@Suite("PDFKit stand-in: reading files")
struct PDFParsingTests {
    @Test("A hand-made file's pages, boxes, rotation, version and information dictionary are read")
    func threePages() throws {
        let document = try #require(PDFDocument(data: HandMadePDF.threePages().data))
        #expect(document.pageCount == 3)
        #expect(document.majorVersion == 1 && document.minorVersion == 7)
        let letter = try #require(document.page(at: 0))
        #expect(letter.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 612, height: 792))
        #expect(letter.bounds(for: .cropBox) == letter.bounds(for: .mediaBox))
        let a4 = try #require(document.page(at: 1))
        #expect(a4.rotation == 90)
        #expect(abs(a4.bounds(for: .cropBox).width - 595.28) < 0.001)
        let square = try #require(document.page(at: 2))
        #expect(square.bounds(for: .cropBox) == CGRect(x: 50, y: 50, width: 300, height: 250))
        #expect(square.bounds(for: .trimBox) == square.bounds(for: .cropBox))
        #expect(square.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 400, height: 400))
        let attributes = try #require(document.documentAttributes)
        #expect(attributes[PDFDocumentAttribute.titleAttribute] as? String == "Field notes (draft)")
        #expect(attributes[PDFDocumentAttribute.authorAttribute] as? String == "Étie Lang")
        #expect(attributes[PDFDocumentAttribute.keywordsAttribute] as? [String] == ["pdf", "napkin"])
        let created = try #require(attributes[PDFDocumentAttribute.creationDateAttribute] as? Date)
        #expect(created == Date(timeIntervalSince1970: 1_740_993_300))
        #expect(document.page(at: 3) == nil)
        #expect(document.page(at: -1) == nil)
    }

    @Test("MediaBox, CropBox and Rotate are inherited down the page tree; a page's own entries win")
    func inheritedAttributes() throws {
        var pdf = HandMadePDF()
        pdf.section(
            [
                (1, "<< /Type /Catalog /Pages 2 0 R >>"),
                (2, "<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 3 /MediaBox [0 0 500 700] /Rotate 180 >>"),
                (3, "<< /Type /Pages /Parent 2 0 R /Kids [4 0 R 5 0 R] /Count 2 /CropBox [10 10 490 690] /Rotate -90 >>"),
                (4, "<< /Type /Page /Parent 3 0 R >>"),
                (5, "<< /Type /Page /Parent 3 0 R /MediaBox [0 0 300 300] /Rotate 0 >>"),
                (6, "<< /Type /Page /Parent 2 0 R >>"),
            ], trailer: "/Root 1 0 R")
        let document = try #require(PDFDocument(data: pdf.data))
        #expect(document.pageCount == 3)
        let first = try #require(document.page(at: 0))
        #expect(first.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 500, height: 700))
        #expect(first.bounds(for: .cropBox) == CGRect(x: 10, y: 10, width: 480, height: 680))
        #expect(first.rotation == 270)
        let second = try #require(document.page(at: 1))
        // The inherited crop box is clipped to the page's own, smaller, media box.
        #expect(second.bounds(for: .cropBox) == CGRect(x: 10, y: 10, width: 290, height: 290))
        #expect(second.rotation == 0)
        let third = try #require(document.page(at: 2))
        #expect(third.bounds(for: .cropBox) == CGRect(x: 0, y: 0, width: 500, height: 700))
        #expect(third.rotation == 180)
    }

    @Test("A cross-reference stream and an object stream are read (PDF 1.5 compression)")
    func crossReferenceStream() throws {
        var pdf = HandMadePDF(version: "1.5")
        let packed = HandMadePDF.objectStream([
            (3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>"),
            (4, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 200] /Rotate 270 >>"),
        ])
        pdf.section(
            [
                (1, "<< /Type /Catalog /Pages 2 0 R >>"),
                (2, "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>"),
                (5, packed),
            ], xref: .stream(number: 6, compressed: [3: (5, 0), 4: (5, 1)]), trailer: "/Root 1 0 R")
        let document = try #require(PDFDocument(data: pdf.data))
        #expect(document.minorVersion == 5)
        #expect(document.pageCount == 2)
        #expect(document.page(at: 0)?.bounds(for: .mediaBox).width == 200)
        #expect(document.page(at: 1)?.rotation == 270)
        let file = try PDFFile(data: pdf.data)
        #expect(!file.wasReconstructed)
        #expect(file.locations[3] == .compressed(stream: 5, index: 0))
    }

    @Test("An incremental update's objects replace the older ones; /Prev chains are followed")
    func incrementalUpdate() throws {
        var pdf = HandMadePDF.threePages()
        pdf.section(
            [
                (2, "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R 9 0 R] /Count 4 /MediaBox [0 0 612 792] >>"),
                (4, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] >>"),
                (9, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>"),
                (10, "<< /Title (Updated) >>"),
            ], trailer: "/Root 1 0 R /Info 10 0 R")
        let document = try #require(PDFDocument(data: pdf.data))
        #expect(document.pageCount == 4)
        #expect(document.page(at: 1)?.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(document.page(at: 1)?.rotation == 0)
        #expect(document.page(at: 3)?.bounds(for: .mediaBox).width == 100)
        #expect(document.documentAttributes?[PDFDocumentAttribute.titleAttribute] as? String == "Updated")
        let file = try PDFFile(data: pdf.data)
        #expect(file.sectionCount == 2)
        #expect(!file.wasReconstructed)
    }

    @Test("An update written as a cross-reference stream on top of a table (hybrid chains) is read")
    func streamUpdateOverTable() throws {
        var pdf = HandMadePDF.threePages()
        pdf.section([(5, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 144 144] >>")], xref: .stream(number: 11), trailer: "/Root 1 0 R")
        let document = try #require(PDFDocument(data: pdf.data))
        #expect(document.pageCount == 3)
        #expect(document.page(at: 2)?.bounds(for: .cropBox) == CGRect(x: 0, y: 0, width: 144, height: 144))
    }

    @Test("A broken cross-reference (wrong offsets, no startxref) is rebuilt by scanning for objects")
    func brokenCrossReference() throws {
        var bytes = HandMadePDF.threePages().bytes
        // Shift every object by inserting junk after the header, so every offset is wrong.
        let firstObject = try #require(PDFSyntaxReader.find(Array("1 0 obj".utf8), in: bytes, from: 0))
        bytes.insert(contentsOf: Array("% padding that moves every object\n".utf8), at: firstObject)
        var document = try #require(PDFDocument(data: Data(bytes)))
        #expect(document.pageCount == 3)
        #expect(document.documentAttributes?[PDFDocumentAttribute.titleAttribute] as? String == "Field notes (draft)")
        // No cross-reference and no trailer at all: the catalog is found among the objects.
        let body = HandMadePDF.threePages().bytes
        let cut = try #require(PDFSyntaxReader.find(Array("xref".utf8), in: body, from: 0))
        document = try #require(PDFDocument(data: Data(body[..<cut])))
        #expect(document.pageCount == 3)
        #expect(try PDFFile(data: Data(body[..<cut])).wasReconstructed)
    }

    @Test("An encrypted file is flagged and locked; its boxes are read, its strings are not")
    func encrypted() throws {
        var pdf = HandMadePDF()
        pdf.section(
            [
                (1, "<< /Type /Catalog /Pages 2 0 R >>"),
                (2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
                (3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 320 240] >>"),
                (4, "<< /Filter /Standard /V 2 /R 3 /Length 128 /O <00> /U <00> /P -3904 >>"),
                (5, "<< /Title <8A3F17> >>"),
            ], trailer: "/Root 1 0 R /Encrypt 4 0 R /Info 5 0 R")
        let document = try #require(PDFDocument(data: pdf.data))
        #expect(document.isEncrypted)
        #expect(document.isLocked)
        #expect(!document.unlock(withPassword: ""))
        #expect(!document.allowsCopying)
        #expect(document.pageCount == 1)
        #expect(document.page(at: 0)?.bounds(for: .mediaBox).size == CGSize(width: 320, height: 240))
        #expect(document.documentAttributes?.isEmpty == true)
        #expect(document.page(at: 0)?.string == nil)
        let plain = try #require(PDFDocument(data: HandMadePDF.threePages().data))
        #expect(!plain.isEncrypted && !plain.isLocked)
    }

    @Test("Page labels come from /PageLabels: roman front matter, then decimals with a prefix")
    func pageLabels() throws {
        var pdf = HandMadePDF()
        let kids = (3...7).map { "\($0) 0 R" }.joined(separator: " ")
        pdf.section(
            [
                (1, "<< /Type /Catalog /Pages 2 0 R /PageLabels << /Nums [0 << /S /r >> 2 << /S /D /P (A-) /St 7 >>] >> >>"),
                (2, "<< /Type /Pages /Kids [\(kids)] /Count 5 /MediaBox [0 0 100 100] >>"),
            ] + (3...7).map { ($0, "<< /Type /Page /Parent 2 0 R >>") }, trailer: "/Root 1 0 R")
        let document = try #require(PDFDocument(data: pdf.data))
        #expect((0..<5).map { document.page(at: $0)?.label } == ["i", "ii", "A-7", "A-8", "A-9"])
        let unlabelled = try #require(PDFDocument(data: HandMadePDF.threePages().data))
        #expect(unlabelled.page(at: 2)?.label == "3")
        #expect(PDFPage().label == nil)
    }

    @Test("A file Cairo wrote with text in a subset font reads back: sizes, title, each page's text through its CMap")
    func cairoText() throws {
        let document = try #require(PDFDocument(data: CairoTextFixture.data))
        #expect(document.pageCount == 2)
        #expect(document.page(at: 0)?.bounds(for: .mediaBox).size == CGSize(width: 300, height: 200))
        #expect(document.page(at: 1)?.bounds(for: .mediaBox).size == CGSize(width: 200, height: 100))
        #expect(document.documentAttributes?[PDFDocumentAttribute.titleAttribute] as? String == "Cairo text")
        #expect(document.page(at: 0)?.string == "Hello from Cairo\nZoë's café, 42 pages")
        #expect(document.page(at: 1)?.string == "Page two")
        #expect(document.string == "Hello from Cairo\nZoë's café, 42 pages\nPage two")
    }

    @Test("A page's text is read from its content stream, line by line, through ToUnicode CMaps")
    func text() throws {
        let document = try #require(PDFDocument(data: HandMadePDF.threePages().data))
        #expect(document.page(at: 0)?.string == "Hello, napkin\nSecond line")
        #expect(document.page(at: 0)?.attributedString?.string == "Hello, napkin\nSecond line")
        #expect(document.page(at: 1)?.string == nil)
        #expect(document.string == "Hello, napkin\nSecond line")
        var pdf = HandMadePDF()
        let cmap = """
            /CIDInit /ProcSet findresource begin 12 dict begin begincmap
            1 begincodespacerange <0000> <FFFF> endcodespacerange
            2 beginbfchar <0003> <0020> <0024> <00E9> endbfchar
            1 beginbfrange <0010> <0012> <0041> endbfrange
            endcmap CMapName currentdict /CMap defineresource pop end end
            """
        pdf.section(
            [
                (1, "<< /Type /Catalog /Pages 2 0 R >>"),
                (2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
                (3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /Font << /F0 4 0 R >> >> /Contents 5 0 R >>"),
                (4, "<< /Type /Font /Subtype /Type0 /BaseFont /Sub /Encoding /Identity-H /ToUnicode 6 0 R >>"),
                (
                    5,
                    HandMadePDF.stream(
                        "", "BT /F0 10 Tf 1 0 0 1 20 150 Tm [<00100011>-80<0012>-600<00030024>] TJ 1 0 0 1 20 130 Tm <0010> Tj ET")
                ),
                (6, HandMadePDF.stream("", cmap)),
            ], trailer: "/Root 1 0 R")
        let mapped = try #require(PDFDocument(data: pdf.data))
        #expect(mapped.page(at: 0)?.string == "ABC  é\nA")
    }
}
