public import Foundation

/// Why a snapshot assertion could not compare or record; its description is the failure
/// message, written to tell the reader what to do next.
public enum SnapshotTestingError: Error, Equatable, CustomStringConvertible {
    /// `SNAPSHOT_TESTING_RECORD` holds something other than `all`, `missing`, `failed` or
    /// `never`.
    case invalidRecordMode(value: String)
    /// The strategy did not deliver a snapshot within the timeout.
    case snapshotTimedOut(seconds: TimeInterval)
    /// Producing the value to snapshot threw.
    case valueThrew(reason: String)
    /// The strategy could not take the snapshot (a picture beyond the canvas limits).
    case snapshotUnavailable(reason: String)
    /// The snapshot could not be converted to bytes.
    case encodingFailed(reason: String)
    /// A reference or artifact could not be written.
    case unwritableFile(path: String, reason: String)

    /// A message that says what went wrong and what to do.
    public var description: String {
        switch self {
        case .invalidRecordMode(let value):
            let modes = SnapshotTestingConfiguration.Record.allModes.map(\.rawValue).joined(separator: ", ")
            return """
                \(SnapshotEnvironment.recordVariable) is set to "\(value)", which is not a record mode. \
                Use one of: \(modes) (or unset it for the default, missing).
                """
        case .snapshotTimedOut(let seconds):
            return """
                Exceeded timeout of \(seconds) seconds waiting for snapshot.

                This can happen when a strategy finishes asynchronously, for example on the main \
                actor while the assertion blocks it. Raise the "timeout" parameter of \
                "assertSnapshot", or snapshot a value that renders synchronously.
                """
        case .valueThrew(let reason):
            return "Couldn't snapshot value: producing it threw \(reason)"
        case .snapshotUnavailable(let reason):
            return "Couldn't take the snapshot: \(reason)"
        case .encodingFailed(let reason):
            return "Couldn't encode the snapshot: \(reason)"
        case .unwritableFile(let path, let reason):
            return "Couldn't write \"\(path)\": \(reason)"
        }
    }
}
