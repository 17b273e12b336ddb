import Foundation

/// A Realtime Database, as Swift imports Firebase's `FIRDatabase`: the entry to its references.
///
/// On Linux nothing reaches Google's servers: each database (one per URL) is a JSON tree kept in memory by this
/// process, shared by every app pointing at that URL, and emptied by `SimulatedFirebase.reset()` or
/// ``SimulatedDatabase/reset()``. Writes apply at once; observers are called on the main queue, right away when
/// the write runs there (so a view model's first data is in place before a snapshot is taken), and completion
/// handlers after them through the main queue. ``callbackQueue`` is kept but not used. Persistence, going offline
/// and the emulator change nothing: there is no server to miss.
open class Database: NSObject, @unchecked Sendable {
    // Unchecked: the settings are guarded by `lock`; the store guards itself.
    private static let registry = SimulatedInstanceRegistry<Database, DatabaseStore>()
    private static let registerWithCore: Void = {
        SimulatedFirebase.onReset("FirebaseDatabase") { SimulatedDatabase.reset() }
        SimulatedFirebase.onAppDelete("FirebaseDatabase") { name in
            for instance in registry.removeInstances(ofApp: name) { instance.store.removeAllObservers() }
        }
    }()

    /// The app this database belongs to.
    public let app: FirebaseApp?
    let store: DatabaseStore
    private let lock = NSLock()
    private var persistence = false
    private var cacheSize: UInt = 10 * 1024 * 1024
    private var queue = DispatchQueue.main

    private init(app: FirebaseApp, store: DatabaseStore) {
        self.app = app
        self.store = store
        super.init()
    }

    /// The default app's database (at its options' `databaseURL`). Before `FirebaseApp.configure()` Firebase raises
    /// an exception; this one configures the default app first (napkin's simulated project without a plist).
    open class func database() -> Database {
        database(app: FirebaseApp.defaultAppConfiguringIfNeeded())
    }

    /// The default app's database at `url` (`https://<name>.firebaseio.com` or a regional address).
    open class func database(url: String) -> Database {
        database(app: FirebaseApp.defaultAppConfiguringIfNeeded(), url: url)
    }

    /// `app`'s database, at its options' `databaseURL` (or `https://<project>-default-rtdb.firebaseio.com`).
    open class func database(app: FirebaseApp) -> Database {
        let options = app.options
        let url = options.databaseURL ?? "https://\(options.projectID ?? app.name)-default-rtdb.firebaseio.com"
        return database(app: app, url: url)
    }

    /// `app`'s database at `url`: one instance per app and URL, as Firebase keeps; apps naming the same URL share its
    /// data. A URL without a host is logged and stands for `https://invalid.firebaseio.com`.
    open class func database(app: FirebaseApp, url: String) -> Database {
        _ = registerWithCore
        let normalized = normalizedURL(url)
        return registry.instance(
            appName: app.name, key: normalized, storeKey: normalized, makeStore: { DatabaseStore(url: normalized) },
            makeInstance: { Database(app: app, store: $0) })
    }

    /// `https://host` of `url` (scheme and host, lowercased, no path or trailing slash).
    static func normalizedURL(_ url: String) -> String {
        guard let components = URLComponents(string: url), let host = components.host, !host.isEmpty else {
            DatabaseError(.invalidURL, "'\(url)' is not a database URL such as https://<name>.firebaseio.com.").log()
            return "https://invalid.firebaseio.com"
        }
        let port = components.port.map { ":\($0)" } ?? ""
        return "\(components.scheme?.lowercased() ?? "https")://\(host.lowercased())\(port)"
    }

    /// Empties every database and forgets the instances, for ``SimulatedDatabase/reset()``.
    static func resetAll() {
        let (all, olds) = registry.forgetInstances()
        for store in all { store.removeAll() }
        for old in olds { old.store.removeAllObservers() }
    }

    /// The database's root.
    open func reference() -> DatabaseReference { DatabaseReference(database: self, path: [], problem: nil) }

    /// The location at `path` (`"messages/chat1"`). An invalid path (with `.`, `#`, `$`, `[` or `]`) gives a
    /// reference whose writes fail with ``DatabaseError`` and whose observers are cancelled with it.
    open func reference(withPath path: String) -> DatabaseReference { reference().child(path) }

    /// The location a full URL names (`https://<name>.firebaseio.com/messages`). A URL of another database gives a
    /// reference that fails with ``DatabaseError/Kind/invalidURL``.
    open func reference(fromURL databaseUrl: String) -> DatabaseReference {
        guard let components = URLComponents(string: databaseUrl), Self.normalizedURL(databaseUrl) == store.url else {
            let problem = DatabaseError(
                .invalidURL, "reference(fromURL:) was given '\(databaseUrl)', which is not a location of the database at \(store.url).")
            problem.log()
            return DatabaseReference(database: self, path: [], problem: problem)
        }
        return reference().child(components.percentEncodedPath.removingPercentEncoding ?? components.path)
    }

    /// Drops writes not yet sent (none: writes apply at once).
    open func purgeOutstandingWrites() {}
    /// Disconnects from the server (nothing changes: the database is local).
    open func goOffline() {}
    /// Reconnects (nothing changes).
    open func goOnline() {}

    /// Whether writes are kept on disk across launches; kept, nothing is written to disk.
    open var isPersistenceEnabled: Bool {
        get { lock.withLock { persistence } }
        set { lock.withLock { persistence = newValue } }
    }

    /// The disk cache's size; kept, unused.
    open var persistenceCacheSizeBytes: UInt {
        get { lock.withLock { cacheSize } }
        set { lock.withLock { cacheSize = newValue } }
    }

    /// The queue Firebase calls blocks on; kept, but napkin's always uses the main queue.
    open var callbackQueue: DispatchQueue {
        get { lock.withLock { queue } }
        set { lock.withLock { queue = newValue } }
    }

    /// Turns Firebase's debug logging on or off (napkin's database logs only errors).
    open class func setLoggingEnabled(_ enabled: Bool) {}

    /// The SDK version napkin's stand-in follows.
    open class func sdkVersion() -> String { "11.0.0" }

    /// Points the SDK at the local emulator (nothing to do: nothing here reaches a server).
    open func useEmulator(withHost host: String, port: Int) {}
}
