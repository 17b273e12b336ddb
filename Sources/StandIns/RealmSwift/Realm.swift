import Foundation

/// A realm: the objects of one configuration, as RealmSwift's `Realm`.
///
/// **napkin's store** keeps the objects in memory, one store per configuration (its
/// `inMemoryIdentifier`, else its `fileURL`), for the life of the process: no file is written,
/// so data does not survive a relaunch. Every `Realm` value of one configuration sees the same
/// objects (no threads or versions: results are always current). ``Realm/resetAllRealms()``
/// empties every store (for tests).
///
/// **Misuse traps, as Realm's exceptions do**: adding, deleting or changing a managed object
/// outside a write transaction; beginning a write inside one; adding an object whose primary key
/// exists with `update: .error`. Opening a realm with a schema version lower than the one it
/// was opened with throws ``Realm/Error`` (`.schemaMismatch`).
public struct Realm {
    let store: RealmStore
    /// The configuration the realm was opened with.
    public let configuration: Configuration

    init(store: RealmStore, configuration: Configuration? = nil) {
        self.store = store
        self.configuration = configuration ?? Configuration.configuration(for: store.key)
    }

    /// The default realm (``Configuration/defaultConfiguration``).
    public init(queue: DispatchQueue? = nil) throws {
        try self.init(configuration: .defaultConfiguration, queue: queue)
    }

    /// The realm of `configuration`; runs its migration block when its schema version is higher
    /// than the one the store was opened with.
    public init(configuration: Configuration, queue: DispatchQueue? = nil) throws {
        let key = configuration.storeKey
        store = try RealmStores.shared.store(for: key, schemaVersion: configuration.schemaVersion) { store, isNew in
            if isNew { return }
            if configuration.schemaVersion < store.schemaVersion {
                throw Realm.Error(
                    .schemaMismatch,
                    "Provided schema version \(configuration.schemaVersion) is less than last set version \(store.schemaVersion).")
            }
            if configuration.schemaVersion > store.schemaVersion {
                let old = store.schemaVersion
                store.schemaVersion = configuration.schemaVersion
                if configuration.deleteRealmIfMigrationNeeded {
                    store.reset()
                } else if let block = configuration.migrationBlock {
                    // inside a write transaction, as Realm runs a migration
                    store.beginWrite()
                    block(Migration(store: store), old)
                    store.commitWrite()
                }
            }
        }
        Configuration.remember(configuration, for: key)
        self.configuration = configuration
    }

    /// The realm at `fileURL` (default configuration otherwise).
    public init(fileURL: URL) throws {
        var configuration = Configuration.defaultConfiguration
        configuration.fileURL = fileURL
        configuration.inMemoryIdentifier = nil
        try self.init(configuration: configuration)
    }

    // MARK: writes

    /// True between `beginWrite()` and `commitWrite()`/`cancelWrite()` (or inside `write`).
    public var isInWriteTransaction: Bool { store.inWriteTransaction }

    /// Runs `block` in a write transaction and commits it, returning the block's value; if the
    /// block throws, the transaction is cancelled (its changes undone) and the error rethrown.
    @discardableResult
    public func write<Result>(withoutNotifying tokens: [NotificationToken] = [], _ block: () throws -> Result) throws -> Result {
        beginWrite()
        let result: Result
        do {
            result = try block()
        } catch {
            if isInWriteTransaction { cancelWrite() }
            throw error
        }
        if isInWriteTransaction { try commitWrite(withoutNotifying: tokens) }
        return result
    }

    /// Begins a write transaction (one at a time: beginning a second traps, as Realm's does).
    public func beginWrite() { store.beginWrite() }

    /// Commits the write transaction and notifies the observers (synchronously, where Realm
    /// notifies on the next run-loop turn); `tokens`' observers are skipped.
    public func commitWrite(withoutNotifying tokens: [NotificationToken] = []) throws {
        let skipped = tokens.map { ObjectIdentifier($0) }
        let paused = skipped.compactMap { id in store.observers.removeValue(forKey: id).map { (id, $0) } }
        store.commitWrite()
        for (id, observer) in paused { store.observers[id] = observer }
    }

    /// Cancels the write transaction: the objects it added, changed and deleted are as before.
    public func cancelWrite() { store.cancelWrite() }

    /// Runs `block` in a write transaction now (napkin has no background commit), calling
    /// `onComplete` after it commits; returns an identifier as Realm's.
    @discardableResult
    public func writeAsync(_ block: @escaping () -> Void, onComplete: ((Swift.Error?) -> Void)? = nil) -> AsyncTransactionId {
        do {
            try write(block)
            onComplete?(nil)
        } catch {
            onComplete?(error)
        }
        return 0
    }

