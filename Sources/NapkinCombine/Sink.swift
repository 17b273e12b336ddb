extension Subscribers {
    /// Asks for every value and hands each to a closure, as Combine's `Subscribers.Sink`.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called once, with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?
        private var finished = false

        /// A sink calling `receiveCompletion` and `receiveValue`.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Keeps the subscription and asks for every value.
        public func receive(subscription: any Subscription) {
            guard self.subscription == nil, !finished else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Hands the value on.
        public func receive(_ input: Input) -> Subscribers.Demand {
            if !finished { receiveValue(input) }
            return .none
        }

        /// Hands the completion on and lets go of the subscription.
        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !finished else { return }
            finished = true
            subscription = nil
            receiveCompletion(completion)
        }

        /// Cancels the subscription: no value or completion arrives after it.
        public func cancel() {
            finished = true
            let subscription = self.subscription
            self.subscription = nil
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` at the end, until the
    /// returned token is cancelled or released.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value, until the returned token is cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
