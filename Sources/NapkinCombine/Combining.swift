/// What a publisher that combines several upstreams hands its subscriber: values wait here until
/// they are asked for, and the completion after them.
final class CombiningConduit<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var pending: [Output] = []
    private var pendingCompletion: Subscribers.Completion<Failure>?
    private let keepsOnlyLatest: Bool
    /// The upstream subscriptions, cancelled with this one.
    var upstreams: [any Subscription] = []

    init(_ downstream: AnySubscriber<Output, Failure>, keepsOnlyLatest: Bool) {
        self.downstream = downstream
        self.keepsOnlyLatest = keepsOnlyLatest
    }

    /// Sends `value` if it was asked for, else keeps it (only the newest, for `combineLatest`).
    func offer(_ value: Output) {
        guard downstream != nil else { return }
        if keepsOnlyLatest { pending = [value] } else { pending.append(value) }
        drain()
    }

    /// Finishes after the values still waiting; a failure ends at once and cancels the upstreams.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard downstream != nil, pendingCompletion == nil else { return }
        if case .failure = completion {
            pending = []
            cancelUpstreams()
        }
        pendingCompletion = completion
        drain()
    }

    /// What each of `count` upstreams calls at its end: a failure ends at once, `.finished` once
    /// every upstream has finished.
    func finishingAfter(upstreams count: Int) -> (Subscribers.Completion<Failure>) -> Void {
        var finished = 0
        return { [weak self] completion in
            if case .finished = completion {
                finished += 1
                guard finished == count else { return }
            }
            self?.finish(completion)
        }
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        drain()
    }

    func cancel() {
        downstream = nil
        pending = []
        cancelUpstreams()
    }

    private func cancelUpstreams() {
        let upstreams = self.upstreams
        self.upstreams = []
        for upstream in upstreams { upstream.cancel() }
    }

    private func drain() {
        while let downstream, demand > 0, !pending.isEmpty {
            demand -= 1
            demand += downstream.receive(pending.removeFirst())
        }
        if let downstream, pending.isEmpty, let completion = pendingCompletion {
            self.downstream = nil
            upstreams = []
            downstream.receive(completion: completion)
        }
    }
}

extension Publishers {
    /// The values of two publishers as they come, as Combine's `Publishers.Merge`: it finishes
    /// when both have finished and fails when either fails.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The upstreams' values.
        public typealias Output = A.Output
        /// The upstreams' failure.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to both upstreams, `a` first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let conduit = CombiningConduit<Output, Failure>(AnySubscriber(subscriber), keepsOnlyLatest: false)
            subscriber.receive(subscription: conduit)
            let completion = conduit.finishingAfter(upstreams: 2)
            a.receive(subscriber: Upstream(conduit: conduit, value: conduit.offer, completion: completion))
            b.receive(subscriber: Upstream(conduit: conduit, value: conduit.offer, completion: completion))
        }
    }

    /// The values of three publishers as they come, as Combine's `Publishers.Merge3`: it
    /// finishes when all three have finished and fails when any fails.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        /// The upstreams' values.
        public typealias Output = A.Output
        /// The upstreams' failure.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C

        /// Merges `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Subscribes to the upstreams in order.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let conduit = CombiningConduit<Output, Failure>(AnySubscriber(subscriber), keepsOnlyLatest: false)
            subscriber.receive(subscription: conduit)
            let completion = conduit.finishingAfter(upstreams: 3)
            a.receive(subscriber: Upstream(conduit: conduit, value: conduit.offer, completion: completion))
            b.receive(subscriber: Upstream(conduit: conduit, value: conduit.offer, completion: completion))
            c.receive(subscriber: Upstream(conduit: conduit, value: conduit.offer, completion: completion))
        }
    }

    /// The values of four publishers as they come, as Combine's `Publishers.Merge4`: it
    /// finishes when all four have finished and fails when any fails.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure, C.Output == D.Output,
        C.Failure == D.Failure
    {
        /// The upstreams' values.
        public typealias Output = A.Output
        /// The upstreams' failure.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C
        /// The fourth upstream.
        public let d: D

        /// Merges `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Subscribes to the upstreams in order.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let conduit = CombiningConduit<Output, Failure>(AnySubscriber(subscriber), keepsOnlyLatest: false)
            subscriber.receive(subscription: conduit)
            let completion = conduit.finishingAfter(upstreams: 4)
            a.receive(subscriber: Upstream(conduit: conduit, value: conduit.offer, completion: completion))
            b.receive(subscriber: Upstream(conduit: conduit, value: conduit.offer, completion: completion))
            c.receive(subscriber: Upstream(conduit: conduit, value: conduit.offer, completion: completion))
            d.receive(subscriber: Upstream(conduit: conduit, value: conduit.offer, completion: completion))
        }
    }

    /// The latest value of each of two publishers, sent whenever either sends once both have, as
    /// Combine's `Publishers.CombineLatest`: it finishes when both have finished and fails when
    /// either fails. A subscriber that asked for nothing yet gets only the newest pair later.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The pairs.
        public typealias Output = (A.Output, B.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// Combines `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to both upstreams, `a` first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let conduit = CombiningConduit<Output, Failure>(AnySubscriber(subscriber), keepsOnlyLatest: true)
            subscriber.receive(subscription: conduit)
            var latestA: A.Output?
            var latestB: B.Output?
            let completion = conduit.finishingAfter(upstreams: 2)
            a.receive(
                subscriber: Upstream(
                    conduit: conduit,
                    value: { value in
                        latestA = value
                        if let latestB { conduit.offer((value, latestB)) }
                    }, completion: completion))
            b.receive(
                subscriber: Upstream(
                    conduit: conduit,
                    value: { value in
                        latestB = value
                        if let latestA { conduit.offer((latestA, value)) }
                    }, completion: completion))
        }
    }
}

