import Foundation

/// One step of a path into a ``JSON``: an array index or a dictionary key, as SwiftyJSON's `JSONKey`.
public enum JSONKey: Sendable {
    /// An index into an array.
    case index(Int)
    /// A key into a dictionary.
    case key(String)
}

/// What a ``JSON`` subscript takes: `Int` (an index) and `String` (a key), as SwiftyJSON's `JSONSubscriptType`.
public protocol JSONSubscriptType {
    /// The step this value stands for.
    var jsonKey: JSONKey { get }
}

extension Int: JSONSubscriptType {
    /// An index into an array.
    public var jsonKey: JSONKey { .index(self) }
}

extension String: JSONSubscriptType {
    /// A key into a dictionary.
    public var jsonKey: JSONKey { .key(self) }
}

extension JSON {
    /// The element at `index` of an array; otherwise null with ``SwiftyJSONError/indexOutOfBounds`` (past the
    /// end) or this value's error, else ``SwiftyJSONError/wrongType`` (not an array).
    private func element(at index: Int) -> JSON {
        guard case .array(let elements) = content else { return .missing(error ?? .wrongType) }
        guard elements.indices.contains(index) else { return .missing(.indexOutOfBounds) }
        return elements[index]
    }

    /// The value under `key` of a dictionary; otherwise null with ``SwiftyJSONError/notExist`` (no such key) or
    /// this value's error, else ``SwiftyJSONError/wrongType`` (not a dictionary).
    private func value(forKey key: String) -> JSON {
        guard case .dictionary(let entries) = content else { return .missing(error ?? .wrongType) }
        return entries[key] ?? .missing(.notExist)
    }

    /// One step down.
    private func child(_ step: JSONKey) -> JSON {
        switch step {
        case .index(let index): element(at: index)
        case .key(let key): value(forKey: key)
        }
    }

    /// Replaces one step's value, as SwiftyJSON does: an existing index of an array, or any key of a dictionary,
    /// and only with a value without an error; anything else is left as it is. A value that would nest deeper
    /// than ``SwiftyJSONLimits/maximumDepth`` is not stored either.
    private mutating func setChild(_ step: JSONKey, to newValue: JSON) {
        guard newValue.error == nil else { return }
        switch (step, content) {
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            elements[index] = newValue
            if let replaced = JSON.container(.array(elements)) { self = replaced.keepingError(error) }
        case (.key(let key), .dictionary(var entries)):
            entries[key] = newValue
            if let replaced = JSON.container(.dictionary(entries)) { self = replaced.keepingError(error) }
        default:
            break
        }
    }

    private func keepingError(_ error: SwiftyJSONError?) -> JSON {
        var copy = self
        copy.error = error
        return copy
    }

    /// The value at the end of `path` (indexes and keys), `json[["user", "names", 0]]` being
    /// `json["user"]["names"][0]`; null with an ``error`` if a step finds nothing. Setting it replaces that value
    /// where every step exists (a dictionary's last step may add a key); otherwise nothing changes.
    public subscript(path: [any JSONSubscriptType]) -> JSON {
        get { path.reduce(self) { $0.child($1.jsonKey) } }
        set {
            guard let first = path.first else { return }
            var next = child(first.jsonKey)
            if path.count == 1 {
                next = newValue.cleared
            } else {
                next[Array(path.dropFirst())] = newValue
            }
            setChild(first.jsonKey, to: next)
        }
    }

    /// The value at the end of the path `json["user", "names", 0]` (see ``subscript(_:)-([any JSONSubscriptType])``);
    /// a single step, `json["name"]` or `json[0]`, is the common case.
    public subscript(path: any JSONSubscriptType...) -> JSON {
        get { self[path] }
        set { self[path] = newValue }
    }
}

/// A position in a ``JSON``'s array or dictionary, as SwiftyJSON's `Index`; `null` for any other value (where the
/// start is the end).
public enum Index<T>: Comparable {
    /// A position in an array.
    case array(Int)
    /// A position in a dictionary.
    case dictionary(DictionaryIndex<String, T>)
    /// The one position of a value that is neither.
    case null

    /// Whether the two are the same position of the same kind.
    public static func == (lhs: Index, rhs: Index) -> Bool {
        switch (lhs, rhs) {
        case (.array(let left), .array(let right)): left == right
        case (.dictionary(let left), .dictionary(let right)): left == right
        case (.null, .null): true
        default: false
        }
    }

    /// Whether `lhs` comes first (positions of different kinds are unordered: false).
    public static func < (lhs: Index, rhs: Index) -> Bool {
        switch (lhs, rhs) {
        case (.array(let left), .array(let right)): left < right
        case (.dictionary(let left), .dictionary(let right)): left < right
        default: false
        }
    }
}

extension Index: Sendable where T: Sendable {}

/// A position in a ``JSON`` (napkin keeps children as ``JSON`` values, so ``JSON/Index`` is this one).
public typealias JSONIndex = Index<JSON>
/// SwiftyJSON's name for positions over `Any` values (SwiftyJSON's `JSON.Index`); napkin's ``JSON`` uses
/// ``JSONIndex``.
public typealias JSONRawIndex = Index<Any>

extension JSON: Collection {
    /// A position in the array or dictionary.
    public typealias Index = JSONIndex

    /// The first position: the array's first index, the dictionary's first entry, or `.null`.
    public var startIndex: Index {
        switch content {
        case .array(let elements): .array(elements.startIndex)
        case .dictionary(let entries): .dictionary(entries.startIndex)
        default: .null
        }
    }

    /// The position past the last: the array's end, the dictionary's end, or `.null` (so other values are empty).
    public var endIndex: Index {
        switch content {
        case .array(let elements): .array(elements.endIndex)
        case .dictionary(let entries): .dictionary(entries.endIndex)
        default: .null
        }
    }

    /// The position after `position`.
    public func index(after position: Index) -> Index {
        switch (position, content) {
        case (.array(let index), .array(let elements)): .array(elements.index(after: index))
        case (.dictionary(let index), .dictionary(let entries)): .dictionary(entries.index(after: index))
        default: .null
        }
    }

    /// The entry at `position`: for an array the index as a string and the element (`("0", first)`), for a
    /// dictionary the key and the value, else `("", null)`.
    public subscript(position: Index) -> (String, JSON) {
        switch (position, content) {
        case (.array(let index), .array(let elements)): (String(index), elements[index])
        case (.dictionary(let index), .dictionary(let entries)): (entries[index].key, entries[index].value)
        default: ("", .null)
        }
    }
}
