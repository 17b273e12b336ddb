import Foundation

/// Builds PDF files by hand, byte for byte, as writers lay them out: numbered objects, then a
/// cross-reference table or stream with the real offsets, a trailer and `startxref`; more
/// sections appended as incremental updates.
struct HandMadePDF {
    /// How a section's cross-reference is written.
    enum CrossReference {
        /// A classic `xref` table.
        case table
        /// A cross-reference stream (uncompressed, `/W [1 4 2]`), its object number given;
        /// `compressed` maps objects stored in object streams to (stream number, index).
        case stream(number: Int, compressed: [Int: (Int, Int)] = [:])
    }

    private(set) var bytes: [UInt8]
    private var lastStartXRef: Int?
    private var highestNumber = 0

    init(version: String = "1.7") {
        bytes = Array("%PDF-\(version)\n%\u{E2}\u{E3}\n".utf8)
    }

    var data: Data { Data(bytes) }

    /// Appends a section: `objects` (number, body), its cross-reference and trailer entries
    /// (`trailer`, without `/Size` and `/Prev`, which are added).
    mutating func section(_ objects: [(Int, String)], xref: CrossReference = .table, trailer: String) {
        var offsets: [Int: Int] = [:]
        for (number, body) in objects {
            offsets[number] = bytes.count
            bytes += Array("\(number) 0 obj\n\(body)\nendobj\n".utf8)
            highestNumber = max(highestNumber, number)
        }
        let prev = lastStartXRef.map { " /Prev \($0)" } ?? ""
        let start = bytes.count
        switch xref {
        case .table:
            var text = "xref\n0 1\n0000000000 65535 f\r\n"
            for number in offsets.keys.sorted() {
                text += "\(number) 1\n" + String(format: "%010d 00000 n\r\n", offsets[number]!)
            }
            text += "trailer\n<< /Size \(highestNumber + 1)\(prev) \(trailer) >>\nstartxref\n\(start)\n%%EOF\n"
            bytes += Array(text.utf8)
        case .stream(let number, let compressed):
            highestNumber = max(highestNumber, number)
            offsets[number] = start
            var entries: [UInt8] = []
            let numbers = (Array(offsets.keys) + Array(compressed.keys)).sorted()
            for n in numbers {
                if let (stream, index) = compressed[n] {
                    entries += [2] + be(stream, 4) + be(index, 2)
                } else {
                    entries += [1] + be(offsets[n]!, 4) + be(0, 2)
                }
            }
            let index = numbers.map { "\($0) 1" }.joined(separator: " ")
            let header =
                "\(number) 0 obj\n<< /Type /XRef /W [1 4 2] /Index [\(index)] /Size \(max(highestNumber, numbers.max() ?? 0) + 1)\(prev) \(trailer) /Length \(entries.count) >>\nstream\n"
            bytes += Array(header.utf8) + entries + Array("\nendstream\nendobj\nstartxref\n\(start)\n%%EOF\n".utf8)
        }
        lastStartXRef = start
    }

    private func be(_ value: Int, _ width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// A stream object's body: `dictionary` entries (without `/Length`) and `content`.
    static func stream(_ dictionary: String = "", _ content: String) -> String {
        "<< \(dictionary) /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"
    }

    /// An object stream's body holding `objects` (number, body), uncompressed.
    static func objectStream(_ objects: [(Int, String)]) -> String {
        var offsets: [String] = []
        var body = ""
        for (number, text) in objects {
            offsets.append("\(number) \(body.utf8.count)")
            body += text + "\n"
        }
        let header = offsets.joined(separator: " ") + "\n"
        return stream("/Type /ObjStm /N \(objects.count) /First \(header.utf8.count)", header + body)
    }

    /// A three-page document: page 1 US Letter, page 2 A4 rotated 90°, page 3 a square with a
    /// crop box, the media box inherited from the root; an information dictionary.
    static func threePages() -> HandMadePDF {
        var pdf = HandMadePDF()
        pdf.section(
            [
                (1, "<< /Type /Catalog /Pages 2 0 R >>"),
                (2, "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 /MediaBox [0 0 612 792] >>"),
                (3, "<< /Type /Page /Parent 2 0 R /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> >>"),
                (4, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Rotate 90 >>"),
                (5, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 400] /CropBox [50 50 350 300] >>"),
                (6, stream("", "BT /F1 12 Tf 72 700 Td (Hello, napkin) Tj 0 -14 Td (Second line) Tj ET")),
                (7, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
                (
                    8,
                    "<< /Title (Field notes \\(draft\\)) /Author <FEFF00C90074006900650020004C0061006E0067> /CreationDate (D:20250303101500+01'00') /Keywords (pdf, napkin) >>"
                ),
            ], trailer: "/Root 1 0 R /Info 8 0 R")
        return pdf
    }
}
