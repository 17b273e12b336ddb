import Foundation

/// Asserts that a value matches its reference snapshot on disk.
///
/// ```swift
/// @MainActor @Test func loggedOut() {
///     assertSnapshot(of: LoggedOutViewController(), as: .image(on: .iPhone13Pro))
/// }
/// ```
///
/// The first run records the reference under `__Snapshots__/<TestFileName>/` at the package
/// root and fails, asking for a re-run; later runs compare against it. A failure is reported
/// with `Issue.record` inside a Swift Testing test and with `XCTFail` otherwise, at the
/// assertion's source location. See ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// for the parameters, record modes, artifacts and report.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record recording: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(),
        as: snapshotting,
        named: name,
        record: recording,
        snapshotDirectory: snapshotDirectory,
        timeout: timeout,
        fileID: fileID,
        file: filePath,
        testName: testName,
        line: line,
        column: column
    )
    guard let failure else { return }
    TestContext.recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a value matches one reference per named strategy, such as
/// `["light": .image(on: .iPhoneSE), "tree": .layoutDescription]`.
///
/// Each reference is named `testName.<name>.ext`. Strategies run in the order of their
/// names (upstream follows the dictionary's unspecified order).
public func assertSnapshots<Value, Format>(
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
) {
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try value(),
            as: strategy,
            named: name,
            record: recording,
            snapshotDirectory: snapshotDirectory,
            timeout: timeout,
            fileID: fileID,
            file: filePath,
            testName: testName,
            line: line,
            column: column
        )
    }
}

/// Asserts that a value matches one reference per strategy, numbered in order
/// (`testName.1.ext`, `testName.2.ext`, …).
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record recording: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(
            of: try value(),
            as: strategy,
            record: recording,
            snapshotDirectory: snapshotDirectory,
            timeout: timeout,
            fileID: fileID,
            file: filePath,
            testName: testName,
            line: line,
            column: column
        )
    }
}
