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
/// takes plain closures from Swift 5 code, as upstream's does. A built-in strategy whose
/// snapshot cannot be taken (a picture beyond the canvas limits) delivers no value to `run`;
/// the assertion then fails with the reason, and ``map(_:)`` and the pullbacks pass that on.
public struct Async<Value> {
    /// The work: it delivers the value, or why there is none.
    private let work: (_ deliver: @escaping @Sendable (Result<Value, SnapshotUnavailable>) -> Void) -> Void

    /// A value produced by `run`, which must call its callback exactly once.
    @preconcurrency
    public init(run: @escaping (_ callback: @escaping @Sendable (Value) -> Void) -> Void) {
        work = { deliver in run { value in deliver(.success(value)) } }
    }

    private init(work: @escaping (_ deliver: @escaping @Sendable (Result<Value, SnapshotUnavailable>) -> Void) -> Void) {
        self.work = work
    }

    /// Work that delivers the value or the reason there is none. (A factory rather than an
    /// initialiser, so that `Async { … }` never means anything but ``init(run:)``.)
    static func delivering(_ work: @escaping (_ deliver: @escaping @Sendable (Result<Value, SnapshotUnavailable>) -> Void) -> Void) -> Async
    {
        Async(work: work)
    }

    /// Starts the work; calls `callback` exactly once with the value (and never when the
    /// snapshot cannot be taken; see the type's documentation).
    @preconcurrency
    public func run(_ callback: @escaping @Sendable (Value) -> Void) {
        work { result in
            if case .success(let value) = result { callback(value) }
        }
    }

    /// Starts the work; calls `deliver` exactly once with the value or why there is none.
    func runResult(_ deliver: @escaping @Sendable (Result<Value, SnapshotUnavailable>) -> Void) {
        work(deliver)
    }

    /// A value that is already available.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// The same pending value, transformed once it arrives.
    @preconcurrency
    public func map<NewValue>(_ transform: @escaping @Sendable (Value) -> NewValue) -> Async<NewValue> {
        Async<NewValue>(work: { deliver in
            self.work { result in deliver(result.map(transform)) }
        })
    }

    /// The value `next` makes of this one once it arrives; a snapshot that cannot be taken
    /// stays so.
    func then<NewValue>(_ next: @escaping @Sendable (Value) -> Async<NewValue>) -> Async<NewValue> {
        Async<NewValue>(work: { deliver in
            self.work { result in
                switch result {
                case .success(let value): next(value).runResult(deliver)
                case .failure(let unavailable): deliver(.failure(unavailable))
                }
            }
        })
    }
}

/// Why a strategy could not take its snapshot: the assertion fails with `reason`.
struct SnapshotUnavailable: Error, Equatable, Sendable {
    /// What the user reads, with what to do.
    let reason: String
}
