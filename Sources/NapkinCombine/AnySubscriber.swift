/// A subscriber of any type, as Combine's `AnySubscriber`: what type-erased publishers and the
/// subjects keep.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let subscriptionHandler: (any Subscription) -> Void
    private let valueHandler: (Input) -> Subscribers.Demand
    private let completionHandler: (Subscribers.Completion<Failure>) -> Void

    /// The identity of the wrapped subscriber.
    public let combineIdentifier: CombineIdentifier

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        subscriptionHandler = subscriber.receive(subscription:)
        valueHandler = subscriber.receive(_:)
        completionHandler = subscriber.receive(completion:)
        combineIdentifier = subscriber.combineIdentifier
    }

    /// Forwards to the wrapped subscriber.
    public func receive(subscription: any Subscription) { subscriptionHandler(subscription) }
    /// Forwards to the wrapped subscriber.
    public func receive(_ input: Input) -> Subscribers.Demand { valueHandler(input) }
    /// Forwards to the wrapped subscriber.
    public func receive(completion: Subscribers.Completion<Failure>) { completionHandler(completion) }
}

/// A publisher of any type, as Combine's `AnyPublisher`: hides the chain of operators behind it.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }

    /// Subscribes `subscriber` to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// This publisher as an ``AnyPublisher``.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
