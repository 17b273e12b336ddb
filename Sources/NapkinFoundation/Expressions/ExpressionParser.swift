import Foundation

#if os(Linux)

/// Parses NSExpression's format language (see ``NSExpression``), bounded in length and depth.
struct ExpressionParser {
    private let text: [Character]
    private var position = 0
    private let arguments: [Any]
    private var nextArgument = 0
    private let tooLong: Bool

    /// A parser of `format` whose `%` arguments are `arguments`, in order.
    init(format: String, arguments: [Any]) {
        // Counting stops at the bound: a huge format is refused without being walked or copied.
        let bound = format.index(format.startIndex, offsetBy: NSExpression.maximumFormatLength, limitedBy: format.endIndex)
        tooLong = (bound ?? format.endIndex) != format.endIndex
        text = tooLong ? [] : Array(format)
        self.arguments = arguments
    }

    /// The parsed expression, or the error saying why the format does not parse.
    mutating func parse() throws -> NSExpression {
        guard !tooLong else {
            throw PredicateFormatError(reason: "the format is longer than \(NSExpression.maximumFormatLength) characters", offset: 0)
        }
        let expression = try parseAdditive(depth: 0)
        skipSpaces()
        if position < text.count { throw error("unexpected \"\(String(text[position...].prefix(20)))\"") }
        if nextArgument < arguments.count { throw error("\(arguments.count) arguments for \(nextArgument) format specifiers") }
        return expression
    }

    private func error(_ reason: String) -> PredicateFormatError {
        PredicateFormatError(reason: reason, offset: position)
    }

    // MARK: operators

    private mutating func parseAdditive(depth: Int) throws -> NSExpression {
        var left = try parseMultiplicative(depth: depth)
        while true {
            skipSpaces()
            if consume("+") {
                left = try combine("add:to:", left, try parseMultiplicative(depth: depth))
            } else if consume("-") {
                left = try combine("from:subtract:", left, try parseMultiplicative(depth: depth))
            } else {
                return left
            }
        }
    }

    private mutating func parseMultiplicative(depth: Int) throws -> NSExpression {
        var left = try parsePower(depth: depth)
        while true {
            skipSpaces()
            if !peek("**"), consume("*") {
                left = try combine("multiply:by:", left, try parsePower(depth: depth))
            } else if consume("/") {
                left = try combine("divide:by:", left, try parsePower(depth: depth))
            } else {
                return left
            }
        }
    }

    private mutating func parsePower(depth: Int) throws -> NSExpression {
        var left = try parseUnary(depth: depth)
        while consume("**") { left = try combine("raise:toPower:", left, try parseUnary(depth: depth)) }
        return left
    }

    private mutating func parseUnary(depth: Int) throws -> NSExpression {
        skipSpaces()
        if consume("-") {
            try checkDepth(depth + 1)
            let operand = try parseUnary(depth: depth + 1)
            // a negative literal is a negative constant, as Apple's lexer reads "-2"
            if case .constant(let value) = operand.kind, let number = ExpressionNumber(value), !(value is String) {
                switch number {
                case .integer(let integer) where integer != .min: return NSExpression(forConstantValue: NSNumber(value: -integer))
                default: return NSExpression(forConstantValue: NSNumber(value: -number.double))
                }
            }
            return try combine("from:subtract:", NSExpression(forConstantValue: NSNumber(value: 0)), operand)
        }
        if consume("+") {
            try checkDepth(depth + 1)
            return try parseUnary(depth: depth + 1)
        }
        return try parsePrimary(depth: depth)
    }

    private func combine(_ name: String, _ left: NSExpression, _ right: NSExpression) throws -> NSExpression {
        let expression = NSExpression(kind: .function(name: name, arguments: [left, right], operand: nil))
        try checkDepth(expression.depth)
        return expression
    }

    private func checkDepth(_ depth: Int) throws {
        if depth > NSExpression.maximumDepth { throw error("the expression nests deeper than \(NSExpression.maximumDepth) levels") }
    }

    // MARK: values

