import Foundation

/// A parsed predicate.
indirect enum PredicateNode: CustomStringConvertible, @unchecked Sendable {
    case constant(Bool)
    case not(PredicateNode)
    case and([PredicateNode])
    case or([PredicateNode])
    case comparison(Comparison)
    case block((Any?) -> Bool)

    struct Comparison {
        enum Operator: String {
            case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", contains = "CONTAINS",
                beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES", `in` = "IN", between = "BETWEEN"
        }
        enum Quantifier: String { case any = "ANY", all = "ALL", none = "NONE" }
        var quantifier: Quantifier?
        var left: Expression
        var op: Operator
        var right: Expression
        var caseInsensitive = false
        var diacriticInsensitive = false
    }

    enum Expression: CustomStringConvertible {
        case keyPath([String])
        case value(Any?)
        case array([Expression])

        func value(in object: Any?) -> Any? {
            switch self {
            case .keyPath(let path): KeyPathReader.value(at: path, in: object)
            case .value(let value): value
            case .array(let items): items.map { $0.value(in: object) as Any }
            }
        }

        var description: String {
            switch self {
            case .keyPath(let path): path.joined(separator: ".")
            case .value(let value):
                switch value {
                case nil: "nil"
                case let string as String: "\"\(string)\""
                case let value?: "\(value)"
                }
            case .array(let items): "{" + items.map(\.description).joined(separator: ", ") + "}"
            }
        }
    }

    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): value
        case .not(let inner): !inner.evaluate(object)
        case .and(let parts): parts.allSatisfy { $0.evaluate(object) }
        case .or(let parts): parts.contains { $0.evaluate(object) }
        case .block(let block): block(object)
        case .comparison(let comparison): comparison.evaluate(object)
        }
    }

    var description: String {
        switch self {
        case .constant(let value): value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .not(let inner): "NOT \(inner.grouped)"
        case .and(let parts): parts.map(\.grouped).joined(separator: " AND ")
        case .or(let parts): parts.map(\.grouped).joined(separator: " OR ")
        case .block: "BLOCKPREDICATE"
        case .comparison(let c):
            (c.quantifier.map { "\($0.rawValue) " } ?? "") + "\(c.left) \(c.op.rawValue)"
                + (c.caseInsensitive || c.diacriticInsensitive
                    ? "[\(c.caseInsensitive ? "c" : "")\(c.diacriticInsensitive ? "d" : "")]" : "")
                + " \(c.right)"
        }
    }

    private var grouped: String {
        switch self {
        case .and, .or: "(\(description))"
        default: description
        }
    }
}

extension PredicateNode.Comparison {
    func evaluate(_ object: Any?) -> Bool {
        let lhs = left.value(in: object)
        let rhs = right.value(in: object)
        guard let quantifier else { return test(lhs, rhs) }
        let elements = lhs.flatMap(KeyPathReader.collectionElements) ?? []
        switch quantifier {
        case .any: return elements.contains { test(unwrap($0), rhs) }
        case .all: return elements.allSatisfy { test(unwrap($0), rhs) }
        case .none: return !elements.contains { test(unwrap($0), rhs) }
        }
    }

