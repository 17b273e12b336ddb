import Foundation

/// Splits a path into segments; nil for a path holding `//` (Firestore refuses it).
func pathSegments(_ path: String) -> [String]? {
    if path.contains("//") { return nil }
    return path.split(separator: "/").map(String.init)
}

/// Firestore's automatic document IDs: 20 letters and digits.
func autoID() -> String {
    let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    var generator = SystemRandomNumberGenerator()
    return String((0..<20).map { _ in characters[Int(generator.next(upperBound: UInt(characters.count)))] })
}

/// A document's location, as Swift imports Firestore's `FIRDocumentReference`: read it, write it, listen to it.
open class DocumentReference: NSObject, Codable, @unchecked Sendable {
    // Unchecked: immutable.
    /// The database.
    public let firestore: Firestore
    /// The path from the database root: `"users/ada"`.
    public let path: String
    /// Why the path is not a document's (an odd number of segments), or nil.
    let problem: String?

    init(firestore: Firestore, path: String, problem: String? = nil) {
        self.firestore = firestore
        self.path = path
        self.problem = problem
        super.init()
    }

    convenience init(firestore: Firestore, checkedPath: String) {
        guard let segments = pathSegments(checkedPath) else {
            self.init(firestore: firestore, path: checkedPath, problem: "Invalid path (\(checkedPath)). Paths must not contain // in them.")
            return
        }
        let joined = segments.joined(separator: "/")
        if segments.isEmpty || segments.count % 2 != 0 {
            self.init(
                firestore: firestore, path: joined,
                problem: "Invalid document reference. Document references must have an even number of segments, but \(checkedPath) has "
                    + "\(segments.count).")
        } else {
            self.init(firestore: firestore, path: joined)
        }
    }

    /// Only ``Firestore/Decoder`` hands over stored references (as themselves); other decoders throw.
    public required convenience init(from decoder: any Decoder) throws {
        throw FirestoreDecodingError.decodingIsNotSupported("DocumentReference values can only be decoded with Firestore.Decoder")
    }

    /// Only ``Firestore/Encoder`` stores references (as themselves); other encoders throw.
    open func encode(to encoder: any Encoder) throws {
        throw FirestoreEncodingError.encodingIsNotSupported("DocumentReference values can only be encoded with Firestore.Encoder")
    }

    /// The last segment of the path.
    open var documentID: String { path.split(separator: "/").last.map(String.init) ?? "" }

    /// The collection holding the document.
    open var parent: CollectionReference {
        CollectionReference(firestore: firestore, path: path.split(separator: "/").dropLast().joined(separator: "/"))
    }

    /// The subcollection at `collectionPath` below this document.
    open func collection(_ collectionPath: String) -> CollectionReference {
        CollectionReference(firestore: firestore, path: path + "/" + collectionPath)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? DocumentReference else { return false }
        return other.path == path && other.firestore === firestore
    }

    open override var hash: Int { path.hashValue }

    open override var description: String { "<FIRDocumentReference: \(path)>" }

    // MARK: Writing

    func commit(_ prepare: () throws -> PreparedWrite, _ completion: (((any Error)?) -> Void)?) {
        do {
            if let problem { throw FirestoreErrorCode.make(.invalidArgument, problem) }
            try firestore.store.commit([try prepare()])
            Firestore.complete(completion, nil)
        } catch {
            Firestore.complete(completion, error)
        }
    }

    func commitAsync(_ prepare: () throws -> PreparedWrite) throws {
        if let problem { throw FirestoreErrorCode.make(.invalidArgument, problem) }
        try firestore.store.commit([try prepare()])
    }

    /// Replaces the document's fields with `documentData` (creating the document).
    open func setData(_ documentData: [String: Any]) { setData(documentData, completion: nil) }

    /// Replaces the document, or with `merge` sets only the fields `documentData` names (nested maps field by field).
    open func setData(_ documentData: [String: Any], merge: Bool) { setData(documentData, merge: merge, completion: nil) }

    /// Sets only the fields at `mergeFields` (strings with dotted paths, or `FieldPath`s) from `documentData`.
    open func setData(_ documentData: [String: Any], mergeFields: [Any]) {
        setData(documentData, mergeFields: mergeFields, completion: nil)
    }

