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
        try value(in: start(pending), timeout: timeout)
    }

    /// Starts `pending` and returns the slot its value (or why there is none) arrives in:
    /// already there when the strategy delivered at once.
    static func start<Format>(_ pending: Async<Format>) -> DeliverySlot<Result<Format, SnapshotUnavailable>> {
        let slot = DeliverySlot<Result<Format, SnapshotUnavailable>>()
        pending.runResult { result in slot.deliver(result) }
        return slot
    }

    /// The value that arrives in `slot`, waited for as ``value(of:timeout:)`` waits.
    static func value<Format>(
        in slot: DeliverySlot<Result<Format, SnapshotUnavailable>>, timeout: TimeInterval
    ) throws(SnapshotTestingError) -> Format {
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

    /// The snapshot, or the error saying why the strategy could not take it.
    static func unwrapped<Format>(_ result: Result<Format, SnapshotUnavailable>) throws(SnapshotTestingError) -> Format {
        switch result {
        case .success(let value): return value
        case .failure(let unavailable): throw .snapshotUnavailable(reason: unavailable.reason)
        }
    }
}

/// Holds the value a callback delivers, possibly from another thread: written once by the
/// callback, read by the waiting thread.
final class DeliverySlot<Value>: Sendable {
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

    /// The value, waiting up to `timeout` for it on this thread: for a worker thread only (on
    /// the main thread a strategy may need the run loop turning, see ``SnapshotWaiter``).
    func wait(timeout: TimeInterval) -> Value? {
        if let value { return value }
        _ = arrived.wait(timeout: .now() + timeout)
        return value
    }
}
