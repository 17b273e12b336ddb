import Foundation

/// A query's clauses, converted: what the store evaluates.
struct QuerySpec: Sendable {
    enum Operator: Sendable {
        case equal
        case notEqual
        case less
        case lessOrEqual
        case greater
        case greaterOrEqual
        case arrayContains
        case arrayContainsAny
        case `in`
        case notIn

        var isInequality: Bool {
            switch self {
            case .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .notIn: true
            default: false
            }
        }
    }

    indirect enum Filter: Sendable {
        case field([String], Operator, FirestoreValue)
        case and([Filter])
        case or([Filter])
    }

    struct Cursor: Sendable {
        let values: [FirestoreValue]
        /// `start(at:)` and `end(at:)` include the position; `start(after:)` and `end(before:)` do not.
        let inclusive: Bool
    }

    /// The collection's path, or for a collection group its ID.
    var collectionPath: String
    var isCollectionGroup = false
    var filters: [Filter] = []
    var orders: [(path: [String], descending: Bool)] = []
    var limit: Int?
    var limitToLast = false
    var start: Cursor?
    var end: Cursor?

    static let documentIDPath = ["__name__"]

    /// The orders a result follows: the explicit ones; with none, the fields of inequality filters ascending; always
    /// ending with the document name in the direction of the last order.
    var effectiveOrders: [(path: [String], descending: Bool)] {
        var result = orders
        if result.isEmpty {
            var fields: [[String]] = []
            func collect(_ filter: Filter) {
                switch filter {
                case .field(let path, let op, _) where op.isInequality && !fields.contains(path): fields.append(path)
                case .and(let filters), .or(let filters): filters.forEach(collect)
                default: break
                }
            }
            filters.forEach(collect)
            result = fields.sorted { $0.joined(separator: ".") < $1.joined(separator: ".") }.map { ($0, false) }
        }
        if !result.contains(where: { $0.path == QuerySpec.documentIDPath }) {
            result.append((QuerySpec.documentIDPath, result.last?.descending ?? false))
        }
        return result
    }

    func contains(_ path: String) -> Bool {
        let segments = path.split(separator: "/")
        guard segments.count >= 2, segments.count % 2 == 0 else { return false }
        if isCollectionGroup { return segments[segments.count - 2] == collectionPath }
        return segments.dropLast().joined(separator: "/") == collectionPath
    }

    static func value(of path: [String], in entry: (path: String, document: StoredDocument)) -> FirestoreValue? {
        if path == documentIDPath { return .reference(entry.path) }
        return FirestoreValue.map(entry.document.fields).value(at: path[...])
    }

    /// The matching documents of `documents`, ordered, cut by the cursors and the limit.
    func evaluate(_ documents: [String: StoredDocument]) -> [(path: String, document: StoredDocument)] {
        let orders = effectiveOrders
        var result = documents.filter { contains($0.key) }.map { (path: $0.key, document: $0.value) }
        result = result.filter { entry in
            filters.allSatisfy { QuerySpec.matches($0, entry) } && orders.allSatisfy { QuerySpec.value(of: $0.path, in: entry) != nil }
        }
        result.sort { compare($0, $1, orders) == .orderedAscending }
        if let start {
            result = result.filter { entry in
                let position = compare(entry, to: start.values, orders)
                return position == .orderedDescending || (start.inclusive && position == .orderedSame)
            }
        }
        if let end {
            result = result.filter { entry in
                let position = compare(entry, to: end.values, orders)
                return position == .orderedAscending || (end.inclusive && position == .orderedSame)
            }
        }
        if let limit {
            result = limitToLast ? Array(result.suffix(limit)) : Array(result.prefix(limit))
        }
        return result
    }

    /// Whether `a` comes before `b` in this query's order.
    func less(_ a: (path: String, document: StoredDocument), _ b: (path: String, document: StoredDocument)) -> Bool {
        compare(a, b, effectiveOrders) == .orderedAscending
    }

    private func compare(
        _ a: (path: String, document: StoredDocument), _ b: (path: String, document: StoredDocument),
        _ orders: [(path: [String], descending: Bool)]
    ) -> ComparisonResult {
        for order in orders {
            guard let left = QuerySpec.value(of: order.path, in: a), let right = QuerySpec.value(of: order.path, in: b) else { continue }
            let result = FirestoreValue.compare(left, right)
            if result != .orderedSame {
                return order.descending ? (result == .orderedAscending ? .orderedDescending : .orderedAscending) : result
            }
        }
        return .orderedSame
    }

    /// Where `entry` lies relative to a cursor's values (compared over as many orders as the cursor has values).
    private func compare(
        _ entry: (path: String, document: StoredDocument), to values: [FirestoreValue], _ orders: [(path: [String], descending: Bool)]
    ) -> ComparisonResult {
        for (order, value) in zip(orders, values) {
            guard let own = QuerySpec.value(of: order.path, in: entry) else { continue }
            let result = FirestoreValue.compare(own, value)
            if result != .orderedSame {
                return order.descending ? (result == .orderedAscending ? .orderedDescending : .orderedAscending) : result
            }
        }
        return .orderedSame
    }

    static func matches(_ filter: Filter, _ entry: (path: String, document: StoredDocument)) -> Bool {
        switch filter {
        case .and(let filters): return filters.allSatisfy { matches($0, entry) }
        case .or(let filters): return filters.contains { matches($0, entry) }
        case .field(let path, let op, let operand):
            guard let value = value(of: path, in: entry) else { return false }
            switch op {
            case .equal: return FirestoreValue.equal(value, operand)
            case .notEqual:
                if case .null = value { return false }
                return !FirestoreValue.equal(value, operand)
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                guard value.typeOrder == operand.typeOrder else { return false }
                if case .double(let d) = value, d.isNaN { return false }
                if case .double(let d) = operand, d.isNaN { return false }
                let result = FirestoreValue.compare(value, operand)
                switch op {
                case .less: return result == .orderedAscending
                case .lessOrEqual: return result != .orderedDescending
                case .greater: return result == .orderedDescending
                default: return result != .orderedAscending
                }
            case .arrayContains:
                guard case .array(let elements) = value else { return false }
                return elements.contains { FirestoreValue.equal($0, operand) }
            case .arrayContainsAny:
                guard case .array(let elements) = value, case .array(let candidates) = operand else { return false }
                return elements.contains { element in candidates.contains { FirestoreValue.equal($0, element) } }
            case .in:
                guard case .array(let candidates) = operand else { return false }
                return candidates.contains { FirestoreValue.equal($0, value) }
            case .notIn:
                if case .null = value { return false }
                guard case .array(let candidates) = operand else { return false }
                return !candidates.contains { FirestoreValue.equal($0, value) }
            }
        }
    }
}
