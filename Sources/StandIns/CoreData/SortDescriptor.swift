import Foundation
@_spi(StandIns) import NapkinFoundation

/// An order of objects by one value, as Foundation's `NSSortDescriptor`, with the key form
/// Linux's Foundation leaves out: `NSSortDescriptor(key: "name", ascending: true)` and
/// `NSSortDescriptor(keyPath: \Item.name, ascending: true)`.
///
/// Declared in the CoreData stand-in, it shadows Foundation's in a file that imports CoreData.
/// Values compare as predicates compare them (numbers as numbers, strings with `compare`,
/// dates); a missing value comes before any value, as CoreData orders `nil`.
public final class NSSortDescriptor: CustomStringConvertible, @unchecked Sendable {
    /// The key path compared (`"name"`, `"folder.name"`), `nil` for a descriptor built from a closure.
    public let key: String?
    /// True for ascending order.
    public let ascending: Bool
    /// The Swift key path given, if one was.
    public let keyPath: AnyKeyPath?
    private let read: (Any) -> Any?
    private let comparator: ((Any, Any) -> ComparisonResult)?

    private init(
        key: String?, ascending: Bool, keyPath: AnyKeyPath?, read: @escaping (Any) -> Any?, comparator: ((Any, Any) -> ComparisonResult)?
    ) {
        self.key = key
        self.ascending = ascending
        self.keyPath = keyPath
        self.read = read
        self.comparator = comparator
    }

    /// Orders by the value at the dotted key path `key`.
    public convenience init(key: String?, ascending: Bool) {
        let path = key?.split(separator: ".").map(String.init) ?? ["SELF"]
        self.init(key: key, ascending: ascending, keyPath: nil, read: { KeyPathReader.value(at: path, in: $0) }, comparator: nil)
    }

    /// Orders by the value at `key`, compared by `cmptr` (`{ ($0 as! String).localizedStandardCompare($1 as! String) }`).
    public convenience init(key: String?, ascending: Bool, comparator cmptr: @escaping (Any, Any) -> ComparisonResult) {
        let path = key?.split(separator: ".").map(String.init) ?? ["SELF"]
        self.init(key: key, ascending: ascending, keyPath: nil, read: { KeyPathReader.value(at: path, in: $0) }, comparator: cmptr)
    }

    /// Orders by the value at `keyPath` (`\Item.name`).
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(
            key: Self.name(of: keyPath), ascending: ascending, keyPath: keyPath,
            read: { root in (root as? Root).flatMap { unwrap($0[keyPath: keyPath]) } }, comparator: nil)
    }

    /// Orders as Foundation's `SortDescriptor` does (`NSSortDescriptor(SortDescriptor(\Item.name))`).
    public convenience init<Compared>(_ sortDescriptor: SortDescriptor<Compared>) {
        self.init(
            key: nil, ascending: sortDescriptor.order == .forward, keyPath: nil, read: { $0 },
            comparator: { lhs, rhs in
                guard let lhs = lhs as? Compared, let rhs = rhs as? Compared else { return .orderedSame }
                // `compare` applies the descriptor's order; undo it, `ascending` applies it again
                let result = sortDescriptor.compare(lhs, rhs)
                guard sortDescriptor.order == .reverse else { return result }
                return result == .orderedAscending ? .orderedDescending : result == .orderedDescending ? .orderedAscending : .orderedSame
            })
    }

    /// `name` for `\Item.name`, `folder.name` for `\Item.folder.name`.
    static func name(of keyPath: AnyKeyPath) -> String? {
        let text = "\(keyPath)"
        guard let dot = text.firstIndex(of: ".") else { return nil }
        return text[text.index(after: dot)...].replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
    }

    /// The same order, reversed.
    public var reversedSortDescriptor: NSSortDescriptor {
        NSSortDescriptor(key: key, ascending: !ascending, keyPath: keyPath, read: read, comparator: comparator)
    }

    /// The order of `object1` and `object2`.
    public func compare(_ object1: Any, to object2: Any) -> ComparisonResult {
        let result: ComparisonResult
        if let comparator {
            let lhs = read(object1), rhs = read(object2)
            switch (lhs, rhs) {
            case (nil, nil): result = .orderedSame
            case (nil, _): result = .orderedAscending
            case (_, nil): result = .orderedDescending
            case (let lhs?, let rhs?): result = comparator(lhs, rhs)
            }
        } else {
            result = Self.order(read(object1), read(object2))
        }
        guard !ascending else { return result }
        return result == .orderedAscending ? .orderedDescending : result == .orderedDescending ? .orderedAscending : .orderedSame
    }

    /// The order of two values: missing first, then as predicates order them.
    static func order(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
        switch (lhs, rhs) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: return PredicateValues.order(lhs, rhs, []) ?? .orderedSame
        }
    }

    /// `(name, ascending)`.
    public var description: String { "(\(key ?? "SELF"), \(ascending ? "ascending" : "descending"))" }
}
