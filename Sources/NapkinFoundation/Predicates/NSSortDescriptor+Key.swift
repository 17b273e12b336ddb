import Foundation

/// A value that orders itself against another value of a sort key, where the predicates' order
/// does not know it (HealthKit's quantities by amount).
package protocol KeyedSortOrdering {
    /// The order of this value against `other`, or `nil` when they do not compare.
    func keyedSortOrder(against other: Any) -> ComparisonResult?
}

/// Foundation's `NSSortDescriptor` as napkin builds it from a key, from a Swift key path whose value is not
/// `Comparable` (an optional), or from a `SortDescriptor`: it keeps the key string Linux's Foundation has no
/// place for, reads values as predicates read them and orders a missing value first, as CoreData orders `nil`.
///
/// Apps never name it: `NSSortDescriptor(key:ascending:)` and the other initialisers below return one as an
/// `NSSortDescriptor`, so an `[NSSortDescriptor]` mixes these with Foundation's own and every framework takes it.
final class KeyedNSSortDescriptor: NSSortDescriptor {
    /// The key path compared (`"name"`, `"folder.name"`), `nil` for a descriptor of the values themselves.
    let storedKey: String?
    /// The value compared in an object (the value at the key or the key path), `nil` when it has none.
    private let read: (Any) -> Any?
    /// The order of two values that are there (the app's comparator, or as predicates order values).
    private let order: (Any, Any) -> ComparisonResult
    /// The same descriptor with the given `ascending`.
    private let remake: (Bool) -> KeyedNSSortDescriptor

    /// A descriptor ordering by the value `read` gives; `keyPath` is Foundation's record of a Swift key path
    /// (`\Any.self`, the object itself, for a key string), `lens` how Foundation's own `compare(_:to:)` and
    /// `reversedSortDescriptor` read what `keyPath` gives.
    private init<Root, Value>(
        key: String?, keyPath: KeyPath<Root, Value>, ascending: Bool, read: @escaping (Any) -> Any?,
        lens: @escaping (Any) -> Any?, order: @escaping (Any, Any) -> ComparisonResult,
        remake: @escaping (Bool) -> KeyedNSSortDescriptor
    ) {
        self.storedKey = key
        self.read = read
        self.order = order
        self.remake = remake
        super.init(keyPath: keyPath, ascending: ascending) { lhs, rhs in
            KeyedNSSortDescriptor.nilFirst(lens(lhs), lens(rhs), order)
        }
    }

    /// Orders by the value at the dotted key `key` (`nil`: the objects themselves), compared by `comparator`
    /// or as predicates order values.
    convenience init(valueAtKey key: String?, ascending: Bool, comparator: ((Any, Any) -> ComparisonResult)?) {
        let path = key?.split(separator: ".").map(String.init) ?? ["SELF"]
        let read: (Any) -> Any? = { KeyPathReader.value(at: path, in: $0) }
        self.init(
            key: key, keyPath: \Any.self, ascending: ascending, read: read, lens: read,
            order: comparator ?? KeyedNSSortDescriptor.valueOrder,
            remake: { KeyedNSSortDescriptor(valueAtKey: key, ascending: $0, comparator: comparator) })
    }

    /// Orders by the value at `keyPath` (`\Item.name`, an optional: missing values first).
    convenience init<Root, Value>(valueAt keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(
            key: NSSortDescriptor.name(of: keyPath), keyPath: keyPath, ascending: ascending,
            read: { root in (root as? Root).flatMap { unwrap($0[keyPath: keyPath]) } }, lens: unwrap,
            order: KeyedNSSortDescriptor.valueOrder, remake: { KeyedNSSortDescriptor(valueAt: keyPath, ascending: $0) })
    }

    /// Orders as `sortDescriptor` does, its own order undone (`ascending` applies it again).
    convenience init<Compared>(ordering sortDescriptor: SortDescriptor<Compared>) {
        self.init(sortDescriptor, ascending: sortDescriptor.order == .forward)
    }

    /// Orders as `sortDescriptor` does in its forward order, ascending or not.
    private convenience init<Compared>(_ sortDescriptor: SortDescriptor<Compared>, ascending: Bool) {
        self.init(
            key: nil, keyPath: \Any.self, ascending: ascending, read: { $0 }, lens: { $0 },
            order: { lhs, rhs in
                guard let lhs = lhs as? Compared, let rhs = rhs as? Compared else { return .orderedSame }
                let result = sortDescriptor.compare(lhs, rhs)
                return sortDescriptor.order == .reverse ? result.reversed : result
            },
            remake: { KeyedNSSortDescriptor(sortDescriptor, ascending: $0) })
    }

    /// This descriptor's order, the other way round.
    var reversed: KeyedNSSortDescriptor { remake(!ascending) }

    /// The order of `object1` and `object2`: the values read from them, a missing one first, then in this
    /// descriptor's order, reversed when descending.
    override func compare(_ object1: Any, to object2: Any) -> ComparisonResult {
        let result = Self.nilFirst(read(object1), read(object2), order)
        return ascending ? result : result.reversed
    }

    /// `(name, ascending)`, as CoreData's.
    override var description: String { "(\(storedKey ?? "SELF"), \(ascending ? "ascending" : "descending"))" }

    /// Missing values first, then `order`.
    private static func nilFirst(_ lhs: Any?, _ rhs: Any?, _ order: (Any, Any) -> ComparisonResult) -> ComparisonResult {
        switch (lhs, rhs) {
        case (nil, nil): .orderedSame
        case (nil, _): .orderedAscending
        case (_, nil): .orderedDescending
        case (let lhs?, let rhs?): order(lhs, rhs)
        }
    }

