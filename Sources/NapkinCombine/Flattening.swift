extension Publishers {
    /// The publisher of `flatMap(maxPublishers:_:)`: each upstream value becomes a
    /// publisher, whose values are sent as they come. At most `maxPublishers` of them are
    /// subscribed to at once (the upstream is asked for one more value as each finishes); the
    /// stream finishes when the upstream and every one of them have finished, and fails when any fails.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        /// The made publishers' values.
        public typealias Output = NewPublisher.Output
        /// The shared failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are turned into publishers.
        public let upstream: Upstream
        /// How many made publishers may be subscribed to at once.
        public let maxPublishers: Subscribers.Demand
        /// Makes a publisher from a value.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Flattens the publishers `transform` makes from `upstream`'s values.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Subscribes to the upstream, and to each publisher made from its values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let merger = FlatMapMerger<Output, Failure>(AnySubscriber(subscriber), maxPublishers: maxPublishers)
            let transform = self.transform
            upstream.receive(
                subscriber: ClosureSubscriber<Upstream.Output, Failure>(
                    subscription: merger.attachUpstream,
                    value: { value in
                        merger.add(transform(value))
                        return .none
                    },
                    completion: merger.upstreamEnded))
        }
    }

    /// The publisher of `switchToLatest()`: the values of the newest publisher the
    /// upstream sent; a newer one cancels the one before. It finishes when the upstream and the
    /// newest publisher have finished, and fails when either fails.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The inner publishers' values.
        public typealias Output = P.Output
        /// The shared failure.
        public typealias Failure = P.Failure

        /// The publisher of publishers.
        public let upstream: Upstream

        /// Switches to each publisher `upstream` sends.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes to the upstream, and to each publisher it sends, cancelling the one before.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let switcher = Switcher<Output, Failure>(AnySubscriber(subscriber))
            upstream.receive(
                subscriber: ClosureSubscriber<P, Failure>(
                    subscription: switcher.attachUpstream,
                    value: { inner in
                        switcher.switchTo(inner)
                        return .none
                    },
                    completion: switcher.upstreamEnded))
        }
    }
}

/// What ``Publishers/FlatMap`` hands its subscriber: the made publishers' values wait here until
/// they are asked for.
final class FlatMapMerger<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private let maxPublishers: Subscribers.Demand
    private var upstream: (any Subscription)?
    private var upstreamFinished = false
    private var children: [Int: any Subscription] = [:]
    private var running = 0
    private var nextChild = 0
    private var demand = Subscribers.Demand.none
    private var pending: [Output] = []
    private var draining = false

    init(_ downstream: AnySubscriber<Output, Failure>, maxPublishers: Subscribers.Demand) {
        self.downstream = downstream
        self.maxPublishers = maxPublishers
    }

    func attachUpstream(_ subscription: any Subscription) {
        guard let downstream, upstream == nil else { return subscription.cancel() }
        upstream = subscription
        downstream.receive(subscription: self)
        if maxPublishers > 0 { subscription.request(maxPublishers) }
    }

    func add<P: Publisher>(_ child: P) where P.Output == Output, P.Failure == Failure {
        guard downstream != nil else { return }
        nextChild += 1
        running += 1
        let id = nextChild
        child.receive(
            subscriber: ClosureSubscriber<Output, Failure>(
                subscription: { [self] subscription in
                    guard downstream != nil else { return subscription.cancel() }
                    children[id] = subscription
                    subscription.request(.unlimited)
                },
                value: { [self] value in
                    guard downstream != nil else { return .none }
                    pending.append(value)
                    drain()
                    return .none
                },
                completion: { [self] completion in
                    children[id] = nil
                    guard downstream != nil else { return }
                    running -= 1
                    switch completion {
                    case .failure(let error): fail(error)
                    case .finished:
                        if maxPublishers != .unlimited, !upstreamFinished { upstream?.request(.max(1)) }
                        drain()
                    }
                }))
    }

    func upstreamEnded(_ completion: Subscribers.Completion<Failure>) {
        upstream = nil
        switch completion {
        case .failure(let error): fail(error)
        case .finished:
            upstreamFinished = true
            drain()
        }
    }

    func request(_ more: Subscribers.Demand) {
        guard downstream != nil, more > 0 else { return }
        demand += more
        drain()
    }

    func cancel() {
        downstream = nil
        pending = []
        cancelAll()
    }

    private func fail(_ error: Failure) {
        guard let downstream else { return }
        self.downstream = nil
        pending = []
        cancelAll()
        downstream.receive(completion: .failure(error))
    }

    private func cancelAll() {
        let subscriptions = Array(children.values) + (upstream.map { [$0] } ?? [])
        children = [:]
        upstream = nil
        for subscription in subscriptions { subscription.cancel() }
    }

    /// Sends the values asked for, then `.finished` once nothing is left to come.
    private func drain() {
        // A value sent from inside a subscriber's receive(_:) waits for the loop below.
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while let downstream, demand > 0, !pending.isEmpty {
            demand -= 1
            demand += downstream.receive(pending.removeFirst())
        }
        if let downstream, pending.isEmpty, upstreamFinished, running == 0 {
            self.downstream = nil
            downstream.receive(completion: .finished)
        }
    }
}

