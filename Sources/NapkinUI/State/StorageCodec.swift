import Foundation

/// How ``AppStorage`` and ``SceneStorage`` read and write one type of value in a
/// `UserDefaults`, as SwiftUI stores them: plain values as themselves, `RawRepresentable`
/// values as their raw value. A key that holds nothing, or something that does not convert,
/// reads as `nil` (the wrapper's default).
struct StorageCodec<Value> {
    let read: (UserDefaults, String) -> Value?
    let write: (UserDefaults, String, Value) -> Void

    /// A value the typed getter reads, stored with `set(_:forKey:)`; `nil` when the key is
    /// empty or the getter's conversion fails.
    fileprivate static func plain(_ get: @escaping (UserDefaults, String) -> Value?) -> StorageCodec<Value> {
        StorageCodec(read: { store, key in store.object(forKey: key) == nil ? nil : get(store, key) }, write: { $0.set($2, forKey: $1) })
    }

    /// A `RawRepresentable` value kept as its raw value.
    static func raw<R: RawRepresentable>(_ rawCodec: StorageCodec<R.RawValue>) -> StorageCodec<R> {
        StorageCodec<R>(
            read: { store, key in rawCodec.read(store, key).flatMap(R.init(rawValue:)) }, write: { rawCodec.write($0, $1, $2.rawValue) })
    }

    /// The optional form of `codec`: writing `nil` removes the key.
    static func optional<W>(_ codec: StorageCodec<W>) -> StorageCodec<W?> {
        StorageCodec<W?>(
            read: { store, key in codec.read(store, key).map { .some($0) } },
            write: { store, key, value in
                if let value { codec.write(store, key, value) } else { store.removeObject(forKey: key) }
            })
    }
}

extension StorageCodec where Value == Bool {
    static var bool: Self { .plain { $0.bool(forKey: $1) } }
}

extension StorageCodec where Value == Int {
    static var int: Self { .plain { $0.integer(forKey: $1) } }
}

extension StorageCodec where Value == Double {
    static var double: Self { .plain { $0.double(forKey: $1) } }
}

extension StorageCodec where Value == String {
    static var string: Self { .plain { $0.string(forKey: $1) } }
}

extension StorageCodec where Value == Data {
    static var data: Self { .plain { $0.data(forKey: $1) } }
}

extension StorageCodec where Value == Date {
    static var date: Self { .plain { $0.object(forKey: $1) as? Date } }
}

extension StorageCodec where Value == URL {
    // `set(_:forKey:)` with a URL as `Any` is not a property-list value; UserDefaults' own
    // URL setter archives it.
    static var url: Self {
        StorageCodec(read: { $0.object(forKey: $1) == nil ? nil : $0.url(forKey: $1) }, write: { $0.set($2 as URL?, forKey: $1) })
    }
}
