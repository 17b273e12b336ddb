public import Foundation

extension Snapshotting {
    /// The same strategy, taking its snapshot only after `duration` seconds, for values that
    /// settle later (an animation, work dispatched to the main queue).
    ///
    /// On the main thread the main run loop keeps turning while it waits, so work dispatched
    /// to the main queue runs; elsewhere the thread sleeps. Pass `assertSnapshot` a `timeout`
    /// longer than `duration`.
    public static func wait(for duration: TimeInterval, on strategy: Snapshotting) -> Snapshotting {
        Snapshotting(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
            Async.delivering { deliver in
                pause(for: duration)
                strategy.snapshot(value).runResult(deliver)
            }
        }
    }
}

/// Lets `duration` seconds pass, running the main run loop meanwhile when on the main thread.
private func pause(for duration: TimeInterval) {
    let deadline = Date(timeIntervalSinceNow: max(0, duration))
    guard Thread.isMainThread else {
        Thread.sleep(until: deadline)
        return
    }
    while Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: deadline)
    }
}
