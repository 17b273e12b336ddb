import Foundation

/// A cursor over a document's Unicode scalars.
struct ScalarReader {
    let scalars: [Unicode.Scalar]
    private(set) var position = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
    var isAtEnd: Bool { position >= scalars.count }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        let index = position + offset
        return index < scalars.count ? scalars[index] : nil
    }

    mutating func advance(_ count: Int = 1) { position = min(scalars.count, position + count) }

    /// Whether the input at the cursor starts with `text`, ignoring ASCII case.
    func matches(ignoringCase text: String) -> Bool {
        var index = position
        for expected in text.unicodeScalars {
            guard index < scalars.count, ScalarReader.lower(scalars[index]) == ScalarReader.lower(expected) else { return false }
            index += 1
        }
        return true
    }

    static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar.value >= 65 && scalar.value <= 90 ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 65 && scalar.value <= 90) || (scalar.value >= 97 && scalar.value <= 122)
    }

    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        isASCIILetter(scalar) || (scalar.value >= 48 && scalar.value <= 57)
    }

    /// Reads a character reference at `&`: the scalars it stands for, or nil (and the cursor unmoved) when it is a
    /// plain ampersand. In an attribute, a legacy name followed by `=` or a letter or digit stays as written.
    mutating func consumeCharacterReference(inAttribute: Bool) -> [Unicode.Scalar]? {
        guard current == "&" else { return nil }
        if peek(1) == "#" { return consumeNumericReference() }
        var end = position + 1
        while end < scalars.count, end - position <= 32, ScalarReader.isASCIIAlphanumeric(scalars[end]) { end += 1 }
        guard end > position + 1 else { return nil }
        let name = String(String.UnicodeScalarView(scalars[(position + 1)..<end]))
        if end < scalars.count, scalars[end] == ";", let scalar = EntityTable.named[name] {
            position = end + 1
            return [scalar]
        }
        // Without a semicolon only the legacy names count, longest first (`&copy2024` is "©2024" in text).
        var length = name.unicodeScalars.count
        while length >= 2 {
            let prefix = String(name.unicodeScalars.prefix(length))
            if EntityTable.legacy.contains(prefix), let scalar = EntityTable.named[prefix] {
                let after = position + 1 + length
                let next = after < scalars.count ? scalars[after] : nil
                if inAttribute, let next, next == "=" || ScalarReader.isASCIIAlphanumeric(next) { return nil }
                position = after
                if current == ";" { advance() }
                return [scalar]
            }
            length -= 1
        }
        return nil
    }

    private mutating func consumeNumericReference() -> [Unicode.Scalar]? {
        var index = position + 2
        var hex = false
        if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
            hex = true
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        var overflow = false
        while index < scalars.count, let digit = ScalarReader.digitValue(scalars[index], hex: hex) {
            if value > 0x10FFFF { overflow = true } else { value = value * (hex ? 16 : 10) + digit }
            index += 1
        }
        guard index > digitsStart else { return nil }
        position = index
        if current == ";" { advance() }
        if overflow || value == 0 || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return ["\u{FFFD}"] }
        if value >= 0x80 && value <= 0x9F { value = EntityTable.windows1252[Int(value - 0x80)] }
        return [Unicode.Scalar(value) ?? "\u{FFFD}"]
    }

    private static func digitValue(_ scalar: Unicode.Scalar, hex: Bool) -> UInt32? {
        switch scalar.value {
        case 48...57: return scalar.value - 48
        case 97...102 where hex: return scalar.value - 87
        case 65...70 where hex: return scalar.value - 55
        default: return nil
        }
    }
}

/// A token of HTML: what the tree builder reads.
enum HTMLToken {
    case startTag(name: String, attributes: [(String, String)], selfClosing: Bool)
    case endTag(name: String)
    case text(String)
    case comment(String)
    case doctype(name: String, publicId: String, systemId: String)
}

/// HTML's tokenizer, after the HTML5 states a real page meets: data, tags and their attributes (quoted, unquoted,
/// bare), character references, comments (and bogus ones), doctypes, and the raw text of `script`, `style`,
/// `textarea` and `title`. Every state ends at the end of the input.
struct HTMLTokenizer {
    enum TextMode {
        case data
        /// Text with character references, ended by `</name` (`textarea`, `title`).
        case rcdata(String)
        /// Text as written, ended by `</name` (`script`, `style`, `xmp`, `iframe`, `noembed`, `noframes`).
        case rawtext(String)
        /// Everything to the end (`plaintext`).
        case plaintext
    }

