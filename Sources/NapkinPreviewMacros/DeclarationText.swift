/// One piece of a declaration's text at its own nesting level: a word (identifier or keyword,
/// backquoted names included), a bracketed group kept whole (`(…)`, `[…]`, `{…}`), a string
/// literal, or one punctuation character. Comments and whitespace are dropped.
struct Piece: Equatable {
    enum Kind: Equatable { case word, group, string, punctuation }
    var kind: Kind
    var text: String
    /// Where the piece starts in the scanned text (in characters).
    var start: Int
    /// True when a line break or comment stands between this piece and the one before.
    var afterLineBreak: Bool

    /// The word without backquotes.
    var name: String { kind == .word ? text.replacingBackquotes : text }
}

extension String {
    /// Without the backquotes of an escaped identifier (`` `default` `` → `default`).
    var replacingBackquotes: String { hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self }
}

/// Splits `text` into its top-level pieces (groups are one piece each).
func pieces(of text: String) -> [Piece] {
    var scanner = SourceScanner(text)
    var result: [Piece] = []
    var lineBreak = false
    while let character = scanner.peek() {
        let start = scanner.index
        if character.isWhitespace {
            if character.isNewline { lineBreak = true }
            scanner.index += 1
            continue
        }
        if scanner.starts(with: "//") || scanner.starts(with: "/*") {
            scanner.skipToken()
            lineBreak = true
            continue
        }
        if character.isLetter || character == "_" || character == "$" || character == "`" {
            if character == "`" {
                scanner.index += 1
                while let next = scanner.peek(), next != "`", !next.isNewline { scanner.index += 1 }
                scanner.index += 1
            } else {
                while let next = scanner.peek(), next.isLetter || next.isNumber || next == "_" || next == "$" { scanner.index += 1 }
            }
            result.append(Piece(kind: .word, text: scanner.text(from: start), start: start, afterLineBreak: lineBreak))
        } else if character.isNumber {
            while let next = scanner.peek(), next.isLetter || next.isNumber || next == "_" || next == "." {
                // `1.5` is one number, `x.0.1` is not our concern at this level
                scanner.index += 1
            }
            result.append(Piece(kind: .word, text: scanner.text(from: start), start: start, afterLineBreak: lineBreak))
        } else if "([{".contains(character) {
            scanner.skipGroup()
            result.append(Piece(kind: .group, text: scanner.text(from: start), start: start, afterLineBreak: lineBreak))
        } else if character == "\"" || (character == "#" && (scanner.peek(1) == "\"" || scanner.peek(1) == "#")) {
            scanner.skipToken()
            result.append(Piece(kind: .string, text: scanner.text(from: start), start: start, afterLineBreak: lineBreak))
        } else {
            scanner.index += 1
            result.append(Piece(kind: .punctuation, text: String(character), start: start, afterLineBreak: lineBreak))
        }
        lineBreak = false
    }
    return result
}

/// The words that may stand before `var` or `let` in a member declaration.
let declarationModifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "lazy", "weak", "unowned",
    "nonisolated", "override", "required", "convenience", "dynamic", "mutating", "nonmutating", "optional", "indirect",
    "isolated", "consuming", "borrowing",
]

/// The keywords that start a declaration in a type's body.
let declarationKeywords: Set<String> = [
    "var", "let", "func", "init", "deinit", "subscript", "struct", "enum", "class", "actor", "protocol", "typealias",
    "associatedtype", "case", "extension", "macro", "import", "operator", "precedencegroup",
]

/// An attribute as written: `@Attribute(.unique)` has name `Attribute`, arguments `.unique`.
struct WrittenAttribute: Equatable {
    /// The attribute's name, without a module (`SwiftData.Attribute` → `Attribute`).
    var name: String
    /// The text between its parentheses, or `nil` without parentheses.
    var arguments: String?
}

/// One stored or computed property declaration, as the macros read it.
struct PropertyDeclaration {
    var attributes: [WrittenAttribute] = []
    var modifiers: [String] = []
    /// `var` or `let`.
    var keyword: String
    /// The names bound (more than one for `var a, b: Int`).
    var names: [String] = []
    /// The type annotation's text, if any.
    var type: String?
    /// The initial value's text, if any.
    var initializer: String?
    /// The text of a trailing `{ … }` block (accessors or observers), if any.
    var accessorBlock: String?

