internal import Foundation

/// The environment variables this module reads.
///
/// Tests of the module itself replace them through ``override`` (a task-local), because
/// changing the real process environment would leak into tests running in parallel.
enum SnapshotEnvironment {
    /// The record mode: `all`, `missing`, `failed` or `never`.
    static let recordVariable = "SNAPSHOT_TESTING_RECORD"
    /// The folder for failure artifacts and the HTML report.
    static let artifactsVariable = "SNAPSHOT_ARTIFACTS"
    /// Bazel's folder for a test's own outputs (`bazel test` keeps them per shard); the
    /// artifacts go to its `snapshot-artifacts` unless ``artifactsVariable`` is set.
    static let bazelOutputsVariable = "TEST_UNDECLARED_OUTPUTS_DIR"
    /// The folder of this package's own references, instead of `__Snapshots__` at the package
    /// root (relative to the package root, or absolute); when set, references in
    /// swift-snapshot-testing's layout beside the test files are not read (see ``ReferenceRoot``).
    static let referenceRootVariable = "SNAPSHOT_TESTING_REFERENCE_ROOT"
    /// Set by most CI services; references recorded there are lost with the machine.
    static let continuousIntegrationVariable = "CI"

    /// Replaces the process environment for the current task when set.
    @TaskLocal static var override: [String: String]?

    /// The value of `name`, or `nil` when it is unset or empty.
    static func value(_ name: String) -> String? {
        // One variable read with getenv, not the whole environment copied into a dictionary
        // (which cost a fifth of a millisecond per assertion, read three or four times).
        let value = override.map { $0[name] } ?? getenv(name).map { String(cString: $0) }
        guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return value
    }

    /// True on a CI machine (the `CI` variable is set to anything but `false` or `0`).
    static var isContinuousIntegration: Bool {
        guard let value = value(continuousIntegrationVariable)?.lowercased() else { return false }
        return value != "false" && value != "0"
    }
}
