import Foundation

/// A stored document: its fields and the times Firestore keeps for it.
struct StoredDocument: Sendable {
    var fields: [String: FirestoreValue]
    var createTime: Timestamp
    var updateTime: Timestamp
}

/// One write of a batch, converted from the app's values before the commit.
struct PreparedWrite: Sendable {
    enum Kind: Sendable {
        /// Replaces the document (`merge` nil), or sets only the fields at `merge`'s paths.
        case set(fields: [String: FirestoreValue], merge: [[String]]?)
        /// Sets the values at the paths of an existing document.
        case update([(path: [String], value: FirestoreValue)])
        case delete
    }

    let path: String
    let kind: Kind
    /// Sentinel changes, applied after the values, in order.
    let transforms: [(path: [String], transform: Transform)]
}

/// A `FieldValue` sentinel, converted.
enum Transform: Sendable {
    case delete
    case serverTimestamp
    case increment(FirestoreValue)
    case arrayUnion([FirestoreValue])
    case arrayRemove([FirestoreValue])
}

/// One database's documents and listeners, in memory. Every method is safe from any thread; callbacks run on the main
/// queue, in the order the writes were committed.
final class FirestoreStore: @unchecked Sendable {
    // Unchecked: all state is guarded by `lock`.
    /// Firestore's limit on a document's size (1 MiB).
    static let maximumDocumentSize = 1_048_576

    let projectID: String
    let database: String
    private let lock = NSRecursiveLock()
    private var documents: [String: StoredDocument] = [:]
    private var listeners: [Int: StoreListener] = [:]
    private var nextListenerID = 1
    private var lastCommitTime = Timestamp(seconds: 0, nanoseconds: 0)

    init(projectID: String, database: String) {
        self.projectID = projectID
        self.database = database
    }

    /// The resource name Firestore's messages use for `path`.
    func resourceName(_ path: String) -> String { "projects/\(projectID)/databases/\(database)/documents/\(path)" }

    func document(at path: String) -> StoredDocument? { lock.withLock { documents[path] } }

    var allDocuments: [String: StoredDocument] { lock.withLock { documents } }

    /// The documents `query` matches, in its order.
    func run(_ query: QuerySpec) -> [(path: String, document: StoredDocument)] {
        lock.withLock { query.evaluate(documents) }
    }

    // MARK: Writes

    /// Commits `writes` atomically: all or none. Fails with `notFound` for an update of a missing document and with
    /// `invalidArgument` for a document larger than 1 MiB; listeners hear of the changes afterwards.
    func commit(_ writes: [PreparedWrite], serverTime: Timestamp? = nil) throws {
        let notifications: [() -> Void] = try lock.withLock {
            let now = serverTime ?? SimulatedFirestore.currentServerTime(after: lastCommitTime)
            lastCommitTime = now
            var changed = documents
            for write in writes {
                let existing = changed[write.path]
                var fields: [String: FirestoreValue]
                switch write.kind {
                case .delete:
                    changed[write.path] = nil
                    continue
                case .set(let values, nil):
                    fields = values
                case .set(let values, let mask?):
                    fields = existing?.fields ?? [:]
                    for path in mask {
                        if let value = FirestoreValue.map(values).value(at: path[...]) {
                            FirestoreStore.set(value, at: path[...], in: &fields)
                        }
                    }
                case .update(let values):
                    guard let existing else {
                        throw FirestoreErrorCode.make(.notFound, "No document to update: \(resourceName(write.path))")
                    }
                    fields = existing.fields
                    for (path, value) in values { FirestoreStore.set(value, at: path[...], in: &fields) }
                }
                for (path, transform) in write.transforms {
                    FirestoreStore.apply(transform, at: path[...], in: &fields, now: now)
                }
                let size = FirestoreValue.documentNameSize(write.path) + FirestoreValue.mapSize(fields) + 32
                if size > FirestoreStore.maximumDocumentSize {
                    throw FirestoreErrorCode.make(
                        .invalidArgument,
                        "Document '\(resourceName(write.path))' cannot be written because its size (\(size) bytes) exceeds the maximum "
                            + "allowed size of 1,048,576 bytes.")
                }
                changed[write.path] = StoredDocument(fields: fields, createTime: existing?.createTime ?? now, updateTime: now)
            }
            documents = changed
            return listeners.values.compactMap { $0.refresh(with: documents) }
        }
        for notify in notifications { notify() }
    }