    /// Begins a write and runs `asyncWriteBlock` in it now; the block commits with `commitAsyncWrite`.
    @discardableResult
    public func beginAsyncWrite(_ asyncWriteBlock: @escaping () -> Void) -> AsyncTransactionId {
        beginWrite()
        asyncWriteBlock()
        if isInWriteTransaction { store.commitWrite() }
        return 0
    }

    /// Commits the write `beginAsyncWrite` began, then calls `onComplete` (at once).
    @discardableResult
    public func commitAsyncWrite(allowGrouping: Bool = false, _ onComplete: ((Swift.Error?) -> Void)? = nil) -> AsyncTransactionId {
        if isInWriteTransaction { store.commitWrite() }
        onComplete?(nil)
        return 0
    }

    /// What `add(_:update:)` does when the object's primary key exists, as Realm's.
    public enum UpdatePolicy: Int, Sendable {
        /// Trap (Realm raises): an object with that primary key exists.
        case error = 1
        /// Update the existing object, recording as changed only the properties whose values differ.
        case modified = 3
        /// Update the existing object, recording every property as changed.
        case all = 2
    }

    /// Adds `object` (and the objects it links to) to the realm; the instance becomes managed.
    /// With `update: .modified` or `.all`, an object whose primary key exists updates that object
    /// instead, and the two instances then read and write the same record.
    public func add(_ object: Object, update: UpdatePolicy = .error) {
        precondition(isInWriteTransaction, "Cannot modify managed objects outside of a write transaction.")
        store.manage(object, update: update)
    }

    /// Adds each of `objects`.
    public func add<S: Sequence>(_ objects: S, update: UpdatePolicy = .error) where S.Iterator.Element: Object {
        for object in objects { add(object, update: update) }
    }

    /// Adds `value` (an instance of `type`) or updates the object whose primary key a dictionary
    /// `value` holds, returning the managed object.
    ///
    /// Without the Objective-C runtime napkin cannot make a new instance of `type` (Realm's
    /// `Object.init()` is not `required`), so a dictionary or array `value` must name an
    /// existing object's primary key; otherwise this traps with the reason. Pass an instance.
    @discardableResult
    public func create<T: Object>(_ type: T.Type, value: Any = [String: Any](), update: UpdatePolicy = .error) -> T {
        precondition(isInWriteTransaction, "Cannot modify managed objects outside of a write transaction.")
        if let object = value as? T { return store.manage(object, update: update) as! T }  // swift-format-ignore: NeverForceUnwrap
        if let dictionary = value as? [String: Any], let key = primaryKeyName(of: type), let keyValue = dictionary[key],
            let existing = object(ofType: type, forPrimaryKey: keyValue)
        {
            guard update != .error else {
                preconditionFailure("Attempting to create an object of type '\(type)' with an existing primary key value '\(keyValue)'.")
            }
            for (name, newValue) in dictionary where name != key { existing[name] = newValue }
            return existing
        }
        preconditionFailure(
            "napkin's RealmSwift cannot make a new \(type) from \(Swift.type(of: value)) (no Objective-C runtime): pass an instance of \(type)"
        )
    }

    private func primaryKeyName(of type: Object.Type) -> String? {
        store.tables[ObjectIdentifier(type)]?.first?._rlmPrimaryKey?.name ?? type.primaryKey()
    }

    /// Deletes `object` (and its embedded objects); lists holding it drop it, links to it become `nil`.
    public func delete(_ object: ObjectBase) { store.delete(object) }

    /// Deletes each of `objects` (a sequence, a ``List`` or ``Results``; read before deleting).
    public func delete<S: Sequence>(_ objects: S) where S.Iterator.Element: ObjectBase {
        for object in Array(objects) { store.delete(object) }
    }

    /// Deletes every object of the realm.
    public func deleteAll() {
        precondition(isInWriteTransaction, "Can only delete objects inside a write transaction.")
        store.deleteAll()
    }

    // MARK: reading

    /// Every object of `type`, live: the results read the realm again after each change.
    public func objects<Element: Object>(_ type: Element.Type) -> Results<Element> {
        Results(store: store, type: type)
    }

    /// The object of `type` whose primary key is `key` (an enum's raw value matches it), or `nil`.
    public func object<Element: Object, KeyType>(ofType type: Element.Type, forPrimaryKey key: KeyType) -> Element? {
        let wanted = comparableValue(key as Any)
        return store.tables[ObjectIdentifier(type)]?.first { object in
            guard let primaryKey = object._rlmPrimaryKey else { return false }
            return valuesEqual(comparableValue(primaryKey.property._rlmValue), wanted)
        } as? Element
    }

    /// Whether the realm reads new versions by itself (always current here).
    public var autorefresh: Bool {
        get { true }
        nonmutating set {}
    }

