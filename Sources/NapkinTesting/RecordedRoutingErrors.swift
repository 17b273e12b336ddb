import Foundation
import Napkin
import NapkinSupport
import Raster

/// The errors seen by one ``recordingRoutingErrors(_:)`` call, appended from whichever task
/// raised them.
final class RecordedRoutingErrors: Sendable {
    private let recorded = Locked<[RoutingError]>([])

    /// Adds `error` after the ones already recorded.
    func append(_ error: RoutingError) {
        recorded.withLock { $0.append(error) }
    }

    /// Everything recorded so far, oldest first.
    var errors: [RoutingError] {
        recorded.current
    }
}
