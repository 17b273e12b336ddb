import Foundation
import NapkinSupport
import Raster

/// What probe interactors did, in order, readable from any context without `await`.
final class EventLog: Sendable {
    private let storage = Locked<[String]>([])

    func append(_ event: String) {
        storage.withLock { $0.append(event) }
    }

    var events: [String] {
        storage.current
    }

    func count(of event: String) -> Int {
        events.filter { $0 == event }.count
    }

    func contains(_ event: String) -> Bool {
        events.contains(event)
    }
}
