import Foundation
import NapkinSupport

/// Runs `body`, which must not block on the FIFO at `path`, and says whether it did.
///
/// Opening a FIFO for writing waits for a reader, forever if none comes. A watchdog thread
/// waits `seconds` for `body` to return; if it has not, the watchdog opens the FIFO and reads
/// it to the end, which releases `body`, so a test of "never blocks" fails instead of hanging
/// the run. `body` runs on the caller's thread, in its task-local context.
package func watchingFIFO<T>(at path: String, seconds: Double = 10, _ body: () throws -> T) rethrows -> (result: T, blocked: Bool) {
    let finished = DispatchSemaphore(value: 0)
    let watchdogDone = DispatchSemaphore(value: 0)
    let blocked = Locked(false)
    Thread.detachNewThread {
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            blocked.withLock { $0 = true }
            _ = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile()
        }
        watchdogDone.signal()
    }
    defer {
        finished.signal()
        watchdogDone.wait()
    }
    let result = try body()
    // Read after the body returned: a watchdog that fired has set it by then.
    return (result, blocked.withLock { $0 })
}
