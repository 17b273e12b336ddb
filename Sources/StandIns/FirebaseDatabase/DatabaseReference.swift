import Foundation

/// A location in a Realtime Database, as Swift imports Firebase's `FIRDatabaseReference`: where an app writes
/// (`setValue`, `updateChildValues`, `removeValue`, transactions) and, as a ``DatabaseQuery``, what it observes.
///
/// Values are JSON: `String`, numbers and `Bool` (`NSNumber`), dictionaries with string keys, arrays (stored as
/// children `"0"`, `"1"`…), and nil or `NSNull` for none; `ServerValue.timestamp()` and `ServerValue.increment(_:)`
/// are resolved as they are written. Writing anything else, a key with `.`, `#`, `$`, `[`, `]` or `/`, or a tree
/// deeper than 32 levels fails with a ``DatabaseError`` instead of Firebase's exception.
open class DatabaseReference: DatabaseQuery, @unchecked Sendable {
    // Unchecked: immutable.

    init(database: Database, path: [String], problem: DatabaseError?) {
        super.init(database: database, path: path, spec: DatabaseQuerySpec(), problem: problem)
    }

    open override var ref: DatabaseReference { self }

    /// The database this location is in.
    open var database: Database { owner }

    // MARK: Navigating

    /// The location at `pathString` below this one (`"a"` or `"a/b/c"`). An invalid path gives a reference whose
    /// writes fail with ``DatabaseError`` (Firebase raises an exception).
    open func child(_ pathString: String) -> DatabaseReference {
        if problem != nil { return self }
        switch DatabaseKeys.segments(of: pathString) {
        case .success(let segments):
            let full = path + segments
            if full.count > DatabaseKeys.maximumDepth {
                let error = DatabaseError(.invalidPath, "The path '/\(full.prefix(8).joined(separator: "/"))...' is deeper than 32 levels.")
                error.log()
                return DatabaseReference(database: database, path: path, problem: error)
            }
            return DatabaseReference(database: database, path: full, problem: nil)
        case .failure(let error):
            error.log()
            return DatabaseReference(database: database, path: path, problem: error)
        }
    }

    /// A new child with a key made of the time and a random part, so keys sort by creation (`-NjX…`). Under the
    /// simulation the time is ``SimulatedDatabase/serverTime`` and the random part is seeded, so keys repeat run to run.
    open func childByAutoId() -> DatabaseReference { child(SimulatedDatabase.nextPushID()) }

    /// The location above, or nil at the root.
    open var parent: DatabaseReference? {
        path.isEmpty ? nil : DatabaseReference(database: database, path: Array(path.dropLast()), problem: problem)
    }

    /// The database's root.
    open var root: DatabaseReference { DatabaseReference(database: database, path: [], problem: problem) }

    /// The last segment of the path, or nil at the root.
    open var key: String? { path.last }

