import Foundation

/// One location of the JSON tree the Realtime Database keeps: a leaf (string, number, boolean) or children by key.
/// An empty object is no value at all, so stored trees never hold one (`nil` stands for null).
indirect enum DatabaseNode: Equatable, Sendable {
    case string(String)
    case int(Int64)
    case double(Double)
    case bool(Bool)
    case object([String: DatabaseNode])

    var children: [String: DatabaseNode] {
        if case .object(let children) = self { return children }
        return [:]
    }

    var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// The value as the SDK hands it to an app: `String`, `NSNumber` (booleans as boolean numbers), `[String: Any]`,
    /// or `[Any]` when the keys are the dense integers of an array (`NSNull` in its gaps), as Firebase exports them.
    var exported: Any {
        switch self {
        case .string(let string): return string
        case .int(let int): return NSNumber(value: int)
        case .double(let double): return NSNumber(value: double)
        case .bool(let bool): return NSNumber(value: bool)
        case .object(let children):
            if let array = Self.arrayIndexes(of: children) {
                var values = [Any](repeating: NSNull(), count: array.count)
                for (index, key) in array.keys { values[index] = children[key]?.exported ?? NSNull() }
                return values
            }
            return children.mapValues(\.exported)
        }
    }

    /// The indexes of `children` when every key is a non-negative integer in canonical form and the largest is below
    /// twice their number (Firebase's rule for reading children back as an array); nil otherwise.
    private static func arrayIndexes(of children: [String: DatabaseNode]) -> (count: Int, keys: [(Int, String)])? {
        var keys: [(Int, String)] = []
        var largest = -1
        for key in children.keys {
            guard let index = DatabaseKeys.integer(key), index >= 0 else { return nil }
            keys.append((Int(index), key))
            largest = max(largest, Int(index))
        }
        guard !keys.isEmpty, largest < 2 * keys.count else { return nil }
        return (largest + 1, keys)
    }

    /// The node at `path` below this one, or nil.
    func node(at path: ArraySlice<String>) -> DatabaseNode? {
        guard let first = path.first else { return self }
        return children[first]?.node(at: path.dropFirst())
    }

    /// `root` with `newValue` at `path` (nil removes it), empty objects pruned on the way back up.
    static func replacing(_ root: DatabaseNode?, at path: ArraySlice<String>, with newValue: DatabaseNode?) -> DatabaseNode? {
        guard let first = path.first else { return newValue }
        var children = root?.children ?? [:]
        children[first] = replacing(children[first], at: path.dropFirst(), with: newValue)
        return children.isEmpty ? nil : .object(children)
    }

    /// The rank of the value's type in Firebase's ordering: null, false, true, numbers, strings, objects.
    var typeRank: Int {
        switch self {
        case .bool(let bool): return bool ? 2 : 1
        case .int, .double: return 3
        case .string: return 4
        case .object: return 5
        }
    }

    var number: Double? {
        switch self {
        case .int(let int): return Double(int)
        case .double(let double): return double
        default: return nil
        }
    }

    /// Firebase's value order (null first, then false, true, numbers, strings, objects); objects are all equal.
    static func compare(_ lhs: DatabaseNode?, _ rhs: DatabaseNode?) -> ComparisonResult {
        let left = lhs?.typeRank ?? 0
        let right = rhs?.typeRank ?? 0
        if left != right { return left < right ? .orderedAscending : .orderedDescending }
        switch (lhs, rhs) {
        case (.some(let a), .some(let b)):
            if let x = a.number, let y = b.number {
                if case .int(let i) = a, case .int(let j) = b {
                    return i == j ? .orderedSame : i < j ? .orderedAscending : .orderedDescending
                }
                return x == y ? .orderedSame : x < y ? .orderedAscending : .orderedDescending
            }
            if case .string(let x) = a, case .string(let y) = b {
                return x == y ? .orderedSame : x < y ? .orderedAscending : .orderedDescending
            }
            return .orderedSame
        default: return .orderedSame
        }
    }
}

/// Firebase's rules for keys and paths, and its key order.
enum DatabaseKeys {
    /// The deepest a path or a value may go, as Firebase allows.
    static let maximumDepth = 32
    /// The longest a key or a path may be, in UTF-8 bytes.
    static let maximumKeyBytes = 768

    /// The key as a 32-bit integer when it is one in canonical form ("7", "-3", not "07"), which Firebase orders
    /// numerically before every other key.
    static func integer(_ key: String) -> Int32? {
        guard let value = Int32(key), String(value) == key else { return nil }
        return value
    }

    /// Firebase's key order: integer keys first, numerically, then the others as strings.
    static func less(_ lhs: String, _ rhs: String) -> Bool {
        switch (integer(lhs), integer(rhs)) {
        case (.some(let a), .some(let b)): return a < b
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return lhs < rhs
        }
    }

