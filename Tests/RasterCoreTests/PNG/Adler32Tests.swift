import CZlib
import PackageTestSupport
import Testing

@testable import RasterCore

/// The direct decoder's Adler-32 gives zlib's value for any bytes, fed in any pieces.
@Suite("Adler-32")
struct Adler32Tests {
    @Test("Equals zlib's adler32 for every length around the vector width and block size, whole or in pieces")
    func matchesZlib() {
        var generator = SeededGenerator(seed: 32)
        let bytes = (0..<20_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        // All 255s is the worst case for the lanes' sums.
        let saturated = [UInt8](repeating: 255, count: 20_000)
        for data in [bytes, saturated] {
            data.withUnsafeBytes { raw in
                for count in [0, 1, 15, 16, 17, 31, 5535, 5536, 5537, 5552, 11_071, 11_072, 11_073, 20_000] {
                    let expected = UInt32(adler32(1, raw.baseAddress!.assumingMemoryBound(to: Bytef.self), uInt(count)))
                    var whole = Adler32()
                    whole.update(raw.baseAddress!, count: count)
                    #expect(whole.value == expected, "\(count) bytes")
                    var pieces = Adler32()
                    var offset = 0
                    while offset < count {
                        let size = min(count - offset, 1 + Int(generator.next() % 7000))
                        pieces.update(raw.baseAddress! + offset, count: size)
                        offset += size
                    }
                    #expect(pieces.value == expected, "\(count) bytes in pieces")
                }
            }
        }
        #expect(Adler32().value == 1)
    }
}