    /// The location's URL (`https://<name>.firebaseio.com/messages/chat1`).
    open var url: String {
        let encoded = path.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }
        return database.store.url + "/" + encoded.joined(separator: "/")
    }

    /// The URL.
    open override var description: String { url }

    // MARK: Writing

    private func perform(_ writes: () throws(DatabaseError) -> [(path: [String], value: Any?)]) -> DatabaseError? {
        if let problem { return problem }
        do {
            try database.store.write(try writes())
            return nil
        } catch {
            return error
        }
    }

    private func complete(_ error: DatabaseError?, _ block: @escaping ((any Error)?, DatabaseReference) -> Void) {
        let box = DatabaseUncheckedBox(value: block)
        DispatchQueue.main.async { box.value(error, self) }
    }

    private func set(_ value: Any?) -> DatabaseError? {
        perform { [path] in [(path, value)] }
    }

    /// Replaces the data here with `value` (nil removes it). Observers hear it at once; an invalid value is logged
    /// and nothing is written.
    open func setValue(_ value: Any?) { set(value)?.log() }

    /// ``setValue(_:)``, then `block` on the main queue with nil or the ``DatabaseError``.
    open func setValue(_ value: Any?, withCompletionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void) {
        complete(set(value), block)
    }

    /// ``setValue(_:)``; the priority is not kept (napkin's database has none).
    open func setValue(_ value: Any?, andPriority priority: Any?) { setValue(value) }

    /// ``setValue(_:withCompletionBlock:)``; the priority is not kept.
    open func setValue(
        _ value: Any?, andPriority priority: Any?, withCompletionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void
    ) {
        setValue(value, withCompletionBlock: block)
    }

    /// ``setValue(_:)`` awaited; throws the ``DatabaseError`` of an invalid value.
    @discardableResult
    nonisolated(nonsending) open func setValue(_ value: Any?) async throws -> DatabaseReference {
        if let error = set(value) { throw error }
        return self
    }

    /// Sets a priority; napkin's database keeps none, so nothing changes.
    open func setPriority(_ priority: Any?) {}

    /// ``setPriority(_:)``, then `block` with nil.
    open func setPriority(_ priority: Any?, withCompletionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void) {
        complete(nil, block)
    }

    /// Removes the data here (and below).
    open func removeValue() { set(nil)?.log() }

    /// ``removeValue()``, then `block` on the main queue.
    open func removeValue(completionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void) {
        complete(set(nil), block)
    }

    /// ``removeValue()`` awaited.
    @discardableResult
    nonisolated(nonsending) open func removeValue() async throws -> DatabaseReference {
        if let error = set(nil) { throw error }
        return self
    }

    private func update(_ values: [AnyHashable: Any]) -> DatabaseError? {
        perform { [path] () throws(DatabaseError) in
            var writes: [(path: [String], value: Any?)] = []
            for (key, value) in values {
                guard let key = key.base as? String else {
                    throw DatabaseError(.invalidData, "updateChildValues: the key \(key) is not a string.")
                }
                let segments: [String]
                switch DatabaseKeys.segments(of: key) {
                case .success(let found): segments = found
                case .failure(let error): throw error
                }
                guard !segments.isEmpty else { throw DatabaseError(.invalidPath, "updateChildValues: a key must not be empty.") }
                writes.append((path + segments, value))
            }
            let paths = writes.map(\.path).sorted { $0.count < $1.count }
            for (index, shorter) in paths.enumerated() {
                for longer in paths[(index + 1)...] where Array(longer.prefix(shorter.count)) == shorter {
                    throw DatabaseError(
                        .invalidPath,
                        "updateChildValues: the path '\(shorter.joined(separator: "/"))' is an ancestor of '\(longer.joined(separator: "/"))'; an update cannot write both."
                    )
                }
            }
            return writes
        }
    }

    /// Writes each of `values` at its key below here, leaving other children as they are; a key may be a path
    /// (`"users/ada/name"`) for a multi-location update, and a nil or `NSNull` value removes. All or nothing: one
    /// invalid key or value and nothing is written.
    open func updateChildValues(_ values: [AnyHashable: Any]) { update(values)?.log() }

    /// ``updateChildValues(_:)``, then `block` on the main queue with nil or the ``DatabaseError``.
    open func updateChildValues(
        _ values: [AnyHashable: Any], withCompletionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void
    ) {
        complete(update(values), block)
    }

    /// ``updateChildValues(_:)`` awaited.
    @discardableResult
    nonisolated(nonsending) open func updateChildValues(_ values: [AnyHashable: Any]) async throws -> DatabaseReference {
        if let error = update(values) { throw error }
        return self
    }

    // MARK: Transactions

    private static let transactionLock = NSRecursiveLock()

    private func transact(_ block: (MutableData) -> TransactionResult) -> (DatabaseError?, Bool, DataSnapshot?) {
        if let problem { return (problem, false, nil) }
        return Self.transactionLock.withLock {
            let data = MutableData(node: database.store.node(at: path), key: key)
            let result = block(data)
            guard result.committed else { return (nil, false, database.store.snapshot(of: self)) }
            let value: Any? = result.data.map { $0.value } ?? data.value
            if let error = set(value) { return (error, false, nil) }
            return (nil, true, database.store.snapshot(of: self))
        }
    }

    /// Runs `block` on the data here and writes what it returns with `TransactionResult.success(withValue:)`
    /// (nothing with `abort()`). Transactions run one at a time, so `block` runs once.
    open func runTransactionBlock(_ block: @escaping (MutableData) -> TransactionResult) { _ = transact(block) }

    /// ``runTransactionBlock(_:)``, then `completionBlock` on the main queue with the error, whether it committed and
    /// the data after.
    open func runTransactionBlock(
        _ block: @escaping (MutableData) -> TransactionResult,
        andCompletionBlock completionBlock: @escaping ((any Error)?, Bool, DataSnapshot?) -> Void
    ) {
        let (error, committed, snapshot) = transact(block)
        let box = DatabaseUncheckedBox(value: completionBlock)
        DispatchQueue.main.async { box.value(error, committed, snapshot) }
    }

    /// ``runTransactionBlock(_:andCompletionBlock:)``; local events are always raised.
    open func runTransactionBlock(
        _ block: @escaping (MutableData) -> TransactionResult,
        andCompletionBlock completionBlock: ((any Error)?, Bool, DataSnapshot?) -> Void,
        withLocalEvents localEvents: Bool
    ) {
        let (error, committed, snapshot) = transact(block)
        completionBlock(error, committed, snapshot)
    }

    /// ``runTransactionBlock(_:andCompletionBlock:)`` awaited: whether it committed and the data after.
    nonisolated(nonsending) open func runTransactionBlock(_ block: @escaping (MutableData) -> TransactionResult) async throws -> (
        Bool, DataSnapshot
    ) {
        let (error, committed, snapshot) = transact(block)
        if let error { throw error }
        return (committed, snapshot ?? database.store.snapshot(of: self))
    }

    // MARK: Presence (no-ops)

    /// What to write when the client disconnects: napkin's database never disconnects, so nothing is written.
    open func onDisconnectSetValue(_ value: Any?) {}
    /// ``onDisconnectSetValue(_:)``; `block` is called with nil.
    open func onDisconnectSetValue(_ value: Any?, withCompletionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void) {
        complete(nil, block)
    }
    /// ``onDisconnectSetValue(_:)``.
    open func onDisconnectSetValue(_ value: Any?, andPriority priority: Any) {}
    /// ``onDisconnectSetValue(_:withCompletionBlock:)``.
    open func onDisconnectSetValue(
        _ value: Any?, andPriority priority: Any?, withCompletionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void
    ) {
        complete(nil, block)
    }
    /// Removal on disconnect: never happens here.
    open func onDisconnectRemoveValue() {}
    /// ``onDisconnectRemoveValue()``; `block` is called with nil.
    open func onDisconnectRemoveValue(completionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void) { complete(nil, block) }
    /// An update on disconnect: never happens here.
    open func onDisconnectUpdateChildValues(_ values: [AnyHashable: Any]) {}
    /// ``onDisconnectUpdateChildValues(_:)``; `block` is called with nil.
    open func onDisconnectUpdateChildValues(
        _ values: [AnyHashable: Any], withCompletionBlock block: @escaping ((any Error)?, DatabaseReference) -> Void
    ) {
        complete(nil, block)
    }
    /// Cancels the disconnect operations (there are none).
    open func cancelDisconnectOperations() {}
    /// ``cancelDisconnectOperations()``; `block` is called with nil.
    open func cancelDisconnectOperations(completionBlock block: (((any Error)?, DatabaseReference) -> Void)?) {
        if let block { complete(nil, block) }
    }

    /// Disconnects every database (nothing changes: they are local).
    open class func goOffline() {}
    /// Reconnects every database (nothing changes).
    open class func goOnline() {}
}

/// Placeholders that the database replaces as they are written, as Swift imports Firebase's `FIRServerValue`.
open class ServerValue: NSObject, @unchecked Sendable {
    // Unchecked: no state.

    /// The time of the write, in milliseconds since 1970 (``SimulatedDatabase/serverTime`` under the simulation).
    open class func timestamp() -> [AnyHashable: Any] { [".sv": "timestamp"] }

    /// The number stored here plus `delta` (or `delta` when there is no number).
    open class func increment(_ delta: NSNumber) -> [AnyHashable: Any] { [".sv": ["increment": delta]] }
}
