import Foundation
@_spi(StandIns) import NapkinFoundation

/// A sort by the property at `keyPath` (dots for linked objects: `"owner.name"`), as RealmSwift's `SortDescriptor`.
public struct SortDescriptor: Hashable, Sendable {
    /// The key path sorted by.
    public let keyPath: String
    /// True for ascending order.
    public let ascending: Bool

    /// A sort by `keyPath`.
    public init(keyPath: String, ascending: Bool = true) {
        self.keyPath = keyPath
        self.ascending = ascending
    }

    /// The same sort in the other direction.
    public func reversed() -> SortDescriptor { SortDescriptor(keyPath: keyPath, ascending: !ascending) }
}

extension SortDescriptor: ExpressibleByStringLiteral {
    /// An ascending sort by the key path the literal names.
    public init(stringLiteral value: String) { self.init(keyPath: value) }
}

/// A predicate format and its arguments, parsed (enums passed as arguments compare by their raw values).
struct NSPredicateFormat {
    let predicate: NSPredicate?
    let error: PredicateFormatError?

    init(_ format: String, _ args: [Any]) {
        do {
            predicate = try NSPredicate(validatingFormat: format, argumentArray: args.map(comparableValue))
            error = nil
        } catch {
            predicate = nil
            self.error = error as? PredicateFormatError
        }
    }
}

/// A change to an observed collection, as RealmSwift's `RealmCollectionChange`: the indices of
/// deleted and modified elements are in the old collection, those of inserted ones in the new.
public enum RealmCollectionChange<CollectionType> {
    /// The collection as it was when the observation began.
    case initial(CollectionType)
    /// A write changed the collection.
    case update(CollectionType, deletions: [Int], insertions: [Int], modifications: [Int])
    /// The observation failed: here, a filter whose predicate format did not parse.
    case error(Swift.Error)
}

/// The objects of a realm (or of a list) a query picked, in a sort order, as RealmSwift's
/// `Results`. Live: each read evaluates the query again against the realm as it is now (cached
/// until the realm next changes), so results made before a write show its changes.
///
/// A predicate format that does not parse (Realm raises) gives empty results whose
/// ``napkinQueryError`` says why, and `observe` delivers `.error` with it.
public struct Results<Element: RealmCollectionValue>: RandomAccessCollection, CustomStringConvertible {
    private enum Source {
        case table(RealmStore, ObjectIdentifier)
        case elements(() -> [Element])
        case frozen([Element])
    }

    private final class Cache {
        var generation = -1
        var elements: [Element] = []
    }

    private let source: Source
    private var filters: [(Element) -> Bool] = []
    private var sorts: [SortDescriptor] = []
    /// Steps applied after the filters and sort descriptors, in the order they were asked for
    /// (`sorted(by:)` with a Swift key path, `distinct(by:)`).
    private var steps: [([Element]) -> [Element]] = []
    /// Why a `filter` format did not parse, or `nil`.
    public private(set) var napkinQueryError: PredicateFormatError?
    private let cache = Cache()

    init(store: RealmStore, type: Object.Type) {
        source = .table(store, ObjectIdentifier(type))
    }

    init(list: List<Element>) {
        source = .elements { [list] in list.storage }
    }

    init(elements: @escaping () -> [Element]) {
        source = .elements(elements)
    }

    private init(copying other: Results, source: Source? = nil) {
        self.source = source ?? other.source
        filters = other.filters
        sorts = other.sorts
        steps = other.steps
        napkinQueryError = other.napkinQueryError
    }

    private var store: RealmStore? {
        if case .table(let store, _) = source { return store }
        return nil
    }

    /// The elements now.
    var elements: [Element] {
        if napkinQueryError != nil { return [] }
        switch source {
        case .frozen(let elements): return elements
        case .elements(let read): return evaluate(read())
        case .table(let store, let type):
            if cache.generation == store.generation { return cache.elements }
            let all = (store.tables[type] ?? []).compactMap { $0 as? Element }
            cache.elements = evaluate(all)
            cache.generation = store.generation
            return cache.elements
        }
    }

    private func evaluate(_ all: [Element]) -> [Element] {
        var kept = all.filter { element in filters.allSatisfy { $0(element) } }
        if !sorts.isEmpty {
            kept = kept.enumerated().sorted { a, b in
                for sort in sorts {
                    let path = sort.keyPath.split(separator: ".").map(String.init)
                    let left = KeyPathReader.value(at: path, in: a.element), right = KeyPathReader.value(at: path, in: b.element)
                    let order: ComparisonResult =
                        switch (left, right) {
                        case (nil, nil): .orderedSame
                        case (nil, _): .orderedAscending
                        case (_, nil): .orderedDescending
                        default: PredicateValues.order(left, right, []) ?? .orderedSame
                        }
                    if order == .orderedSame { continue }
                    return (order == .orderedAscending) == sort.ascending
                }
                return a.offset < b.offset
            }.map(\.element)
        }
        for step in steps { kept = step(kept) }
        return kept
    }

