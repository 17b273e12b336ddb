import Foundation
import Napkin

/// The errors seen by one ``recordingRoutingErrors(_:)`` call, appended from whichever task
/// raised them.
///
/// Guarded by `NSLock` rather than `Synchronization.Mutex` so thread-sanitizer runs see the
/// synchronization (they cannot see the futex-based `Mutex`).
final class RecordedRoutingErrors: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [RoutingError] = []

    /// Adds `error` after the ones already recorded.
    func append(_ error: RoutingError) {
        lock.withLock { recorded.append(error) }
    }

    /// Everything recorded so far, oldest first.
    var errors: [RoutingError] {
        lock.withLock { recorded }
    }
}
