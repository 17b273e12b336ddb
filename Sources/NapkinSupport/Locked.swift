#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The package's one lock: a value that only one thread touches at a time. Every module
/// guards its shared mutable state with it (caches, pools, lifecycles, logs, test doubles),
/// so there is one policy to read and one primitive for the sanitizer to see.
///
/// It is a pthread mutex rather than `Synchronization.Mutex` on purpose: the
/// thread sanitizer understands pthread mutexes but not the futex-based `Mutex`, and reports
/// accesses guarded by one as races, which would hide real races in
/// `swift test --sanitize=thread` runs. It is a class so it can be stored in `let`s of
/// `Sendable` types and shared without copying.
package final class Locked<Value>: @unchecked Sendable {
    // Sound: `value` is only reached through `withLock`, which holds `lock` for the whole
    // access, so no two threads ever see it at once.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value and returns what it returns. `body`
    /// must not call back into the same `Locked` (the lock is not recursive) and must not
    /// suspend.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

extension Locked where Value: Sendable {
    /// A copy of the value, read under the lock.
    package var current: Value {
        withLock { $0 }
    }
}
