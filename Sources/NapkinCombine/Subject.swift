/// A publisher you send values into, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers that asked for one.
    func send(_ value: Output)
    /// Finishes every subscriber; the subject sends nothing more.
    func send(completion: Subscribers.Completion<Failure>)
    /// Hands `subscription` to the subject as an upstream (the subject asks it for everything).
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends `()`.
    public func send() { send(()) }
}

extension Publisher {
    /// Sends every value and the completion into `subject`; the token ends it.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
    }
}

/// One subscriber of a subject, with what it still asks for.
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
    private(set) var subscriber: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private let onCancel: (SubjectConduit) -> Void
    /// The subject's kind, as `print` shows the subscription (`PassthroughSubject`).
    let description: String

    init(_ subscriber: AnySubscriber<Output, Failure>, description: String, onCancel: @escaping (SubjectConduit) -> Void) {
        self.subscriber = subscriber
        self.description = description
        self.onCancel = onCancel
    }

    /// Whether the subscriber has asked for a value not yet sent.
    var wantsValue: Bool { subscriber != nil && demand > 0 }

    /// Delivers `value` when the subscriber asked for one (a subject drops values nobody asked for).
    func offer(_ value: Output) {
        guard let subscriber, demand > 0 else { return }
        demand -= 1
        demand += subscriber.receive(value)
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let subscriber = self.subscriber
        self.subscriber = nil
        subscriber?.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        guard subscriber != nil else { return }
        demand += more
        demandGrew?(self)
    }

    /// Called when the subscriber asks for more (a current-value subject then sends its value).
    var demandGrew: ((SubjectConduit) -> Void)?

    func cancel() {
        guard subscriber != nil else { return }
        subscriber = nil
        onCancel(self)
    }
}

/// The subscribers of a subject, in the order they subscribed, and whether it has finished.
final class SubjectSubscribers<Output, Failure: Error> {
    /// The subject's kind, as `print` shows its subscriptions.
    private let kind: String
    private(set) var conduits: [SubjectConduit<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private var upstreams: [any Subscription] = []

    init(kind: String) { self.kind = kind }

    func add<S: Subscriber>(_ subscriber: S, demandGrew: ((SubjectConduit<Output, Failure>) -> Void)? = nil)
    where S.Input == Output, S.Failure == Failure {
        if let completion {
            subscriber.receive(subscription: IdleSubscription())
            return subscriber.receive(completion: completion)
        }
        let conduit = SubjectConduit(AnySubscriber(subscriber), description: kind) { [weak self] gone in
            self?.conduits.removeAll { $0 === gone }
        }
        conduit.demandGrew = demandGrew
        conduits.append(conduit)
        subscriber.receive(subscription: conduit)
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for conduit in conduits { conduit.offer(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finishing = conduits
        conduits = []
        for conduit in finishing { conduit.finish(completion) }
    }

    func attach(_ upstream: any Subscription) {
        upstreams.append(upstream)
        upstream.request(.unlimited)
    }
}

/// Sends each value to the subscribers that asked for one, keeping none, as Combine's
/// `PassthroughSubject`: a value sent before a subscriber subscribes never reaches it.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>(kind: "PassthroughSubject")

    /// A subject with no subscribers.
    public init() {}

    /// Attaches `subscriber` (or finishes it at once when the subject has finished).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber)
    }

    /// Sends `value` to the subscribers that asked for one.
    public func send(_ value: Output) { subscribers.send(value) }
    /// Finishes every subscriber.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    /// Asks `subscription` for everything.
    public func send(subscription: any Subscription) { subscribers.attach(subscription) }
}

/// Keeps a current value and sends it, then every new one, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>(kind: "CurrentValueSubject")
    private var current: Output

    /// A subject holding `value`.
    public init(_ value: Output) { current = value }

    /// The current value; setting it sends it.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    /// Attaches `subscriber`: it receives the current value at its first demand.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        var pending = true
        subscribers.add(subscriber) { [weak self] conduit in
            guard pending, conduit.wantsValue, let self else { return }
            pending = false
            conduit.offer(self.current)
        }
    }

    /// Stores `value` and sends it.
    public func send(_ value: Output) {
        guard subscribers.completion == nil else { return }
        current = value
        subscribers.send(value)
    }

    /// Finishes every subscriber.
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    /// Asks `subscription` for everything.
    public func send(subscription: any Subscription) { subscribers.attach(subscription) }
}
