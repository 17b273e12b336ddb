import Foundation

/// Holds the current user and broadcasts it: every new subscriber gets the current value
/// at once, then every change. One instance per auth service; the mock and the networked
/// service share this type, so replay and broadcast behave identically in both.
///
/// Thread-safe: state lives behind a lock, so services can use it from any isolation, and a
/// subscriber whose stream terminates (its loop was cancelled) is removed synchronously.
final class UserBroadcaster: @unchecked Sendable {
    private let lock = NSLock()
    private var current: User?
    private var subscribers: [UUID: AsyncStream<User?>.Continuation] = [:]

    /// A broadcaster whose current user is `initial`.
    init(initial: User? = nil) {
        current = initial
    }

    /// The current user.
    var currentUser: User? {
        lock.withLock { current }
    }

    /// The number of live subscribers (tests use it to prove terminated streams are removed).
    var subscriberCount: Int {
        lock.withLock { subscribers.count }
    }

    /// Sets the user and yields it to every subscriber.
    func send(_ user: User?) {
        let continuations = lock.withLock { () -> [AsyncStream<User?>.Continuation] in
            current = user
            return Array(subscribers.values)
        }
        for continuation in continuations { continuation.yield(user) }
    }

    /// A fresh stream: the current user immediately, then every change until the consumer
    /// stops iterating.
    func stream() -> AsyncStream<User?> {
        let (stream, continuation) = AsyncStream.makeStream(of: User?.self, bufferingPolicy: .unbounded)
        let id = UUID()
        lock.withLock {
            subscribers[id] = continuation
            continuation.yield(current)
        }
        continuation.onTermination = { [weak self] _ in
            self?.remove(id)
        }
        return stream
    }

    private func remove(_ id: UUID) {
        let removed = lock.withLock { subscribers.removeValue(forKey: id) }
        removed?.finish()
    }
}
