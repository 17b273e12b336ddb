import Foundation
import NapkinFoundation

extension NSObject {
    /// The values of an object's key path as they change, as Combine's
    /// `NSObject.KeyValueObservingPublisher`: `player.publisher(for: \.rate)`. The object must
    /// announce its changes (``NapkinFoundation/KeyValueObservable``), as napkin's `AVPlayer` and
    /// `AVPlayerItem` do; Linux has no key-value observing of other objects.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher {
        /// Each value.
        public typealias Output = Value
        /// It cannot fail.
        public typealias Failure = Never

        /// The object observed.
        public let object: Subject
        /// The key path observed.
        public let keyPath: KeyPath<Subject, Value>
        /// `.initial` sends the current value first; the values sent are always the new ones.
        public let options: NSKeyValueObservingOptions
        let changes: KeyValueChangeRegistry

        /// Observes the object until the subscription is cancelled.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let conduit = CombiningConduit<Value, Never>(AnySubscriber(subscriber), keepsOnlyLatest: false)
            let tracker = KeyPathTracker(object: object, keyPath: keyPath)
            let offer = CallbackBox(conduit.offer)
            let token = changes.add { [weak object] isPrior in
                guard !isPrior, let object, let (_, value) = tracker.next(of: object) else { return }
                offer.call(value)
            }
            conduit.upstreams = [RegistryRemoval(changes: changes, token: token)]
            subscriber.receive(subscription: conduit)
            if options.contains(.initial) { conduit.offer(tracker.last) }
        }
    }
}

extension KeyValueObservable where Self: NSObject {
    /// The values at `keyPath` as they change, the current one first (with the default options),
    /// as Combine's `publisher(for:options:)` on an `NSObject`.
    public func publisher<Value>(
        for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
    ) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options, changes: keyValueChanges)
    }
}

/// Removes a key-value observer when cancelled.
private final class RegistryRemoval: Subscription {
    private let changes: KeyValueChangeRegistry
    private var token: Int?

    init(changes: KeyValueChangeRegistry, token: Int) {
        self.changes = changes
        self.token = token
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        guard let token else { return }
        self.token = nil
        changes.remove(token)
    }
}
