/// A value that arrives later, through a callback: how a ``Snapshotting`` strategy hands over
/// a snapshot that cannot be produced synchronously.
///
/// Most strategies produce their snapshot immediately and never need this type directly;
/// ``Snapshotting/init(pathExtension:diffing:snapshot:)`` wraps the result with
/// ``init(value:)``. `assertSnapshot` waits for the callback up to its `timeout`.
///
/// Differs from upstream: the callback is `@Sendable`, so a strategy may call it from another
/// thread or actor (the NapkinUI strategies call it from the main actor). `run` is a method
/// rather than upstream's stored closure, called the same way; being `@preconcurrency`, it
/// takes plain closures from Swift 5 code, as upstream's does.
public struct Async<Value> {
    /// The work, as given to ``init(run:)``.
    private let work: (_ callback: @escaping @Sendable (Value) -> Void) -> Void

    /// A value produced by `run`, which must call its callback exactly once.
    @preconcurrency
    public init(run: @escaping (_ callback: @escaping @Sendable (Value) -> Void) -> Void) {
        self.work = run
    }

    /// Starts the work; calls `callback` exactly once with the value.
    @preconcurrency
    public func run(_ callback: @escaping @Sendable (Value) -> Void) {
        work(callback)
    }

    /// A value that is already available.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// The same pending value, transformed once it arrives.
    @preconcurrency
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue> { callback in
            self.run { value in callback(transform(value)) }
        }
    }
}