    /// The position of the first element (0).
    public var startIndex: Int { 0 }
    /// The position after the last element.
    public var endIndex: Int { elements.count }
    /// The element at `position`.
    public subscript(position: Int) -> Element { elements[position] }
    /// The elements, for printing.
    public var description: String { "Results<\(Element.self)> \(elements)" }

    /// The realm of the results (`nil` for a list's results of an unmanaged object).
    public var realm: Realm? { store.map { Realm(store: $0) } }
    /// False: results stay valid.
    public var isInvalidated: Bool { false }

    /// The index of `object` (objects by identity), or `nil`.
    public func index(of object: Element) -> Int? { elements.firstIndex { sameElement($0, object) } }

    // MARK: queries

    /// The elements `isIncluded` keeps: `results.where { $0.age > 3 && $0.name.starts(with: "R") }`.
    public func `where`(_ isIncluded: (Query<Element>) -> Query<Bool>) -> Results<Element> {
        let query = isIncluded(Query<Element>(root: ()))
        var copy = Results(copying: self)
        copy.filters.append { element in (query.evaluate(element) as? Bool) ?? false }
        return copy
    }

    /// The elements `isIncluded` keeps (the older spelling of ``where(_:)``).
    public func filter(_ isIncluded: (Query<Element>) -> Query<Bool>) -> Results<Element> { self.where(isIncluded) }

    /// The elements a predicate format keeps: `filter("name == %@ AND age > %d", "Rex", 3)`,
    /// `filter("name CONTAINS[c] %@", "ex")`, `filter("owner.name BEGINSWITH 'A'")`. The format
    /// language is NapkinFoundation's `NSPredicate` (comparisons, `CONTAINS`/`BEGINSWITH`/
    /// `ENDSWITH`/`LIKE` with `[c]`/`[d]`, `IN`, `BETWEEN`, `AND`/`OR`/`NOT`, `ANY` over lists,
    /// `%@`/`%K`/`%d`/`%f` arguments); enums compare by raw value. A format it cannot parse gives
    /// empty results and ``napkinQueryError`` naming the form (Realm raises).
    public func filter(_ predicateFormat: String, _ args: Any...) -> Results<Element> {
        filter(NSPredicateFormat(predicateFormat, args))
    }

    /// The elements `predicate` keeps.
    public func filter(_ predicate: NSPredicate) -> Results<Element> {
        var copy = Results(copying: self)
        copy.filters.append { predicate.evaluate(with: $0) }
        return copy
    }

    func filter(_ parsed: NSPredicateFormat) -> Results<Element> {
        guard let predicate = parsed.predicate else {
            var copy = Results(copying: self)
            copy.napkinQueryError = parsed.error
            return copy
        }
        return filter(predicate)
    }

    /// The elements sorted by the property at `keyPath` (objects without a value first when ascending).
    public func sorted(byKeyPath keyPath: String, ascending: Bool = true) -> Results<Element> {
        sorted(by: [SortDescriptor(keyPath: keyPath, ascending: ascending)])
    }

    /// The elements sorted by each descriptor in turn (equal elements keep their order).
    public func sorted<S: Sequence>(by sortDescriptors: S) -> Results<Element> where S.Iterator.Element == SortDescriptor {
        var copy = Results(copying: self)
        copy.sorts = Array(sortDescriptors)
        return copy
    }

    /// The elements sorted by the property `keyPath` names (`sorted(by: \.name)`), after any
    /// sort descriptors (equal elements keep their order).
    public func sorted<Value: Comparable>(by keyPath: KeyPath<Element, Value>, ascending: Bool = true) -> Results<Element> {
        var copy = Results(copying: self)
        copy.steps.append { elements in
            elements.enumerated().sorted { a, b in
                let left = a.element[keyPath: keyPath], right = b.element[keyPath: keyPath]
                if left == right { return a.offset < b.offset }
                return ascending ? left < right : right < left
            }.map(\.element)
        }
        return copy
    }

    /// The elements with distinct values at `keyPaths` (dots for linked objects), the first of each kept.
    public func distinct<S: Sequence>(by keyPaths: S) -> Results<Element> where S.Iterator.Element == String {
        let paths = keyPaths.map { $0.split(separator: ".").map(String.init) }
        var copy = Results(copying: self)
        copy.steps.append { elements in
            var kept: [Element] = []
            var seen: [[Any?]] = []
            for element in elements {
                let values = paths.map { KeyPathReader.value(at: $0, in: element) }
                if seen.contains(where: { zip($0, values).allSatisfy { valuesEqual($0 as Any, $1 as Any) } }) { continue }
                seen.append(values)
                kept.append(element)
            }
            return kept
        }
        return copy
    }

    // MARK: aggregates

    private func numbers(_ property: String) -> [Any] {
        let path = property.split(separator: ".").map(String.init)
        return elements.compactMap { KeyPathReader.value(at: path, in: $0) }
    }

