import Glibc

/// Asks the kernel to back the 2 MB-aligned middle of `buffer`, fresh memory about to be
/// written in full, with transparent huge pages: a screen's 12 MB then costs a handful of page
/// faults instead of about 2,900, which was a third of the CPU time of decoding two screens in
/// a short process such as napkin-compare. Only advice: where huge pages are off (or the
/// memory is already in use) nothing changes, and the pixels are the same either way.
package func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    let hugePage = 2 << 20
    guard let base = buffer.baseAddress, buffer.count >= 2 * hugePage else { return }
    let start = (UInt(bitPattern: base) + UInt(hugePage - 1)) & ~UInt(hugePage - 1)
    let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~UInt(hugePage - 1)
    guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
}
