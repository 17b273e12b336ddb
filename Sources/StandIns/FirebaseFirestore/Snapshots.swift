import Foundation

/// Facts about where a snapshot's data came from, as Firestore's `SnapshotMetadata`. Writes commit at once and
/// nothing is cached apart from the server, so neither is ever true here.
open class SnapshotMetadata: NSObject, @unchecked Sendable {
    /// Whether the snapshot holds local writes not yet on the server (never: writes commit at once).
    public let hasPendingWrites = false
    /// Whether the data came from the cache (never).
    public let isFromCache = false
}

/// A document as it stood when read, as Swift imports Firestore's `FIRDocumentSnapshot`; ``exists`` says whether
/// there was one.
open class DocumentSnapshot: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    /// The document's location.
    public let reference: DocumentReference
    /// Where the data came from.
    public let metadata = SnapshotMetadata()
    let stored: StoredDocument?

    init(reference: DocumentReference, stored: StoredDocument?) {
        self.reference = reference
        self.stored = stored
        super.init()
    }

    /// Whether the document existed.
    open var exists: Bool { stored != nil }

    /// The document's ID.
    open var documentID: String { reference.documentID }

    /// The fields (integers as `Int`, times as `Timestamp`, references as `DocumentReference`, null as `NSNull`), or
    /// nil when the document did not exist.
    open func data() -> [String: Any]? {
        stored.map { $0.fields.mapValues { FirestoreValueConversion.any($0, in: reference.firestore) } }
    }

    /// ``data()`` (every server timestamp is already set here).
    open func data(with serverTimestampBehavior: ServerTimestampBehavior) -> [String: Any]? { data() }

    /// The value at `field` (a dotted string or a `FieldPath`), or nil when missing.
    open func get(_ field: Any) -> Any? {
        guard let stored else { return nil }
        let path: [String]
        if let fieldPath = field as? FieldPath {
            path = fieldPath.segments
        } else if let string = field as? String {
            path = FieldPath.dotted(string).segments
        } else {
            return nil
        }
        if path == QuerySpec.documentIDPath { return reference }
        return FirestoreValue.map(stored.fields).value(at: path[...]).map { FirestoreValueConversion.any($0, in: reference.firestore) }
    }

    /// ``get(_:)``.
    open func get(_ field: Any, serverTimestampBehavior: ServerTimestampBehavior) -> Any? { get(field) }

    /// ``get(_:)``: `snapshot["name"]`.
    open subscript(key: Any) -> Any? { self.get(key) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? DocumentSnapshot else { return false }
        return other.reference == reference && other.stored?.updateTime == stored?.updateTime
    }

    open override var hash: Int { reference.hash }
}

/// A document a query returned, which always exists, as Firestore's `FIRQueryDocumentSnapshot`.
open class QueryDocumentSnapshot: DocumentSnapshot, @unchecked Sendable {
    /// The fields.
    open override func data() -> [String: Any] { super.data() ?? [:] }

    /// ``data()``.
    open override func data(with serverTimestampBehavior: ServerTimestampBehavior) -> [String: Any] { data() }
}

/// What happened to a document between two results of a listened-to query, as Firestore's `DocumentChangeType`.
public enum DocumentChangeType: Int, Sendable {
    case added = 0
    case modified = 1
    case removed = 2
}

/// One change between two results of a query, as Firestore's `FIRDocumentChange`.
open class DocumentChange: NSObject, @unchecked Sendable {
    /// Added, modified or removed.
    public let type: DocumentChangeType
    /// The document (for a removal: as it was).
    public let document: QueryDocumentSnapshot
    /// Its index in the previous result (after the removals before it), or `UInt(NSNotFound)` when added.
    public let oldIndex: UInt
    /// Its index in the new result, or `UInt(NSNotFound)` when removed.
    public let newIndex: UInt

    init(type: DocumentChangeType, document: QueryDocumentSnapshot, oldIndex: UInt, newIndex: UInt) {
        self.type = type
        self.document = document
        self.oldIndex = oldIndex
        self.newIndex = newIndex
    }
}

/// A query's results, as Swift imports Firestore's `FIRQuerySnapshot`.
open class QuerySnapshot: NSObject, @unchecked Sendable {
    // Unchecked: immutable.
    /// The query that was run.
    public let query: Query
    /// Where the data came from.
    public let metadata = SnapshotMetadata()
    /// The documents, in the query's order.
    public let documents: [QueryDocumentSnapshot]
    /// How the results changed since the listener's previous snapshot (for the first, or a `getDocuments`, every
    /// document added).
    public let documentChanges: [DocumentChange]

    init(query: Query, entries: [(path: String, document: StoredDocument)], changes: [DocumentChangeSpec]) {
        self.query = query
        let firestore = query.firestore
        documents = entries.map {
            QueryDocumentSnapshot(reference: DocumentReference(firestore: firestore, path: $0.path), stored: $0.document)
        }
        documentChanges = changes.map { change in
            let kind: DocumentChangeType
            switch change.kind {
            case .added: kind = .added
            case .modified: kind = .modified
            case .removed: kind = .removed
            }
            return DocumentChange(
                type: kind,
                document: QueryDocumentSnapshot(
                    reference: DocumentReference(firestore: firestore, path: change.path), stored: change.document),
                oldIndex: change.oldIndex.map { UInt($0) } ?? UInt(NSNotFound),
                newIndex: change.newIndex.map { UInt($0) } ?? UInt(NSNotFound))
        }
        super.init()
    }

    /// Whether there are no documents.
    open var isEmpty: Bool { documents.isEmpty }
    /// How many documents there are.
    open var count: Int { documents.count }

    /// ``documentChanges`` (metadata never changes on its own here).
    open func documentChanges(includeMetadataChanges: Bool) -> [DocumentChange] { documentChanges }
}
