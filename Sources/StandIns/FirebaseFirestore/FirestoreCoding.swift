import Foundation

extension CodingUserInfoKey {
    /// Where ``Firestore/Decoder`` puts the document being decoded, for `@DocumentID`.
    static let firestoreDocumentReference = CodingUserInfoKey(rawValue: "FirestoreDocumentReference")!
}

/// Values Firestore stores as themselves: the encoder keeps them and the decoder hands them back.
private func isPassThrough(_ value: Any) -> Bool {
    value is Timestamp || value is GeoPoint || value is DocumentReference || value is FieldValue || value is Date || value is Data
}

/// A property wrapper the encoder leaves out of the map it writes (`@DocumentID`).
protocol SkippedWhenEncoded {}

/// A property wrapper the decoder fills when its key is missing (`@DocumentID` from the document's reference,
/// `@ServerTimestamp` and `@ExplicitNull` with nil).
protocol FilledWhenMissing {
    static func missing(reference: DocumentReference?) throws -> Self
}

extension Firestore {
    /// Encodes `Encodable` values as the `[String: Any]` maps Firestore writes, as FirebaseFirestore's
    /// `Firestore.Encoder`: `Date` becomes a timestamp, `Timestamp`, `GeoPoint`, `DocumentReference`, `Data` and
    /// `FieldValue` are kept as they are, `nil` optionals are left out, `@DocumentID` is never written and a nil
    /// `@ServerTimestamp` becomes `FieldValue.serverTimestamp()`.
    open class Encoder: @unchecked Sendable {
        // Unchecked: configuration set before use, as JSONEncoder's.
        /// Values put in every coder's `userInfo`.
        open var userInfo: [CodingUserInfoKey: Any] = [:]

        /// A coder with no user info.
        public init() {}

        /// `value` as a document's fields. Throws when the value is not a keyed container at the top level.
        open func encode<T: Encodable>(_ value: T) throws -> [String: Any] {
            let encoded = try encodeAny(value)
            guard let map = encoded as? [String: Any] else {
                throw FirestoreEncodingError.encodingIsNotSupported(
                    "Top-level \(T.self) encoded as \(type(of: encoded)), not as a map: Firestore documents are maps of fields.")
            }
            return map
        }

        func encodeAny<T: Encodable>(_ value: T) throws -> Any {
            if isPassThrough(value) { return value }
            let encoder = FirestoreValueEncoder(codingPath: [], userInfo: userInfo)
            try value.encode(to: encoder)
            return encoder.storage.resolved ?? [String: Any]()
        }
    }

    /// Decodes `Decodable` values from the maps Firestore reads, as FirebaseFirestore's `Firestore.Decoder`: a
    /// timestamp decodes as `Date` or `Timestamp`, `@DocumentID` takes the document's ID or reference.
    open class Decoder: @unchecked Sendable {
        // Unchecked: configuration set before use, as JSONDecoder's.
        /// Values put in every coder's `userInfo`.
        open var userInfo: [CodingUserInfoKey: Any] = [:]

        /// A coder with no user info.
        public init() {}

        /// A `T` from `data` (a document's `data()`), with `reference` the document it came from (for `@DocumentID`).
        open func decode<T: Decodable>(_ type: T.Type, from data: Any, in reference: DocumentReference? = nil) throws -> T {
            var info = userInfo
            if let reference { info[.firestoreDocumentReference] = reference }
            let decoder = FirestoreValueDecoder(value: data, codingPath: [], userInfo: info)
            return try decoder.unbox(type)
        }
    }
}

// MARK: - Encoding

/// What an encoder holds: nothing yet, a single value, a map or an array (reference types, so nested containers can
/// fill them after they are attached).
final class EncodedNode {
    enum Content {
        case empty
        case value(Any)
        case map(EncodedMap)
        case array(EncodedArray)
    }

    var content: Content = .empty

    var resolved: Any? {
        switch content {
        case .empty: return nil
        case .value(let value): return value
        case .map(let map): return map.resolved
        case .array(let array): return array.resolved
        }
    }
}

final class EncodedMap {
    var entries: [(String, EncodedNode)] = []
    var resolved: [String: Any] {
        var result: [String: Any] = [:]
        for (key, node) in entries { if let value = node.resolved { result[key] = value } }
        return result
    }
}

final class EncodedArray {
    var elements: [EncodedNode] = []
    var resolved: [Any] { elements.map { $0.resolved ?? NSNull() } }
}

final class FirestoreValueEncoder: Swift.Encoder {
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    let storage: EncodedNode

