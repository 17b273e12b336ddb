import CryptoKit
import Foundation
import Testing

/// The lowercase hexadecimal of a digest or code, as apps write it.
private func hex<S: Sequence<UInt8>>(_ bytes: S) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
}

private func bytes(_ hex: String) -> [UInt8] {
    let digits = Array(hex.utf8)
    return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16)! }
}

@Suite("CryptoKit stand-in: hashes")
struct CryptoKitHashTests {
    @Test("SHA-256 of the empty message, \"abc\" and a million 'a's (FIPS 180-4 vectors)")
    func sha256KnownAnswers() {
        #expect(hex(SHA256.hash(data: Data())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.hash(data: Data("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let million = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(hex(SHA256.hash(data: million)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("SHA-384, SHA-512, MD5 and SHA-1 of the empty message and \"abc\"")
    func otherKnownAnswers() {
        let abc = Array("abc".utf8)
        #expect(
            hex(SHA384.hash(data: [UInt8]()))
                == "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b")
        #expect(
            hex(SHA384.hash(data: abc))
                == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        #expect(
            hex(SHA512.hash(data: [UInt8]()))
                == "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
        )
        #expect(
            hex(SHA512.hash(data: abc))
                == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        )
        #expect(hex(Insecure.MD5.hash(data: [UInt8]())) == "d41d8cd98f00b204e9800998ecf8427e")
        #expect(hex(Insecure.MD5.hash(data: abc)) == "900150983cd24fb0d6963f7d28e17f72")
        #expect(hex(Insecure.SHA1.hash(data: [UInt8]())) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex(Insecure.SHA1.hash(data: abc)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    @Test("Digest sizes, block sizes and byte counts are the algorithms'")
    func sizes() {
        #expect(SHA256.Digest.byteCount == 32 && SHA256.byteCount == 32 && SHA256.blockByteCount == 64)
        #expect(SHA384.Digest.byteCount == 48 && SHA384.blockByteCount == 128)
        #expect(SHA512.Digest.byteCount == 64 && SHA512.blockByteCount == 128)
        #expect(Insecure.MD5.Digest.byteCount == 16 && Insecure.SHA1.Digest.byteCount == 20)
        #expect(Array(SHA384.hash(data: Data("x".utf8))).count == 48)
        #expect(Data(Insecure.SHA1.hash(data: Data("x".utf8))).count == 20)
    }

    @Test("A digest prints as CryptoKit prints it, and an app's hex string is its bytes")
    func descriptionAndHex() {
        let digest = SHA256.hash(data: Data("abc".utf8))
        #expect(digest.description == "SHA256 digest: ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect("\(Insecure.MD5.hash(data: Data()))" == "MD5 digest: d41d8cd98f00b204e9800998ecf8427e")
        #expect(Insecure.SHA1.hash(data: Data()).description.hasPrefix("SHA1 digest: da39a3ee"))
        #expect(SHA512.hash(data: Data()).description.hasPrefix("SHA512 digest: cf83e135"))
        // The line screen 242's `Data.sha256` uses.
        let appHex = digest.compactMap { String(format: "%02x", $0) }.joined()
        #expect(appHex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Data(digest) == Data(bytes(appHex)))
        #expect(digest.withUnsafeBytes { Array($0) } == bytes(appHex))
    }

    @Test("Incremental hashing equals one-shot hashing, whatever the pieces")
    func incrementalEqualsOneShot() {
        let message = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var hash = SHA256()
        hash.update(data: message.prefix(1))
        hash.update(data: message[1..<4_097])
        hash.update(data: [UInt8]())
        message[4_097...].withUnsafeBytes { hash.update(bufferPointer: $0) }
        #expect(hash.finalize() == SHA256.hash(data: message))

        var md5 = Insecure.MD5()
        for chunk in stride(from: 0, to: message.count, by: 333) { md5.update(data: message[chunk..<min(chunk + 333, message.count)]) }
        #expect(md5.finalize() == Insecure.MD5.hash(data: message))
    }

    @Test("A hash is a value: finalising leaves it going, and a copy carries on alone")
    func valueSemantics() {
        var hash = SHA256()
        hash.update(data: Data("ab".utf8))
        let copy = hash
        _ = hash.finalize()
        hash.update(data: Data("c".utf8))
        #expect(hash.finalize() == SHA256.hash(data: Data("abc".utf8)))
        #expect(hash.finalize() == SHA256.hash(data: Data("abc".utf8)))
        #expect(copy.finalize() == SHA256.hash(data: Data("ab".utf8)))
    }

    @Test("Digests are Hashable, and compare with the bytes of any DataProtocol")
    func equalityAndHashing() {
        let a = SHA256.hash(data: Data("a".utf8))
        let b = SHA256.hash(data: Data("b".utf8))
        #expect(a != b)
        #expect(Set([a, b, SHA256.hash(data: Data("a".utf8))]).count == 2)
        #expect(a == Data(a))
        #expect(a == Array(a))
        #expect(a != Data(b))
        #expect(a != Data(a).prefix(31))
    }
}

