internal import RasterCore

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
    /// The length of the mapping `base` starts (unmapped on deinit), or nil when it came from
    /// `calloc`.
    private let mappedLength: Int?
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
        mappedLength = mapped
        changedRows = flags
    }

    deinit {
        if let mappedLength {
            munmap(base, mappedLength)
        } else {
            free(base)
        }
    }

    /// From this size the states are a private anonymous mapping: pages the kernel zeroes only
    /// when first touched. (`calloc` clears memory it reuses from the heap, and glibc's heap
    /// takes ever larger blocks once a few have been freed.)
    private static let mappedFrom = 64 << 10

    /// Zeroed memory for `count` states and the length of its mapping (nil: from `calloc`).
    private static func zeroedMemory(_ count: Int) -> (UnsafeMutablePointer<UInt8>, mapped: Int?) {
        // From one huge page up: a screen whose every row changed writes 3 MB of states, 723
        // page faults of about 4 µs each on CI's virtual machines, against two huge pages. (A
        // small change then zeroes 2 MB for its first row, about 0.3 ms.)
        if count >= hugePageSize, let mapped = hugePageAlignedMapping(count) {
            return (mapped.assumingMemoryBound(to: UInt8.self), hugePageMappingLength(count))
        }
        if count >= mappedFrom, let mapped = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            mapped != MAP_FAILED
        {
            return (mapped.assumingMemoryBound(to: UInt8.self), count)
        }
        return (calloc(max(1, count), 1)!.assumingMemoryBound(to: UInt8.self), nil)
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
