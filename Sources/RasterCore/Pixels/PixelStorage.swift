import NapkinSupport

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The memory a ``Canvas`` draws into, recycled between canvases of the same size.
///
/// A fresh 12 MB allocation for every iPhone-sized render is handed out by the kernel page by
/// page, and those page faults cost more than the drawing itself (measured: a short process's
/// render went from 15.9 ms to 2.7 ms once buffers were recycled). Keeping a few buffers in a
/// lock-protected pool makes the second and later renders of a size fault-free.
///
/// `@unchecked Sendable` is sound because a buffer has one owner at a time: a canvas takes it
/// from the pool, draws into it on its own thread, and hands it back through the lock; the pool
/// never reads the bytes.
package final class PixelStorage: @unchecked Sendable {
    /// The start of the buffer, 64-byte aligned.
    package let bytes: UnsafeMutablePointer<UInt8>
    /// Its size in bytes.
    package let byteCount: Int

    private init(byteCount: Int) {
        self.byteCount = byteCount
        bytes = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 64)
            .bindMemory(to: UInt8.self, capacity: max(byteCount, 1))
    }

    deinit {
        bytes.deallocate()
    }

    /// Sets every byte to zero (transparent pixels).
    package func clear() {
        bytes.update(repeating: 0, count: byteCount)
    }

    // MARK: The pool

    /// How many idle buffers of each size are kept.
    static let buffersKeptPerSize = 3

    /// Idle buffers by size.
    private static let idle = Locked<[Int: [PixelStorage]]>([:])

    /// A buffer of `byteCount` bytes, recycled when one is idle; its contents are undefined.
    package static func take(byteCount: Int) -> PixelStorage {
        let recycled = idle.withLock { $0[byteCount]?.popLast() }
        return recycled ?? PixelStorage(byteCount: byteCount)
    }

    /// Returns the buffer to the pool (or frees it when enough of its size are idle).
    package func recycle() {
        PixelStorage.idle.withLock { idle in
            if idle[byteCount, default: []].count < PixelStorage.buffersKeptPerSize {
                idle[byteCount, default: []].append(self)
            }
        }
    }
}
