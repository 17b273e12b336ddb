import Foundation

/// The keychain of the process. Linux has no keychain service, so napkin's is kept in memory:
/// items live until the process ends or a test calls `NapkinKeychain.reset()`, and every item
/// can be read (there is no locked device, passcode or biometry to wait for).
final class Keychain: @unchecked Sendable {
    static let shared = Keychain()

    /// One item: its attributes (`kSecClass` among them, under Apple's keys) and its value.
    struct Item {
        let id: Int
        var attributes: [String: Any]
        var data: Data?
        var key: SecKey?

        var itemClass: String { attributes[kSecClass as String] as? String ?? "" }
    }

    private let lock = NSLock()
    private var items: [Item] = []
    private var nextID = 1

    /// The attributes that together identify an item of each class: a second item with the same
    /// values is a duplicate.
    static let primaryKeys: [String: [String]] = {
        let generic: [CFString] = [kSecAttrAccount, kSecAttrService, kSecAttrAccessGroup, kSecAttrSynchronizable]
        let internet: [CFString] = [
            kSecAttrAccount, kSecAttrSecurityDomain, kSecAttrServer, kSecAttrProtocol, kSecAttrAuthenticationType, kSecAttrPort,
            kSecAttrPath, kSecAttrAccessGroup, kSecAttrSynchronizable,
        ]
        let key: [CFString] = [
            kSecAttrKeyClass, kSecAttrApplicationLabel, kSecAttrApplicationTag, kSecAttrKeyType, kSecAttrKeySizeInBits,
            kSecAttrEffectiveKeySize, kSecAttrAccessGroup, kSecAttrSynchronizable,
        ]
        return [
            kSecClassGenericPassword as String: generic.map { $0 as String },
            kSecClassInternetPassword as String: internet.map { $0 as String },
            kSecClassKey as String: key.map { $0 as String },
        ]
    }()

    func withItems<Result>(_ body: (inout [Item], inout Int) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&items, &nextID)
    }

    static func isDuplicate(_ a: [String: Any], _ b: [String: Any]) -> Bool {
        guard let aClass = a[kSecClass as String] as? String, aClass == b[kSecClass as String] as? String else { return false }
        return (primaryKeys[aClass] ?? []).allSatisfy { KeychainValue(a[$0]) == KeychainValue(b[$0]) }
    }

    static func persistentReference(_ id: Int) -> Data {
        Data("napkin-keychain-item:\(id)".utf8)
    }
}

/// napkin's handle on the in-memory keychain that Security's functions use on Linux.
public enum NapkinKeychain {
    /// Deletes every item of every class, as a fresh install of the app would find the keychain:
    /// call it at the start of a test that must not see items another test added.
    public static func reset() {
        Keychain.shared.withItems { items, _ in items.removeAll() }
    }

    /// How many items the keychain holds, of every class.
    public static var itemCount: Int {
        Keychain.shared.withItems { items, _ in items.count }
    }
}

/// A keychain query or an item's attributes, read from the dictionary an app passed.
struct KeychainQuery {
    enum Synchronizable { case no, yes, any }

    var itemClass: String?
    /// The item attributes named (not the return, match, use or value keys).
    var attributes: [String: Any] = [:]
    var synchronizable = Synchronizable.no
    var limit: Int?
    var returnData = false
    var returnAttributes = false
    var returnRef = false
    var returnPersistentRef = false
    var valueData: Any?
    var valueRef: Any?
    var persistentRef: Data?

    static let classes: Set<String> = [
        kSecClassGenericPassword as String, kSecClassInternetPassword as String, kSecClassKey as String,
    ]

    /// nil when the dictionary is not one (a parameter error).
    init?(_ dictionary: CFDictionary, defaultLimit: Int?) {
        guard let entries = stringKeyed(dictionary) else { return nil }
        limit = defaultLimit
        for (key, value) in entries {
            guard read(key, value) else { return nil }
        }
    }

