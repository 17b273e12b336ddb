import Foundation
import XCTest

@testable import SnapshotTesting

/// XCTest classes in one file with a test of the same name get a reference each: the class
/// named after the file keeps upstream's name, the other is qualified by its class.
final class XCTestNamingTests: XCTestCase {
    func testSameNameInTwoClasses() throws {
        try assertRecords("testSameNameInTwoClasses.1.txt")
    }
}

/// The second class of the file.
final class XCTestNamingOtherCase: XCTestCase {
    func testSameNameInTwoClasses() throws {
        try assertRecords("XCTestNamingOtherCase.testSameNameInTwoClasses.1.txt")
    }
}

/// Records one unnamed snapshot from the calling test into a fresh folder and expects
/// `fileName`.
private func assertRecords(_ fileName: String, testName: String = #function, file: StaticString = #filePath, line: UInt = #line) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotTestingXCTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let message = SnapshotEnvironment.$override.withValue(["SNAPSHOT_ARTIFACTS": folder.path + "/artifacts"]) {
        verifySnapshot(of: "text", as: .lines, snapshotDirectory: folder.path + "/references", testName: testName)
    }
    XCTAssertEqual(message?.hasPrefix("No reference was found on disk."), true, file: file, line: line)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/references")
    XCTAssertEqual(files, [fileName], file: file, line: line)
}
