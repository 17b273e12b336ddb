import Foundation
import Testing

@testable import PDFKit

@MainActor
@Suite("PDFKit stand-in: encrypted files")
struct PDFEncryptionTests {
    private func expectReadable(_ document: PDFDocument) {
        #expect(!document.isLocked)
        #expect(document.documentAttributes?[PDFDocumentAttribute.titleAttribute] as? String == "Sealed notes")
        #expect(document.documentAttributes?[PDFDocumentAttribute.authorAttribute] as? String == "Pat")
        #expect(document.page(at: 0)?.string == "Locked text")
    }

    @Test("A file encrypted without a user password (RC4, 128 bits) opens unlocked and reads as a plain one")
    func noUserPassword() throws {
        let document = try #require(PDFDocument(data: EncryptedFixtures.rc4With128BitKeyNoUserPassword))
        #expect(document.isEncrypted)
        expectReadable(document)
        #expect(document.pageCount == 2)
        #expect(document.page(at: 1)?.bounds(for: .mediaBox).size == CGSize(width: 200, height: 300))
    }

    @Test("A user password locks the file (RC4 40-bit, AES-128) until the user's or the owner's password unlocks it")
    func userPassword() throws {
        for data in [EncryptedFixtures.rc4With40BitKeyAndUserPassword, EncryptedFixtures.aes128WithUserPassword] {
            let document = try #require(PDFDocument(data: data))
            #expect(document.isEncrypted && document.isLocked)
            #expect(document.pageCount == 2)
            #expect(document.page(at: 0)?.bounds(for: .mediaBox).size == CGSize(width: 300, height: 200))
            #expect(document.page(at: 0)?.string == nil)
            #expect(!document.allowsPrinting && !document.allowsCopying)
            #expect(!document.unlock(withPassword: "wrong"))
            #expect(document.isLocked)
            var unlocked = 0
            let observer = NotificationCenter.default.addObserver(forName: .PDFDocumentDidUnlock, object: document, queue: nil) { _ in
                MainActor.assumeIsolated { unlocked += 1 }
            }
            #expect(document.unlock(withPassword: "secret"))
            NotificationCenter.default.removeObserver(observer)
            #expect(unlocked == 1)
            expectReadable(document)
            #expect(document.allowsPrinting)
            let owner = try #require(PDFDocument(data: data))
            #expect(owner.unlock(withPassword: "owner"))
            expectReadable(owner)
            #expect(owner.allowsCopying)
        }
    }

    @Test("AES-256 (revision 6) is not read: the file opens locked, with its pages, and no password unlocks it")
    func aes256() throws {
        let document = try #require(PDFDocument(data: EncryptedFixtures.aes256NoUserPassword))
        #expect(document.isEncrypted && document.isLocked)
        #expect(document.pageCount == 2)
        #expect(!document.unlock(withPassword: ""))
        #expect(!document.unlock(withPassword: "owner"))
        #expect(document.documentAttributes?.isEmpty == true)
    }

    @Test("An unencrypted document needs no unlocking: unlock answers false, it stays unlocked")
    func plain() throws {
        let document = try #require(PDFDocument(data: HandMadePDF.threePages().data))
        #expect(!document.unlock(withPassword: "anything"))
        #expect(!document.isLocked && document.allowsPrinting && document.allowsCopying)
    }

    @Test("RC4 and MD5 give the published test vectors")
    func primitives() {
        #expect(
            PDFSecurityHandler.rc4(key: Array("Key".utf8), Array("Plaintext".utf8)) == [
                0xBB, 0xF3, 0x16, 0xE8, 0xD9, 0x40, 0xAF, 0x0A, 0xD3,
            ])
        #expect(PDFSecurityHandler.md5(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined() == "900150983cd24fb0d6963f7d28e17f72")
    }
}