    /// Takes one entry of the dictionary; false when its value cannot be one of that key.
    private mutating func read(_ key: String, _ value: Any) -> Bool {
        func named(_ name: CFString) -> Bool { key == name as String }
        if named(kSecClass) {
            itemClass = stringValue(value)
        } else if named(kSecReturnData) {
            returnData = booleanValue(value) ?? false
        } else if named(kSecReturnAttributes) {
            returnAttributes = booleanValue(value) ?? false
        } else if named(kSecReturnRef) {
            returnRef = booleanValue(value) ?? false
        } else if named(kSecReturnPersistentRef) {
            returnPersistentRef = booleanValue(value) ?? false
        } else if named(kSecValueData) {
            valueData = unwrapped(value)
        } else if named(kSecValueRef) {
            valueRef = unwrapped(value)
        } else if named(kSecValuePersistentRef) {
            persistentRef = unwrapped(value) as? Data
        } else if named(kSecMatchLimit) {
            if stringValue(value) == kSecMatchLimitAll as String {
                limit = nil
            } else if stringValue(value) == kSecMatchLimitOne as String {
                limit = 1
            } else if let count = integerValue(value), count > 0 {
                limit = count
            } else {
                return false
            }
        } else if named(kSecAttrSynchronizable) {
            if stringValue(value) == kSecAttrSynchronizableAny as String {
                synchronizable = .any
            } else {
                synchronizable = booleanValue(value) == true ? .yes : .no
            }
        } else if named(kSecAttrApplicationTag) {
            // A tag given as a string is kept as its UTF-8 bytes, so either spelling finds the key.
            if let text = stringValue(value) { attributes[key] = Data(text.utf8) } else { attributes[key] = unwrapped(value) }
        } else if !(key.hasPrefix("r_") || key.hasPrefix("m_") || key.hasPrefix("u_") || key.hasPrefix("v_")
            || named(kSecUseDataProtectionKeychain))
        {
            attributes[key] = unwrapped(value)
        }
        return true
    }

    var wantsResult: Bool { returnData || returnAttributes || returnRef || returnPersistentRef }

    /// Whether the item has every attribute the query names, with an equal value.
    func matches(_ item: Keychain.Item) -> Bool {
        guard item.itemClass == itemClass else { return false }
        if let persistentRef, persistentRef != Keychain.persistentReference(item.id) { return false }
        let itemSynchronizable = booleanValue(item.attributes[kSecAttrSynchronizable as String]) ?? false
        switch synchronizable {
        case .no where itemSynchronizable, .yes where !itemSynchronizable: return false
        default: break
        }
        return attributes.allSatisfy { key, value in
            key == kSecAttrAccessControl as String || KeychainValue(item.attributes[key]) == KeychainValue(value)
        }
    }

    /// What `SecItemCopyMatching` and `SecItemAdd` hand back for one item: the one thing asked
    /// for, or a dictionary of everything asked for.
    func result(for item: Keychain.Item) -> AnyObject? {
        let data = item.data ?? item.key.map(\.representation)
        let reference = Keychain.persistentReference(item.id)
        switch (returnData, returnAttributes, returnRef, returnPersistentRef) {
        case (true, false, false, false): return data.map { NSData(data: $0) }
        case (false, true, false, false): return NSDictionary(dictionary: item.attributes)
        case (false, false, true, false): return item.key
        case (false, false, false, true): return NSData(data: reference)
        default:
            var entries: [String: Any] = returnAttributes ? item.attributes : [:]
            if returnData, let data { entries[kSecValueData as String] = data }
            if returnRef, let key = item.key { entries[kSecValueRef as String] = key }
            if returnPersistentRef { entries[kSecValuePersistentRef as String] = reference }
            return NSDictionary(dictionary: entries)
        }
    }
}

