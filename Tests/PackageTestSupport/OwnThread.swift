import Foundation

/// Runs blocking work (a read from a pipe or socket, a wait for a child) on a thread of its
/// own and returns its result.
///
/// Not on `DispatchQueue.global()`: on Linux, Swift's cooperative pool runs on those same
/// queues' threads, so a blocking read there takes a thread away from every async test
/// (on a 2-core machine, one of two), and waits elsewhere in the suite time out.
package func onOwnThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(returning: work())
        }
    }
}

/// ``onOwnThread(_:)`` for work that throws.
package func onOwnThread<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Swift.Result { try work() })
        }
    }
}