    /// Brings the realm to the newest version: napkin's realm is always current, so there is nothing to refresh (false).
    @discardableResult
    public func refresh() -> Bool { false }

    /// Releases the realm's read version (nothing to release here).
    public func invalidate() {}

    /// The realm itself: napkin keeps no frozen versions (see ``Results/freeze()``).
    public func freeze() -> Realm { self }
    /// The realm itself.
    public func thaw() -> Realm { self }
    /// False: napkin's realms are live.
    public var isFrozen: Bool { false }
    /// True when the realm has no objects.
    public var isEmpty: Bool { store.tables.values.allSatisfy(\.isEmpty) }

    /// What a realm notification says.
    public enum Notification: String, Sendable {
        /// A write transaction committed.
        case didChange = "RLMRealmDidChangeNotification"
        /// Never sent here (the realm is always current).
        case refreshRequired = "RLMRealmRefreshRequiredNotification"
    }

    /// The block a realm observer is called with.
    public typealias NotificationBlock = (_ notification: Notification, _ realm: Realm) -> Void

    /// Calls `block` after each committed write transaction.
    public func observe(_ block: @escaping NotificationBlock) -> NotificationToken {
        let token = NotificationToken()
        let store = self.store
        store.realmObservers[ObjectIdentifier(token)] = { block(.didChange, Realm(store: store)) }
        token.store = store
        return token
    }

    /// Empties every realm of the process (napkin's, for tests: data otherwise lives until the process ends).
    public static func resetAllRealms() { RealmStores.shared.removeAll() }

    /// Deletes the realm `configuration` opens (its objects); true when there was one.
    @discardableResult
    public static func deleteFiles(for configuration: Configuration) throws -> Bool {
        RealmStores.shared.remove(configuration.storeKey)
    }
}

/// The identifier of an asynchronous write (always 0 here: writes run at once).
public typealias AsyncTransactionId = UInt

extension Realm: Equatable {
    /// True for realms of one store (one configuration).
    public static func == (lhs: Realm, rhs: Realm) -> Bool { lhs.store === rhs.store }
}

extension Realm {
    /// How a realm is opened, as RealmSwift's `Realm.Configuration`.
    public struct Configuration: @unchecked Sendable {
        /// The migration block's type: the migration and the version the realm had.
        public typealias MigrationBlock = (_ migration: Migration, _ oldSchemaVersion: UInt64) -> Void

        /// Where the realm would live on disk (napkin keeps it in memory, keyed by this path).
        public var fileURL: URL? {
            get { _fileURL }
            set {
                _fileURL = newValue
                if newValue != nil { inMemoryIdentifier = nil }
            }
        }
        private var _fileURL: URL?
        /// The name of an in-memory realm (setting it clears `fileURL`'s role as the key).
        public var inMemoryIdentifier: String?
        /// Recorded (napkin's realm is not encrypted: nothing is written).
        public var encryptionKey: Data?
        /// Recorded.
        public var readOnly: Bool
        /// The schema version; opening a store with a higher one runs `migrationBlock`.
        public var schemaVersion: UInt64
        /// Called when the schema version rises.
        public var migrationBlock: MigrationBlock?
        /// Empties the store instead of migrating when the schema version rises.
        public var deleteRealmIfMigrationNeeded: Bool
        /// Recorded (nothing to compact).
        public var shouldCompactOnLaunch: ((Int, Int) -> Bool)?
        /// The object types of the realm (recorded: any type may be added).
        public var objectTypes: [ObjectBase.Type]?
        /// Recorded.
        public var seedFilePath: URL?

        /// A configuration; the defaults open the default realm (`default.realm` in the documents directory).
        public init(
            fileURL: URL? = Configuration.defaultFileURL, inMemoryIdentifier: String? = nil, encryptionKey: Data? = nil,
            readOnly: Bool = false, schemaVersion: UInt64 = 0, migrationBlock: MigrationBlock? = nil,
            deleteRealmIfMigrationNeeded: Bool = false, shouldCompactOnLaunch: ((Int, Int) -> Bool)? = nil,
            objectTypes: [ObjectBase.Type]? = nil, seedFilePath: URL? = nil
        ) {
            _fileURL = fileURL
            self.inMemoryIdentifier = inMemoryIdentifier
            self.encryptionKey = encryptionKey
            self.readOnly = readOnly
            self.schemaVersion = schemaVersion
            self.migrationBlock = migrationBlock
            self.deleteRealmIfMigrationNeeded = deleteRealmIfMigrationNeeded
            self.shouldCompactOnLaunch = shouldCompactOnLaunch
            self.objectTypes = objectTypes
            self.seedFilePath = seedFilePath
        }

        /// `default.realm` in the documents directory, as Realm's default.
        public static var defaultFileURL: URL {
            let documents =
                FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
                ?? URL(fileURLWithPath: NSTemporaryDirectory())
            return documents.appendingPathComponent("default.realm")
        }

