import Foundation
import Testing
import XCTest

@testable import SnapshotTesting

// An XCTest class named after this file and a free Swift Testing function, asserting from
// this file: neither is qualified by a suite, so with one test name they resolve to one
// reference, from two processes. Both do nothing unless started as children by `ReportTests`.

/// The XCTest half.
final class ReportChildClaims: XCTestCase {
    func testClaimsTheSharedReference() {
        claimSharedReference()
    }
}

/// The Swift Testing half.
@Test func reportChildClaimsTheSharedReference() {
    claimSharedReference()
}

/// In a child: records `references/claim.shared.txt`, saying which framework did.
private func claimSharedReference() {
    guard let folder = ProcessInfo.processInfo.environment[ReportChild.variable] else { return }
    let framework = TestContext.isSwiftTesting ? "Swift Testing" : "XCTest"
    assertSnapshot(of: "from \(framework)", as: .lines, named: "shared", snapshotDirectory: folder + "/references", testName: "claim()")
}
