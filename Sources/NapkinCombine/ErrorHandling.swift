extension Publishers {
    /// The publisher of ``Publisher/catch(_:)``: the upstream's values, then, when it fails, the
    /// values and completion of the publisher `handler` makes from the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The replacement's failure.
        public typealias Failure = NewPublisher.Failure

        /// The publisher that may fail.
        public let upstream: Upstream
        /// Makes the replacement from the upstream's error.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Replaces `upstream`'s failure by `handler`'s publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Subscribes to the upstream; on its failure, to the replacement, with the demand still open.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay<Output, Failure>(AnySubscriber(subscriber))
            let handler = self.handler
            upstream.receive(
                subscriber: relay.upstreamSubscriber { (error: Upstream.Failure) in
                    handler(error).receive(subscriber: relay.upstreamSubscriber { relay.finish(.failure($0)) })
                })
        }
    }

    /// The publisher of ``Publisher/tryCatch(_:)``: as ``Catch``, and an error `handler` throws
    /// ends the stream with that error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// Any error: the replacement's or the handler's.
        public typealias Failure = any Error

        /// The publisher that may fail.
        public let upstream: Upstream
        /// Makes the replacement from the upstream's error, or throws.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Replaces `upstream`'s failure by `handler`'s publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Subscribes to the upstream; on its failure, to the replacement, with the demand still open.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay<Output, Failure>(AnySubscriber(subscriber))
            let handler = self.handler
            upstream.receive(
                subscriber: relay.upstreamSubscriber { (error: Upstream.Failure) in
                    do {
                        try handler(error).receive(subscriber: relay.upstreamSubscriber { relay.finish(.failure($0)) })
                    } catch {
                        relay.finish(.failure(error))
                    }
                })
        }
    }

    /// The publisher of ``Publisher/retry(_:)``: when the upstream fails, it is subscribed to
    /// again, up to `retries` times (`nil`: without end), with the demand still open.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure, passed on after the last attempt.
        public typealias Failure = Upstream.Failure

        /// The publisher tried again.
        public let upstream: Upstream
        /// How many more subscriptions a failure may cause, or `nil` for any number.
        public let retries: Int?

        /// Retries `upstream` up to `retries` times.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Subscribes to the upstream, and again after each failure while retries are left.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            attempt(Relay(AnySubscriber(subscriber)), retriesLeft: retries)
        }

        private func attempt(_ relay: Relay<Output, Failure>, retriesLeft: Int?) {
            upstream.receive(
                subscriber: relay.upstreamSubscriber { error in
                    guard let retriesLeft else { return attempt(relay, retriesLeft: nil) }
                    guard retriesLeft > 0 else { return relay.finish(.failure(error)) }
                    attempt(relay, retriesLeft: retriesLeft - 1)
                })
        }
    }
}

/// The subscription a subscriber keeps while the publisher behind it changes (``Publishers/Catch``,
/// ``Publishers/Retry``): what it asked for and has not had is asked of each new upstream.
final class Relay<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var subscribed = false

    init(_ downstream: AnySubscriber<Output, Failure>) { self.downstream = downstream }

    /// A subscriber for the next upstream: its values go to the subscriber, its `.finished` ends
    /// the stream and its failure goes to `onFailure`.
    func upstreamSubscriber<UpstreamFailure: Error>(
        onFailure: @escaping (UpstreamFailure) -> Void
    ) -> ClosureSubscriber<Output, UpstreamFailure> {
        ClosureSubscriber(
            subscription: { [self] in attach($0) },
            value: { [self] in deliver($0) },
            completion: { [self] completion in
                upstream = nil
                guard downstream != nil else { return }
                switch completion {
                case .finished: finish(.finished)
                case .failure(let error): onFailure(error)
                }
            })
    }

    private func attach(_ subscription: any Subscription) {
        guard let downstream else { return subscription.cancel() }
        upstream = subscription
        if !subscribed {
            subscribed = true
            downstream.receive(subscription: self)
        }
        if demand > 0 { subscription.request(demand) }
    }

    private func deliver(_ value: Output) -> Subscribers.Demand {
        guard let downstream else { return .none }
        demand -= 1
        let more = downstream.receive(value)
        demand += more
        return more
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        upstream = nil
        downstream.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        guard downstream != nil, more > 0 else { return }
        demand += more
        upstream?.request(more)
    }

    func cancel() {
        downstream = nil
        let upstream = self.upstream
        self.upstream = nil
        upstream?.cancel()
    }
}

/// Makes its publisher for each subscriber, when it subscribes, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The made publisher's values.
    public typealias Output = DeferredPublisher.Output
    /// The made publisher's failure.
    public typealias Failure = DeferredPublisher.Failure

    /// Makes the publisher.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher that calls `createPublisher` at each subscription.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    /// Makes a publisher and subscribes `subscriber` to it.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}

extension Publisher {
    /// The values; when this publisher fails, the values and completion of the publisher
    /// `handler` makes from the error.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// As ``catch(_:)``; an error `handler` throws ends the stream with that error.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// The values; when this publisher fails, it is subscribed to again, up to `retries` times,
    /// and the last failure is passed on.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
