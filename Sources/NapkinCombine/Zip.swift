extension Publishers {
    /// The values of two publishers paired in order, as Combine's `Publishers.Zip`: the first of
    /// each, then the second of each, and so on. It finishes when either upstream has finished and
    /// every value it sent is paired, and fails when either fails. Each pair asked for asks each
    /// upstream for one value.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The pairs.
        public typealias Output = (A.Output, B.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// Zips `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Subscribes to both upstreams, `a` first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let zipper = Zipper<A.Output, B.Output, Failure>(AnySubscriber(subscriber))
            subscriber.receive(subscription: zipper)
            a.receive(subscriber: zipper.firstSubscriber)
            b.receive(subscriber: zipper.secondSubscriber)
        }
    }
}

/// What ``Publishers/Zip`` hands its subscriber: each upstream's values wait here for their partner.
final class Zipper<First, Second, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<(First, Second), Failure>?
    private var firstUpstream: (any Subscription)?
    private var secondUpstream: (any Subscription)?
    private var firsts: [First] = []
    private var seconds: [Second] = []
    private var firstFinished = false
    private var secondFinished = false
    private var demand = Subscribers.Demand.none

    init(_ downstream: AnySubscriber<(First, Second), Failure>) { self.downstream = downstream }

    var firstSubscriber: ClosureSubscriber<First, Failure> {
        ClosureSubscriber(
            subscription: { [self] subscription in
                guard downstream != nil else { return subscription.cancel() }
                firstUpstream = subscription
                if demand > 0 { subscription.request(demand) }
            },
            value: { [self] value in
                guard downstream != nil else { return .none }
                firsts.append(value)
                return pair()
            },
            completion: { [self] completion in
                firstUpstream = nil
                firstFinished = true
                ended(completion)
            })
    }

    var secondSubscriber: ClosureSubscriber<Second, Failure> {
        ClosureSubscriber(
            subscription: { [self] subscription in
                guard downstream != nil else { return subscription.cancel() }
                secondUpstream = subscription
                if demand > 0 { subscription.request(demand) }
            },
            value: { [self] value in
                guard downstream != nil else { return .none }
                seconds.append(value)
                return pair()
            },
            completion: { [self] completion in
                secondUpstream = nil
                secondFinished = true
                ended(completion)
            })
    }

    /// Sends the pair that a new value completes; the demand it brings back is asked of both
    /// upstreams (a request from inside a value's delivery is one every publisher takes).
    private func pair() -> Subscribers.Demand {
        guard let downstream, !firsts.isEmpty, !seconds.isEmpty else { return .none }
        demand -= 1
        let more = downstream.receive((firsts.removeFirst(), seconds.removeFirst()))
        demand += more
        if finishedAndPaired {
            finish(.finished)
        } else if more > 0 {
            firstUpstream?.request(more)
            secondUpstream?.request(more)
        }
        return .none
    }

    /// Whether an upstream has finished with nothing left to pair.
    private var finishedAndPaired: Bool { (firstFinished && firsts.isEmpty) || (secondFinished && seconds.isEmpty) }

    private func ended(_ completion: Subscribers.Completion<Failure>) {
        guard downstream != nil else { return }
        if case .failure = completion {
            finish(completion)
        } else if finishedAndPaired {
            finish(.finished)
        }
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        firsts = []
        seconds = []
        cancelUpstreams()
        downstream.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        guard downstream != nil, more > 0 else { return }
        demand += more
        firstUpstream?.request(more)
        secondUpstream?.request(more)
    }

    func cancel() {
        downstream = nil
        firsts = []
        seconds = []
        cancelUpstreams()
    }

    private func cancelUpstreams() {
        let upstreams = [firstUpstream, secondUpstream].compactMap { $0 }
        firstUpstream = nil
        secondUpstream = nil
        for upstream in upstreams { upstream.cancel() }
    }
}

extension Publisher {
    /// This publisher's values paired in order with `other`'s.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where P.Failure == Failure {
        Publishers.Zip(self, other)
    }

    /// This publisher's values paired in order with `other`'s, each pair combined by `transform`.
    public func zip<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.TransformValues<Publishers.Zip<Self, P>, T> where P.Failure == Failure {
        Publishers.Zip(self, other).map { transform($0.0, $0.1) }
    }
}
