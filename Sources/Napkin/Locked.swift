import Foundation

/// A value guarded by a lock, for the small pieces of shared state the framework keeps
/// (lifecycles, leak checks).
///
/// It uses `NSLock` (a pthread mutex) rather than `Synchronization.Mutex` on purpose: the
/// thread sanitizer understands pthread mutexes but not the futex-based `Mutex`, and reports
/// every access guarded by one as a race, which would hide real races in `--sanitize=thread`
/// runs.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not call back into the
    /// same `Locked` (the lock is not recursive) and must not suspend.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
