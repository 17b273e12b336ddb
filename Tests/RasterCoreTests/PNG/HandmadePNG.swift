import Foundation

/// PNG files assembled byte by byte, for inputs our encoder never writes: other bit depths,
/// lying headers, missing colour-space chunks. The image data is stored (uncompressed)
/// deflate, so the bytes are exactly what the test says.
enum HandmadePNG {
    /// A PNG with the given header fields and raw scanlines (each already prefixed by its
    /// filter byte); `chunks` are inserted before IDAT (e.g. an sRGB chunk).
    static func file(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, scanlines: [UInt8], chunks: [(String, [UInt8])] = [])
        -> Data
    {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(width) + bigEndian(height)
        header += [bitDepth, colorType, 0, 0, 0]
        png += chunk("IHDR", header)
        for (type, body) in chunks { png += chunk(type, body) }
        png += chunk("IDAT", storedZlib(scanlines))
        png += chunk("IEND", [])
        return Data(png)
    }

    /// An 8-bit PNG of the given colour type whose one IDAT chunk holds `zlibStream` as given
    /// (a hand-written stream, see `DeflateBits`).
    static func file(width: UInt32, height: UInt32, colorType: UInt8, zlibStream: [UInt8]) -> Data {
        assemble([
            ("IHDR", bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0]), ("IDAT", zlibStream), ("IEND", []),
        ])
    }

    /// Only a signature and an IHDR claiming `width × height`: what a hostile 74-byte reference
    /// looks like (no image data follows).
    static func header(width: UInt32, height: UInt32) -> Data {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", storedZlib([0, 0, 0, 0, 0]))
        png += chunk("IEND", [])
        return Data(png)
    }

    /// The chunks of a PNG file, in order (type and data; lengths and CRCs dropped).
    static func chunks(of png: Data) -> [(type: String, body: [UInt8])] {
        let bytes = [UInt8](png)
        var result: [(type: String, body: [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((type, Array(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    /// A PNG file of `chunks` after the signature, each with its length and a correct CRC.
    static func assemble(_ chunks: [(type: String, body: [UInt8])]) -> Data {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, body) in chunks { png += chunk(type, body) }
        return Data(png)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out.append(final)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        return out + bigEndian(adler32(data))
    }

    /// The Adler-32 of `data`, as a zlib stream ends with it.
    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