    /// The one bound name, when there is exactly one.
    var name: String? { names.count == 1 ? names[0] : nil }
    var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    func has(_ attribute: String) -> Bool { attributes.contains { $0.name == attribute } }
    func attribute(_ name: String) -> WrittenAttribute? { attributes.first { $0.name == name } }

    /// True when the block is `willSet`/`didSet` observers (the property is still stored).
    var hasObservers: Bool {
        guard let block = accessorBlock else { return false }
        let words = pieces(of: String(block.dropFirst().dropLast())).filter { $0.kind == .word }.map(\.text)
        return words.first == "willSet" || words.first == "didSet"
    }

    /// True for a stored instance property (`var` or `let`, no accessors but observers).
    var isStored: Bool { !isStatic && (accessorBlock == nil || hasObservers) }
}

/// Reads the attributes and modifiers that start `list` from `index`; returns where they end.
func readPrefix(_ list: [Piece], from index: Int, attributes: inout [WrittenAttribute], modifiers: inout [String]) -> Int {
    var i = index
    while i < list.count {
        let piece = list[i]
        if piece.kind == .punctuation, piece.text == "@", i + 1 < list.count, list[i + 1].kind == .word {
            var name = list[i + 1].name
            i += 2
            // A module-qualified name: @SwiftData.Attribute
            while i + 1 < list.count, list[i].text == ".", list[i + 1].kind == .word, !list[i].afterLineBreak {
                name = list[i + 1].name
                i += 2
            }
            var arguments: String?
            if i < list.count, list[i].kind == .group, list[i].text.hasPrefix("("), !list[i].afterLineBreak {
                arguments = String(list[i].text.dropFirst().dropLast())
                i += 1
            }
            attributes.append(WrittenAttribute(name: name, arguments: arguments))
        } else if piece.kind == .word, declarationModifiers.contains(piece.text),
            !(piece.text == "class" && i + 1 < list.count && list[i + 1].kind == .word && !declarationModifiers.contains(list[i + 1].text)
                && !declarationKeywords.contains(list[i + 1].text))
        {
            // `private(set)`, `nonisolated(unsafe)`
            var modifier = piece.text
            i += 1
            if i < list.count, list[i].kind == .group, list[i].text.hasPrefix("(") {
                modifier += list[i].text
                i += 1
            }
            modifiers.append(modifier)
        } else {
            break
        }
    }
    return i
}

/// Parses the property declared by `list[start...]` (attributes first) up to `end`, or `nil`
/// when the pieces there are not a `var` or `let` declaration.
func parseProperty(_ list: [Piece], text: [Character], from start: Int = 0, to end: Int? = nil) -> PropertyDeclaration? {
    let end = end ?? list.count
    var attributes: [WrittenAttribute] = []
    var modifiers: [String] = []
    var i = readPrefix(Array(list[start..<end]), from: 0, attributes: &attributes, modifiers: &modifiers) + start
    guard i < end, list[i].kind == .word, list[i].text == "var" || list[i].text == "let" else { return nil }
    var property = PropertyDeclaration(attributes: attributes, modifiers: modifiers, keyword: list[i].text)
    i += 1
    // The bindings: `name[: Type][ = value]`, separated by commas at this level.
    // From the first piece's start to the last piece's end: a comment after the type or the
    // value (before the next declaration) is not part of it.
    func slice(_ from: Int, _ to: Int) -> String {
        guard from < to else { return "" }
        let first = list[from].start
        let last = list[to - 1].start + list[to - 1].text.count
        return String(text[first..<min(last, text.count)]).trimmingWhitespace
    }
    while i < end {
        guard list[i].kind == .word else { return nil }  // a tuple pattern: not a property we handle
        property.names.append(list[i].name)
        i += 1
        var angle = 0
        if i < end, list[i].text == ":" {
            i += 1
            let typeStart = i
            while i < end {
                let piece = list[i]
                if piece.kind == .punctuation {
                    if piece.text == "<" { angle += 1 } else if piece.text == ">" { angle -= 1 }
                    // `->` in a function type is not the end of a generic argument list
                    if piece.text == ">", i > typeStart, list[i - 1].text == "-" { angle += 1 }
                    if angle == 0, piece.text == "=" || piece.text == "," { break }
                }
                if piece.kind == .group, piece.text.hasPrefix("{"), angle == 0 { break }
                i += 1
            }
            property.type = slice(typeStart, i)
        }
        if i < end, list[i].text == "=" {
            i += 1
            let valueStart = i
            while i < end {
                let piece = list[i]
                if piece.kind == .punctuation, piece.text == ",", angle == 0 { break }
                // observers after the value: the last group, starting with willSet/didSet
                if piece.kind == .group, piece.text.hasPrefix("{"), i == end - 1, i > valueStart {
                    var candidate = property
                    candidate.accessorBlock = piece.text
                    if candidate.hasObservers { break }
                }
                i += 1
            }
            property.initializer = slice(valueStart, i)
        }
        if i < end, list[i].kind == .group, list[i].text.hasPrefix("{") {
            property.accessorBlock = list[i].text
            i += 1
        }
        if i < end, list[i].text == "," {
            i += 1
            continue
        }
        break
    }
    return property
}

