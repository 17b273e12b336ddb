import Foundation
import Testing

@testable import RasterCore

/// Streams that libdeflate (1.14, what Debian 12 ships) inflates and zlib refuses, written bit
/// by bit: the PNG decoder inflates RGB data with libdeflate, libpng with zlib, and a file must
/// get one verdict in every build. Each case has a well-formed twin that differs from it in as
/// little as the format allows and that every path decodes, so each test proves the stream
/// builder right before it proves the refusal.
@Suite("Whole-buffer inflate refuses what zlib refuses")
struct StrictInflateTests {
    /// One hand-built case: the refused stream and its well-formed twin, for a black image of
    /// `width` × 1 pixels (RGB, filter 0 on its one row).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let width: Int
        let refused: [UInt8]
        let wellFormed: [UInt8]
        var testDescription: String { name }

        /// The PNG of `stream`.
        func png(_ stream: [UInt8]) -> Data {
            HandmadePNG.file(width: UInt32(width), height: 1, colorType: 2, zlibStream: stream)
        }

        /// What every path must decode the well-formed twin to.
        var black: Bitmap { Bitmap(width: width, height: 1, pixels: Array(repeating: 0xFF00_0000, count: width)) }
    }

    static let cases: [Case] = [
        lengthRepeatPastTheCount(), tooManyLiteralCodes(), reservedLengthSymbol(), reservedDistanceSymbol(),
        unassignedPatternOfOneSymbolCode(), emptyDistanceCodeUsed(),
    ]

    @Test("The well-formed twin decodes to the same pixels in every build, read directly", arguments: cases)
    func wellFormedTwinDecodes(_ testCase: Case) throws {
        let png = testCase.png(testCase.wellFormed)
        for decoders in [PNGDecoders.libpng, .directThenLibpng, .directUnfilteredRGBThenLibpng] {
            #expect(try Bitmap(pngData: png, decoders: decoders) == testCase.black, "\(decoders)")
        }
        #expect(png.withUnsafeBytes { DirectPNGDecoder.decode($0) } == testCase.black)
        #expect(png.withUnsafeBytes { DirectPNGDecoder.decode($0, scope: .unfilteredRGB) } == testCase.black)
        #expect(testCase.black.isDecoded(fromPNG: png, decoders: .directThenLibpng))
    }

    @Test("The refused stream is refused in every build with the same typed error", arguments: cases)
    func refusedEverywhere(_ testCase: Case) throws {
        let png = testCase.png(testCase.refused)
        // The direct decoder declines it (libdeflate alone would have read it) ...
        #expect(png.withUnsafeBytes { DirectPNGDecoder.decode($0) } == nil)
        #expect(png.withUnsafeBytes { DirectPNGDecoder.decode($0, scope: .unfilteredRGB) } == nil)
        for decoders in [PNGDecoders.directThenLibpng, .directUnfilteredRGBThenLibpng] {
            #expect(!testCase.black.isDecoded(fromPNG: png, decoders: decoders), "\(decoders)")
        }
        // ... and libpng's refusal is every build's.
        let debug = #expect(throws: PNGError.self) { try Bitmap(pngData: png, decoders: .libpng) }
        guard case .corrupt = debug else {
            Issue.record("libpng: \(String(describing: debug))")
            return
        }
        for decoders in [PNGDecoders.directThenLibpng, .directUnfilteredRGBThenLibpng] {
            let other = #expect(throws: PNGError.self) { try Bitmap(pngData: png, decoders: decoders) }
            #expect(other == debug, "\(decoders)")
        }
    }

    // MARK: - The cases

    /// A 1×1 image: a dynamic block whose code lengths give literal 0 and end-of-block one bit
    /// each. The last code length (the one distance code's) is written as "three zeros" (code
    /// 17), two more lengths than the header declares: zlib's "invalid bit length repeat".
    static func lengthRepeatPastTheCount() -> Case {
        func stream(overrun: Bool) -> [UInt8] {
            var bits = DeflateBits()
            bits.dynamicHeader(literalCount: 257, distanceCount: 1, precode: [18: 1, 1: 2, 17: 2])
            let precode = DeflateBits.canonical([18: 1, 1: 2, 17: 2])
            bits.put(precode[1]!)  // literal 0: 1 bit
            bits.put(precode[18]!)
            bits.put(127, count: 7)  // 138 zeros
            bits.put(precode[18]!)
            bits.put(106, count: 7)  // 117 zeros: 256 lengths so far
            bits.put(precode[1]!)  // end of block: 1 bit
            if overrun {
                bits.put(precode[17]!)
                bits.put(0, count: 3)  // three zeros where one length is left
            } else {
                bits.put(precode[1]!)  // the distance code: 1 bit, unused
            }
            for _ in 0..<4 { bits.put(0, count: 1) }  // the filter byte and the pixel: literal 0
            bits.put(1, count: 1)  // end of block
            return bits.zlib(inflating: [0, 0, 0, 0])
        }
        return Case(
            name: "a code-length repeat past the count", width: 1, refused: stream(overrun: true), wellFormed: stream(overrun: false))
    }

    /// The same block declaring 287 literal/length codes (HLIT 30), one more than RFC 1951
    /// defines: zlib's "too many length or distance symbols".
    static func tooManyLiteralCodes() -> Case {
        func stream(literalCount: Int) -> [UInt8] {
            var bits = DeflateBits()
            let lengths = [18: 1, 1: 2, 17: 2]
            bits.dynamicHeader(literalCount: literalCount, distanceCount: 1, precode: lengths)
            let precode = DeflateBits.canonical(lengths)
            bits.put(precode[1]!)
            bits.put(precode[18]!)
            bits.put(127, count: 7)
            bits.put(precode[18]!)
            bits.put(106, count: 7)
            bits.put(precode[1]!)  // end of block
            bits.put(precode[18]!)
            bits.put(literalCount - 257 - 11, count: 7)  // the length codes: all unused
            bits.put(precode[1]!)  // the distance code
            for _ in 0..<4 { bits.put(0, count: 1) }
            bits.put(1, count: 1)
            return bits.zlib(inflating: [0, 0, 0, 0])
        }
        return Case(name: "287 literal/length codes", width: 1, refused: stream(literalCount: 287), wellFormed: stream(literalCount: 286))
    }

    /// An 86×1 image (259 zero bytes) in one fixed block: literal 0, then a match at distance 1
    /// whose length symbol is 286, which has a fixed code and no meaning (libdeflate reads 258;
    /// zlib: "invalid literal/length code"). The twin uses 285, which means 258.
    static func reservedLengthSymbol() -> Case {
        func stream(lengthSymbol: Int) -> [UInt8] {
            var bits = DeflateBits()
            bits.put(1, count: 1)
            bits.put(1, count: 2)  // fixed codes
            bits.putFixedLiteral(0)
            bits.putFixedLiteral(lengthSymbol)
            bits.putCode(0, length: 5)  // distance 1
            bits.putFixedLiteral(256)
            return bits.zlib(inflating: [UInt8](repeating: 0, count: 259))
        }
        return Case(
            name: "length symbol 286 in a fixed block", width: 86, refused: stream(lengthSymbol: 286), wellFormed: stream(lengthSymbol: 285)
        )
    }

    /// An 8257×1 image (24772 zero bytes) in one fixed block: literal 0, 96 matches of 258 at
    /// distance 1, then one of 3 whose distance code is 30, which has a fixed code and no meaning
    /// (libdeflate reads 24577 and 13 extra bits; zlib: "invalid distance code"). The twin uses
    /// code 29 with extra bits 0, which means 24577.
    static func reservedDistanceSymbol() -> Case {
        func stream(distanceCode: Int) -> [UInt8] {
            var bits = DeflateBits()
            bits.put(1, count: 1)
            bits.put(1, count: 2)
            bits.putFixedLiteral(0)
            for _ in 0..<96 {
                bits.putFixedLiteral(285)
                bits.putCode(0, length: 5)
            }
            bits.putFixedLiteral(257)  // length 3
            bits.putCode(distanceCode, length: 5)
            bits.put(0, count: 13)
            bits.putFixedLiteral(256)
            return bits.zlib(inflating: [UInt8](repeating: 0, count: 24_772))
        }
        return Case(
            name: "distance symbol 30 in a fixed block", width: 8257, refused: stream(distanceCode: 30),
            wellFormed: stream(distanceCode: 29))
    }

    /// The code lengths of a dynamic block for an 86×1 image: literal 0 in one bit, end-of-block
    /// and length 258 (285) in two, the one distance code (distance 1) in `distanceLength` bits.
    private static func literalsAndOneDistance(_ bits: inout DeflateBits, distanceLength: Int) {
        let lengths = [0: 2, 1: 2, 2: 2, 18: 2]
        bits.dynamicHeader(literalCount: 286, distanceCount: 1, precode: lengths)
        let precode = DeflateBits.canonical(lengths)
        bits.put(precode[1]!)  // literal 0
        bits.put(precode[18]!)
        bits.put(127, count: 7)
        bits.put(precode[18]!)
        bits.put(106, count: 7)
        bits.put(precode[2]!)  // end of block
        bits.put(precode[18]!)
        bits.put(17, count: 7)  // 28 zeros: lengths 257-284
        bits.put(precode[2]!)  // 285
        bits.put(precode[distanceLength]!)
    }

    /// A one-symbol distance code has one codeword, 0; the match is written with codeword 1,
    /// which zlib refuses ("invalid distance code") and libdeflate reads as the one symbol.
    static func unassignedPatternOfOneSymbolCode() -> Case {
        func stream(distanceBit: Int) -> [UInt8] {
            var bits = DeflateBits()
            literalsAndOneDistance(&bits, distanceLength: 1)
            bits.put(0, count: 1)  // literal 0
            bits.putCode(3, length: 2)  // length 258
            bits.put(distanceBit, count: 1)
            bits.putCode(2, length: 2)  // end of block
            return bits.zlib(inflating: [UInt8](repeating: 0, count: 259))
        }
        return Case(
            name: "the unassigned codeword of a one-symbol code", width: 86, refused: stream(distanceBit: 1),
            wellFormed: stream(distanceBit: 0))
    }

    /// A block may declare no distance code at all if it has no match; this one has one, which
    /// zlib refuses ("invalid distance code") and libdeflate reads as distance 1. The twin is the
    /// same header with the 258 bytes written as literals.
    static func emptyDistanceCodeUsed() -> Case {
        func stream(match: Bool) -> [UInt8] {
            var bits = DeflateBits()
            literalsAndOneDistance(&bits, distanceLength: 0)
            bits.put(0, count: 1)
            if match {
                bits.putCode(3, length: 2)
                bits.put(0, count: 1)  // a distance from the empty code
            } else {
                for _ in 0..<258 { bits.put(0, count: 1) }
            }
            bits.putCode(2, length: 2)
            return bits.zlib(inflating: [UInt8](repeating: 0, count: 259))
        }
        return Case(name: "a match with an empty distance code", width: 86, refused: stream(match: true), wellFormed: stream(match: false))
    }
}

