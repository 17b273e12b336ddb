extension Publishers {
    /// The publisher of `map(_:)` and the other one-to-at-most-one operators: it
    /// hands each upstream value to `transform`, sends what comes back and drops `nil`.
    public struct TransformValues<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher transformed.
        public let upstream: Upstream
        /// Makes one subscription's transform (an operator with memory, such as
        /// `removeDuplicates`, starts afresh for each subscriber).
        let makeTransform: () -> (Upstream.Output) -> Output?

        /// Transforms `upstream`'s values; `nil` drops one.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            makeTransform = { transform }
        }

        init(upstream: Upstream, makeTransform: @escaping () -> (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.makeTransform = makeTransform
        }

        /// Subscribes to the upstream through a subscriber that transforms.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: Inner(downstream: subscriber, transform: makeTransform()))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber where Downstream.Input == Output, Downstream.Failure == Failure {
            let downstream: Downstream
            let transform: (Upstream.Output) -> Output?

            init(downstream: Downstream, transform: @escaping (Upstream.Output) -> Output?) {
                self.downstream = downstream
                self.transform = transform
            }

            func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

            func receive(_ input: Upstream.Output) -> Subscribers.Demand {
                // A dropped value was asked for: ask for one more in its place.
                guard let output = transform(input) else { return .max(1) }
                return downstream.receive(output)
            }

            func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
        }
    }

    /// The publisher of ``Publisher/setFailureType(to:)``: the same values, a wider failure type.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The publisher that cannot fail.
        public let upstream: Upstream

        /// Gives `upstream` the failure type `Failure`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Subscribes to the upstream; it never fails, so only `.finished` is passed on.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let forward = AnySubscriber<Output, Never>(
                ClosureSubscriber(
                    subscription: { subscriber.receive(subscription: $0) }, value: { subscriber.receive($0) },
                    completion: { _ in subscriber.receive(completion: .finished) }))
            upstream.receive(subscriber: forward)
        }
    }
}

extension Publishers {
    /// The publisher of `map(_:)`, under Combine's name.
    public typealias Map<Upstream: Publisher, Output> = TransformValues<Upstream, Output>
    /// The publisher of `map(_:)` with a key path, under Combine's name.
    public typealias MapKeyPath<Upstream: Publisher, Output> = TransformValues<Upstream, Output>
    /// The publisher of ``Publisher/compactMap(_:)``, under Combine's name.
    public typealias CompactMap<Upstream: Publisher, Output> = TransformValues<Upstream, Output>
    /// The publisher of ``Publisher/filter(_:)``, under Combine's name.
    public typealias Filter<Upstream: Publisher> = TransformValues<Upstream, Upstream.Output>
    /// The publisher of ``Publisher/removeDuplicates()``, under Combine's name.
    public typealias RemoveDuplicates<Upstream: Publisher> = TransformValues<Upstream, Upstream.Output>
}

/// A subscriber made of three closures: what the operators with nothing else to keep use.
final class ClosureSubscriber<Input, Failure: Error>: Subscriber {
    private let subscription: (any Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void

    init(
        subscription: @escaping (any Subscription) -> Void, value: @escaping (Input) -> Subscribers.Demand,
        completion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.subscription = subscription
        self.value = value
        self.completion = completion
    }

    func receive(subscription: any Subscription) { self.subscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

extension Publisher {
    /// Each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TransformValues<Self, T> {
        Publishers.TransformValues(upstream: self, transform: { transform($0) })
    }

    /// The value at `keyPath` of each value.
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.TransformValues<Self, T> {
        Publishers.TransformValues(upstream: self, transform: { $0[keyPath: keyPath] })
    }

    /// Each value transformed by `transform`, the `nil` results left out.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.TransformValues<Self, T> {
        Publishers.TransformValues(upstream: self, transform: transform)
    }

    /// The values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TransformValues<Self, Output> {
        Publishers.TransformValues(upstream: self, transform: { isIncluded($0) ? $0 : nil })
    }

    /// The values, each one left out when `predicate` says it repeats the last one sent.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.TransformValues<Self, Output> {
        Publishers.TransformValues(
            upstream: self,
            makeTransform: {
                let memory = Memory<Output>()
                return { value in
                    if let last = memory.last, predicate(last, value) { return nil }
                    memory.last = value
                    return value
                }
            })
    }

    /// Sends `value` in place of each `nil`.
    public func replaceNil<T>(with value: T) -> Publishers.TransformValues<Self, T> where Output == T? {
        Publishers.TransformValues(upstream: self, transform: { $0 ?? value })
    }

    /// The same values, typed as able to fail with `Failure`.
    public func setFailureType<F: Error>(to failureType: F.Type) -> Publishers.SetFailureType<Self, F> where Failure == Never {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Publisher where Output: Equatable {
    /// The values, each one left out when it equals the last one sent.
    public func removeDuplicates() -> Publishers.TransformValues<Self, Output> {
        removeDuplicates(by: ==)
    }
}

/// A mutable cell captured by an operator's closure.
private final class Memory<Value> {
    var last: Value?
}
