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

extension Publishers {
    /// The publisher of ``Publisher/delay(for:tolerance:scheduler:options:)``: each value, and the
    /// completion, handed on by the scheduler `interval` after it came.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher delayed.
        public let upstream: Upstream
        /// How long each event waits.
        public let interval: Context.SchedulerTimeType.Stride
        /// How late the scheduler may run it.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The scheduler whose clock measures the wait and which hands the events on.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Delays `upstream`'s events by `interval` on `scheduler`.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes to the upstream; each event is scheduled `interval` after it comes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = ScheduledLink<Output, Failure>(AnySubscriber(subscriber))
            let (scheduler, interval, tolerance, options) = (self.scheduler, self.interval, self.tolerance, self.options)
            let later = { (action: @escaping () -> Void) in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
            }
            upstream.receive(
                subscriber: ClosureSubscriber<Output, Failure>(
                    subscription: link.attach,
                    value: { value in
                        later { link.deliver(value) }
                        return .none
                    },
                    completion: { completion in later { link.finish(completion) } }))
        }
    }

    /// The publisher of ``Publisher/throttle(for:scheduler:latest:)``: at most one value per
    /// `interval`. A value that comes after a quiet interval is handed on at once (through the
    /// scheduler); the ones that come sooner wait for the interval's end, when the newest of them
    /// (`latest`) or the first is handed on. The completion follows a value still waiting. A
    /// value is dropped when the subscriber has not asked for one.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher throttled.
        public let upstream: Upstream
        /// The shortest time between two values handed on.
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler whose clock measures it and which hands the values on.
        public let scheduler: Context
        /// Whether the newest value of an interval is handed on, rather than the first.
        public let latest: Bool

        /// Throttles `upstream` to one value per `interval` on `scheduler`.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Subscribes to the upstream; values go through the throttle.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = ScheduledLink<Output, Failure>(AnySubscriber(subscriber), keepsDemand: true)
            let throttle = ThrottleGate(link: link, interval: interval, scheduler: scheduler, latest: latest)
            upstream.receive(
                subscriber: ClosureSubscriber<Output, Failure>(
                    subscription: link.attach,
                    value: { value in
                        throttle.offer(value)
                        return .none
                    },
                    completion: throttle.finish))
        }
    }
}

/// One subscription's throttle: the value waiting for its interval's end, and when the last one went.
private final class ThrottleGate<Output, Failure: Error, Context: Scheduler> {
    private let link: ScheduledLink<Output, Failure>
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private var waiting: Output?
    private var waitingCompletion: Subscribers.Completion<Failure>?
    private var scheduled = false
    private var lastSent: Context.SchedulerTimeType?

    init(link: ScheduledLink<Output, Failure>, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        self.link = link
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
    }

    func offer(_ value: Output) {
        guard waitingCompletion == nil else { return }
        if scheduled {
            if latest { waiting = value }
            return
        }
        waiting = value
        scheduled = true
        let now = scheduler.now
        let due = lastSent.map { Swift.max(now, $0.advanced(by: interval)) } ?? now
        if due == now {
            scheduler.schedule { self.send() }
        } else {
            scheduler.schedule(after: due) { self.send() }
        }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard waitingCompletion == nil else { return }
        waitingCompletion = completion
        if !scheduled { scheduler.schedule { self.send() } }
    }

    private func send() {
        scheduled = false
        if let value = waiting {
            waiting = nil
            lastSent = scheduler.now
            link.deliver(value)
        }
        if let completion = waitingCompletion { link.finish(completion) }
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

    /// Each value and the completion, handed on by `scheduler` `interval` after they came.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler, options: options)
    }

    /// At most one value per `interval`: the first after a quiet interval at once, then the newest
    /// (`latest`) or the first of each interval at its end.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

extension Publishers {
    /// The publisher of ``Publisher/subscribe(on:options:)``: the upstream is subscribed to, and
    /// asked for values and cancelled, through the scheduler; its values and completion arrive
    /// wherever the upstream sends them (pair it with ``Publisher/receive(on:options:)`` to move those).
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher subscribed to.
        public let upstream: Upstream
        /// Where the subscription, its requests and its cancellation happen.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// Subscribes to `upstream` on `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Schedules the subscription to the upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let upstream = self.upstream
            let link = SubscribeOnLink<Output, Failure, Context>(AnySubscriber(subscriber), scheduler: scheduler, options: options)
            scheduler.schedule(options: options) { upstream.receive(subscriber: link) }
        }
    }
}

/// Between a ``Publishers/SubscribeOn`` and its subscriber: events pass straight down; requests
/// and the cancellation go up through the scheduler.
private final class SubscribeOnLink<Input, Failure: Error, Context: Scheduler>: Subscriber, Subscription {
    private var downstream: AnySubscriber<Input, Failure>?
    private var upstream: (any Subscription)?
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(_ downstream: AnySubscriber<Input, Failure>, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        upstream = subscription
        downstream?.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let downstream = self.downstream
        self.downstream = nil
        upstream = nil
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        scheduler.schedule(options: options) { [self] in upstream?.request(demand) }
    }

    func cancel() {
        downstream = nil
        scheduler.schedule(options: options) { [self] in
            let upstream = self.upstream
            self.upstream = nil
            upstream?.cancel()
        }
    }
}

extension Publisher {
    /// The same publisher, subscribed to (and asked and cancelled) through `scheduler`, as
    /// Combine's `subscribe(on:options:)`: `.subscribe(on: DispatchQueue.global())` starts the
    /// work off the caller's thread.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
