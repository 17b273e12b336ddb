public import Foundation

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
/// assertion's source location. See ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)-(_,_,_,SnapshotTestingConfiguration.Record?,_,_,_,_,_,_,_)``
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
/// names (upstream follows the dictionary's unspecified order), and failures are reported in
/// that order, each as its own `assertSnapshot` would report it.
///
/// This form serves formats that are not `Sendable` and verifies one variant after another;
/// for a `Sendable` format (images, text, data) the overload below verifies the variants on
/// the available cores.
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
    let variants = strategies.sorted { $0.key < $1.key }.map { SnapshotMatrix<Value, Format>.Variant(name: $0.key, strategy: $0.value) }
    SnapshotMatrix(
        variants: variants, recording: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    ).assert(value, examining: SnapshotMatrix<Value, Format>.inOrder)
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
    let variants = strategies.map { SnapshotMatrix<Value, Format>.Variant(name: nil, strategy: $0) }
    SnapshotMatrix(
        variants: variants, recording: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    ).assert(value, examining: SnapshotMatrix<Value, Format>.inOrder)
}

/// Asserts that a value matches one reference per named strategy — a matrix such as
/// `["light": .image(on: .iPhone13Pro), "dark": .image(on: .iPhone13Pro, traits: .init(userInterfaceStyle: .dark))]`
/// — verifying the variants on the available cores.
///
/// The value is rendered for each variant in turn on the caller's thread (the main actor
/// for a view); reading, decoding and comparing each reference runs on another core
/// meanwhile. Names, reference files, record modes, messages, artifacts, the report and the
/// issues (with their test, source location and order) are those of one `assertSnapshot`
/// per variant in the order of the names.
public func assertSnapshots<Value, Format: Sendable>(
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
    let variants = strategies.sorted { $0.key < $1.key }.map { SnapshotMatrix<Value, Format>.Variant(name: $0.key, strategy: $0.value) }
    SnapshotMatrix(
        variants: variants, recording: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    ).assert(value, examining: SnapshotMatrix<Value, Format>.concurrently)
}

/// Asserts that a value matches one reference per strategy, numbered in order
/// (`testName.1.ext`, `testName.2.ext`, …), verifying the variants on the available cores
/// as the named form does.
public func assertSnapshots<Value, Format: Sendable>(
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
    let variants = strategies.map { SnapshotMatrix<Value, Format>.Variant(name: nil, strategy: $0) }
    SnapshotMatrix(
        variants: variants, recording: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    ).assert(value, examining: SnapshotMatrix<Value, Format>.concurrently)
}

extension SnapshotMatrix {
    /// Verifies every variant and records each failure as an issue of the running test, at
    /// the call's source location, in order.
    func assert(_ value: () throws -> Value, examining: Examining) {
        verify(value, examining: examining) { failure in
            TestContext.recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
