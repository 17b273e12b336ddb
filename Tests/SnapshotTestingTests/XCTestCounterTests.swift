import Foundation
@testable import SnapshotTesting
import XCTest

/// In XCTest, counts restart when each test case finishes, as upstream's do.
final class XCTestCounterTests: XCTestCase {
    private static let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SnapshotTestingXCTests-\(UUID().uuidString)").path

    func testFirstCountsFromOne() {
        assertCountsFromOne()
    }

    func testSecondCountsFromOneAgain() {
        assertCountsFromOne()
    }

    func testMatchingSnapshotPassesThroughAssertSnapshot() throws {
        let directory = Self.directory + "/matching"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("same".utf8).write(to: URL(fileURLWithPath: directory + "/matching.1.txt"))
        SnapshotEnvironment.$override.withValue(["SNAPSHOT_ARTIFACTS": Self.directory + "/artifacts"]) {
            assertSnapshot(of: "same", as: .lines, snapshotDirectory: directory, testName: "matching()")
        }
    }

    private func assertCountsFromOne() {
        // The same folder and test name in both tests: only the reset between test cases
        // makes each of them start at 1.
        let directory = Self.directory + "/shared"
        SnapshotEnvironment.$override.withValue(["SNAPSHOT_ARTIFACTS": Self.directory + "/artifacts"]) {
            let first = verifySnapshot(of: "a", as: .lines, record: .all, snapshotDirectory: directory, testName: "shared()")
            let second = verifySnapshot(of: "b", as: .lines, record: .all, snapshotDirectory: directory, testName: "shared()")
            XCTAssertEqual(first?.contains("/shared.1.txt\""), true)
            XCTAssertEqual(second?.contains("/shared.2.txt\""), true)
        }
    }
}
