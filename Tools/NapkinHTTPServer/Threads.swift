#if canImport(Glibc)
import Glibc
#endif

/// Runs `body` on a new detached thread; `false` when the system refused a thread.
///
/// Connections block in `poll` for seconds at a time, so they get threads of their own rather
/// than Dispatch's or Swift concurrency's shared pools, where a blocked thread starves others.
func detachThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    final class Box: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let box = Unmanaged.passRetained(Box(body))
    var thread = pthread_t()
    let result = pthread_create(
        &thread, nil,
        { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, box.toOpaque())
    guard result == 0 else {
        box.release()
        return false
    }
    pthread_detach(thread)
    return true
}

/// Makes `descriptor` non-blocking and closed on `exec` (what `accept4` and `pipe2` would do;
/// Glibc's Swift module does not export those GNU calls).
func makeNonBlockingAndPrivate(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
}

/// A pipe whose two ends are non-blocking and closed on `exec`; `nil` with `errno` set when
/// none could be made.
func makePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    ends.forEach(makeNonBlockingAndPrivate)
    return (ends[0], ends[1])
}
