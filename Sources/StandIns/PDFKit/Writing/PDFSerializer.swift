import Foundation

/// Writes PDF object syntax and whole files: values, indirect objects, the cross-reference
/// table and the trailer (ISO 32000-1, 7.3 and 7.5).
struct PDFSerializer {
    private(set) var bytes: [UInt8] = []
    /// Each written object's number, generation and byte offset.
    private var offsets: [(number: Int, generation: Int, offset: Int)] = []

    mutating func append(_ text: String) { bytes += Array(text.utf8) }

    /// The header, with the binary comment that tells transfer programs the file is binary.
    mutating func header(version: String) {
        append("%PDF-\(version)\n")
        bytes += [0x25, 0xE2, 0xE3, 0xCF, 0xD3, 0x0A]
    }

    /// Writes `number generation obj … endobj`.
    mutating func object(_ number: Int, generation: Int = 0, _ value: PDFValue) {
        offsets.append((number, generation, bytes.count))
        append("\(number) \(generation) obj\n")
        write(value)
        append("\nendobj\n")
    }

    /// The cross-reference table of the objects written, and the trailer with `trailer`'s
    /// entries and `/Size`.
    mutating func finish(trailer: [String: PDFValue]) {
        let sorted = offsets.sorted { $0.number < $1.number }
        let size = (sorted.last?.number ?? 0) + 1
        let start = bytes.count
        append("xref\n0 1\n0000000000 65535 f\r\n")
        var index = 0
        while index < sorted.count {
            var end = index
            while end + 1 < sorted.count, sorted[end + 1].number == sorted[end].number + 1 { end += 1 }
            append("\(sorted[index].number) \(end - index + 1)\n")
            for entry in sorted[index...end] {
                append(String(format: "%010d %05d n\r\n", entry.offset, entry.generation))
            }
            index = end + 1
        }
        var entries = trailer
        entries["Size"] = .integer(size)
        append("trailer\n")
        write(.dictionary(entries))
        append("\nstartxref\n\(start)\n%%EOF\n")
    }

    mutating func write(_ value: PDFValue) {
        switch value {
        case .null: append("null")
        case .boolean(let flag): append(flag ? "true" : "false")
        case .integer(let number): append(String(number))
        case .real(let number): append(Self.real(number))
        case .string(let content):
            append("<")
            append(content.map { String(format: "%02X", $0) }.joined())
            append(">")
        case .name(let name): append(Self.name(name))
        case .array(let items):
            append("[")
            for (index, item) in items.enumerated() {
                if index > 0 { append(" ") }
                write(item)
            }
            append("]")
        case .dictionary(let dictionary):
            writeDictionary(dictionary)
        case .reference(let reference): append("\(reference.number) \(reference.generation) R")
        case .stream(let stream):
            var dictionary = stream.dictionary
            dictionary["Length"] = .integer(stream.data.count)
            writeDictionary(dictionary)
            append("\nstream\n")
            bytes += stream.data
            append("\nendstream")
        }
    }

    private mutating func writeDictionary(_ dictionary: [String: PDFValue]) {
        append("<<")
        for key in dictionary.keys.sorted() {
            append(Self.name(key))
            append(" ")
            write(dictionary[key]!)
            append("\n")
        }
        append(">>")
    }

    /// A number as PDF writes reals: no exponent, at most six decimals, no trailing zeros.
    static func real(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        var text = String(format: "%.6f", number)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `/name`, with delimiters, white space, `#` and bytes outside printable ASCII as `#xx`.
    static func name(_ name: String) -> String {
        var text = "/"
        for byte in name.utf8 {
            if byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "#"), PDFSyntaxReader.isRegular(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += String(format: "#%02X", byte)
            }
        }
        return text
    }
}
