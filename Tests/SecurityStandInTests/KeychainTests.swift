import Foundation
import Security
import Testing

/// The keychain is one per process: its tests run one at a time, each starting from an empty keychain.
@Suite(.serialized)
struct SecurityTests {
    // MARK: Generic and internet passwords

    /// A generic password as keychain helpers write one: class, service, account and data.
    static func password(_ secret: String, account: String = "ada", service: String = "com.example.app") -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecValueData as String: Data(secret.utf8),
        ]
    }

    static func lookup(account: String = "ada", service: String = "com.example.app") -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: kCFBooleanTrue as Any,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
    }

    @Test("An added password is found again by service and account, its bytes handed back as Data")
    func addAndFind() {
        NapkinKeychain.reset()
        #expect(SecItemAdd(Self.password("s3cret") as CFDictionary, nil) == errSecSuccess)
        var item: CFTypeRef?
        let status = SecItemCopyMatching(Self.lookup() as CFDictionary, &item)
        #expect(status == errSecSuccess)
        #expect((item as? Data).map { String(decoding: $0, as: UTF8.self) } == "s3cret")
        #expect(NapkinKeychain.itemCount == 1)
    }

    @Test("A second item with the same service and account is errSecDuplicateItem; another account is a new item")
    func duplicates() {
        NapkinKeychain.reset()
        #expect(SecItemAdd(Self.password("one") as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(Self.password("two") as CFDictionary, nil) == errSecDuplicateItem)
        #expect(SecItemAdd(Self.password("two", account: "grace") as CFDictionary, nil) == errSecSuccess)
        #expect(NapkinKeychain.itemCount == 2)
        var item: CFTypeRef?
        #expect(SecItemCopyMatching(Self.lookup() as CFDictionary, &item) == errSecSuccess)
        #expect(item as? Data == Data("one".utf8))
    }

    @Test("No class, an unknown class or a password given as a String: errSecParam, nothing added")
    func parameterErrors() {
        NapkinKeychain.reset()
        var noClass = Self.password("x")
        noClass[kSecClass as String] = nil
        #expect(SecItemAdd(noClass as CFDictionary, nil) == errSecParam)
        var stringValue = Self.password("x")
        stringValue[kSecValueData as String] = "x"
        #expect(SecItemAdd(stringValue as CFDictionary, nil) == errSecParam)
        var unknown = Self.password("x")
        unknown[kSecClass as String] = "cert"
        #expect(SecItemAdd(unknown as CFDictionary, nil) == errSecParam)
        #expect(SecItemCopyMatching([kSecAttrAccount: "ada"] as CFDictionary, nil) == errSecParam)
        #expect(NapkinKeychain.itemCount == 0)
    }

    @Test("Nothing matching: errSecItemNotFound and a nil result")
    func notFound() {
        NapkinKeychain.reset()
        #expect(SecItemAdd(Self.password("x") as CFDictionary, nil) == errSecSuccess)
        var item: CFTypeRef? = NSData()
        #expect(SecItemCopyMatching(Self.lookup(account: "nobody") as CFDictionary, &item) == errSecItemNotFound)
        #expect(item == nil)
        #expect(SecItemCopyMatching(Self.lookup(service: "other") as CFDictionary, &item) == errSecItemNotFound)
    }

    @Test("kSecMatchLimitAll hands back an array in the order added; attributes and data together make a dictionary")
    func matchLimits() throws {
        NapkinKeychain.reset()
        for (index, account) in ["ada", "grace", "alan"].enumerated() {
            var attributes = Self.password("secret \(index)", account: account)
            attributes[kSecAttrLabel as String] = "Label \(index)"
            #expect(SecItemAdd(attributes as CFDictionary, nil) == errSecSuccess)
        }
        let all: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.app",
            kSecReturnAttributes as String: true, kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitAll,
        ]
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(all as CFDictionary, &result) == errSecSuccess)
        let items = try #require(result as? [[String: Any]])
        #expect(items.map { $0[kSecAttrAccount as String] as? String } == ["ada", "grace", "alan"])
        #expect(items.map { $0[kSecAttrLabel as String] as? String } == ["Label 0", "Label 1", "Label 2"])
        #expect(items[1][kSecValueData as String] as? Data == Data("secret 1".utf8))
        #expect(items[0][kSecClass as String] as? String == kSecClassGenericPassword as String)
        #expect(items[0][kSecAttrCreationDate as String] is Date)

        var one: CFTypeRef?
        let first: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecReturnAttributes as String: kCFBooleanTrue as Any,
        ]
        #expect(SecItemCopyMatching(first as CFDictionary, &one) == errSecSuccess)
        let attributes = try #require(one as? [String: Any])
        #expect(attributes[kSecAttrAccount as String] as? String == "ada")
        #expect(attributes[kSecValueData as String] == nil)
    }

    @Test("SecItemUpdate changes the data and attributes of what matches; a clash is errSecDuplicateItem and changes nothing")
    func update() {
        NapkinKeychain.reset()
        #expect(SecItemAdd(Self.password("old") as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(Self.password("other", account: "grace") as CFDictionary, nil) == errSecSuccess)
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.app", kSecAttrAccount as String: "ada",
        ]
        let changes: [String: Any] = [kSecValueData as String: Data("new".utf8), kSecAttrLabel as String: "Renamed"]
        #expect(SecItemUpdate(query as CFDictionary, changes as CFDictionary) == errSecSuccess)
        var item: CFTypeRef?
        #expect(SecItemCopyMatching(Self.lookup() as CFDictionary, &item) == errSecSuccess)
        #expect(item as? Data == Data("new".utf8))

        let clash: [String: Any] = [kSecAttrAccount as String: "grace"]
        #expect(SecItemUpdate(query as CFDictionary, clash as CFDictionary) == errSecDuplicateItem)
        #expect(SecItemCopyMatching(Self.lookup() as CFDictionary, &item) == errSecSuccess)

        var missing = query
        missing[kSecAttrAccount as String] = "nobody"
        #expect(SecItemUpdate(missing as CFDictionary, changes as CFDictionary) == errSecItemNotFound)
        let classChange: [String: Any] = [kSecClass as String: kSecClassInternetPassword]
        #expect(SecItemUpdate(query as CFDictionary, classChange as CFDictionary) == errSecParam)
    }

    @Test("SecItemDelete removes every item matching; again: errSecItemNotFound")
    func delete() {
        NapkinKeychain.reset()
        #expect(SecItemAdd(Self.password("a") as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(Self.password("b", account: "grace") as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(Self.password("c", service: "other") as CFDictionary, nil) == errSecSuccess)
        let service: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "com.example.app"]
        #expect(SecItemDelete(service as CFDictionary) == errSecSuccess)
        #expect(NapkinKeychain.itemCount == 1)
        #expect(SecItemDelete(service as CFDictionary) == errSecItemNotFound)
    }

    @Test("Synchronizable items match only a query that asks for them or for kSecAttrSynchronizableAny")
    func synchronizable() {
        NapkinKeychain.reset()
        var synced = Self.password("cloud")
        synced[kSecAttrSynchronizable as String] = kCFBooleanTrue as Any
        #expect(SecItemAdd(synced as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemCopyMatching(Self.lookup() as CFDictionary, nil) == errSecItemNotFound)
        var any = Self.lookup()
        any[kSecAttrSynchronizable as String] = kSecAttrSynchronizableAny
        #expect(SecItemCopyMatching(any as CFDictionary, nil) == errSecSuccess)
        // A local item with the same service and account is a different item.
        #expect(SecItemAdd(Self.password("local") as CFDictionary, nil) == errSecSuccess)
    }

    @Test("Internet passwords are told apart by server and protocol as well as account")
    func internetPasswords() {
        NapkinKeychain.reset()
        func item(_ server: String, _ scheme: CFString) -> [CFString: Any] {
            [
                kSecClass: kSecClassInternetPassword, kSecAttrServer: server, kSecAttrProtocol: scheme, kSecAttrAccount: "ada",
                kSecValueData: Data(server.utf8),
            ]
        }
        #expect(SecItemAdd(item("example.com", kSecAttrProtocolHTTPS) as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(item("example.com", kSecAttrProtocolHTTP) as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(item("example.com", kSecAttrProtocolHTTPS) as CFDictionary, nil) == errSecDuplicateItem)
        let query: [CFString: Any] = [
            kSecClass: kSecClassInternetPassword, kSecAttrServer: "example.com", kSecMatchLimit: kSecMatchLimitAll,
            kSecReturnAttributes: true,
        ]
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
        #expect((result as? [[String: Any]])?.count == 2)
    }

    @Test("SecItemAdd hands back what the attributes ask for; a persistent reference finds the item again")
    func persistentReference() throws {
        NapkinKeychain.reset()
        var attributes = Self.password("x")
        attributes[kSecReturnPersistentRef as String] = true
        var reference: CFTypeRef?
        #expect(SecItemAdd(attributes as CFDictionary, &reference) == errSecSuccess)
        let bytes = try #require(reference as? Data)
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecValuePersistentRef as String: bytes,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess)
        #expect(item as? Data == Data("x".utf8))
    }

    @Test("NapkinKeychain.reset() empties the keychain")
    func reset() {
        NapkinKeychain.reset()
        #expect(SecItemAdd(Self.password("x") as CFDictionary, nil) == errSecSuccess)
        #expect(NapkinKeychain.itemCount == 1)
        NapkinKeychain.reset()
        #expect(NapkinKeychain.itemCount == 0)
        #expect(SecItemCopyMatching(Self.lookup() as CFDictionary, nil) == errSecItemNotFound)
    }

    @Test("SecCopyErrorMessageString says what a result code means")
    func errorMessages() {
        #expect(SecCopyErrorMessageString(errSecSuccess, nil) as String? == "No error.")
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String? == "The specified item could not be found in the keychain.")
        #expect(SecCopyErrorMessageString(errSecDuplicateItem, nil) as String? == "The specified item already exists in the keychain.")
        #expect(SecCopyErrorMessageString(errSecParam, nil) as String? == "One or more parameters passed to a function were not valid.")
        #expect(SecCopyErrorMessageString(-1234, nil) as String? == "OSStatus -1234")
        #expect([errSecItemNotFound, errSecDuplicateItem, errSecParam] == [-25300, -25299, -50])
    }
}

