internal import CCryptoEC
import Foundation

/// libcrypto's P-256 operations on X9.63 key bytes, and Apple's ECIES built from them
/// (ephemeral public key ‖ AES-GCM ciphertext ‖ 16-byte tag, the AES key, and for the
/// variable-IV forms the 16-byte IV, derived with the X9.63 KDF over the ephemeral public key).
enum P256 {
    static let publicKeyLength = 65
    static let privateKeyLength = 97

    static func generate() -> Data? {
        var bytes = [UInt8](repeating: 0, count: privateKeyLength)
        return napkin_p256_generate(&bytes) == 1 ? Data(bytes) : nil
    }

    static func isValid(_ key: Data) -> Bool {
        let bytes = [UInt8](key)
        return !bytes.isEmpty && napkin_p256_is_valid(bytes, bytes.count) == 1
    }

    static func digest(_ name: String, _ data: Data) -> Data? {
        var output = [UInt8](repeating: 0, count: 64)
        let bytes = [UInt8](data) + [0]  // never an empty buffer; the count excludes the extra byte
        let length = napkin_digest(name, bytes, data.count, &output)
        return length > 0 ? Data(output.prefix(Int(length))) : nil
    }

    static func sign(digest: Data, privateKey: Data) -> Data? {
        var signature = [UInt8](repeating: 0, count: 80)
        var count = signature.count
        let digestBytes = [UInt8](digest) + [0]
        let ok = napkin_p256_sign([UInt8](privateKey), digestBytes, digest.count, &signature, &count)
        return ok == 1 ? Data(signature.prefix(count)) : nil
    }

    static func verify(signature: Data, digest: Data, key: Data) -> Bool {
        let keyBytes = [UInt8](key)
        let signatureBytes = [UInt8](signature) + [0]
        let digestBytes = [UInt8](digest) + [0]
        return napkin_p256_verify(keyBytes, keyBytes.count, digestBytes, digest.count, signatureBytes, signature.count) == 1
    }

    static func sharedSecret(privateKey: Data, peer: Data) -> Data? {
        guard privateKey.count == privateKeyLength, peer.count == publicKeyLength else { return nil }
        var shared = [UInt8](repeating: 0, count: 32)
        return napkin_p256_ecdh([UInt8](privateKey), [UInt8](peer), &shared) == 1 ? Data(shared) : nil
    }

    /// ANSI X9.63's key derivation: digest(Z ‖ counter ‖ sharedInfo) for counter 1, 2, …, cut to `length`.
    static func x963KDF(_ digestName: String, secret: Data, sharedInfo: Data, length: Int) -> Data? {
        var output = Data()
        var counter: UInt32 = 1
        while output.count < length {
            let block = secret + withUnsafeBytes(of: counter.bigEndian) { Data($0) } + sharedInfo
            guard let part = digest(digestName, block) else { return nil }
            output += part
            counter += 1
        }
        return output.prefix(length)
    }

    static func aesGCM(encrypt: Bool, key: Data, iv: Data, input: Data, tag: inout [UInt8]) -> Data? {
        var output = [UInt8](repeating: 0, count: input.count + 16)
        let inputBytes = [UInt8](input) + [0]
        let ok = napkin_aes_gcm(encrypt ? 1 : 0, [UInt8](key), key.count, [UInt8](iv), iv.count, inputBytes, input.count, &output, &tag)
        return ok == 1 ? Data(output.prefix(input.count)) : nil
    }

    /// The AES key and IV Apple's ECIES derives from the shared secret (AES-128 for P-256).
    static func eciesKeyAndIV(digest: String, variableIV: Bool, secret: Data, ephemeralPublicKey: Data) -> (key: Data, iv: Data)? {
        guard let material = x963KDF(digest, secret: secret, sharedInfo: ephemeralPublicKey, length: variableIV ? 32 : 16) else {
            return nil
        }
        return (material.prefix(16), variableIV ? material.suffix(16) : Data(count: 16))
    }

    static func eciesEncrypt(_ plaintext: Data, publicKey: Data, digest: String, variableIV: Bool) -> Data? {
        guard let ephemeral = generate() else { return nil }
        let ephemeralPublicKey = ephemeral.prefix(publicKeyLength)
        guard let secret = sharedSecret(privateKey: ephemeral, peer: publicKey),
            let derived = eciesKeyAndIV(digest: digest, variableIV: variableIV, secret: secret, ephemeralPublicKey: ephemeralPublicKey)
        else { return nil }
        var tag = [UInt8](repeating: 0, count: 16)
        guard let ciphertext = aesGCM(encrypt: true, key: derived.key, iv: derived.iv, input: plaintext, tag: &tag) else { return nil }
        return ephemeralPublicKey + ciphertext + tag
    }

    static func eciesDecrypt(_ message: Data, privateKey: Data, digest: String, variableIV: Bool) -> Data? {
        guard message.count >= publicKeyLength + 16 else { return nil }
        let bytes = Data(message)
        let ephemeralPublicKey = bytes.prefix(publicKeyLength)
        let ciphertext = bytes.dropFirst(publicKeyLength).dropLast(16)
        var tag = [UInt8](bytes.suffix(16))
        guard let secret = sharedSecret(privateKey: privateKey, peer: Data(ephemeralPublicKey)),
            let derived = eciesKeyAndIV(
                digest: digest, variableIV: variableIV, secret: secret, ephemeralPublicKey: Data(ephemeralPublicKey))
        else { return nil }
        return aesGCM(encrypt: false, key: derived.key, iv: derived.iv, input: Data(ciphertext), tag: &tag)
    }
}