    /// Empties the database; listeners hear of the removals.
    func removeAll() {
        let notifications: [() -> Void] = lock.withLock {
            documents = [:]
            lastCommitTime = Timestamp(seconds: 0, nanoseconds: 0)
            return listeners.values.compactMap { $0.refresh(with: documents) }
        }
        for notify in notifications { notify() }
    }

    /// Drops every listener without calling it again (the app was deleted or the instance terminated).
    func removeAllListeners() {
        lock.withLock {
            for listener in listeners.values { listener.deactivate() }
            listeners = [:]
        }
    }

    // MARK: Listeners

    /// Registers `listener`, which hears the current state at once (on the main queue) and each change after.
    func add(_ listener: StoreListener) -> Int {
        let (id, notify): (Int, (() -> Void)?) = lock.withLock {
            let id = nextListenerID
            nextListenerID += 1
            listeners[id] = listener
            return (id, listener.refresh(with: documents, force: true))
        }
        notify?()
        return id
    }

    func removeListener(_ id: Int) {
        lock.withLock { listeners.removeValue(forKey: id)?.deactivate() }
    }

    // MARK: Field paths

    static func set(_ value: FirestoreValue, at path: ArraySlice<String>, in fields: inout [String: FirestoreValue]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            fields[first] = value
            return
        }
        var inner: [String: FirestoreValue] = [:]
        if case .map(let existing)? = fields[first] { inner = existing }
        set(value, at: path.dropFirst(), in: &inner)
        fields[first] = .map(inner)
    }

    static func remove(at path: ArraySlice<String>, in fields: inout [String: FirestoreValue]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            fields[first] = nil
            return
        }
        guard case .map(var inner)? = fields[first] else { return }
        remove(at: path.dropFirst(), in: &inner)
        fields[first] = .map(inner)
    }

    static func apply(_ transform: Transform, at path: ArraySlice<String>, in fields: inout [String: FirestoreValue], now: Timestamp) {
        let current = FirestoreValue.map(fields).value(at: path)
        switch transform {
        case .delete:
            remove(at: path, in: &fields)
        case .serverTimestamp:
            set(.timestamp(now), at: path, in: &fields)
        case .increment(let operand):
            set(increment(current, by: operand), at: path, in: &fields)
        case .arrayUnion(let elements):
            var array: [FirestoreValue] = []
            if case .array(let existing)? = current { array = existing }
            for element in elements where !array.contains(where: { FirestoreValue.equal($0, element) }) { array.append(element) }
            set(.array(array), at: path, in: &fields)
        case .arrayRemove(let elements):
            var array: [FirestoreValue] = []
            if case .array(let existing)? = current { array = existing }
            array.removeAll { value in elements.contains { FirestoreValue.equal($0, value) } }
            set(.array(array), at: path, in: &fields)
        }
    }

    /// Firestore's increment: integers stay integers (saturating at the 64-bit limits), a double on either side makes
    /// a double, and a field that is not a number becomes the operand.
    private static func increment(_ current: FirestoreValue?, by operand: FirestoreValue) -> FirestoreValue {
        switch (current, operand) {
        case (.integer(let a)?, .integer(let b)):
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .integer(b > 0 ? .max : .min) : .integer(sum)
        case (.integer(let a)?, .double(let b)): return .double(Double(a) + b)
        case (.double(let a)?, .integer(let b)): return .double(a + Double(b))
        case (.double(let a)?, .double(let b)): return .double(a + b)
        default: return operand
        }
    }
}