/// A class, struct, enum, actor or protocol declaration as the macros read it.
struct TypeDeclaration {
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    var keyword: String
    var name: String
    var modifiers: [String]
    /// The stored and computed properties declared directly in its body.
    var properties: [PropertyDeclaration]
    /// The arguments of the `#Unique<…>(…)` uses in its body (each a list of key paths).
    var uniqueConstraints: [String] = []
}

/// Parses the type declared by `source` (attributes, keyword, name, clauses, body).
func parseType(_ source: String) -> TypeDeclaration? {
    let list = pieces(of: source)
    var attributes: [WrittenAttribute] = []
    var modifiers: [String] = []
    var i = readPrefix(list, from: 0, attributes: &attributes, modifiers: &modifiers)
    // `final class`: readPrefix took `final`; `class` is the keyword here
    guard i < list.count, list[i].kind == .word else { return nil }
    let keyword = list[i].text
    guard ["class", "struct", "enum", "actor", "protocol", "extension"].contains(keyword), i + 1 < list.count else { return nil }
    let name = list[i + 1].name
    i += 2
    while i < list.count, !(list[i].kind == .group && list[i].text.hasPrefix("{")) { i += 1 }
    guard i < list.count else { return TypeDeclaration(keyword: keyword, name: name, modifiers: modifiers, properties: []) }
    let body = String(list[i].text.dropFirst().dropLast())
    var type = TypeDeclaration(keyword: keyword, name: name, modifiers: modifiers, properties: properties(inBody: body))
    // #Unique<Trip>([\.name, \.start], [\.code])
    let inBody = pieces(of: body)
    for (index, piece) in inBody.enumerated() where piece.text == "#" && index + 1 < inBody.count && inBody[index + 1].text == "Unique" {
        if let arguments = inBody[(index + 2)...].first(where: { $0.kind == .group }), arguments.text.hasPrefix("(") {
            type.uniqueConstraints.append(String(arguments.text.dropFirst().dropLast()).trimmingWhitespace)
        }
    }
    return type
}

/// The properties declared directly in a type's body text.
func properties(inBody body: String) -> [PropertyDeclaration] {
    let list = pieces(of: body)
    let text = Array(body)
    // Where each member declaration starts: at its first attribute or modifier.
    var starts: [Int] = []
    var i = 0
    while i < list.count {
        var attributes: [WrittenAttribute] = []
        var modifiers: [String] = []
        let end = readPrefix(list, from: i, attributes: &attributes, modifiers: &modifiers)
        let afterDot = end > 0 && list[end - 1].text == "." && end == i
        if end < list.count, list[end].kind == .word, declarationKeywords.contains(list[end].text), !afterDot {
            starts.append(i)
            i = end + 1
        } else if end < list.count, list[end].text == "#", list[end].afterLineBreak {
            starts.append(i)
            i = end + 1
        } else {
            i = max(end, i + 1)
        }
    }
    var result: [PropertyDeclaration] = []
    for (n, start) in starts.enumerated() {
        let end = n + 1 < starts.count ? starts[n + 1] : list.count
        if let property = parseProperty(list, text: text, from: start, to: end) { result.append(property) }
    }
    return result
}
