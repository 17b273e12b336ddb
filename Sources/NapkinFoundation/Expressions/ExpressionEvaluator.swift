import Foundation

#if os(Linux)

/// A number as Apple's expression arithmetic sees it: an integer or a floating-point value.
enum ExpressionNumber: Equatable {
    case integer(Int)
    case real(Double)

    /// The number `value` holds (Swift's numbers, `Bool`, `NSNumber`, `Decimal`), or `nil`.
    init?(_ value: Any?) {
        guard let value else { return nil }
        // an NSNumber first, by its own type: Linux casts an NSNumber holding 3.0 to `Int` too
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            self.init(number)
            return
        }
        switch value {
        case let number as Int: self = .integer(number)
        case let number as Double: self = .real(number)
        case let number as Float: self = .real(Double(number))
        case let number as CGFloat: self = .real(Double(number))
        case let number as Decimal: self = .real(NSDecimalNumber(decimal: number).doubleValue)
        case let number as NSNumber: self.init(number)
        case let flag as Bool: self = .integer(flag ? 1 : 0)
        case let number as any BinaryInteger:
            if let integer = Int(exactly: number) { self = .integer(integer) } else { self = .real(Double(number)) }
        default: return nil
        }
    }

    private init(_ number: NSNumber) {
        let type = String(cString: number.objCType)
        if type == "d" || type == "f" {
            self = .real(number.doubleValue)
        } else if type == "Q" || type == "L", number.uint64Value > UInt64(Int.max) {
            self = .real(number.doubleValue)
        } else {
            self = .integer(Int(number.int64Value))
        }
    }

    var double: Double {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        }
    }

    /// The number as Apple's evaluation gives it.
    var object: NSNumber {
        switch self {
        case .integer(let value): NSNumber(value: value)
        case .real(let value): NSNumber(value: value)
        }
    }

    /// `value` as it is handed back: Swift's numbers as `NSNumber`s (also inside collections).
    static func bridged(_ value: Any?) -> Any? {
        switch value {
        case nil: return nil
        case let number as NSNumber: return number
        case let string as String: return string
        case let array as [Any]: return array.map { bridged($0) ?? NSNull() }
        default:
            if let number = ExpressionNumber(value) { return number.object }
            return value
        }
    }
}

/// Evaluates an expression for one object and context.
struct ExpressionEvaluator {
    let object: Any?
    let context: NSMutableDictionary?

    func value(of expression: NSExpression) throws -> Any? {
        switch expression.kind {
        case .constant(let value):
            return value
        case .evaluatedObject:
            return object
        case .variable(let name):
            guard let value = variable(name) else {
                throw NSExpression.EvaluationError(reason: "can't get a value for $\(name) in the context")
            }
            return value is NSNull ? nil : value
        case .keyPath(let path):
            return KeyPathReader.value(at: path.split(separator: ".").map(String.init), in: object)
        case .aggregate(let items):
            return try items.map { try value(of: $0) ?? NSNull() }
        case .block(let block, let arguments):
            return block(object, try arguments.map { try value(of: $0) ?? NSNull() }, context)
        case .function(let name, let arguments, let operand):
            if operand != nil {
                throw NSExpression.EvaluationError(
                    reason: "FUNCTION(…, '\(name)') calls an Objective-C method, and Linux has no Objective-C runtime")
            }
            return try ExpressionFunctions.apply(name, try arguments.map { try value(of: $0) })
        }
    }

    private func variable(_ name: String) -> Any? {
        guard let context else { return nil }
        if let value = context.object(forKey: name) { return value }
        if let value = context.object(forKey: NSString(string: name)) { return value }
        for case (let key, let value) in context where PredicateValues.string(key) == name { return value }
        return nil
    }
}

/// The functions Apple predefines for `NSExpression(forFunction:arguments:)` and the format's
/// `name(…)` calls, with Apple's integer and floating-point results.
enum ExpressionFunctions {
    /// How many arguments `name` takes (its colons), or `nil` for a name Apple does not define.
    static func arity(of name: String) -> Int? {
        names.contains(name) ? name.filter { $0 == ":" }.count : nil
    }

