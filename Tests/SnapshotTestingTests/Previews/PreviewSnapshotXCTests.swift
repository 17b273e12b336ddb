import XCTest

@testable import SnapshotTesting

/// `assertPreviewSnapshots()` in XCTest, against committed references. Not `@MainActor`: on
/// Linux XCTest cannot call main-actor test methods; the assertion hops to the main actor.
final class PreviewSnapshotXCTests: XCTestCase {
    func testPreviews() {
        assertPreviewSnapshots(module: "SnapshotTestingTests")
    }

    func testStaleReferenceFailsTheTest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PreviewSnapshotXCTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("testStaleReferenceFailsTheTest.Gone_line3_light.png"))
        let failures = SnapshotEnvironment.$override.withValue([
            "SNAPSHOT_ARTIFACTS": folder.path + "/artifacts", "SNAPSHOT_TESTING_RECORD": "missing",
        ]) {
            verifyPreviewSnapshots(module: "SnapshotTestingTests", matrix: [.light], snapshotDirectory: folder.path)
        }
        XCTAssertEqual(failures.count, 5)
        XCTAssertEqual(failures.last?.hasPrefix("1 reference of testStaleReferenceFailsTheTest belongs to no preview"), true)
        XCTAssertEqual(
            failures.last?.contains(folder.appendingPathComponent("testStaleReferenceFailsTheTest.Gone_line3_light.png").path), true)
    }
}
