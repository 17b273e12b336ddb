import Foundation

/// A type `@DocumentID` can hold: the document's ID (`String`) or its reference, as FirebaseFirestore's
/// `DocumentIDWrappable`.
public protocol DocumentIDWrappable {
    /// The value for the document at `documentReference`.
    static func wrap(_ documentReference: DocumentReference) throws -> Self
}

extension String: DocumentIDWrappable {
    /// The value for `documentReference` (or the stored timestamp).
    public static func wrap(_ documentReference: DocumentReference) throws -> String { documentReference.documentID }
}

extension DocumentReference: DocumentIDWrappable {
    /// The value for `documentReference` (or the stored timestamp).
    public static func wrap(_ documentReference: DocumentReference) throws -> Self {
        guard let reference = documentReference as? Self else {
            throw FirestoreDecodingError.decodingIsNotSupported("A @DocumentID of type \(Self.self) cannot hold a DocumentReference.")
        }
        return reference
    }
}

/// The ID (or reference) of the document a model was read from, as FirebaseFirestore's `@DocumentID`:
/// `Firestore.Decoder` fills it from the document (whatever the document's fields hold), `Firestore.Encoder` never
/// writes it, and a value set by hand is ignored by both.
@propertyWrapper
public struct DocumentID<Value: DocumentIDWrappable & Codable>: Codable, SkippedWhenEncoded, FilledWhenMissing {
    private var value: Value?

    /// A model not yet read (`nil`; a non-nil value is kept but never written, as Firestore keeps it).
    public init(wrappedValue value: Value?) {
        self.value = value
    }

    /// The document's ID, or nil for a model not read from Firestore.
    public var wrappedValue: Value? {
        get { value }
        set { value = newValue }
    }

    static func missing(reference: DocumentReference?) throws -> DocumentID<Value> {
        DocumentID(wrappedValue: try reference.map { try Value.wrap($0) })
    }

    /// Only ``Firestore/Decoder`` can fill a document ID.
    public init(from decoder: any Decoder) throws {
        guard let decoder = decoder as? FirestoreValueDecoder else {
            throw FirestoreDecodingError.decodingIsNotSupported("DocumentID values can only be decoded with Firestore.Decoder")
        }
        value = try decoder.reference.map { try Value.wrap($0) }
    }

    /// Only ``Firestore/Encoder`` can encode a model with a document ID (it leaves it out).
    public func encode(to encoder: any Encoder) throws {
        throw FirestoreEncodingError.encodingIsNotSupported("DocumentID values can only be encoded with Firestore.Encoder")
    }
}

extension DocumentID: Equatable where Value: Equatable {}
extension DocumentID: Hashable where Value: Hashable {}
extension DocumentID: @unchecked Sendable where Value: Sendable {}

/// A type `@ServerTimestamp` can hold: `Date` or `Timestamp`, as FirebaseFirestore's `ServerTimestampWrappable`.
public protocol ServerTimestampWrappable {
    /// The value of a stored timestamp.
    static func wrap(_ timestamp: Timestamp) throws -> Self
    /// The timestamp of a value.
    static func unwrap(_ value: Self) throws -> Timestamp
}

extension Date: ServerTimestampWrappable {
    /// The value of the stored `timestamp`.
    public static func wrap(_ timestamp: Timestamp) throws -> Date { timestamp.dateValue() }
    /// The timestamp `value` is stored as.
    public static func unwrap(_ value: Date) throws -> Timestamp { Timestamp(date: value) }
}

extension Timestamp: ServerTimestampWrappable {
    /// The value of the stored `timestamp`.
    public static func wrap(_ timestamp: Timestamp) throws -> Self {
        guard let stamp = timestamp as? Self else { return Self(seconds: timestamp.seconds, nanoseconds: timestamp.nanoseconds) }
        return stamp
    }
    /// The timestamp `value` is stored as.
    public static func unwrap(_ value: Timestamp) throws -> Timestamp { value }
}

/// A time the server sets, as FirebaseFirestore's `@ServerTimestamp`: encoded while nil it writes
/// `FieldValue.serverTimestamp()`, so the commit fills in the time; decoded it is the stored time, or nil when the
/// field is missing or null.
@propertyWrapper
public struct ServerTimestamp<Value>: Codable, FilledWhenMissing where Value: ServerTimestampWrappable & Codable {
    private var value: Value?

    /// Wraps `value`.
    public init(wrappedValue value: Value?) {
        self.value = value
    }

    /// The value.
    public var wrappedValue: Value? {
        get { value }
        set { value = newValue }
    }

    static func missing(reference: DocumentReference?) throws -> ServerTimestamp<Value> { ServerTimestamp(wrappedValue: nil) }

    /// Decodes the value (nil for a missing field or null).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = nil
        } else if let firestore = decoder as? FirestoreValueDecoder, let stamp = firestore.value as? Timestamp {
            value = try Value.wrap(stamp)
        } else {
            value = try container.decode(Value.self)
        }
    }

    /// Encodes the value (null when nil).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value {
            if encoder is FirestoreValueEncoder {
                try container.encode(try Value.unwrap(value))
            } else {
                try container.encode(value)
            }
        } else if encoder is FirestoreValueEncoder {
            try container.encode(FieldValue.serverTimestamp())
        } else {
            try container.encodeNil()
        }
    }
}

