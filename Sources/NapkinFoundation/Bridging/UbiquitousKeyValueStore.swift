import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of why the iCloud key-value store changed: one of the `NSUbiquitousKeyValueStore…Change`
/// numbers.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the keys whose values changed (`[String]`).
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A change reason: another device changed a value.
public let NSUbiquitousKeyValueStoreServerChange = 0
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A change reason: the first download from iCloud brought values.
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A change reason: a write went over iCloud's limits and was not kept.
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A change reason: the iCloud account changed, and with it every value.
public let NSUbiquitousKeyValueStoreAccountChange = 3

/// The iCloud key-value store, as Foundation's `NSUbiquitousKeyValueStore` on iOS (Linux's Foundation has none): a
/// small dictionary of property-list values an app shares between the devices of one iCloud account, usually
/// settings.
///
/// ```swift
/// NSUbiquitousKeyValueStore.default.set(10_000, forKey: "dailyGoal")
/// NotificationCenter.default.addObserver(forName: NSUbiquitousKeyValueStore.didChangeExternallyNotification,
///                                        object: NSUbiquitousKeyValueStore.default, queue: .main) { note in … }
/// ```
/// napkin keeps the values in memory for the process (they are iCloud's, not the app's files: nothing is written,
/// and `UserDefaults` does not see them); ``resetSimulatedStore()`` empties it for a test, and
/// ``simulateExternalChange(_:reason:)`` changes values as another device would, posting
/// ``didChangeExternallyNotification`` with the reason and the changed keys. iCloud's limits hold: at most 1024
/// keys, keys of at most 64 bytes of UTF-8, 1 MB for keys and values together. A write that would break them is not
/// kept and posts the notification with ``NSUbiquitousKeyValueStoreQuotaViolationChange``, as iOS tells an app its
/// data went over the quota (iOS stops the app with an Objective-C exception for a key over 64 bytes; napkin
/// refuses it the same way as the other limits). A value that is not a property list (strings, numbers, `Bool`,
/// `Date`, `Data`, and arrays and dictionaries of them) is refused too.
open class NSUbiquitousKeyValueStore: @unchecked Sendable {
    /// Posted (on the thread that made the change) when values change from outside the app: another device, the
    /// first sync, the account, or a write refused for the quota; `object` is the store, `userInfo` has
    /// ``NSUbiquitousKeyValueStoreChangeReasonKey`` and ``NSUbiquitousKeyValueStoreChangedKeysKey``.
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    /// The most keys the store holds.
    public static let maximumKeyCount = 1024
    /// The longest key, in bytes of UTF-8.
    public static let maximumKeyLength = 64
    /// The most bytes of keys and values together.
    public static let maximumTotalBytes = 1024 * 1024

    private static let shared = NSUbiquitousKeyValueStore()

    /// The app's store.
    open class var `default`: NSUbiquitousKeyValueStore { shared }

    private let lock = NSLock()
    private var values: [String: Any] = [:]

    /// A store (apps use ``default``; each instance made this way holds values of its own here).
    public init() {}

    // MARK: Reading

    /// The value under `key`, or `nil`.
    open func object(forKey aKey: String) -> Any? { lock.withLock { values[aKey] } }

