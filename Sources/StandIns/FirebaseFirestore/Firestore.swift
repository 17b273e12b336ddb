import Foundation

/// A Firestore database, as Swift imports Firestore's `FIRFirestore`: the entry to its collections, documents,
/// batches and transactions.
///
/// On Linux nothing reaches Google's servers: each database (a project ID and a database ID) is kept in memory by this
/// process, shared by every app configured with that project, and emptied by `SimulatedFirebase.reset()` or
/// ``SimulatedFirestore/reset()``. Writes commit at once; completion handlers and snapshot listeners are called on the
/// main queue, in commit order, as the real SDK calls them (so a test awaits them). Where Firestore raises an
/// Objective-C exception (a collection path with an even number of segments, `limit(toLast:)` without an order), the
/// operation instead fails with an `invalidArgument` error saying what to change.
open class Firestore: NSObject, @unchecked Sendable {
    // Unchecked: the settings are guarded by `lock`; the store guards itself.
    private static let registry = SimulatedInstanceRegistry<Firestore, FirestoreStore>()
    private static let registerWithCore: Void = {
        SimulatedFirebase.onReset("FirebaseFirestore") { Firestore.resetAll() }
        SimulatedFirebase.onAppDelete("FirebaseFirestore") { name in
            for instance in registry.removeInstances(ofApp: name) { instance.store.removeAllListeners() }
        }
    }()

    /// The app whose project holds this database.
    public let app: FirebaseApp
    let store: FirestoreStore
    private let lock = NSLock()
    private var storedSettings = FirestoreSettings()

    private init(app: FirebaseApp, store: FirestoreStore) {
        self.app = app
        self.store = store
        super.init()
    }

    /// The default app's default database. Before `FirebaseApp.configure()` Firestore raises an exception; this one
    /// configures the default app first (with napkin's simulated project when there is no `GoogleService-Info.plist`).
    open class func firestore() -> Firestore {
        firestore(database: "(default)")
    }

    /// The default database of `app`'s project.
    open class func firestore(app: FirebaseApp) -> Firestore {
        firestore(app: app, database: "(default)")
    }

    /// The default app's database named `database`.
    open class func firestore(database: String) -> Firestore {
        if FirebaseApp.app() == nil { FirebaseApp.configure() }
        guard let app = FirebaseApp.app() else { preconditionFailure("FirebaseApp.configure() left no default app") }
        return firestore(app: app, database: database)
    }

    /// `app`'s database named `database` (one instance per app and database, as Firestore keeps).
    open class func firestore(app: FirebaseApp, database: String) -> Firestore {
        _ = registerWithCore
        let projectID = app.options.projectID ?? app.name
        return registry.instance(
            appName: app.name, key: database, storeKey: projectID + "\u{0}" + database,
            makeStore: { FirestoreStore(projectID: projectID, database: database) }, makeInstance: { Firestore(app: app, store: $0) })
    }

    /// Every database's store, for ``SimulatedFirestore``.
    static var allStores: [FirestoreStore] { registry.allStores }

    /// Empties every database (listeners hear of the removals) and forgets the instances.
    static func resetAll() {
        let (all, olds) = registry.forgetInstances()
        for store in all { store.removeAll() }
        for old in olds { old.store.removeAllListeners() }
    }

    /// The settings (a copy; assign to change them, before the first read or write as Firestore asks).
    open var settings: FirestoreSettings {
        get { lock.withLock { (storedSettings.copy() as? FirestoreSettings) ?? storedSettings } }
        set { lock.withLock { storedSettings = (newValue.copy() as? FirestoreSettings) ?? newValue } }
    }

    /// Turns Firestore's debug logging on or off (napkin's Firestore logs nothing).
    open class func enableLogging(_ logging: Bool) {}

    /// The collection at `collectionPath` (an odd number of `/`-separated segments: `"users"`, `"users/ada/posts"`).
    open func collection(_ collectionPath: String) -> CollectionReference {
        CollectionReference(firestore: self, path: collectionPath)
    }