    /// ``setData(_:)``, then calls `completion` on the main queue with `nil` or the error.
    open func setData(_ documentData: [String: Any], completion: (((any Error)?) -> Void)?) {
        commit({ try WritePreparation.set(documentData, path: path, merge: .none) }, completion)
    }

    /// ``setData(_:merge:)``, then calls `completion`.
    open func setData(_ documentData: [String: Any], merge: Bool, completion: (((any Error)?) -> Void)?) {
        commit({ try WritePreparation.set(documentData, path: path, merge: merge ? .all : .none) }, completion)
    }

    /// ``setData(_:mergeFields:)``, then calls `completion`.
    open func setData(_ documentData: [String: Any], mergeFields: [Any], completion: (((any Error)?) -> Void)?) {
        commit({ try WritePreparation.set(documentData, path: path, merge: .fields(mergeFields)) }, completion)
    }

    /// ``setData(_:)`` awaited.
    open func setData(_ documentData: [String: Any]) async throws {
        try commitAsync { try WritePreparation.set(documentData, path: path, merge: .none) }
    }

    /// ``setData(_:merge:)`` awaited.
    open func setData(_ documentData: [String: Any], merge: Bool) async throws {
        try commitAsync { try WritePreparation.set(documentData, path: path, merge: merge ? .all : .none) }
    }

    /// ``setData(_:mergeFields:)`` awaited.
    open func setData(_ documentData: [String: Any], mergeFields: [Any]) async throws {
        try commitAsync { try WritePreparation.set(documentData, path: path, merge: .fields(mergeFields)) }
    }

    /// Changes the fields `fields` names (keys are dotted paths: `"address.city"`, or `FieldPath`s). The document must
    /// exist: otherwise the completion gets `FirestoreErrorCode.notFound`.
    open func updateData(_ fields: [AnyHashable: Any]) { updateData(fields, completion: nil) }

    /// ``updateData(_:)``, then calls `completion` on the main queue with `nil` or the error.
    open func updateData(_ fields: [AnyHashable: Any], completion: (((any Error)?) -> Void)?) {
        commit({ try WritePreparation.update(fields, path: path) }, completion)
    }

    /// ``updateData(_:)`` awaited.
    open func updateData(_ fields: [AnyHashable: Any]) async throws {
        try commitAsync { try WritePreparation.update(fields, path: path) }
    }

    /// Deletes the document (not its subcollections); deleting a missing document succeeds.
    open func delete() { delete(completion: nil) }

    /// ``delete()``, then calls `completion`.
    open func delete(completion: (((any Error)?) -> Void)?) {
        commit({ PreparedWrite(path: path, kind: .delete, transforms: []) }, completion)
    }

    /// ``delete()`` awaited.
    open func delete() async throws {
        try commitAsync { PreparedWrite(path: path, kind: .delete, transforms: []) }
    }

    // MARK: Reading

    func snapshot() throws -> DocumentSnapshot {
        if let problem { throw FirestoreErrorCode.make(.invalidArgument, problem) }
        return DocumentSnapshot(reference: self, stored: firestore.store.document(at: path))
    }

    /// Reads the document and calls `completion` on the main queue with its snapshot (which says whether it exists).
    open func getDocument(completion: @escaping (DocumentSnapshot?, (any Error)?) -> Void) {
        getDocument(source: .default, completion: completion)
    }

    /// Reads the document from `source` (every source reads the same database here).
    open func getDocument(source: FirestoreSource, completion: @escaping (DocumentSnapshot?, (any Error)?) -> Void) {
        let result = Result { try snapshot() }
        let box = UncheckedBox(value: completion)
        DispatchQueue.main.async {
            switch result {
            case .success(let snapshot): box.value(snapshot, nil)
            case .failure(let error): box.value(nil, error)
            }
        }
    }

    /// The document's snapshot.
    open func getDocument() async throws -> DocumentSnapshot { try snapshot() }

    /// The document's snapshot from `source`.
    open func getDocument(source: FirestoreSource) async throws -> DocumentSnapshot { try snapshot() }

    /// Calls `listener` on the main queue with the document's snapshot now, then after each write that changes it,
    /// until the registration is removed.
    @discardableResult
    open func addSnapshotListener(_ listener: @escaping (DocumentSnapshot?, (any Error)?) -> Void) -> any ListenerRegistration {
        addSnapshotListener(includeMetadataChanges: false, listener: listener)
    }

