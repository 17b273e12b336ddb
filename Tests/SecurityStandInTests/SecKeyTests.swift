import Foundation
import Security
import Testing

/// Bytes from hexadecimal digits.
func hex(_ digits: String) -> Data {
    var bytes = Data()
    var index = digits.startIndex
    while index < digits.endIndex {
        let next = digits.index(index, offsetBy: 2)
        bytes.append(UInt8(digits[index..<next], radix: 16)!)
        index = next
    }
    return bytes
}

/// What apps pass to make a P-256 key: type and size.
var ecAttributes: [String: Any] { [kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeySizeInBits as String: 256] }

func privateKeyAttributes() -> [String: Any] {
    ecAttributes.merging([kSecAttrKeyClass as String: kSecAttrKeyClassPrivate]) { $1 }
}

func publicKeyAttributes() -> [String: Any] {
    ecAttributes.merging([kSecAttrKeyClass as String: kSecAttrKeyClassPublic]) { $1 }
}

/// A key imported from X9.63 bytes (public ‖ private scalar).
func importedPrivateKey(_ publicHex: String, _ scalarHex: String) throws -> SecKey {
    var error: Unmanaged<CFError>?
    let key = SecKeyCreateWithData(hex(publicHex + scalarHex) as CFData, privateKeyAttributes() as CFDictionary, &error)
    #expect(error == nil)
    return try #require(key)
}

extension SecurityTests {
    // MARK: Keys

    @Test("SecKeyCreateRandomKey makes a P-256 private key: 97 X9.63 bytes, a 65-byte public key that re-imports")
    func randomKey() throws {
        NapkinKeychain.reset()
        var error: Unmanaged<CFError>?
        let privateKey = try #require(SecKeyCreateRandomKey(ecAttributes as CFDictionary, &error))
        let publicKey = try #require(SecKeyCopyPublicKey(privateKey))
        let privateBytes = try #require(SecKeyCopyExternalRepresentation(privateKey, &error) as Data?)
        let publicBytes = try #require(SecKeyCopyExternalRepresentation(publicKey, &error) as Data?)
        #expect(privateBytes.count == 97 && publicBytes.count == 65)
        #expect(privateBytes.first == 4 && privateBytes.prefix(65) == publicBytes)
        let reimported = SecKeyCreateWithData(publicBytes as CFData, publicKeyAttributes() as CFDictionary, &error)
        #expect(reimported == publicKey)
        let privateAgain = SecKeyCreateWithData(privateBytes as CFData, privateKeyAttributes() as CFDictionary, &error)
        #expect(privateAgain == privateKey)
        let attributes = try #require(SecKeyCopyAttributes(privateKey) as? [String: Any])
        #expect(attributes[kSecAttrKeyClass as String] as? String == kSecAttrKeyClassPrivate as String)
        #expect(attributes[kSecAttrKeySizeInBits as String] as? Int == 256)
        #expect((attributes[kSecAttrApplicationLabel as String] as? Data)?.count == 20)
        #expect(keychainHasNoKeys())
        let other = try #require(SecKeyCreateRandomKey(ecAttributes as CFDictionary, &error))
        #expect(other != privateKey)
    }

    /// A key that is not permanent is not kept in the keychain.
    func keychainHasNoKeys() -> Bool {
        SecItemCopyMatching([kSecClass: kSecClassKey] as CFDictionary, nil) == errSecItemNotFound
    }

    @Test("RSA keys, other sizes or none, the Secure Enclave and bytes off the curve fail, saying why through the CFError")
    func keyFailures() throws {
        NapkinKeychain.reset()
        var error: Unmanaged<CFError>?
        let rsa: [String: Any] = [kSecAttrKeyType as String: kSecAttrKeyTypeRSA, kSecAttrKeySizeInBits as String: 2048]
        #expect(SecKeyCreateRandomKey(rsa as CFDictionary, &error) == nil)
        #expect(code(error) == Int(errSecUnimplemented))
        error = nil
        let small: [String: Any] = [kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeySizeInBits as String: 192]
        #expect(SecKeyCreateRandomKey(small as CFDictionary, &error) == nil)
        #expect(code(error) == Int(errSecParam))
        error = nil
        let sizeless: [String: Any] = [kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom]
        #expect(SecKeyCreateRandomKey(sizeless as CFDictionary, &error) == nil)
        #expect(code(error) == Int(errSecParam))
        error = nil
        var enclave = ecAttributes
        enclave[kSecAttrTokenID as String] = kSecAttrTokenIDSecureEnclave
        #expect(SecKeyCreateRandomKey(enclave as CFDictionary, &error) == nil)
        let enclaveError = try #require(error).takeRetainedValue() as Error
        #expect((enclaveError as NSError).code == Int(errSecUnimplemented))
        #expect(enclaveError.localizedDescription.contains("Secure Enclave"))
        error = nil
        let fresh = try #require(SecKeyCreateRandomKey(ecAttributes as CFDictionary, nil))
        var bytes = try #require(SecKeyCopyExternalRepresentation(fresh, nil) as Data?)
        bytes[40] ^= 1
        #expect(SecKeyCreateWithData(bytes as CFData, privateKeyAttributes() as CFDictionary, &error) == nil)
        #expect(code(error) == Int(errSecParam))
        #expect(SecKeyCreateWithData(bytes.prefix(65) as CFData, privateKeyAttributes() as CFDictionary, nil) == nil)
        #expect(NapkinKeychain.itemCount == 0)
    }