    static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        lhs == rhs ? .orderedSame : less(lhs, rhs) ? .orderedAscending : .orderedDescending
    }

    /// Why `key` cannot name a child (empty, too long, or holding `.`, `#`, `$`, `[`, `]`, `/` or a control
    /// character), or nil when it can.
    static func problem(withKey key: String) -> String? {
        if key.isEmpty { return "A key cannot be empty." }
        if key.utf8.count > maximumKeyBytes { return "The key '\(key.prefix(40))...' is longer than \(maximumKeyBytes) bytes." }
        if let bad = key.unicodeScalars.first(where: { ".#$[]/".unicodeScalars.contains($0) || $0.value < 0x20 || $0.value == 0x7F }) {
            return
                "The key '\(key)' contains '\(bad.escaped(asASCII: true))': keys must not contain '.', '#', '$', '[', ']', '/' or control characters."
        }
        return nil
    }

    /// The segments of `path` (empty segments between slashes dropped), or why it is not a valid path.
    static func segments(of path: String) -> Result<[String], DatabaseError> {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if path.utf8.count > maximumKeyBytes {
            return .failure(DatabaseError(.invalidPath, "The path '\(path.prefix(40))...' is longer than \(maximumKeyBytes) bytes."))
        }
        if segments.count > maximumDepth {
            return .failure(DatabaseError(.invalidPath, "The path '\(path.prefix(40))...' is deeper than \(maximumDepth) levels."))
        }
        for segment in segments {
            if let bad = segment.unicodeScalars.first(where: { ".#$[]".unicodeScalars.contains($0) || $0.value < 0x20 || $0.value == 0x7F })
            {
                return .failure(
                    DatabaseError(
                        .invalidPath,
                        "Invalid path '\(path)': it contains '\(bad.escaped(asASCII: true))'; paths must not contain '.', '#', '$', '[', ']' or control characters."
                    ))
            }
        }
        return .success(segments)
    }
}

/// What a write stores: the app's values turned into a tree, with Firebase's checks, and `ServerValue` placeholders
/// resolved against the data already there.
struct DatabaseValueConversion {
    /// The database's time for `ServerValue.timestamp()`, in milliseconds since 1970.
    let serverMilliseconds: Int64
    /// The data stored before the write, for `ServerValue.increment(_:)`.
    let current: (ArraySlice<String>) -> DatabaseNode?

    /// The tree of `value` to store at `path`, nil for null (nil, `NSNull`, an empty dictionary or array).
    func node(from value: Any?, at path: [String]) throws(DatabaseError) -> DatabaseNode? {
        guard let value = Self.unwrapped(value) else { return nil }
        if path.count > DatabaseKeys.maximumDepth {
            throw DatabaseError(
                .invalidData,
                "The value at '/\(path.prefix(8).joined(separator: "/"))...' is nested deeper than \(DatabaseKeys.maximumDepth) levels.")
        }
        if value is NSNull { return nil }
        if let bool = value as? Bool, value is Bool { return .bool(bool) }
        if let string = value as? String { return .string(string) }
        if let number = value as? NSNumber { return try Self.node(from: number, at: path) }
        if let dictionary = value as? [AnyHashable: Any] {
            if let placeholder = dictionary[".sv"] { return try serverValue(placeholder, at: path) }
            var children: [String: DatabaseNode] = [:]
            for (key, child) in dictionary {
                guard let key = key.base as? String else {
                    throw DatabaseError(.invalidData, "The dictionary at '\(Self.shown(path))' has a key that is not a string (\(key)).")
                }
                if let problem = DatabaseKeys.problem(withKey: key) {
                    throw DatabaseError(.invalidKey, "Cannot write at '\(Self.shown(path))': \(problem)")
                }
                if let node = try node(from: child, at: path + [key]) { children[key] = node }
            }
            return children.isEmpty ? nil : .object(children)
        }
        if let array = value as? [Any] {
            var children: [String: DatabaseNode] = [:]
            for (index, child) in array.enumerated() {
                if let node = try node(from: child, at: path + [String(index)]) { children[String(index)] = node }
            }
            return children.isEmpty ? nil : .object(children)
        }
        throw DatabaseError(
            .invalidData,
            "Cannot store an object of type \(type(of: value)) at '\(Self.shown(path))': only strings, numbers, booleans, dictionaries and arrays (or nil) can be stored."
        )
    }

    private static func node(from number: NSNumber, at path: [String]) throws(DatabaseError) -> DatabaseNode {
        let type = String(cString: number.objCType)
        if type == "d" || type == "f" {
            let double = number.doubleValue
            guard double.isFinite else {
                throw DatabaseError(.invalidData, "Cannot store \(double) at '\(shown(path))': numbers must be finite.")
            }
            return .double(double)
        }
        if type == "Q" || type == "L", number.uint64Value > UInt64(Int64.max) { return .double(number.doubleValue) }
        return .int(number.int64Value)
    }

    private func serverValue(_ placeholder: Any, at path: [String]) throws(DatabaseError) -> DatabaseNode {
        if let name = placeholder as? String, name == "timestamp" { return .int(serverMilliseconds) }
        if let operation = placeholder as? [AnyHashable: Any], let delta = operation["increment"] as? NSNumber {
            let deltaNode = try Self.node(from: delta, at: path)
            switch (current(path[...]), deltaNode) {
            case (.int(let a), .int(let b)):
                let (sum, overflow) = a.addingReportingOverflow(b)
                return overflow ? .double(Double(a) + Double(b)) : .int(sum)
            case (.some(let existing), _) where existing.number != nil:
                return .double((existing.number ?? 0) + (deltaNode.number ?? 0))
            default:
                return deltaNode
            }
        }
        throw DatabaseError(
            .invalidData, "Invalid server value at '\(Self.shown(path))': expected ServerValue.timestamp() or ServerValue.increment(_:).")
    }

    /// `value` without the `Optional` layers an `Any` can hide; nil when one of them is empty.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let inner = mirror.children.first?.value else { return nil }
        return unwrapped(inner)
    }

    static func shown(_ path: [String]) -> String { "/" + path.joined(separator: "/") }
}
