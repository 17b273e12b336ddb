import CLibdeflate
import CPixelKernels
import CZlib

#if canImport(Glibc)
import Glibc
#endif

/// Decodes the PNGs snapshot tools write (8-bit RGB or RGBA, not interlaced, nothing that
/// changes colour) straight into premultiplied ARGB, several times faster than libpng's
/// simplified API. RGB image data (every PNG napkin writes) is inflated by libdeflate in one
/// call into the end of the pixel array and unfiltered and widened there in C (see
/// `DirectPNGDecoder+Whole.swift`); RGBA rows, and streams whose zlib header declares a small
/// window, are inflated by zlib a block at a time into a buffer that stays in the cache. Like
/// libpng it checks every IDAT chunk's CRC-32 and the zlib stream's Adler-32, and that the
/// stream ends with the last row, so a file it reads is one libpng reads to the same pixels.
///
/// It answers `nil` for anything else (other colour types and depths, interlacing, `gAMA`,
/// `iCCP`, `cHRM`, `tRNS`, unknown chunks) and for any damage it notices (a CRC mismatch,
/// truncated or malformed image data, an unknown filter), and libpng decodes those bytes
/// instead, with its own error messages. Both give the same pixels for every file this
/// decoder accepts, which the tests check filter by filter against libpng, and the PNG fuzz
/// on every decoder path.
///
/// Release builds use it first for every such file. Debug builds (what `swift test` runs) use
/// it in its ``Scope/unfilteredRGB`` scope: RGB rows stored with filter 0, which is every PNG
/// napkin writes (references, difference images), where all the work is C; any other row or
/// colour type goes to libpng, because the RGBA path's unfiltering and premultiplying loops
/// are Swift, 20–50 times slower unoptimised.
package enum DirectPNGDecoder {
    /// Which files the decoder takes on.
    package enum Scope: Sendable {
        /// Every file it understands.
        case all
        /// RGB files whose rows all use filter 0 (none); anything else is declined.
        case unfilteredRGB
    }

    /// Rows inflated per block: enough to amortise zlib's call overhead, small enough (about
    /// 56 KB for an iPhone screen) to stay in the cache between inflating and widening.
    static let rowsPerBlock = 16

    /// Ancillary chunks that never change the decoded pixels here (`sRGB` states what
    /// decoding assumes anyway). Any other chunk sends the file to libpng.
    private static let harmlessChunks: Set<UInt32> = [
        chunkType("pHYs"), chunkType("tEXt"), chunkType("zTXt"), chunkType("iTXt"), chunkType("tIME"), chunkType("sRGB"),
    ]
    private static let ihdr = chunkType("IHDR"), idat = chunkType("IDAT"), iend = chunkType("IEND")

    private static func chunkType(_ name: StaticString) -> UInt32 {
        name.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    /// The bitmap in `bytes` (a whole PNG file, signature included), or `nil` when the file
    /// is not one this decoder takes or is damaged.
    package static func decode(_ bytes: UnsafeRawBufferPointer, scope: Scope = .all) -> Bitmap? {
        guard let header = Header(bytes) else { return nil }
        if scope == .unfilteredRGB, header.channels != 3 { return nil }
        return header.decodePixels(bytes, scope: scope)
    }

    /// True only when `bytes` (a whole PNG file) is one this decoder takes in `scope` and
    /// decodes, intact, to exactly `expected`: what a matching snapshot assertion needs to know,
    /// found without allocating the decoded image (12 MB for a screen, whose fresh pages cost
    /// more than the comparison) and stopping at the first row that differs. `false` says
    /// nothing more: the file may differ, be damaged or be outside the scope; decode it to know.
    package static func matches(_ bytes: UnsafeRawBufferPointer, expected: Bitmap, scope: Scope = .all) -> Bool {
        guard let header = Header(bytes), header.width == expected.width, header.height == expected.height else { return false }
        if scope == .unfilteredRGB, header.channels != 3 { return false }
        return expected.pixels.withUnsafeBufferPointer { header.rowsMatch(bytes, scope: scope, expected: $0) }
    }

    /// What the chunks say: the image's shape and where its compressed data lies.
    struct Header {
        let width: Int
        let height: Int
        let channels: Int
        /// Each IDAT chunk's data, in file order (they are consecutive).
        let imageData: [Range<Int>]

        init?(_ bytes: UnsafeRawBufferPointer) {
            let count = bytes.count
            guard count >= 8 + 25 else { return nil }
            func word(_ offset: Int) -> UInt32 { UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
            /// The CRC-32 of a chunk's type and data, as stored after them.
            func crcHolds(_ offset: Int, length: Int) -> Bool {
                let computed = crc32(
                    crc32(0, nil, 0), bytes.baseAddress!.assumingMemoryBound(to: Bytef.self) + offset + 4, uInt(length + 4))
                return UInt32(truncatingIfNeeded: computed) == word(offset + 8 + length)
            }
            // IHDR first, 13 bytes: width, height, depth 8, RGB (2) or RGBA (6), deflate,
            // adaptive filtering, no interlacing.
            guard word(8) == 13, word(12) == DirectPNGDecoder.ihdr, crcHolds(8, length: 13) else { return nil }
            let width = Int(word(16)), height = Int(word(20))
            let depth = bytes[24], colorType = bytes[25]
            guard width > 0, height > 0, width <= Bitmap.maximumDimension, height <= Bitmap.maximumDimension,
                width * height <= Bitmap.maximumPixelCount,
                depth == 8, colorType == 2 || colorType == 6, bytes[26] == 0, bytes[27] == 0, bytes[28] == 0
            else { return nil }
            var offset = 8 + 12 + 13
            var imageData: [Range<Int>] = []
            var sawEnd = false
            while offset + 12 <= count {
                let length = Int(word(offset)), type = word(offset + 4)
                guard length <= 0x7FFF_FFFF, length <= count - offset - 12 else { return nil }
                switch type {
                case DirectPNGDecoder.idat:
                    // IDAT chunks must follow one another.
                    if let last = imageData.last, last.upperBound + 4 != offset { return nil }
                    guard crcHolds(offset, length: length) else { return nil }
                    imageData.append((offset + 8)..<(offset + 8 + length))
                case DirectPNGDecoder.iend:
                    sawEnd = true
                default:
                    guard DirectPNGDecoder.harmlessChunks.contains(type) else { return nil }
                }
                if sawEnd { break }
                offset += 12 + length
            }
            // Like libpng, a file that stops after its image data without IEND is read.
            guard !imageData.isEmpty else { return nil }
            self.width = width
            self.height = height
            channels = colorType == 6 ? 4 : 3
            self.imageData = imageData
        }

        /// Inflates, unfilters and widens the rows; nil on any damage.
        func decodePixels(_ bytes: UnsafeRawBufferPointer, scope: Scope) -> Bitmap? {
            if wholeBufferInflates(bytes) { return decodeRGBWhole(bytes, scope: scope) }
            let width = width
            var outcome = RowsOutcome.damaged
            let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { output, initialized in
                adviseHugePages(UnsafeMutableRawBufferPointer(output))
                let base = output.baseAddress!
                outcome = readRows(bytes, scope: scope, into: { base + $0 * width }, then: { _ in true })
                // Every pixel was written unless decoding failed, and then the array is dropped.
                if outcome != .complete { output.initialize(repeating: 0) }
                initialized = width * height
            }
            return outcome == .complete ? Bitmap(width: width, height: height, pixels: pixels) : nil
        }

        /// True when the rows decode to exactly `expected`'s pixels (same size): each row is
        /// widened into one reused row buffer and compared there, so no image is allocated,
        /// and the first differing row stops the work.
        func rowsMatch(_ bytes: UnsafeRawBufferPointer, scope: Scope, expected: UnsafeBufferPointer<UInt32>) -> Bool {
            if wholeBufferInflates(bytes) { return rgbRowsMatchWhole(bytes, scope: scope, expected: expected) }
            let width = width
            let row = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
            defer { row.deallocate() }
            let outcome = readRows(
                bytes, scope: scope, into: { _ in row },
                then: { y in memcmp(row, expected.baseAddress! + y * width, width * MemoryLayout<UInt32>.size) == 0 })
            return outcome == .complete
        }

        /// How reading the rows ended.
        enum RowsOutcome {
            /// Every row was read and the stream ended right after the last, intact.
            case complete
            /// The consumer stopped at a row.
            case stopped
            /// The data is damaged or not in this decoder's scope.
            case damaged
        }

        /// Inflates, unfilters and widens each row into `target(y)`, then calls `consume(y)`,
        /// which returns false to stop; `.complete` only when every row was consumed and the
        /// stream ends after the last row with its check value intact.
        func readRows(
            _ bytes: UnsafeRawBufferPointer, scope: Scope, into target: (Int) -> UnsafeMutablePointer<UInt32>, then consume: (Int) -> Bool
        ) -> RowsOutcome {
            let rowBytes = width * channels, line = rowBytes + 1
            var stream = z_stream()
            guard napkin_inflate_init_zlib(&stream) == Z_OK else { return .damaged }
            defer { inflateEnd(&stream) }
            // zlib's own Adler-32 pass, a byte at a time, is a third of the decode: the check
            // is made here instead, by libdeflate's vector code (``Adler32``), on each block
            // while it is in the cache.
            let ownChecksum = scope == .all
            if ownChecksum { inflateValidate(&stream, 0) }
            var checksum = Adler32()
            let base = bytes.baseAddress!.assumingMemoryBound(to: Bytef.self)
            var nextChunk = 0
            /// The 4 bytes that end the compressed stream, where zlib stopped reading (the
            /// check value, which may straddle chunks), big-endian.
            func storedChecksum() -> UInt32? {
                var value: UInt32 = 0, shift: UInt32 = 0, chunk = nextChunk - 1
                var end = stream.next_in.map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? 0
                while shift < 32 {
                    guard chunk >= 0 else { return nil }
                    if end > imageData[chunk].lowerBound {
                        end -= 1
                        value |= UInt32(bytes[end]) << shift
                        shift += 8
                    } else {
                        chunk -= 1
                        if chunk >= 0 { end = imageData[chunk].upperBound }
                    }
                }
                return value
            }
            func feed() -> Bool {
                while stream.avail_in == 0 {
                    guard nextChunk < imageData.count else { return false }
                    let chunk = imageData[nextChunk]
                    nextChunk += 1
                    stream.next_in = UnsafeMutablePointer(mutating: base + chunk.lowerBound)
                    stream.avail_in = uInt(chunk.count)
                }
                return true
            }
            /// Inflates what is left after the last row: true when it is nothing but the end of
            /// the stream, whose check value is the Adler-32 of everything inflated.
            func finishStream() -> Bool {
                var spare: UInt8 = 0
                while true {
                    // zlib may hold the trailer's bits already, so running out of chunks is not
                    // the end; inflating with no input and no progress is.
                    _ = feed()
                    let status = withUnsafeMutablePointer(to: &spare) { output -> Int32 in
                        stream.next_out = output
                        stream.avail_out = 1
                        return inflate(&stream, Z_NO_FLUSH)
                    }
                    // Any inflated byte is image data beyond the last row.
                    if stream.avail_out == 0 { return false }
                    // zlib has checked the value itself when it was left to (Z_DATA_ERROR otherwise).
                    if status == Z_STREAM_END { return !ownChecksum || storedChecksum() == checksum.value }
                    if status != Z_OK { return false }  // damage, a wrong check value, or no more input
                }
            }
            // The unfiltered previous row first (zeros above the first row), then a block of
            // filtered lines, then 4 spare bytes so a pixel can be loaded as one word.
            let blockRows = min(DirectPNGDecoder.rowsPerBlock, height)
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: line + blockRows * line + 4)
            defer { buffer.deallocate() }
            buffer.initialize(repeating: 0, count: line + blockRows * line + 4)
            let block = buffer + line
            var y = 0
            while y < height {
                let rows = min(blockRows, height - y)
                stream.next_out = block
                stream.avail_out = uInt(rows * line)
                while stream.avail_out > 0 {
                    guard feed() else { return .damaged }
                    let status = inflate(&stream, Z_NO_FLUSH)
                    if status == Z_STREAM_END, stream.avail_out > 0 { return .damaged }
                    if status != Z_OK, status != Z_STREAM_END { return .damaged }
                }
                // Before unfiltering, which changes the bytes in place.
                if ownChecksum { checksum.update(block, count: rows * line) }
                for row in 0..<rows {
                    let current = block + row * line
                    if scope == .unfilteredRGB, current[0] != 0 { return .damaged }
                    let previous = row == 0 ? buffer + 1 : current - line + 1
                    guard unfilter(current + 1, previous: previous, filter: current[0], count: rowBytes) else { return .damaged }
                    widen(current + 1, into: target(y + row))
                    guard consume(y + row) else { return .stopped }
                }
                // The block's last row is the next block's row above.
                (buffer + 1).update(from: block + (rows - 1) * line + 1, count: rowBytes)
                y += rows
            }
            // The stream must end after the last row, with its Adler-32 intact, as libpng
            // requires: the chunks' CRCs vouch only for the bytes as written, and an encoder
            // may have compressed the wrong ones.
            return finishStream() ? .complete : .damaged
        }

        /// Undoes PNG filter `filter` (0…4) on one row in place; false for an unknown filter.
        private func unfilter(_ row: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>, filter: UInt8, count: Int) -> Bool {
            let bpp = channels
            switch filter {
            case 0:
                return true
            case 1:  // Sub
                if count > bpp {
                    for i in bpp..<count { row[i] &+= row[i - bpp] }
                }
            case 2:  // Up
                for i in 0..<count { row[i] &+= previous[i] }
            case 3:  // Average
                for i in 0..<min(bpp, count) { row[i] &+= previous[i] >> 1 }
                if count > bpp {
                    for i in bpp..<count { row[i] &+= UInt8((UInt16(row[i - bpp]) + UInt16(previous[i])) >> 1) }
                }
            case 4:  // Paeth
                for i in 0..<min(bpp, count) { row[i] &+= previous[i] }
                if count > bpp {
                    for i in bpp..<count {
                        let a = Int(row[i - bpp]), b = Int(previous[i]), c = Int(previous[i - bpp])
                        let p = a + b - c
                        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                        row[i] &+= UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                    }
                }
            default:
                return false
            }
            return true
        }

        /// RGB or straight RGBA bytes to premultiplied `0xAARRGGBB` words, as libpng's BGRA
        /// output followed by `Bitmap`'s premultiplication gives them.
        private func widen(_ row: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt32>) {
            if channels == 3 {
                napkin_widen_rgb(row, target, Int32(width))
            } else {
                let raw = UnsafeRawPointer(row)
                for x in 0..<width {
                    let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self))
                    let a = word >> 24
                    let r = word & 0xFF, g = (word >> 8) & 0xFF, b = (word >> 16) & 0xFF
                    if a == 255 {
                        target[x] = 0xFF00_0000 | r << 16 | g << 8 | b
                    } else if a == 0 {
                        target[x] = 0
                    } else {
                        target[x] = a << 24 | ((r * a + 127) / 255) << 16 | ((g * a + 127) / 255) << 8 | (b * a + 127) / 255
                    }
                }
            }
        }
    }
}
