import Foundation

/// A cryptographic key, as Security's `SecKey`: a NIST P-256 (secp256r1) elliptic-curve key, public
/// or private, held as its ANSI X9.63 bytes (public: 04 ‖ X ‖ Y, 65 bytes; private: 04 ‖ X ‖ Y ‖ D,
/// 97 bytes), the form iOS exports and imports. Keys are software keys in the process's memory:
/// Linux has no Secure Enclave. Two keys are equal when they are the same key.
public final class SecKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    let isPrivate: Bool
    let representation: Data
    /// The attributes the app gave when it created the key (label, tag, permanence, access control).
    let givenAttributes: [String: Any]

    init(isPrivate: Bool, representation: Data, givenAttributes: [String: Any] = [:]) {
        self.isPrivate = isPrivate
        self.representation = representation
        self.givenAttributes = givenAttributes
    }

    /// Whether two keys are the same key (the same class and bytes).
    public static func == (lhs: SecKey, rhs: SecKey) -> Bool {
        lhs.isPrivate == rhs.isPrivate && lhs.representation == rhs.representation
    }

    /// Hashes the key's class and bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isPrivate)
        hasher.combine(representation)
    }

    /// The key as iOS prints a `SecKeyRef`: curve, algorithm and whether public or private.
    public var description: String {
        "<SecKeyRef curve type: kSecECCurveSecp256r1, algorithm id: 3, key type: \(isPrivate ? "ECPrivateKey" : "ECPublicKey"), version: 4, block size: 256 bits>"
    }

    var publicRepresentation: Data { representation.prefix(P256.publicKeyLength) }

    /// The key's attributes as the keychain keeps them for a key item.
    var itemAttributes: [String: Any] {
        var attributes = givenAttributes
        attributes[kSecAttrKeyClass as String] = (isPrivate ? kSecAttrKeyClassPrivate : kSecAttrKeyClassPublic) as String
        attributes[kSecAttrKeyType as String] = kSecAttrKeyTypeECSECPrimeRandom as String
        attributes[kSecAttrKeySizeInBits as String] = 256
        attributes[kSecAttrEffectiveKeySize as String] = 256
        attributes[kSecAttrApplicationLabel as String] = P256.digest("SHA1", publicRepresentation) ?? Data()
        attributes[kSecAttrCanSign as String] = isPrivate
        attributes[kSecAttrCanVerify as String] = !isPrivate
        attributes[kSecAttrCanEncrypt as String] = !isPrivate
        attributes[kSecAttrCanDecrypt as String] = isPrivate
        attributes[kSecAttrCanDerive as String] = isPrivate
        return attributes
    }
}

/// The attributes of a key's own that an app may give on creation and that the key keeps.
private let keptKeyAttributes: [String] = {
    let names: [CFString] = [
        kSecAttrLabel, kSecAttrApplicationTag, kSecAttrIsPermanent, kSecAttrAccessControl, kSecAttrAccessible,
        kSecAttrAccessGroup, kSecAttrSynchronizable,
    ]
    return names.map { $0 as String }
}()

