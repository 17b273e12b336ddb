import Foundation

/// A value kept in the app's preferences under `key`, as SwiftUI's `@AppStorage`:
///
/// ```swift
/// @AppStorage("isOnboarding") private var isOnboarding = true
/// Toggle("Show introduction", isOn: $isOnboarding)
/// ```
/// Reads and writes go to a `UserDefaults`: the `store:` given, else the one set for the views
/// with `.defaultAppStorage(_:)` (or ``Window/appStorage``), else ``InMemoryDefaults/shared``,
/// a store in memory for the whole process. So a render never depends on the machine's
/// preferences, and a test that wants a clean slate sets a fresh ``InMemoryDefaults`` on its
/// window or calls ``InMemoryDefaults/reset()``.
///
/// A key that holds nothing (or a value that does not convert) reads as the default written
/// in the declaration. Writing does not schedule a render: the next render reads the new
/// value, as every ``State`` change is.
@propertyWrapper
public struct AppStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let codec: StorageCodec<Value>
    private let explicitStore: UserDefaults?
    private let box = StoreBox()

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>, store: UserDefaults?) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
        explicitStore = store
    }

    /// The store read and written: the one given, the views' default, or the shared one.
    private var store: UserDefaults { explicitStore ?? box.store ?? InMemoryDefaults.shared }

    /// The stored value, or the default when the key holds none; setting it writes the store.
    public var wrappedValue: Value {
        get { codec.read(store, key) ?? defaultValue }
        nonmutating set { codec.write(store, key, newValue) }
    }

    /// A binding to the stored value: `$isOnboarding`.
    @MainActor
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// Where a storage wrapper keeps the store its view's environment names; copies of one view
/// value share it, as ``Environment``'s box.
final class StoreBox {
    var store: UserDefaults?
}

extension AppStorage: DynamicProperty, EnvironmentReceiving {
    func receive(_ environment: EnvironmentValues) {
        box.store = environment.defaultAppStorage
    }
}

extension AppStorage {
    /// A flag stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool, store: store)
    }

    /// An integer stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int, store: store)
    }

    /// A number stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double, store: store)
    }

    /// A string stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string, store: store)
    }

    /// A URL stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url, store: store)
    }

    /// Bytes stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data, store: store)
    }

    /// A date stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, codec: .date, store: store)
    }

    /// A value stored as its integer raw value under `key` (an `enum Theme: Int`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int), store: store)
    }

    /// A value stored as its string raw value under `key` (an `enum Theme: String`).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string), store: store)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional flag stored under `key`: `nil` when the key holds none.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.bool), store: store)
    }

    /// An optional integer stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.int), store: store)
    }

    /// An optional number stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.double), store: store)
    }

    /// An optional string stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.string), store: store)
    }

    /// An optional URL stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url), store: store)
    }

    /// Optional bytes stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.data), store: store)
    }

    /// An optional date stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, codec: .optional(.date), store: store)
    }

    /// An optional value stored as its integer raw value under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)), store: store)
    }

    /// An optional value stored as its string raw value under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)), store: store)
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` uses inside, when it names none (`.defaultAppStorage(_:)`).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `store` the one every `@AppStorage` inside reads and writes unless it names its
    /// own, as SwiftUI's `defaultAppStorage(_:)`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
