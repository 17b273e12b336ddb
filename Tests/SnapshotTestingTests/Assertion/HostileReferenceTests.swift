import Foundation
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// A reference file from outside is checked before it costs anything.
@Suite struct HostileReferenceTests {
    /// 68 bytes: a PNG header claiming 100000×100000 RGBA (40 GB decoded) and a token IDAT.
    static let hugeHeader = Data(
        hexString:
            "89504e470d0a1a0a0000000d49484452000186a0000186a00806000000a8520bc80000000b49444154789c6360000200000500017a5eab3f0000000049454e44ae426082"
    )

    @Test func aReferenceClaimingAHugeImageFailsTheAssertionInsteadOfTheProcess() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = folder.url.appendingPathComponent("huge.1.png")
        try Self.hugeHeader.write(to: reference)
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: samplePicture(), as: .image, snapshotDirectory: folder.path, testName: "huge()")
        }
        let text = try #require(message)
        #expect(text.contains("is unusable"))
        #expect(text.contains("100000×100000"))
        // The reference is never changed outside a record mode.
        #expect(try Data(contentsOf: reference) == Self.hugeHeader)
    }

    @Test func aReferenceThatIsAPipeIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = folder.url.appendingPathComponent("pipe.1.txt")
        #expect(mkfifo(reference.path, 0o600) == 0)
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: "text", as: .lines, snapshotDirectory: folder.path, testName: "pipe()")
        }
        #expect(message?.contains("is unusable: it could not be read (it is not a regular file") == true, "\(message ?? "passed")")
    }
}

extension Data {
    /// Bytes from pairs of hexadecimal digits.
    init(hexString: String) {
        var bytes: [UInt8] = []
        var index = hexString.startIndex
        while index < hexString.endIndex {
            let next = hexString.index(index, offsetBy: 2)
            bytes.append(UInt8(hexString[index..<next], radix: 16)!)
            index = next
        }
        self.init(bytes)
    }
}