/// Checks the key type and size of creation parameters: P-256 only.
private func checkP256(_ parameters: [String: Any], sizeRequired: Bool, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let type = stringValue(parameters[kSecAttrKeyType as String]) ?? integerValue(parameters[kSecAttrKeyType as String]).map(String.init)
    guard let type else {
        fail(error, errSecParam, "The key type (kSecAttrKeyType) is missing")
        return false
    }
    guard type == kSecAttrKeyTypeECSECPrimeRandom as String else {
        fail(error, errSecUnimplemented, "Only elliptic-curve keys (kSecAttrKeyTypeECSECPrimeRandom) are available on Linux")
        return false
    }
    let size = parameters[kSecAttrKeySizeInBits as String]
    if sizeRequired && size == nil {
        fail(error, errSecParam, "The key size (kSecAttrKeySizeInBits) is missing")
        return false
    }
    if let size, integerValue(size) != 256 {
        fail(error, errSecParam, "Only 256-bit (P-256) elliptic-curve keys are available on Linux")
        return false
    }
    return true
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates a new random key pair and returns its private key, as `SecKeyCreateRandomKey`. The
/// parameters name the type (`kSecAttrKeyTypeECSECPrimeRandom`) and size (256), both required, and may hold the
/// private key's attributes under `kSecPrivateKeyAttrs`. With `kSecAttrIsPermanent` true the private
/// key is added to the keychain, where `SecItemCopyMatching` finds it again by its
/// `kSecAttrApplicationTag`. RSA keys, other sizes and keys in the Secure Enclave
/// (`kSecAttrTokenIDSecureEnclave`: Linux has none) fail, with the reason in `error`.
public func SecKeyCreateRandomKey(_ parameters: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> SecKey? {
    guard let top = stringKeyed(parameters) else {
        fail(error, errSecParam, "The key parameters are not a dictionary")
        return nil
    }
    guard checkP256(top, sizeRequired: true, error) else { return nil }
    let privateAttributes = stringKeyed(top[kSecPrivateKeyAttrs as String]) ?? [:]
    if stringValue(top[kSecAttrTokenID as String] ?? privateAttributes[kSecAttrTokenID as String]) == kSecAttrTokenIDSecureEnclave as String
    {
        fail(error, errSecUnimplemented, "There is no Secure Enclave on Linux: a key cannot be created in it")
        return nil
    }
    var kept: [String: Any] = [:]
    for name in keptKeyAttributes {
        if let value = unwrapped(privateAttributes[name] ?? top[name]) { kept[name] = value }
    }
    guard let bytes = P256.generate() else {
        fail(error, errSecAllocate, "libcrypto could not generate a P-256 key")
        return nil
    }
    let key = SecKey(isPrivate: true, representation: bytes, givenAttributes: kept)
    if booleanValue(kept[kSecAttrIsPermanent as String]) == true {
        var item = kept
        item[kSecClass as String] = kSecClassKey as String
        item[kSecValueRef as String] = key
        let status = SecItemAdd(NSDictionary(dictionary: item), nil)
        guard status == errSecSuccess else {
            fail(error, status, "The new key could not be added to the keychain")
            return nil
        }
    }
    return key
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The public key of a key pair, as `SecKeyCopyPublicKey`: from a private key its public half,
/// from a public key the key itself.
public func SecKeyCopyPublicKey(_ key: SecKey) -> SecKey? {
    guard key.isPrivate else { return key }
    return SecKey(isPrivate: false, representation: key.publicRepresentation)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key's bytes, as `SecKeyCopyExternalRepresentation`: ANSI X9.63 (04 ‖ X ‖ Y for a public key,
/// followed by D for a private key), the bytes iOS exports and `SecKeyCreateWithData` imports.
public func SecKeyCopyExternalRepresentation(_ key: SecKey, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> CFData? {
    key.representation
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A key from its X9.63 bytes, as `SecKeyCreateWithData`. The attributes name the type
/// (`kSecAttrKeyTypeECSECPrimeRandom`) and class (`kSecAttrKeyClassPublic` or
/// `kSecAttrKeyClassPrivate`); bytes that are not a P-256 key of that class (a point off the
/// curve, a private value not matching its public point) fail with `errSecParam`.
public func SecKeyCreateWithData(_ keyData: CFData, _ attributes: CFDictionary, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
    -> SecKey?
{
    guard let parameters = stringKeyed(attributes) else {
        fail(error, errSecParam, "The key attributes are not a dictionary")
        return nil
    }
    guard checkP256(parameters, sizeRequired: false, error) else { return nil }
    let keyClass =
        stringValue(parameters[kSecAttrKeyClass as String]) ?? integerValue(parameters[kSecAttrKeyClass as String]).map(String.init)
    guard keyClass == kSecAttrKeyClassPublic as String || keyClass == kSecAttrKeyClassPrivate as String else {
        fail(error, errSecParam, "The key class (kSecAttrKeyClass) must be public or private")
        return nil
    }
    let isPrivate = keyClass == kSecAttrKeyClassPrivate as String
    let expected = isPrivate ? P256.privateKeyLength : P256.publicKeyLength
    guard keyData.count == expected, P256.isValid(keyData) else {
        fail(error, errSecParam, "The data is not an X9.63 P-256 \(isPrivate ? "private" : "public") key")
        return nil
    }
    var kept: [String: Any] = [:]
    for name in keptKeyAttributes {
        if let value = unwrapped(parameters[name]) { kept[name] = value }
    }
    return SecKey(isPrivate: isPrivate, representation: Data(keyData), givenAttributes: kept)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key's attributes, as `SecKeyCopyAttributes`: class, type, size, application label and tag,
/// label, and what it can do.
public func SecKeyCopyAttributes(_ key: SecKey) -> CFDictionary? {
    var attributes = key.itemAttributes
    attributes[kSecAttrAccessControl as String] = nil
    return NSDictionary(dictionary: attributes)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The key's block size in bytes, as `SecKeyGetBlockSize`: 32 for a P-256 key.
public func SecKeyGetBlockSize(_ key: SecKey) -> Int {
    32
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether the key can carry out the operation with the algorithm, as `SecKeyIsAlgorithmSupported`:
/// signing and decrypting need a private key, encrypting a public key, verifying either.
public func SecKeyIsAlgorithmSupported(_ key: SecKey, _ operation: SecKeyOperationType, _ algorithm: SecKeyAlgorithm) -> Bool {
    switch (KeyAlgorithmPlan(algorithm), operation) {
    case (.signature, .sign): key.isPrivate
    case (.signature, .verify): true
    case (.ecies, .encrypt): !key.isPrivate
    case (.ecies, .decrypt): key.isPrivate
    default: false
    }
}

/// The digest a signature algorithm signs: the message's digest, or the data itself when it is one.
private func signedDigest(_ data: Data, _ algorithm: SecKeyAlgorithm, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Data? {
    guard case .signature(let messageDigest) = KeyAlgorithmPlan(algorithm) else {
        fail(error, errSecParam, "\(algorithm.rawValue) is not a signature algorithm napkin's keys support")
        return nil
    }
    guard let messageDigest else { return data }
    return P256.digest(messageDigest, data)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The signature of the data by a private key, as `SecKeyCreateSignature`: ECDSA, DER-encoded
/// (X9.62), over the message's digest (`.ecdsaSignatureMessageX962SHA256`) or over data that is a
/// digest (`.ecdsaSignatureDigestX962SHA256`). Signatures are randomized, as on iOS.
public func SecKeyCreateSignature(
    _ key: SecKey, _ algorithm: SecKeyAlgorithm, _ dataToSign: CFData, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> CFData? {
    guard key.isPrivate else {
        fail(error, errSecParam, "Signing needs a private key")
        return nil
    }
    guard let digest = signedDigest(Data(dataToSign), algorithm, error) else { return nil }
    guard let signature = P256.sign(digest: digest, privateKey: key.representation) else {
        fail(error, errSecParam, "libcrypto could not sign the data")
        return nil
    }
    return signature
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether the signature is the key's signature of the data under the algorithm, as
/// `SecKeyVerifySignature`; a signature that does not verify answers false with
/// `errSecVerifyFailed` in `error`.
public func SecKeyVerifySignature(
    _ key: SecKey, _ algorithm: SecKeyAlgorithm, _ signedData: CFData, _ signature: CFData,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    guard let digest = signedDigest(Data(signedData), algorithm, error) else { return false }
    guard P256.verify(signature: Data(signature), digest: digest, key: key.publicRepresentation) else {
        fail(error, errSecVerifyFailed, "ECDSA signature verification failed")
        return false
    }
    return true
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The data encrypted to a public key, as `SecKeyCreateEncryptedData` with Apple's ECIES
/// (`.eciesEncryptionStandardX963SHA256AESGCM` and its cofactor, variable-IV and other-digest
/// forms): a fresh ephemeral key's public key, then the AES-GCM ciphertext, then the 16-byte tag,
/// byte for byte what iOS writes and decrypts.
public func SecKeyCreateEncryptedData(
    _ key: SecKey, _ algorithm: SecKeyAlgorithm, _ plaintext: CFData, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> CFData? {
    guard case .ecies(let digest, let variableIV) = KeyAlgorithmPlan(algorithm) else {
        fail(error, errSecParam, "\(algorithm.rawValue) is not an encryption algorithm napkin's keys support")
        return nil
    }
    guard !key.isPrivate else {
        fail(error, errSecParam, "Encrypting needs a public key (SecKeyCopyPublicKey)")
        return nil
    }
    guard let message = P256.eciesEncrypt(Data(plaintext), publicKey: key.representation, digest: digest, variableIV: variableIV) else {
        fail(error, errSecParam, "libcrypto could not encrypt the data")
        return nil
    }
    return message
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The plaintext of data encrypted to the private key's public key, as `SecKeyCreateDecryptedData`;
/// data that was not encrypted to this key with this algorithm, or was changed, fails with
/// `errSecDecode`.
public func SecKeyCreateDecryptedData(
    _ key: SecKey, _ algorithm: SecKeyAlgorithm, _ ciphertext: CFData, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> CFData? {
    guard case .ecies(let digest, let variableIV) = KeyAlgorithmPlan(algorithm) else {
        fail(error, errSecParam, "\(algorithm.rawValue) is not an encryption algorithm napkin's keys support")
        return nil
    }
    guard key.isPrivate else {
        fail(error, errSecParam, "Decrypting needs a private key")
        return nil
    }
    guard let plaintext = P256.eciesDecrypt(Data(ciphertext), privateKey: key.representation, digest: digest, variableIV: variableIV)
    else {
        fail(error, errSecDecode, "ECIES: the data does not decrypt with this key (AES-GCM authentication failed)")
        return nil
    }
    return plaintext
}
