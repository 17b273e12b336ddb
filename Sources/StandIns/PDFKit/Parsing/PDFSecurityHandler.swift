import CCrypto
import Foundation

/// PDF's standard security handler (ISO 32000-1, 7.6.3), revisions 2 to 4: RC4 with 40- to
/// 128-bit keys and AES-128 (`AESV2`). It checks a password (as the user's or the owner's) and,
/// once one is right, decrypts each object's strings and streams with the object's key. AES-256
/// (revisions 5 and 6) is not read: such a document stays locked.
struct PDFSecurityHandler {
    /// The 32 bytes a password is padded with (7.6.3.3, Algorithm 2, step a).
    static let padding: [UInt8] = [
        0x28, 0xBF, 0x4E, 0x5E, 0x4E, 0x75, 0x8A, 0x41, 0x64, 0x00, 0x4E, 0x56, 0xFF, 0xFA, 0x01, 0x08,
        0x2E, 0x2E, 0x00, 0xB6, 0xD0, 0x68, 0x3E, 0x80, 0x2F, 0x0C, 0xA9, 0xFE, 0x64, 0x53, 0x69, 0x7A,
    ]

    let revision: Int
    let keyLength: Int
    let owner: [UInt8]
    let user: [UInt8]
    let permissions: Int32
    let firstID: [UInt8]
    let encryptsMetadata: Bool
    /// Whether strings and streams use AES-128 (else RC4).
    let usesAES: Bool

    /// The handler of `dictionary` (the trailer's `/Encrypt`); nil for another filter, an
    /// unsupported revision or missing entries.
    init?(dictionary: [String: PDFValue], firstID: [UInt8]) {
        guard dictionary["Filter"]?.name == "Standard", let revision = dictionary["R"]?.integer, (2...4).contains(revision),
            let owner = dictionary["O"]?.stringBytes, owner.count >= 32, let user = dictionary["U"]?.stringBytes, user.count >= 32,
            let permissions = dictionary["P"]?.integer
        else { return nil }
        self.revision = revision
        let bits = dictionary["Length"]?.integer ?? 40
        keyLength = revision == 2 ? 5 : min(max(bits / 8, 5), 16)
        self.owner = Array(owner.prefix(32))
        self.user = Array(user.prefix(32))
        self.permissions = Int32(truncatingIfNeeded: permissions)
        self.firstID = firstID
        encryptsMetadata = dictionary["EncryptMetadata"] != .boolean(false)
        var aes = false
        if revision == 4, let filters = dictionary["CF"]?.dictionary, let name = dictionary["StmF"]?.name, name != "Identity" {
            aes = filters[name]?.dictionary?["CFM"]?.name == "AESV2"
        }
        usesAES = aes
    }

    /// The file key for `password` when it is the user's or the owner's password; nil otherwise.
    func key(for password: String) -> [UInt8]? {
        let bytes = Array(password.utf8.prefix(32))
        if let key = userKey(bytes) { return key }
        return userKey(userPassword(fromOwner: bytes))
    }

    /// Whether `password` is the user's password (rather than only the owner's).
    func isUserPassword(_ password: String) -> Bool {
        userKey(Array(password.utf8.prefix(32))) != nil
    }

    /// Whether the permissions (`/P`) allow printing (bit 3).
    var allowsPrinting: Bool { permissions & 4 != 0 }
    /// Whether the permissions allow copying text and graphics (bit 5).
    var allowsCopying: Bool { permissions & 16 != 0 }

    /// Algorithm 2, then Algorithm 4 or 5: the key, if `password` is the user's.
    private func userKey(_ password: [UInt8]) -> [UInt8]? {
        var input = Array((password + Self.padding).prefix(32)) + owner
        input += withUnsafeBytes(of: permissions.littleEndian, Array.init)
        input += firstID
        if revision >= 4, !encryptsMetadata { input += [0xFF, 0xFF, 0xFF, 0xFF] }
        var key = Self.md5(input)
        if revision >= 3 {
            for _ in 0..<50 { key = Self.md5(Array(key.prefix(keyLength))) }
        }
        key = Array(key.prefix(keyLength))
        if revision == 2 {
            return Self.rc4(key: key, Self.padding) == user ? key : nil
        }
        var check = Self.rc4(key: key, Self.md5(Self.padding + firstID))
        for round in 1...19 { check = Self.rc4(key: key.map { $0 ^ UInt8(round) }, check) }
        return Array(check.prefix(16)) == Array(user.prefix(16)) ? key : nil
    }

