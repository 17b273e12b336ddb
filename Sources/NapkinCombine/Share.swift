extension Publishers {
    /// The publisher of ``Publisher/share()``: one subscription to the upstream, whose values go
    /// to every subscriber that asked for one, as Combine's `Publishers.Share`. The first
    /// subscriber subscribes to the upstream; when the last one leaves, the upstream is cancelled
    /// (and the next subscriber subscribes again). A subscriber that comes after the upstream
    /// ended gets only its completion; one that comes later than a value does not get that value.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher shared.
        public let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private var connection: AnyCancellable?
        private var subscribers = 0
        private var ended = false

        /// Shares `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Adds `subscriber`, subscribing to the upstream when it is the first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribers += 1
            // The subscription keeps the shared publisher until it ends, as in Combine, where
            // `publisher.share().sink { … }` keeps no other reference.
            let release = OneTimeAction { self.subscriberLeft() }
            subject.receive(
                subscriber: ClosureSubscriber<Output, Failure>(
                    subscription: { subscriber.receive(subscription: LeavingSubscription($0, onCancel: release)) },
                    value: subscriber.receive(_:),
                    completion: { completion in
                        release.run()
                        subscriber.receive(completion: completion)
                    }))
            guard connection == nil, !ended, subscribers > 0 else { return }
            let subject = self.subject
            connection = upstream.sink(
                receiveCompletion: { [weak self] completion in
                    self?.ended = true
                    subject.send(completion: completion)
                }, receiveValue: subject.send)
        }

        private func subscriberLeft() {
            subscribers -= 1
            guard subscribers == 0 else { return }
            let connection = self.connection
            self.connection = nil
            connection?.cancel()
        }

        /// The same shared publisher.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// This publisher's values, from one subscription shared by every subscriber.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}
