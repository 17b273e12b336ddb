public import Foundation

/// Compares a value with its reference on disk and returns the failure message instead of
/// reporting it; `nil` means the snapshot matches.
///
/// Build custom assertions on it:
///
/// ```swift
/// func assertScreen(_ vc: ViewController, file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
///     if let failure = verifySnapshot(of: vc, as: .image(on: .iPhoneSE), file: file, testName: testName) {
///         XCTFail(failure, file: file, line: line)
///     }
/// }
/// ```
///
/// What happens depends on the record mode (see ``SnapshotTestingConfiguration/Record``):
/// a missing reference is recorded (and fails), a mismatch fails with a description of the
/// difference and writes artifacts (the new snapshot, a copy of the reference and, for
/// images, a difference picture) plus an `index.html` report to the artifacts folder:
/// `SNAPSHOT_ARTIFACTS`, or `<package root>/.build/snapshot-artifacts`. A reference that
/// cannot be read or decoded fails with its path and the command that re-records it.
///
/// Reference names: `<testName>.<n|name>.<ext>` as upstream, where a name is escaped
/// reversibly (`dark mode` → `dark%20mode`), so distinct names never share a file. A suite
/// that is not named after its file, the arguments of a parameterized Swift Testing case
/// (for unnamed snapshots), a second test target with a file of the same name, and names too
/// long for the file system each add to or shorten the name as described in
/// `SnapshotFileName`; references of one suite per file keep upstream's names. Two
/// assertions of one process that still resolve to one file fail, the second naming both.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy that turns it into a snapshot and compares snapshots.
///   - name: Names the reference file (`testName.<name>.ext`) instead of the per-test counter
///     (`testName.1.ext`, `testName.2.ext`, …). Characters other than letters, digits, `_`
///     and `-` are written `%XX`; the empty name is written `%empty`.
///   - recording: The record mode; `nil` defers to ``withSnapshotTesting(record:diffTool:operation:)``,
///     then `SNAPSHOT_TESTING_RECORD`, then ``SnapshotTestingConfiguration/Record/missing``.
///     `true` and `false` mean `.all` and `.missing`, as upstream.
///   - snapshotDirectory: The folder of the reference file, replacing
///     `<package root>/__Snapshots__/<TestFileName>`. Differs from upstream, whose default
///     folder sits next to the test file (references found there are still used).
///   - timeout: How long to wait for a strategy that delivers asynchronously.
///   - fileID: The test's file ID, for source locations; its module qualifies the reference
///     folder when two test targets have a test file of the same name.
///   - filePath: The test's file path; decides the package root and the `<TestFileName>` folder.
///   - testName: The test's name, spelled for the file name as upstream (`testLogin()` →
///     `testLogin`, `render(device:)` → `render-device`).
///   - line: The line of the assertion.
///   - column: The column of the assertion.
/// - Returns: The failure message, or `nil` when the snapshot matches.
public func verifySnapshot<Value, Format>(
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
) -> String? {
    let prepared: PreparedVerification<Value, Format> = prepareVerification(
        as: snapshotting, named: name, record: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
    switch prepared {
    case .failed(let message):
        return message
    case .ready(let verification):
        return verification.run(value)
    }
}

/// A verification ready to take its snapshot, or the failure that stopped it first.
enum PreparedVerification<Value, Format> {
    case failed(String)
    case ready(SnapshotVerification<Value, Format>)
}

/// Everything `verifySnapshot` does before taking the snapshot, on the caller's thread:
/// resolves the record mode and the reference's name (which counts the test's unnamed
/// snapshots), claims the reference and joins the run's report.
func prepareVerification<Value, Format>(
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    record recording: SnapshotTestingConfiguration.Record?,
    snapshotDirectory: String?,
    timeout: TimeInterval,
    fileID: StaticString,
    file filePath: StaticString,
    testName: String,
    line: UInt,
    column: UInt
) -> PreparedVerification<Value, Format> {
    let mode: SnapshotTestingConfiguration.Record
    let modeOrigin: RecordModeOrigin
    do {
        (mode, modeOrigin) = try SnapshotTestingConfiguration.Record.resolveWithOrigin(argument: recording)
    } catch {
        return .failed(error.description)
    }
    let fileIDText = String(describing: fileID)
    let test = TestContext.current
    let location: SnapshotLocation
    do {
        location = try SnapshotLocation(
            fileID: fileIDText,
            filePath: String(describing: filePath),
            testName: testName,
            name: name,
            pathExtension: snapshotting.pathExtension,
            snapshotDirectory: snapshotDirectory,
            test: test
        )
    } catch {
        return .failed(error.description)
    }
    let claimant = ReferenceClaims.Claimant(test: test, sourceLocation: "\(fileIDText):\(line):\(column)")
    let referencePath = location.referenceURL.standardizedFileURL.path
    // References in upstream's layout keep upstream's sharing rule (see UpstreamReference).
    let claim = location.isUpstreamLayout ? .again : ReferenceClaims.claim(referencePath, by: claimant)
    if case .taken(let first) = claim {
        return .failed(
            SnapshotNamingError.referenceClaimedTwice(
                path: location.referenceURL.path, first: first.description, second: claimant.description
            ).description)
    }
    // Inside a test, the first assertion of a new test run starts the report afresh, so that
    // a green run replaces an earlier run's failures with "no failures"; and each file's first
    // claim in this process is checked against the run's other processes. Outside a test (a
    // benchmark, a tool) there is no run to speak of. Trouble with the run's files must not
    // fail a passing assertion, but must not go unnoticed either.
    if test != nil {
        do {
            try FailureReport.join(folder: location.artifactsRoot)
            if claim == .first, let other = try FailureReport.claim(referencePath, by: claimant.description, folder: location.artifactsRoot)
            {
                return .failed(
                    SnapshotNamingError.referenceClaimedTwice(
                        path: location.referenceURL.path, first: other + " (in another test process of this run)",
                        second: claimant.description
                    ).description)
            }
        } catch {
            TestContext.recordWarning(
                "The test run's report files could not be updated, so the report may still show an earlier run's failures and this assertion's reference was not checked against other test processes: \(error.description)",
                fileID: fileID, filePath: filePath, line: line, column: column
            )
        }
    }
    let verification = SnapshotVerification(
        snapshotting: snapshotting,
        name: name,
        mode: mode,
        modeOrigin: modeOrigin,
        location: location,
        timeout: timeout,
        sourceLocation: "\(fileIDText):\(line)",
        moduleName: fileIDText.split(separator: "/").first.map(String.init) ?? "",
        test: test,
        testName: testName,
        note: { TestContext.recordWarning($0, fileID: fileID, filePath: filePath, line: line, column: column) },
        reportsToRun: test != nil
    )
    return .ready(verification)
}
