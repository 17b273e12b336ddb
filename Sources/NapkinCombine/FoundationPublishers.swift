import Foundation

extension NotificationCenter {
    /// The notifications named `name` (from `object`, when given) posted to this center, as
    /// Combine's `NotificationCenter.publisher(for:object:)`. They arrive on the posting thread.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The notifications of one name posted to a center, as Combine's `NotificationCenter.Publisher`.
    public struct Publisher: NapkinCombine.Publisher {
        /// Each notification.
        public typealias Output = Notification
        /// It cannot fail.
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter
        /// The name observed.
        public let name: Notification.Name
        /// The sender observed, or `nil` for any.
        public let object: AnyObject?

        /// A publisher of `center`'s `name` notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Observes the center until the subscription is cancelled.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let conduit = CombiningConduit<Notification, Never>(AnySubscriber(subscriber), keepsOnlyLatest: false)
            let observation = CallbackBox(conduit.offer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { observation.call($0) }
            conduit.upstreams = [ObserverRemoval(center: center, token: token)]
            subscriber.receive(subscription: conduit)
        }
    }
}

extension Timer {
    /// A publisher of the date every `interval` seconds on `runLoop`, as Combine's
    /// `Timer.publish(every:tolerance:on:in:options:)`; it starts at `connect()` or, with
    /// `autoconnect()`, at the first subscriber. Ticks need the run loop to run: a snapshot,
    /// which renders without running it, sees none.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: Void? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// The publisher of ``publish(every:tolerance:on:in:options:)``.
    public final class TimerPublisher: ConnectablePublisher {
        /// The date of each tick.
        public typealias Output = Date
        /// It cannot fail.
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may be.
        public let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode
        private let ticks = PassthroughSubject<Date, Never>()

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Attaches `subscriber`; it gets the ticks after `connect()`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            ticks.receive(subscriber: subscriber)
        }

        /// Starts the timer; cancelling the result stops it.
        public func connect() -> any Cancellable {
            let send = CallbackBox<Date> { [ticks] date in ticks.send(date) }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in send.call(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}

/// A publisher that starts its work at `connect()`, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
    /// Starts the work; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects at the first subscriber and disconnects when the last one leaves.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// The publisher of ``ConnectablePublisher/autoconnect()``.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscribers = 0

        /// Connects `upstream` at its first subscriber.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes to the upstream, connecting it when this is the first subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribers += 1
            // The subscription keeps this publisher (and so the connection) until it ends, as
            // in Combine, where `Timer.publish(…).autoconnect().sink { … }` keeps no other reference.
            let release = OneTimeAction { self.subscriberLeft() }
            upstream.receive(
                subscriber: ClosureSubscriber<Output, Failure>(
                    subscription: { subscription in
                        subscriber.receive(subscription: LeavingSubscription(subscription, onCancel: release))
                    },
                    value: subscriber.receive(_:),
                    completion: { completion in
                        release.run()
                        subscriber.receive(completion: completion)
                    }))
            if connection == nil { connection = upstream.connect() }
        }

        private func subscriberLeft() {
            subscribers -= 1
            guard subscribers == 0 else { return }
            connection?.cancel()
            connection = nil
        }
    }
}

/// A subscription that reports, once, that its subscriber left.
final class LeavingSubscription: Subscription {
    private let inner: any Subscription
    private let onCancel: OneTimeAction

    init(_ inner: any Subscription, onCancel: OneTimeAction) {
        self.inner = inner
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) { inner.request(demand) }

    func cancel() {
        inner.cancel()
        onCancel.run()
    }
}

/// Removes a notification observer when cancelled.
private final class ObserverRemoval: Subscription {
    private let center: NotificationCenter
    private var token: (any NSObjectProtocol)?

    init(center: NotificationCenter, token: any NSObjectProtocol) {
        self.center = center
        self.token = token
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        guard let token else { return }
        self.token = nil
        center.removeObserver(token)
    }
}

/// A closure that Foundation's `@Sendable` callbacks (notification blocks, timers) may hold.
/// NapkinCombine is used from one thread or actor at a time (Publisher's documentation): the
/// callback runs on the thread that posts or runs the loop, which is the one that subscribed.
final class CallbackBox<Value>: @unchecked Sendable {
    private let action: (Value) -> Void

    init(_ action: @escaping (Value) -> Void) { self.action = action }

    func call(_ value: Value) { action(value) }
}

/// An action that runs at most once, however often it is asked to.
final class OneTimeAction {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) { self.action = action }

    func run() {
        let action = self.action
        self.action = nil
        action?()
    }
}
