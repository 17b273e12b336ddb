import Foundation

/// CSS selectors over a parsed document, as SwiftSoup's `Selector`: `Selector.select("article h2 a", root)` is
/// `root.select("article h2 a")`.
///
/// The grammar is SwiftSoup's (jsoup's): tags and `*`, `#id`, `.class`, attributes (`[href]`, `[^data-]`, `=`,
/// `!=`, `^=`, `$=`, `*=`, and `~=` as a regular expression), the combinators (descendant, `>`, `+`, `~`), `,`
/// groups, and the pseudo-classes `:first-child`, `:last-child`, `:only-child`, `:first-of-type`,
/// `:last-of-type`, `:only-of-type`, `:nth-child(an+b)`, `:nth-last-child`, `:nth-of-type`, `:nth-last-of-type`,
/// `:eq(n)`, `:lt(n)`, `:gt(n)` (an element's index among its siblings), `:contains(text)`, `:containsOwn`,
/// `:containsData`, `:matches(regex)`, `:matchesOwn`, `:has(selector)`, `:not(selector)`, `:is(selector)`,
/// `:empty` and `:root`. Matching is case-insensitive for tags, classes and attribute values, as there.
public enum Selector {
    /// The elements below (and including) `root` that `query` selects, in document order.
    ///
    /// - Throws: ``Exception/Error(type:Message:)`` with ``ExceptionType/SelectorParseException`` for a query that
    ///   cannot be parsed (or is longer than ``SwiftSoupLimits/maximumSelectorLength``).
    public static func select(_ query: String, _ root: Element) throws -> Elements {
        Elements(try CSSSelectorParser.parse(query).select(from: root))
    }

    /// The elements below (and including) each of `roots` that `query` selects, each once.
    public static func select(_ query: String, _ roots: [Element]) throws -> Elements {
        try Elements(roots).select(query)
    }
}

/// One parsed selector group: elements matching any of its alternatives.
final class CSSSelector {
    let alternatives: [ComplexSelector]

    init(_ alternatives: [ComplexSelector]) { self.alternatives = alternatives }

    func matches(_ element: Element, root: Element) -> Bool {
        alternatives.contains { $0.matches(element, root: root) }
    }

    func select(from root: Element) -> [Element] {
        var result: [Element] = []
        NodeWalk.walk(root) { node, _ in
            if let element = node as? Element, !(element is Document), matches(element, root: root) { result.append(element) }
        }
        return result
    }
}

enum Combinator {
    case descendant
    case child
    case adjacentSibling
    case generalSibling
}

/// Compound selectors joined by combinators, matched from the right.
struct ComplexSelector {
    /// A combinator before the first compound relates it to the element a relative query starts from
    /// (`:has(> img)`).
    var leading: Combinator?
    var compounds: [[SimpleSelector]]
    var combinators: [Combinator]

    func matches(_ element: Element, root: Element) -> Bool {
        matches(element, at: compounds.count - 1, root: root)
    }

    private func matches(_ element: Element, at index: Int, root: Element) -> Bool {
        guard compounds[index].allSatisfy({ $0.matches(element, root: root) }) else { return false }
        guard index > 0 else {
            guard let leading else { return true }
            return ComplexSelector.related(element, by: leading) { $0 === root }
        }
        return ComplexSelector.related(element, by: combinators[index - 1], stopAt: root) {
            matches($0, at: index - 1, root: root)
        }
    }

    /// Whether an element related to `element` by `combinator` satisfies `test` (ancestors stop at `stopAt`).
    private static func related(
        _ element: Element, by combinator: Combinator, stopAt: Element? = nil, _ test: (Element) -> Bool
    ) -> Bool {
        switch combinator {
        case .descendant:
            var current = element.parent()
            while let ancestor = current, !(ancestor is Document) {
                if test(ancestor) { return true }
                if ancestor === stopAt { return false }
                current = ancestor.parent()
            }
            return false
        case .child:
            guard let parent = element.parent(), !(parent is Document) else { return false }
            return test(parent)
        case .adjacentSibling:
            guard let previous = try? element.previousElementSibling() else { return false }
            return test(previous)
        case .generalSibling:
            var current = try? element.previousElementSibling()
            while let sibling = current {
                if test(sibling) { return true }
                current = try? sibling.previousElementSibling()
            }
            return false
        }
    }
}

