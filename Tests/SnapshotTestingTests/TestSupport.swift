import Foundation
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// Runs `body` with a controlled environment: failure artifacts go to `artifacts`, and
/// neither the machine's `SNAPSHOT_TESTING_RECORD` nor its `CI` affect the outcome.
func withTestEnvironment<T>(artifacts: TemporaryFolder, _ extra: [String: String] = [:], _ body: () throws -> T) rethrows -> T {
    var environment = ["SNAPSHOT_ARTIFACTS": artifacts.path("artifacts")]
    environment.merge(extra) { $1 }
    return try SnapshotEnvironment.$override.withValue(environment, operation: body)
}

/// The bytes of a file.
func contents(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

/// Runs `body`, whose `never` assertion of a missing reference adds a note (a warning issue
/// with the expected path and the command that records it), and returns its result.
func expectingNeverNote<T>(_ body: () -> T) -> T {
    var result: T?
    withKnownIssue {
        result = body()
    } matching: { issue in
        issue.severity == .warning && issue.description.contains("The record mode is \"never\".")
    }
    return result!
}