    /// Values that order themselves (HealthKit's quantities), then as predicates order values (numbers as
    /// numbers, strings with `compare`, dates).
    private static func valueOrder(_ lhs: Any, _ rhs: Any) -> ComparisonResult {
        if let left = lhs as? any KeyedSortOrdering, let result = left.keyedSortOrder(against: rhs) { return result }
        return PredicateValues.order(lhs, rhs, []) ?? .orderedSame
    }
}

extension ComparisonResult {
    /// Ascending for descending and the other way round; the same stays the same.
    fileprivate var reversed: ComparisonResult {
        switch self {
        case .orderedAscending: .orderedDescending
        case .orderedDescending: .orderedAscending
        case .orderedSame: .orderedSame
        }
    }
}

/// Gives Foundation's `NSSortDescriptor` the initialisers Linux's Foundation leaves out, as factories that
/// return napkin's descriptor (a subclass) as an `NSSortDescriptor`: only a protocol extension's initialiser may
/// assign `self`. Public because the initialisers are; apps do not use it.
public protocol _NSSortDescriptorFactories {}

extension NSSortDescriptor: _NSSortDescriptorFactories {}

extension _NSSortDescriptorFactories where Self: NSSortDescriptor {
    /// An order by the value at the key path `key` (dots between keys: `"author.name"`), read as
    /// predicates read values (stored properties by name, a managed object's attributes, dictionary
    /// keys); values missing at the key first, as CoreData orders `nil`; numbers, strings and dates as
    /// `NSPredicate` orders them; values that order themselves (HealthKit's quantities) by their own
    /// order. `nil` sorts the values themselves.
    ///
    /// Linux's Foundation leaves out key-value coding and this initialiser; this one serves CoreData's
    /// fetch requests, HealthKit's, CloudKit's and Photos' queries alike.
    public init(key: String?, ascending: Bool) {
        self = Self.napkinDescriptor(KeyedNSSortDescriptor(valueAtKey: key, ascending: ascending, comparator: nil))
    }

    /// An order by the value at `key` compared by `cmptr`
    /// (`{ ($0 as! String).localizedStandardCompare($1 as! String) }`); values missing at the key first,
    /// without calling `cmptr`.
    public init(key: String?, ascending: Bool, comparator cmptr: @escaping Comparator) {
        self = Self.napkinDescriptor(KeyedNSSortDescriptor(valueAtKey: key, ascending: ascending, comparator: cmptr))
    }

    /// An order by the value at the Swift key path `keyPath` (`\Item.name`) whose value need not be
    /// `Comparable` (an optional: missing values first; then as predicates order values). Its `key` is the
    /// key path's name (`"name"`, `"folder.title"`). Foundation's own initialiser answers a key path to a
    /// `Comparable` value.
    public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self = Self.napkinDescriptor(KeyedNSSortDescriptor(valueAt: keyPath, ascending: ascending))
    }

    /// The order of Foundation's `SortDescriptor` (`NSSortDescriptor(SortDescriptor(\Item.name))`), as
    /// CoreData's `@FetchRequest(sortDescriptors:)` with `SortDescriptor`s uses it; its `key` is `nil`.
    public init<Compared>(_ sortDescriptor: SortDescriptor<Compared>) {
        self = Self.napkinDescriptor(KeyedNSSortDescriptor(ordering: sortDescriptor))
    }

    /// `descriptor` as `Self`, which only an app's subclass of `NSSortDescriptor` would make fail.
    private static func napkinDescriptor(_ descriptor: NSSortDescriptor) -> Self {
        guard let descriptor = descriptor as? Self else {
            preconditionFailure("NSSortDescriptor's key initialisers build an NSSortDescriptor, not a \(Self.self)")
        }
        return descriptor
    }
}

extension NSSortDescriptor {
    /// The key path compared (`"name"`, `"folder.title"`): the key given, or the name of the Swift key path
    /// given; `nil` for a descriptor of the values themselves or built from a `SortDescriptor`.
    ///
    /// Linux's Foundation has no key-value coding and marks its `key` unavailable; this one answers.
    public var key: String? {
        if let keyed = self as? KeyedNSSortDescriptor { return keyed.storedKey }
        return Self.name(of: keyPath)
    }

    /// The same order the other way round, as an `NSSortDescriptor` (Foundation's is typed `Any`, as on iOS,
    /// where apps write `as! NSSortDescriptor`: that still compiles, with a warning).
    public var reversedSortDescriptor: NSSortDescriptor {
        if let keyed = self as? KeyedNSSortDescriptor { return keyed.reversed }
        guard let keyPath = keyPath as? any SortKeyPath else {
            preconditionFailure("Foundation's NSSortDescriptor records a KeyPath, not \(type(of: keyPath))")
        }
        return keyPath.sortDescriptor(ascending: !ascending, comparator: comparator)
    }

    /// `name` for `\Item.name`, `folder.title` for `\Item.folder?.title`, `nil` for `\Any.self` (no key).
    static func name(of keyPath: AnyKeyPath) -> String? {
        let text = "\(keyPath)"
        guard keyPath != \Any.self, let dot = text.firstIndex(of: ".") else { return nil }
        return text[text.index(after: dot)...].replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
    }
}

/// A Swift key path as Foundation's `NSSortDescriptor` records it (`AnyKeyPath`), typed again.
private protocol SortKeyPath {
    /// Foundation's descriptor ordering by this key path's value with `comparator`.
    func sortDescriptor(ascending: Bool, comparator: @escaping Comparator) -> NSSortDescriptor
}

extension KeyPath: SortKeyPath {
    fileprivate func sortDescriptor(ascending: Bool, comparator: @escaping Comparator) -> NSSortDescriptor {
        NSSortDescriptor(keyPath: self, ascending: ascending, comparator: comparator)
    }
}