    @Test("ECDSA: a signature of the message verifies with the public key, not for another message or key")
    func signAndVerify() throws {
        var error: Unmanaged<CFError>?
        let key = try #require(SecKeyCreateRandomKey(ecAttributes as CFDictionary, &error))
        let publicKey = try #require(SecKeyCopyPublicKey(key))
        let message = Data("Pay Ada 10 €".utf8)
        let algorithm = SecKeyAlgorithm.ecdsaSignatureMessageX962SHA256
        let signature = try #require(SecKeyCreateSignature(key, algorithm, message as CFData, &error) as Data?)
        #expect(signature.first == 0x30 && (70...72).contains(signature.count))
        #expect(SecKeyVerifySignature(publicKey, algorithm, message as CFData, signature as CFData, &error))
        #expect(error == nil)
        #expect(!SecKeyVerifySignature(publicKey, algorithm, Data("Pay Ada 99 €".utf8) as CFData, signature as CFData, &error))
        #expect(code(error) == Int(errSecVerifyFailed))
        let strangerPrivate = try #require(SecKeyCreateRandomKey(ecAttributes as CFDictionary, nil))
        let stranger = try #require(SecKeyCopyPublicKey(strangerPrivate))
        #expect(!SecKeyVerifySignature(stranger, algorithm, message as CFData, signature as CFData, nil))
        // Signing with a public key is refused.
        #expect(SecKeyCreateSignature(publicKey, algorithm, message as CFData, nil) == nil)
    }

    @Test("A known P-256 ECDSA signature (RFC 6979 A.2.5, SHA-256, \"sample\") verifies, as the message and as its digest")
    func knownSignature() throws {
        let key = try importedPrivateKey(
            "0460FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB67903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299",
            "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721")
        let publicKey = try #require(SecKeyCopyPublicKey(key))
        let signature = hex(
            "3046022100EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716022100F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8"
        )
        let message = Data("sample".utf8)
        #expect(SecKeyVerifySignature(publicKey, .ecdsaSignatureMessageX962SHA256, message as CFData, signature as CFData, nil))
        let digest = hex("AF2BDBE1AA9B6EC1E2ADE1D694F41FC71A831D0268E9891562113D8A62ADD1BF")
        #expect(SecKeyVerifySignature(publicKey, .ecdsaSignatureDigestX962SHA256, digest as CFData, signature as CFData, nil))
        #expect(!SecKeyVerifySignature(publicKey, .ecdsaSignatureMessageX962SHA384, message as CFData, signature as CFData, nil))
    }

    @Test("ECIES: encrypting to the public key and decrypting with the private key gives the plaintext back, in iOS's layout")
    func encryptAndDecrypt() throws {
        var error: Unmanaged<CFError>?
        let key = try #require(SecKeyCreateRandomKey(ecAttributes as CFDictionary, &error))
        let publicKey = try #require(SecKeyCopyPublicKey(key))
        let plaintext = Data(#"{"passwords":[{"id":"example.com","password":"hunter2"}]}"#.utf8)
        for algorithm in [
            SecKeyAlgorithm.eciesEncryptionStandardX963SHA256AESGCM, .eciesEncryptionCofactorX963SHA256AESGCM,
            .eciesEncryptionStandardVariableIVX963SHA256AESGCM, .eciesEncryptionCofactorVariableIVX963SHA512AESGCM,
        ] {
            let ciphertext = try #require(SecKeyCreateEncryptedData(publicKey, algorithm, plaintext as CFData, &error) as Data?)
            #expect(ciphertext.count == 65 + plaintext.count + 16)
            #expect(ciphertext.first == 4)
            let again = SecKeyCreateEncryptedData(publicKey, algorithm, plaintext as CFData, nil) as Data?
            #expect(again != ciphertext)  // a fresh ephemeral key each time
            #expect(SecKeyCreateDecryptedData(key, algorithm, ciphertext as CFData, &error) as Data? == plaintext)
        }
        let empty = try #require(
            SecKeyCreateEncryptedData(publicKey, .eciesEncryptionStandardX963SHA256AESGCM, Data() as CFData, nil) as Data?)
        #expect(SecKeyCreateDecryptedData(key, .eciesEncryptionStandardX963SHA256AESGCM, empty as CFData, nil) as Data? == Data())
        // The private key does not encrypt; the public key does not decrypt.
        #expect(SecKeyCreateEncryptedData(key, .eciesEncryptionStandardX963SHA256AESGCM, plaintext as CFData, nil) == nil)
    }

