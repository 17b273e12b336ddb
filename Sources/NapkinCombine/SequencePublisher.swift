extension Publishers {
    /// A sequence's elements, as many as asked for, then `.finished`, as Combine's
    /// `Publishers.Sequence` (`[1, 2, 3].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The elements.
        public typealias Output = Elements.Element

        /// The sequence published.
        public let sequence: Elements

        /// Publishes `sequence`.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Sends the elements as the subscriber asks for them.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let sequence = self.sequence
            subscriber.receive(subscription: SequenceSubscription(subscriber, sequence.makeIterator()) { "\(sequence)" })
        }
    }
}

extension Sequence {
    /// The elements as a publisher.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Sends a sequence's elements against the subscriber's demand.
private final class SequenceSubscription<Target: Subscriber, Elements: IteratorProtocol>: Subscription, CustomStringConvertible
where Target.Input == Elements.Element {
    private var subscriber: Target?
    private var iterator: Elements
    private var demand = Subscribers.Demand.none
    private var sending = false
    private let describeSequence: () -> String

    init(_ subscriber: Target, _ iterator: Elements, describeSequence: @escaping () -> String) {
        self.subscriber = subscriber
        self.iterator = iterator
        self.describeSequence = describeSequence
    }

    /// The sequence, as `print` shows the subscription (`[1, 2, 3]`).
    var description: String { describeSequence() }

    func request(_ more: Subscribers.Demand) {
        demand += more
        // A subscriber that asks for more from inside receive(_:) is served by the loop below.
        guard !sending else { return }
        sending = true
        defer { sending = false }
        while let subscriber, demand > 0 {
            guard let element = iterator.next() else {
                self.subscriber = nil
                return subscriber.receive(completion: .finished)
            }
            demand -= 1
            demand += subscriber.receive(element)
        }
    }

    func cancel() { subscriber = nil }
}
