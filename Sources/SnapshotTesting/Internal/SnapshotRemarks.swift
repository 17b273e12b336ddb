internal import NapkinSupport

/// What a strategy noticed while taking one snapshot that the person recording it must hear
/// about: an SF Symbol name NapkinUI draws as a magenta box, say. The snapshot itself is only
/// pixels, so the strategy says it here, and the assertion adds it to every message that
/// records or shows the new snapshot (a reference must not keep a placeholder unnoticed).
///
/// A verification makes one and installs it as ``current`` (a task-local, which the main-actor
/// work a strategy starts inherits) while it takes its snapshot.
final class SnapshotRemarks: Sendable {
    /// The remarks of the snapshot being taken, if an assertion is taking one.
    @TaskLocal static var current: SnapshotRemarks?

    private let remarks = Locked<[String]>([])

    /// Adds `remark` unless it was made already.
    func add(_ remark: String) {
        remarks.withLock { if !$0.contains(remark) { $0.append(remark) } }
    }

    /// The remarks, in the order they were made.
    var all: [String] { remarks.withLock { $0 } }

    /// The remarks as paragraphs appended to a message: empty when there are none.
    var paragraphs: String {
        all.map { "\n\n" + $0 }.joined()
    }
}
