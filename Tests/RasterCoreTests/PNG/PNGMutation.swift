import Foundation
import PackageTestSupport

/// One way the PNG fuzz damages a file. Some leave the CRCs wrong (libpng and the direct
/// decoder must notice), most mend them, so that the damage reaches the zlib stream, the
/// filters and the chunk order behind the checksums.
enum PNGMutation: CaseIterable {
    /// One bit flipped anywhere after the signature; CRCs left as they are.
    case flipBit
    /// One byte anywhere after the signature set to a random value; CRCs left as they are.
    case setByte
    /// One to three bytes of the compressed image data changed, CRCs mended.
    case imageData
    /// One byte of the zlib stream's Adler-32 trailer changed, CRCs mended.
    case adler
    /// The zlib stream cut short by one to eight bytes, CRCs mended.
    case shortStream
    /// Bytes after the end of the zlib stream, in the last image data chunk, CRCs mended.
    case trailingData
    /// A bit of an ancillary chunk's data flipped, CRC mended.
    case ancillaryData
    /// The file cut at a random length.
    case truncate
    /// A run of bytes removed.
    case deleteBytes
    /// Random bytes inserted.
    case insertBytes
    /// A chunk removed, duplicated or swapped with its neighbour.
    case chunkOrder
    /// A header field changed (size, depth, colour type, methods), CRC mended.
    case header
    /// A chunk of an unknown or ancillary type inserted, or garbage after the end.
    case extraChunk

    static func random(using generator: inout SeededGenerator) -> PNGMutation {
        // The mended kinds are the interesting ones: they reach the decoders' deeper checks.
        let weighted: [PNGMutation] = [
            .flipBit, .setByte, .imageData, .imageData, .imageData, .adler, .adler, .shortStream,
            .trailingData, .ancillaryData, .truncate, .deleteBytes, .insertBytes, .chunkOrder, .header, .extraChunk,
        ]
        return weighted[Int(generator.next() % UInt64(weighted.count))]
    }

    /// The mutant of `file` (a valid PNG), and a description for a failure message.
    func apply(to file: Data, using generator: inout SeededGenerator) -> (Data, String) {
        func random(_ bound: Int) -> Int { Int(generator.next() % UInt64(max(1, bound))) }
        var bytes = [UInt8](file)
        var chunks = HandmadePNG.chunks(of: file)
        let imageIndices = chunks.indices.filter { chunks[$0].type == "IDAT" }
        switch self {
        case .flipBit:
            let offset = 8 + random(bytes.count - 8), bit = random(8)
            bytes[offset] ^= UInt8(1 << bit)
            return (Data(bytes), "bit \(bit) of byte \(offset) flipped")
        case .setByte:
            let offset = 8 + random(bytes.count - 8)
            bytes[offset] = UInt8(truncatingIfNeeded: generator.next())
            return (Data(bytes), "byte \(offset) set to \(bytes[offset])")
        case .imageData:
            let chunk = imageIndices[random(imageIndices.count)]
            var changes: [String] = []
            for _ in 0...random(3) where !chunks[chunk].body.isEmpty {
                let offset = random(chunks[chunk].body.count)
                chunks[chunk].body[offset] = UInt8(truncatingIfNeeded: generator.next())
                changes.append("\(offset)")
            }
            return (HandmadePNG.assemble(chunks), "image data chunk \(chunk) bytes \(changes.joined(separator: ",")) changed, CRC mended")
        case .adler:
            let last = imageIndices.last!
            let offset = chunks[last].body.count - 1 - random(4)
            chunks[last].body[offset] ^= UInt8(1 + random(255))
            return (HandmadePNG.assemble(chunks), "Adler-32 byte \(offset) changed, CRC mended")
        case .shortStream:
            let last = imageIndices.last!
            let cut = min(chunks[last].body.count, 1 + random(8))
            chunks[last].body.removeLast(cut)
            return (HandmadePNG.assemble(chunks), "zlib stream \(cut) bytes short, CRC mended")
        case .trailingData:
            let last = imageIndices.last!
            let extra = (0...random(6)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            chunks[last].body += extra
            return (HandmadePNG.assemble(chunks), "\(extra.count) bytes after the zlib stream, CRC mended")
        case .ancillaryData:
            guard
                let chunk = chunks.indices.filter({ !["IHDR", "IDAT", "IEND"].contains(chunks[$0].type) && !chunks[$0].body.isEmpty })
                    .randomElement(using: &generator)
            else {
                return PNGMutation.imageData.apply(to: file, using: &generator)
            }
            let offset = random(chunks[chunk].body.count)
            chunks[chunk].body[offset] ^= UInt8(1 << random(8))
            return (HandmadePNG.assemble(chunks), "\(chunks[chunk].type) byte \(offset) changed, CRC mended")
        case .truncate:
            let length = random(bytes.count)
            return (Data(bytes.prefix(length)), "truncated to \(length) bytes")
        case .deleteBytes:
            let start = 8 + random(bytes.count - 8), count = 1 + random(16)
            bytes.removeSubrange(start..<min(bytes.count, start + count))
            return (Data(bytes), "\(count) bytes removed at \(start)")
        case .insertBytes:
            let start = 8 + random(bytes.count - 8)
            let inserted = (0...random(8)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            bytes.insert(contentsOf: inserted, at: start)
            return (Data(bytes), "\(inserted.count) bytes inserted at \(start)")
        case .chunkOrder:
            let index = 1 + random(chunks.count - 1)
            switch random(3) {
            case 0:
                chunks.remove(at: index)
                return (HandmadePNG.assemble(chunks), "chunk \(index) removed")
            case 1:
                chunks.insert(chunks[index], at: index)
                return (HandmadePNG.assemble(chunks), "chunk \(index) duplicated")
            default:
                chunks.swapAt(index - 1, index)
                return (HandmadePNG.assemble(chunks), "chunks \(index - 1) and \(index) swapped")
            }
        case .header:
            // Sizes stay small: a mended header claiming millions of pixels only measures
            // how fast libpng allocates.
            let field = random(7)
            switch field {
            case 0, 1:
                let value = UInt32(1 + random(64))
                let start = field * 4
                chunks[0].body.replaceSubrange(
                    start..<(start + 4),
                    with: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
            default:
                chunks[0].body[field + 6] = [0, 1, 2, 3, 4, 6, 8, 16, 255][random(9)]
            }
            return (HandmadePNG.assemble(chunks), "header field \(field) changed, CRC mended")
        case .extraChunk:
            let types = ["abCd", "ABCD", "tEXt", "sRGB", "gAMA", "PLTE", "IEND", "IDAT", "zTXt", "tIME", "pHYs"]
            let type = types[random(types.count)]
            let body = (0..<random(14)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            if random(4) == 0 {
                bytes += body
                return (Data(bytes), "\(body.count) bytes after the end")
            }
            let index = 1 + random(chunks.count - 1)
            chunks.insert((type, body), at: index)
            return (HandmadePNG.assemble(chunks), "\(type) of \(body.count) bytes inserted as chunk \(index)")
        }
    }
}
