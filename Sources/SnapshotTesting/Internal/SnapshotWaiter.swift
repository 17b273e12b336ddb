internal import Foundation
internal import NapkinSupport

/// Runs a strategy's ``Async`` and waits for its value.
///
/// Strategies that deliver at once (all built-in ones when called from the main actor) cost
/// no waiting. Otherwise the waiter keeps the main run loop turning when it is on the main
/// thread, so work dispatched to the main queue can finish, as `XCTWaiter` does; elsewhere
/// it blocks until the value arrives or `timeout` passes.
enum SnapshotWaiter {
    /// The value `pending` delivers, ``SnapshotTestingError/snapshotUnavailable(reason:)``
    /// when the strategy cannot take it, or ``SnapshotTestingError/snapshotTimedOut(seconds:)``.
    static func value<Format>(of pending: Async<Format>, timeout: TimeInterval) throws(SnapshotTestingError) -> Format {
        let slot = DeliverySlot<Result<Format, SnapshotUnavailable>>()
        pending.runResult { result in slot.deliver(result) }
        if let result = slot.value { return try unwrapped(result) }
        let deadline = Date(timeIntervalSinceNow: timeout)
        if Thread.isMainThread {
            while slot.value == nil, Date() < deadline {
                _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
            }
        } else {
            _ = slot.arrived.wait(timeout: .now() + timeout)
        }
        guard let result = slot.value else { throw .snapshotTimedOut(seconds: timeout) }
        return try unwrapped(result)
    }

    private static func unwrapped<Format>(_ result: Result<Format, SnapshotUnavailable>) throws(SnapshotTestingError) -> Format {
        switch result {
        case .success(let value): return value
        case .failure(let unavailable): throw .snapshotUnavailable(reason: unavailable.reason)
        }
    }
}

/// Holds the value a callback delivers, possibly from another thread: written once by the
/// callback, read by the waiting thread.
private final class DeliverySlot<Value>: Sendable {
    private let stored = Locked<Value?>(nil)
    let arrived = DispatchSemaphore(value: 0)

    func deliver(_ value: Value) {
        let isFirst = stored.withLock { stored in
            guard stored == nil else { return false }
            stored = value
            return true
        }
        if isFirst { arrived.signal() }
    }

    var value: Value? {
        stored.withLock { $0 }
    }
}
