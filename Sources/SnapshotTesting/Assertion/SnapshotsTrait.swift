#if canImport(Testing)
public import Testing

/// A Swift Testing trait that sets the record mode and diff tool for a test or a whole suite,
/// like ``withSnapshotTesting(record:diffTool:operation:)`` around its body.
///
/// ```swift
/// @Suite(.snapshots(record: .failed)) struct LoginSnapshotTests { ... }
/// ```
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The settings applied while the test or suite runs.
    public let configuration: SnapshotTestingConfiguration

    /// Runs the test or suite inside the configuration.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) {
            try await function()
        }
    }
}

/// Upstream's name for ``SnapshotsTrait``.
public typealias _SnapshotsTestTrait = SnapshotsTrait

extension Trait where Self == SnapshotsTrait {
    /// The trait without settings of its own (`@Suite(.snapshots)`): the test or suite runs
    /// with the enclosing settings, as upstream's does.
    public static var snapshots: Self {
        snapshots()
    }

    /// Sets the record mode and diff tool for every snapshot assertion in the test or suite.
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil,
        diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> Self {
        SnapshotsTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }

    /// Applies `configuration` to every snapshot assertion in the test or suite.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        SnapshotsTrait(configuration: configuration)
    }
}
#endif
