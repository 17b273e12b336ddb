import CZlib
import Foundation
import NapkinUI
import Testing

@testable import PDFKit

/// A small seeded generator (SplitMix64), so every damaged file can be made again.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("PDFKit stand-in: hostile and damaged files")
struct PDFDamageTests {
    @Test("What is not a PDF, or has no catalog, is refused with a typed error")
    func refusals() {
        #expect(PDFDocument.readingError(forData: Data("hello".utf8))?.kind == .missingHeader)
        #expect(PDFDocument(data: Data()) == nil)
        #expect(PDFDocument.readingError(forData: Data("%PDF-1.4\n".utf8))?.kind == .missingCatalog)
        #expect(PDFDocument.readingError(forData: HandMadePDF.threePages().data) == nil)
    }

    @Test("Nesting past the bound is an error, not a stack overflow")
    func deepNesting() throws {
        let deep = String(repeating: "[", count: 100_000)
        let reader = PDFSyntaxReader(bytes: Array(deep.utf8))
        #expect(throws: PDFParseError.self) {
            var copy = reader
            _ = try copy.readValue()
        }
        _ = reader
        var pdf = HandMadePDF()
        pdf.section(
            [
                (1, "<< /Type /Catalog /Pages 2 0 R /Junk \(deep) >>"),
                (2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
                (3, "<< /Type /Page /Parent 2 0 R >>"),
            ], trailer: "/Root 1 0 R")
        #expect(PDFDocument(data: pdf.data) == nil)
    }

    @Test("A page tree with a cycle, a self-reference and a reference loop ends, keeping the pages it reached")
    func cycles() throws {
        var pdf = HandMadePDF()
        pdf.section(
            [
                (1, "<< /Type /Catalog /Pages 2 0 R >>"),
                (2, "<< /Type /Pages /Kids [3 0 R 2 0 R 4 0 R] /Count 99 >>"),
                (3, "<< /Type /Page /Parent 2 0 R /MediaBox 5 0 R >>"),
                (4, "<< /Type /Pages /Kids [2 0 R 3 0 R 6 0 R] >>"),
                (5, "7 0 R"),
                (6, "<< /Type /Page /Parent 4 0 R /Rotate 8 0 R >>"),
                (7, "5 0 R"),
                (8, "8 0 R"),
            ], trailer: "/Root 1 0 R")
        let document = try #require(PDFDocument(data: pdf.data))
        #expect(document.pageCount == 2)
        #expect(document.page(at: 0)?.bounds(for: .mediaBox) == PDFPageTree.letter)
        #expect(document.page(at: 1)?.rotation == 0)
    }

    @Test("A declared size larger than the file is refused before anything is allocated")
    func hugeDeclarations() throws {
        let bytes = Array(
            "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\nxref\n0 8388000\ntrailer\n<< /Root 1 0 R >>\nstartxref\n57\n%%EOF\n"
                .utf8)
        // The table cannot be believed: the file is scanned instead, and has no page tree.
        #expect(PDFDocument(data: Data(bytes)) == nil)
        // A stream that inflates past the limit stops with an error.
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        let compressed = try #require(deflate(zeros))
        #expect(throws: PDFParseError.self) { try PDFStreamDecoder.inflate(compressed, limit: 1000) }
        #expect(try PDFStreamDecoder.inflate(compressed, limit: 2 << 20).count == zeros.count)
    }