    @Test("Ciphertexts iOS produced decrypt (P-256, cofactor ECIES, variable IV with SHA-256 and zero IV with SHA-224)")
    func decryptsWhatIOSEncrypted() throws {
        // Keys and ciphertexts published with jedda/ECIES's tests (made with SecKeyCreateEncryptedData on Apple's
        // platforms; each plaintext is the case's name). Keys here in X9.63 form.
        let variableIVKey = try importedPrivateKey(
            "04ce0158c3746a73bd882181d5ec91fa336e399ff9cb9f1cab7b503bb1ce673addf56727c940b5c6b38758d1c8209dedbcb9e5c7203e652b3d49342858e3d34762",
            "71a1c67a6ede41bf9d6e68cc3649f934c542f2fa3329c2710583ea31d5e29d14")
        let variableIVMessage = try #require(
            Data(
                base64Encoded:
                    "BI6sBCGyf916GQSV3DHOvmFxOmzbV9pq08wcOdKaepP2/Qtepj9M71dYkzXf6OqIstDyyVIxfnAMfUpxZzoCHDbalYRzzwhqHwg7K6RNl1F29PVdLNtJH498yJSfloW/"
            ))
        for algorithm in [
            SecKeyAlgorithm.eciesEncryptionCofactorVariableIVX963SHA256AESGCM, .eciesEncryptionStandardVariableIVX963SHA256AESGCM,
        ] {
            let plaintext = SecKeyCreateDecryptedData(variableIVKey, algorithm, variableIVMessage as CFData, nil) as Data?
            #expect(plaintext.map { String(decoding: $0, as: UTF8.self) } == "P256-SHA256-VIV")
        }
        let zeroIVKey = try importedPrivateKey(
            "04ed6b6dc261bcaa48b96d4daeb4c6ae80159b583f49c7f50fce09c6c6d8601ed7b2a8f1a87c18c1c0f6536f18fe96b2063721d175b3a44aeb03ef4e75586f279a",
            "9cb37dcca9b708d892075c1617c9973b4b3e671fcb3c8216cecda10b826c0021")
        let zeroIVMessage = try #require(
            Data(
                base64Encoded:
                    "BPIMheQOrz0l9wEjcOHQEQ16D9Go8Sm8bEM3LAgMEHUf/eHy3u0oVlfh2po9ocPCuKG2bQ28wlsQ0N6SNJ3O3auS/QeoUogLVcJ3+R1OOeixEJyqeUkn6zB8LcqoZ+Y2"
            ))
        let plaintext =
            SecKeyCreateDecryptedData(zeroIVKey, .eciesEncryptionCofactorX963SHA224AESGCM, zeroIVMessage as CFData, nil) as Data?
        #expect(plaintext.map { String(decoding: $0, as: UTF8.self) } == "P256-SHA224-0IV")
        // The same ciphertext under the other IV rule does not authenticate.
        #expect(
            SecKeyCreateDecryptedData(zeroIVKey, .eciesEncryptionCofactorVariableIVX963SHA224AESGCM, zeroIVMessage as CFData, nil) == nil)
    }

    @Test("Decrypting with the wrong key, or a changed ciphertext, fails with errSecDecode")
    func wrongKey() throws {
        let key = try #require(SecKeyCreateRandomKey(ecAttributes as CFDictionary, nil))
        let stranger = try #require(SecKeyCreateRandomKey(ecAttributes as CFDictionary, nil))
        let algorithm = SecKeyAlgorithm.eciesEncryptionStandardX963SHA256AESGCM
        let publicKey = try #require(SecKeyCopyPublicKey(key))
        let ciphertext = try #require(SecKeyCreateEncryptedData(publicKey, algorithm, Data("secret".utf8) as CFData, nil) as Data?)
        var error: Unmanaged<CFError>?
        #expect(SecKeyCreateDecryptedData(stranger, algorithm, ciphertext as CFData, &error) == nil)
        #expect(code(error) == Int(errSecDecode))
        var changed = ciphertext
        changed[70] ^= 0x80
        #expect(SecKeyCreateDecryptedData(key, algorithm, changed as CFData, nil) == nil)
        #expect(SecKeyCreateDecryptedData(key, algorithm, ciphertext.prefix(40) as CFData, nil) == nil)
    }

    @Test("SecKeyIsAlgorithmSupported: private keys sign and decrypt, public keys verify and encrypt")
    func algorithmSupport() throws {
        let key = try #require(SecKeyCreateRandomKey(ecAttributes as CFDictionary, nil))
        let publicKey = try #require(SecKeyCopyPublicKey(key))
        let ecies = SecKeyAlgorithm.eciesEncryptionCofactorX963SHA256AESGCM
        let ecdsa = SecKeyAlgorithm.ecdsaSignatureMessageX962SHA256
        #expect(SecKeyIsAlgorithmSupported(key, .decrypt, ecies) && SecKeyIsAlgorithmSupported(publicKey, .encrypt, ecies))
        #expect(!SecKeyIsAlgorithmSupported(key, .encrypt, ecies) && !SecKeyIsAlgorithmSupported(publicKey, .decrypt, ecies))
        #expect(SecKeyIsAlgorithmSupported(key, .sign, ecdsa) && SecKeyIsAlgorithmSupported(publicKey, .verify, ecdsa))
        #expect(!SecKeyIsAlgorithmSupported(publicKey, .sign, ecdsa) && !SecKeyIsAlgorithmSupported(key, .sign, ecies))
        #expect(!SecKeyIsAlgorithmSupported(key, .sign, SecKeyAlgorithm(rawValue: "algid:sign:RSA:message-PSS:SHA256")))
    }

    @Test("A permanent key is found again by its tag with kSecReturnRef (a String tag finds a Data tag); the same key twice is a duplicate")
    func permanentKey() throws {
        NapkinKeychain.reset()
        let tag = "com.example.keys.main"
        var error: Unmanaged<CFError>?
        let access = SecAccessControlCreateWithFlags(
            kCFAllocatorDefault, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, .privateKeyUsage, nil)
        let attributes: NSDictionary = [
            kSecAttrKeyType: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeySizeInBits: 256,
            kSecPrivateKeyAttrs: [kSecAttrIsPermanent: true, kSecAttrApplicationTag: Data(tag.utf8), kSecAttrAccessControl: access as Any],
        ]
        let key = try #require(SecKeyCreateRandomKey(attributes, &error))
        #expect(NapkinKeychain.itemCount == 1)
        let query: [String: Any] = [
            kSecClass as String: kSecClassKey, kSecAttrApplicationTag as String: tag,
            kSecAttrKeyType as String: kSecAttrKeyTypeECSECPrimeRandom, kSecAttrKeyClass as String: kSecAttrKeyClassPrivate,
            kSecReturnRef as String: true,
        ]
        var reference: CFTypeRef?
        #expect(SecItemCopyMatching(query as CFDictionary, &reference) == errSecSuccess)
        let found = try #require(reference as! SecKey?)
        #expect(found == key)
        // A second key with the same tag is another item (its application label, the public key's hash, differs), as on
        // iOS: a query for one finds the first, a query for all finds both.
        let second = try #require(SecKeyCreateRandomKey(attributes, &error))
        #expect(SecItemCopyMatching(query as CFDictionary, &reference) == errSecSuccess)
        #expect(reference as? SecKey == key)
        var all = query
        all[kSecMatchLimit as String] = kSecMatchLimitAll
        #expect(SecItemCopyMatching(all as CFDictionary, &reference) == errSecSuccess)
        #expect((reference as? [SecKey]) == [key, second])
        // Adding the same key again is a duplicate.
        let again: [String: Any] = [kSecClass as String: kSecClassKey, kSecValueRef as String: key, kSecAttrApplicationTag as String: tag]
        #expect(SecItemAdd(again as CFDictionary, nil) == errSecDuplicateItem)
        var publicQuery = query
        publicQuery[kSecAttrKeyClass as String] = kSecAttrKeyClassPublic
        #expect(SecItemCopyMatching(publicQuery as CFDictionary, nil) == errSecItemNotFound)
        #expect(SecItemDelete([kSecClass: kSecClassKey, kSecAttrApplicationTag: Data(tag.utf8)] as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(query as CFDictionary, &reference) == errSecItemNotFound)
    }

    @Test("SecAccessControlCreateWithFlags takes a kSecAttrAccessible value and refuses anything else")
    func accessControl() throws {
        let control = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleAfterFirstUnlock, [.userPresence, .or, .devicePasscode], nil)
        #expect(control != nil)
        var error: Unmanaged<CFError>?
        #expect(SecAccessControlCreateWithFlags(kCFAllocatorDefault, "whenever" as CFString, .userPresence, &error) == nil)
        #expect(code(error) == Int(errSecParam))
    }
}

/// The result code of the error a Security function handed back, taken (it was retained for the caller).
func code(_ error: Unmanaged<CFError>?) -> Int? {
    error?.takeRetainedValue().code
}