    private mutating func parsePrimary(depth: Int) throws -> NSExpression {
        skipSpaces()
        guard position < text.count else { throw error("expected a value") }
        let character = text[position]
        if character == "(" {
            try checkDepth(depth + 1)
            let start = position
            position += 1
            let inner = try parseAdditive(depth: depth + 1)
            guard consume(")") else {
                position = max(position, start)
                throw error("missing \")\"")
            }
            return inner
        }
        if character == "{" {
            try checkDepth(depth + 1)
            position += 1
            let items = try parseList(closing: "}", depth: depth + 1)
            return NSExpression(forAggregate: items)
        }
        if character == "%" { return try parseArgument() }
        if character == "\"" || character == "'" { return NSExpression(forConstantValue: try parseString(quote: character)) }
        if character == "$" {
            position += 1
            let name = parseName()
            guard !name.isEmpty else { throw error("expected a variable name after \"$\"") }
            return NSExpression(forVariable: name)
        }
        if character.isASCII, character.isNumber || (character == "." && position + 1 < text.count && text[position + 1].isNumber) {
            return NSExpression(forConstantValue: try parseNumber())
        }
        if character.isLetter || character == "_" || character == "@" || character == "#" {
            return try parseWord(depth: depth)
        }
        throw error("unexpected \"\(character)\"")
    }

    /// A keyword, a function call or a key path.
    private mutating func parseWord(depth: Int) throws -> NSExpression {
        if text[position] == "#" { position += 1 }  // `#name` escapes a reserved word
        let start = position
        var name = parseName()
        // a function named by its selector: `modulus:by:(10, 3)`
        while position < text.count, text[position] == ":" {
            position += 1
            name += ":" + parseName()
        }
        skipSpaces()
        if position < text.count, text[position] == "(" {
            try checkDepth(depth + 1)
            position += 1
            let arguments = try parseList(closing: ")", depth: depth + 1)
            return try function(named: name, arguments: arguments, at: start)
        }
        if name.contains(":") {
            position = start
            throw error("expected \"(\" after the function \(name)")
        }
        switch name.uppercased() {
        case "TRUE", "YES": return NSExpression(forConstantValue: NSNumber(value: true))
        case "FALSE", "NO": return NSExpression(forConstantValue: NSNumber(value: false))
        case "NIL", "NULL": return NSExpression(forConstantValue: nil)
        case "SELF": if !peek(".") { return NSExpression.expressionForEvaluatedObject() }
        case "AND", "OR", "NOT", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN", "ANY", "ALL", "NONE", "SOME",
            "SUBQUERY", "TERNARY", "CAST", "FIRST", "LAST", "SIZE":
            position = start
            throw error("\"\(name)\" is not supported in an expression")
        default: break
        }
        var path = name
        while peek("."), position + 1 < text.count, text[position + 1].isLetter || text[position + 1] == "_" || text[position + 1] == "@" {
            position += 1
            path += "." + parseName()
        }
        return NSExpression(forKeyPath: path)
    }

    private mutating func function(named name: String, arguments: [NSExpression], at start: Int) throws -> NSExpression {
        if name.uppercased() == "FUNCTION" {
            guard arguments.count >= 2, case .constant(let selector) = arguments[1].kind, let selector = PredicateValues.string(selector)
            else {
                position = start
                throw error("FUNCTION needs a receiver and a selector name")
            }
            return NSExpression(forFunction: arguments[0], selectorName: selector, arguments: Array(arguments.dropFirst(2)))
        }
        var full = name
        if !name.contains(":") {
            // `sqrt(16)` is `sqrt:`, `now()` is `now`; Apple's first format wrote aggregates in capitals, `MAX(1, 5, 10)`
            let lower =
                ExpressionFunctions.names.contains(name + ":") || ExpressionFunctions.names.contains(name) ? name : name.lowercased()
            full = arguments.isEmpty ? lower : lower + ":"
        }
        guard let arity = ExpressionFunctions.arity(of: full) else {
            position = start
            throw error("\(name) is not a supported function")
        }
        if ExpressionFunctions.aggregates.contains(full), arguments.count > 1 {
            return NSExpression(forFunction: full, arguments: [NSExpression(forAggregate: arguments)])
        }
        guard arguments.count == arity else {
            position = start
            throw error("\(full) takes \(arity) argument\(arity == 1 ? "" : "s"), not \(arguments.count)")
        }
        let expression = NSExpression(forFunction: full, arguments: arguments)
        try checkDepth(expression.depth)
        return expression
    }

