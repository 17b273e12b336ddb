import Foundation

/// Writes committed together, all or none, as Swift imports Firestore's `FIRWriteBatch`.
open class WriteBatch: NSObject, @unchecked Sendable {
    // Unchecked: guarded by `lock`.
    let firestore: Firestore
    private let lock = NSLock()
    private var writes: [PreparedWrite] = []
    /// The first error a write of the batch raised (reported by the commit, as Firestore reports it).
    private var problem: (any Error)?
    private var committed = false

    init(firestore: Firestore) {
        self.firestore = firestore
    }

    func add(_ document: DocumentReference, _ prepare: () throws -> PreparedWrite) {
        lock.withLock {
            do {
                if let documentProblem = document.problem { throw FirestoreErrorCode.make(.invalidArgument, documentProblem) }
                if committed {
                    throw FirestoreErrorCode.make(
                        .failedPrecondition, "This batch has already been committed and can no longer be changed.")
                }
                writes.append(try prepare())
            } catch {
                if problem == nil { problem = error }
            }
        }
    }

    /// Sets `data` as `document`'s fields.
    @discardableResult
    open func setData(_ data: [String: Any], forDocument document: DocumentReference) -> WriteBatch {
        add(document) { try WritePreparation.set(data, path: document.path, merge: .none) }
        return self
    }

    /// Sets `data`, merged with the document's fields when `merge`.
    @discardableResult
    open func setData(_ data: [String: Any], forDocument document: DocumentReference, merge: Bool) -> WriteBatch {
        add(document) { try WritePreparation.set(data, path: document.path, merge: merge ? .all : .none) }
        return self
    }

    /// Sets the fields at `mergeFields` from `data`.
    @discardableResult
    open func setData(_ data: [String: Any], forDocument document: DocumentReference, mergeFields: [Any]) -> WriteBatch {
        add(document) { try WritePreparation.set(data, path: document.path, merge: .fields(mergeFields)) }
        return self
    }

    /// Updates the fields `fields` names (dotted paths); the commit fails with `notFound` when the document is missing.
    @discardableResult
    open func updateData(_ fields: [AnyHashable: Any], forDocument document: DocumentReference) -> WriteBatch {
        add(document) { try WritePreparation.update(fields, path: document.path) }
        return self
    }

    /// Deletes `document`.
    @discardableResult
    open func deleteDocument(_ document: DocumentReference) -> WriteBatch {
        add(document) { PreparedWrite(path: document.path, kind: .delete, transforms: []) }
        return self
    }

    func commitNow() throws {
        let (writes, problem) = lock.withLock {
            defer { committed = true }
            return (self.writes, self.problem)
        }
        if let problem { throw problem }
        try firestore.store.commit(writes)
    }

    /// Commits the writes.
    open func commit() { commit(completion: nil) }

    /// Commits the writes, then calls `completion` on the main queue with `nil` or the error (none is applied then).
    open func commit(completion: (((any Error)?) -> Void)?) {
        do {
            try commitNow()
            Firestore.complete(completion, nil)
        } catch {
            Firestore.complete(completion, error)
        }
    }

    /// ``commit()`` awaited.
    open func commit() async throws { try commitNow() }
}

/// The reads and writes of one ``Firestore/runTransaction(_:completion:)``, as Swift imports Firestore's
/// `FIRTransaction`. Transactions run one at a time here, so what a transaction read is what it writes over.
open class Transaction: NSObject, @unchecked Sendable {
    // Unchecked: used on the thread running the transaction.
    private let batch: WriteBatch
    private var wrote = false

    init(firestore: Firestore) {
        batch = WriteBatch(firestore: firestore)
    }

    /// Reads `document`. Firestore requires every read before the first write: a read after one throws
    /// `invalidArgument`.
    open func getDocument(_ document: DocumentReference) throws -> DocumentSnapshot {
        if wrote {
            throw FirestoreErrorCode.make(.invalidArgument, "Firestore transactions require all reads to be executed before all writes.")
        }
        return try document.snapshot()
    }

    @discardableResult
    open func setData(_ data: [String: Any], forDocument document: DocumentReference) -> Transaction {
        wrote = true
        batch.setData(data, forDocument: document)
        return self
    }

    @discardableResult
    open func setData(_ data: [String: Any], forDocument document: DocumentReference, merge: Bool) -> Transaction {
        wrote = true
        batch.setData(data, forDocument: document, merge: merge)
        return self
    }

    @discardableResult
    open func setData(_ data: [String: Any], forDocument document: DocumentReference, mergeFields: [Any]) -> Transaction {
        wrote = true
        batch.setData(data, forDocument: document, mergeFields: mergeFields)
        return self
    }

    @discardableResult
    open func updateData(_ fields: [AnyHashable: Any], forDocument document: DocumentReference) -> Transaction {
        wrote = true
        batch.updateData(fields, forDocument: document)
        return self
    }

    @discardableResult
    open func deleteDocument(_ document: DocumentReference) -> Transaction {
        wrote = true
        batch.deleteDocument(document)
        return self
    }

    func commit() throws { try batch.commitNow() }
}
