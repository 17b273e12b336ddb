import CryptoKit
import Foundation
import Testing

private func bytes(_ hex: String) -> [UInt8] {
    let digits = Array(hex.utf8)
    return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16)! }
}

private func hex<S: Sequence<UInt8>>(_ bytes: S) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

@Suite("CryptoKit stand-in: AES.GCM")
struct CryptoKitAESGCMTests {
    // The GCM specification's test cases 3 and 4 (McGrew and Viega).
    private let key = SymmetricKey(data: bytes("feffe9928665731c6d6a8f9467308308"))
    private let iv = bytes("cafebabefacedbaddecaf888")
    private let plaintext = bytes(
        "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255")
    private let ciphertext =
        "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985"

    @Test("Sealing with all-zero key and nonce gives the specification's test cases 1 and 2")
    func zeroKeyCases() throws {
        let zeroKey = SymmetricKey(data: [UInt8](repeating: 0, count: 16))
        let nonce = try AES.GCM.Nonce(data: [UInt8](repeating: 0, count: 12))
        let empty = try AES.GCM.seal([UInt8](), using: zeroKey, nonce: nonce)
        #expect(empty.ciphertext.isEmpty && hex(empty.tag) == "58e2fccefa7e3061367f1d57a4e7455a")
        let block = try AES.GCM.seal([UInt8](repeating: 0, count: 16), using: zeroKey, nonce: nonce)
        #expect(hex(block.ciphertext) == "0388dace60b6a392f328c2b971b2fe78")
        #expect(hex(block.tag) == "ab6e47d42cec13bdf53a67b21257bddf")
    }

    @Test("Test cases 3 and 4: ciphertext and tag, with and without authenticated data, and back")
    func specificationCases() throws {
        let nonce = try AES.GCM.Nonce(data: iv)
        let box = try AES.GCM.seal(plaintext, using: key, nonce: nonce)
        #expect(hex(box.ciphertext) == ciphertext)
        #expect(hex(box.tag) == "4d5c2af327cd64a62cf35abd2ba6fab4")
        #expect(try AES.GCM.open(box, using: key) == Data(plaintext))

        let aad = bytes("feedfacedeadbeeffeedfacedeadbeefabaddad2")
        let withData = try AES.GCM.seal(plaintext.prefix(60), using: key, nonce: nonce, authenticating: aad)
        #expect(hex(withData.ciphertext) == String(ciphertext.prefix(120)))
        #expect(hex(withData.tag) == "5bc94fbc3221a5db94fae95ae7121a47")
        #expect(try AES.GCM.open(withData, using: key, authenticating: aad) == Data(plaintext.prefix(60)))
        #expect(throws: CryptoKitError.authenticationFailure) { try AES.GCM.open(withData, using: key) }
    }

    @Test("A random nonce each time; the combined form round-trips; a changed byte fails to open")
    func roundTripAndTampering() throws {
        let key = SymmetricKey(size: .bits256)
        let message = Data("a request body".utf8)
        let first = try AES.GCM.seal(message, using: key)
        let second = try AES.GCM.seal(message, using: key)
        #expect(Array(first.nonce) != Array(second.nonce))
        #expect(first.ciphertext != second.ciphertext)
        let combined = try #require(first.combined)
        #expect(combined.count == 12 + message.count + 16)
        #expect(try AES.GCM.open(AES.GCM.SealedBox(combined: combined), using: key) == message)
        var changed = combined
        changed[14] ^= 0x01
        #expect(throws: CryptoKitError.authenticationFailure) { try AES.GCM.open(AES.GCM.SealedBox(combined: changed), using: key) }
        #expect(throws: CryptoKitError.authenticationFailure) { try AES.GCM.open(first, using: SymmetricKey(size: .bits256)) }
    }

    @Test("Wrong sizes throw: a 100-bit key, a short nonce, a short tag, a short combined box")
    func sizes() throws {
        #expect(throws: CryptoKitError.incorrectKeySize) {
            try AES.GCM.seal([1], using: SymmetricKey(data: [UInt8](repeating: 1, count: 13)))
        }
        #expect(throws: CryptoKitError.incorrectParameterSize) { try AES.GCM.Nonce(data: [UInt8](repeating: 0, count: 8)) }
        #expect(throws: CryptoKitError.incorrectParameterSize) {
            try AES.GCM.SealedBox(nonce: AES.GCM.Nonce(), ciphertext: [1, 2], tag: [UInt8](repeating: 0, count: 12))
        }
        #expect(throws: CryptoKitError.incorrectParameterSize) { try AES.GCM.SealedBox(combined: [UInt8](repeating: 0, count: 27)) }
        let box192 = try AES.GCM.seal(Data("x".utf8), using: SymmetricKey(size: .bits192))
        #expect(box192.ciphertext.count == 1 && box192.tag.count == 16)
    }
}
