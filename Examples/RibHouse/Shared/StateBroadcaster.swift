import Foundation
import NapkinSupport
import Raster

/// The read side of a ``StateBroadcaster``: what a napkin that only observes a value is
/// handed through its dependency, so it cannot change the value.
protocol StateStream<Value>: Sendable {
    /// The type of the state.
    associatedtype Value: Sendable
    /// A fresh stream: the current value immediately, then every change until the consumer
    /// stops iterating.
    func stream() -> AsyncStream<Value>
}

/// Holds a current value and broadcasts it: every new subscriber gets the current value at
/// once, then every change. ``UserBroadcaster`` (the auth services' user) and the
/// LaunchNapkin's login failures are both one of these, so replay and broadcast behave the
/// same everywhere.
///
/// Thread-safe: state lives behind a lock, so it can be used from any isolation, and a
/// subscriber whose stream terminates (its loop was cancelled) is removed synchronously.
final class StateBroadcaster<Value: Sendable>: StateStream, Sendable {
    private struct State {
        var current: Value
        var subscribers: [UUID: AsyncStream<Value>.Continuation] = [:]
    }

    private let state: Locked<State>

    /// A broadcaster whose current value is `initial`.
    init(initial: Value) {
        state = Locked(State(current: initial))
    }

    /// The current value.
    var value: Value {
        state.withLock { $0.current }
    }

    /// The number of live subscribers (tests use it to prove terminated streams are removed).
    var subscriberCount: Int {
        state.withLock { $0.subscribers.count }
    }

    /// Sets the value and yields it to every subscriber.
    func send(_ value: Value) {
        let continuations = state.withLock { state -> [AsyncStream<Value>.Continuation] in
            state.current = value
            return Array(state.subscribers.values)
        }
        for continuation in continuations { continuation.yield(value) }
    }

    /// A fresh stream: the current value immediately, then every change until the consumer
    /// stops iterating.
    func stream() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .unbounded)
        let id = UUID()
        state.withLock { state in
            state.subscribers[id] = continuation
            continuation.yield(state.current)
        }
        continuation.onTermination = { [weak self] _ in
            self?.remove(id)
        }
        return stream
    }

    private func remove(_ id: UUID) {
        let removed = state.withLock { $0.subscribers.removeValue(forKey: id) }
        removed?.finish()
    }
}

extension StateBroadcaster where Value: ExpressibleByNilLiteral {
    /// A broadcaster whose current value is `nil`.
    convenience init() {
        self.init(initial: nil)
    }
}
