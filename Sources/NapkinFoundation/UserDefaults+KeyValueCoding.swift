import Foundation

extension UserDefaults {
    /// Stores `value` under `key`, or removes the key when `value` is `nil`, as iOS code writes it
    /// through key-value coding: Apple's `UserDefaults` answers `setValue(_:forKey:)` with
    /// `set(_:forKey:)`. swift-corelibs-foundation has no key-value coding, so a login model that
    /// keeps its token this way would not compile; here it does the same as `set(_:forKey:)`, and
    /// `@AppStorage` on the same key sees the value.
    public func setValue(_ value: Any?, forKey key: String) {
        if let value {
            set(value, forKey: key)
        } else {
            removeObject(forKey: key)
        }
    }

    /// The value stored under `key`, or `nil`, as Apple's key-value coding answers for
    /// `UserDefaults`: the same as `object(forKey:)`.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
