import Foundation

/// A page's text, read from its content streams (ISO 32000-1, 9.4): the strings shown by `Tj`,
/// `TJ`, `'` and `"`, mapped to Unicode through each font's `ToUnicode` CMap (bfchar and
/// bfrange, one- or two-byte codes) or, without one, as PDFDocEncoding (Latin text of the
/// standard encodings). A new line starts where the text moves to another line (`Td`/`TD`
/// downwards, `T*`, `'`, `"`, `Tm` to another baseline); a wide gap in `TJ` is a space.
///
/// Bounded: the decoded content is limited (``PDFLimits/decodedStream``), form XObjects are not
/// entered, and an unreadable stream ends the text there. Text in a locked file is not read.
enum PDFTextExtractor {
    static func text(of page: ParsedPage, in file: PDFFile) -> String {
        guard !file.isLocked else { return "" }
        let content = contentBytes(of: page, in: file)
        guard !content.isEmpty else { return "" }
        let fonts = file.resolve(pageResources(page, in: file)?["Font"])?.dictionary ?? [:]
        var maps: [String: CharacterMap] = [:]
        var reader = PDFSyntaxReader(bytes: content)
        var operands: [PDFValue] = []
        var output = ""
        var font: CharacterMap = .plain
        var lastY: Double?
        var operations = 0
        func newLine() {
            if !output.isEmpty, output.last != "\n" { output.append("\n") }
        }
        func show(_ bytes: [UInt8]) { output += font.decode(bytes) }
        while !reader.atEnd, operations < 2_000_000 {
            operations += 1
            reader.skipWhitespace()
            guard !reader.atEnd else { break }
            let byte = reader.bytes[reader.position]
            if PDFSyntaxReader.isRegular(byte), !(byte >= 0x30 && byte <= 0x39), byte != UInt8(ascii: "-"), byte != UInt8(ascii: "+"),
                byte != UInt8(ascii: ".")
            {
                let keyword = String(reader.peekKeyword())
                reader.position += max(1, keyword.utf8.count)
                switch keyword {
                case "true", "false", "null":
                    operands.append(.null)
                    continue
                case "BI":
                    // An inline image: skip to its EI.
                    if let end = PDFSyntaxReader.find(Array("EI".utf8), in: reader.bytes, from: reader.position) {
                        reader.position = end + 2
                    } else {
                        reader.position = reader.bytes.count
                    }
                case "Tf":
                    if operands.count >= 2, let name = operands[operands.count - 2].name {
                        if maps[name] == nil { maps[name] = CharacterMap(font: file.resolve(fonts[name])?.dictionary, file: file) }
                        font = maps[name] ?? .plain
                    }
                case "Tj": if let bytes = operands.last?.stringBytes { show(bytes) }
                case "'", "\"":
                    newLine()
                    if let bytes = operands.last?.stringBytes { show(bytes) }
                case "TJ":
                    for item in operands.last?.array ?? [] {
                        if let bytes = item.stringBytes {
                            show(bytes)
                        } else if let gap = item.number, gap < -250, output.last != " ", output.last != "\n", !output.isEmpty {
                            output.append(" ")
                        }
                    }
                case "Td", "TD":
                    if operands.count >= 2, let ty = operands[operands.count - 1].number, ty != 0 { newLine() }
                case "T*": newLine()
                case "Tm":
                    if operands.count >= 6, let y = operands[operands.count - 1].number {
                        if let lastY, abs(lastY - y) > 0.5 { newLine() }
                        lastY = y
                    }
                case "ET":
                    break
                default: break
                }
                operands.removeAll(keepingCapacity: true)
                continue
            }
            guard let value = try? reader.readValue() else {
                reader.position += 1
                operands.removeAll(keepingCapacity: true)
                continue
            }
            if operands.count < 64 { operands.append(value) }
        }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The page's content streams, decoded and joined (a white space between them).
    static func contentBytes(of page: ParsedPage, in file: PDFFile) -> [UInt8] {
        var streams: [PDFValue] = []
        switch file.resolve(page.dictionary["Contents"]) {
        case .array(let items)?: streams = items.prefix(10_000).compactMap { file.resolve($0) }
        case let value?: streams = [value]
        case nil: break
        }
        var content: [UInt8] = []
        for case .stream(let stream) in streams {
            guard let data = try? PDFStreamDecoder.decode(stream), content.count + data.count <= PDFLimits.decodedStream else { break }
            content += data
            content.append(0x0A)
        }
        return content
    }

    /// The page's resources, inherited from its ancestors when it has none of its own.
    static func pageResources(_ page: ParsedPage, in file: PDFFile) -> [String: PDFValue]? {
        var node: [String: PDFValue]? = page.dictionary
        var depth = 0
        while let current = node, depth < PDFLimits.pageTreeDepth {
            if let resources = file.resolve(current["Resources"])?.dictionary { return resources }
            node = file.resolve(current["Parent"])?.dictionary
            depth += 1
        }
        return nil
    }

    /// A font's codes to Unicode.
    struct CharacterMap {
        static let plain = CharacterMap(codeLength: 1, map: [:])
        /// Bytes per code (1 or 2).
        var codeLength: Int
        var map: [UInt32: String]

        init(codeLength: Int, map: [UInt32: String]) {
            self.codeLength = codeLength
            self.map = map
        }

        init(font: [String: PDFValue]?, file: PDFFile) {
            self = .plain
            guard let font else { return }
            if font["Subtype"]?.name == "Type0" { codeLength = 2 }
            guard case .stream(let stream)? = file.resolve(font["ToUnicode"]),
                let data = try? PDFStreamDecoder.decode(stream, limit: 4 << 20)
            else { return }
            parse(data)
        }

        func decode(_ bytes: [UInt8]) -> String {
            var text = ""
            var index = 0
            while index < bytes.count {
                var code: UInt32 = 0
                let length = min(codeLength, bytes.count - index)
                for offset in 0..<length { code = code << 8 | UInt32(bytes[index + offset]) }
                index += length
                if let mapped = map[code] {
                    text += mapped
                } else if codeLength == 1 {
                    text.unicodeScalars.append(PDFTextString.docEncodingScalar(UInt8(code)))
                }
            }
            return text
        }

        /// Reads `beginbfchar` and `beginbfrange` sections (the code length from the source codes' hex digits).
        mutating func parse(_ data: [UInt8]) {
            var reader = PDFSyntaxReader(bytes: data)
            var values: [PDFValue] = []
            var steps = 0
            while !reader.atEnd, steps < 1_000_000 {
                steps += 1
                reader.skipWhitespace()
                guard !reader.atEnd else { break }
                let byte = reader.bytes[reader.position]
                if PDFSyntaxReader.isRegular(byte), !(0x30...0x39).contains(byte) {
                    let keyword = String(reader.peekKeyword())
                    reader.position += max(1, keyword.utf8.count)
                    if keyword == "endbfchar" { addChars(values) }
                    if keyword == "endbfrange" { addRanges(values) }
                    if keyword.hasPrefix("begin") || keyword.hasPrefix("end") { values.removeAll() }
                    continue
                }
                guard let value = try? reader.readValue() else {
                    reader.position += 1
                    continue
                }
                if values.count < 300 { values.append(value) }
            }
        }

        private static func code(_ bytes: [UInt8]) -> UInt32 { bytes.prefix(4).reduce(0) { $0 << 8 | UInt32($1) } }

        private static func unicode(_ bytes: [UInt8]) -> String {
            var units: [UInt16] = []
            var index = 0
            while index + 1 < bytes.count {
                units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        }

        private mutating func addChars(_ values: [PDFValue]) {
            var index = 0
            while index + 1 < values.count {
                if let source = values[index].stringBytes, let target = values[index + 1].stringBytes {
                    codeLength = max(1, min(source.count, 2))
                    map[Self.code(source)] = Self.unicode(target)
                }
                index += 2
            }
        }

        private mutating func addRanges(_ values: [PDFValue]) {
            var index = 0
            while index + 2 < values.count {
                defer { index += 3 }
                guard let low = values[index].stringBytes, let high = values[index + 1].stringBytes else { continue }
                codeLength = max(1, min(low.count, 2))
                let first = Self.code(low), last = Self.code(high)
                guard first <= last, last - first < 65_536 else { continue }
                switch values[index + 2] {
                case .string(let target):
                    var units = Self.unicode(target).utf16.map { $0 }
                    for code in first...last {
                        map[code] = String(decoding: units, as: UTF16.self)
                        if !units.isEmpty { units[units.count - 1] &+= 1 }
                    }
                case .array(let targets):
                    for (offset, target) in targets.enumerated() where UInt32(offset) <= last - first {
                        if let bytes = target.stringBytes { map[first + UInt32(offset)] = Self.unicode(bytes) }
                    }
                default: break
                }
            }
        }
    }
}