    private var reader: ScalarReader
    var mode = TextMode.data
    let maximumAttributeCount: Int

    init(_ scalars: [Unicode.Scalar], maximumAttributeCount: Int) {
        reader = ScalarReader(scalars)
        self.maximumAttributeCount = maximumAttributeCount
    }

    mutating func next() -> HTMLToken? {
        guard !reader.isAtEnd else { return nil }
        switch mode {
        case .data: return readData()
        case .rcdata(let name): return readRawText(until: name, decodingReferences: true)
        case .rawtext(let name): return readRawText(until: name, decodingReferences: false)
        case .plaintext:
            let text = String(String.UnicodeScalarView(reader.scalars[reader.position...]))
            reader.advance(reader.scalars.count)
            return .text(text)
        }
    }

    private mutating func readData() -> HTMLToken? {
        if reader.current == "<", let tag = readMarkup() { return tag }
        var text = String.UnicodeScalarView()
        if reader.current == "<" {
            text.append("<")
            reader.advance()
        }
        while let scalar = reader.current, scalar != "<" {
            if scalar == "&", let decoded = reader.consumeCharacterReference(inAttribute: false) {
                text.append(contentsOf: decoded)
                continue
            }
            text.append(scalar == "\0" ? "\u{FFFD}" : scalar)
            reader.advance()
        }
        return .text(String(text))
    }

    private mutating func readRawText(until name: String, decodingReferences: Bool) -> HTMLToken? {
        var text = String.UnicodeScalarView()
        while let scalar = reader.current {
            if scalar == "<", reader.peek(1) == "/", isEndTag(name, at: 2) { break }
            if decodingReferences, scalar == "&", let decoded = reader.consumeCharacterReference(inAttribute: false) {
                text.append(contentsOf: decoded)
                continue
            }
            text.append(scalar)
            reader.advance()
        }
        mode = .data
        return text.isEmpty ? readData() : .text(String(text))
    }

    private func isEndTag(_ name: String, at offset: Int) -> Bool {
        var index = offset
        for expected in name.unicodeScalars {
            guard let scalar = reader.peek(index), ScalarReader.lower(scalar) == expected else { return false }
            index += 1
        }
        guard let after = reader.peek(index) else { return true }
        return HTMLText.isWhitespace(after) || after == "/" || after == ">"
    }

    /// At `<`: a tag, comment or doctype, or nil when the `<` is text.
    private mutating func readMarkup() -> HTMLToken? {
        guard let next = reader.peek(1) else { return nil }
        if ScalarReader.isASCIILetter(next) {
            reader.advance()
            return readTag(isEnd: false)
        }
        if next == "/" {
            guard let afterSlash = reader.peek(2) else { return nil }
            if ScalarReader.isASCIILetter(afterSlash) {
                reader.advance(2)
                return readTag(isEnd: true)
            }
            if afterSlash == ">" {
                reader.advance(3)
                return .text("")
            }
            reader.advance(2)
            return .comment(readUntil(">"))
        }
        if next == "!" {
            reader.advance(2)
            if reader.matches(ignoringCase: "--") {
                reader.advance(2)
                return .comment(readComment())
            }
            if reader.matches(ignoringCase: "doctype") {
                reader.advance(7)
                return readDoctype()
            }
            if reader.matches(ignoringCase: "[CDATA[") {
                reader.advance(7)
                return .text(readUntil("]]>"))
            }
            return .comment(readUntil(">"))
        }
        if next == "?" {
            reader.advance()
            return .comment(readUntil(">"))
        }
        return nil
    }

    private mutating func readUntil(_ terminator: String) -> String {
        var text = String.UnicodeScalarView()
        while !reader.isAtEnd {
            if reader.matches(ignoringCase: terminator) {
                reader.advance(terminator.unicodeScalars.count)
                break
            }
            if let scalar = reader.current { text.append(scalar) }
            reader.advance()
        }
        return String(text)
    }