/// A DEFLATE stream written by hand (RFC 1951): fields least significant bit first, Huffman
/// codes most significant bit first, packed into bytes from their least significant bit.
struct DeflateBits {
    private(set) var bytes: [UInt8] = []
    private var used = 0

    /// The low `count` bits of `value`, least significant first (header fields, extra bits).
    mutating func put(_ value: Int, count: Int) {
        for bit in 0..<count { append((value >> bit) & 1) }
    }

    /// A Huffman code of `length` bits, most significant first.
    mutating func putCode(_ code: Int, length: Int) {
        for bit in stride(from: length - 1, through: 0, by: -1) { append((code >> bit) & 1) }
    }

    /// A canonical code as `canonical` gives it.
    mutating func put(_ code: (code: Int, length: Int)) {
        putCode(code.code, length: code.length)
    }

    /// A literal/length symbol in the fixed code (RFC 1951, 3.2.6).
    mutating func putFixedLiteral(_ symbol: Int) {
        switch symbol {
        case 0..<144: putCode(0x30 + symbol, length: 8)
        case 144..<256: putCode(0x190 + symbol - 144, length: 9)
        case 256..<280: putCode(symbol - 256, length: 7)
        default: putCode(0xC0 + symbol - 280, length: 8)
        }
    }

    /// A final dynamic block's header up to its code lengths: the counts and the code-length
    /// code's lengths (symbol: length), in the format's order.
    mutating func dynamicHeader(literalCount: Int, distanceCount: Int, precode: [Int: Int]) {
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        let stored = (order.lastIndex { precode[$0] != nil } ?? 0) + 1
        put(1, count: 1)
        put(2, count: 2)
        put(literalCount - 257, count: 5)
        put(distanceCount - 1, count: 5)
        put(max(4, stored) - 4, count: 4)
        for symbol in order.prefix(max(4, stored)) { put(precode[symbol] ?? 0, count: 3) }
    }

    /// The canonical Huffman code of the given lengths (symbol: length): shorter codes first,
    /// then by symbol, each the previous plus one, shifted left when the length grows.
    static func canonical(_ lengths: [Int: Int]) -> [Int: (code: Int, length: Int)] {
        var codes: [Int: (code: Int, length: Int)] = [:]
        var code = 0, length = 0
        for (symbol, symbolLength) in lengths.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
            code <<= symbolLength - length
            length = symbolLength
            codes[symbol] = (code, length)
            code += 1
        }
        return codes
    }

    /// The zlib stream of these blocks: a header (deflate, 32 KB window), the bytes, and the
    /// Adler-32 of `data`, what they inflate to.
    func zlib(inflating data: [UInt8]) -> [UInt8] {
        [0x78, 0x01] + bytes + HandmadePNG.bigEndian(HandmadePNG.adler32(data))
    }

    private mutating func append(_ bit: Int) {
        if used % 8 == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(bit) << (used % 8)
        used += 1
    }
}