    /// The smallest value of `property`, or `nil` when there are no values.
    public func min<T>(ofProperty property: String) -> T? {
        numbers(property).min { PredicateValues.order($0, $1, []) == .orderedAscending } as? T
    }

    /// The largest value of `property`, or `nil` when there are no values.
    public func max<T>(ofProperty property: String) -> T? {
        numbers(property).max { PredicateValues.order($0, $1, []) == .orderedAscending } as? T
    }

    /// The sum of `property` (0 without values).
    public func sum<T: AddableType>(ofProperty property: String) -> T {
        T(_rlmDouble: numbers(property).compactMap(doubleValue).reduce(0, +))
    }

    /// The average of `property`, or `nil` when there are no values.
    public func average<T: AddableType>(ofProperty property: String) -> T? {
        let values = numbers(property).compactMap(doubleValue)
        return values.isEmpty ? nil : T(_rlmDouble: values.reduce(0, +) / Double(values.count))
    }

    // MARK: versions and notifications

    /// A snapshot of the results as they are now; later writes do not change it. (Realm's frozen
    /// objects are frozen too; napkin hands out the live objects.)
    public func freeze() -> Results<Element> {
        var copy = Results(copying: self, source: .frozen(elements))
        copy.filters = []
        copy.sorts = []
        return copy
    }

    /// Live results again (the snapshot's elements).
    public func thaw() -> Results<Element>? { self }

    /// True for a ``freeze()`` snapshot.
    public var isFrozen: Bool {
        if case .frozen = source { return true }
        return false
    }

    /// Calls `block` with `.initial` at once, then with `.update` after each write transaction
    /// that changes the results (indices of deletions and modifications in the old results,
    /// insertions in the new). Delivered synchronously (Realm delivers on the next run-loop turn).
    /// Only results of a realm can be observed; results of an unmanaged list deliver `.initial` only.
    public func observe(
        keyPaths: [String]? = nil, on queue: DispatchQueue? = nil, _ block: @escaping (RealmCollectionChange<Results>) -> Void
    ) -> NotificationToken {
        let token = NotificationToken()
        if let error = napkinQueryError {
            block(.error(error))
            return token
        }
        var previous = elements.map { $0 as AnyObject }
        block(.initial(self))
        guard let store else { return token }
        let results = self
        store.observers[ObjectIdentifier(token)] = { commit in
            let now = results.elements.map { $0 as AnyObject }
            let deletions = previous.indices.filter { index in !now.contains { $0 === previous[index] } }
            let insertions = now.indices.filter { index in !previous.contains { $0 === now[index] } }
            let modifications = previous.indices.filter { index in
                guard let object = previous[index] as? ObjectBase else { return false }
                let changes = commit.propertyChanges[ObjectIdentifier(object)] ?? []
                let relevant = keyPaths.map { names in changes.filter { names.contains($0.name) } } ?? changes
                return !relevant.isEmpty && now.contains { $0 === object }
            }
            previous = now
            if deletions.isEmpty, insertions.isEmpty, modifications.isEmpty { return }
            block(.update(results, deletions: deletions, insertions: insertions, modifications: modifications))
        }
        token.store = store
        return token
    }
}

extension Results: Equatable {
    /// True when both hold the same elements (objects by identity) in the same order.
    public static func == (lhs: Results, rhs: Results) -> Bool {
        lhs.elements.count == rhs.elements.count && zip(lhs.elements, rhs.elements).allSatisfy { sameElement($0, $1) }
    }
}

private func doubleValue(_ value: Any) -> Double? {
    switch value {
    case let value as Int: Double(value)
    case let value as Int64: Double(value)
    case let value as Int32: Double(value)
    case let value as Int16: Double(value)
    case let value as Int8: Double(value)
    case let value as Double: value
    case let value as Float: Double(value)
    case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
    default: nil
    }
}

/// A numeric type `sum` and `average` can return, as RealmSwift's `AddableType`.
public protocol AddableType {
    /// The value nearest `value`.
    init(_rlmDouble value: Double)
}

extension Int: AddableType {
    /// The value nearest `value`.
    public init(_rlmDouble value: Double) { self = Int(value.rounded()) }
}
extension Int64: AddableType {
    /// The value nearest `value`.
    public init(_rlmDouble value: Double) { self = Int64(value.rounded()) }
}
extension Int32: AddableType {
    /// The value nearest `value`.
    public init(_rlmDouble value: Double) { self = Int32(value.rounded()) }
}
extension Double: AddableType {
    /// The value nearest `value`.
    public init(_rlmDouble value: Double) { self = value }
}
extension Float: AddableType {
    /// The value nearest `value`.
    public init(_rlmDouble value: Double) { self = Float(value) }
}
extension Decimal: AddableType {
    /// The value nearest `value`.
    public init(_rlmDouble value: Double) { self = Decimal(value) }
}