    private mutating func readComment() -> String {
        // `<!-->` and `<!--->` are empty comments; otherwise the comment runs to `-->` (or `--!>`, or the end).
        if reader.current == ">" {
            reader.advance()
            return ""
        }
        if reader.current == "-", reader.peek(1) == ">" {
            reader.advance(2)
            return ""
        }
        var text = String.UnicodeScalarView()
        while let scalar = reader.current {
            if reader.matches(ignoringCase: "-->") {
                reader.advance(3)
                break
            }
            if reader.matches(ignoringCase: "--!>") {
                reader.advance(4)
                break
            }
            text.append(scalar)
            reader.advance()
        }
        return String(text)
    }

    private mutating func readDoctype() -> HTMLToken {
        let body = readUntil(">")
        let words = body.split(whereSeparator: { $0.isWhitespace })
        let name = words.first.map { $0.lowercased() } ?? ""
        var publicId = ""
        var systemId = ""
        let quoted = body.split(separator: "\"", omittingEmptySubsequences: false)
        if body.range(of: "public", options: .caseInsensitive) != nil, quoted.count >= 3 {
            publicId = String(quoted[1])
            if quoted.count >= 5 { systemId = String(quoted[3]) }
        } else if body.range(of: "system", options: .caseInsensitive) != nil, quoted.count >= 3 {
            systemId = String(quoted[1])
        }
        return .doctype(name: name, publicId: publicId, systemId: systemId)
    }

    private mutating func readTag(isEnd: Bool) -> HTMLToken {
        var name = String.UnicodeScalarView()
        while let scalar = reader.current, !HTMLText.isWhitespace(scalar), scalar != "/", scalar != ">" {
            name.append(scalar == "\0" ? "\u{FFFD}" : ScalarReader.lower(scalar))
            reader.advance()
        }
        var attributes: [(String, String)] = []
        var seen = Set<String>()
        var selfClosing = false
        while let scalar = reader.current {
            if HTMLText.isWhitespace(scalar) {
                reader.advance()
                continue
            }
            if scalar == ">" {
                reader.advance()
                break
            }
            if scalar == "/" {
                reader.advance()
                if reader.current == ">" {
                    selfClosing = true
                    reader.advance()
                    break
                }
                continue
            }
            let (key, value) = readAttribute()
            if !key.isEmpty, seen.insert(key).inserted, attributes.count < maximumAttributeCount {
                attributes.append((key, value))
            }
        }
        let tagName = String(name)
        return isEnd ? .endTag(name: tagName) : .startTag(name: tagName, attributes: attributes, selfClosing: selfClosing)
    }

    private mutating func readAttribute() -> (String, String) {
        var key = String.UnicodeScalarView()
        // The first scalar belongs to the name even when it is `=` (as HTML5 says).
        if let first = reader.current {
            key.append(ScalarReader.lower(first))
            reader.advance()
        }
        while let scalar = reader.current, !HTMLText.isWhitespace(scalar), scalar != "/", scalar != ">", scalar != "=" {
            key.append(ScalarReader.lower(scalar))
            reader.advance()
        }
        var lookahead = reader
        while let scalar = lookahead.current, HTMLText.isWhitespace(scalar) { lookahead.advance() }
        guard lookahead.current == "=" else { return (String(key), "") }
        reader = lookahead
        reader.advance()
        while let scalar = reader.current, HTMLText.isWhitespace(scalar) { reader.advance() }
        var value = String.UnicodeScalarView()
        if let quote = reader.current, quote == "\"" || quote == "'" {
            reader.advance()
            while let scalar = reader.current, scalar != quote {
                if scalar == "&", let decoded = reader.consumeCharacterReference(inAttribute: true) {
                    value.append(contentsOf: decoded)
                    continue
                }
                value.append(scalar)
                reader.advance()
            }
            reader.advance()
        } else {
            while let scalar = reader.current, !HTMLText.isWhitespace(scalar), scalar != ">" {
                if scalar == "&", let decoded = reader.consumeCharacterReference(inAttribute: true) {
                    value.append(contentsOf: decoded)
                    continue
                }
                value.append(scalar)
                reader.advance()
            }
        }
        return (String(key), String(value))
    }
}
