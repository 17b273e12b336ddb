import Foundation

/// An algorithm for `SecKeyCreateSignature`, `SecKeyVerifySignature`, `SecKeyCreateEncryptedData` and
/// `SecKeyCreateDecryptedData`, as Security's `SecKeyAlgorithm`. napkin's keys are P-256 keys: the ECDSA
/// signatures (X9.62, DER-encoded) and Apple's ECIES encryption (X9.63 key derivation, AES-GCM) are
/// declared and work; RSA's algorithms are not declared.
public struct SecKeyAlgorithm: RawRepresentable, Hashable, @unchecked Sendable {
    /// The algorithm's identifier, as Apple spells it.
    public let rawValue: CFString

    /// The algorithm with this identifier.
    public init(rawValue: CFString) {
        self.rawValue = rawValue
    }

    /// ECDSA over a digest the caller computed, DER-encoded (X9.62).
    public static let ecdsaSignatureDigestX962 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:digest-X962")
    /// ECDSA over a SHA1 digest the caller computed, DER-encoded (X9.62).
    public static let ecdsaSignatureDigestX962SHA1 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:digest-X962:SHA1")
    /// ECDSA over a SHA224 digest the caller computed, DER-encoded (X9.62).
    public static let ecdsaSignatureDigestX962SHA224 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:digest-X962:SHA224")
    /// ECDSA over a SHA256 digest the caller computed, DER-encoded (X9.62).
    public static let ecdsaSignatureDigestX962SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:digest-X962:SHA256")
    /// ECDSA over a SHA384 digest the caller computed, DER-encoded (X9.62).
    public static let ecdsaSignatureDigestX962SHA384 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:digest-X962:SHA384")
    /// ECDSA over a SHA512 digest the caller computed, DER-encoded (X9.62).
    public static let ecdsaSignatureDigestX962SHA512 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:digest-X962:SHA512")
    /// ECDSA over the message's SHA1 digest, DER-encoded (X9.62).
    public static let ecdsaSignatureMessageX962SHA1 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:message-X962:SHA1")
    /// ECDSA over the message's SHA224 digest, DER-encoded (X9.62).
    public static let ecdsaSignatureMessageX962SHA224 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:message-X962:SHA224")
    /// ECDSA over the message's SHA256 digest, DER-encoded (X9.62).
    public static let ecdsaSignatureMessageX962SHA256 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:message-X962:SHA256")
    /// ECDSA over the message's SHA384 digest, DER-encoded (X9.62).
    public static let ecdsaSignatureMessageX962SHA384 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:message-X962:SHA384")
    /// ECDSA over the message's SHA512 digest, DER-encoded (X9.62).
    public static let ecdsaSignatureMessageX962SHA512 = SecKeyAlgorithm(rawValue: "algid:sign:ECDSA:message-X962:SHA512")
    /// ECIES (standard Diffie-Hellman, X9.63 SHA1 key derivation, AES-GCM with an all-zero IV): the legacy form.
    public static let eciesEncryptionStandardX963SHA1AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA1:AESGCM")
    /// ECIES (standard Diffie-Hellman, X9.63 SHA224 key derivation, AES-GCM with an all-zero IV): the legacy form.
    public static let eciesEncryptionStandardX963SHA224AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA224:AESGCM")
    /// ECIES (standard Diffie-Hellman, X9.63 SHA256 key derivation, AES-GCM with an all-zero IV): the legacy form.
    public static let eciesEncryptionStandardX963SHA256AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA256:AESGCM")
    /// ECIES (standard Diffie-Hellman, X9.63 SHA384 key derivation, AES-GCM with an all-zero IV): the legacy form.
    public static let eciesEncryptionStandardX963SHA384AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA384:AESGCM")
    /// ECIES (standard Diffie-Hellman, X9.63 SHA512 key derivation, AES-GCM with an all-zero IV): the legacy form.
    public static let eciesEncryptionStandardX963SHA512AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA512:AESGCM")
    /// ECIES (standard Diffie-Hellman, X9.63 SHA224 key derivation giving the AES-GCM key and IV).
    public static let eciesEncryptionStandardVariableIVX963SHA224AESGCM = SecKeyAlgorithm(
        rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA224:AESGCM-KDFIV")
    /// ECIES (standard Diffie-Hellman, X9.63 SHA256 key derivation giving the AES-GCM key and IV).
    public static let eciesEncryptionStandardVariableIVX963SHA256AESGCM = SecKeyAlgorithm(
        rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA256:AESGCM-KDFIV")
    /// ECIES (standard Diffie-Hellman, X9.63 SHA384 key derivation giving the AES-GCM key and IV).
    public static let eciesEncryptionStandardVariableIVX963SHA384AESGCM = SecKeyAlgorithm(
        rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA384:AESGCM-KDFIV")
    /// ECIES (standard Diffie-Hellman, X9.63 SHA512 key derivation giving the AES-GCM key and IV).
    public static let eciesEncryptionStandardVariableIVX963SHA512AESGCM = SecKeyAlgorithm(
        rawValue: "algid:encrypt:ECIES:ECDH:KDFX963:SHA512:AESGCM-KDFIV")
    /// ECIES (cofactor Diffie-Hellman, X9.63 SHA1 key derivation, AES-GCM with an all-zero IV): the legacy form.
    public static let eciesEncryptionCofactorX963SHA1AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA1:AESGCM")
    /// ECIES (cofactor Diffie-Hellman, X9.63 SHA224 key derivation, AES-GCM with an all-zero IV): the legacy form.
    public static let eciesEncryptionCofactorX963SHA224AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA224:AESGCM")
    /// ECIES (cofactor Diffie-Hellman, X9.63 SHA256 key derivation, AES-GCM with an all-zero IV): the legacy form.
    public static let eciesEncryptionCofactorX963SHA256AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA256:AESGCM")
    /// ECIES (cofactor Diffie-Hellman, X9.63 SHA384 key derivation, AES-GCM with an all-zero IV): the legacy form.
    public static let eciesEncryptionCofactorX963SHA384AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA384:AESGCM")
    /// ECIES (cofactor Diffie-Hellman, X9.63 SHA512 key derivation, AES-GCM with an all-zero IV): the legacy form.
    public static let eciesEncryptionCofactorX963SHA512AESGCM = SecKeyAlgorithm(rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA512:AESGCM")
    /// ECIES (cofactor Diffie-Hellman, X9.63 SHA224 key derivation giving the AES-GCM key and IV).
    public static let eciesEncryptionCofactorVariableIVX963SHA224AESGCM = SecKeyAlgorithm(
        rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA224:AESGCM-KDFIV")
    /// ECIES (cofactor Diffie-Hellman, X9.63 SHA256 key derivation giving the AES-GCM key and IV).
    public static let eciesEncryptionCofactorVariableIVX963SHA256AESGCM = SecKeyAlgorithm(
        rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA256:AESGCM-KDFIV")
    /// ECIES (cofactor Diffie-Hellman, X9.63 SHA384 key derivation giving the AES-GCM key and IV).
    public static let eciesEncryptionCofactorVariableIVX963SHA384AESGCM = SecKeyAlgorithm(
        rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA384:AESGCM-KDFIV")
    /// ECIES (cofactor Diffie-Hellman, X9.63 SHA512 key derivation giving the AES-GCM key and IV).
    public static let eciesEncryptionCofactorVariableIVX963SHA512AESGCM = SecKeyAlgorithm(
        rawValue: "algid:encrypt:ECIES:ECDHC:KDFX963:SHA512:AESGCM-KDFIV")
}
/// What a key is asked to do, as Security's `SecKeyOperationType`.
public enum SecKeyOperationType: Int, Sendable, Hashable {
    /// Signing with a private key.
    case sign = 0
    /// Verifying a signature.
    case verify = 1
    /// Encrypting with a public key.
    case encrypt = 2
    /// Decrypting with a private key.
    case decrypt = 3
    /// Diffie-Hellman key exchange (not offered by napkin's keys).
    case keyExchange = 4
}

/// How napkin carries out an algorithm, read from its identifier.
enum KeyAlgorithmPlan {
    /// ECDSA; `messageDigest` names the hash to apply to the message, nil when the data is a digest.
    case signature(messageDigest: String?)
    /// Apple's ECIES: X9.63 key derivation with `digest`; the IV is derived too when `variableIV`.
    case ecies(digest: String, variableIV: Bool)

    init?(_ algorithm: SecKeyAlgorithm) {
        let parts = (algorithm.rawValue as String).split(separator: ":").map(String.init)
        let digests: Set<String> = ["SHA1", "SHA224", "SHA256", "SHA384", "SHA512"]
        if parts.count >= 4, parts[0] == "algid", parts[1] == "sign", parts[2] == "ECDSA" {
            switch (parts[3], parts.count) {
            case ("digest-X962", 4): self = .signature(messageDigest: nil)
            case ("digest-X962", 5) where digests.contains(parts[4]): self = .signature(messageDigest: nil)
            case ("message-X962", 5) where digests.contains(parts[4]): self = .signature(messageDigest: parts[4])
            default: return nil
            }
        } else if parts.count == 7, parts[0] == "algid", parts[1] == "encrypt", parts[2] == "ECIES",
            ["ECDH", "ECDHC"].contains(parts[3]), parts[4] == "KDFX963", digests.contains(parts[5]),
            ["AESGCM", "AESGCM-KDFIV"].contains(parts[6]), !(parts[5] == "SHA1" && parts[6] == "AESGCM-KDFIV")
        {
            // P-256's cofactor is 1: cofactor Diffie-Hellman gives the standard shared secret.
            self = .ecies(digest: parts[5], variableIV: parts[6] == "AESGCM-KDFIV")
        } else {
            return nil
        }
    }
}
