import Glibc

/// Asks the kernel to back `buffer` (fresh memory about to be written in full) with
/// transparent huge pages where it can, and to fault it all in at once.
///
/// A page fault costs about 4 µs on the virtual machines CI runs on: the 2,900 faults of a
/// screen's 12 MB took 11–14 ms to touch, against 3–4 ms with huge pages. Huge pages cover
/// only the 2 MB-aligned middle of the buffer (the edges share their 2 MB with other memory);
/// `MADV_POPULATE_WRITE` (Linux 5.14) then maps the whole buffer in one call instead of a
/// trap per page, edges included. Only advice: where either is not available (huge pages
/// off, an older kernel) nothing changes, and the pixels are the same either way.
package func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    let hugePage = hugePageSize
    guard let base = buffer.baseAddress, buffer.count >= 2 * hugePage else { return }
    let start = (UInt(bitPattern: base) + UInt(hugePage - 1)) & ~UInt(hugePage - 1)
    let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~UInt(hugePage - 1)
    if end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) {
        _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
    }
    prefault(buffer)
}

/// Maps every page of `buffer` (writable, zeroed) in one system call, where the kernel
/// supports `MADV_POPULATE_WRITE`; otherwise the pages fault in as they are first written.
///
/// Without huge pages: what a long-lived process (a test run) allocates for each render is
/// reused by malloc from the third render on, so huge pages would help only its first
/// buffers, and those are the ones a virtual machine may back slowly. Measured on the CI
/// machine, the first assertion of a test process after a few idle seconds: 39–47 ms with the
/// render's buffer on huge pages, 30–31 ms with it on small pages prefaulted here.
/// `madvise` takes page-aligned ranges, so the range is widened to whole pages: the first
/// and last hold the buffer's own first and last bytes, so they lie in its mapping, and
/// populating a page that is already mapped changes nothing.
package func prefault(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
    let start = UInt(bitPattern: base) & ~(page - 1)
    let end = (UInt(bitPattern: base) + UInt(buffer.count) + page - 1) & ~(page - 1)
    guard let first = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(first, Int(end - start), populateWrite)
}

/// The size of a transparent huge page on x86-64 and arm64 (with 4 KB base pages).
package let hugePageSize = 2 << 20

/// A zeroed private mapping of `length` bytes, rounded up to whole huge pages, that starts on a
/// huge-page boundary and is advised to use huge pages; `hugePageMappingLength(length)` is
/// what to pass to `munmap`. Pages are still mapped only when first touched (a comparison's
/// states write only changed rows). Nil when the kernel will not map it.
package func hugePageAlignedMapping(_ length: Int) -> UnsafeMutableRawPointer? {
    let mapped = hugePageMappingLength(length), reserved = mapped + hugePageSize
    guard let raw = mmap(nil, reserved, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), raw != MAP_FAILED else {
        return nil
    }
    let start = UInt(bitPattern: raw), aligned = (start + UInt(hugePageSize - 1)) & ~UInt(hugePageSize - 1)
    // The slack before and after the aligned part goes back at once.
    if aligned > start { munmap(raw, Int(aligned - start)) }
    let base = UnsafeMutableRawPointer(bitPattern: aligned)!
    let tail = Int(start) + reserved - (Int(aligned) + mapped)
    if tail > 0 { munmap(base + mapped, tail) }
    _ = madvise(base, mapped, MADV_HUGEPAGE)
    return base
}

/// The length of the mapping `hugePageAlignedMapping(length)` makes: whole huge pages, so the
/// last one lies inside the mapping too.
package func hugePageMappingLength(_ length: Int) -> Int {
    (length + hugePageSize - 1) / hugePageSize * hugePageSize
}

/// `MADV_POPULATE_WRITE`, which Glibc's headers name only from 2.34 (Debian 12 has 2.36).
private let populateWrite: Int32 = 23
