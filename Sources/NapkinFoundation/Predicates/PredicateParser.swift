import Foundation

/// Parses NSPredicate's format language (see ``NSPredicate``) into a ``PredicateNode``.
struct PredicateParser {
    private let text: [Character]
    private var position = 0
    private var arguments: [Any]
    private var nextArgument = 0

    /// A parser of `format` whose `%` arguments are `arguments`, in order.
    init(format: String, arguments: [Any]) {
        text = Array(format)
        self.arguments = arguments
    }

    /// The parsed predicate, or the error saying why `format` does not parse.
    mutating func parse() throws -> PredicateNode {
        let node = try parseOr()
        skipSpaces()
        if position < text.count { throw error("unexpected \"\(String(text[position...]))\"") }
        if nextArgument < arguments.count { throw error("\(arguments.count) arguments for \(nextArgument) format specifiers") }
        return node
    }

    private func error(_ reason: String) -> PredicateFormatError {
        PredicateFormatError(reason: reason, offset: position)
    }

    // MARK: logic

    private mutating func parseOr() throws -> PredicateNode {
        var parts = [try parseAnd()]
        while consumeKeyword("OR") || consume("||") { parts.append(try parseAnd()) }
        return parts.count == 1 ? parts[0] : .or(parts)
    }

    private mutating func parseAnd() throws -> PredicateNode {
        var parts = [try parseNot()]
        while consumeKeyword("AND") || consume("&&") { parts.append(try parseNot()) }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    private mutating func parseNot() throws -> PredicateNode {
        if consumeKeyword("NOT") { return .not(try parseNot()) }
        skipSpaces()
        if peek("!"), !peek("!=") {
            position += 1
            return .not(try parseNot())
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws -> PredicateNode {
        if consumeKeyword("TRUEPREDICATE") { return .constant(true) }
        if consumeKeyword("FALSEPREDICATE") { return .constant(false) }
        skipSpaces()
        if peek("(") {
            // a parenthesised predicate (an expression in parentheses is not supported)
            let start = position
            position += 1
            let inner = try parseOr()
            guard consume(")") else {
                position = max(position, start)
                throw error("missing \")\"")
            }
            return inner
        }
        return try parseComparison()
    }

    // MARK: comparisons

    private mutating func parseComparison() throws -> PredicateNode {
        var quantifier: PredicateNode.Comparison.Quantifier?
        if consumeKeyword("ANY") || consumeKeyword("SOME") {
            quantifier = .any
        } else if consumeKeyword("ALL") {
            quantifier = .all
        } else if consumeKeyword("NONE") {
            quantifier = PredicateNode.Comparison.Quantifier.none
        }
        let left = try parseExpression()
        guard let op = parseOperator() else {
            skipSpaces()
            throw error(position < text.count ? "expected an operator at \"\(String(text[position...]))\"" : "expected an operator")
        }
        let (caseInsensitive, diacriticInsensitive) = try parseModifiers()
        let right = try parseExpression()
        if op == .between, case .value(let value) = right, value.flatMap(KeyPathReader.collectionElements)?.count != 2 {
            throw error("BETWEEN needs two bounds")
        }
        return .comparison(
            PredicateNode.Comparison(
                quantifier: quantifier, left: left, op: op, right: right, caseInsensitive: caseInsensitive,
                diacriticInsensitive: diacriticInsensitive))
    }

    private mutating func parseOperator() -> PredicateNode.Comparison.Operator? {
        skipSpaces()
        let symbols: [(String, PredicateNode.Comparison.Operator)] = [
            ("==", .equal), ("!=", .notEqual), ("<>", .notEqual), ("<=", .lessOrEqual), ("=<", .lessOrEqual), (">=", .greaterOrEqual),
            ("=>", .greaterOrEqual), ("=", .equal), ("<", .less), (">", .greater),
        ]
        for (symbol, op) in symbols where consume(symbol) { return op }
        let words: [(String, PredicateNode.Comparison.Operator)] = [
            ("CONTAINS", .contains), ("BEGINSWITH", .beginsWith), ("ENDSWITH", .endsWith), ("LIKE", .like), ("MATCHES", .matches),
            ("IN", .in), ("BETWEEN", .between),
        ]
        for (word, op) in words where consumeKeyword(word) { return op }
        return nil
    }

    private mutating func parseModifiers() throws -> (Bool, Bool) {
        guard position < text.count, text[position] == "[" else { return (false, false) }
        position += 1
        var caseInsensitive = false, diacriticInsensitive = false
        while position < text.count, text[position] != "]" {
            switch text[position].lowercased() {
            case "c": caseInsensitive = true
            case "d": diacriticInsensitive = true
            case "n": break  // normalized: nothing more to do
            default: throw error("unknown option \"\(text[position])\"")
            }
            position += 1
        }
        guard position < text.count else { throw error("missing \"]\"") }
        position += 1
        return (caseInsensitive, diacriticInsensitive)
    }

    // MARK: expressions

    private mutating func parseExpression() throws -> PredicateNode.Expression {
        skipSpaces()
        guard position < text.count else { throw error("expected a value") }
        let character = text[position]
        if character == "%" { return try parseArgument() }
        if character == "\"" || character == "'" { return .value(try parseString(quote: character)) }
        if character == "{" { return try parseArray() }
        if character.isNumber || ((character == "-" || character == "+") && position + 1 < text.count && text[position + 1].isNumber) {
            return .value(parseNumber())
        }
        if character.isLetter || character == "_" || character == "@" || character == "$" {
            let word = parseIdentifierPath()
            switch word.uppercased() {
            case "TRUE", "YES": return .value(true)
            case "FALSE", "NO": return .value(false)
            case "NIL", "NULL": return .value(nil)
            case "SELF": return .keyPath(["SELF"])
            default:
                if isReserved(word) { throw error("unexpected \"\(word)\"") }
                return .keyPath(word.split(separator: ".").map(String.init))
            }
        }
        throw error("unexpected \"\(character)\"")
    }

    private func isReserved(_ word: String) -> Bool {
        ["AND", "OR", "NOT", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN", "ANY", "ALL", "NONE", "SOME"]
            .contains(word.uppercased())
    }

    private mutating func parseIdentifierPath() -> String {
        let start = position
        while position < text.count,
            text[position].isLetter || text[position].isNumber || text[position] == "_" || text[position] == "@" || text[position] == "."
                || text[position] == "$"
        {
            position += 1
        }
        var path = String(text[start..<position])
        // a `%K` inside a dotted path (`folder.%K`) is not supported; a trailing dot is an error for the caller
        while path.hasSuffix(".") {
            path.removeLast()
            position -= 1
        }
        return path
    }

    private mutating func parseString(quote: Character) throws -> String {
        guard let (value, end) = FormatStringLiteral.scan(text, at: position, quote: quote) else { throw error("unterminated string") }
        position = end
        return value
    }

    private mutating func parseNumber() -> Any {
        let start = position
        if text[position] == "-" || text[position] == "+" { position += 1 }
        while position < text.count, text[position].isNumber || text[position] == "." || text[position] == "e" || text[position] == "E" {
            position += 1
        }
        let literal = String(text[start..<position])
        if let integer = Int(literal) { return integer }
        return Double(literal) ?? 0
    }

    private mutating func parseArray() throws -> PredicateNode.Expression {
        position += 1
        var items: [PredicateNode.Expression] = []
        skipSpaces()
        if consume("}") { return .array(items) }
        repeat {
            items.append(try parseExpression())
        } while consume(",")
        guard consume("}") else { throw error("missing \"}\"") }
        return .array(items)
    }

    private mutating func parseArgument() throws -> PredicateNode.Expression {
        position += 1
        var specifier = ""
        while position < text.count, text[position].isLetter || text[position] == "@" {
            specifier.append(text[position])
            position += 1
            if !"lhq".contains(specifier.last!) { break }  // length modifiers come before the conversion
        }
        guard ["@", "K", "d", "i", "ld", "lld", "li", "u", "lu", "llu", "f", "lf", "hd", "hi", "qd"].contains(specifier) else {
            throw error("unknown format specifier \"%\(specifier)\"")
        }
        guard nextArgument < arguments.count else { throw error("missing an argument for \"%\(specifier)\"") }
        let argument = arguments[nextArgument]
        nextArgument += 1
        switch specifier {
        case "K":
            guard let key = PredicateValues.string(argument) else { throw error("%K needs a string key path, not \(type(of: argument))") }
            return .keyPath(key.split(separator: ".").map(String.init))
        case "@":
            return .value(unwrap(argument))
        case "f", "lf":
            guard let number = PredicateValues.number(argument) else {
                throw error("%\(specifier) needs a number, not \(type(of: argument))")
            }
            return .value(number)
        default:
            guard let number = PredicateValues.number(argument) else {
                throw error("%\(specifier) needs an integer, not \(type(of: argument))")
            }
            return .value(Int(number))
        }
    }

    // MARK: scanning

    private mutating func skipSpaces() {
        while position < text.count, text[position].isWhitespace { position += 1 }
    }

    private func peek(_ symbol: String) -> Bool {
        let characters = Array(symbol)
        guard position + characters.count <= text.count else { return false }
        return Array(text[position..<position + characters.count]) == characters
    }

    private mutating func consume(_ symbol: String) -> Bool {
        skipSpaces()
        guard peek(symbol) else { return false }
        position += symbol.count
        return true
    }

    /// Consumes `word` (any case) when it stands alone (not the start of a longer name).
    private mutating func consumeKeyword(_ word: String) -> Bool {
        skipSpaces()
        let characters = Array(word)
        guard position + characters.count <= text.count else { return false }
        for (offset, character) in characters.enumerated() where text[position + offset].uppercased() != String(character) { return false }
        let end = position + characters.count
        if end < text.count, text[end].isLetter || text[end].isNumber || text[end] == "_" { return false }
        position = end
        return true
    }
}
