import Foundation

/// The memory a ``Canvas`` draws into, recycled between canvases of the same size.
///
/// A fresh 12 MB allocation for every iPhone-sized render is handed out by the kernel page by
/// page, and those page faults cost more than the drawing itself (about 10 ms of a 4 ms
/// render). Keeping a few buffers in a lock-protected pool makes the second and later
/// renders of a size fault-free. A buffer belongs to one canvas at a time.
final class PixelStorage: @unchecked Sendable {
    /// The start of the buffer, 64-byte aligned.
    let bytes: UnsafeMutablePointer<UInt8>
    /// Its size in bytes.
    let byteCount: Int

    private init(byteCount: Int) {
        self.byteCount = byteCount
        bytes = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 64)
            .bindMemory(to: UInt8.self, capacity: max(byteCount, 1))
    }

    deinit {
        bytes.deallocate()
    }

    /// Sets every byte to zero (transparent pixels).
    func clear() {
        bytes.update(repeating: 0, count: byteCount)
    }

    // MARK: The pool

    /// How many idle buffers of each size are kept.
    static let buffersKeptPerSize = 3

    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [Int: [PixelStorage]] = [:]

    /// A buffer of `byteCount` bytes, recycled when one is idle; its contents are undefined.
    static func take(byteCount: Int) -> PixelStorage {
        let recycled: PixelStorage? = lock.withLock {
            idle[byteCount]?.popLast()
        }
        return recycled ?? PixelStorage(byteCount: byteCount)
    }

    /// Returns the buffer to the pool (or frees it when enough of its size are idle).
    func recycle() {
        PixelStorage.lock.withLock {
            var buffers = PixelStorage.idle[byteCount] ?? []
            if buffers.count < PixelStorage.buffersKeptPerSize {
                buffers.append(self)
                PixelStorage.idle[byteCount] = buffers
            }
        }
    }
}