    private func test(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch op {
        case .equal: return PredicateValues.equal(lhs, rhs, options)
        case .notEqual: return !PredicateValues.equal(lhs, rhs, options)
        case .less: return PredicateValues.order(lhs, rhs, options) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(PredicateValues.order(lhs, rhs, options))
        case .greater: return PredicateValues.order(lhs, rhs, options) == .orderedDescending
        case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(PredicateValues.order(lhs, rhs, options))
        case .between:
            guard let bounds = rhs.flatMap(KeyPathReader.collectionElements), bounds.count == 2 else { return false }
            let low = PredicateValues.order(lhs, unwrap(bounds[0]), options), high = PredicateValues.order(lhs, unwrap(bounds[1]), options)
            return (low == .orderedDescending || low == .orderedSame) && (high == .orderedAscending || high == .orderedSame)
        case .in:
            if let elements = rhs.flatMap(KeyPathReader.collectionElements) {
                return elements.contains { PredicateValues.equal(lhs, unwrap($0), options) }
            }
            guard let needle = lhs as? String, let haystack = rhs as? String else { return false }
            return PredicateValues.fold(haystack, options).contains(PredicateValues.fold(needle, options))
        case .contains:
            if let elements = lhs.flatMap(KeyPathReader.collectionElements) {
                return elements.contains { PredicateValues.equal(unwrap($0), rhs, options) }
            }
            return strings(lhs, rhs) { $0.contains($1) }
        case .beginsWith: return strings(lhs, rhs) { $0.hasPrefix($1) }
        case .endsWith: return strings(lhs, rhs) { $0.hasSuffix($1) }
        case .like: return strings(lhs, rhs) { PredicateValues.like($0, pattern: $1) }
        case .matches:
            guard let string = PredicateValues.string(lhs), let pattern = PredicateValues.string(rhs) else { return false }
            return PredicateValues.matches(
                string, pattern: pattern, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
        }
    }

    private var options: String.CompareOptions {
        var options: String.CompareOptions = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        return options
    }

    private func strings(_ lhs: Any?, _ rhs: Any?, _ test: (String, String) -> Bool) -> Bool {
        guard let string = PredicateValues.string(lhs), let other = PredicateValues.string(rhs) else { return false }
        return test(PredicateValues.fold(string, options), PredicateValues.fold(other, options))
    }
}

/// How predicates and sort descriptors compare values of any type.
@_spi(StandIns) public enum PredicateValues {
    static func string(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let substring as Substring: String(substring)
        case let string as NSString: string as String
        default: nil
        }
    }

    static func date(_ value: Any?) -> Date? {
        switch value {
        case let date as Date: date
        case let date as NSDate: Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        default: nil
        }
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let bool as Bool: bool ? 1 : 0
        case let number as any BinaryInteger: Double(number)
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as CGFloat: Double(number)
        case let number as Decimal: NSDecimalNumber(decimal: number).doubleValue
        default: nil
        }
    }

    static func fold(_ string: String, _ options: String.CompareOptions) -> String {
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? string : string.folding(options: folding, locale: nil)
    }

    static func equal(_ lhs: Any?, _ rhs: Any?, _ options: String.CompareOptions) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        default:
            if let left = number(lhs), let right = number(rhs) { return left == right }
            if let left = string(lhs), let right = string(rhs) { return fold(left, options) == fold(right, options) }
            if let left = date(lhs), let right = date(rhs) { return left == right }
            if let left = lhs as? UUID, let right = string(rhs) { return left.uuidString.caseInsensitiveCompare(right) == .orderedSame }
            if let left = string(lhs), let right = rhs as? UUID { return right.uuidString.caseInsensitiveCompare(left) == .orderedSame }
            return sameValue(lhs as Any, rhs as Any)
        }
    }

    /// The order of two values, or `nil` when they do not compare (different kinds, a missing one).
    public static func order(_ lhs: Any?, _ rhs: Any?, _ options: String.CompareOptions) -> ComparisonResult? {
        if let left = number(lhs), let right = number(rhs) {
            return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        }
        if let left = string(lhs), let right = string(rhs) { return left.compare(right, options: options) }
        if let left = date(lhs), let right = date(rhs) { return left.compare(right) }
        if let left = lhs as? UUID, let right = rhs as? UUID { return left.uuidString.compare(right.uuidString) }
        return nil
    }

    /// `LIKE`: `*` matches any run of characters, `?` one character.
    static func like(_ string: String, pattern: String) -> Bool {
        let text = Array(string), wild = Array(pattern)
        var memo = [Int: Bool]()
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i * (wild.count + 1) + j] { return known }
            let result: Bool
            if j == wild.count {
                result = i == text.count
            } else if wild[j] == "*" {
                result = match(i, j + 1) || (i < text.count && match(i + 1, j))
            } else {
                result = i < text.count && (wild[j] == "?" || wild[j] == text[i]) && match(i + 1, j + 1)
            }
            memo[i * (wild.count + 1) + j] = result
            return result
        }
        return match(0, 0)
    }

    static func matches(_ string: String, pattern: String, caseInsensitive: Bool, diacriticInsensitive: Bool) -> Bool {
        let subject = diacriticInsensitive ? fold(string, .diacriticInsensitive) : string
        guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: caseInsensitive ? [.caseInsensitive] : []) else {
            return false
        }
        return regex.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }
}