    /// Every collection named `collectionID`, wherever it sits (`collectionGroup("comments")`).
    open func collectionGroup(_ collectionID: String) -> Query {
        var spec = QuerySpec(collectionPath: collectionID, isCollectionGroup: true)
        spec.collectionPath = collectionID
        let problem =
            collectionID.isEmpty || collectionID.contains("/")
            ? "Invalid collection ID '\(collectionID)' passed to collectionGroup(): a collection ID must not be empty or contain '/'." : nil
        return Query(firestore: self, spec: spec, problem: problem)
    }

    /// The document at `documentPath` (an even number of segments: `"users/ada"`).
    open func document(_ documentPath: String) -> DocumentReference {
        DocumentReference(firestore: self, checkedPath: documentPath)
    }

    /// A batch of writes committed together.
    open func batch() -> WriteBatch { WriteBatch(firestore: self) }

    /// Runs `updateBlock` as a transaction, then calls `completion` with what it returned or the error it reported
    /// through its error pointer (or the error a write raised). Transactions run one at a time, so no retry is needed.
    open func runTransaction(
        _ updateBlock: @escaping (Transaction, UnsafeMutablePointer<NSError?>?) -> Any?, completion: @escaping (Any?, (any Error)?) -> Void
    ) {
        let box = UncheckedBox(value: completion)
        let result: Result<Any?, any Error> = Firestore.transactionLock.withLock {
            let transaction = Transaction(firestore: self)
            var error: NSError?
            let value = updateBlock(transaction, &error)
            if let error { return .failure(error) }
            do {
                try transaction.commit()
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        let resultBox = UncheckedBox(value: result)
        DispatchQueue.main.async {
            switch resultBox.value {
            case .success(let value): box.value(value, nil)
            case .failure(let error): box.value(nil, error)
            }
        }
    }

    /// ``runTransaction(_:completion:)`` awaited.
    nonisolated(nonsending) open func runTransaction(
        _ updateBlock: @escaping (Transaction, UnsafeMutablePointer<NSError?>?) -> Any?
    ) async throws -> Any? {
        let value = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<UncheckedBox<Any?>, any Error>) in
            runTransaction(updateBlock) { value, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: UncheckedBox(value: value)) }
            }
        }
        return value.value
    }

    static let transactionLock = NSRecursiveLock()

    /// Points the SDK at the local emulator (nothing to do: nothing here reaches a server).
    open func useEmulator(withHost host: String, port: Int) {
        lock.withLock {
            storedSettings.host = "\(host):\(port)"
            storedSettings.isSSLEnabled = false
        }
    }

    /// Network on (always: the database is local). Calls `completion` with `nil` on the main queue.
    open func enableNetwork(completion: (((any Error)?) -> Void)? = nil) { Firestore.complete(completion, nil) }
    /// Network off. Calls `completion` with `nil` on the main queue.
    open func disableNetwork(completion: (((any Error)?) -> Void)? = nil) { Firestore.complete(completion, nil) }
    /// Waits for writes not yet acknowledged (none: writes commit at once). Calls `completion` with `nil`.
    open func waitForPendingWrites(completion: @escaping ((any Error)?) -> Void) { Firestore.complete(completion, nil) }
    /// Clears the local cache (this database has no separate cache). Calls `completion` with `nil`.
    open func clearPersistence(completion: (((any Error)?) -> Void)? = nil) { Firestore.complete(completion, nil) }
    /// Stops this instance's listeners. Calls `completion` with `nil`.
    open func terminate(completion: (((any Error)?) -> Void)? = nil) {
        store.removeAllListeners()
        Firestore.complete(completion, nil)
    }

    open func enableNetwork() async throws {}
    open func disableNetwork() async throws {}
    open func waitForPendingWrites() async throws {}
    open func clearPersistence() async throws {}
    open func terminate() async throws { store.removeAllListeners() }

    /// Calls `completion` with `error` on the main queue.
    static func complete(_ completion: (((any Error)?) -> Void)?, _ error: (any Error)?) {
        guard let completion else { return }
        let box = UncheckedBox(value: completion)
        let errorBox = UncheckedBox(value: error)
        DispatchQueue.main.async { box.value(errorBox.value) }
    }
}

/// Carries a value that is not `Sendable` (an app's closure, an error) to the main queue, where it is used once.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
}