    /// The functions taking one collection, which also take their arguments as the collection
    /// (`max(1, 5, 10)`, as Apple's first format wrote them).
    static let aggregates: Set<String> = ["sum:", "count:", "min:", "max:", "average:", "median:", "mode:", "stddev:"]

    static let names: Set<String> = aggregates.union([
        "add:to:", "from:subtract:", "multiply:by:", "divide:by:", "modulus:by:", "sqrt:", "log:", "ln:", "raise:toPower:", "exp:",
        "floor:", "ceiling:", "abs:", "trunc:", "uppercase:", "lowercase:", "length:", "random", "randomn:", "now",
        "bitwiseAnd:with:", "bitwiseOr:with:", "bitwiseXor:with:", "leftshift:by:", "rightshift:by:", "onesComplement:", "noindex:",
    ])

    /// The infix operators the format writes for the arithmetic functions, and their precedence.
    static let operators: [String: (symbol: String, precedence: Int)] = [
        "add:to:": ("+", 1), "from:subtract:": ("-", 1), "multiply:by:": ("*", 2), "divide:by:": ("/", 2), "raise:toPower:": ("**", 3),
    ]

    static func apply(_ name: String, _ arguments: [Any?]) throws -> Any? {
        guard let arity = arity(of: name) else { throw failure("\(name) is not a supported function") }
        guard arguments.count == arity else {
            throw failure("\(name) takes \(arity) argument\(arity == 1 ? "" : "s"), not \(arguments.count)")
        }
        if aggregates.contains(name) { return try aggregate(name, elements(arguments[0])) }
        switch name {
        case "now": return Date()
        case "random": return NSNumber(value: Int.random(in: 0...Int(Int32.max)))
        case "randomn:":
            let bound = try integer(arguments[0], name)
            guard bound > 0 else { throw failure("randomn: needs a positive bound, not \(bound)") }
            return NSNumber(value: Int.random(in: 0..<bound))
        case "uppercase:", "lowercase:", "length:":
            guard let string = PredicateValues.string(arguments[0]) else { throw failure("\(name) needs a string") }
            if name == "length:" { return NSNumber(value: string.count) }
            return name == "uppercase:" ? string.uppercased() : string.lowercased()
        case "noindex:": return arguments[0]
        default: break
        }
        if arity == 1 { return try unary(name, number(arguments[0], name)).object }
        if name.hasPrefix("bitwise") || name.hasSuffix("shift:by:") {
            return NSNumber(value: try bitwise(name, integer(arguments[0], name), integer(arguments[1], name)))
        }
        return try binary(name, number(arguments[0], name), number(arguments[1], name)).object
    }

    // MARK: arithmetic

    static func binary(_ name: String, _ left: ExpressionNumber, _ right: ExpressionNumber) throws -> ExpressionNumber {
        switch (name, left, right) {
        case ("add:to:", .integer(let a), .integer(let b)): return checked(a.addingReportingOverflow(b), Double(a) + Double(b))
        case ("from:subtract:", .integer(let a), .integer(let b)): return checked(a.subtractingReportingOverflow(b), Double(a) - Double(b))
        case ("multiply:by:", .integer(let a), .integer(let b)): return checked(a.multipliedReportingOverflow(by: b), Double(a) * Double(b))
        case ("divide:by:", .integer(let a), .integer(let b)):
            guard b != 0 else { throw failure("division by zero (\(a) / 0)") }
            return checked(a.dividedReportingOverflow(by: b), Double(a) / Double(b))
        case ("modulus:by:", .integer(let a), .integer(let b)):
            guard b != 0 else { throw failure("modulus by zero (\(a) % 0)") }
            return .integer(b == -1 ? 0 : a % b)
        case ("add:to:", _, _): return .real(left.double + right.double)
        case ("from:subtract:", _, _): return .real(left.double - right.double)
        case ("multiply:by:", _, _): return .real(left.double * right.double)
        case ("divide:by:", _, _): return .real(left.double / right.double)
        case ("modulus:by:", _, _): return .real(fmod(left.double, right.double))
        case ("raise:toPower:", _, _): return .real(pow(left.double, right.double))
        default: throw failure("\(name) is not a supported function")
        }
    }

