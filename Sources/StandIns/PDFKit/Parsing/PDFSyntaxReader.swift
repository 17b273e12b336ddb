import Foundation

/// Reads PDF's object syntax (ISO 32000-1, 7.2-7.3) from bytes, from a position on: a cursor
/// over the file. Every loop moves forward or stops, nesting is bounded by
/// ``PDFLimits/nesting``, and every failure is a ``PDFParseError``.
struct PDFSyntaxReader {
    let bytes: [UInt8]
    var position: Int

    init(bytes: [UInt8], position: Int = 0) {
        self.bytes = bytes
        self.position = max(0, min(position, bytes.count))
    }

    var atEnd: Bool { position >= bytes.count }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            true
        default: false
        }
    }

    static func isRegular(_ byte: UInt8) -> Bool { !isWhitespace(byte) && !isDelimiter(byte) }

    func error(_ what: String) -> PDFParseError { PDFParseError(.syntax(what), at: position) }

    /// Skips white space and comments.
    mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "%") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// The run of regular characters at the position (after white space), not consumed.
    mutating func peekKeyword() -> Substring {
        skipWhitespace()
        var end = position
        while end < bytes.count, Self.isRegular(bytes[end]), end - position < 64 { end += 1 }
        return Substring(decoding: bytes[position..<end], as: UTF8.self)
    }

    /// Consumes `keyword` when it is next; true when it was.
    mutating func consumeKeyword(_ keyword: String) -> Bool {
        let save = position
        if peekKeyword() == keyword {
            position += keyword.utf8.count
            return true
        }
        position = save
        return false
    }

    /// Reads an unsigned integer of digits only; nil (position kept) when there is none.
    mutating func readUnsignedInteger() -> Int? {
        skipWhitespace()
        var end = position
        var value = 0
        while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39, end - position < 18 {
            value = value * 10 + Int(bytes[end] - 0x30)
            end += 1
        }
        guard end > position, end >= bytes.count || !Self.isRegular(bytes[end]) else { return nil }
        position = end
        return value
    }

    // MARK: Values

    /// Reads one value; an integer followed by an integer and `R` is a reference.
    mutating func readValue(depth: Int = 0) throws(PDFParseError) -> PDFValue {
        guard depth < PDFLimits.nesting else { throw PDFParseError(.nestingTooDeep(limit: PDFLimits.nesting), at: position) }
        skipWhitespace()
        guard position < bytes.count else { throw error("unexpected end of file") }
        switch bytes[position] {
        case UInt8(ascii: "/"):
            return .name(readName())
        case UInt8(ascii: "("):
            return .string(try readLiteralString())
        case UInt8(ascii: "<"):
            if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "<") {
                return .dictionary(try readDictionary(depth: depth))
            }
            return .string(try readHexString())
        case UInt8(ascii: "["):
            position += 1
            var items: [PDFValue] = []
            while true {
                skipWhitespace()
                guard position < bytes.count else { throw error("unterminated array") }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
                items.append(try readValue(depth: depth + 1))
            }
        default:
            return try readNumberOrKeyword()
        }
    }

    /// Reads `<< … >>`.
    mutating func readDictionary(depth: Int) throws(PDFParseError) -> [String: PDFValue] {
        position += 2
        var dictionary: [String: PDFValue] = [:]
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw error("unterminated dictionary") }
            if bytes[position] == UInt8(ascii: ">") {
                guard position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: ">") else { throw error("expected >>") }
                position += 2
                return dictionary
            }
            guard bytes[position] == UInt8(ascii: "/") else { throw error("expected a name as dictionary key") }
            let key = readName()
            let value = try readValue(depth: depth + 1)
            // A null value is as if the key were absent (7.3.7).
            if value != .null { dictionary[key] = value }
        }
    }

    /// Reads `/Name`, decoding `#xx`.
    mutating func readName() -> String {
        position += 1
        var name: [UInt8] = []
        while position < bytes.count, Self.isRegular(bytes[position]) {
            let byte = bytes[position]
            if byte == UInt8(ascii: "#"), position + 2 < bytes.count, let high = Self.hexDigit(bytes[position + 1]),
                let low = Self.hexDigit(bytes[position + 2])
            {
                name.append(high << 4 | low)
                position += 3
            } else {
                name.append(byte)
                position += 1
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// Reads `( … )` with its escapes and balanced parentheses.
    mutating func readLiteralString() throws(PDFParseError) -> [UInt8] {
        let start = position
        position += 1
        var result: [UInt8] = []
        var open = 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "("):
                open += 1
                result.append(byte)
            case UInt8(ascii: ")"):
                open -= 1
                if open == 0 { return result }
                result.append(byte)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case 0x0D:  // a line continuation: backslash, end of line
                    if position < bytes.count, bytes[position] == 0x0A { position += 1 }
                case 0x0A: break
                case 0x30...0x37:
                    var value = Int(escaped - 0x30)
                    var digits = 1
                    while digits < 3, position < bytes.count, (0x30...0x37).contains(bytes[position]) {
                        value = value * 8 + Int(bytes[position] - 0x30)
                        position += 1
                        digits += 1
                    }
                    result.append(UInt8(truncatingIfNeeded: value))
                default: result.append(escaped)
                }
            case 0x0D:  // an end of line in a string is a line feed
                if position < bytes.count, bytes[position] == 0x0A { position += 1 }
                result.append(0x0A)
            default:
                result.append(byte)
            }
        }
        throw PDFParseError(.syntax("unterminated string"), at: start)
    }

    /// Reads `< … >` (white space ignored; an odd last digit is followed by 0).
    mutating func readHexString() throws(PDFParseError) -> [UInt8] {
        let start = position
        position += 1
        var result: [UInt8] = []
        var high: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: ">") {
                if let high { result.append(high << 4) }
                return result
            }
            if Self.isWhitespace(byte) { continue }
            guard let digit = Self.hexDigit(byte) else { throw PDFParseError(.syntax("bad hex digit in string"), at: position - 1) }
            if let pending = high {
                result.append(pending << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        throw PDFParseError(.syntax("unterminated hex string"), at: start)
    }

    /// Reads a number (or a reference `n g R`), `true`, `false` or `null`.
    mutating func readNumberOrKeyword() throws(PDFParseError) -> PDFValue {
        let token = peekKeyword()
        guard !token.isEmpty else { throw error("unexpected character \(bytes[position])") }
        switch token {
        case "true":
            position += 4
            return .boolean(true)
        case "false":
            position += 5
            return .boolean(false)
        case "null":
            position += 4
            return .null
        default: break
        }
        guard let number = Self.number(token) else { throw error("unexpected token \(token.prefix(20))") }
        position += token.utf8.count
        if case .integer(let objectNumber) = number, objectNumber >= 0 {
            let afterFirst = position
            if let generation = readUnsignedInteger(), consumeKeyword("R") {
                return .reference(PDFReference(number: objectNumber, generation: generation))
            }
            position = afterFirst
        }
        return number
    }

    /// The number `token` spells, as readers accept them (`+5`, `-.5`, `4.`; `--5` as -5).
    static func number(_ token: Substring) -> PDFValue? {
        var text = token
        while text.hasPrefix("--") { text = text.dropFirst() }
        if !text.contains("."), let value = Int(text) { return .integer(value) }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
            let value = Double(String(text)), value.isFinite
        else { return nil }
        return .real(value)
    }

    // MARK: Indirect objects

    /// Reads `n g obj … endobj` at the position; `length` resolves an indirect `/Length`.
    mutating func readIndirectObject(
        length: (PDFValue) -> Int? = { $0.integer }
    ) throws(PDFParseError) -> (PDFReference, PDFValue) {
        guard let number = readUnsignedInteger(), let generation = readUnsignedInteger(), consumeKeyword("obj") else {
            throw error("expected an indirect object")
        }
        let reference = PDFReference(number: number, generation: generation)
        let value = try readValue()
        guard case .dictionary(let dictionary) = value, consumeKeyword("stream") else { return (reference, value) }
        // The data starts after the end of line that follows `stream` (CR LF or LF; a lone CR is tolerated).
        if position < bytes.count, bytes[position] == 0x0D { position += 1 }
        if position < bytes.count, bytes[position] == 0x0A { position += 1 }
        let dataStart = position
        var dataEnd: Int?
        if let declared = dictionary["Length"].flatMap(length), declared >= 0, declared <= bytes.count - dataStart {
            var check = PDFSyntaxReader(bytes: bytes, position: dataStart + declared)
            if check.consumeKeyword("endstream") {
                dataEnd = dataStart + declared
                position = check.position
            }
        }
        if dataEnd == nil {
            // A wrong or missing /Length: the data ends at the next `endstream`, as readers recover.
            guard let found = Self.find(Array("endstream".utf8), in: bytes, from: dataStart) else {
                throw PDFParseError(.syntax("stream without endstream"), at: dataStart)
            }
            var end = found
            if end > dataStart, bytes[end - 1] == 0x0A { end -= 1 }
            if end > dataStart, bytes[end - 1] == 0x0D { end -= 1 }
            dataEnd = end
            position = found + 9
        }
        let stream = PDFStreamValue(dictionary: dictionary, data: Array(bytes[dataStart..<dataEnd!]))
        return (reference, .stream(stream))
    }

    /// The offset of the first `needle` in `haystack` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        var index = max(0, start)
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    /// The offset of the last `needle` in `haystack` that starts at or after `lowerBound`.
    static func findLast(_ needle: [UInt8], in haystack: [UInt8], lowerBound: Int = 0) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        var index = haystack.count - needle.count
        while index >= max(0, lowerBound) {
            if haystack[index] == needle[0], Array(haystack[index..<index + needle.count]) == needle { return index }
            index -= 1
        }
        return nil
    }
}