/// The attributes an added item keeps: what the app gave, with the class, the synchronizable
/// flag, the protection class and the dates filled in as the keychain fills them.
private func storedAttributes(_ query: KeychainQuery, itemClass: String, now: Date) -> [String: Any] {
    var attributes = query.attributes
    attributes[kSecClass as String] = itemClass
    attributes[kSecAttrSynchronizable as String] = NSNumber(value: query.synchronizable == .yes)
    if attributes[kSecAttrAccessible as String] == nil {
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleWhenUnlocked as String
    }
    attributes[kSecAttrCreationDate as String] = now
    attributes[kSecAttrModificationDate as String] = now
    return attributes
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Adds an item to the keychain, as `SecItemAdd`. The attributes name the class (`kSecClass`),
/// the item's attributes and its value (`kSecValueData` for a password, `kSecValueRef` for a
/// key). Answers `errSecDuplicateItem` when an item with the same primary key (a generic
/// password's service and account, a key's class, tag and label, …) is there already, and
/// `errSecParam` when the class is missing or a value has the wrong type. When `result` is
/// given and the attributes ask for a result (`kSecReturnData`, …), the new item is handed back.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard var query = KeychainQuery(attributes, defaultLimit: 1), let itemClass = query.itemClass,
        KeychainQuery.classes.contains(itemClass)
    else { return errSecParam }
    var data: Data?
    var key: SecKey?
    if let value = query.valueData {
        guard let bytes = value as? Data else { return errSecParam }
        data = bytes
    }
    if itemClass == kSecClassKey as String {
        guard let secKey = query.valueRef as? SecKey else { return errSecParam }
        key = secKey
        for (name, value) in secKey.itemAttributes where query.attributes[name] == nil {
            query.attributes[name] = value
        }
    } else if query.valueRef != nil {
        return errSecParam
    }
    let stored = storedAttributes(query, itemClass: itemClass, now: Date())
    let outcome: (OSStatus, AnyObject?) = Keychain.shared.withItems { items, nextID in
        guard !items.contains(where: { Keychain.isDuplicate($0.attributes, stored) }) else { return (errSecDuplicateItem, nil) }
        let item = Keychain.Item(id: nextID, attributes: stored, data: data, key: key)
        nextID += 1
        items.append(item)
        return (errSecSuccess, query.wantsResult ? query.result(for: item) : nil)
    }
    if outcome.0 == errSecSuccess { result?.pointee = outcome.1 }
    return outcome.0
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Finds keychain items, as `SecItemCopyMatching`. The query names the class (`kSecClass`), the
/// attributes to match, how many items to return (`kSecMatchLimit`: one by default, or all, in
/// an array in the order they were added) and what to return for each (`kSecReturnData`: the
/// password's bytes; `kSecReturnAttributes`: a dictionary; `kSecReturnRef`: a key's `SecKey`;
/// more than one: a dictionary holding each). Answers `errSecItemNotFound` when nothing matches.
/// Synchronizable items match only a query with `kSecAttrSynchronizable` true or
/// `kSecAttrSynchronizableAny`, as on iOS.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = KeychainQuery(query, defaultLimit: 1), let itemClass = query.itemClass,
        KeychainQuery.classes.contains(itemClass)
    else { return errSecParam }
    let found = Keychain.shared.withItems { items, _ in items.filter(query.matches) }
    guard !found.isEmpty else {
        result?.pointee = nil
        return errSecItemNotFound
    }
    guard query.wantsResult else {
        result?.pointee = nil
        return errSecSuccess
    }
    let chosen = query.limit.map { Array(found.prefix($0)) } ?? found
    if query.limit == 1 {
        result?.pointee = query.result(for: chosen[0])
    } else {
        result?.pointee = NSArray(array: chosen.compactMap { query.result(for: $0) })
    }
    return errSecSuccess
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Changes every item matching the query, as `SecItemUpdate`: the new attributes (and
/// `kSecValueData`) replace the old, and the modification date moves. Answers
/// `errSecItemNotFound` when nothing matches, `errSecDuplicateItem` (changing nothing) when the
/// change would give two items the same primary key, and `errSecParam` when the changes name the
/// class or a return or match key.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    guard let query = KeychainQuery(query, defaultLimit: nil), let itemClass = query.itemClass,
        KeychainQuery.classes.contains(itemClass), let changes = stringKeyed(attributesToUpdate),
        let change = KeychainQuery(attributesToUpdate, defaultLimit: nil)
    else { return errSecParam }
    let forbidden = changes.keys.contains { $0 == kSecClass as String || $0.hasPrefix("r_") || $0.hasPrefix("m_") }
    guard !forbidden else { return errSecParam }
    var newData: Data?
    if let value = change.valueData {
        guard let bytes = value as? Data else { return errSecParam }
        newData = bytes
    }
    let now = Date()
    return Keychain.shared.withItems { items, _ in
        let indices = items.indices.filter { query.matches(items[$0]) }
        guard !indices.isEmpty else { return errSecItemNotFound }
        var updated = items
        for index in indices {
            for (name, value) in change.attributes { updated[index].attributes[name] = value }
            if changes[kSecAttrSynchronizable as String] != nil {
                updated[index].attributes[kSecAttrSynchronizable as String] = NSNumber(value: change.synchronizable == .yes)
            }
            updated[index].attributes[kSecAttrModificationDate as String] = now
            if let newData { updated[index].data = newData }
        }
        for index in indices {
            let clash = updated.indices.contains { $0 != index && Keychain.isDuplicate(updated[$0].attributes, updated[index].attributes) }
            if clash { return errSecDuplicateItem }
        }
        items = updated
        return errSecSuccess
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Deletes every item matching the query, as `SecItemDelete`. Answers `errSecItemNotFound` when
/// nothing matches and `errSecParam` without a class.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    guard let query = KeychainQuery(query, defaultLimit: nil), let itemClass = query.itemClass,
        KeychainQuery.classes.contains(itemClass)
    else { return errSecParam }
    return Keychain.shared.withItems { items, _ in
        let before = items.count
        items.removeAll(where: query.matches)
        return items.count == before ? errSecItemNotFound : errSecSuccess
    }
}