    /// The string under `key`, or `nil` (also for a value of another type).
    open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }

    /// The array under `key`, or `nil`.
    open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }

    /// The dictionary under `key`, or `nil`.
    open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }

    /// The data under `key`, or `nil`.
    open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }

    /// The number under `key` as an integer, or 0.
    open func longLong(forKey aKey: String) -> Int64 { Self.number(object(forKey: aKey)).map { Int64($0) } ?? 0 }

    /// The number under `key`, or 0.
    open func double(forKey aKey: String) -> Double { Self.number(object(forKey: aKey)) ?? 0 }

    /// The Boolean under `key` (a nonzero number is true), or false.
    open func bool(forKey aKey: String) -> Bool { (Self.number(object(forKey: aKey)) ?? 0) != 0 }

    /// Every key and value.
    open var dictionaryRepresentation: [String: Any] { lock.withLock { values } }

    // MARK: Writing

    /// Stores `anObject` under `key` (a property list), or removes the key for `nil`.
    open func set(_ anObject: Any?, forKey aKey: String) { write(anObject, forKey: aKey) }

    /// Stores `aString` under `key`, or removes the key for `nil`.
    open func set(_ aString: String?, forKey aKey: String) { write(aString, forKey: aKey) }

    /// Stores `aData` under `key`, or removes the key for `nil`.
    open func set(_ aData: Data?, forKey aKey: String) { write(aData, forKey: aKey) }

    /// Stores `anArray` under `key`, or removes the key for `nil`.
    open func set(_ anArray: [Any]?, forKey aKey: String) { write(anArray, forKey: aKey) }

    /// Stores `aDictionary` under `key`, or removes the key for `nil`.
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { write(aDictionary, forKey: aKey) }

    /// Stores the integer `value` under `key`.
    open func set(_ value: Int64, forKey aKey: String) { write(value, forKey: aKey) }

    /// Stores the number `value` under `key`.
    open func set(_ value: Double, forKey aKey: String) { write(value, forKey: aKey) }

    /// Stores the Boolean `value` under `key`.
    open func set(_ value: Bool, forKey aKey: String) { write(value, forKey: aKey) }

    /// Removes the value under `key`.
    open func removeObject(forKey aKey: String) { write(nil, forKey: aKey) }

    /// Hands the changes to iCloud; true (napkin's iCloud is always in step).
    @discardableResult
    open func synchronize() -> Bool { true }

    private func write(_ value: Any?, forKey key: String) {
        let kept: Bool = lock.withLock {
            guard let value else {
                values[key] = nil
                return true
            }
            guard Self.isPropertyList(value) else { return false }
            var next = values
            next[key] = value
            guard key.utf8.count <= Self.maximumKeyLength, next.count <= Self.maximumKeyCount,
                Self.size(of: next) <= Self.maximumTotalBytes
            else { return false }
            values = next
            return true
        }
        if !kept { post(reason: NSUbiquitousKeyValueStoreQuotaViolationChange, keys: [key]) }
    }

    private func post(reason: Int, keys: [String]) {
        NotificationCenter.default.post(
            name: Self.didChangeExternallyNotification, object: self,
            userInfo: [NSUbiquitousKeyValueStoreChangeReasonKey: reason, NSUbiquitousKeyValueStoreChangedKeysKey: keys])
    }

    // MARK: napkin's additions

    /// Changes values as another device of the account would (napkin's addition): each key to its value, `nil`
    /// removing it, then posts ``didChangeExternallyNotification`` with `reason` and the keys.
    public func simulateExternalChange(_ changes: [String: Any?], reason: Int = NSUbiquitousKeyValueStoreServerChange) {
        lock.withLock {
            for (key, value) in changes { values[key] = value }
        }
        post(reason: reason, keys: changes.keys.sorted())
    }

    /// Empties the store (napkin's addition), for a fresh test.
    public func resetSimulatedStore() { lock.withLock { values = [:] } }

    // MARK: Values

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Bool: value ? 1 : 0
        case let value as Int: Double(value)
        case let value as Int64: Double(value)
        case let value as Int32: Double(value)
        case let value as UInt: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    private static func isPropertyList(_ value: Any) -> Bool {
        switch value {
        case is String, is Data, is Date, is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32,
            is UInt64, is Double, is Float, is NSNumber, is NSString, is NSData, is NSDate:
            true
        case let array as [Any]: array.allSatisfy(isPropertyList)
        case let dictionary as [String: Any]: dictionary.values.allSatisfy(isPropertyList)
        default: false
        }
    }

    /// About the bytes iCloud counts: keys' and strings' UTF-8, data's bytes, 8 for a number or a date.
    private static func size(of value: Any) -> Int {
        switch value {
        case let string as String: string.utf8.count
        case let data as Data: data.count
        case let array as [Any]: array.reduce(0) { $0 + size(of: $1) }
        case let dictionary as [String: Any]: dictionary.reduce(0) { $0 + $1.key.utf8.count + size(of: $1.value) }
        default: 8
        }
    }
}
