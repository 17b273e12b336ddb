import CLibdeflate
import CPixelKernels
import NapkinSupport

#if canImport(Glibc)
import Glibc
#endif

/// RGB image data inflated in one call by libdeflate, which is several times faster than
/// zlib's streaming inflate on a screenshot's long runs (measured on a 1170×2532 reference:
/// 0.8 ms against 7 ms), and checks the Adler-32 as zlib does. The rows are then unfiltered and
/// widened in C, so debug and release builds decode at the same speed.
extension DirectPNGDecoder.Header {
    /// True when the image data is RGB and its zlib header says deflate with a 32 KB window
    /// (what every common encoder writes, napkin's included): then a whole-buffer inflate, with
    /// the strict walk after it, accepts exactly the streams zlib accepts. A smaller declared
    /// window lets zlib refuse a distance that libdeflate would take, so those streams stay on
    /// the zlib path.
    func wholeBufferInflates(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard channels == 3, let first = imageData.first(where: { !$0.isEmpty }) else { return false }
        return bytes[first.lowerBound] == 0x78
    }

    /// Decodes RGB rows with no second buffer: the data is inflated into the end of the pixel
    /// array (its 3 × width + 1 bytes a row fit in the 4 × width of the words) and widened in
    /// place, front to back (`napkin_png_rgb_rows_in_place`).
    func decodeRGBWhole(_ bytes: UnsafeRawBufferPointer, scope: DirectPNGDecoder.Scope) -> Bitmap? {
        let width = width, height = height
        let rawCount = height * (3 * width + 1)
        var decoded = false
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { output, initialized in
            let memory = UnsafeMutableRawBufferPointer(output)
            adviseHugePages(memory)
            let base = memory.baseAddress!
            decoded =
                inflateWhole(bytes, into: base + (memory.count - rawCount), count: rawCount)
                && napkin_png_rgb_rows_in_place(
                    base.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height), scope == .unfilteredRGB ? 1 : 0) == 0
            // The array is dropped when decoding failed.
            if !decoded { output.initialize(repeating: 0) }
            initialized = width * height
        }
        return decoded ? Bitmap(width: width, height: height, pixels: pixels) : nil
    }

    /// Compares RGB rows with `expected` after one whole inflate into a reused buffer (so a
    /// suite's matching assertions touch no fresh memory), each row unfiltered in place and
    /// widened into a one-row buffer.
    func rgbRowsMatchWhole(_ bytes: UnsafeRawBufferPointer, scope: DirectPNGDecoder.Scope, expected: UnsafeBufferPointer<UInt32>)
        -> Bool
    {
        let width = width, line = 3 * width + 1
        let storage = InflateScratch.shared.take(byteCount: height * line)
        defer { InflateScratch.shared.keep(storage) }
        guard inflateWhole(bytes, into: storage.bytes, count: height * line) else { return false }
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        defer { row.deallocate() }
        for y in 0..<height {
            let current = storage.bytes + y * line
            if scope == .unfilteredRGB, current[0] != 0 { return false }
            guard napkin_png_unfilter_row(current, y > 0 ? current - line : nil, Int32(3 * width), 3) == 0 else { return false }
            napkin_widen_rgb(current + 1, row, Int32(width))
            guard memcmp(row, expected.baseAddress! + y * width, width * MemoryLayout<UInt32>.size) == 0 else { return false }
        }
        return true
    }

    /// Inflates the whole zlib stream (the IDAT chunks' data, joined when there are several)
    /// into exactly `count` bytes: false unless it holds exactly that many, intact, Adler-32
    /// included. Like zlib, it stops at the stream's end and ignores bytes after it.
    ///
    /// libdeflate takes some streams zlib refuses (a code-length repeat past the declared
    /// count, symbols RFC 1951 reserves, unassigned patterns of incomplete codes), and libpng,
    /// which inflates with zlib, would refuse the file: so a stream libdeflate inflated is
    /// walked once more, block by block, and one zlib refuses is declined here too
    /// (`napkin_zlib_stream_is_strict`), leaving libpng to word the error. The walk decodes
    /// every symbol without writing; it costs about what the inflate does (BENCHMARKS.md).
    private func inflateWhole(_ bytes: UnsafeRawBufferPointer, into destination: UnsafeMutableRawPointer, count: Int) -> Bool {
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        func inflate(_ stream: UnsafeRawBufferPointer) -> Bool {
            libdeflate_zlib_decompress(decompressor, stream.baseAddress, stream.count, destination, count, nil) == LIBDEFLATE_SUCCESS
                && napkin_zlib_stream_is_strict(stream.baseAddress!.assumingMemoryBound(to: UInt8.self), stream.count) == 1
        }
        if imageData.count == 1 { return inflate(UnsafeRawBufferPointer(rebasing: bytes[imageData[0]])) }
        var joined: [UInt8] = []
        joined.reserveCapacity(imageData.reduce(0) { $0 + $1.count })
        for chunk in imageData { joined.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[chunk])) }
        return joined.withUnsafeBytes { inflate($0) }
    }
}

/// The buffers the streamed match inflates into, reused from one assertion to the next: at most
/// two are kept (two cores compare at once), the largest seen, each lent for any image whose
/// data fits. Unlike the canvases' pool, which keeps buffers per size, a matrix of many devices
/// holds no more than two here.
final class InflateScratch: Sendable {
    /// The buffers of every streamed match.
    static let shared = InflateScratch(keptCount: 2)

    /// How many idle buffers are kept.
    let keptCount: Int
    private let idle = Locked<[PixelStorage]>([])

    init(keptCount: Int) {
        self.keptCount = keptCount
    }

    /// The smallest idle buffer of at least `byteCount` bytes, or a new one.
    func take(byteCount: Int) -> PixelStorage {
        let reused = idle.withLock { idle -> PixelStorage? in
            let fitting = idle.indices.filter { idle[$0].byteCount >= byteCount }
            guard let index = fitting.min(by: { idle[$0].byteCount < idle[$1].byteCount }) else { return nil }
            return idle.remove(at: index)
        }
        return reused ?? PixelStorage.take(byteCount: byteCount)
    }

    /// Keeps `storage` for the next match, dropping the smallest idle buffer beyond the limit.
    func keep(_ storage: PixelStorage) {
        idle.withLock { idle in
            idle.append(storage)
            if idle.count > keptCount, let smallest = idle.indices.min(by: { idle[$0].byteCount < idle[$1].byteCount }) {
                idle.remove(at: smallest)
            }
        }
    }

    /// The sizes of the idle buffers, smallest first.
    var idleByteCounts: [Int] { idle.withLock { $0.map(\.byteCount).sorted() } }
}