enum AttributeOperator {
    case equals
    case notEquals
    case prefix
    case suffix
    case contains
    case regex
}

enum SimpleSelector {
    case any
    case tag(String)
    case id(String)
    case className(String)
    case hasAttribute(String)
    case attributePrefix(String)
    case attribute(String, AttributeOperator, String, NSRegularExpression?)
    case firstChild
    case lastChild
    case onlyChild
    case firstOfType
    case lastOfType
    case onlyOfType
    case nth(step: Int, offset: Int, fromEnd: Bool, ofType: Bool)
    case indexEquals(Int)
    case indexLessThan(Int)
    case indexGreaterThan(Int)
    case containsText(String, own: Bool)
    case containsData(String)
    case matchesText(NSRegularExpression, own: Bool)
    case has(CSSSelector)
    case not(CSSSelector)
    case isSelector(CSSSelector)
    case empty
    case root

    func matches(_ element: Element, root: Element) -> Bool {
        switch self {
        case .any: return true
        case .tag(let name): return element.tagNameNormal() == name
        case .id(let id): return element.id() == id
        case .className(let name): return element.hasClass(name)
        case .hasAttribute(let key): return element.hasAttr(key)
        case .attributePrefix(let prefix):
            return element.attributes?.contains { $0.key.lowercased().hasPrefix(prefix) } ?? false
        case .attribute(let key, let op, let value, let regex):
            guard element.hasAttr(key) else { return op == .notEquals }
            let actual = (try? element.attr(key)) ?? ""
            switch op {
            case .equals: return actual.trimmingCharacters(in: .whitespaces).lowercased() == value
            case .notEquals: return actual.trimmingCharacters(in: .whitespaces).lowercased() != value
            case .prefix: return actual.lowercased().hasPrefix(value)
            case .suffix: return actual.lowercased().hasSuffix(value)
            case .contains: return actual.lowercased().contains(value)
            case .regex: return regex.map { SimpleSelector.find($0, in: actual) } ?? false
            }
        case .firstChild: return SimpleSelector.position(of: element, ofType: false).map { $0.index == 0 } ?? false
        case .lastChild: return SimpleSelector.position(of: element, ofType: false).map { $0.index == $0.count - 1 } ?? false
        case .onlyChild: return SimpleSelector.position(of: element, ofType: false).map { $0.count == 1 } ?? false
        case .firstOfType: return SimpleSelector.position(of: element, ofType: true).map { $0.index == 0 } ?? false
        case .lastOfType: return SimpleSelector.position(of: element, ofType: true).map { $0.index == $0.count - 1 } ?? false
        case .onlyOfType: return SimpleSelector.position(of: element, ofType: true).map { $0.count == 1 } ?? false
        case .nth(let step, let offset, let fromEnd, let ofType):
            guard let place = SimpleSelector.position(of: element, ofType: ofType) else { return false }
            let position = fromEnd ? place.count - place.index : place.index + 1
            if step == 0 { return position == offset }
            let distance = position - offset
            return distance % step == 0 && distance / step >= 0
        case .indexEquals(let index): return ((try? element.elementSiblingIndex()) ?? -1) == index
        case .indexLessThan(let index): return element !== root && ((try? element.elementSiblingIndex()) ?? Int.max) < index
        case .indexGreaterThan(let index): return ((try? element.elementSiblingIndex()) ?? Int.min) > index
        case .containsText(let text, let own):
            let haystack = own ? element.ownText() : ((try? element.text()) ?? "")
            return haystack.lowercased().contains(text)
        case .containsData(let text): return element.data().lowercased().contains(text)
        case .matchesText(let regex, let own):
            return SimpleSelector.find(regex, in: own ? element.ownText() : ((try? element.text()) ?? ""))
        case .has(let selector):
            var found = false
            NodeWalk.walk(element) { node, _ in
                if !found, node !== element, let candidate = node as? Element, selector.matches(candidate, root: element) {
                    found = true
                }
            }
            return found
        case .not(let selector): return !selector.matches(element, root: root)
        case .isSelector(let selector): return selector.matches(element, root: root)
        case .empty:
            return element.childNodes.allSatisfy { node in
                if let text = node as? TextNode { return text.isBlank() }
                return node is Comment || node is DocumentType
            }
        case .root:
            let top = root is Document ? root.childElements().first : root
            return element === top
        }
    }

