import Foundation

/// The process's health database: what every `HKHealthStore` reads and writes, as every store of an iPhone app
/// shares the phone's Health database. Guarded by a lock, as stores are used from any thread.
final class HealthDatabase: @unchecked Sendable {
    static let shared = HealthDatabase()

    struct State {
        var available = true
        var promptAnswer = true
        /// The objects saved, in the order they were saved.
        var objects: [HKObject] = []
        /// The share status of each type asked about, by identifier.
        var sharing: [String: HKAuthorizationStatus] = [:]
        /// The types the app asked to read, by identifier, and whether the person allowed it.
        var reading: [String: Bool] = [:]
        /// The queries that keep running and hear of changes, by identity.
        var running: [ObjectIdentifier: HKQuery] = [:]
        /// How many queries were executed: each query's place in the order they answer changes.
        var executions = 0
        /// Every save and delete, numbered from 1 in the order they happened: what anchored queries read
        /// (an anchor is the number of the last change a query reported).
        var changes: [Change] = []
    }

    /// A save or a delete of one object.
    struct Change {
        let number: Int
        let object: HKObject
        let deleted: Bool
    }

    private let lock = NSLock()
    private var state = State()

    func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&state) }
    }

    /// Forgets everything: an app just installed on a phone with Health.
    func reset() {
        let running = withState { state -> [HKQuery] in
            let running = Array(state.running.values)
            state = State()
            return running
        }
        for query in running { query.markStopped() }
    }

    /// Why this app may not read samples of `type`, or `nil` when it may read what ``readableSamples(of:)`` gives.
    func readRefusal(for type: HKObjectType) -> HKError? {
        withState { state in
            if !state.available { return HKError(.errorHealthDataUnavailable) }
            if state.reading[type.identifier] == nil && state.sharing[type.identifier] == nil {
                return HKError(.errorAuthorizationNotDetermined, message: "Authorization not determined for \(type.identifier).")
            }
            return nil
        }
    }

    /// The samples of `type` this app sees: every app's when the person allowed reading the type, else only its own
    /// (iOS hides from an app whether reading was refused: it sees what it wrote).
    func readableSamples(of type: HKSampleType) -> [HKSample] {
        let own = HKSource.default()
        return withState { state in
            let everyone = state.reading[type.identifier] == true
            return state.objects.compactMap { $0 as? HKSample }.filter {
                $0.sampleType == type && (everyone || $0.sourceRevision.source == own)
            }
        }
    }

    /// Adds `objects` and tells the running queries.
    func insert(_ objects: [HKObject]) {
        let running = withState { state -> [HKQuery] in
            let known = Set(state.objects.map(\.uuid))
            let added = objects.filter { !known.contains($0.uuid) }
            state.objects += added
            for object in added { state.changes.append(Change(number: state.changes.count + 1, object: object, deleted: false)) }
            return Array(state.running.values)
        }
        notify(running, of: objects)
    }

    /// Removes `objects` and tells the running queries.
    func remove(_ objects: [HKObject]) {
        let gone = Set(objects.map(\.uuid))
        let running = withState { state -> [HKQuery] in
            let removed = state.objects.filter { gone.contains($0.uuid) }
            state.objects.removeAll { gone.contains($0.uuid) }
            for object in removed { state.changes.append(Change(number: state.changes.count + 1, object: object, deleted: true)) }
            return Array(state.running.values)
        }
        notify(running, of: objects)
    }

    private func notify(_ queries: [HKQuery], of objects: [HKObject]) {
        for query in queries.sorted(by: { $0.executionOrder < $1.executionOrder }) {
            let changed = objects.filter { object in (object as? HKSample).map { query.hearsOf($0.sampleType) } ?? false }
            if !changed.isEmpty { query.storeDidChange(changed) }
        }
    }

    /// Starts `query`: it answers now, and keeps running when it listens for changes.
    func execute(_ query: HKQuery) {
        let order = withState { state -> Int in
            state.executions += 1
            if query.keepsRunning { state.running[ObjectIdentifier(query)] = query }
            return state.executions
        }
        query.start(order: order)
    }

    /// Stops `query`: it hears of no more changes.
    func stop(_ query: HKQuery) {
        withState { state in _ = state.running.removeValue(forKey: ObjectIdentifier(query)) }
        query.markStopped()
    }
}
