extension Publishers {
    /// The publisher of ``Publisher/handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)``:
    /// the same events, each shown to a closure first.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher watched.
        public let upstream: Upstream
        /// Called with the upstream's subscription.
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// Called with each value.
        public var receiveOutput: ((Output) -> Void)?
        /// Called with the completion.
        public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        /// Called when the subscriber cancels.
        public var receiveCancel: (() -> Void)?
        /// Called with each demand the subscriber asks for.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Watches `upstream`'s events with the given closures.
        public init(
            upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Subscribes to the upstream through a subscriber that calls the closures.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let watch = EventWatch<Output, Failure>(
                subscription: { receiveSubscription?($0) }, value: { receiveOutput?($0) },
                completion: { receiveCompletion?($0) }, cancel: { receiveCancel?() }, request: { demand, _ in receiveRequest?(demand) })
            upstream.receive(subscriber: WatchedLink(downstream: subscriber, watch: watch))
        }
    }

    /// The publisher of ``Publisher/print(_:to:)``: the same events, each written as a line.
    public struct Print<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher watched.
        public let upstream: Upstream
        /// What starts each line (with ": " after it when not empty).
        public let prefix: String
        /// Where the lines go; `nil` for standard output.
        public let stream: (any TextOutputStream)?

        /// Writes `upstream`'s events to `stream`.
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        /// Subscribes to the upstream through a subscriber that writes each event.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let writer = LineWriter(prefix: prefix, stream: stream)
            let watch = EventWatch<Output, Failure>(
                subscription: { writer.write("receive subscription: (\(describe($0)))") },
                value: { writer.write("receive value: (\($0))") },
                completion: { completion in
                    switch completion {
                    case .finished: writer.write("receive finished")
                    case .failure(let error): writer.write("receive error: (\(error))")
                    }
                },
                cancel: { writer.write("receive cancel") },
                request: { demand, synchronous in
                    let amount = demand.max.map { "max: (\($0))" } ?? "unlimited"
                    writer.write("request \(amount)\(synchronous ? " (synchronous)" : "")")
                })
            upstream.receive(subscriber: WatchedLink(downstream: subscriber, watch: watch))
        }
    }
}

/// A subscription's name in `print`'s lines: its description when it has one, else its type's
/// name without module or generic arguments.
private func describe(_ subscription: any Subscription) -> String {
    if let described = subscription as? any CustomStringConvertible { return described.description }
    let name = String(describing: type(of: subscription))
    return String(name.prefix { $0 != "<" })
}

/// Writes `print`'s lines to a stream or to standard output.
private final class LineWriter {
    private let prefix: String
    private var stream: (any TextOutputStream)?

    init(prefix: String, stream: (any TextOutputStream)?) {
        self.prefix = prefix.isEmpty ? "" : "\(prefix): "
        self.stream = stream
    }

    func write(_ line: String) {
        if stream != nil {
            stream?.write("\(prefix)\(line)\n")
        } else {
            Swift.print("\(prefix)\(line)")
        }
    }
}

/// What a watching operator is told of: each event, and each demand (with whether it came back
/// from a value's delivery rather than from a request).
struct EventWatch<Output, Failure: Error> {
    let subscription: (any Subscription) -> Void
    let value: (Output) -> Void
    let completion: (Subscribers.Completion<Failure>) -> Void
    let cancel: () -> Void
    let request: (Subscribers.Demand, Bool) -> Void
}

/// The subscriber a watching operator puts between its upstream and its subscriber, and the
/// subscription it hands that subscriber.
private final class WatchedLink<Downstream: Subscriber>: Subscriber, Subscription {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private let watch: EventWatch<Input, Failure>

    init(downstream: Downstream, watch: EventWatch<Input, Failure>) {
        self.downstream = downstream
        self.watch = watch
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        watch.subscription(subscription)
        upstream = subscription
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream else { return .none }
        watch.value(input)
        let more = downstream.receive(input)
        if more > 0 { watch.request(more, true) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let downstream else { return }
        watch.completion(completion)
        self.downstream = nil
        upstream = nil
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard downstream != nil else { return }
        watch.request(demand, false)
        upstream?.request(demand)
    }

    func cancel() {
        guard downstream != nil else { return }
        watch.cancel()
        downstream = nil
        let upstream = self.upstream
        self.upstream = nil
        upstream?.cancel()
    }
}

extension Publisher {
    /// The same events, each shown first to the closure given for it.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput, receiveCompletion: receiveCompletion,
            receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }

    /// The same events, each written as a line to `stream` (standard output when `nil`), as
    /// Combine writes them: `prefix: receive value: (3)`, `prefix: request unlimited`, ….
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
