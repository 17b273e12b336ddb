import Foundation

/// A value that orders itself against another value of a sort key, where the predicates' order
/// does not know it (HealthKit's quantities by amount).
package protocol KeyedSortOrdering {
    /// The order of this value against `other`, or `nil` when they do not compare.
    func keyedSortOrder(against other: Any) -> ComparisonResult?
}

extension NSSortDescriptor {
    /// An order by the value at the key path `key` (dots between keys: `"author.name"`), read as
    /// predicates read values (stored properties by name, dictionary keys); values missing at the
    /// key first; numbers, strings and dates as `NSPredicate` orders them; values that order
    /// themselves (a package protocol HealthKit's quantities adopt) by their own order. `nil` sorts the values themselves.
    ///
    /// Linux's Foundation leaves out key-value coding and this initialiser; NapkinFoundation
    /// declares it once for Foundation's own `NSSortDescriptor` (CloudKit's queries and
    /// HealthKit's queries take it). Disfavoured: where the CoreData stand-in's `NSSortDescriptor`
    /// (a class of its own) is seen too, `NSSortDescriptor(key:ascending:)` alone is CoreData's.
    @_disfavoredOverload
    public convenience init(key: String?, ascending: Bool) {
        let path = key?.split(separator: ".").map(String.init) ?? ["SELF"]
        self.init(keyPath: \Any.self, ascending: ascending) { lhs, rhs in
            Self.keyedOrder(KeyPathReader.value(at: path, in: lhs), KeyPathReader.value(at: path, in: rhs))
        }
    }

    /// Missing values first; values that order themselves; then as predicates order values.
    private static func keyedOrder(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
        switch (lhs, rhs) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        case (let left as any KeyedSortOrdering, let right?):
            return left.keyedSortOrder(against: right) ?? PredicateValues.order(lhs, rhs, []) ?? .orderedSame
        default: return PredicateValues.order(lhs, rhs, []) ?? .orderedSame
        }
    }
}
