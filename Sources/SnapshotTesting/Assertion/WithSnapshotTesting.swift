/// Runs `operation` with a record mode and diff tool for every `assertSnapshot` inside it.
///
/// Settings left `nil` are inherited from an enclosing call. The setting is task-local: it
/// reaches child tasks but never tests running in parallel. For example, to re-record every
/// snapshot of one XCTest case:
///
/// ```swift
/// override func invokeTest() {
///     withSnapshotTesting(record: .all) { super.invokeTest() }
/// }
/// ```
///
/// An explicit `record:` argument of `assertSnapshot` still wins over this setting, and this
/// setting wins over the `SNAPSHOT_TESTING_RECORD` environment variable.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration.merged(record: record, diffTool: diffTool),
        operation: operation
    )
}

/// Runs the asynchronous `operation` with a record mode and diff tool for every
/// `assertSnapshot` inside it; see the synchronous variant.
///
/// The operation runs on the caller's actor (`isolation`), so a `@MainActor` test can call
/// main-actor code inside it without hopping.
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration.merged(record: record, diffTool: diffTool),
        operation: operation,
        isolation: isolation
    )
}

extension SnapshotTestingConfiguration {
    /// The current configuration with the given settings replacing the inherited ones. As in
    /// upstream, the diff tool is always set (the process-wide one when nothing encloses
    /// this call); the record mode stays `nil` unless set, so that an invalid
    /// `SNAPSHOT_TESTING_RECORD` still fails the assertions that rely on it.
    static func merged(record: Record?, diffTool: DiffTool?) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(
            record: record ?? current?.record,
            diffTool: diffTool ?? current?.diffTool ?? __diffTool
        )
    }
}
