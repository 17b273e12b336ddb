/// Sends one value, then finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    /// A `Just` cannot fail.
    public typealias Failure = Never

    /// The value sent.
    public let output: Output

    /// A publisher of `output` alone.
    public init(_ output: Output) { self.output = output }

    /// Sends the value at the subscriber's first demand, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let output = self.output
        subscriber.receive(
            subscription: OneShotSubscription(subscriber) { target in
                _ = target.receive(output)
                target.receive(completion: .finished)
            })
    }
}

/// Finishes at once (or never, when `completeImmediately` is false), as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether the publisher finishes as soon as it is subscribed to.
    public let completeImmediately: Bool

    /// An empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// An empty publisher whose types are spelled out.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Finishes the subscriber at once, or leaves it waiting.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: IdleSubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// Finishes at once with an error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error.
    public let error: Failure

    /// A publisher that fails with `error`.
    public init(error: Failure) { self.error = error }

    /// A publisher that fails with `error`, its output type spelled out.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    /// Fails the subscriber at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: IdleSubscription())
        subscriber.receive(completion: .failure(error))
    }
}

/// A subscription with nothing to send.
final class IdleSubscription: Subscription, CustomStringConvertible {
    var description: String { "Empty" }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

/// A subscription that runs `deliver` once, at the first demand, unless cancelled before.
final class OneShotSubscription<Target: Subscriber>: Subscription, CustomStringConvertible {
    var description: String { "Just" }
    private var subscriber: Target?
    private let deliver: (Target) -> Void

    init(_ subscriber: Target, deliver: @escaping (Target) -> Void) {
        self.subscriber = subscriber
        self.deliver = deliver
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, let subscriber else { return }
        self.subscriber = nil
        deliver(subscriber)
    }

    func cancel() { subscriber = nil }
}