extension SecurityTests {
    @Test("A keychain helper in a file importing only Foundation compiles (the plugin's file) and keeps sealed secrets")
    func foundationOnlyHelper() throws {
        NapkinKeychain.reset()
        let vault = FoundationOnlyVault(service: "com.example.vault", keyTag: "com.example.vault.key")
        #expect(try vault.secret(account: "ada") == nil)
        try vault.save("correct horse", account: "ada")
        try vault.save("battery staple", account: "ada")
        #expect(try vault.secret(account: "ada") == "battery staple")
        // One key and one password: the key was made once and found again by its tag.
        #expect(NapkinKeychain.itemCount == 2)
        // What the keychain holds is the sealed form, not the secret.
        var item: CFTypeRef?
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecReturnData as String: true]
        #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess)
        #expect((item as? Data)?.count == 65 + "battery staple".utf8.count + 16)
    }
}

extension SecurityTests {
    @Test("Keychain helpers as older code writes them: [CFString: Any] literals as CFDictionary, AnyObject results, noErr")
    func olderHelperSpelling() {
        NapkinKeychain.reset()
        let add = [kSecValueData: Data("token".utf8), kSecClass: kSecClassGenericPassword, kSecAttrAccount: "github"] as CFDictionary
        #expect(SecItemAdd(add, nil) == noErr)
        let read = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "github", kSecReturnData: true] as CFDictionary
        var result: AnyObject?
        #expect(SecItemCopyMatching(read, &result) == noErr)
        #expect((result as? Data).map { String(decoding: $0, as: UTF8.self) } == "token")
    }

    @Test("SecRandomCopyBytes fills the buffer with random bytes")
    func randomBytes() {
        var first = [UInt8](repeating: 0, count: 32)
        var second = [UInt8](repeating: 0, count: 32)
        #expect(SecRandomCopyBytes(kSecRandomDefault, first.count, &first) == errSecSuccess)
        #expect(SecRandomCopyBytes(kSecRandomDefault, second.count, &second) == errSecSuccess)
        #expect(first != second && first != [UInt8](repeating: 0, count: 32))
        #expect(SecRandomCopyBytes(nil, -1, &first) == errSecParam)
    }
}
