import Foundation

#if os(Linux)

/// Writes an expression in the format language, as Apple's `description` does: `3 + 4 * 2`,
/// `(3 + 4) * 2`, `sqrt:(16)`, `modulus:by:(10, 3)`, `now()`, `$x`, `price.amount`, `"text"`.
enum ExpressionDescription {
    static func format(_ expression: NSExpression) -> String {
        switch expression.kind {
        case .constant(let value): return constant(value)
        case .evaluatedObject: return "SELF"
        case .variable(let name): return "$" + name
        case .keyPath(let path): return path
        case .aggregate(let items): return "{" + items.map(format).joined(separator: ", ") + "}"
        case .block(_, let arguments): return "BLOCK(<block>, " + arguments.map(format).joined(separator: ", ") + ")"
        case .function(let name, let arguments, let operand?):
            return "FUNCTION(" + ([format(operand), constant(name)] + arguments.map(format)).joined(separator: ", ") + ")"
        case .function(let name, let arguments, nil):
            if let infix = ExpressionFunctions.operators[name], arguments.count == 2 {
                let left = operand(arguments[0], parenthesizedBelow: infix.precedence)
                let right = operand(arguments[1], parenthesizedBelow: infix.precedence + 1)
                return "\(left) \(infix.symbol) \(right)"
            }
            return name + "(" + arguments.map(format).joined(separator: ", ") + ")"
        }
    }

    /// `expression`, in parentheses when it is an infix operation binding less tightly than `precedence`.
    private static func operand(_ expression: NSExpression, parenthesizedBelow precedence: Int) -> String {
        if case .function(let name, let arguments, nil) = expression.kind, arguments.count == 2,
            let infix = ExpressionFunctions.operators[name], infix.precedence < precedence
        {
            return "(" + format(expression) + ")"
        }
        return format(expression)
    }

    static func constant(_ value: Any?) -> String {
        switch value {
        case nil, is NSNull: return "nil"
        case let string as String:
            return "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case let date as Date: return "CAST(\(date.timeIntervalSinceReferenceDate), \"NSDate\")"
        case let array as [Any]: return "{" + array.map { constant($0) }.joined(separator: ", ") + "}"
        case let value?:
            switch ExpressionNumber(value) {
            case .integer(let integer): return "\(integer)"
            case .real(let real): return String(format: "%.16g", real)  // as Apple's NSNumber writes a double: 3, 0.3, 2.5
            case nil: break
            }
            return "\(value)"
        }
    }
}

#endif
