import Foundation
@_spi(StandIns) import NapkinFoundation

/// A type-safe query over a realm's objects, as RealmSwift's `Query`: the closure given to
/// `where` receives a query of the object, whose members (`$0.name`, `$0.owner.age`) are queries
/// of the properties, combined with comparison and logical operators into a `Query<Bool>`:
///
/// ```swift
/// realm.objects(Dog.self).where { $0.name.starts(with: "R") && ($0.age > 3 || !$0.isAdopted) }
/// ```
/// Each query is a function from the object to a value (reading the properties through Swift key
/// paths), so it supports whatever a key path reaches.
@dynamicMemberLookup
public struct Query<T> {
    let evaluate: (Any) -> Any?

    init(evaluate: @escaping (Any) -> Any?) {
        self.evaluate = evaluate
    }

    /// The query of the object itself.
    init(root: Void) {
        evaluate = { $0 }
    }

    /// The query of the property at `member`.
    public subscript<V>(dynamicMember member: KeyPath<T, V>) -> Query<V> {
        let parent = evaluate
        return Query<V> { root in (parent(root) as? T).map { $0[keyPath: member] } }
    }

    /// The query of the property at `member` of an optional link (`$0.owner.name`); nil without a link.
    public subscript<W, V>(dynamicMember member: KeyPath<W, V>) -> Query<V?> where T == W? {
        let parent = evaluate
        return Query<V?> { root in
            guard let value = parent(root), let linked = unwrap(value) as? W else { return nil }
            return linked[keyPath: member]
        }
    }

    fileprivate func map<U>(_ transform: @escaping (Any?) -> Any?) -> Query<U> {
        let parent = evaluate
        return Query<U> { transform(parent($0)) }
    }

    fileprivate func compare<U>(_ other: Any?, _ test: @escaping (Any?, Any?) -> Bool) -> Query<U> {
        let parent = evaluate
        let right = other.map(comparableValue)
        return Query<U> { root in test(parent(root).flatMap(unwrap).map(comparableValue), right.flatMap(unwrap)) }
    }
}

/// The values a query compares (enums by raw value), `nil` for a missing one.
private func same(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let left?, let right?): return valuesEqual(left, right)
    }
}

private func order(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult? {
    guard let lhs, let rhs else { return nil }
    return PredicateValues.order(lhs, rhs, [])
}

extension Query where T: Equatable {
    /// True where the value equals `rhs` (`$0.kind == .fire`, `$0.nickname == nil`).
    public static func == (lhs: Query, rhs: T) -> Query<Bool> { lhs.compare(rhs, same) }
    /// True where the value differs from `rhs`.
    public static func != (lhs: Query, rhs: T) -> Query<Bool> { lhs.compare(rhs) { !same($0, $1) } }
    /// True where two properties hold equal values.
    public static func == (lhs: Query, rhs: Query) -> Query<Bool> {
        Query<Bool> { root in
            same(lhs.evaluate(root).flatMap(unwrap).map(comparableValue), rhs.evaluate(root).flatMap(unwrap).map(comparableValue))
        }
    }

    /// True where the value is one of `collection`'s.
    public func `in`<C: Sequence>(_ collection: C) -> Query<Bool> where C.Element == T {
        let values = collection.map { comparableValue($0) }
        return compare(nil) { value, _ in values.contains { same(value, $0) } }
    }
}

extension Query where T: Comparable {
    /// True where the value is less than `rhs`.
    public static func < (lhs: Query, rhs: T) -> Query<Bool> { lhs.compare(rhs) { order($0, $1) == .orderedAscending } }
    /// True where the value is at most `rhs`.
    public static func <= (lhs: Query, rhs: T) -> Query<Bool> {
        lhs.compare(rhs) { [.orderedAscending, .orderedSame].contains(order($0, $1)) }
    }
    /// True where the value is more than `rhs`.
    public static func > (lhs: Query, rhs: T) -> Query<Bool> { lhs.compare(rhs) { order($0, $1) == .orderedDescending } }
    /// True where the value is at least `rhs`.
    public static func >= (lhs: Query, rhs: T) -> Query<Bool> {
        lhs.compare(rhs) { [.orderedDescending, .orderedSame].contains(order($0, $1)) }
    }

    /// True where the value lies in `range` (both ends included).
    public func contains(_ range: ClosedRange<T>) -> Query<Bool> {
        compare(nil) { value, _ in
            [.orderedDescending, .orderedSame].contains(order(value, range.lowerBound))
                && [.orderedAscending, .orderedSame].contains(order(value, range.upperBound))
        }
    }
}

/// Comparisons of an optional property (`$0.age > 3` where `age: Int?`): false without a value.
public func < <W: Comparable>(lhs: Query<W?>, rhs: W) -> Query<Bool> { lhs.compare(rhs) { order($0, $1) == .orderedAscending } }
/// True where the value is at most `rhs`.
public func <= <W: Comparable>(lhs: Query<W?>, rhs: W) -> Query<Bool> {
    lhs.compare(rhs) { [.orderedAscending, .orderedSame].contains(order($0, $1)) }
}
/// True where the value is more than `rhs`.
public func > <W: Comparable>(lhs: Query<W?>, rhs: W) -> Query<Bool> { lhs.compare(rhs) { order($0, $1) == .orderedDescending } }
/// True where the value is at least `rhs`.
public func >= <W: Comparable>(lhs: Query<W?>, rhs: W) -> Query<Bool> {
    lhs.compare(rhs) { [.orderedDescending, .orderedSame].contains(order($0, $1)) }
}

extension Query where T == Bool {
    /// True where both are.
    public static func && (lhs: Query, rhs: Query) -> Query {
        Query { root in (lhs.evaluate(root) as? Bool ?? false) && (rhs.evaluate(root) as? Bool ?? false) }
    }
    /// True where either is.
    public static func || (lhs: Query, rhs: Query) -> Query {
        Query { root in (lhs.evaluate(root) as? Bool ?? false) || (rhs.evaluate(root) as? Bool ?? false) }
    }
    /// True where the query is false.
    public static prefix func ! (query: Query) -> Query {
        Query { root in !(query.evaluate(root) as? Bool ?? false) }
    }
}

/// How string queries compare, as RealmSwift's `StringOptions`.
public struct StringOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Letters compare without their case (`[c]`).
    public static let caseInsensitive = StringOptions(rawValue: 1)
    /// Letters compare without their accents (`[d]`).
    public static let diacriticInsensitive = StringOptions(rawValue: 2)
}