    /// Real-shaped files to damage: hand-made ones (table, stream, update), two Cairo wrote (image
    /// pages; text in a subset font) and two encrypted ones pypdf wrote (RC4 without a user
    /// password, AES-128 with one).
    @MainActor
    static func seeds() throws -> [[UInt8]] {
        var update = HandMadePDF.threePages()
        update.section([(4, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] >>")], trailer: "/Root 1 0 R /Info 8 0 R")
        var compressed = HandMadePDF(version: "1.5")
        compressed.section(
            [
                (1, "<< /Type /Catalog /Pages 2 0 R >>"),
                (2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
                (5, HandMadePDF.objectStream([(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>")])),
            ], xref: .stream(number: 6, compressed: [3: (5, 0)]), trailer: "/Root 1 0 R")
        let cairo = PDFDocument()
        cairo.insert(try #require(PDFPage(image: bandsImage(width: 40, height: 30))), at: 0)
        cairo.insert(PDFPage(), at: 1)
        cairo.documentAttributes = [PDFDocumentAttribute.titleAttribute: "Seed"]
        return [
            HandMadePDF.threePages().bytes, update.bytes, compressed.bytes, [UInt8](try #require(cairo.dataRepresentation())),
            [UInt8](EncryptedFixtures.rc4With128BitKeyNoUserPassword), [UInt8](EncryptedFixtures.aes128WithUserPassword),
            [UInt8](CairoTextFixture.data),
        ]
    }

    /// `bytes` damaged one of six ways: bytes flipped, a cut, a range deleted, junk inserted, a
    /// range duplicated, or digits changed (offsets and lengths).
    static func damage(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var damaged = bytes
        let count = damaged.count
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            for _ in 0..<Int.random(in: 1...16, using: &generator) {
                damaged[Int.random(in: 0..<count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
        case 1:
            damaged = Array(damaged.prefix(Int.random(in: 0..<count, using: &generator)))
        case 2:
            let start = Int.random(in: 0..<count, using: &generator)
            damaged.removeSubrange(start..<min(count, start + Int.random(in: 1...200, using: &generator)))
        case 3:
            let junk = (0..<Int.random(in: 1...64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            damaged.insert(contentsOf: junk, at: Int.random(in: 0...count, using: &generator))
        case 4:
            let start = Int.random(in: 0..<count, using: &generator)
            let piece = damaged[start..<min(count, start + Int.random(in: 1...300, using: &generator))]
            damaged.insert(contentsOf: piece, at: Int.random(in: 0...count, using: &generator))
        default:
            let digits = damaged.indices.filter { (0x30...0x39).contains(damaged[$0]) }
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                guard let index = digits.randomElement(using: &generator) else { break }
                damaged[index] = UInt8.random(in: 0x30...0x39, using: &generator)
            }
        }
        return damaged
    }

    // Off the main actor: the run takes seconds, and snapshot tests running beside it need the main actor.
    @Test("4,000 damaged files (flips, cuts, deletions, junk, duplicates, digits): never a crash, only nil or sane pages")
    func fuzz() async throws {
        let seeds = try await Self.seeds()
        var generator = SeededGenerator(state: 0x5EED_0015)
        var opened = 0
        var refused = 0
        var recovered = 0
        for round in 0..<4_000 {
            let seed = seeds[round % seeds.count]
            let damaged = Self.damage(seed, using: &generator)
            guard let document = PDFDocument(data: Data(damaged)) else {
                refused += 1
                continue
            }
            opened += 1
            if let file = document.file, file.wasReconstructed { recovered += 1 }
            #expect(document.pageCount <= PDFLimits.pages)
            for index in 0..<document.pageCount {
                let page = try #require(document.page(at: index))
                for box in PDFDisplayBox.allCases {
                    let rect = page.bounds(for: box)
                    #expect(rect.width > 0 && rect.height > 0 && rect.width.isFinite && rect.height.isFinite)
                }
                #expect([0, 90, 180, 270].contains(page.rotation))
                _ = page.string
                _ = page.label
            }
            _ = document.documentAttributes
            _ = document.unlock(withPassword: "secret")
            _ = document.page(at: 0)?.string
            // What was read can be written again, and reads back with the same page count.
            if document.pageCount > 0, !document.isEncrypted {
                document.exchangePage(at: 0, withPageAt: document.pageCount - 1)
                if let data = document.dataRepresentation() {
                    #expect(PDFDocument(data: data)?.pageCount == document.pageCount)
                }
            }
        }
        #expect(opened + refused == 4_000)
        #expect(opened > 1_000)
        print("PDF damage fuzz: \(opened) opened (\(recovered) by scanning), \(refused) refused, 0 crashes")
    }
}

/// zlib's compress of `bytes` (zlib format, as FlateDecode reads it).
func deflate(_ bytes: [UInt8]) -> [UInt8]? {
    var length = compressBound(uLong(bytes.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    guard compress2(&output, &length, bytes, uLong(bytes.count), 9) == Z_OK else { return nil }
    return Array(output.prefix(Int(length)))
}