    init(codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any], storage: EncodedNode = EncodedNode()) {
        self.codingPath = codingPath
        self.userInfo = userInfo
        self.storage = storage
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let map: EncodedMap
        if case .map(let existing) = storage.content {
            map = existing
        } else {
            map = EncodedMap()
            storage.content = .map(map)
        }
        return KeyedEncodingContainer(KeyedEncoder<Key>(encoder: self, map: map))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: EncodedArray
        if case .array(let existing) = storage.content {
            array = existing
        } else {
            array = EncodedArray()
            storage.content = .array(array)
        }
        return UnkeyedEncoder(encoder: self, array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleEncoder(encoder: self) }

    /// `value` encoded into `node`: pass-through values kept, others through their `encode(to:)`.
    func encode<T: Encodable>(_ value: T, into node: EncodedNode, key: (any CodingKey)?) throws {
        if let date = value as? Date {
            node.content = .value(Timestamp(date: date))
        } else if isPassThrough(value) {
            node.content = .value(value)
        } else if let url = value as? URL {
            node.content = .value(url.absoluteString)
        } else if let decimal = value as? Decimal {
            node.content = .value(NSDecimalNumber(decimal: decimal).doubleValue)
        } else {
            let path = key.map { codingPath + [$0] } ?? codingPath
            try value.encode(to: FirestoreValueEncoder(codingPath: path, userInfo: userInfo, storage: node))
        }
    }

    struct KeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: FirestoreValueEncoder
        let map: EncodedMap
        var codingPath: [any CodingKey] { encoder.codingPath }

        private func node(for key: Key) -> EncodedNode {
            let node = EncodedNode()
            map.entries.removeAll { $0.0 == key.stringValue }
            map.entries.append((key.stringValue, node))
            return node
        }

        mutating func encodeNil(forKey key: Key) throws { node(for: key).content = .value(NSNull()) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { node(for: key).content = .value(value) }
        mutating func encode(_ value: String, forKey key: Key) throws { node(for: key).content = .value(value) }
        mutating func encode(_ value: Double, forKey key: Key) throws { node(for: key).content = .value(value) }
        mutating func encode(_ value: Float, forKey key: Key) throws { node(for: key).content = .value(Double(value)) }
        mutating func encode(_ value: Int, forKey key: Key) throws { node(for: key).content = .value(value) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { node(for: key).content = .value(Int(value)) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { node(for: key).content = .value(Int(value)) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { node(for: key).content = .value(Int(value)) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { node(for: key).content = .value(Int(value)) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { node(for: key).content = .value(value) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { node(for: key).content = .value(Int(value)) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { node(for: key).content = .value(Int(value)) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { node(for: key).content = .value(Int(value)) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { node(for: key).content = .value(value) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            if value is SkippedWhenEncoded { return }
            try encoder.encode(value, into: node(for: key), key: key)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<
            NestedKey
        > {
            FirestoreValueEncoder(codingPath: codingPath + [key], userInfo: encoder.userInfo, storage: node(for: key)).container(
                keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            FirestoreValueEncoder(codingPath: codingPath + [key], userInfo: encoder.userInfo, storage: node(for: key)).unkeyedContainer()
        }

        mutating func superEncoder() -> any Swift.Encoder {
            FirestoreValueEncoder(codingPath: codingPath, userInfo: encoder.userInfo, storage: node(for: Key(stringValue: "super")!))
        }

        mutating func superEncoder(forKey key: Key) -> any Swift.Encoder {
            FirestoreValueEncoder(codingPath: codingPath + [key], userInfo: encoder.userInfo, storage: node(for: key))
        }
    }

    struct UnkeyedEncoder: UnkeyedEncodingContainer {
        let encoder: FirestoreValueEncoder
        let array: EncodedArray
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int { array.elements.count }

        private func next() -> EncodedNode {
            let node = EncodedNode()
            array.elements.append(node)
            return node
        }

        mutating func encodeNil() throws { next().content = .value(NSNull()) }
        mutating func encode(_ value: Bool) throws { next().content = .value(value) }
        mutating func encode(_ value: String) throws { next().content = .value(value) }
        mutating func encode(_ value: Double) throws { next().content = .value(value) }
        mutating func encode(_ value: Float) throws { next().content = .value(Double(value)) }
        mutating func encode(_ value: Int) throws { next().content = .value(value) }
        mutating func encode(_ value: Int8) throws { next().content = .value(Int(value)) }
        mutating func encode(_ value: Int16) throws { next().content = .value(Int(value)) }
        mutating func encode(_ value: Int32) throws { next().content = .value(Int(value)) }
        mutating func encode(_ value: Int64) throws { next().content = .value(Int(value)) }
        mutating func encode(_ value: UInt) throws { next().content = .value(value) }
        mutating func encode(_ value: UInt8) throws { next().content = .value(Int(value)) }
        mutating func encode(_ value: UInt16) throws { next().content = .value(Int(value)) }
        mutating func encode(_ value: UInt32) throws { next().content = .value(Int(value)) }
        mutating func encode(_ value: UInt64) throws { next().content = .value(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encode(value, into: next(), key: nil) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            FirestoreValueEncoder(codingPath: codingPath, userInfo: encoder.userInfo, storage: next()).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            FirestoreValueEncoder(codingPath: codingPath, userInfo: encoder.userInfo, storage: next()).unkeyedContainer()
        }

        mutating func superEncoder() -> any Swift.Encoder {
            FirestoreValueEncoder(codingPath: codingPath, userInfo: encoder.userInfo, storage: next())
        }
    }

    struct SingleEncoder: SingleValueEncodingContainer {
        let encoder: FirestoreValueEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() throws { encoder.storage.content = .value(NSNull()) }
        mutating func encode(_ value: Bool) throws { encoder.storage.content = .value(value) }
        mutating func encode(_ value: String) throws { encoder.storage.content = .value(value) }
        mutating func encode(_ value: Double) throws { encoder.storage.content = .value(value) }
        mutating func encode(_ value: Float) throws { encoder.storage.content = .value(Double(value)) }
        mutating func encode(_ value: Int) throws { encoder.storage.content = .value(value) }
        mutating func encode(_ value: Int8) throws { encoder.storage.content = .value(Int(value)) }
        mutating func encode(_ value: Int16) throws { encoder.storage.content = .value(Int(value)) }
        mutating func encode(_ value: Int32) throws { encoder.storage.content = .value(Int(value)) }
        mutating func encode(_ value: Int64) throws { encoder.storage.content = .value(Int(value)) }
        mutating func encode(_ value: UInt) throws { encoder.storage.content = .value(value) }
        mutating func encode(_ value: UInt8) throws { encoder.storage.content = .value(Int(value)) }
        mutating func encode(_ value: UInt16) throws { encoder.storage.content = .value(Int(value)) }
        mutating func encode(_ value: UInt32) throws { encoder.storage.content = .value(Int(value)) }
        mutating func encode(_ value: UInt64) throws { encoder.storage.content = .value(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encode(value, into: encoder.storage, key: nil) }
    }
}

// MARK: - Decoding

struct FirestoreCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }
    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

final class FirestoreValueDecoder: Swift.Decoder {
    let value: Any
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    init(value: Any, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.value = value
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    var reference: DocumentReference? { userInfo[.firestoreDocumentReference] as? DocumentReference }

    private func mismatch(_ expected: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(
            expected,
            .init(
                codingPath: codingPath, debugDescription: "Expected \(expected) but found \(type(of: value)) (\(value)) in Firestore data.")
        )
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let map = value as? [String: Any] else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(KeyedDecoder<Key>(decoder: self, map: map))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let array = value as? [Any] else { throw mismatch([Any].self) }
        return UnkeyedDecoder(decoder: self, array: array)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleDecoder(decoder: self) }

    func child(_ value: Any, key: any CodingKey) -> FirestoreValueDecoder {
        FirestoreValueDecoder(value: value, codingPath: codingPath + [key], userInfo: userInfo)
    }

    var isNull: Bool { value is NSNull }

    /// The value as `T`: stored kinds handed over (a timestamp as `Date`), numbers converted exactly, anything
    /// else through `T`'s `init(from:)`.
    func unbox<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Date.self {
            if let stamp = value as? Timestamp { return stamp.dateValue() as! T }
            if let date = value as? Date { return date as! T }
            throw mismatch(Date.self)
        }
        if T.self == Timestamp.self, let date = value as? Date { return Timestamp(date: date) as! T }
        if let same = value as? T, isPassThrough(value) { return same }
        if T.self == URL.self {
            guard let string = value as? String, let url = URL(string: string) else { throw mismatch(URL.self) }
            return url as! T
        }
        if T.self == Decimal.self {
            guard let double = number(Double.self) else { throw mismatch(Decimal.self) }
            return Decimal(double) as! T
        }
        if T.self == String.self {
            guard let string = value as? String else { throw mismatch(String.self) }
            return string as! T
        }
        if T.self == Bool.self {
            guard let bool = value as? Bool else { throw mismatch(Bool.self) }
            return bool as! T
        }
        if T.self is any BinaryInteger.Type || T.self is any BinaryFloatingPoint.Type { return try exactNumber(T.self) }
        return try T(from: self)
    }

    /// The value as a number of type `N`, when it is a number that `N` holds exactly (a double with a fraction is not
    /// an `Int`).
    func number<N>(_ type: N.Type) -> N? {
        let double: Double
        var integer: Int64?
        switch value {
        case let int as Int:
            double = Double(int)
            integer = Int64(int)
        case let int as Int64:
            double = Double(int)
            integer = int
        case let int as UInt:
            double = Double(int)
            integer = Int64(exactly: int)
        case let int as UInt64:
            double = Double(int)
            integer = Int64(exactly: int)
        case let value as Double: double = value
        case let value as Float: double = Double(value)
        default: return nil
        }
        switch type {
        case is Double.Type: return double as? N
        case is Float.Type: return Float(double) as? N
        case is Int.Type: return (integer.flatMap { Int(exactly: $0) } ?? Int(exactly: double)) as? N
        case is Int64.Type: return (integer ?? Int64(exactly: double)) as? N
        case is Int32.Type: return (integer.flatMap { Int32(exactly: $0) } ?? Int32(exactly: double)) as? N
        case is Int16.Type: return (integer.flatMap { Int16(exactly: $0) } ?? Int16(exactly: double)) as? N
        case is Int8.Type: return (integer.flatMap { Int8(exactly: $0) } ?? Int8(exactly: double)) as? N
        case is UInt.Type: return (integer.flatMap { UInt(exactly: $0) } ?? UInt(exactly: double)) as? N
        case is UInt64.Type: return (integer.flatMap { UInt64(exactly: $0) } ?? UInt64(exactly: double)) as? N
        case is UInt32.Type: return (integer.flatMap { UInt32(exactly: $0) } ?? UInt32(exactly: double)) as? N
        case is UInt16.Type: return (integer.flatMap { UInt16(exactly: $0) } ?? UInt16(exactly: double)) as? N
        case is UInt8.Type: return (integer.flatMap { UInt8(exactly: $0) } ?? UInt8(exactly: double)) as? N
        default: return nil
        }
    }

    func exactNumber<N>(_ type: N.Type) throws -> N {
        guard let number = number(type) else { throw mismatch(type) }
        return number
    }

    struct KeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: FirestoreValueDecoder
        let map: [String: Any]
        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { map.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { map[key.stringValue] != nil }

        private func child(_ key: Key) throws -> FirestoreValueDecoder {
            guard let value = map[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, .init(codingPath: codingPath, debugDescription: "No field '\(key.stringValue)' in the Firestore document."))
            }
            return decoder.child(value, key: key)
        }

        func decodeNil(forKey key: Key) throws -> Bool { map[key.stringValue] == nil || map[key.stringValue] is NSNull }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).unbox(type) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).unbox(type) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).exactNumber(type) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).exactNumber(type) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).exactNumber(type) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).exactNumber(type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).exactNumber(type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).exactNumber(type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).exactNumber(type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).exactNumber(type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).exactNumber(type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).exactNumber(type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).exactNumber(type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).exactNumber(type) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            if let filled = type as? any FilledWhenMissing.Type, map[key.stringValue] == nil || type is any SkippedWhenEncoded.Type {
                return try filled.missing(reference: decoder.reference) as! T
            }
            return try child(key).unbox(type)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<
            NestedKey
        > {
            try child(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try child(key).unkeyedContainer() }
        func superDecoder() throws -> any Swift.Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Swift.Decoder { try child(key) }
    }

    struct UnkeyedDecoder: UnkeyedDecodingContainer {
        let decoder: FirestoreValueDecoder
        let array: [Any]
        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { array.count }
        var isAtEnd: Bool { currentIndex >= array.count }
        var currentIndex = 0

        init(decoder: FirestoreValueDecoder, array: [Any]) {
            self.decoder = decoder
            self.array = array
        }

        private mutating func next() throws -> FirestoreValueDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Any.self, .init(codingPath: codingPath, debugDescription: "The Firestore array has only \(array.count) elements."))
            }
            defer { currentIndex += 1 }
            return decoder.child(array[currentIndex], key: FirestoreCodingKey(intValue: currentIndex))
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, array[currentIndex] is NSNull else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try next().unbox(type) }
        mutating func decode(_ type: String.Type) throws -> String { try next().unbox(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try next().exactNumber(type) }
        mutating func decode(_ type: Float.Type) throws -> Float { try next().exactNumber(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try next().exactNumber(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().exactNumber(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().exactNumber(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().exactNumber(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().exactNumber(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try next().exactNumber(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().exactNumber(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().exactNumber(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().exactNumber(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().exactNumber(type) }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().unbox(type) }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try next().container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
        mutating func superDecoder() throws -> any Swift.Decoder { try next() }
    }

    struct SingleDecoder: SingleValueDecodingContainer {
        let decoder: FirestoreValueDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { decoder.isNull }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.unbox(type) }
        func decode(_ type: String.Type) throws -> String { try decoder.unbox(type) }
        func decode(_ type: Double.Type) throws -> Double { try decoder.exactNumber(type) }
        func decode(_ type: Float.Type) throws -> Float { try decoder.exactNumber(type) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.exactNumber(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try decoder.exactNumber(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decoder.exactNumber(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decoder.exactNumber(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.exactNumber(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try decoder.exactNumber(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.exactNumber(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.exactNumber(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.exactNumber(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.exactNumber(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.unbox(type) }
    }
}
