import Foundation

/// What a `DatabaseQuery` asks for: an order, bounds and a limit, with Firebase's rules for combining them.
struct DatabaseQuerySpec: Equatable, Sendable {
    enum Order: Equatable, Sendable {
        case key
        case value
        case priority
        case child([String])
    }

    /// A start or end: a value of the order (a key for `.key`), optionally a key breaking ties, exclusive for the
    /// `startingAfter`/`endingBefore` forms.
    struct Bound: Equatable, Sendable {
        var value: DatabaseNode?
        var key: String?
        var exclusive: Bool
    }

    enum Limit: Equatable, Sendable {
        case first(UInt)
        case last(UInt)
    }

    var order: Order?
    var start: Bound?
    var end: Bound?
    var limit: Limit?

    var isFiltered: Bool { start != nil || end != nil || limit != nil }

    /// The ordered children of `node` this query selects, as (key, child) pairs.
    func select(from node: DatabaseNode?) -> [(key: String, node: DatabaseNode)] {
        var items = (node?.children ?? [:]).map { (key: $0.key, node: $0.value) }
        items.sort { compare($0, $1) == .orderedAscending }
        if let start {
            items.removeAll { item in
                let result = compare(item: item, with: start)
                return result == .orderedAscending || (start.exclusive && result == .orderedSame)
            }
        }
        if let end {
            items.removeAll { item in
                let result = compare(item: item, with: end)
                return result == .orderedDescending || (end.exclusive && result == .orderedSame)
            }
        }
        switch limit {
        case .first(let count): items = Array(items.prefix(Int(clamping: count)))
        case .last(let count): items = Array(items.suffix(Int(clamping: count)))
        case nil: break
        }
        return items
    }

    /// The value a child is ordered by.
    private func sortValue(_ item: (key: String, node: DatabaseNode)) -> DatabaseNode? {
        switch order ?? .key {
        case .key, .priority: return .string(item.key)
        case .value: return item.node
        case .child(let path): return item.node.node(at: path[...])
        }
    }

    private func compare(_ lhs: (key: String, node: DatabaseNode), _ rhs: (key: String, node: DatabaseNode)) -> ComparisonResult {
        switch order ?? .key {
        case .key, .priority:
            return DatabaseKeys.compare(lhs.key, rhs.key)
        default:
            let result = DatabaseNode.compare(sortValue(lhs), sortValue(rhs))
            return result == .orderedSame ? DatabaseKeys.compare(lhs.key, rhs.key) : result
        }
    }

    /// How `item` stands against `bound`: the order's value first, then (when the bound names one) the key.
    private func compare(item: (key: String, node: DatabaseNode), with bound: Bound) -> ComparisonResult {
        switch order ?? .key {
        case .key, .priority:
            guard case .string(let key) = bound.value else { return .orderedSame }
            return DatabaseKeys.compare(item.key, key)
        default:
            let result = DatabaseNode.compare(sortValue(item), bound.value)
            guard result == .orderedSame, let key = bound.key else { return result }
            return DatabaseKeys.compare(item.key, key)
        }
    }
}