    /// Algorithm 7: the user's password the owner's `password` unlocks.
    private func userPassword(fromOwner password: [UInt8]) -> [UInt8] {
        var digest = Self.md5(Array((password + Self.padding).prefix(32)))
        if revision >= 3 {
            for _ in 0..<50 { digest = Self.md5(digest) }
        }
        let key = Array(digest.prefix(keyLength))
        if revision == 2 { return Self.rc4(key: key, owner) }
        var result = owner
        for round in stride(from: 19, through: 0, by: -1) { result = Self.rc4(key: key.map { $0 ^ UInt8(round) }, result) }
        return result
    }

    /// `data` of object `reference` decrypted with the file key `key` (Algorithm 1).
    func decrypt(_ data: [UInt8], of reference: PDFReference, key: [UInt8]) -> [UInt8] {
        var input = key
        input += [UInt8(reference.number & 0xFF), UInt8((reference.number >> 8) & 0xFF), UInt8((reference.number >> 16) & 0xFF)]
        input += [UInt8(reference.generation & 0xFF), UInt8((reference.generation >> 8) & 0xFF)]
        if usesAES { input += Array("sAlT".utf8) }
        let objectKey = Array(Self.md5(input).prefix(min(key.count + 5, 16)))
        return usesAES ? Self.aesDecrypt(key: objectKey, data) : Self.rc4(key: objectKey, data)
    }

    /// Every string and stream in `value` decrypted for object `reference`.
    func decrypt(_ value: PDFValue, of reference: PDFReference, key: [UInt8], depth: Int = 0) -> PDFValue {
        guard depth < PDFLimits.nesting else { return value }
        switch value {
        case .string(let bytes): return .string(decrypt(bytes, of: reference, key: key))
        case .array(let items): return .array(items.map { decrypt($0, of: reference, key: key, depth: depth + 1) })
        case .dictionary(let entries): return .dictionary(entries.mapValues { decrypt($0, of: reference, key: key, depth: depth + 1) })
        case .stream(let stream):
            // Cross-reference streams are never encrypted (7.6.1).
            guard stream.dictionary["Type"]?.name != "XRef" else { return value }
            let dictionary = stream.dictionary.mapValues { decrypt($0, of: reference, key: key, depth: depth + 1) }
            return .stream(PDFStreamValue(dictionary: dictionary, data: decrypt(stream.data, of: reference, key: key)))
        default: return value
        }
    }

    // MARK: Primitives

    static func md5(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 16)
        var length: UInt32 = 0
        _ = bytes.withUnsafeBytes { input in
            EVP_Digest(input.baseAddress, input.count, &digest, &length, EVP_md5(), nil)
        }
        return digest
    }

    /// RC4 of `data` under `key` (encryption and decryption are the same).
    static func rc4(key: [UInt8], _ data: [UInt8]) -> [UInt8] {
        guard !key.isEmpty else { return data }
        var state = [UInt8](0...255)
        var j = 0
        for i in 0..<256 {
            j = (j + Int(state[i]) + Int(key[i % key.count])) & 0xFF
            state.swapAt(i, j)
        }
        var output = data
        var i = 0
        j = 0
        for index in output.indices {
            i = (i + 1) & 0xFF
            j = (j + Int(state[i])) & 0xFF
            state.swapAt(i, j)
            output[index] ^= state[(Int(state[i]) + Int(state[j])) & 0xFF]
        }
        return output
    }

    /// AES-128-CBC of `data` (its first 16 bytes the IV, PKCS#5 padding); empty when it is not.
    static func aesDecrypt(key: [UInt8], _ data: [UInt8]) -> [UInt8] {
        guard data.count >= 32, data.count % 16 == 0, key.count == 16, let context = EVP_CIPHER_CTX_new() else { return [] }
        defer { EVP_CIPHER_CTX_free(context) }
        let iv = Array(data.prefix(16))
        let body = Array(data.dropFirst(16))
        var output = [UInt8](repeating: 0, count: body.count + 16)
        var written: Int32 = 0
        var final: Int32 = 0
        guard EVP_DecryptInit_ex(context, EVP_aes_128_cbc(), nil, key, iv) == 1,
            EVP_DecryptUpdate(context, &output, &written, body, Int32(body.count)) == 1
        else { return [] }
        let ok = output.withUnsafeMutableBufferPointer { buffer in
            EVP_DecryptFinal_ex(context, buffer.baseAddress! + Int(written), &final) == 1
        }
        guard ok else { return [] }
        return Array(output.prefix(Int(written + final)))
    }
}
