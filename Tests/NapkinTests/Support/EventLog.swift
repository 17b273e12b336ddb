import Foundation

/// What probe interactors did, in order, readable from any context without `await`.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ event: String) {
        lock.withLock { storage.append(event) }
    }

    var events: [String] {
        lock.withLock { storage }
    }

    func count(of event: String) -> Int {
        events.filter { $0 == event }.count
    }

    func contains(_ event: String) -> Bool {
        events.contains(event)
    }
}
