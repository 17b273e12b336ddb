import CPixelKernels
import CZlib
import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Writes 8-bit RGB or RGBA PNGs, compressing the image in parallel.
///
/// A PNG holds one zlib stream, and zlib's deflate runs on one core; at its fastest level
/// it is three quarters of the cost of encoding a screen. Like pigz, this encoder splits
/// the rows into a fixed number of bands, deflates each band on its own (raw deflate, the
/// bands joined at byte boundaries by sync flushes) and combines their Adler-32 checksums,
/// so a screen compresses on every core. The number of bands never depends on the machine,
/// so the bytes are the same everywhere: same pixels, same file. A paletted picture (a
/// difference map: runs of a few indices) is compressed by `napkin_runs_deflate` instead of
/// zlib, a fraction of its cost there.
enum PNGEncoder {
    /// Bands per image; fixed, so the output does not depend on the core count.
    static let bandCount = 4
    /// zlib's fastest level: UI screens are long runs that it already finds.
    static let level: Int32 = 1

    /// The PNG of `height` rows of `width` pixels, each row produced by `fillRow(y, row)`,
    /// which writes that row's bytes (RGB or RGBA, as `channels` says; with a `palette`, one
    /// palette index per pixel and `channels` 1). `fillRow` is called from several threads
    /// at once, for different rows.
    static func encode(
        width: Int, height: Int, channels: Int, palette: [UInt32]? = nil, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws -> Data {
        precondition(
            palette == nil ? channels == 3 || channels == 4 : channels == 1 && (1...256).contains(palette!.count),
            "RGB, RGBA, or one index into a palette of 1 to 256 colours")
        let rowBytes = width * channels
        let lineBytes = rowBytes + 1  // each row starts with its filter type (0: none)
        let bands = (0..<bandCount).map { band in
            (height * band / bandCount)..<(height * (band + 1) / bandCount)
        }
        // Each worker writes only its own slot; the unchecked box carries the slots and the
        // row filler (which only reads the caller's pixels) into the concurrent workers.
        let slots = UnsafeMutableBufferPointer<Result<BandResult, Error>?>.allocate(capacity: bands.count)
        slots.initialize(repeating: nil)
        defer {
            // The slots hold the bands' Data: deinitialise them, or every encode leaks them.
            _ = slots.deinitialize()
            slots.deallocate()
        }
        withoutActuallyEscaping(fillRow) { fillRow in
            let shared = UncheckedBox((slots: slots, fillRow: fillRow))
            DispatchQueue.concurrentPerform(iterations: bands.count) { index in
                shared.value.slots[index] = Result {
                    let isLast = index == bands.count - 1
                    return try palette != nil
                        ? deflateRunsBand(rows: bands[index], lineBytes: lineBytes, isLast: isLast, fillRow: shared.value.fillRow)
                        : deflateBand(rows: bands[index], lineBytes: lineBytes, isLast: isLast, fillRow: shared.value.fillRow)
                }
            }
        }
        let finished = try slots.map { try $0!.get() }

        var png = Data()
        png.reserveCapacity(finished.reduce(64) { $0 + $1.bytes.count })
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, palette != nil ? 3 : channels == 4 ? 6 : 2, 0, 0, 0])
        png.appendChunk("IHDR", header)
        if let palette {
            // PLTE: R, G, B of each 0xFFRRGGBB entry.
            png.appendChunk(
                "PLTE",
                Data(
                    palette.flatMap {
                        [UInt8(truncatingIfNeeded: $0 >> 16), UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)]
                    }))
        }

        var stream = Data([0x78, 0x01])  // zlib header: deflate, 32 KB window, fastest level
        var adler: uLong = adler32(0, nil, 0)
        for band in finished {
            stream.append(band.bytes)
            adler = adler32_combine(adler, band.adler, .init(band.rawCount))
        }
        stream.appendBigEndian(UInt32(truncatingIfNeeded: adler))
        png.appendChunk("IDAT", stream)
        png.appendChunk("IEND", Data())
        return png
    }

    fileprivate struct BandResult {
        let bytes: Data
        let adler: uLong
        let rawCount: Int
    }

    /// Raw bytes filled and handed to deflate at a time: small enough to stay in a core's
    /// cache and to be reused, so a band never needs a buffer of its own rows (a screen's
    /// 12 MB of fresh pages to fault in and zero was a third of the cost of an encode).
    static let chunkBytes = 256 << 10

    /// The bytes a band's chunk buffer holds: whole lines, at most `chunkBytes` (at least one
    /// line), no more than the band needs.
    private static func chunkCapacity(rows: Int, lineBytes: Int) -> Int {
        max(1, min(rows, max(1, chunkBytes / lineBytes)) * lineBytes)
    }

    /// Fills `rows` into `chunk` a chunk of lines at a time (each line its filter byte, 0, then
    /// the row `fillRow` writes) and hands each chunk to `consume` with its byte count and
    /// whether it is the band's last; returns the Adler-32 of every byte handed over. `consume`
    /// is called at least once: with no bytes for a band without rows.
    fileprivate static func fillChunks(
        rows: Range<Int>, lineBytes: Int, into chunk: UnsafeMutablePointer<UInt8>,
        fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void, consume: (Int, Bool) throws -> Void
    ) rethrows -> uLong {
        let chunkRows = max(1, chunkBytes / lineBytes)
        var adler = Adler32()
        var y = rows.lowerBound
        repeat {
            let end = min(rows.upperBound, y + chunkRows)
            // Rows are written with filter type 0 (none): at zlib's fastest level the Sub
            // filter cost more time than it saved.
            for (offset, row) in (y..<end).enumerated() {
                let line = chunk + offset * lineBytes
                line[0] = 0
                fillRow(row, line + 1)
            }
            let filled = (end - y) * lineBytes
            adler.update(chunk, count: filled)
            try consume(filled, end == rows.upperBound)
            y = end
        } while y < rows.upperBound
        return uLong(adler.value)
    }

    /// Raw-deflates one band's rows, filled a chunk at a time into one reused buffer, ending
    /// on a byte boundary (sync flush) or, for the last band, with the final block. zlib's
    /// output does not depend on how its input is split when no flush is asked in between,
    /// so the bytes are those of deflating the band at once.
    private static func deflateBand(
        rows: Range<Int>, lineBytes: Int, isLast: Bool, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws -> BandResult {
        var stream = z_stream()
        guard napkin_deflate_init_raw(&stream, level) == Z_OK else {
            throw PNGError.encodingFailed(reason: "zlib could not start a deflate stream")
        }
        defer { deflateEnd(&stream) }
        let count = rows.count * lineBytes
        let bound = Int(deflateBound(&stream, uLong(count))) + 64
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: bound)
        defer { output.deallocate() }
        let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkCapacity(rows: rows.count, lineBytes: lineBytes))
        defer { raw.deallocate() }
        stream.next_out = output
        stream.avail_out = uInt(bound)
        let adler = try fillChunks(rows: rows, lineBytes: lineBytes, into: raw, fillRow: fillRow) { filled, isLastChunk in
            stream.next_in = raw
            stream.avail_in = uInt(filled)
            let flush = !isLastChunk ? Z_NO_FLUSH : isLast ? Z_FINISH : Z_SYNC_FLUSH
            let status = deflate(&stream, flush)
            let expected = flush == Z_FINISH ? Z_STREAM_END : Z_OK
            guard status == expected, stream.avail_in == 0 else {
                throw PNGError.encodingFailed(reason: "zlib deflate returned \(status)")
            }
        }
        let produced = bound - Int(stream.avail_out)
        return BandResult(bytes: Data(bytes: output, count: produced), adler: adler, rawCount: count)
    }
}