extension Publishers {
    /// The values of any number of publishers of one type as they come, as Combine's
    /// `Publishers.MergeMany`: it finishes when all have finished (at once when there are none)
    /// and fails when any fails.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        /// The upstreams' values.
        public typealias Output = Upstream.Output
        /// The upstreams' failure.
        public typealias Failure = Upstream.Failure

        /// The upstreams, subscribed to in this order.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Merges the publishers of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        /// Subscribes to every upstream, in order.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let conduit = CombiningConduit<Output, Failure>(AnySubscriber(subscriber), keepsOnlyLatest: false)
            subscriber.receive(subscription: conduit)
            guard !publishers.isEmpty else { return conduit.finish(.finished) }
            let completion = conduit.finishingAfter(upstreams: publishers.count)
            for publisher in publishers {
                publisher.receive(subscriber: CombiningUpstream(conduit: conduit, value: conduit.offer, completion: completion))
            }
        }

        /// The same publishers and `other`.
        public func merge(with other: Upstream) -> MergeMany {
            MergeMany(publishers + [other])
        }
    }
}

/// The upstream subscriber's name where a generic parameter is called `Upstream`.
private typealias CombiningUpstream<Input, Failure: Error, Output> = Upstream<Input, Failure, Output>

/// One upstream of a combining publisher: it asks for everything and hands events to closures.
private final class Upstream<Input, Failure: Error, Output>: Subscriber {
    private let conduit: CombiningConduit<Output, Failure>
    private let value: (Input) -> Void
    private let completion: (Subscribers.Completion<Failure>) -> Void

    init(
        conduit: CombiningConduit<Output, Failure>, value: @escaping (Input) -> Void,
        completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.conduit = conduit
        self.value = value
        self.completion = completion
    }

    func receive(subscription: any Subscription) {
        conduit.upstreams.append(subscription)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        value(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

extension Publisher {
    /// This publisher's values and `other`'s, as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// This publisher's values and those of `b` and `c`, as they come.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// This publisher's values and those of `b`, `c` and `d`, as they come.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure {
        Publishers.Merge4(self, b, c, d)
    }

    /// The latest values of this publisher and `other`, as pairs.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// The latest values of this publisher and `other`, combined by `transform`.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.TransformValues<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map { transform($0.0, $0.1) }
    }
}
