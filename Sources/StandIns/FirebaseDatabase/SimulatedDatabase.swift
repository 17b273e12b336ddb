import Foundation

/// napkin's handle on the in-memory Realtime Databases, for tests and previews. Not Firebase's: napkin's own.
///
/// ```swift
/// SimulatedDatabase.reset()                                    // empty every database, clock back to now
/// SimulatedDatabase.serverTime = Date(timeIntervalSince1970: 1_700_000_000)   // ServerValue.timestamp(), push IDs
/// try SimulatedDatabase.shared.seed(["m1": ["text": "Hi", "timestamp": 1]], at: "messages/chat1")
/// let stored = SimulatedDatabase.shared.value(at: "messages")  // what the app wrote, as snapshot.value gives it
/// ```
///
/// `SimulatedFirebase.reset()` (FirebaseCore) empties the databases too, along with the apps.
public final class SimulatedDatabase: @unchecked Sendable {
    // Unchecked: immutable; the store guards itself.
    let store: DatabaseStore

    init(store: DatabaseStore) { self.store = store }

    /// The default app's default database (configuring the default app first if nothing has).
    public static var shared: SimulatedDatabase { SimulatedDatabase(store: Database.database().store) }

    /// `database`'s data.
    public static func database(_ database: Database) -> SimulatedDatabase { SimulatedDatabase(store: database.store) }

    /// The database's URL.
    public var url: String { store.url }

    /// Writes `value` (what an app would pass to `setValue`, `ServerValue` placeholders included) at `path`,
    /// replacing what was there; observers hear it as they hear an app's write. Throws ``DatabaseError`` for an
    /// invalid path or value.
    public func seed(_ value: Any?, at path: String = "") throws {
        let segments = try DatabaseKeys.segments(of: path).get()
        try store.write([(segments, value)])
    }

    /// The value at `path` as `DataSnapshot.value` gives it (nil when there is none).
    public func value(at path: String = "") -> Any? {
        guard case .success(let segments) = DatabaseKeys.segments(of: path) else { return nil }
        return store.node(at: segments)?.exported
    }

    /// Empties this database; observers hear the data go.
    public func reset() { store.removeAll() }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var fixedServerTime: Date?
    nonisolated(unsafe) private static var pushIDs = PushIDGenerator(seed: PushIDGenerator.defaultSeed)

    /// The time `ServerValue.timestamp()` resolves to and `childByAutoId()` keys are made of, or nil (the default)
    /// for the clock's time.
    public static var serverTime: Date? {
        get { lock.withLock { fixedServerTime } }
        set { lock.withLock { fixedServerTime = newValue } }
    }

    /// Restarts `childByAutoId()`'s random part from `seed`, so a test gets the same keys on every run. ``reset()``
    /// restarts it from napkin's default seed.
    public static func seedAutoIDs(_ seed: UInt64) {
        lock.withLock { pushIDs = PushIDGenerator(seed: seed) }
    }

    /// Empties every database, sets ``serverTime`` back to the clock and restarts the auto-ID sequence.
    public static func reset() {
        Database.resetAll()
        lock.withLock {
            fixedServerTime = nil
            pushIDs = PushIDGenerator(seed: PushIDGenerator.defaultSeed)
        }
    }

    static func currentMilliseconds() -> Int64 {
        Int64(((serverTime ?? Date()).timeIntervalSince1970 * 1000).rounded(.down))
    }

    static func nextPushID() -> String {
        let now = currentMilliseconds()
        return lock.withLock { pushIDs.next(milliseconds: now) }
    }
}

/// `childByAutoId()`'s keys as Firebase makes them: 8 characters of the time in milliseconds then 12 random ones,
/// in an alphabet whose order is ASCII order, so keys sort by creation time; within the same millisecond the random
/// part counts up, so they still sort in creation order. The random part comes from a seeded generator.
struct PushIDGenerator {
    static let defaultSeed: UInt64 = 0x6E61_706B_696E_2450
    private static let alphabet = Array("-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")
    private var state: UInt64
    private var lastTime: Int64 = -1
    private var lastRandom: [Int] = []

    init(seed: UInt64) { state = seed }

    private mutating func random() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(milliseconds: Int64) -> String {
        var time = max(milliseconds, 0)
        var timeCharacters: [Character] = []
        for _ in 0..<8 {
            timeCharacters.append(Self.alphabet[Int(time % 64)])
            time /= 64
        }
        if milliseconds == lastTime, !lastRandom.isEmpty {
            var index = 11
            while index >= 0, lastRandom[index] == 63 {
                lastRandom[index] = 0
                index -= 1
            }
            if index >= 0 { lastRandom[index] += 1 }
        } else {
            lastRandom = (0..<12).map { _ in Int(random() % 64) }
        }
        lastTime = milliseconds
        return String(timeCharacters.reversed()) + String(lastRandom.map { Self.alphabet[$0] })
    }
}