    /// The element's index among its parent's child elements (of its tag, when `ofType`) and how many there are;
    /// nil for an element without a parent element (the `html` element).
    private static func position(of element: Element, ofType: Bool) -> (index: Int, count: Int)? {
        guard let parent = element.parent(), !(parent is Document) else { return nil }
        var index = 0
        var count = 0
        let name = element.tagNameNormal()
        for node in parent.childNodes {
            guard let sibling = node as? Element, !ofType || sibling.tagNameNormal() == name else { continue }
            if sibling === element { index = count }
            count += 1
        }
        return (index, count)
    }

    private static func find(_ regex: NSRegularExpression, in text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// Parses SwiftSoup's selector grammar into a ``CSSSelector``.
struct CSSSelectorParser {
    private let characters: [Character]
    private var position = 0
    private let nesting: Int

    private init(_ query: String, nesting: Int) {
        characters = Array(query)
        self.nesting = nesting
    }

    static func parse(_ query: String, nesting: Int = 0) throws -> CSSSelector {
        guard query.utf8.count <= SwiftSoupLimits.maximumSelectorLength else {
            throw failure("Selector is longer than \(SwiftSoupLimits.maximumSelectorLength) bytes")
        }
        guard nesting <= SwiftSoupLimits.maximumSelectorNesting else {
            throw failure("Selector nests deeper than \(SwiftSoupLimits.maximumSelectorNesting) levels")
        }
        var parser = CSSSelectorParser(query, nesting: nesting)
        return try parser.parseGroup()
    }

    static func failure(_ message: String) -> Exception {
        Exception.Error(type: .SelectorParseException, Message: message)
    }

    private var current: Character? { position < characters.count ? characters[position] : nil }

    private mutating func skipWhitespace() -> Bool {
        let start = position
        while let character = current, character.isWhitespace { position += 1 }
        return position > start
    }

    private mutating func parseGroup() throws -> CSSSelector {
        var alternatives: [ComplexSelector] = []
        repeat {
            alternatives.append(try parseComplex())
            _ = skipWhitespace()
            guard current == "," else { break }
            position += 1
        } while true
        guard position == characters.count else {
            throw CSSSelectorParser.failure(
                "Could not parse query '\(String(characters))': unexpected token at '\(String(characters[position...]))'")
        }
        return CSSSelector(alternatives)
    }

    private static func combinator(_ character: Character?) -> Combinator? {
        switch character {
        case ">": return .child
        case "+": return .adjacentSibling
        case "~": return .generalSibling
        default: return nil
        }
    }

    private mutating func parseComplex() throws -> ComplexSelector {
        _ = skipWhitespace()
        var selector = ComplexSelector(leading: nil, compounds: [], combinators: [])
        if let leading = CSSSelectorParser.combinator(current) {
            selector.leading = leading
            position += 1
            _ = skipWhitespace()
        }
        selector.compounds.append(try parseCompound())
        while true {
            let sawSpace = skipWhitespace()
            if let combinator = CSSSelectorParser.combinator(current) {
                position += 1
                _ = skipWhitespace()
                selector.combinators.append(combinator)
            } else if sawSpace, let next = current, next != "," {
                selector.combinators.append(.descendant)
            } else {
                return selector
            }
            selector.compounds.append(try parseCompound())
        }
    }

    private mutating func parseCompound() throws -> [SimpleSelector] {
        var parts: [SimpleSelector] = []
        if current == "*" {
            position += 1
            parts.append(.any)
        } else if let character = current, CSSSelectorParser.isIdentifier(character) {
            parts.append(.tag(readIdentifier(allowingNamespace: true).lowercased()))
        }
        while let character = current {
            switch character {
            case "#":
                position += 1
                let id = readIdentifier()
                guard !id.isEmpty else { throw CSSSelectorParser.failure("Expected an id after '#'") }
                parts.append(.id(id))
            case ".":
                position += 1
                let name = readIdentifier()
                guard !name.isEmpty else { throw CSSSelectorParser.failure("Expected a class name after '.'") }
                parts.append(.className(name.lowercased()))
            case "[":
                position += 1
                parts.append(try parseAttribute(readBalanced(open: "[", close: "]")))
            case ":":
                position += 1
                parts.append(try parsePseudo())
            default:
                guard !parts.isEmpty else {
                    throw CSSSelectorParser.failure(
                        "Could not parse query '\(String(characters))': unexpected token at '\(String(characters[position...]))'")
                }
                return parts
            }
        }
        guard !parts.isEmpty else { throw CSSSelectorParser.failure("Could not parse query '\(String(characters))'") }
        return parts
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_" || character == "\\"
            || !character.isASCII
    }

    private mutating func readIdentifier(allowingNamespace: Bool = false) -> String {
        var name = ""
        while let character = current {
            if character == "\\", position + 1 < characters.count {
                name.append(characters[position + 1])
                position += 2
            } else if CSSSelectorParser.isIdentifier(character) {
                name.append(character)
                position += 1
            } else if allowingNamespace, character == "|" {
                name.append(":")
                position += 1
            } else {
                break
            }
        }
        return name
    }

    /// Reads up to the `close` that balances an already-consumed `open`, skipping quoted text.
    private mutating func readBalanced(open: Character, close: Character) throws -> String {
        var depth = 1
        var quote: Character?
        var text = ""
        while let character = current {
            position += 1
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == open {
                depth += 1
            } else if character == close {
                depth -= 1
                if depth == 0 { return text }
            }
            text.append(character)
        }
        throw CSSSelectorParser.failure("Did not find balanced marker at '\(text)'")
    }

    private func parseAttribute(_ body: String) throws -> SimpleSelector {
        let trimmed = body.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("^") {
            let prefix = String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces).lowercased()
            guard !prefix.isEmpty else { throw CSSSelectorParser.failure("Empty attribute prefix in '[\(body)]'") }
            return .attributePrefix(prefix)
        }
        if let equals = trimmed.firstIndex(of: "=") {
            var keyEnd = equals
            var op = AttributeOperator.equals
            if equals > trimmed.startIndex {
                let before = trimmed.index(before: equals)
                let operators: [Character: AttributeOperator] = [
                    "!": .notEquals, "^": .prefix, "$": .suffix, "*": .contains, "~": .regex,
                ]
                if let found = operators[trimmed[before]] {
                    op = found
                    keyEnd = before
                }
            }
            let key = trimmed[..<keyEnd].trimmingCharacters(in: .whitespaces)
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            guard !key.isEmpty else { throw CSSSelectorParser.failure("Empty attribute name in '[\(body)]'") }
            if op == .regex {
                guard let regex = try? NSRegularExpression(pattern: value) else {
                    throw CSSSelectorParser.failure("Invalid regular expression '\(value)'")
                }
                return .attribute(key, op, value, regex)
            }
            guard !value.isEmpty || op == .equals || op == .notEquals else {
                throw CSSSelectorParser.failure("Empty value in '[\(body)]'")
            }
            return .attribute(key, op, value.lowercased(), nil)
        }
        guard !trimmed.isEmpty else { throw CSSSelectorParser.failure("Empty attribute selector '[]'") }
        return .hasAttribute(trimmed)
    }

    private mutating func parsePseudo() throws -> SimpleSelector {
        let name = readIdentifier().lowercased()
        var argument: String?
        if current == "(" {
            position += 1
            argument = try readBalanced(open: "(", close: ")")
        }
        func required() throws -> String {
            guard let argument, !argument.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw CSSSelectorParser.failure(":\(name)(…) query must not be empty")
            }
            return argument
        }
        func index() throws -> Int {
            guard let value = Int(try required().trimmingCharacters(in: .whitespaces)) else {
                throw CSSSelectorParser.failure(":\(name)(…) needs a number")
            }
            return value
        }
        func nested() throws -> CSSSelector { try CSSSelectorParser.parse(try required(), nesting: nesting + 1) }
        func regex() throws -> NSRegularExpression {
            guard let regex = try? NSRegularExpression(pattern: try required()) else {
                throw CSSSelectorParser.failure("Invalid regular expression in :\(name)")
            }
            return regex
        }
        switch name {
        case "first-child": return .firstChild
        case "last-child": return .lastChild
        case "only-child": return .onlyChild
        case "first-of-type": return .firstOfType
        case "last-of-type": return .lastOfType
        case "only-of-type": return .onlyOfType
        case "nth-child", "nth-last-child", "nth-of-type", "nth-last-of-type":
            let (step, offset) = try CSSSelectorParser.parseNth(try required())
            return .nth(step: step, offset: offset, fromEnd: name.contains("last"), ofType: name.hasSuffix("of-type"))
        case "eq": return .indexEquals(try index())
        case "lt": return .indexLessThan(try index())
        case "gt": return .indexGreaterThan(try index())
        case "contains": return .containsText(HTMLText.normalised(Entities.unescapeQuery(try required())).lowercased(), own: false)
        case "containsown":
            return .containsText(HTMLText.normalised(Entities.unescapeQuery(try required())).lowercased(), own: true)
        case "containsdata": return .containsData(Entities.unescapeQuery(try required()).lowercased())
        case "matches": return .matchesText(try regex(), own: false)
        case "matchesown": return .matchesText(try regex(), own: true)
        case "has": return .has(try nested())
        case "not": return .not(try nested())
        case "is": return .isSelector(try nested())
        case "empty": return .empty
        case "root": return .root
        default: throw CSSSelectorParser.failure("Could not parse query: unknown pseudo-class ':\(name)'")
        }
    }

    /// `an+b`, `odd`, `even`, `-n+3`, `5`.
    static func parseNth(_ text: String) throws -> (Int, Int) {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        if compact == "odd" { return (2, 1) }
        if compact == "even" { return (2, 0) }
        if let value = Int(compact) { return (0, value) }
        guard let n = compact.firstIndex(of: "n") else { throw failure("Could not parse nth-index '\(text)'") }
        let stepText = String(compact[..<n])
        let offsetText = String(compact[compact.index(after: n)...])
        let step: Int?
        switch stepText {
        case "", "+": step = 1
        case "-": step = -1
        default: step = Int(stepText)
        }
        let offset = offsetText.isEmpty ? 0 : Int(offsetText.hasPrefix("+") ? String(offsetText.dropFirst()) : offsetText)
        guard let step, let offset else { throw failure("Could not parse nth-index '\(text)'") }
        return (step, offset)
    }
}

extension Entities {
    /// A selector argument with backslash escapes removed.
    static func unescapeQuery(_ text: String) -> String {
        var out = ""
        var escaped = false
        for character in text {
            if !escaped, character == "\\" {
                escaped = true
                continue
            }
            out.append(character)
            escaped = false
        }
        return out
    }
}
