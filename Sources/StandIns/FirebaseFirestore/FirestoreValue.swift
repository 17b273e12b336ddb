import Foundation

/// A value as Firestore stores it: the eleven kinds of its data model. Writes turn app values (`[String: Any]`) into
/// these and reads turn them back, so stored data never shares mutable objects with the app.
enum FirestoreValue: Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case timestamp(Timestamp)
    case string(String)
    case bytes(Data)
    case reference(String)
    case geoPoint(GeoPoint)
    case array([FirestoreValue])
    case map([String: FirestoreValue])

    /// Firestore's order of kinds: null, booleans, numbers, timestamps, strings, bytes, references, points, arrays, maps.
    var typeOrder: Int {
        switch self {
        case .null: 0
        case .bool: 1
        case .integer, .double: 2
        case .timestamp: 3
        case .string: 4
        case .bytes: 5
        case .reference: 6
        case .geoPoint: 7
        case .array: 8
        case .map: 9
        }
    }

    /// Orders two values as Firestore orders query results: by kind first, then within the kind (numbers by value
    /// with NaN first, whatever their Swift type; strings by their UTF-8 bytes; arrays and maps element by element).
    static func compare(_ lhs: FirestoreValue, _ rhs: FirestoreValue) -> ComparisonResult {
        if lhs.typeOrder != rhs.typeOrder { return lhs.typeOrder < rhs.typeOrder ? .orderedAscending : .orderedDescending }
        switch (lhs, rhs) {
        case (.null, .null): return .orderedSame
        case (.bool(let a), .bool(let b)): return order(a ? 1 : 0, b ? 1 : 0)
        case (.integer(let a), .integer(let b)): return order(a, b)
        case (.integer(let a), .double(let b)): return compareNumbers(Double(a), b, exactInteger: a)
        case (.double(let a), .integer(let b)): return invert(compareNumbers(Double(b), a, exactInteger: b))
        case (.double(let a), .double(let b)): return compareDoubles(a, b)
        case (.timestamp(let a), .timestamp(let b)): return a.compare(b)
        case (.string(let a), .string(let b)): return compareBytes(Array(a.utf8), Array(b.utf8))
        case (.bytes(let a), .bytes(let b)): return compareBytes(Array(a), Array(b))
        case (.reference(let a), .reference(let b)):
            let left = a.split(separator: "/").map(String.init)
            let right = b.split(separator: "/").map(String.init)
            for (x, y) in zip(left, right) where x != y { return compareBytes(Array(x.utf8), Array(y.utf8)) }
            return order(left.count, right.count)
        case (.geoPoint(let a), .geoPoint(let b)):
            let latitude = compareDoubles(a.latitude, b.latitude)
            return latitude != .orderedSame ? latitude : compareDoubles(a.longitude, b.longitude)
        case (.array(let a), .array(let b)):
            for (x, y) in zip(a, b) {
                let result = compare(x, y)
                if result != .orderedSame { return result }
            }
            return order(a.count, b.count)
        case (.map(let a), .map(let b)):
            let left = a.keys.sorted { compareBytes(Array($0.utf8), Array($1.utf8)) == .orderedAscending }
            let right = b.keys.sorted { compareBytes(Array($0.utf8), Array($1.utf8)) == .orderedAscending }
            for (x, y) in zip(left, right) {
                if x != y { return compareBytes(Array(x.utf8), Array(y.utf8)) }
                let result = compare(a[x]!, b[y]!)
                if result != .orderedSame { return result }
            }
            return order(left.count, right.count)
        default: return .orderedSame
        }
    }

    /// Firestore's equality: numbers equal by value (`1 == 1.0`), NaN equal to NaN, maps by their entries.
    static func equal(_ lhs: FirestoreValue, _ rhs: FirestoreValue) -> Bool {
        compare(lhs, rhs) == .orderedSame
    }

    private static func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    private static func invert(_ result: ComparisonResult) -> ComparisonResult {
        switch result {
        case .orderedAscending: .orderedDescending
        case .orderedDescending: .orderedAscending
        case .orderedSame: .orderedSame
        }
    }

    private static func compareDoubles(_ a: Double, _ b: Double) -> ComparisonResult {
        if a.isNaN || b.isNaN { return a.isNaN ? (b.isNaN ? .orderedSame : .orderedAscending) : .orderedDescending }
        return order(a, b)
    }

    /// Compares integer `exactInteger` (whose double is `a`) with double `b` without losing the integer's precision.
    private static func compareNumbers(_ a: Double, _ b: Double, exactInteger: Int64) -> ComparisonResult {
        if b.isNaN { return .orderedDescending }
        if a != b { return order(a, b) }
        guard b >= -9.2e18, b <= 9.2e18 else { return order(a, b) }
        return order(exactInteger, Int64(b))
    }

    private static func compareBytes(_ a: [UInt8], _ b: [UInt8]) -> ComparisonResult {
        for (x, y) in zip(a, b) where x != y { return x < y ? .orderedAscending : .orderedDescending }
        return order(a.count, b.count)
    }

    /// The bytes Firestore counts for this value toward a document's 1 MiB limit (its storage-size rules: strings
    /// their UTF-8 length plus one, numbers and timestamps 8, booleans and null 1, points 16, references their path).
    var storageSize: Int {
        switch self {
        case .null, .bool: 1
        case .integer, .double, .timestamp: 8
        case .string(let string): string.utf8.count + 1
        case .bytes(let data): data.count
        case .reference(let path): FirestoreValue.documentNameSize(path)
        case .geoPoint: 16
        case .array(let values): values.reduce(0) { $0 + $1.storageSize }
        case .map(let fields): FirestoreValue.mapSize(fields)
        }
    }

    static func mapSize(_ fields: [String: FirestoreValue]) -> Int {
        fields.reduce(0) { $0 + $1.key.utf8.count + 1 + $1.value.storageSize }
    }

    /// A document name's size: each segment's UTF-8 length plus one, plus 16.
    static func documentNameSize(_ path: String) -> Int {
        path.split(separator: "/").reduce(16) { $0 + $1.utf8.count + 1 }
    }

    /// The value at `path` inside this map value, or nil when a step is missing or not a map.
    func value(at path: ArraySlice<String>) -> FirestoreValue? {
        guard let first = path.first else { return self }
        guard case .map(let fields) = self, let next = fields[first] else { return nil }
        return next.value(at: path.dropFirst())
    }
}

