/// Settings for `assertSnapshot` that apply for the duration of an operation: the record mode
/// and the diff tool.
///
/// Set them with ``withSnapshotTesting(record:diffTool:operation:)`` or, in Swift Testing, with
/// the ``Testing/Trait/snapshots(record:diffTool:)`` trait. They are task-local values, so
/// tests running in parallel never see each other's settings.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration in effect for the current task, if any.
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    /// The record mode; `nil` falls back to the enclosing configuration, then to the
    /// `SNAPSHOT_TESTING_RECORD` environment variable.
    public var record: Record?
    /// How failure messages point at the two files; `nil` falls back to the enclosing
    /// configuration, then to ``DiffTool/default``.
    public var diffTool: DiffTool?

    /// A configuration; leave a setting `nil` to inherit it.
    public init(record: Record? = nil, diffTool: DiffTool? = nil) {
        self.record = record
        self.diffTool = diffTool
    }
}