extension ServerTimestamp: Equatable where Value: Equatable {}
extension ServerTimestamp: Hashable where Value: Hashable {}
extension ServerTimestamp: @unchecked Sendable where Value: Sendable {}

/// An optional written as null when nil, as FirebaseFirestore's `@ExplicitNull` (a plain optional leaves the field
/// out, so `merge` keeps the stored value; this one clears it).
@propertyWrapper
public struct ExplicitNull<Value> {
    var value: Value?

    /// Wraps `value`.
    public init(wrappedValue value: Value?) {
        self.value = value
    }

    /// The value.
    public var wrappedValue: Value? {
        get { value }
        set { value = newValue }
    }
}

extension ExplicitNull: Equatable where Value: Equatable {}
extension ExplicitNull: Hashable where Value: Hashable {}
extension ExplicitNull: @unchecked Sendable where Value: Sendable {}

extension ExplicitNull: Encodable where Value: Encodable {
    /// Encodes the value (null when nil).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}

extension ExplicitNull: Decodable, FilledWhenMissing where Value: Decodable {
    static func missing(reference: DocumentReference?) throws -> ExplicitNull<Value> { ExplicitNull(wrappedValue: nil) }

    /// Decodes the value (nil for a missing field or null).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        value = container.decodeNil() ? nil : try container.decode(Value.self)
    }
}

// MARK: - Reading and writing Codable models

extension DocumentSnapshot {
    /// The document's fields decoded as `T` (with `@DocumentID` set to this document). Throws
    /// `DecodingError.valueNotFound` when the document does not exist, as FirebaseFirestore does.
    public func data<T: Decodable>(
        as type: T.Type, with serverTimestampBehavior: ServerTimestampBehavior = .none, decoder: Firestore.Decoder = Firestore.Decoder()
    ) throws -> T {
        guard let data = data(with: serverTimestampBehavior) else {
            throw DecodingError.valueNotFound(
                T.self,
                .init(codingPath: [], debugDescription: "Could not find document data at \(reference.path): the document does not exist."))
        }
        return try decoder.decode(T.self, from: data, in: reference)
    }
}

extension DocumentReference {
    /// Writes `value` encoded as the document's fields (merged when `merge`). Throws when `value` cannot be encoded;
    /// a failed write reaches `completion`.
    public func setData<T: Encodable>(
        from value: T, merge: Bool = false, encoder: Firestore.Encoder = Firestore.Encoder(), completion: (((any Error)?) -> Void)? = nil
    ) throws {
        setData(try encoder.encode(value), merge: merge, completion: completion)
    }

    /// Writes the fields at `mergeFields` of `value` encoded.
    public func setData<T: Encodable>(
        from value: T, mergeFields: [Any], encoder: Firestore.Encoder = Firestore.Encoder(), completion: (((any Error)?) -> Void)? = nil
    ) throws {
        setData(try encoder.encode(value), mergeFields: mergeFields, completion: completion)
    }

    /// Reads the document and calls `completion` on the main queue with it decoded as `T`, or the error (a missing
    /// document is `DecodingError.valueNotFound`).
    public func getDocument<T: Decodable>(
        as type: T.Type, with serverTimestampBehavior: ServerTimestampBehavior = .none, decoder: Firestore.Decoder = Firestore.Decoder(),
        completion: @escaping (Result<T, any Error>) -> Void
    ) {
        getDocument { snapshot, error in
            if let error {
                completion(.failure(error))
            } else if let snapshot {
                completion(Result { try snapshot.data(as: T.self, with: serverTimestampBehavior, decoder: decoder) })
            }
        }
    }

    /// The document decoded as `T`.
    public func getDocument<T: Decodable>(
        as type: T.Type, source: FirestoreSource = .default, with serverTimestampBehavior: ServerTimestampBehavior = .none,
        decoder: Firestore.Decoder = Firestore.Decoder()
    ) async throws -> T {
        try snapshot().data(as: T.self, with: serverTimestampBehavior, decoder: decoder)
    }
}

extension CollectionReference {
    /// Adds a document with an automatic ID holding `value` encoded, and returns its reference.
    @discardableResult
    public func addDocument<T: Encodable>(
        from value: T, encoder: Firestore.Encoder = Firestore.Encoder(), completion: (((any Error)?) -> Void)? = nil
    ) throws -> DocumentReference {
        addDocument(data: try encoder.encode(value), completion: completion)
    }
}

extension WriteBatch {
    /// Sets `value` encoded as `document`'s fields.
    @discardableResult
    public func setData<T: Encodable>(
        from value: T, forDocument document: DocumentReference, merge: Bool = false, encoder: Firestore.Encoder = Firestore.Encoder()
    ) throws -> WriteBatch {
        setData(try encoder.encode(value), forDocument: document, merge: merge)
    }
}

extension Transaction {
    /// Sets `value` encoded as `document`'s fields.
    @discardableResult
    public func setData<T: Encodable>(
        from value: T, forDocument document: DocumentReference, merge: Bool = false, encoder: Firestore.Encoder = Firestore.Encoder()
    ) throws -> Transaction {
        setData(try encoder.encode(value), forDocument: document, merge: merge)
    }
}
