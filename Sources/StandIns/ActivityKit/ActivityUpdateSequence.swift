import Foundation

/// The updates of one kind a Live Activity (or the registry) sends, as an async sequence: what ActivityKit's
/// `ActivityStateUpdates`, `ContentUpdates`, `PushTokenUpdates`, `ActivityUpdates` and `ActivityEnablementUpdates`
/// are. Each iteration starts listening when it starts, and sees what is sent from then on (a push token already
/// there first); it ends when the activity is dismissed.
public struct ActivityUpdateSequence<Element>: AsyncSequence, @unchecked Sendable {
    // Sound: `broadcaster` is a Sendable class; `initial` only reads the registry under its lock, once, when an
    // iteration starts.
    let broadcaster: UpdateBroadcaster<Element>
    let initial: () -> [Element]

    /// Reads the updates one at a time.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<Delivered<Element>>.Iterator

        /// The next update, or `nil` once no more can come.
        public mutating func next() async -> Element? { await base.next()?.value }
    }

    /// Starts listening.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: broadcaster.stream(initial: initial()).makeAsyncIterator())
    }
}

/// A value handed to a listening stream.
struct Delivered<Element>: @unchecked Sendable {
    // Sound: the values sent are activity states, contents and tokens (values the registry copied out under its lock,
    // never changed afterwards) and activities (Sendable).
    let value: Element
}

/// Hands each value sent to every listening stream, in order.
final class UpdateBroadcaster<Element>: @unchecked Sendable {
    // Sound: `continuations` and `finished` are read and written only while holding `lock`.
    private let lock = NSLock()
    private var continuations: [UUID: AsyncStream<Delivered<Element>>.Continuation] = [:]
    private var finished = false

    func stream(initial: [Element]) -> AsyncStream<Delivered<Element>> {
        let (stream, continuation) = AsyncStream<Delivered<Element>>.makeStream(bufferingPolicy: .bufferingNewest(256))
        for value in initial { continuation.yield(Delivered(value: value)) }
        let id = UUID()
        let isFinished = lock.withLock {
            if !finished { continuations[id] = continuation }
            return finished
        }
        if isFinished {
            continuation.finish()
        } else {
            continuation.onTermination = { [weak self] _ in self?.remove(id) }
        }
        return stream
    }

    private func remove(_ id: UUID) { _ = lock.withLock { continuations.removeValue(forKey: id) } }

    func send(_ value: Element) {
        for continuation in lock.withLock({ Array(continuations.values) }) { continuation.yield(Delivered(value: value)) }
    }

    func finish() {
        let all = lock.withLock {
            finished = true
            defer { continuations = [:] }
            return Array(continuations.values)
        }
        for continuation in all { continuation.finish() }
    }
}
