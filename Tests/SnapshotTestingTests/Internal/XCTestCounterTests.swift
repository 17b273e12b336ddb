import Foundation
import XCTest

@testable import SnapshotTesting

/// In XCTest, counts restart when each test case finishes, as upstream's do, and the running
/// test case is known from its first line on.
final class XCTestCounterTests: XCTestCase {
    private static let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SnapshotTestingXCTests-\(UUID().uuidString)")

    func testFirstCountsFromOne() {
        assertCountsFromOne()
    }

    func testSecondCountsFromOneAgain() {
        assertCountsFromOne()
    }

    func testMatchingSnapshotPassesThroughAssertSnapshot() throws {
        let directory = Self.directory.path + "/matching"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("same".utf8).write(to: URL(fileURLWithPath: directory + "/matching.1.txt"))
        SnapshotEnvironment.$override.withValue(["SNAPSHOT_ARTIFACTS": Self.directory.path + "/artifacts"]) {
            assertSnapshot(of: "same", as: .lines, snapshotDirectory: directory, testName: "matching()")
        }
    }

    func testTheRunningTestCaseIsKnown() {
        // Registered when the test binary loads, so even the first test case is seen.
        let test = XCTestTracker.current
        XCTAssertEqual(test?.moduleName, "SnapshotTestingTests")
        XCTAssertEqual(test?.suite, ["XCTestCounterTests"])
        XCTAssertEqual(test?.function, "testTheRunningTestCaseIsKnown")
    }

    private func assertCountsFromOne() {
        // The same folder and test name in both tests: only the reset between test cases
        // makes each of them start at 1. (Asked of the counter directly: two assertions in
        // two tests naming one file would fail as a collision.)
        XCTAssertEqual(SnapshotCounter.next(testName: "shared", directory: Self.directory), 1)
        XCTAssertEqual(SnapshotCounter.next(testName: "shared", directory: Self.directory), 2)
    }
}