/// Turns app values into Firestore values and back.
enum FirestoreValueConversion {
    /// `value` (from a `[String: Any]` an app wrote) as a Firestore value; sentinels are rejected here (the write
    /// path handles them before). Throws `invalidArgument` naming the field for a type Firestore cannot store.
    static func value(_ value: Any?, field: String) throws -> FirestoreValue {
        guard let value else { return .null }
        if let optional = value as? any OptionalProtocol {
            guard let wrapped = optional.wrappedAny else { return .null }
            return try self.value(wrapped, field: field)
        }
        switch value {
        case is NSNull: return .null
        case let bool as Bool where type(of: value) == Bool.self: return .bool(bool)
        case let int as Int: return .integer(Int64(int))
        case let int as Int64: return .integer(int)
        case let int as Int32: return .integer(Int64(int))
        case let int as Int16: return .integer(Int64(int))
        case let int as Int8: return .integer(Int64(int))
        case let int as UInt8: return .integer(Int64(int))
        case let int as UInt16: return .integer(Int64(int))
        case let int as UInt32: return .integer(Int64(int))
        case let int as UInt:
            guard let exact = Int64(exactly: int) else { throw tooLarge(field) }
            return .integer(exact)
        case let int as UInt64:
            guard let exact = Int64(exactly: int) else { throw tooLarge(field) }
            return .integer(exact)
        case let double as Double: return .double(double)
        case let float as Float: return .double(Double(float))
        case let float as CGFloat: return .double(Double(float))
        case let decimal as Decimal: return .double(NSDecimalNumber(decimal: decimal).doubleValue)
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" { return .bool(number.boolValue) }
            if type == "f" || type == "d" { return .double(number.doubleValue) }
            return .integer(number.int64Value)
        case let string as String: return .string(string)
        case let string as Substring: return .string(String(string))
        case let data as Data: return .bytes(data)
        case let date as Date: return .timestamp(Timestamp(date: date))
        case let stamp as Timestamp: return .timestamp(stamp)
        case let point as GeoPoint: return .geoPoint(point)
        case let reference as DocumentReference: return .reference(reference.path)
        case is FieldValue:
            throw FirestoreErrorCode.make(
                .invalidArgument, "Invalid data. FieldValue sentinels are not supported inside arrays (found in field \(field)).")
        case let array as [Any]:
            return .array(
                try array.map { element in
                    if element is [Any] {
                        throw FirestoreErrorCode.make(
                            .invalidArgument, "Invalid data. Nested arrays are not supported (found in field \(field)).")
                    }
                    return try self.value(element, field: field)
                })
        case let map as [String: Any]:
            return .map(try Dictionary(uniqueKeysWithValues: map.map { ($0.key, try self.value($0.value, field: "\(field).\($0.key)")) }))
        case let map as [AnyHashable: Any]:
            var fields: [String: FirestoreValue] = [:]
            for (key, element) in map {
                guard let key = key.base as? String else {
                    throw FirestoreErrorCode.make(.invalidArgument, "Invalid data. Map keys must be strings (found in field \(field)).")
                }
                fields[key] = try self.value(element, field: "\(field).\(key)")
            }
            return .map(fields)
        default:
            throw FirestoreErrorCode.make(
                .invalidArgument,
                "Unsupported type: \(type(of: value)) (found in field \(field)). Store numbers, strings, booleans, dates, "
                    + "Timestamp, GeoPoint, Data, DocumentReference, arrays or [String: Any] maps.")
        }
    }

    private static func tooLarge(_ field: String) -> FirestoreErrorCode {
        FirestoreErrorCode.make(
            .invalidArgument,
            "Invalid data. Unsigned integer is too large (found in field \(field)); Firestore stores 64-bit signed integers.")
    }

    /// The app value of `value`, as `data()` returns it (`Int` for integers, `Timestamp` for times, `NSNull` for null).
    static func any(_ value: FirestoreValue, in firestore: Firestore) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let bool): return bool
        case .integer(let int): return Int(int)
        case .double(let double): return double
        case .timestamp(let stamp): return stamp
        case .string(let string): return string
        case .bytes(let data): return data
        case .reference(let path): return DocumentReference(firestore: firestore, path: path)
        case .geoPoint(let point): return point
        case .array(let values): return values.map { any($0, in: firestore) }
        case .map(let fields): return fields.mapValues { any($0, in: firestore) }
        }
    }
}

/// Lets a `[String: Any]` holding an `Optional` (`["name": user.name]` with an optional name) store null or the value.
protocol OptionalProtocol {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
    var wrappedAny: Any? {
        switch self {
        case .some(let value): value
        case .none: nil
        }
    }
}