    private static func checked(_ result: (partialValue: Int, overflow: Bool), _ fallback: Double) -> ExpressionNumber {
        result.overflow ? .real(fallback) : .integer(result.partialValue)
    }

    static func unary(_ name: String, _ value: ExpressionNumber) throws -> ExpressionNumber {
        let x = value.double
        switch name {
        case "sqrt:": return .real(x.squareRoot())
        case "log:": return .real(log10(x))
        case "ln:": return .real(log(x))
        case "exp:": return .real(exp(x))
        case "floor:": return .real(x.rounded(.down))
        case "ceiling:": return .real(x.rounded(.up))
        case "trunc:": return .real(x.rounded(.towardZero))
        case "abs:":
            if case .integer(let integer) = value, integer != .min { return .integer(Swift.abs(integer)) }
            return .real(Swift.abs(x))
        case "onesComplement:":
            guard case .integer(let integer) = value else { return .integer(~Int(x)) }
            return .integer(~integer)
        default: throw failure("\(name) is not a supported function")
        }
    }

    private static func bitwise(_ name: String, _ a: Int, _ b: Int) throws -> Int {
        switch name {
        case "bitwiseAnd:with:": return a & b
        case "bitwiseOr:with:": return a | b
        case "bitwiseXor:with:": return a ^ b
        case "leftshift:by:": return a << b
        case "rightshift:by:": return a >> b
        default: throw failure("\(name) is not a supported function")
        }
    }

    // MARK: statistics

    private static func aggregate(_ name: String, _ elements: [Any]) throws -> Any? {
        if name == "count:" { return NSNumber(value: elements.count) }
        let numbers = try elements.map { try number($0, name) }
        guard !numbers.isEmpty else { return name == "sum:" ? NSNumber(value: 0) : nil }
        switch name {
        case "sum:": return try numbers.dropFirst().reduce(numbers[0]) { try binary("add:to:", $0, $1) }.object
        case "min:": return numbers.min { $0.double < $1.double }?.object
        case "max:": return numbers.max { $0.double < $1.double }?.object
        case "average:": return NSNumber(value: numbers.map(\.double).reduce(0, +) / Double(numbers.count))
        case "median:":
            let sorted = numbers.sorted { $0.double < $1.double }
            let middle = sorted.count / 2
            if sorted.count % 2 == 1 || sorted[middle - 1] == sorted[middle] { return sorted[middle].object }
            return NSNumber(value: (sorted[middle - 1].double + sorted[middle].double) / 2)
        case "mode:":
            var counts: [Double: Int] = [:]
            for value in numbers { counts[value.double, default: 0] += 1 }
            let most = counts.values.max() ?? 0
            var seen: Set<Double> = []
            return numbers.filter { counts[$0.double] == most && seen.insert($0.double).inserted }.map(\.object)
        default:  // stddev: the population's standard deviation
            let values = numbers.map(\.double)
            let mean = values.reduce(0, +) / Double(values.count)
            return NSNumber(value: (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot())
        }
    }

    /// The elements of a collection argument (a single value counts as a collection of one).
    private static func elements(_ value: Any?) -> [Any] {
        guard let value else { return [] }
        if let array = value as? [Any] { return array.filter { !($0 is NSNull) } }
        return KeyPathReader.collectionElements(value) ?? [value]
    }

    private static func number(_ value: Any?, _ name: String) throws -> ExpressionNumber {
        guard let number = ExpressionNumber(value) else {
            throw failure("\(name) needs numbers, not \(value.map { "\(type(of: $0)) \"\($0)\"" } ?? "nil")")
        }
        return number
    }

    private static func integer(_ value: Any?, _ name: String) throws -> Int {
        switch try number(value, name) {
        case .integer(let integer): return integer
        case .real(let real):
            guard let integer = Int(exactly: real.rounded(.towardZero)) else { throw failure("\(name) needs an integer, not \(real)") }
            return integer
        }
    }

    private static func failure(_ reason: String) -> NSExpression.EvaluationError {
        NSExpression.EvaluationError(reason: reason)
    }
}

#endif
