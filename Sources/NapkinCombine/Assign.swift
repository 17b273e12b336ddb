extension Subscribers {
    /// Writes every value to a property of an object, as Combine's `Subscribers.Assign`; it keeps
    /// the object until the publisher finishes or the subscription is cancelled.
    public final class Assign<Root, Input>: Subscriber, Cancellable {
        /// The failure type: assigning cannot handle an error.
        public typealias Failure = Never

        /// The object written to, until the end.
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        /// Writes to `object[keyPath:]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// Asks for every value.
        public func receive(subscription: any Subscription) {
            guard self.subscription == nil, object != nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Writes the value.
        public func receive(_ input: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = input
            return .none
        }

        /// Lets go of the object.
        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        /// Stops writing and lets go of the object.
        public func cancel() {
            let subscription = self.subscription
            self.subscription = nil
            object = nil
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes every value to `object[keyPath:]`, keeping `object` alive until the returned token
    /// is cancelled or released (mind the cycle when `object` keeps the token).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        receive(subscriber: assign)
        return AnyCancellable(assign)
    }
}
