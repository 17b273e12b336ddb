import Foundation
import NapkinSupport
import PackageTestSupport
import Testing

@testable import SnapshotTesting

/// Unnamed snapshots are numbered per test, safely under parallel execution.
@Suite struct CounterTests {
    @Test func parallelTestsEachGetTheirOwnCounter() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let directory = folder.path

        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    withTestEnvironment(artifacts: folder) {
                        for _ in 0..<3 {
                            _ = verifySnapshot(
                                of: "task \(index)", as: .lines, snapshotDirectory: directory, testName: "parallel\(index)()")
                        }
                    }
                }
            }
        }

        let expected = (0..<8).flatMap { index in (1...3).map { "parallel\(index).\($0).txt" } }.sorted()
        #expect(folder.files() == expected)
        #expect(try String(contentsOfFile: folder.path("parallel5.3.txt"), encoding: .utf8) == "task 5")
    }

    @Test func countingStartsAtOneInThisTest() throws {
        try expectFreshCounter()
    }

    @Test func countingStartsAtOneInThatTestToo() throws {
        try expectFreshCounter()
    }

    private func expectFreshCounter(testName: String = #function) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let messages = withTestEnvironment(artifacts: folder) {
            [
                verifySnapshot(of: "one", as: .lines, snapshotDirectory: folder.path, testName: "shared()"),
                verifySnapshot(of: "named", as: .lines, named: "named", snapshotDirectory: folder.path, testName: "shared()"),
                verifySnapshot(of: "two", as: .lines, snapshotDirectory: folder.path, testName: "shared()"),
            ]
        }
        #expect(messages.allSatisfy { $0 != nil })
        #expect(folder.files() == ["shared.1.txt", "shared.2.txt", "shared.named.txt"], "in \(testName)")
    }

    @Test func plainTestNamesAreSpelledAsUpstream() {
        #expect(SnapshotFileName.testComponent("testFoo()") == "testFoo")
        #expect(SnapshotFileName.testComponent("render(device:scale:)") == "render-device-scale")
        #expect(SnapshotFileName.testComponent("tabSnapshots(tab:)") == "tabSnapshots-tab")
        #expect(SnapshotFileName.testComponent("render(_:_:)") == "render-_-_")
        #expect(SnapshotFileName.testComponent("_private_1") == "_private_1")
        #expect(SnapshotFileName.testComponent("Crème_brûlée()") == "Crème_brûlée")
        #expect(SnapshotFileName.testComponent("bench") == "bench")
    }

    @Test func referencesLiveUnderThePackageRoot() throws {
        let location = try SnapshotLocation(
            filePath: #filePath, testName: "layout()", name: "dark", pathExtension: "png", snapshotDirectory: nil)
        let packageRoot = packageRoot()
        #expect(location.referenceURL.path == packageRoot.path + "/__Snapshots__/CounterTests/layout.dark.png")
        #expect(
            try SnapshotEnvironment.$override.withValue([:]) {
                try SnapshotLocation(filePath: #filePath, testName: "x", name: "y", pathExtension: nil, snapshotDirectory: "/tmp/refs")
                    .artifactsRoot.path
            } == packageRoot.path + "/.build/snapshot-artifacts")
    }
}
