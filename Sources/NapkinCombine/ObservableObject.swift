/// A class whose changes views can follow, as Combine's `ObservableObject` (Linux has no
/// Combine, so NapkinCombine brings its own and NapkinUI re-exports it): mark stored properties
/// `@Published`, and every write to one of them first sends `objectWillChange`.
///
/// ```swift
/// final class Cart: ObservableObject {
///     @Published var items: [String] = []
/// }
/// ```
/// NapkinUI draws when asked, so a view needs no subscription: the next render reads the new
/// values. `objectWillChange.sink { … }` is there for your own code and tests.
public protocol ObservableObject: AnyObject {
    /// The type of ``objectWillChange``.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher where ObjectWillChangePublisher.Failure == Never
    /// Sends before any `@Published` property changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

/// The publisher behind ``ObservableObject/objectWillChange``, as Combine's
/// `ObservableObjectPublisher`: `send()` reaches every subscriber that has not been cancelled,
/// in the order they subscribed.
public final class ObservableObjectPublisher: Publisher {
    /// `()` for each change.
    public typealias Output = Void
    /// It cannot fail.
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Tells the subscribers that the object is about to change.
    public func send() { subject.send(()) }

    /// Attaches `subscriber`.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher: one per object, kept by its first `@Published` property (an
    /// object with none gets a publisher that never sends, as in Combine).
    public var objectWillChange: ObservableObjectPublisher {
        for child in Mirror(reflecting: self).children {
            if let published = child.value as? PublishedStorage { return published.sharedPublisher(for: self) }
        }
        return ObservableObjectPublisher()
    }
}

/// The storage of a `@Published` property, found by reflection.
protocol PublishedStorage {
    func sharedPublisher(for object: AnyObject) -> ObservableObjectPublisher
}
