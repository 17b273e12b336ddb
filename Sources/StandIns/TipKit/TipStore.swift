import Foundation

/// The tips datastore, in memory: TipKit keeps it in a file the app never reads, napkin in this process, so that a
/// test's ``Tips/resetDatastore()`` starts afresh.
///
/// It holds the configuration, invalidations, parameter values, event donations, display counts and the testing
/// overrides, and tells every `statusUpdates` stream when any of them changes.
final class TipStore: @unchecked Sendable {
    // Sound: every stored property is read and written holding `lock`; observers run after it is released.
    static let shared = TipStore()

    enum Testing: Equatable {
        case none, showAll, hideAll
        case show(Set<String>)
        case hide(Set<String>)
    }

    private let lock = NSLock()
    private var configured = false
    private var frequency = Tips.ConfigurationOption.DisplayFrequency.immediate
    private(set) var location = Tips.ConfigurationOption.DatastoreLocation.applicationDefault
    private var invalidations: [String: Tips.InvalidationReason] = [:]
    private var parameters: [String: any Sendable] = [:]
    private var donationLog: [String: [(date: Date, info: any Sendable)]] = [:]
    private var displayCounts: [String: Int] = [:]
    /// The tip that last took the display frequency's slot, and when.
    private var lastShown: (id: String, date: Date)?
    private var testing = Testing.none
    private var observers: [UUID: @Sendable () -> Void] = [:]

    private init() {}

    func configure(_ options: [Tips.ConfigurationOption]) throws {
        try change {
            guard !configured else { throw TipKitError.tipsDatastoreAlreadyConfigured }
            configured = true
            for option in options {
                switch option.kind {
                case .frequency(let value): frequency = value
                case .location(let value): location = value
                }
            }
        }
    }

    func reset() {
        change {
            configured = false
            frequency = .immediate
            location = .applicationDefault
            invalidations = [:]
            parameters = [:]
            donationLog = [:]
            displayCounts = [:]
            lastShown = nil
            testing = .none
        }
    }

    func setTesting(_ value: Testing) { change { testing = value } }

    func invalidate(_ id: String, reason: Tips.InvalidationReason) {
        change { if invalidations[id] == nil { invalidations[id] = reason } }
    }

    func parameter(_ id: String) -> (any Sendable)? { lock.withLock { parameters[id] } }

    func setParameter(_ id: String, _ value: any Sendable) { change { parameters[id] = value } }

    func donations(_ id: String) -> [(date: Date, info: any Sendable)] { lock.withLock { donationLog[id] ?? [] } }

    func donate(_ id: String, info: any Sendable) { change { donationLog[id, default: []].append((Date(), info)) } }

    /// The number of times views showed the tip.
    func displayCount(_ id: String) -> Int { lock.withLock { displayCounts[id] ?? 0 } }

    /// A view showed `tip`: it takes the display frequency's slot, and a tip past its `MaxDisplayCount` is invalidated.
    func recordDisplay(_ tip: some Tip) {
        let limit = tip.options.compactMap { ($0 as? Tips.MaxDisplayCount)?.count }.min()
        change {
            let count = (displayCounts[tip.id] ?? 0) + 1
            displayCounts[tip.id] = count
            if lastShown?.id != tip.id { lastShown = (tip.id, Date()) }
            if let limit, count >= limit, invalidations[tip.id] == nil { invalidations[tip.id] = .displayCountExceeded }
        }
    }

    func status(of tip: some Tip) -> Tips.Status {
        // Rules read parameters and donations through the store: evaluate them without holding the lock.
        let rulesHold = tip.rules.allSatisfy { $0.holds() }
        let ignoresFrequency = tip.options.contains { ($0 as? Tips.IgnoresDisplayFrequency)?.ignores == true }
        return lock.withLock {
            if let reason = invalidations[tip.id] { return .invalidated(reason) }
            guard configured, rulesHold else { return .pending }
            if !ignoresFrequency, frequency.interval > 0, let lastShown, lastShown.id != tip.id,
                Date().timeIntervalSince(lastShown.date) < frequency.interval
            {
                return .pending
            }
            return .available
        }
    }

    func shouldDisplay(_ tip: some Tip) -> Bool {
        let (configured, testing) = lock.withLock { (self.configured, self.testing) }
        guard configured else { return false }
        let name = String(describing: type(of: tip))
        switch testing {
        case .hideAll: return false
        case .hide(let names) where names.contains(name): return false
        case .showAll: return true
        case .show(let names) where names.contains(name): return true
        default: return status(of: tip) == .available
        }
    }

    /// A stream of `value` now and after each change to the store, skipping repeats.
    func updates<Value: Equatable & Sendable, T: Tip>(of tip: T, _ value: @escaping @Sendable (TipStore) -> Value) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        let key = UUID()
        let last = LastValue<Value>()
        let send: @Sendable () -> Void = { [unowned self] in
            let current = value(self)
            if last.replace(with: current) { continuation.yield(current) }
        }
        lock.withLock { observers[key] = send }
        continuation.onTermination = { [weak self] _ in self?.lock.withLock { _ = self?.observers.removeValue(forKey: key) } }
        send()
        return stream
    }

    /// Runs `body` holding the lock, then tells the observers.
    private func change<R>(_ body: () throws -> R) rethrows -> R {
        let (result, toTell) = try lock.withLock { (try body(), Array(observers.values)) }
        for observer in toTell { observer() }
        return result
    }
}

/// The last value a stream sent, to skip repeats.
private final class LastValue<Value: Equatable & Sendable>: @unchecked Sendable {
    // Sound: `value` is read and written holding `lock`.
    private let lock = NSLock()
    private var value: Value?

    /// Stores `new`; whether it differs from the last one.
    func replace(with new: Value) -> Bool {
        lock.withLock {
            defer { value = new }
            return value != new
        }
    }
}
