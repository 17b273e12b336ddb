package import Foundation

/// What `assertSnapshots(of:as:…)` with named strategies of a `Sendable` format does, without
/// a test to report to: verifies the variants on the available cores (the NapkinUI strategies
/// lay out each on the main actor and draw on workers meanwhile) and returns the failure
/// messages in the order of the names; an empty list means every variant matches. For tools
/// of this package (napkin-bench times a device matrix with it).
package func verifySnapshots<Value, Format: Sendable>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record recording: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> [String] {
    var failures: [String] = []
    SnapshotMatrix(
        variants: strategies.sorted { $0.key < $1.key }.map { .init(name: $0.key, strategy: $0.value) }, recording: recording,
        snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, filePath: filePath, testName: testName, line: line,
        column: column
    ).verify(value, examining: SnapshotMatrix<Value, Format>.concurrently) { failures.append($0) }
    return failures
}