/// What a listener watches and what it last heard, so it is called only when its result changes.
final class StoreListener: @unchecked Sendable {
    // Unchecked: mutated only under the store's lock; the callback runs on the main queue.
    enum Target {
        case document(String)
        case query(QuerySpec)
    }

    let target: Target
    private let deliver: @Sendable ([(path: String, document: StoredDocument)], [DocumentChangeSpec]) -> Void
    private var last: [(path: String, document: StoredDocument)]?
    private let activeLock = NSLock()
    private var active = true

    /// Stops deliveries, even those already queued: a removed listener is never called again.
    func deactivate() { activeLock.withLock { active = false } }
    private var isActive: Bool { activeLock.withLock { active } }

    init(target: Target, deliver: @escaping @Sendable ([(path: String, document: StoredDocument)], [DocumentChangeSpec]) -> Void) {
        self.target = target
        self.deliver = deliver
    }

    /// The call that tells the listener of `documents`' state, or nil when nothing it sees changed.
    func refresh(with documents: [String: StoredDocument], force: Bool = false) -> (() -> Void)? {
        let result: [(path: String, document: StoredDocument)]
        switch target {
        case .document(let path): result = documents[path].map { [(path, $0)] } ?? []
        case .query(let query): result = query.evaluate(documents)
        }
        let previous = last ?? []
        let changes: [DocumentChangeSpec]
        switch target {
        case .document: changes = []
        case .query(let query): changes = DocumentChangeSpec.changes(from: previous, to: result, less: query.less)
        }
        let same =
            previous.count == result.count
            && zip(previous, result).allSatisfy {
                $0.path == $1.path && $0.document.updateTime.compare($1.document.updateTime) == .orderedSame
            }
        if !force && same { return nil }
        last = result
        return {
            DispatchQueue.main.async {
                if self.isActive { self.deliver(result, changes) }
            }
        }
    }
}

/// A change between two results of a query, with indexes as Firestore computes them: removals first (each index in
/// the list as it stands after the removals before it), then additions and modifications in the new order.
struct DocumentChangeSpec: Sendable {
    enum Kind: Sendable {
        case added
        case modified
        case removed
    }

    let kind: Kind
    let path: String
    let document: StoredDocument
    let oldIndex: Int?
    let newIndex: Int?

    typealias Entry = (path: String, document: StoredDocument)

    /// The changes from `old` to `new` (both in query order, which `less` gives), with Firestore's indexes: each is the
    /// document's position in the previous result with the changes before it applied, kept in query order.
    static func changes(from old: [Entry], to new: [Entry], less: (Entry, Entry) -> Bool) -> [DocumentChangeSpec] {
        let newPaths = Set(new.map(\.path))
        var before: [String: StoredDocument] = [:]
        for entry in old { before[entry.path] = entry.document }
        var tracker = old
        var changes: [DocumentChangeSpec] = []
        for entry in old where !newPaths.contains(entry.path) {
            guard let index = tracker.firstIndex(where: { $0.path == entry.path }) else { continue }
            tracker.remove(at: index)
            changes.append(DocumentChangeSpec(kind: .removed, path: entry.path, document: entry.document, oldIndex: index, newIndex: nil))
        }
        for entry in new {
            var oldIndex: Int?
            if let previous = before[entry.path] {
                guard previous.updateTime.compare(entry.document.updateTime) != .orderedSame else { continue }
                oldIndex = tracker.firstIndex { $0.path == entry.path }
                if let oldIndex { tracker.remove(at: oldIndex) }
            }
            let position = tracker.firstIndex { less(entry, $0) } ?? tracker.count
            tracker.insert(entry, at: position)
            changes.append(
                DocumentChangeSpec(
                    kind: oldIndex == nil ? .added : .modified, path: entry.path, document: entry.document, oldIndex: oldIndex,
                    newIndex: position))
        }
        return changes
    }
}
