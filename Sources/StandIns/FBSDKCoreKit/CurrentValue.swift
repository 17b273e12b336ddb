import Foundation

/// The one "current" object of a kind (the token, the profile), as the SDK keeps it: swapped under a lock, and a
/// change posted as `name` with the old and new objects under `oldKey` and `newKey`, plus what `extra` adds.
final class CurrentValue<Value: AnyObject>: @unchecked Sendable {
    // Unchecked: `value` is read and written only under `lock`.
    private let lock = NSLock()
    private var value: Value?
    private let name: Notification.Name
    private let oldKey: String
    private let newKey: String

    init(posting name: Notification.Name, oldKey: String, newKey: String) {
        self.name = name
        self.oldKey = oldKey
        self.newKey = newKey
    }

    /// The current object.
    var current: Value? { lock.withLock { value } }

    /// Makes `newValue` current; when it is another object, posts the change with `extra(old, new)`'s entries.
    func set(_ newValue: Value?, extra: (Value?, Value?) -> [String: Any] = { _, _ in [:] }) {
        let old: Value? = lock.withLock {
            let old = value
            value = newValue
            return old
        }
        guard old !== newValue else { return }
        var info = extra(old, newValue)
        if let old { info[oldKey] = old }
        if let newValue { info[newKey] = newValue }
        NotificationCenter.default.post(name: name, object: nil, userInfo: info)
    }
}