    /// ``addSnapshotListener(_:)`` (metadata never changes on its own here).
    @discardableResult
    open func addSnapshotListener(
        includeMetadataChanges: Bool, listener: @escaping (DocumentSnapshot?, (any Error)?) -> Void
    ) -> any ListenerRegistration {
        let box = UncheckedBox(value: listener)
        if let problem {
            let error = UncheckedBox(value: FirestoreErrorCode.make(.invalidArgument, problem))
            DispatchQueue.main.async { box.value(nil, error.value) }
            return FirestoreListenerRegistration(store: nil, id: 0)
        }
        let reference = UncheckedBox(value: self)
        let entry = StoreListener(target: .document(path)) { result, _ in
            box.value(DocumentSnapshot(reference: reference.value, stored: result.first?.document), nil)
        }
        return FirestoreListenerRegistration(store: firestore.store, id: firestore.store.add(entry))
    }
}

/// A collection's location, as Swift imports Firestore's `FIRCollectionReference`: a query over all its documents,
/// and where new documents are added.
open class CollectionReference: Query, @unchecked Sendable {
    /// The path from the database root: `"users/ada/posts"`.
    public let path: String

    init(firestore: Firestore, path: String) {
        var problem: String?
        var normalized = path
        if let segments = pathSegments(path) {
            normalized = segments.joined(separator: "/")
            if segments.count % 2 == 0 {
                problem =
                    "Invalid collection reference. Collection references must have an odd number of segments, but \(path) has \(segments.count)."
            }
        } else {
            problem = "Invalid path (\(path)). Paths must not contain // in them."
        }
        self.path = normalized
        super.init(firestore: firestore, spec: QuerySpec(collectionPath: normalized), problem: problem)
    }

    /// The last segment of the path.
    open var collectionID: String { path.split(separator: "/").last.map(String.init) ?? "" }

    /// The document holding this subcollection, or nil for a top-level collection.
    open var parent: DocumentReference? {
        let segments = path.split(separator: "/")
        guard segments.count > 1 else { return nil }
        return DocumentReference(firestore: firestore, path: segments.dropLast().joined(separator: "/"))
    }

    /// A new document with an automatic ID (not written until you write it).
    open func document() -> DocumentReference {
        DocumentReference(firestore: firestore, path: path + "/" + autoID(), problem: problem)
    }

    /// The document at `documentPath` below this collection.
    open func document(_ documentPath: String) -> DocumentReference {
        if let problem { return DocumentReference(firestore: firestore, path: path + "/" + documentPath, problem: problem) }
        return DocumentReference(firestore: firestore, checkedPath: path + "/" + documentPath)
    }

    /// Adds a document with an automatic ID holding `data`, and returns its reference.
    @discardableResult
    open func addDocument(data: [String: Any]) -> DocumentReference { addDocument(data: data, completion: nil) }

    /// ``addDocument(data:)``, then calls `completion` on the main queue with `nil` or the error.
    @discardableResult
    open func addDocument(data: [String: Any], completion: (((any Error)?) -> Void)?) -> DocumentReference {
        let reference = document()
        reference.setData(data, completion: completion)
        return reference
    }

    /// ``addDocument(data:)`` awaited.
    @discardableResult
    open func addDocument(data: [String: Any]) async throws -> DocumentReference {
        let reference = document()
        try await reference.setData(data)
        return reference
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionReference else { return false }
        return other.path == path && other.firestore === firestore
    }

    open override var hash: Int { path.hashValue }
}

/// A snapshot listener's registration, as Firestore's `ListenerRegistration` protocol.
public protocol ListenerRegistration: NSObjectProtocol {
    /// Stops the listener: it is not called again.
    func remove()
}

final class FirestoreListenerRegistration: NSObject, ListenerRegistration, @unchecked Sendable {
    // Unchecked: immutable; the store guards its listeners.
    private weak var store: FirestoreStore?
    private let id: Int

    init(store: FirestoreStore?, id: Int) {
        self.store = store
        self.id = id
    }

    func remove() { store?.removeListener(id) }
}