        private static let lock = NSLock()
        nonisolated(unsafe) private static var current = Configuration()
        nonisolated(unsafe) private static var byKey: [String: Configuration] = [:]

        /// The configuration `Realm()` opens; settable, as Realm's.
        public static var defaultConfiguration: Configuration {
            get {
                lock.lock()
                defer { lock.unlock() }
                return current
            }
            set {
                lock.lock()
                defer { lock.unlock() }
                current = newValue
            }
        }

        var storeKey: String {
            if let inMemoryIdentifier { return "memory:" + inMemoryIdentifier }
            return "file:" + (fileURL ?? Configuration.defaultFileURL).standardizedFileURL.path
        }

        static func remember(_ configuration: Configuration, for key: String) {
            lock.lock()
            defer { lock.unlock() }
            byKey[key] = configuration
        }

        static func configuration(for key: String) -> Configuration {
            lock.lock()
            defer { lock.unlock() }
            return byKey[key] ?? current
        }
    }

    /// An error opening or writing a realm, as RealmSwift's `Realm.Error`; `catch Realm.Error.schemaMismatch` matches by code.
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        /// The kinds of error, as Realm's codes.
        public enum Code: Int, Sendable {
            case fail = 1
            case fileAccess = 2
            case filePermissionDenied = 3
            case fileExists = 4
            case fileNotFound = 5
            case incompatibleLockFile = 8
            case fileFormatUpgradeRequired = 6
            case addressSpaceExhausted = 9
            case schemaMismatch = 10
            case invalidTransaction = 13
        }

        /// The error's kind.
        public let code: Code
        /// What went wrong.
        public let localizedDescription: String
        /// The code and the message.
        public var description: String { "Realm.Error(\(code)): \(localizedDescription)" }

        init(_ code: Code, _ message: String) {
            self.code = code
            localizedDescription = message
        }

        /// The `fail` code, for `catch Realm.Error.fail`.
        public static let fail = Code.fail
        /// The `fileAccess` code, for `catch Realm.Error.fileAccess`.
        public static let fileAccess = Code.fileAccess
        /// The `filePermissionDenied` code, for `catch Realm.Error.filePermissionDenied`.
        public static let filePermissionDenied = Code.filePermissionDenied
        /// The `fileExists` code, for `catch Realm.Error.fileExists`.
        public static let fileExists = Code.fileExists
        /// The `fileNotFound` code, for `catch Realm.Error.fileNotFound`.
        public static let fileNotFound = Code.fileNotFound
        /// The `incompatibleLockFile` code, for `catch Realm.Error.incompatibleLockFile`.
        public static let incompatibleLockFile = Code.incompatibleLockFile
        /// The `fileFormatUpgradeRequired` code, for `catch Realm.Error.fileFormatUpgradeRequired`.
        public static let fileFormatUpgradeRequired = Code.fileFormatUpgradeRequired
        /// The `addressSpaceExhausted` code, for `catch Realm.Error.addressSpaceExhausted`.
        public static let addressSpaceExhausted = Code.addressSpaceExhausted
        /// The `schemaMismatch` code, for `catch Realm.Error.schemaMismatch`.
        public static let schemaMismatch = Code.schemaMismatch
    }
}

/// `catch Realm.Error.schemaMismatch`: an error matches a code when it is a `Realm.Error` of that code.
public func ~= (lhs: Realm.Error.Code, rhs: Swift.Error) -> Bool {
    (rhs as? Realm.Error)?.code == lhs
}

/// The objects a migration block reads and changes.
public typealias MigrationObject = ObjectBase

/// A migration, as RealmSwift's `Migration`: the objects of the store as they are (napkin's
/// store keeps instances of the current classes, so old and new are the same object).
public final class Migration {
    let store: RealmStore
    init(store: RealmStore) { self.store = store }

    /// Calls `block` with each object of the class named `typeName` (its old and new version: the same object).
    public func enumerateObjects(ofType typeName: String, _ block: (_ oldObject: MigrationObject?, _ newObject: MigrationObject?) -> Void) {
        for object in objects(named: typeName) { block(object, object) }
    }

    /// Deletes every object of the class named `typeName`; true when there were any.
    @discardableResult
    public func deleteData(forType typeName: String) -> Bool {
        let found = objects(named: typeName)
        for object in found { object._rlmInvalidated = true }
        store.tables = store.tables.filter { !($0.value.first.map { "\(Swift.type(of: $0))" == typeName } ?? false) }
        return !found.isEmpty
    }

    private func objects(named typeName: String) -> [Object] {
        store.tables.values.flatMap { $0 }.filter { "\(Swift.type(of: $0))" == typeName }
    }
}
