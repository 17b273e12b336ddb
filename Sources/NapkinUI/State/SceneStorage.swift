import Foundation

/// A value kept for one scene under `key`, as SwiftUI's `@SceneStorage`: the state a scene
/// restores when it comes back (the selected tab, a draft).
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "home"
/// ```
/// In NapkinUI a scene is a ``Window``: each window has its own store
/// (``Window/sceneStorage``, in memory, empty when the window is made), shared by every view
/// it shows. Outside a window (a view rendered on its own), the values go to a store in memory
/// for the whole process. A key that holds nothing reads as the declaration's default.
@propertyWrapper
public struct SceneStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let codec: StorageCodec<Value>
    private let box = StoreBox()

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The store of the scene, or the process's when the view is in none.
    private var store: UserDefaults { box.store ?? SceneStorageFallback.store }

    /// The stored value, or the default when the key holds none; setting it writes the store.
    public var wrappedValue: Value {
        get { codec.read(store, key) ?? defaultValue }
        nonmutating set { codec.write(store, key, newValue) }
    }

    /// A binding to the stored value.
    @MainActor
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// Where scene storage goes outside any window.
private enum SceneStorageFallback {
    // Sound: InMemoryDefaults keeps its values behind a lock.
    nonisolated(unsafe) static let store = InMemoryDefaults()
}

extension SceneStorage: DynamicProperty, EnvironmentReceiving {
    func receive(_ environment: EnvironmentValues) {
        box.store = environment.sceneStorage
    }
}

extension SceneStorage {
    /// A flag stored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool)
    }

    /// An integer stored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int)
    }

    /// A number stored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double)
    }

    /// A string stored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string)
    }

    /// A URL stored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url)
    }

    /// Bytes stored under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data)
    }

    /// A value stored as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.int))
    }

    /// A value stored as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(.string))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional flag stored under `key`.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil, codec: .optional(.bool)) }
    /// An optional integer stored under `key`.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil, codec: .optional(.int)) }
    /// An optional number stored under `key`.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil, codec: .optional(.double)) }
    /// An optional string stored under `key`.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil, codec: .optional(.string)) }
    /// An optional URL stored under `key`.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil, codec: .optional(.url)) }
    /// Optional bytes stored under `key`.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil, codec: .optional(.data)) }
    /// An optional value stored as its integer raw value under `key`.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)))
    }
    /// An optional value stored as its string raw value under `key`.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)))
    }
}

private struct SceneStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store of the scene (window) the view is in.
    var sceneStorage: UserDefaults? {
        get { self[SceneStorageKey.self] }
        set { self[SceneStorageKey.self] = newValue }
    }
}
