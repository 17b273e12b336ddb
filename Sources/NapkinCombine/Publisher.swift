/// Something that hands values, then at most one completion, to the subscribers it is given,
/// as Combine's `Publisher`.
///
/// NapkinCombine delivers synchronously, on the thread that sends: a value sent from the main
/// actor reaches its subscribers before `send` returns. Publishers and subscriptions are not
/// locked; use each from one thread or actor at a time (in a SwiftUI-style app: the main actor).
public protocol Publisher<Output, Failure> {
    /// The values this publisher sends.
    associatedtype Output
    /// The error it may finish with (`Never` when it cannot fail).
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher calls its `receive(subscription:)` once, then sends
    /// values as the subscriber asks for them, then at most one completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber`, as Combine's `subscribe(_:)`.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// What receives a publisher's values, as Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The values it takes.
    associatedtype Input
    /// The error it may be told of.
    associatedtype Failure: Error

    /// The publisher accepted the subscriber: ask for values with `subscription.request(_:)`.
    func receive(subscription: any Subscription)
    /// One value; the answer is how many more values the subscriber wants beyond those asked for.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished, normally or with an error; nothing follows.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// An identity for subscribers, as Combine's `CustomCombineIdentifierConvertible`.
public protocol CustomCombineIdentifierConvertible {
    /// The identity.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// A class's identity is its object's.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identity, as Combine's `CombineIdentifier`.
public struct CombineIdentifier: Hashable, Sendable {
    private let value: UInt

    /// The identity of `object`.
    public init(_ object: AnyObject) {
        value = UInt(bitPattern: ObjectIdentifier(object).hashValue)
    }
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the work; after it, no more values or completions arrive.
    func cancel()
}

extension Cancellable {
    /// Keeps the cancellable alive as long as `set`, as Combine's `store(in:)`.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    /// Keeps the cancellable alive as long as `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// A subscriber's link to its publisher, as Combine's `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// The subscribers NapkinCombine provides and the types that describe a subscription's events.
public enum Subscribers {}

/// The publishers NapkinCombine's operators return.
public enum Publishers {}