extension PNGEncoder {
    /// As `deflateBand`, with `napkin_runs_deflate` (runs and repeated lines, the fixed
    /// Huffman codes) instead of zlib: the band's rows are filled a chunk at a time into one
    /// reused buffer, behind the previous chunk's last line, which the next chunk's matches
    /// may reach.
    fileprivate static func deflateRunsBand(
        rows: Range<Int>, lineBytes: Int, isLast: Bool, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws -> BandResult {
        let count = rows.count * lineBytes
        let bound = napkin_runs_deflate_bound(count)
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: bound)
        defer { output.deallocate() }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: lineBytes + chunkCapacity(rows: rows.count, lineBytes: lineBytes))
        defer { buffer.deallocate() }
        let chunk = buffer + lineBytes
        var deflater = napkin_runs_deflater()
        napkin_runs_deflate_begin(&deflater, output, bound, isLast ? 1 : 0)
        var history = 0
        let adler = fillChunks(rows: rows, lineBytes: lineBytes, into: chunk, fillRow: fillRow) { filled, _ in
            napkin_runs_deflate(&deflater, chunk, filled, history, lineBytes)
            // The chunk's last line goes in front of the next chunk, as the stream held it.
            guard filled >= lineBytes else { return }
            buffer.update(from: chunk + filled - lineBytes, count: lineBytes)
            history = lineBytes
        }
        guard napkin_runs_deflate_end(&deflater, isLast ? 1 : 0) == 0 else {
            throw PNGError.encodingFailed(reason: "the compressed rows outgrew their bound of \(bound) bytes")
        }
        return BandResult(bytes: Data(bytes: output, count: deflater.length), adler: adler, rawCount: count)
    }
}

extension Data {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a PNG chunk: length, type, data and the CRC-32 of type and data.
    fileprivate mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Data(type.utf8)
        append(typeBytes)
        append(data)
        var crc = crc32(0, nil, 0)
        typeBytes.withUnsafeBytes { crc = crc32(crc, $0.bindMemory(to: Bytef.self).baseAddress, uInt(typeBytes.count)) }
        data.withUnsafeBytes { crc = crc32(crc, $0.bindMemory(to: Bytef.self).baseAddress, uInt(data.count)) }
        appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}

/// Carries a value into `concurrentPerform`'s workers. Unchecked: used only where each
/// worker touches its own part of the value.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