/// A string or an optional string a query can test by its text.
public protocol _QueryString {}
extension String: _QueryString {}
extension Optional: _QueryString where Wrapped == String {}

extension Query where T: _QueryString {
    private func text(_ other: String, _ options: StringOptions, _ test: @escaping (String, String) -> Bool) -> Query<Bool> {
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        let fold: (String) -> String = { folding.isEmpty ? $0 : $0.folding(options: folding, locale: nil) }
        let right = fold(other)
        return compare(nil) { value, _ in (value as? String).map { test(fold($0), right) } ?? false }
    }

    /// True where the text contains `value`.
    public func contains(_ value: String, options: StringOptions = []) -> Query<Bool> {
        text(value, options) { $1.isEmpty ? false : $0.contains($1) }
    }
    /// True where the text begins with `value`.
    public func starts(with value: String, options: StringOptions = []) -> Query<Bool> { text(value, options) { $0.hasPrefix($1) } }
    /// True where the text ends with `value`.
    public func ends(with value: String, options: StringOptions = []) -> Query<Bool> { text(value, options) { $0.hasSuffix($1) } }
    /// True where the text equals `value` under `options`.
    public func equals(_ value: String, options: StringOptions = []) -> Query<Bool> { text(value, options) { $0 == $1 } }
    /// True where the text matches the `*`/`?` wildcard pattern `value`.
    public func like(_ value: String, caseInsensitive: Bool = false) -> Query<Bool> {
        let predicate = NSPredicate(format: caseInsensitive ? "SELF LIKE[c] %@" : "SELF LIKE %@", value)
        return text("", []) { text, _ in predicate.evaluate(with: text) }
    }
}

/// A collection property a query can look into (``List``, ``MutableSet``).
public protocol _QueryCollection {
    associatedtype _QueryElement
    var _queryElements: [Any] { get }
}
extension List: _QueryCollection {
    /// The type of the elements.
    public typealias _QueryElement = Element
    /// The elements, type-erased, for queries.
    public var _queryElements: [Any] { storage.map { $0 } }
}
extension MutableSet: _QueryCollection {
    /// The type of the elements.
    public typealias _QueryElement = Element
    /// The elements, type-erased, for queries.
    public var _queryElements: [Any] { storage.map { $0 } }
}

extension Query where T: _QueryCollection {
    /// True where the collection holds `value` (objects by identity, enums by raw value).
    public func contains(_ value: T._QueryElement) -> Query<Bool> {
        let wanted = comparableValue(value)
        let parent = evaluate
        return Query<Bool> { root in
            ((parent(root) as? T)?._queryElements ?? []).contains { same(comparableValue($0), wanted) }
        }
    }
    /// True where the collection holds any of `values`.
    public func containsAny<C: Sequence>(in values: C) -> Query<Bool> where C.Element == T._QueryElement {
        let wanted = values.map { comparableValue($0) }
        let parent = evaluate
        return Query<Bool> { root in
            ((parent(root) as? T)?._queryElements ?? []).contains { element in wanted.contains { same(comparableValue(element), $0) } }
        }
    }
    /// The number of elements.
    public var count: Query<Int> {
        let parent = evaluate
        return Query<Int> { root in (parent(root) as? T)?._queryElements.count ?? 0 }
    }
}
