internal import Foundation

/// A matrix variant's snapshot: taken, or being drawn on a worker (FrameDrawing.swift).
enum PendingSnapshot<Format> {
    /// The snapshot, in hand.
    case taken(Format)
    /// The snapshot arrives in the slot, within `timeout` seconds.
    case arriving(DeliverySlot<Result<Format, SnapshotUnavailable>>, timeout: TimeInterval)

    /// The snapshot, waiting for it when it is still being drawn: on a worker thread only.
    func value() throws(SnapshotTestingError) -> Format {
        switch self {
        case .taken(let snapshot):
            return snapshot
        case .arriving(let slot, let timeout):
            guard let result = slot.wait(timeout: timeout) else { throw .snapshotTimedOut(seconds: timeout) }
            return try SnapshotWaiter.unwrapped(result)
        }
    }
}

extension PendingSnapshot: Sendable where Format: Sendable {}

extension SnapshotVerification {
    /// Like ``take(_:)``, for a matrix that examines its variants on other cores: when the
    /// strategy draws its snapshot on a worker (a NapkinUI strategy, see FrameDrawing.swift),
    /// returns at once with the slot the snapshot arrives in, for the examining worker to wait
    /// on; any other strategy's snapshot is waited for here, as ``take(_:)`` waits.
    func startTaking(_ value: () throws -> Value) throws(SnapshotTestingError) -> PendingSnapshot<Format> {
        let input = try evaluate(value)
        let elsewhere = FramesDrawnElsewhere()
        let slot = FrameDrawing.$offCaller.withValue(elsewhere) { SnapshotWaiter.start(snapshotting.snapshot(input)) }
        if let result = slot.value { return .taken(try SnapshotWaiter.unwrapped(result)) }
        if elsewhere.any { return .arriving(slot, timeout: timeout) }
        return .taken(try SnapshotWaiter.value(in: slot, timeout: timeout))
    }
}
