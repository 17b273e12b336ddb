import Foundation
internal import NapkinSupport

/// A `UserDefaults` that keeps its values in memory only, for ``AppStorage`` and
/// ``SceneStorage``: nothing is read from or written to disk, so a render never depends on
/// the machine's preferences and a test leaves nothing behind.
///
/// ``AppStorage`` uses ``shared`` unless a store is given (`store:`) or set for the views
/// (`.defaultAppStorage(_:)`, or ``Window/appStorage``). A test isolates itself with a store
/// of its own, or empties the shared one with ``reset()``:
///
/// ```swift
/// let defaults = InMemoryDefaults()
/// defaults.set(true, forKey: "hasSeenIntro")
/// window.appStorage = defaults          // every @AppStorage in the window reads it
/// ```
///
/// Values are kept as they are set (a `Bool`, an `Int`, a `URL`…), and the typed getters
/// convert as `UserDefaults` does: `integer(forKey:)` reads a stored `Double` or a numeric
/// `String`, `bool(forKey:)` reads `"YES"`/`"true"` and non-zero numbers.
public final class InMemoryDefaults: UserDefaults {
    // `UserDefaults` is not Sendable on Linux; the values are behind the package's one lock
    // so that a store shared between threads stays consistent anyway.
    private let values = Locked<[String: Any]>([:])

    // Sound: the store's only state is behind `values`' lock (UserDefaults itself is not
    // marked Sendable on Linux, so the compiler cannot see that).
    /// The store ``AppStorage`` uses when none is given or set: one per process.
    nonisolated(unsafe) public static let shared = InMemoryDefaults()

    /// An empty store.
    public init() {
        // A nil suite name is the app's own domain; this class never reads or writes it,
        // because every accessor below is overridden.
        super.init(suiteName: nil)!
    }

    /// Removes every value.
    public func reset() {
        values.withLock { $0.removeAll() }
    }

    /// The value stored for `defaultName`, as it was set.
    public override func object(forKey defaultName: String) -> Any? {
        values.withLock { $0[defaultName] }
    }

    /// Stores `value` for `defaultName`; `nil` removes it.
    public override func set(_ value: Any?, forKey defaultName: String) {
        values.withLock { $0[defaultName] = value }
    }

    /// Removes the value for `defaultName`.
    public override func removeObject(forKey defaultName: String) {
        values.withLock { $0[defaultName] = nil }
    }

    /// Every stored value, by key.
    public override func dictionaryRepresentation() -> [String: Any] {
        values.withLock { $0 }
    }

    /// Nothing to write: the values live in memory. Returns true.
    @discardableResult
    public override func synchronize() -> Bool { true }

    /// The string stored for `defaultName` (a number is written out), or `nil`.
    public override func string(forKey defaultName: String) -> String? {
        switch object(forKey: defaultName) {
        case let string as String: string
        case let number as Int: String(number)
        case let number as Double: String(number)
        case let flag as Bool: flag ? "1" : "0"
        default: nil
        }
    }

    /// The integer stored for `defaultName` (a `Double` truncated, a numeric string read), or 0.
    public override func integer(forKey defaultName: String) -> Int {
        switch object(forKey: defaultName) {
        case let number as Int: number
        case let number as Double: Int(exactly: number.rounded(.towardZero)) ?? 0
        case let flag as Bool: flag ? 1 : 0
        case let string as String: Int(string) ?? Double(string).flatMap { Int(exactly: $0.rounded(.towardZero)) } ?? 0
        default: 0
        }
    }

    /// The number stored for `defaultName` (an `Int` converted, a numeric string read), or 0.
    public override func double(forKey defaultName: String) -> Double {
        switch object(forKey: defaultName) {
        case let number as Double: number
        case let number as Int: Double(number)
        case let number as Float: Double(number)
        case let flag as Bool: flag ? 1 : 0
        case let string as String: Double(string) ?? 0
        default: 0
        }
    }

    /// ``double(forKey:)`` as a `Float`.
    public override func float(forKey defaultName: String) -> Float {
        Float(double(forKey: defaultName))
    }

    /// The flag stored for `defaultName`: true for `true`, a non-zero number, or the strings
    /// "YES", "true" and "1" (any case); false otherwise.
    public override func bool(forKey defaultName: String) -> Bool {
        switch object(forKey: defaultName) {
        case let flag as Bool: flag
        case let number as Int: number != 0
        case let number as Double: number != 0
        case let string as String: ["yes", "true", "1"].contains(string.lowercased())
        default: false
        }
    }

    /// The URL stored for `defaultName` (a string is parsed), or `nil`.
    public override func url(forKey defaultName: String) -> URL? {
        switch object(forKey: defaultName) {
        case let url as URL: url
        case let string as String: URL(string: string)
        default: nil
        }
    }

    /// The bytes stored for `defaultName`, or `nil`.
    public override func data(forKey defaultName: String) -> Data? {
        object(forKey: defaultName) as? Data
    }

    /// The strings stored for `defaultName`, or `nil`.
    public override func stringArray(forKey defaultName: String) -> [String]? {
        object(forKey: defaultName) as? [String]
    }

    /// The array stored for `defaultName`, or `nil`.
    public override func array(forKey defaultName: String) -> [Any]? {
        object(forKey: defaultName) as? [Any]
    }

    /// The dictionary stored for `defaultName`, or `nil`.
    public override func dictionary(forKey defaultName: String) -> [String: Any]? {
        object(forKey: defaultName) as? [String: Any]
    }

    /// Stores an integer.
    public override func set(_ value: Int, forKey defaultName: String) { set(value as Any, forKey: defaultName) }
    /// Stores a number.
    public override func set(_ value: Double, forKey defaultName: String) { set(value as Any, forKey: defaultName) }
    /// Stores a number.
    public override func set(_ value: Float, forKey defaultName: String) { set(Double(value) as Any, forKey: defaultName) }
    /// Stores a flag.
    public override func set(_ value: Bool, forKey defaultName: String) { set(value as Any, forKey: defaultName) }
    /// Stores a URL; `nil` removes the value.
    public override func set(_ url: URL?, forKey defaultName: String) { set(url as Any?, forKey: defaultName) }
}