@Suite("CryptoKit stand-in: keys and HMAC")
struct CryptoKitHMACTests {
    private let jefe = SymmetricKey(data: Data("Jefe".utf8))
    private let nothing = Data("what do ya want for nothing?".utf8)

    @Test("HMAC-SHA256 and HMAC-SHA512 of RFC 4231's test case 2")
    func rfc4231Case2() {
        let sha256 = HMAC<SHA256>.authenticationCode(for: nothing, using: jefe)
        #expect(hex(sha256) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        let sha512 = HMAC<SHA512>.authenticationCode(for: nothing, using: jefe)
        #expect(
            hex(sha512)
                == "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737"
        )
        #expect(sha256.byteCount == 32 && sha512.byteCount == 64)
        #expect(sha256.description == "HMAC with SHA256: 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test("A key longer than the block is hashed first (RFC 4231's test case 6)")
    func rfc4231Case6() {
        let key = SymmetricKey(data: [UInt8](repeating: 0xAA, count: 131))
        let code = HMAC<SHA256>.authenticationCode(for: Data("Test Using Larger Than Block-Size Key - Hash Key First".utf8), using: key)
        #expect(hex(code) == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test("Incremental HMAC equals one-shot, and finalising leaves it going")
    func incrementalHMAC() {
        var hmac = HMAC<SHA256>(key: jefe)
        hmac.update(data: nothing.prefix(10))
        _ = hmac.finalize()
        hmac.update(data: nothing.dropFirst(10))
        #expect(hmac.finalize() == HMAC<SHA256>.authenticationCode(for: nothing, using: jefe))
    }

    @Test("isValidAuthenticationCode accepts the right code and refuses a changed one")
    func validation() {
        let code = HMAC<SHA256>.authenticationCode(for: nothing, using: jefe)
        #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: nothing, using: jefe))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("what do ya want for nothing!".utf8), using: jefe))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: nothing, using: SymmetricKey(data: Data("jefe".utf8))))
        var bytes = Array(code)
        #expect(HMAC<SHA256>.isValidAuthenticationCode(bytes, authenticating: nothing, using: jefe))
        bytes[31] ^= 1
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(bytes, authenticating: nothing, using: jefe))
        #expect(!HMAC<SHA256>.isValidAuthenticationCode(Array(code).prefix(16), authenticating: nothing, using: jefe))
        #expect(code == Data(code) && code != Data(bytes))
    }

    @Test("Symmetric keys: sizes, random bytes, the bytes they were made from")
    func symmetricKeys() {
        let first = SymmetricKey(size: .bits256)
        let second = SymmetricKey(size: .bits256)
        #expect(first.bitCount == 256)
        #expect(first != second)
        #expect(SymmetricKey(size: .bits128).bitCount == 128 && SymmetricKey(size: .bits192).bitCount == 192)
        #expect(SymmetricKey(size: SymmetricKeySize(bitCount: 512)).bitCount == 512)
        let made = SymmetricKey(data: Data([1, 2, 3]))
        #expect(made.bitCount == 24)
        #expect(made.withUnsafeBytes { Array($0) } == [1, 2, 3])
        #expect(made == SymmetricKey(data: [UInt8]([1, 2, 3])))
        #expect(SymmetricKey(data: first) == first)
    }
}
