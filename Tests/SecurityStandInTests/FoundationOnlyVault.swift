import Foundation

// A keychain helper as iOS apps write one, in a file that imports only Foundation: on iOS Foundation brings
// Security; here the AppleImports plugin's file does, for a target that depends on the Security stand-in.

/// Keeps one secret per account under a service, in the keychain, sealed to a P-256 key kept there too.
struct FoundationOnlyVault {
    let service: String
    let keyTag: String

    enum Failure: Error {
        case status(OSStatus)
        case key(Error)
    }

    /// The vault's private key: found by its tag, or made (permanent) on first use.
    func privateKey() throws -> SecKey {
        let query: [String: Any] = [
            kSecClass as String: kSecClassKey, kSecAttrApplicationTag as String: Data(keyTag.utf8),
            kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom, kSecReturnRef as String: true,
        ]
        var item: CFTypeRef?
        if SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let key = item as! SecKey? {
            return key
        }
        let parameters: [String: Any] = [
            kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeySizeInBits as String: 256,
            kSecPrivateKeyAttrs as String: [kSecAttrIsPermanent as String: true, kSecAttrApplicationTag as String: Data(keyTag.utf8)],
        ]
        var error: Unmanaged<CFError>?
        guard let key = SecKeyCreateRandomKey(parameters as CFDictionary, &error) else {
            throw Failure.key(error!.takeRetainedValue() as Error)
        }
        return key
    }

    /// Seals the secret to the vault's key and keeps it under the account, replacing what was there.
    func save(_ secret: String, account: String) throws {
        let publicKey = SecKeyCopyPublicKey(try privateKey())!
        var error: Unmanaged<CFError>?
        guard
            let sealed = SecKeyCreateEncryptedData(publicKey, .eciesEncryptionStandardX963SHA256AESGCM, Data(secret.utf8) as CFData, &error)
                as Data?
        else { throw Failure.key(error!.takeRetainedValue() as Error) }
        let item: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account,
        ]
        let status = SecItemUpdate(item as CFDictionary, [kSecValueData as String: sealed] as CFDictionary)
        if status == errSecItemNotFound {
            var added = item
            added[kSecValueData as String] = sealed
            let addStatus = SecItemAdd(added as CFDictionary, nil)
            guard addStatus == errSecSuccess else { throw Failure.status(addStatus) }
        } else if status != errSecSuccess {
            throw Failure.status(status)
        }
    }

    /// The secret kept under the account, or nil.
    func secret(account: String) throws -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account,
            kSecReturnData as String: kCFBooleanTrue as Any, kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let sealed = item as? Data else { throw Failure.status(status) }
        var error: Unmanaged<CFError>?
        guard
            let plain = SecKeyCreateDecryptedData(try privateKey(), .eciesEncryptionStandardX963SHA256AESGCM, sealed as CFData, &error)
                as Data?
        else { throw Failure.key(error!.takeRetainedValue() as Error) }
        return String(decoding: plain, as: UTF8.self)
    }
}