/// What ``Publishers/SwitchToLatest`` hands its subscriber: the demand still open is asked of
/// each new inner publisher.
final class Switcher<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstream: (any Subscription)?
    private var upstreamFinished = false
    private var inner: (any Subscription)?
    private var innerRunning = false
    private var generation = 0
    private var demand = Subscribers.Demand.none

    init(_ downstream: AnySubscriber<Output, Failure>) { self.downstream = downstream }

    func attachUpstream(_ subscription: any Subscription) {
        guard let downstream, upstream == nil else { return subscription.cancel() }
        upstream = subscription
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func switchTo<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        guard downstream != nil else { return }
        let previous = inner
        inner = nil
        previous?.cancel()
        generation += 1
        innerRunning = true
        let current = generation
        publisher.receive(
            subscriber: ClosureSubscriber<Output, Failure>(
                subscription: { [self] subscription in
                    guard current == generation, downstream != nil else { return subscription.cancel() }
                    inner = subscription
                    if demand > 0 { subscription.request(demand) }
                },
                value: { [self] value in
                    guard current == generation, let downstream else { return .none }
                    demand -= 1
                    let more = downstream.receive(value)
                    demand += more
                    return more
                },
                completion: { [self] completion in
                    guard current == generation else { return }
                    inner = nil
                    innerRunning = false
                    switch completion {
                    case .failure(let error): end(.failure(error))
                    case .finished: if upstreamFinished { end(.finished) }
                    }
                }))
    }

    func upstreamEnded(_ completion: Subscribers.Completion<Failure>) {
        upstream = nil
        switch completion {
        case .failure: end(completion)
        case .finished:
            upstreamFinished = true
            if !innerRunning { end(.finished) }
        }
    }

    func request(_ more: Subscribers.Demand) {
        guard downstream != nil, more > 0 else { return }
        demand += more
        inner?.request(more)
    }

    func cancel() {
        downstream = nil
        cancelBoth()
    }

    private func end(_ completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        cancelBoth()
        downstream.receive(completion: completion)
    }

    private func cancelBoth() {
        let subscriptions = [inner, upstream].compactMap { $0 }
        inner = nil
        upstream = nil
        generation += 1
        for subscription in subscriptions { subscription.cancel() }
    }
}

extension Publisher {
    /// Each value turned into a publisher by `transform`, their values sent as they come; at most
    /// `maxPublishers` of them run at once.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// As `flatMap(maxPublishers:_:)`, for made publishers that cannot fail.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Failure == Never {
    /// As `flatMap(maxPublishers:_:)`, for an upstream that cannot fail and made publishers that can.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// As `flatMap(maxPublishers:_:)`, when neither can fail.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the newest publisher this one sent; each new one cancels the one before.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// As `switchToLatest()`, for an upstream that cannot fail and inner publishers that can.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// As `switchToLatest()`, when neither can fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}
