import Foundation

/// A publisher that cannot fail, as an asynchronous sequence, as Combine's `AsyncPublisher`:
/// `for await value in publisher.values`. Each step asks the publisher for one value (so a
/// subject's values sent while the loop is busy elsewhere are not seen); leaving the loop
/// cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The publisher's values.
    public typealias Element = P.Output

    private let publisher: P

    /// The values of `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Subscribes to the publisher.
    public func makeAsyncIterator() -> Iterator { Iterator(AsyncIterationSubscriber.subscribe(to: publisher)) }

    /// Steps through the values, one demand at a time.
    public struct Iterator: AsyncIteratorProtocol {
        private let subscription: AsyncIteration<P.Output, Never>

        init(_ subscription: AsyncIteration<P.Output, Never>) { self.subscription = subscription }

        /// The next value, or `nil` once the publisher has finished (or the task is cancelled).
        public mutating func next() async -> P.Output? {
            await next(isolation: nil)
        }

        /// The next value, or `nil` once the publisher has finished, awaited in the caller's isolation.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> P.Output? {
            switch await subscription.subscriber.next(isolation: actor) {
            case .success(let value): return value
            }
        }
    }
}

/// A publisher as an asynchronous sequence that throws its failure, as Combine's
/// `AsyncThrowingPublisher`: `for try await value in publisher.values`.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The publisher's values.
    public typealias Element = P.Output

    private let publisher: P

    /// The values of `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Subscribes to the publisher.
    public func makeAsyncIterator() -> Iterator { Iterator(AsyncIterationSubscriber.subscribe(to: publisher)) }

    /// Steps through the values, one demand at a time.
    public struct Iterator: AsyncIteratorProtocol {
        private let subscription: AsyncIteration<P.Output, P.Failure>

        init(_ subscription: AsyncIteration<P.Output, P.Failure>) { self.subscription = subscription }

        /// The next value, or `nil` once the publisher has finished; throws its failure.
        public mutating func next() async throws -> P.Output? {
            try await next(isolation: nil)
        }

        /// The next value, awaited in the caller's isolation; throws the publisher's failure.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws -> P.Output? {
            try await subscription.subscriber.next(isolation: actor).get()
        }
    }
}

extension Publisher where Failure == Never {
    /// The values as an asynchronous sequence: `for await value in publisher.values`.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The values as an asynchronous sequence that throws the failure:
    /// `for try await value in publisher.values`.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// What an iterator holds: when the iterator goes (a loop left early), the subscription is cancelled.
final class AsyncIteration<Output, Failure: Error> {
    let subscriber: AsyncIterationSubscriber<Output, Failure>

    init(_ subscriber: AsyncIterationSubscriber<Output, Failure>) { self.subscriber = subscriber }

    deinit { subscriber.cancel() }
}

/// A value handed from the sending thread to the awaiting task. The value goes to one task and
/// the sender keeps no reference to it.
private struct Handover<Value>: @unchecked Sendable {
    let value: Value
}

/// The subscriber behind an asynchronous iteration: each `next` asks for one value and waits for
/// it or the completion. The publisher may send from any thread, so its state is locked.
final class AsyncIterationSubscriber<Output, Failure: Error>: Subscriber, @unchecked Sendable {
    typealias Input = Output

    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var waiting: CheckedContinuation<Handover<Result<Output?, Failure>>, Never>?
    /// The completion not yet handed to a `next`; after a failure is handed on, `.finished`.
    private var completion: Subscribers.Completion<Failure>?
    private var cancelled = false

    static func subscribe<P: Publisher>(to publisher: P) -> AsyncIteration<Output, Failure> where P.Output == Output, P.Failure == Failure {
        let subscriber = AsyncIterationSubscriber()
        publisher.receive(subscriber: subscriber)
        return AsyncIteration(subscriber)
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard self.subscription == nil, completion == nil, !cancelled else {
            lock.unlock()
            return subscription.cancel()
        }
        self.subscription = subscription
        let asked = waiting != nil
        lock.unlock()
        if asked { subscription.request(.max(1)) }
    }

    func receive(_ input: Output) -> Subscribers.Demand {
        lock.lock()
        let waiting = self.waiting
        self.waiting = nil
        lock.unlock()
        guard let waiting else { return .none }
        let handover = Handover(value: Result<Output?, Failure>.success(input))
        Delivery.afterward { waiting.resume(returning: handover) }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { return lock.unlock() }
        subscription = nil
        let waiting = self.waiting
        self.waiting = nil
        self.completion = waiting == nil ? completion : .finished
        lock.unlock()
        guard let waiting else { return }
        let handover = Handover(value: Self.result(of: completion))
        Delivery.afterward { waiting.resume(returning: handover) }
    }

    /// Asks for one value and waits for it; `nil` after the end.
    func next(isolation actor: isolated (any Actor)?) async -> Result<Output?, Failure> {
        let handover = await withTaskCancellationHandler(
            operation: {
                await withCheckedContinuation(isolation: actor) {
                    (continuation: CheckedContinuation<Handover<Result<Output?, Failure>>, Never>) in
                    lock.lock()
                    if let completion {
                        self.completion = .finished
                        lock.unlock()
                        return continuation.resume(returning: Handover(value: Self.result(of: completion)))
                    }
                    if cancelled {
                        lock.unlock()
                        return continuation.resume(returning: Handover(value: .success(nil)))
                    }
                    waiting = continuation
                    let subscription = self.subscription
                    lock.unlock()
                    subscription?.request(.max(1))
                }
            }, onCancel: { self.cancel() }, isolation: actor)
        return handover.value
    }

    /// Ends the iteration: the subscription is cancelled and a waiting `next` gets `nil`.
    func cancel() {
        lock.lock()
        cancelled = true
        let subscription = self.subscription
        self.subscription = nil
        let waiting = self.waiting
        self.waiting = nil
        lock.unlock()
        subscription?.cancel()
        waiting?.resume(returning: Handover(value: .success(nil)))
    }

    private static func result(of completion: Subscribers.Completion<Failure>) -> Result<Output?, Failure> {
        switch completion {
        case .finished: return .success(nil)
        case .failure(let error): return .failure(error)
        }
    }
}

/// The delivery a publisher that sends from a thread of its own (a data task's completion handler)
/// makes: what the publisher's subscribers do on its thread (each operator's work after a value)
/// must end before an asynchronous iteration resumes, since the resumed task may ask the same
/// operators for more on its own thread, and operators are not locked.
enum Delivery {
    private final class Pending {
        var actions: [() -> Void] = []
    }

    private static let key = "napkin.NapkinCombine.delivery"

    /// Runs `deliver`; what ``afterward(_:)`` is given on this thread meanwhile runs when it returns.
    static func run(_ deliver: () -> Void) {
        let dictionary = Thread.current.threadDictionary
        guard dictionary[key] == nil else { return deliver() }
        let pending = Pending()
        dictionary[key] = pending
        deliver()
        dictionary[key] = nil
        for action in pending.actions { action() }
    }

    /// Runs `action` when the delivery running on this thread returns, or now when none is.
    static func afterward(_ action: @escaping () -> Void) {
        guard let pending = Thread.current.threadDictionary[key] as? Pending else { return action() }
        pending.actions.append(action)
    }
}
