import Foundation

/// napkin's handle on the in-memory Firestore databases, for tests and previews. Not Firebase's: napkin's own.
///
/// ```swift
/// SimulatedFirestore.reset()                         // empty every database
/// try SimulatedFirestore.seed([                      // write documents at once, with app values
///     "rooms/kitchen": ["name": "Kitchen", "lights": 3],
///     "rooms/hall": ["name": "Hall", "lights": 1],
/// ])
/// SimulatedFirestore.serverTime = Date(timeIntervalSince1970: 1_700_000_000)   // what serverTimestamp() writes
/// let stored = SimulatedFirestore.documents()        // ["rooms/hall": [...], ...] to assert on
/// ```
///
/// `SimulatedFirebase.reset()` (FirebaseCore) empties the databases too, along with the apps.
public enum SimulatedFirestore {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var fixedServerTime: Date?

    /// The time `FieldValue.serverTimestamp()` and the documents' update times take, or nil (the default) for the
    /// clock's time. Successive commits always get increasing times, so listeners see each change.
    public static var serverTime: Date? {
        get { lock.withLock { fixedServerTime } }
        set { lock.withLock { fixedServerTime = newValue } }
    }

    /// The commit time after `previous`: ``serverTime`` or now, moved a microsecond past `previous` if it is not after.
    static func currentServerTime(after previous: Timestamp) -> Timestamp {
        let time = Timestamp(date: serverTime ?? Date())
        guard time.compare(previous) == .orderedDescending else {
            let nanos = Int64(previous.nanoseconds) + 1_000
            return Timestamp(seconds: previous.seconds + nanos / 1_000_000_000, nanoseconds: Int32(nanos % 1_000_000_000))
        }
        return time
    }

    /// Empties every database and sets ``serverTime`` back to the clock. Listeners hear that their documents went away.
    public static func reset() {
        Firestore.resetAll()
        serverTime = nil
    }

    /// Writes `documents` (document path → fields, with the values an app writes, sentinels included) into
    /// `firestore`'s database (the default one when nil) in one commit, replacing documents at those paths.
    /// Throws `invalidArgument` for a path that is not a document's or a value Firestore cannot store.
    public static func seed(_ documents: [String: [String: Any]], in firestore: Firestore? = nil) throws {
        let database = firestore ?? Firestore.firestore()
        var writes: [PreparedWrite] = []
        for (path, fields) in documents.sorted(by: { $0.key < $1.key }) {
            let reference = database.document(path)
            if let problem = reference.problem { throw FirestoreErrorCode.make(.invalidArgument, problem) }
            writes.append(try WritePreparation.set(fields, path: reference.path, merge: .none))
        }
        try database.store.commit(writes)
    }

    /// Every document of `firestore`'s database (the default one when nil): path → fields as `data()` returns them.
    public static func documents(in firestore: Firestore? = nil) -> [String: [String: Any]] {
        let database = firestore ?? Firestore.firestore()
        return database.store.allDocuments.mapValues { stored in
            stored.fields.mapValues { FirestoreValueConversion.any($0, in: database) }
        }
    }
}
