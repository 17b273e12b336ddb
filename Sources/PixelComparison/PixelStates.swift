#if canImport(Glibc)
internal import Glibc
#endif

/// One ``ImageComparison/PixelState`` raw value per compared pixel, row by row, in zeroed
/// memory that only the rows with a difference write.
///
/// `equal` is 0, so a row of equal pixels needs no write: the memory is a fresh mapping whose
/// pages the kernel zeroes only when first touched. A
/// screen with a small change (400 pixels of 2.96 million) then faults in a few pages instead
/// of 3 MB, which was a tenth of a short `napkin-compare` process.
package final class PixelStates: @unchecked Sendable {
    // Unchecked: the bytes are written only while the comparison is made (each band its own
    // rows), and never after the value is shared.
    private let base: UnsafeMutablePointer<UInt8>
    /// True when `base` is a mapping (unmapped on deinit), false when it came from `calloc`.
    private let isMapped: Bool
    /// The number of states (width × height of the compared area).
    package let count: Int
    /// True for each row that holds a state other than `equal`.
    package let changedRows: [Bool]

    /// States for `count` pixels in rows of `width`, filled by `fill(base, changedRows)`,
    /// which writes the rows with a difference and flags them.
    init(count: Int, width: Int, fill: (UnsafeMutablePointer<UInt8>, UnsafeMutableBufferPointer<Bool>) -> Void) {
        self.count = count
        let (memory, mapped) = Self.zeroedMemory(count)
        let rows = width > 0 ? count / width : 0
        var flags = [Bool](repeating: false, count: rows)
        flags.withUnsafeMutableBufferPointer { fill(memory, $0) }
        base = memory
        isMapped = mapped
        changedRows = flags
    }

    deinit {
        if isMapped {
            munmap(base, Self.mappedLength(count))
        } else {
            free(base)
        }
    }

    /// From this size the states are a private anonymous mapping: pages the kernel zeroes only
    /// when first touched. (`calloc` clears memory it reuses from the heap, and glibc's heap
    /// takes ever larger blocks once a few have been freed.)
    private static let mappedFrom = 64 << 10

    /// From this size the mapping is made of 2 MB huge pages where the kernel offers them.
    private static let hugeFrom = 2 << 20

    /// The length of the mapping for `count` states: whole huge pages from `hugeFrom`, so the
    /// last one is inside the mapping too.
    private static func mappedLength(_ count: Int) -> Int {
        count >= hugeFrom ? (count + hugeFrom - 1) / hugeFrom * hugeFrom : count
    }

    private static func zeroedMemory(_ count: Int) -> (UnsafeMutablePointer<UInt8>, mapped: Bool) {
        if count >= hugeFrom, let mapped = hugePageAlignedMapping(mappedLength(count)) {
            return (mapped.assumingMemoryBound(to: UInt8.self), true)
        }
        if count >= mappedFrom, let mapped = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            mapped != MAP_FAILED
        {
            return (mapped.assumingMemoryBound(to: UInt8.self), true)
        }
        return (calloc(max(1, count), 1)!.assumingMemoryBound(to: UInt8.self), false)
    }

    /// A zeroed mapping of `length` bytes (a multiple of 2 MB) that starts on a 2 MB boundary
    /// and is advised to use huge pages: a screen whose every row changed writes 3 MB of
    /// states, 723 page faults of about 4 µs each on CI's virtual machines, against two huge
    /// pages. (A small change then zeroes 2 MB for its first row, about 0.3 ms.) Nil when the
    /// kernel will not map it; the caller falls back to ordinary pages.
    private static func hugePageAlignedMapping(_ length: Int) -> UnsafeMutableRawPointer? {
        let reserved = length + hugeFrom
        guard let raw = mmap(nil, reserved, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), raw != MAP_FAILED else {
            return nil
        }
        let start = UInt(bitPattern: raw), aligned = (start + UInt(hugeFrom - 1)) & ~UInt(hugeFrom - 1)
        // The slack before and after the aligned part goes back at once.
        if aligned > start { munmap(raw, Int(aligned - start)) }
        let tail = Int(start) + reserved - (Int(aligned) + length)
        let base = UnsafeMutableRawPointer(bitPattern: aligned)!
        if tail > 0 { munmap(base + length, tail) }
        _ = madvise(base, length, MADV_HUGEPAGE)
        return base
    }

    /// Calls `body` with the states.
    package func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The index of the first state equal to `state`, reading only the changed rows when
    /// `state` is not `equal`.
    package func firstIndex(of state: UInt8) -> Int? {
        let width = changedRows.isEmpty ? 0 : count / changedRows.count
        if state == ImageComparison.PixelState.equal.rawValue || width == 0 {
            return UnsafeBufferPointer(start: base, count: count).firstIndex(of: state)
        }
        for (row, changed) in changedRows.enumerated() where changed {
            if let column = UnsafeBufferPointer(start: base + row * width, count: width).firstIndex(of: state) {
                return row * width + column
            }
        }
        return nil
    }

    /// The state of pixel `index`.
    package subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count, "pixel state \(index) of \(count)")
        return base[index]
    }
}
