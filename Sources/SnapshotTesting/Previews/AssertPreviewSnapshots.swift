public import Foundation
public import NapkinUI

/// Snapshots every preview of the module under test — each `#Preview` and each view of each
/// `PreviewProvider` — in every configuration of `matrix`: one line for a whole module.
///
/// ```swift
/// final class ScreensPreviewTests: XCTestCase {
///     func testPreviews() { assertPreviewSnapshots() }
/// }
///
/// @Test func previews() { assertPreviewSnapshots(matrix: [.light, .dark, .init("iPad", device: .iPadPro11)]) }
/// ```
///
/// The previews are found at run time in the test binary (see `PreviewRegistry`); each is
/// shown as it asks (`previewDevice`, layout, orientation) with the configuration's traits.
/// One reference per preview and configuration is named from the preview's file and name, or
/// line when it has none: `__Snapshots__/ScreensPreviewTests/testPreviews.ProfileView_Badge_dark.png`,
/// `testPreviews.ProfileView_line12_light.png`. A reference of this test that no preview
/// claims any more (renamed, deleted, excluded, or a configuration dropped from the matrix)
/// fails the test with its path; record mode `.all` removes it.
///
/// A preview opts out without being rendered (its view is never made) through the
/// `.snapshotExcluded` trait, the `.previewSnapshotExcluded()` modifier of a provider's view,
/// or `excluding:` here. Everything else is an ordinary snapshot assertion: record modes,
/// messages, failure artifacts and the report, the references' pixel cache, and verification
/// on all cores (`assertSnapshots`).
///
/// - Parameters:
///   - module: The module whose previews are snapshotted. By default the module under test,
///     by SwiftPM's naming: the test module's name without `Tests` (`ScreensTests` → `Screens`).
///   - matrix: The configurations; by default iPhone 13 Pro, light and dark.
///   - excluding: Previews to skip, by the file name their references carry
///     (`ProfileView_Badge`); a name that matches no preview fails, so the list stays true.
///   - precision: The fraction of pixels that must match (see `Diffing.image`).
///   - perceptualPrecision: How close a pixel must be, by CIEDE2000 (see `Diffing.image`).
///   - recording: The record mode (see ``assertSnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``).
///   - snapshotDirectory: The references' folder instead of `__Snapshots__/<TestFileName>`.
///   - timeout: How long to wait for the main actor (to list the previews, and for each
///     render) when called off it: longer than `assertSnapshot`'s 5 seconds, because a whole
///     module's previews wait for a main actor that tests running in parallel share.
///   - fileID: The test's file ID; its module names the module under test.
///   - filePath: The test's file path; decides the package root (where providers' sources
///     are looked for) and the references' folder.
///   - testName: The test's name, which starts every reference's name.
///   - line: The line of the assertion, where failures are reported.
///   - column: The column of the assertion.
public func assertPreviewSnapshots(
    module: String? = nil,
    matrix: [PreviewConfiguration] = PreviewConfiguration.standard,
    excluding: [String] = [],
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    record recording: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 30,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for failure in verifyPreviewSnapshots(
        module: module, matrix: matrix, excluding: excluding, precision: precision, perceptualPrecision: perceptualPrecision,
        record: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    ) {
        TestContext.recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Does what ``assertPreviewSnapshots(module:matrix:excluding:precision:perceptualPrecision:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// does, and returns the failure messages, in order, instead of reporting them: an empty
/// list means every preview matches its references and none is stale.
public func verifyPreviewSnapshots(
    module: String? = nil,
    matrix: [PreviewConfiguration] = PreviewConfiguration.standard,
    excluding: [String] = [],
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    record recording: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 30,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> [String] {
    var failures: [String] = []
    PreviewSnapshotRun(
        module: module, matrix: matrix, excluded: excluding, precision: precision, perceptualPrecision: perceptualPrecision,
        recording: recording, snapshotDirectory: snapshotDirectory, timeout: timeout,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column
    ).verify { failures.append($0) }
    return failures
}