/// Firestore's settings, as Swift imports `FIRFirestoreSettings`. Kept as set; the host and SSL flag do nothing
/// (nothing reaches a server) and every cache setting keeps the data in memory.
open class FirestoreSettings: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked: a value object copied on each read and write through `Firestore.settings`.
    /// The backend host (`firestore.googleapis.com`).
    open var host = "firestore.googleapis.com"
    /// Whether to use SSL.
    open var isSSLEnabled = true
    /// The queue callbacks run on (the main queue).
    open var dispatchQueue = DispatchQueue.main
    /// The cache (memory or persistent, as the app chose).
    open var cacheSettings: any LocalCacheSettings & NSObjectProtocol = PersistentCacheSettings()
    /// Deprecated before `cacheSettings`: whether the cache persists.
    @available(*, deprecated, message: "Use cacheSettings instead.")
    open var isPersistenceEnabled: Bool {
        get { cacheSettings is PersistentCacheSettings }
        set { cacheSettings = newValue ? PersistentCacheSettings() : MemoryCacheSettings() }
    }
    /// Deprecated before `cacheSettings`: the cache's size in bytes.
    @available(*, deprecated, message: "Use cacheSettings instead.")
    open var cacheSizeBytes: Int64 {
        get { cacheSize }
        set { cacheSize = newValue }
    }
    private var cacheSize: Int64 = 104_857_600

    public override init() {}

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = FirestoreSettings()
        copy.host = host
        copy.isSSLEnabled = isSSLEnabled
        copy.dispatchQueue = dispatchQueue
        copy.cacheSettings = cacheSettings
        copy.cacheSize = cacheSize
        return copy
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Unlimited cache size, as Firestore's `FirestoreCacheSizeUnlimited`.
public let FirestoreCacheSizeUnlimited: Int64 = -1

/// A kind of local cache, as Firestore's `LocalCacheSettings` protocol.
public protocol LocalCacheSettings {}

/// A cache on disk (here: in memory), as Firestore's `PersistentCacheSettings`.
public final class PersistentCacheSettings: NSObject, LocalCacheSettings, @unchecked Sendable {
    /// The size asked for, in bytes.
    public let sizeBytes: NSNumber
    /// The default size (100 MB).
    public override init() { sizeBytes = NSNumber(value: 104_857_600) }
    /// A cache of `size` bytes (`FirestoreCacheSizeUnlimited` for no limit).
    public init(sizeBytes size: NSNumber) { sizeBytes = size }
}

/// A cache in memory, as Firestore's `MemoryCacheSettings`.
public final class MemoryCacheSettings: NSObject, LocalCacheSettings, @unchecked Sendable {
    /// The default (eager garbage collection).
    public override init() {}
    /// A memory cache collected as `settings` says.
    public init(garbageCollectorSettings settings: any MemoryGarbageCollectorSettings & NSObjectProtocol) {}
}

/// How a memory cache drops documents, as Firestore's `MemoryGarbageCollectorSettings`.
public protocol MemoryGarbageCollectorSettings {}

/// Drop documents as soon as nothing listens, as Firestore's `MemoryEagerGCSettings`.
public final class MemoryEagerGCSettings: NSObject, MemoryGarbageCollectorSettings, @unchecked Sendable {}

/// Drop the least recently used documents past a size, as Firestore's `MemoryLRUGCSettings`.
public final class MemoryLRUGCSettings: NSObject, MemoryGarbageCollectorSettings, @unchecked Sendable {
    /// The default size.
    public override init() {}
    /// Collect past `size` bytes.
    public init(sizeBytes size: NSNumber) {}
}

/// Where a read may come from, as Firestore's `FirestoreSource`. Every source reads the same in-memory database.
public enum FirestoreSource: UInt, Sendable {
    case `default` = 0
    case server = 1
    case cache = 2
}

/// What a read returns for a server timestamp not yet set, as Firestore's `ServerTimestampBehavior`. Writes commit at
/// once here, so a read never sees one pending and every behaviour returns the stored time.
public enum ServerTimestampBehavior: Int, Sendable {
    case none = 0
    case estimate = 1
    case previous = 2
}