    private mutating func parseList(closing: Character, depth: Int) throws -> [NSExpression] {
        var items: [NSExpression] = []
        skipSpaces()
        if consume(String(closing)) { return items }
        repeat {
            items.append(try parseAdditive(depth: depth))
        } while consume(",")
        guard consume(String(closing)) else { throw error("missing \"\(closing)\"") }
        return items
    }

    private mutating func parseName() -> String {
        let start = position
        while position < text.count, text[position].isLetter || text[position].isNumber || text[position] == "_" || text[position] == "@" {
            position += 1
        }
        return String(text[start..<position])
    }

    private mutating func parseString(quote: Character) throws -> String {
        guard let (value, end) = FormatStringLiteral.scan(text, at: position, quote: quote) else { throw error("unterminated string") }
        position = end
        return value
    }

    private mutating func parseNumber() throws -> NSNumber {
        let start = position
        if text[position] == "0", position + 1 < text.count,
            let radix = ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2][text[position + 1]]
        {
            position += 2
            let digitsStart = position
            while position < text.count, text[position].isHexDigit { position += 1 }
            guard let value = Int(String(text[digitsStart..<position]), radix: radix) else {
                position = start
                throw error("malformed number \"\(String(text[start..<max(position, start + 2)]))\"")
            }
            return NSNumber(value: value)
        }
        var isInteger = true
        while position < text.count, text[position].isASCII, text[position].isNumber { position += 1 }
        if position < text.count, text[position] == "." {
            isInteger = false
            position += 1
            while position < text.count, text[position].isASCII, text[position].isNumber { position += 1 }
        }
        if position < text.count, text[position] == "e" || text[position] == "E" {
            var end = position + 1
            if end < text.count, text[end] == "+" || text[end] == "-" { end += 1 }
            if end < text.count, text[end].isASCII, text[end].isNumber {
                isInteger = false
                position = end
                while position < text.count, text[position].isASCII, text[position].isNumber { position += 1 }
            }
        }
        let literal = String(text[start..<position])
        if isInteger, let integer = Int(literal) { return NSNumber(value: integer) }
        guard let real = Double(literal) else {
            position = start
            throw error("malformed number \"\(literal)\"")
        }
        return NSNumber(value: real)
    }

    private mutating func parseArgument() throws -> NSExpression {
        position += 1
        var specifier = ""
        while position < text.count, text[position].isLetter || text[position] == "@" {
            specifier.append(text[position])
            position += 1
            if !"lhq".contains(specifier.last!) { break }  // length modifiers come before the conversion
        }
        guard ["@", "K", "d", "i", "ld", "lld", "li", "u", "lu", "llu", "f", "lf", "g", "e", "hd", "hi", "qd"].contains(specifier) else {
            throw error("unknown format specifier \"%\(specifier)\"")
        }
        guard nextArgument < arguments.count else { throw error("missing an argument for \"%\(specifier)\"") }
        let argument = arguments[nextArgument]
        nextArgument += 1
        switch specifier {
        case "K":
            guard let key = PredicateValues.string(argument), !key.isEmpty else {
                throw error("%K needs a string key path, not \(type(of: argument))")
            }
            return NSExpression(forKeyPath: key)
        case "@":
            if let expression = argument as? NSExpression { return expression }
            return NSExpression(forConstantValue: unwrap(argument))
        case "f", "lf", "g", "e":
            guard let number = ExpressionNumber(unwrap(argument)) else {
                throw error("%\(specifier) needs a number, not \(type(of: argument))")
            }
            return NSExpression(forConstantValue: NSNumber(value: number.double))
        default:
            guard let number = ExpressionNumber(unwrap(argument)), let integer = Int(exactly: number.double.rounded(.towardZero)) else {
                throw error("%\(specifier) needs an integer, not \(type(of: argument))")
            }
            if case .integer(let exact) = number { return NSExpression(forConstantValue: NSNumber(value: exact)) }
            return NSExpression(forConstantValue: NSNumber(value: integer))
        }
    }

    // MARK: scanning

    private mutating func skipSpaces() {
        while position < text.count, text[position].isWhitespace { position += 1 }
    }

    private func peek(_ symbol: String) -> Bool {
        var index = position
        for character in symbol {
            guard index < text.count, text[index] == character else { return false }
            index += 1
        }
        return true
    }

    private mutating func consume(_ symbol: String) -> Bool {
        skipSpaces()
        guard peek(symbol) else { return false }
        position += symbol.count
        return true
    }
}

#endif
