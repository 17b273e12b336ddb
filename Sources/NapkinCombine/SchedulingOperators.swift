extension Publishers {
    /// The publisher of ``Publisher/receive(on:options:)``: the upstream's values and completion,
    /// each handed on by the scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher moved.
        public let upstream: Upstream
        /// Where its events are delivered.
        public let scheduler: Context

        /// Delivers `upstream`'s events on `scheduler`.
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        /// Subscribes to the upstream; values and the completion go through the scheduler.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = ScheduledLink<Output, Failure>(AnySubscriber(subscriber))
            let scheduler = self.scheduler
            upstream.receive(
                subscriber: ClosureSubscriber<Output, Failure>(
                    subscription: link.attach,
                    value: { value in
                        scheduler.schedule { link.deliver(value) }
                        return .none
                    },
                    completion: { completion in scheduler.schedule { link.finish(completion) } }))
        }
    }

    /// The publisher of ``Publisher/debounce(for:scheduler:options:)``: a value is handed on only
    /// when `dueTime` has passed on the scheduler without a newer one. The completion is handed on
    /// at once (through the scheduler), and a value still waiting then is dropped.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher debounced.
        public let upstream: Upstream
        /// The quiet time a value waits for.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler whose clock measures it and which hands the values on.
        public let scheduler: Context

        /// Debounces `upstream` by `dueTime` on `scheduler`.
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
        }

        /// Subscribes to the upstream; each value waits `dueTime` and goes only if no newer came.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = ScheduledLink<Output, Failure>(AnySubscriber(subscriber), keepsDemand: true)
            let scheduler = self.scheduler
            let dueTime = self.dueTime
            var latest = 0
            upstream.receive(
                subscriber: ClosureSubscriber<Output, Failure>(
                    subscription: link.attach,
                    value: { value in
                        latest += 1
                        let generation = latest
                        scheduler.schedule(after: scheduler.now.advanced(by: dueTime)) {
                            // A newer value, or the end, came in the meantime: this one is stale.
                            guard generation == latest else { return }
                            link.deliver(value)
                        }
                        return .none
                    },
                    completion: { completion in
                        latest += 1
                        scheduler.schedule { link.finish(completion) }
                    }))
        }
    }
}

/// The link of a scheduling operator to its subscriber: the upstream subscription, and whether
/// the subscriber has cancelled (a value already scheduled then is not delivered).
final class ScheduledLink<Output, Failure: Error>: Subscription {
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstream: (any Subscription)?
    /// Whether the link asks the upstream for everything and keeps the subscriber's demand itself
    /// (`debounce`, which drops most values, so the upstream's count would not match).
    private let keepsDemand: Bool
    private var demand = Subscribers.Demand.none

    init(_ downstream: AnySubscriber<Output, Failure>, keepsDemand: Bool = false) {
        self.downstream = downstream
        self.keepsDemand = keepsDemand
    }

    func attach(_ subscription: any Subscription) {
        upstream = subscription
        downstream?.receive(subscription: self)
        if keepsDemand { subscription.request(.unlimited) }
    }

    /// Hands `value` on; a link that keeps the demand drops a value nobody asked for.
    func deliver(_ value: Output) {
        guard let downstream else { return }
        if keepsDemand {
            guard demand > 0 else { return }
            demand -= 1
            demand += downstream.receive(value)
        } else {
            let more = downstream.receive(value)
            if more > 0 { upstream?.request(more) }
        }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let downstream = self.downstream
        self.downstream = nil
        upstream = nil
        downstream?.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        if keepsDemand { demand += more } else { upstream?.request(more) }
    }

    func cancel() {
        downstream = nil
        let upstream = self.upstream
        self.upstream = nil
        upstream?.cancel()
    }
}

extension Publisher {
    /// The same events, each handed on by `scheduler` (`DispatchQueue.main`: after what the main
    /// queue holds already; see ``Scheduler``'s conformances for when a snapshot sees them).
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }

    /// The values that `dueTime` passes after without a newer one, handed on by `scheduler`.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }
}
